//! Opening rules (Chinese basic, RIF, Yamaguchi, Tarannikov, Swap1, Swap2) as a state machine
//! that says whose decision is next, and the table of the 26 standard openings.

use std::sync::OnceLock;

use super::board::Board;
use super::point::Point;
use super::refusal::Refusal;
use super::stone::Stone;

/// Whether White 2 is orthogonal (直指) or diagonal (斜指) to Black 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpeningGroup {
    /// 直指: White 2 next to h8 on a line.
    Direct,
    /// 斜指: White 2 diagonally next to h8.
    Indirect,
}

/// One of the 26 standard openings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandardOpening {
    /// Direct or indirect.
    pub group: OpeningGroup,
    /// 1..=13 within the group.
    pub number: u8,
    /// Japanese name in romaji (`Kagetsu`), also the key of its Fluent message.
    pub romaji: String,
    /// Chinese name (花月), as printed in the table.
    pub chinese: String,
    /// English name (Flower Moon).
    pub english: String,
    /// Black 3 with Black 1 on h8 and White 2 on h9 (direct) or i9 (indirect).
    pub third: Point,
}

impl StandardOpening {
    /// White 2 in the table's orientation.
    pub fn second(&self) -> Point {
        match self.group {
            OpeningGroup::Direct => Point::new(7, 8),
            OpeningGroup::Indirect => Point::new(8, 8),
        }
        .unwrap_or(Point::CENTRE)
    }
}

const OPENINGS_TABLE: &str = include_str!("openings.tsv");

/// The 26 standard openings, read from the embedded table (rows that do not parse are left
/// out; the tests require all 26).
pub fn standard_openings() -> &'static [StandardOpening] {
    static TABLE: OnceLock<Vec<StandardOpening>> = OnceLock::new();
    TABLE.get_or_init(|| {
        OPENINGS_TABLE
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .filter_map(|line| {
                let fields: Vec<&str> = line.split('\t').collect();
                let [group, number, romaji, chinese, english, third] = fields[..] else {
                    return None;
                };
                Some(StandardOpening {
                    group: match group {
                        "direct" => OpeningGroup::Direct,
                        "indirect" => OpeningGroup::Indirect,
                        _ => return None,
                    },
                    number: number.parse().ok()?,
                    romaji: romaji.to_string(),
                    chinese: chinese.to_string(),
                    english: english.to_string(),
                    third: third.parse().ok()?,
                })
            })
            .collect()
    })
}

/// One of the 8 symmetries of the board around h8, applied to a point.
pub fn transform(point: Point, symmetry: u8) -> Point {
    let x = point.column() as i32 - 7;
    let y = point.row() as i32 - 7;
    let (x, y) = if symmetry & 4 != 0 { (y, x) } else { (x, y) };
    let x = if symmetry & 1 != 0 { -x } else { x };
    let y = if symmetry & 2 != 0 { -y } else { y };
    Point::from_signed(x + 7, y + 7).unwrap_or(point)
}

/// Which standard opening three stones (Black 1, White 2, Black 3) form, in any orientation.
pub fn identify_opening(
    first: Point,
    second: Point,
    third: Point,
) -> Option<&'static StandardOpening> {
    (0..8).find_map(|symmetry| {
        let (a, b, c) = (
            transform(first, symmetry),
            transform(second, symmetry),
            transform(third, symmetry),
        );
        standard_openings()
            .iter()
            .find(|o| a == Point::CENTRE && b == o.second() && c == o.third)
    })
}

/// The opening rule of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpeningRule {
    /// Black on h8, White next to it, then free play.
    ChineseBasic,
    /// A standard opening, swap, move 4, two fifth-move offers, White picks.
    Rif,
    /// As RIF, but the opener declares how many fifth-move offers there will be.
    Yamaguchi,
    /// Moves 1–5 in growing central squares, each followed by a swap option.
    Tarannikov,
    /// Three stones by the first player, then the second chooses a colour.
    Swap1,
    /// As Swap1, or the second player adds two stones and hands the choice back.
    Swap2,
}

/// One of the two players (not colours: colours can be swapped during the opening).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    /// The player who starts (the opener, tentatively Black).
    First,
    /// The other player.
    Second,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// Where a stone may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Zone {
    /// Only h8.
    Centre,
    /// One of the 8 points around h8.
    NextToCentre,
    /// The central square of this (odd) side.
    Square(u8),
    /// Any empty point.
    Anywhere,
}

impl Zone {
    fn allows(self, point: Point) -> bool {
        match self {
            Zone::Centre => point == Point::CENTRE,
            Zone::NextToCentre => point.rings_from_centre() == 1,
            Zone::Square(size) => point.in_central_square(size as usize),
            Zone::Anywhere => true,
        }
    }
}

/// The kind of decision the opening waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decision {
    /// Place a stone of this colour in the zone.
    Place {
        /// The colour placed.
        stone: Stone,
        /// Where it may go.
        zone: Zone,
    },
    /// Swap colours or keep them.
    SwapOrKeep,
    /// Declare the number of fifth-move offers (Yamaguchi).
    DeclareOffers,
    /// Offer this many fifth moves, pairwise not symmetric.
    OfferFifthMoves {
        /// How many.
        count: u8,
    },
    /// Pick one of the offered fifth moves.
    PickOffer,
    /// Choose to play Black or White.
    ChooseColour,
    /// Swap2: take White, take Black, or place two more stones.
    Swap2Choice,
}

/// An answer to the pending decision.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpeningAction {
    /// Place the stone asked for.
    Place(Point),
    /// Swap colours.
    Swap,
    /// Keep colours.
    Keep,
    /// Declare this many fifth-move offers.
    DeclareOffers(u8),
    /// Offer these fifth moves.
    Offer(Vec<Point>),
    /// Pick this offered fifth move.
    Pick(Point),
    /// Play Black.
    TakeBlack,
    /// Play White.
    TakeWhite,
    /// Swap2: place two more stones (White 4, Black 5) and hand the choice back.
    PlaceTwoMore,
}

/// Who must decide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Decider {
    /// A fixed player.
    Player(Player),
    /// Whoever holds this colour now.
    Colour(Stone),
    /// The player who did not place the last stone.
    NotLastPlacer,
}

/// The decision waited for and who makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pending {
    /// The player to decide.
    pub player: Player,
    /// What to decide.
    pub decision: Decision,
}

/// An opening in progress: stones placed so far, colours, and the steps left.
#[derive(Debug, Clone)]
pub struct Opening {
    rule: OpeningRule,
    board: Board,
    moves: Vec<Point>,
    first_plays_black: bool,
    steps: Vec<(Decider, Decision)>,
    offers: Vec<Point>,
    last_placer: Player,
}

impl Opening {
    /// A fresh opening under `rule`.
    pub fn new(rule: OpeningRule) -> Opening {
        use Decider::{Colour, NotLastPlacer, Player as By};
        let place = |stone, zone| Decision::Place { stone, zone };
        let first = Player::First;
        let steps = match rule {
            OpeningRule::ChineseBasic => vec![
                (Colour(Stone::Black), place(Stone::Black, Zone::Centre)),
                (
                    Colour(Stone::White),
                    place(Stone::White, Zone::NextToCentre),
                ),
            ],
            OpeningRule::Rif | OpeningRule::Yamaguchi => {
                let mut steps = vec![
                    (By(first), place(Stone::Black, Zone::Centre)),
                    (By(first), place(Stone::White, Zone::NextToCentre)),
                    (By(first), place(Stone::Black, Zone::Square(5))),
                ];
                if rule == OpeningRule::Yamaguchi {
                    steps.push((By(first), Decision::DeclareOffers));
                }
                steps.extend([
                    (By(Player::Second), Decision::SwapOrKeep),
                    (Colour(Stone::White), place(Stone::White, Zone::Anywhere)),
                    (Colour(Stone::Black), Decision::OfferFifthMoves { count: 2 }),
                    (Colour(Stone::White), Decision::PickOffer),
                ]);
                steps
            }
            OpeningRule::Tarannikov => {
                let mut steps = Vec::new();
                for (index, zone) in [
                    Zone::Centre,
                    Zone::Square(3),
                    Zone::Square(5),
                    Zone::Square(7),
                    Zone::Square(9),
                ]
                .into_iter()
                .enumerate()
                {
                    let stone = if index % 2 == 0 {
                        Stone::Black
                    } else {
                        Stone::White
                    };
                    steps.push((Colour(stone), place(stone, zone)));
                    steps.push((NotLastPlacer, Decision::SwapOrKeep));
                }
                steps
            }
            OpeningRule::Swap1 | OpeningRule::Swap2 => vec![
                (By(first), place(Stone::Black, Zone::Anywhere)),
                (By(first), place(Stone::White, Zone::Anywhere)),
                (By(first), place(Stone::Black, Zone::Anywhere)),
                (
                    By(Player::Second),
                    if rule == OpeningRule::Swap1 {
                        Decision::ChooseColour
                    } else {
                        Decision::Swap2Choice
                    },
                ),
            ],
        };
        let mut steps = steps;
        steps.reverse();
        Opening {
            rule,
            board: Board::new(),
            moves: Vec::new(),
            first_plays_black: true,
            steps,
            offers: Vec::new(),
            last_placer: Player::First,
        }
    }

    /// The rule.
    pub fn rule(&self) -> OpeningRule {
        self.rule
    }

    /// The stones placed so far.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The stones in the order placed (Black, White, Black, …).
    pub fn moves(&self) -> &[Point] {
        &self.moves
    }

    /// The fifth moves on offer, while White is picking.
    pub fn offers(&self) -> &[Point] {
        &self.offers
    }

    /// The colour `player` holds now.
    pub fn colour_of(&self, player: Player) -> Stone {
        match (player, self.first_plays_black) {
            (Player::First, true) | (Player::Second, false) => Stone::Black,
            _ => Stone::White,
        }
    }

    fn holder_of(&self, stone: Stone) -> Player {
        if self.colour_of(Player::First) == stone {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The standard opening formed by the first three stones, if any.
    pub fn standard_opening(&self) -> Option<&'static StandardOpening> {
        match self.moves[..] {
            [a, b, c, ..] => identify_opening(a, b, c),
            _ => None,
        }
    }

    /// The decision waited for, or None once the opening is over (normal play follows; the
    /// side to move is the colour after the last stone).
    pub fn next(&self) -> Option<Pending> {
        let &(decider, decision) = self.steps.last()?;
        let player = match decider {
            Decider::Player(player) => player,
            Decider::Colour(stone) => self.holder_of(stone),
            Decider::NotLastPlacer => self.last_placer.other(),
        };
        Some(Pending { player, decision })
    }

    /// Applies `player`'s answer to the pending decision.
    pub fn apply(&mut self, player: Player, action: OpeningAction) -> Result<(), Refusal> {
        let pending = self.next().ok_or(Refusal::OpeningFinished)?;
        if pending.player != player {
            return Err(Refusal::NotYourTurn);
        }
        match (pending.decision, action) {
            (Decision::Place { stone, zone }, OpeningAction::Place(point)) => {
                if !self.board.is_empty(point) {
                    return Err(Refusal::Occupied { point });
                }
                if !zone.allows(point) {
                    return Err(match zone {
                        Zone::Centre => Refusal::FirstStoneNotCentre { point },
                        Zone::NextToCentre => Refusal::NotNextToCentre { point },
                        Zone::Square(size) => Refusal::OutsideZone { point, zone: size },
                        Zone::Anywhere => Refusal::OutsideZone { point, zone: 15 },
                    });
                }
                self.board.place(point, stone);
                self.moves.push(point);
                self.last_placer = player;
            }
            (Decision::SwapOrKeep, OpeningAction::Swap) => {
                self.first_plays_black = !self.first_plays_black;
            }
            (Decision::SwapOrKeep, OpeningAction::Keep) => {}
            (Decision::DeclareOffers, OpeningAction::DeclareOffers(count)) => {
                if count == 0 {
                    return Err(Refusal::WrongOfferCount {
                        expected: 1,
                        got: 0,
                    });
                }
                for step in &mut self.steps {
                    if let (_, Decision::OfferFifthMoves { count: wanted }) = step {
                        *wanted = count;
                    }
                }
            }
            (Decision::OfferFifthMoves { count }, OpeningAction::Offer(points)) => {
                self.check_offers(count, &points)?;
                self.offers = points;
            }
            (Decision::PickOffer, OpeningAction::Pick(point)) => {
                if !self.offers.contains(&point) {
                    return Err(Refusal::NotAnOffer { point });
                }
                self.board.place(point, Stone::Black);
                self.moves.push(point);
                self.offers.clear();
            }
            (Decision::ChooseColour, OpeningAction::TakeBlack) => {
                self.first_plays_black = player == Player::First;
            }
            (Decision::ChooseColour, OpeningAction::TakeWhite) => {
                self.first_plays_black = player != Player::First;
            }
            (Decision::Swap2Choice, OpeningAction::TakeBlack) => {
                self.first_plays_black = player == Player::First;
            }
            (Decision::Swap2Choice, OpeningAction::TakeWhite) => {
                self.first_plays_black = player != Player::First;
            }
            (Decision::Swap2Choice, OpeningAction::PlaceTwoMore) => {
                self.steps.pop();
                let by = Decider::Player(player);
                self.steps.extend([
                    (Decider::Player(player.other()), Decision::ChooseColour),
                    (
                        by,
                        Decision::Place {
                            stone: Stone::Black,
                            zone: Zone::Anywhere,
                        },
                    ),
                    (
                        by,
                        Decision::Place {
                            stone: Stone::White,
                            zone: Zone::Anywhere,
                        },
                    ),
                ]);
                return Ok(());
            }
            (decision, _) => return Err(Refusal::WrongAction { expected: decision }),
        }
        self.steps.pop();
        Ok(())
    }

    fn check_offers(&self, count: u8, points: &[Point]) -> Result<(), Refusal> {
        if points.len() != count as usize {
            return Err(Refusal::WrongOfferCount {
                expected: count,
                got: points.len().min(255) as u8,
            });
        }
        let keeps_position: Vec<u8> = (0..8)
            .filter(|&symmetry| {
                Point::all().all(|point| {
                    self.board.get(point) == self.board.get(transform(point, symmetry))
                })
            })
            .collect();
        for (index, &point) in points.iter().enumerate() {
            if !self.board.is_empty(point) {
                return Err(Refusal::Occupied { point });
            }
            for &earlier in &points[..index] {
                if keeps_position
                    .iter()
                    .any(|&symmetry| transform(earlier, symmetry) == point)
                {
                    return Err(Refusal::SymmetricOffer {
                        point,
                        with: earlier,
                    });
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(text: &str) -> Point {
        text.parse().unwrap()
    }

    #[test]
    fn the_table_holds_26_distinct_openings_in_the_5x5() {
        let table = standard_openings();
        assert_eq!(table.len(), 26);
        for group in [OpeningGroup::Direct, OpeningGroup::Indirect] {
            let members: Vec<_> = table.iter().filter(|o| o.group == group).collect();
            assert_eq!(members.len(), 13);
            for (index, opening) in members.iter().enumerate() {
                assert_eq!(opening.number as usize, index + 1);
                assert!(opening.third.in_central_square(5), "{}", opening.romaji);
                assert!(opening.third != Point::CENTRE && opening.third != opening.second());
                for other in &members[..index] {
                    assert_ne!(other.third, opening.third);
                    // No two are mirror images: the symmetries keeping h8 and White 2 fixed.
                    for symmetry in 0..8 {
                        if transform(opening.second(), symmetry) == opening.second() {
                            assert_ne!(transform(other.third, symmetry), opening.third);
                        }
                    }
                }
            }
        }
        // Every third stone in the 5×5 is exactly one opening, in both groups.
        for second in [p("h9"), p("i9")] {
            for third in Point::all().filter(|q| q.in_central_square(5)) {
                if third != Point::CENTRE && third != second {
                    assert!(
                        identify_opening(Point::CENTRE, second, third).is_some(),
                        "{third}"
                    );
                }
            }
        }
        let kagetsu = identify_opening(p("h8"), p("g8"), p("g9")).unwrap();
        assert_eq!(kagetsu.romaji, "Kagetsu");
        assert_eq!(kagetsu.chinese, "花月");
        let hogetsu = identify_opening(p("h8"), p("i9"), p("i7")).unwrap();
        assert_eq!(hogetsu.romaji, "Hogetsu");
    }

    #[test]
    fn rif_opening_runs_and_refuses_wrong_actions() {
        let mut opening = Opening::new(OpeningRule::Rif);
        let first = Player::First;
        assert_eq!(
            opening.apply(first, OpeningAction::Place(p("a1"))),
            Err(Refusal::FirstStoneNotCentre { point: p("a1") })
        );
        assert_eq!(
            opening.apply(Player::Second, OpeningAction::Place(p("h8"))),
            Err(Refusal::NotYourTurn)
        );
        opening.apply(first, OpeningAction::Place(p("h8"))).unwrap();
        assert_eq!(
            opening.apply(first, OpeningAction::Place(p("h10"))),
            Err(Refusal::NotNextToCentre { point: p("h10") })
        );
        opening.apply(first, OpeningAction::Place(p("h9"))).unwrap();
        assert_eq!(
            opening.apply(first, OpeningAction::Place(p("l12"))),
            Err(Refusal::OutsideZone {
                point: p("l12"),
                zone: 5
            })
        );
        opening.apply(first, OpeningAction::Place(p("i9"))).unwrap();
        assert_eq!(opening.standard_opening().unwrap().romaji, "Kagetsu");
        assert_eq!(
            opening.next(),
            Some(Pending {
                player: Player::Second,
                decision: Decision::SwapOrKeep
            })
        );
        assert!(matches!(
            opening.apply(Player::Second, OpeningAction::TakeBlack),
            Err(Refusal::WrongAction { .. })
        ));
        opening.apply(Player::Second, OpeningAction::Swap).unwrap();
        assert_eq!(opening.colour_of(Player::Second), Stone::Black);
        // White (now the first player) plays move 4.
        opening.apply(first, OpeningAction::Place(p("g7"))).unwrap();
        // Black (now the second player) must offer exactly two fifth moves.
        assert_eq!(
            opening.apply(Player::Second, OpeningAction::Offer(vec![p("j10")])),
            Err(Refusal::WrongOfferCount {
                expected: 2,
                got: 1
            })
        );
        opening
            .apply(
                Player::Second,
                OpeningAction::Offer(vec![p("j10"), p("f6")]),
            )
            .unwrap();
        assert_eq!(
            opening.apply(first, OpeningAction::Pick(p("a1"))),
            Err(Refusal::NotAnOffer { point: p("a1") })
        );
        opening.apply(first, OpeningAction::Pick(p("f6"))).unwrap();
        assert_eq!(opening.next(), None);
        assert_eq!(opening.moves().len(), 5);
        assert_eq!(
            opening.apply(first, OpeningAction::Keep),
            Err(Refusal::OpeningFinished)
        );
    }

    #[test]
    fn symmetric_offers_are_refused() {
        // Yamaguchi with 3 offers; after h8 h9 h10 and White h6 the position is symmetric
        // about column h, so g11 and i11 are the same offer.
        let mut opening = Opening::new(OpeningRule::Yamaguchi);
        let first = Player::First;
        for point in ["h8", "h9", "h10"] {
            opening
                .apply(first, OpeningAction::Place(p(point)))
                .unwrap();
        }
        opening
            .apply(first, OpeningAction::DeclareOffers(3))
            .unwrap();
        opening.apply(Player::Second, OpeningAction::Keep).unwrap();
        opening
            .apply(Player::Second, OpeningAction::Place(p("h6")))
            .unwrap();
        assert_eq!(
            opening.apply(
                first,
                OpeningAction::Offer(vec![p("g11"), p("j5"), p("i11")])
            ),
            Err(Refusal::SymmetricOffer {
                point: p("i11"),
                with: p("g11")
            })
        );
        opening
            .apply(
                first,
                OpeningAction::Offer(vec![p("g11"), p("j5"), p("h11")]),
            )
            .unwrap();
    }

    #[test]
    fn chinese_tarannikov_and_swap_rules() {
        let mut chinese = Opening::new(OpeningRule::ChineseBasic);
        chinese
            .apply(Player::First, OpeningAction::Place(p("h8")))
            .unwrap();
        chinese
            .apply(Player::Second, OpeningAction::Place(p("i9")))
            .unwrap();
        assert_eq!(chinese.next(), None);

        let mut tarannikov = Opening::new(OpeningRule::Tarannikov);
        tarannikov
            .apply(Player::First, OpeningAction::Place(p("h8")))
            .unwrap();
        tarannikov
            .apply(Player::Second, OpeningAction::Swap)
            .unwrap();
        // Now the second player is Black, so the first player places White 2 in the 3×3.
        assert_eq!(
            tarannikov.apply(Player::First, OpeningAction::Place(p("j10"))),
            Err(Refusal::OutsideZone {
                point: p("j10"),
                zone: 3
            })
        );
        tarannikov
            .apply(Player::First, OpeningAction::Place(p("i9")))
            .unwrap();
        tarannikov
            .apply(Player::Second, OpeningAction::Keep)
            .unwrap();

        let mut swap2 = Opening::new(OpeningRule::Swap2);
        for point in ["a1", "b1", "c1"] {
            swap2
                .apply(Player::First, OpeningAction::Place(p(point)))
                .unwrap();
        }
        swap2
            .apply(Player::Second, OpeningAction::PlaceTwoMore)
            .unwrap();
        swap2
            .apply(Player::Second, OpeningAction::Place(p("d1")))
            .unwrap();
        swap2
            .apply(Player::Second, OpeningAction::Place(p("e2")))
            .unwrap();
        assert_eq!(swap2.board().get(p("d1")), Some(Stone::White));
        assert_eq!(swap2.board().get(p("e2")), Some(Stone::Black));
        swap2
            .apply(Player::First, OpeningAction::TakeWhite)
            .unwrap();
        assert_eq!(swap2.colour_of(Player::Second), Stone::Black);
        assert_eq!(swap2.next(), None);

        let mut swap1 = Opening::new(OpeningRule::Swap1);
        for point in ["h8", "h9", "h10"] {
            swap1
                .apply(Player::First, OpeningAction::Place(p(point)))
                .unwrap();
        }
        swap1
            .apply(Player::Second, OpeningAction::TakeBlack)
            .unwrap();
        assert_eq!(swap1.colour_of(Player::Second), Stone::Black);
        assert_eq!(swap1.next(), None);
    }
}
