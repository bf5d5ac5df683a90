//! Why a move is refused: one variant per rule of jungle.md that can forbid a move, with the
//! squares and animals a lesson needs to explain it.

use super::animal::Animal;
use super::side::Side;
use super::square::Square;

/// The anti-repetition rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RepetitionRule {
    /// 7-3: the same animal may not keep entering the same square.
    SevenThree,
    /// 17-5: one animal may not wander among the same few squares for long.
    SeventeenFive,
}

impl RepetitionRule {
    /// `7-3` or `17-5`.
    pub const fn name(self) -> &'static str {
        match self {
            RepetitionRule::SevenThree => "7-3",
            RepetitionRule::SeventeenFive => "17-5",
        }
    }
}

/// A value carried by a refusal, for JSON and message arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusalValue {
    /// A square, written `c4`.
    Square(Square),
    /// An animal, written `rat`.
    Animal(Animal),
    /// A side, written `red`.
    Side(Side),
    /// A repetition rule, written `7-3`.
    Rule(RepetitionRule),
}

/// The reason a move is illegal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The game is already over (an animal is in a den or a side has no animals).
    GameOver,
    /// There is no animal on the from-square.
    NoPiece {
        /// The empty square.
        square: Square,
    },
    /// The animal on the from-square belongs to the side not on move.
    NotYourTurn {
        /// Its square.
        square: Square,
        /// The animal.
        animal: Animal,
        /// The side it belongs to.
        side: Side,
    },
    /// Animals move straight, never diagonally.
    DiagonalMove {
        /// The from-square.
        from: Square,
        /// The to-square.
        to: Square,
    },
    /// A step goes to a neighbouring square only (and not to the same square).
    NotAdjacent {
        /// The from-square.
        from: Square,
        /// The to-square.
        to: Square,
    },
    /// Only the lion and the tiger jump across the river.
    NotAJumper {
        /// The animal that tried.
        animal: Animal,
    },
    /// A jump lands on the first land square beyond the river, not further.
    JumpTooFar {
        /// The jumper.
        animal: Animal,
        /// Where the jump would land.
        landing: Square,
    },
    /// A rat in the river is in the way of the jump.
    JumpBlockedByRat {
        /// The jumper.
        attacker: Animal,
        /// Where the blocking rat swims.
        rat_square: Square,
    },
    /// No animal may enter its own den.
    IntoOwnDen {
        /// The animal.
        animal: Animal,
        /// The den.
        den: Square,
    },
    /// Only the rat may enter water.
    IntoWater {
        /// The animal.
        animal: Animal,
    },
    /// An animal cannot move onto its own side's animal.
    OntoOwnPiece {
        /// The animal already there.
        animal: Animal,
        /// The square.
        square: Square,
    },
    /// The defender is stronger than the attacker.
    TooStrong {
        /// The mover.
        attacker: Animal,
        /// The stronger animal.
        defender: Animal,
    },
    /// The elephant cannot capture the rat.
    ElephantCannotCaptureRat,
    /// A rat in the water cannot capture this animal on land.
    RatCannotCaptureFromWater {
        /// The animal on land.
        target: Animal,
    },
    /// A rat in the water cannot be captured by this animal from land.
    CannotCaptureRatInWater {
        /// The animal that tried.
        attacker: Animal,
    },
    /// A jump may not land on a stronger enemy.
    JumpOntoStronger {
        /// The jumper.
        attacker: Animal,
        /// The stronger animal on the landing square.
        defender: Animal,
    },
    /// Under `same_kind_capture = "defender-only"` the mover may not capture its own kind.
    SameKindDefenderOnly {
        /// The kind.
        animal: Animal,
    },
    /// Under `own_trap_immunity` an animal in its own side's trap cannot be captured.
    OwnTrapImmunity {
        /// The protected animal.
        defender: Animal,
        /// Its trap.
        square: Square,
    },
    /// A 7-3 or 17-5 anti-repetition rule forbids entering this square now.
    RepetitionLimit {
        /// Which rule.
        rule: RepetitionRule,
        /// The animal.
        animal: Animal,
        /// The forbidden square.
        square: Square,
    },
}

impl Refusal {
    /// Every refusal name, in declaration order.
    pub const NAMES: [&'static str; 19] = [
        "game-over",
        "no-piece",
        "not-your-turn",
        "diagonal-move",
        "not-adjacent",
        "not-a-jumper",
        "jump-too-far",
        "jump-blocked-by-rat",
        "into-own-den",
        "into-water",
        "onto-own-piece",
        "too-strong",
        "elephant-cannot-capture-rat",
        "rat-cannot-capture-from-water",
        "cannot-capture-rat-in-water",
        "jump-onto-stronger",
        "same-kind-defender-only",
        "own-trap-immunity",
        "repetition-limit",
    ];

    /// The kebab-case name, used in JSON and in the Fluent id `jungle-refusal-<name>`.
    pub const fn name(&self) -> &'static str {
        match self {
            Refusal::GameOver => "game-over",
            Refusal::NoPiece { .. } => "no-piece",
            Refusal::NotYourTurn { .. } => "not-your-turn",
            Refusal::DiagonalMove { .. } => "diagonal-move",
            Refusal::NotAdjacent { .. } => "not-adjacent",
            Refusal::NotAJumper { .. } => "not-a-jumper",
            Refusal::JumpTooFar { .. } => "jump-too-far",
            Refusal::JumpBlockedByRat { .. } => "jump-blocked-by-rat",
            Refusal::IntoOwnDen { .. } => "into-own-den",
            Refusal::IntoWater { .. } => "into-water",
            Refusal::OntoOwnPiece { .. } => "onto-own-piece",
            Refusal::TooStrong { .. } => "too-strong",
            Refusal::ElephantCannotCaptureRat => "elephant-cannot-capture-rat",
            Refusal::RatCannotCaptureFromWater { .. } => "rat-cannot-capture-from-water",
            Refusal::CannotCaptureRatInWater { .. } => "cannot-capture-rat-in-water",
            Refusal::JumpOntoStronger { .. } => "jump-onto-stronger",
            Refusal::SameKindDefenderOnly { .. } => "same-kind-defender-only",
            Refusal::OwnTrapImmunity { .. } => "own-trap-immunity",
            Refusal::RepetitionLimit { .. } => "repetition-limit",
        }
    }

    /// The data fields by name (`rat_square` → `c5`), for JSON and message arguments.
    pub fn fields(&self) -> Vec<(&'static str, RefusalValue)> {
        use RefusalValue as V;
        match *self {
            Refusal::GameOver | Refusal::ElephantCannotCaptureRat => Vec::new(),
            Refusal::NoPiece { square } => vec![("square", V::Square(square))],
            Refusal::NotYourTurn {
                square,
                animal,
                side,
            } => vec![
                ("square", V::Square(square)),
                ("animal", V::Animal(animal)),
                ("side", V::Side(side)),
            ],
            Refusal::DiagonalMove { from, to } | Refusal::NotAdjacent { from, to } => {
                vec![("from", V::Square(from)), ("to", V::Square(to))]
            }
            Refusal::NotAJumper { animal }
            | Refusal::IntoWater { animal }
            | Refusal::SameKindDefenderOnly { animal } => vec![("animal", V::Animal(animal))],
            Refusal::JumpTooFar { animal, landing } => {
                vec![
                    ("animal", V::Animal(animal)),
                    ("landing", V::Square(landing)),
                ]
            }
            Refusal::JumpBlockedByRat {
                attacker,
                rat_square,
            } => vec![
                ("attacker", V::Animal(attacker)),
                ("rat_square", V::Square(rat_square)),
            ],
            Refusal::IntoOwnDen { animal, den } => {
                vec![("animal", V::Animal(animal)), ("den", V::Square(den))]
            }
            Refusal::OntoOwnPiece { animal, square } => {
                vec![("animal", V::Animal(animal)), ("square", V::Square(square))]
            }
            Refusal::TooStrong { attacker, defender }
            | Refusal::JumpOntoStronger { attacker, defender } => vec![
                ("attacker", V::Animal(attacker)),
                ("defender", V::Animal(defender)),
            ],
            Refusal::RatCannotCaptureFromWater { target } => vec![("target", V::Animal(target))],
            Refusal::CannotCaptureRatInWater { attacker } => {
                vec![("attacker", V::Animal(attacker))]
            }
            Refusal::OwnTrapImmunity { defender, square } => vec![
                ("defender", V::Animal(defender)),
                ("square", V::Square(square)),
            ],
            Refusal::RepetitionLimit {
                rule,
                animal,
                square,
            } => vec![
                ("rule", V::Rule(rule)),
                ("animal", V::Animal(animal)),
                ("square", V::Square(square)),
            ],
        }
    }
}
