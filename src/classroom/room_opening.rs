//! A Renju room's opening (issue #40): `"opening":"rif"` (or `five-two`, the same rule by its
//! Chinese name 三手交换五手两打), `yamaguchi`, `tarannikov`, `swap1`, `swap2`,
//! `chinese-basic` in the rules. The engine's opening state machine ([`Opening`]) says whose
//! decision is next and judges it; the room asks that child, stores each answer in its log and
//! plays on normally from the opening's stones once it is over.
//!
//! Seat 0 is the opener (the engine's first player, tentatively Black); a swap changes which
//! colour each seat holds, so the room's colours follow [`Room::colour`].

use super::{Engine, Refusal, Room, renju_rules};
use crate::classroom::room_wire::{Colour, OpeningAsk, RoomMessage};
use crate::rules::renju::{
    self, Decision, Opening, OpeningAction, OpeningRule, Player, Point, Stone, Zone,
};
use serde_json::Value;

/// The opening the rules name (`None`: no `opening` key); an unknown one is `bad-rules`.
pub fn opening_rule(rules: &Value) -> Result<Option<OpeningRule>, Refusal> {
    match rules.get("opening") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(name)) => match name.as_str() {
            "rif" | "five-two" => Ok(Some(OpeningRule::Rif)),
            "yamaguchi" => Ok(Some(OpeningRule::Yamaguchi)),
            "tarannikov" => Ok(Some(OpeningRule::Tarannikov)),
            "swap1" => Ok(Some(OpeningRule::Swap1)),
            "swap2" => Ok(Some(OpeningRule::Swap2)),
            "chinese-basic" => Ok(Some(OpeningRule::ChineseBasic)),
            _ => Err("bad-rules"),
        },
        Some(_) => Err("bad-rules"),
    }
}

/// The wire name of an opening rule.
pub fn rule_name(rule: OpeningRule) -> &'static str {
    match rule {
        OpeningRule::ChineseBasic => "chinese-basic",
        OpeningRule::Rif => "rif",
        OpeningRule::Yamaguchi => "yamaguchi",
        OpeningRule::Tarannikov => "tarannikov",
        OpeningRule::Swap1 => "swap1",
        OpeningRule::Swap2 => "swap2",
    }
}

/// The wire name of a decision.
pub fn decision_name(decision: Decision) -> &'static str {
    match decision {
        Decision::Place { .. } => "place",
        Decision::SwapOrKeep => "swap-or-keep",
        Decision::DeclareOffers => "declare-offers",
        Decision::OfferFifthMoves { .. } => "offer-fifth-moves",
        Decision::PickOffer => "pick-offer",
        Decision::ChooseColour => "choose-colour",
        Decision::Swap2Choice => "swap2-choice",
    }
}

/// The wire name of a zone (`square-5`: the central 5×5).
pub fn zone_name(zone: Zone) -> String {
    match zone {
        Zone::Centre => "centre".into(),
        Zone::NextToCentre => "next-to-centre".into(),
        Zone::Square(size) => format!("square-{size}"),
        Zone::Anywhere => "anywhere".into(),
    }
}

/// The engine's action for an `opening` command (placements and picks come as `move`s).
pub fn opening_action(
    choice: &str,
    points: &[String],
    count: Option<u8>,
) -> Result<OpeningAction, Refusal> {
    let point = || -> Result<Point, Refusal> {
        match points {
            [one] => one.trim().parse().map_err(|_| "not-a-point"),
            _ => Err("not-a-point"),
        }
    };
    Ok(match choice {
        "swap" => OpeningAction::Swap,
        "keep" => OpeningAction::Keep,
        "take-black" => OpeningAction::TakeBlack,
        "take-white" => OpeningAction::TakeWhite,
        "place-two-more" => OpeningAction::PlaceTwoMore,
        "place" => OpeningAction::Place(point()?),
        "pick" => OpeningAction::Pick(point()?),
        "offer" => {
            if points.len() > 16 {
                return Err("wrong-offer-count");
            }
            let read: Result<Vec<Point>, _> = points.iter().map(|p| p.trim().parse()).collect();
            OpeningAction::Offer(read.map_err(|_| "not-a-point")?)
        }
        "declare-offers" => OpeningAction::DeclareOffers(count.ok_or("not-a-command")?),
        _ => return Err("not-a-command"),
    })
}

/// The wire name of an action (the `choice` of an `opening-step`).
fn choice_name(action: &OpeningAction) -> &'static str {
    match action {
        OpeningAction::Place(_) => "place",
        OpeningAction::Swap => "swap",
        OpeningAction::Keep => "keep",
        OpeningAction::DeclareOffers(_) => "declare-offers",
        OpeningAction::Offer(_) => "offer",
        OpeningAction::Pick(_) => "pick",
        OpeningAction::TakeBlack => "take-black",
        OpeningAction::TakeWhite => "take-white",
        OpeningAction::PlaceTwoMore => "place-two-more",
    }
}

fn player_of(seat: usize) -> Player {
    if seat == 0 {
        Player::First
    } else {
        Player::Second
    }
}

fn seat_of(player: Player) -> usize {
    usize::from(player == Player::Second)
}

fn colour_of_stone(stone: Stone) -> Colour {
    match stone {
        Stone::Black => Colour::Black,
        Stone::White => Colour::White,
    }
}

impl Room {
    /// The seat the opening waits for, while it lasts.
    pub(super) fn opening_seat(&self) -> Option<usize> {
        Some(seat_of(self.opening.as_ref()?.next()?.player))
    }

    /// What the opening asks now, for the wire.
    pub fn opening_ask(&self) -> Option<OpeningAsk> {
        let opening = self.opening.as_ref()?;
        let pending = opening.next()?;
        let seat = seat_of(pending.player);
        let (stone, zone) = match pending.decision {
            Decision::Place { stone, zone } => {
                (Some(colour_of_stone(stone)), Some(zone_name(zone)))
            }
            _ => (None, None),
        };
        Some(OpeningAsk {
            rule: rule_name(opening.rule()).to_owned(),
            player: self.spec.players[seat].clone(),
            colour: self.colour(seat),
            decision: decision_name(pending.decision).to_owned(),
            stone,
            zone,
            count: match pending.decision {
                Decision::OfferFifthMoves { count } => Some(count),
                _ => None,
            },
            offers: opening.offers().iter().map(ToString::to_string).collect(),
        })
    }

    /// The stones placed in the opening, for the board.
    pub(super) fn opening_board(&self) -> Option<&renju::Board> {
        self.opening.as_ref().map(Opening::board)
    }

    /// A point tapped during the opening: the stone asked for, or the offered fifth move
    /// picked.
    pub(super) fn opening_point(
        &mut self,
        seat: usize,
        mv: &str,
        v: u64,
    ) -> Result<Vec<RoomMessage>, Refusal> {
        let point: Point = mv.parse().map_err(|_| "not-a-point")?;
        let decision = self
            .opening
            .as_ref()
            .and_then(Opening::next)
            .map(|p| p.decision)
            .ok_or("opening-finished")?;
        let action = match decision {
            Decision::Place { .. } => OpeningAction::Place(point),
            Decision::PickOffer => OpeningAction::Pick(point),
            _ => return Err("wrong-action"),
        };
        self.opening_step(seat, action, v)
    }

    /// Applies `seat`'s answer to the opening's decision; when the opening is over the game
    /// goes on from its stones.
    pub(super) fn opening_step(
        &mut self,
        seat: usize,
        action: OpeningAction,
        v: u64,
    ) -> Result<Vec<RoomMessage>, Refusal> {
        self.seat_check(seat)?;
        let by = self.colour(seat);
        // On a copy: nothing changes when the engine refuses.
        let mut opening = self.opening.clone().ok_or("opening-finished")?;
        let choice = choice_name(&action);
        let (mv, points) = match &action {
            OpeningAction::Place(point) | OpeningAction::Pick(point) => {
                (Some(point.to_string()), Vec::new())
            }
            OpeningAction::Offer(points) => {
                (None, points.iter().map(ToString::to_string).collect())
            }
            _ => (None, Vec::new()),
        };
        opening
            .apply(player_of(seat), action)
            .map_err(|r| r.name())?;
        if opening.next().is_none() {
            // Over: the game goes on from the opening's stones under the room's rules.
            let mut game = renju::Game::new(renju_rules(&self.spec.rules)?);
            for point in opening.moves() {
                game.play(*point).map_err(|r| r.name())?;
            }
            self.engine = Engine::Renju(game);
            self.opening_stones = opening.moves().len();
        }
        self.first_black = opening.colour_of(Player::First) == Stone::Black;
        self.moves = opening.moves().iter().map(ToString::to_string).collect();
        self.opening = opening.next().is_some().then_some(opening);
        self.pending = None;
        Ok(vec![RoomMessage::OpeningStep {
            room: self.spec.id.clone(),
            v,
            by,
            choice: choice.to_owned(),
            mv,
            points,
            position: self.position(),
            players: self.players_map(),
            to_move: self.to_move().map(|s| self.colour(s)),
            asks: self.opening_ask().map(Box::new),
            clock: None,
        }])
    }
}
