//! The computer's answers in a professional opening (RIF and the other rules of
//! `rules::renju::opening`), so a child can play the professional room against it. Every
//! answer is checked by the opening itself (`Opening::apply` on a copy): the policy proposes,
//! the rules decide.
//!
//! The choices are a club player's plain habits, not a search: stones go as near the centre
//! and the stones already placed as the zone allows; the colours are kept; fifth-move offers are
//! the quietest points near the centre that are not mirror images of each other; the pick takes
//! the offer farthest from the other stones.

use crate::rules::renju::{Board, Decision, Opening, OpeningAction, Pending, Point};

/// How near a point is to the action: its ring from the centre, plus 2 when no stone is within
/// two points of it (on an empty board every point counts as near).
fn remoteness(board: &Board, point: Point) -> usize {
    let near = board.stone_count() == 0
        || Point::all().any(|other| {
            !board.is_empty(other)
                && other.column().abs_diff(point.column()) <= 2
                && other.row().abs_diff(point.row()) <= 2
        });
    point.rings_from_centre() + if near { 0 } else { 2 }
}

/// The empty points, nearest the action first (ties in point order).
fn candidates(board: &Board) -> Vec<Point> {
    let mut points: Vec<Point> = Point::all().filter(|&p| board.is_empty(p)).collect();
    points.sort_by_key(|&p| (remoteness(board, p), p.index()));
    points
}

/// Whether `opening` takes `action` from the player to decide.
fn accepted(opening: &Opening, pending: Pending, action: &OpeningAction) -> bool {
    opening
        .clone()
        .apply(pending.player, action.clone())
        .is_ok()
}

/// The computer's answer to the decision pending in `opening`; `None` when it has none the
/// opening accepts (the caller then leaves the decision to a person).
pub fn answer(opening: &Opening, pending: Pending) -> Option<OpeningAction> {
    let board = opening.board();
    let first_accepted = |actions: Vec<OpeningAction>| {
        actions
            .into_iter()
            .find(|action| accepted(opening, pending, action))
    };
    match pending.decision {
        Decision::Place { .. } => first_accepted(
            candidates(board)
                .into_iter()
                .map(OpeningAction::Place)
                .collect(),
        ),
        Decision::SwapOrKeep => first_accepted(vec![OpeningAction::Keep, OpeningAction::Swap]),
        Decision::DeclareOffers => {
            first_accepted((1..=10).map(OpeningAction::DeclareOffers).collect())
        }
        Decision::OfferFifthMoves { count } => offers(opening, pending, usize::from(count)),
        Decision::PickOffer => {
            let mut offers = opening.offers().to_vec();
            offers.sort_by_key(|&p| std::cmp::Reverse((remoteness(board, p), p.index())));
            first_accepted(offers.into_iter().map(OpeningAction::Pick).collect())
        }
        Decision::ChooseColour => {
            first_accepted(vec![OpeningAction::TakeWhite, OpeningAction::TakeBlack])
        }
        Decision::Swap2Choice => first_accepted(vec![
            OpeningAction::TakeWhite,
            OpeningAction::TakeBlack,
            OpeningAction::PlaceTwoMore,
        ]),
    }
}

/// `count` fifth-move offers the opening accepts: nearest points first, a point that makes the
/// set symmetric (refused) skipped.
fn offers(opening: &Opening, pending: Pending, count: usize) -> Option<OpeningAction> {
    let mut chosen: Vec<Point> = Vec::with_capacity(count);
    for point in candidates(opening.board()) {
        if chosen.len() == count {
            break;
        }
        chosen.push(point);
        // A partial set cannot be asked about: only whole sets are checked, with each new
        // point tried as the last one.
        if chosen.len() == count
            && !accepted(opening, pending, &OpeningAction::Offer(chosen.clone()))
        {
            chosen.pop();
        }
    }
    (chosen.len() == count).then_some(OpeningAction::Offer(chosen))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::{OpeningRule, Player};

    /// Plays an opening with the computer on both sides; the stones placed and who holds Black.
    fn play_through(rule: OpeningRule) -> Opening {
        let mut opening = Opening::new(rule);
        for _ in 0..40 {
            let Some(pending) = opening.next() else {
                return opening;
            };
            let action = answer(&opening, pending)
                .unwrap_or_else(|| panic!("no answer to {pending:?} in {rule:?}"));
            opening
                .apply(pending.player, action)
                .unwrap_or_else(|refusal| panic!("{rule:?}: {refusal:?}"));
        }
        panic!("{rule:?} never ended")
    }

    #[test]
    fn the_computer_finishes_every_opening_rule_within_its_rules() {
        for rule in [
            OpeningRule::Rif,
            OpeningRule::Yamaguchi,
            OpeningRule::ChineseBasic,
            OpeningRule::Tarannikov,
            OpeningRule::Swap1,
            OpeningRule::Swap2,
        ] {
            let opening = play_through(rule);
            assert!(opening.next().is_none(), "{rule:?}");
            assert!(!opening.moves().is_empty(), "{rule:?}");
            assert!(opening.moves().contains(&Point::CENTRE) || rule != OpeningRule::Rif);
            let _ = opening.colour_of(Player::First);
        }
    }

    #[test]
    fn a_rif_opening_places_five_stones_near_the_centre() {
        let opening = play_through(OpeningRule::Rif);
        assert_eq!(opening.moves().len(), 5);
        assert!(
            opening.moves().iter().all(|p| p.rings_from_centre() <= 3),
            "{:?}",
            opening.moves()
        );
    }
}
