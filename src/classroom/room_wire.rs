//! The wire types of games between devices (issue #40): what a teacher, a player or a
//! spectator sends on the live sockets, and what the server sends back. JSON text messages with
//! a field `"type"`; the shapes are a contract (docs/classroom-server.md, "Games between
//! devices"). The referee itself is [`super::room`].

use super::teach::{BoardPosition, TeachGame};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A colour on the wire: Jungle `red` / `blue`, Renju `black` / `white`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colour {
    /// Jungle, moves first.
    Red,
    /// Jungle, moves second.
    Blue,
    /// Renju, moves first.
    Black,
    /// Renju, moves second.
    White,
}

impl Colour {
    /// The colour of seat 0 (moves first) or 1 in `game`.
    pub fn of(game: TeachGame, seat: usize) -> Colour {
        match (game, seat) {
            (TeachGame::Jungle, 0) => Colour::Red,
            (TeachGame::Jungle, _) => Colour::Blue,
            (TeachGame::Renju, 0) => Colour::Black,
            (TeachGame::Renju, _) => Colour::White,
        }
    }
}

/// What a player asks the other to agree to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OfferKind {
    /// Take back the asker's last move (`undo-request`).
    Undo,
    /// End the game drawn (`offer-draw`).
    Draw,
}

/// How a finished game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomResult {
    /// The winner; `None` for a draw.
    pub winner: Option<Colour>,
    /// The kebab-case reason (`den-entered`, `five`, `claimed-forbidden`, `resigned` …).
    pub reason: String,
}

/// A player's or spectator's room message (device socket; the teacher may send them too).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum PlayerCommand {
    /// A move (`g3g4`) or a point (`h8`), with the device-made id that makes it count once.
    Move {
        /// The room.
        room: String,
        /// The move as raw JSON, so a move of the wrong shape is refused with a reason.
        #[serde(rename = "move")]
        mv: Value,
        /// The device-made id.
        #[serde(default)]
        action_id: Option<String>,
    },
    /// White says Black's last stone stands on a forbidden point (must-claim rooms).
    ClaimForbidden {
        /// The room.
        room: String,
        /// The device-made id (optional).
        #[serde(default)]
        action_id: Option<String>,
    },
    /// The sender gives up.
    Resign {
        /// The room.
        room: String,
        /// The device-made id (optional).
        #[serde(default)]
        action_id: Option<String>,
    },
    /// The sender offers a draw.
    OfferDraw {
        /// The room.
        room: String,
        /// The device-made id (optional).
        #[serde(default)]
        action_id: Option<String>,
    },
    /// The sender asks to take back their last move.
    UndoRequest {
        /// The room.
        room: String,
        /// The device-made id (optional).
        #[serde(default)]
        action_id: Option<String>,
    },
    /// The other player agrees to the offer or request.
    Accept {
        /// The room.
        room: String,
        /// The device-made id (optional).
        #[serde(default)]
        action_id: Option<String>,
    },
    /// The other player says no.
    Decline {
        /// The room.
        room: String,
        /// The device-made id (optional).
        #[serde(default)]
        action_id: Option<String>,
    },
    /// An answer to the Renju opening's decision (`swap`, `keep`, `take-black`,
    /// `take-white`, `place-two-more`, `offer` with `points`, `declare-offers` with `count`;
    /// a stone to place or an offered fifth move to pick is a `move`).
    Opening {
        /// The room.
        room: String,
        /// What the player chose.
        choice: String,
        /// The fifth moves offered (`offer`).
        #[serde(default)]
        points: Vec<String>,
        /// How many fifth moves will be offered (`declare-offers`).
        #[serde(default)]
        count: Option<u8>,
        /// The device-made id (optional).
        #[serde(default)]
        action_id: Option<String>,
    },
    /// Everything after version `since`, or the whole room.
    Resume {
        /// The room.
        room: String,
        /// The last version the sender has (none: the whole room).
        #[serde(default)]
        since: Option<u64>,
    },
}

impl PlayerCommand {
    /// The room named.
    pub fn room(&self) -> &str {
        match self {
            PlayerCommand::Move { room, .. }
            | PlayerCommand::ClaimForbidden { room, .. }
            | PlayerCommand::Resign { room, .. }
            | PlayerCommand::OfferDraw { room, .. }
            | PlayerCommand::UndoRequest { room, .. }
            | PlayerCommand::Accept { room, .. }
            | PlayerCommand::Decline { room, .. }
            | PlayerCommand::Opening { room, .. }
            | PlayerCommand::Resume { room, .. } => room,
        }
    }

    /// The device-made id, when the message carries one.
    pub fn action_id(&self) -> Option<&str> {
        match self {
            PlayerCommand::Move { action_id, .. }
            | PlayerCommand::ClaimForbidden { action_id, .. }
            | PlayerCommand::Resign { action_id, .. }
            | PlayerCommand::OfferDraw { action_id, .. }
            | PlayerCommand::UndoRequest { action_id, .. }
            | PlayerCommand::Accept { action_id, .. }
            | PlayerCommand::Decline { action_id, .. }
            | PlayerCommand::Opening { action_id, .. } => action_id.as_deref(),
            PlayerCommand::Resume { .. } => None,
        }
    }
}

/// The message types a device or teacher sends about rooms (the dispatcher's list).
pub const PLAYER_TYPES: [&str; 9] = [
    "move",
    "opening",
    "claim-forbidden",
    "resign",
    "offer-draw",
    "undo-request",
    "accept",
    "decline",
    "resume",
];

/// The message types only the teacher may send about rooms and tournaments.
pub const TEACHER_TYPES: [&str; 8] = [
    "pair",
    "pair-class",
    "simul-start",
    "simul-restart",
    "tournament-start",
    "tournament-round",
    "tournament-standings",
    "tournament-latest",
];

/// `{"type":"pair",…}` from the teacher: one game between two children.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Pair {
    /// The game.
    pub game: TeachGame,
    /// The lesson files' rule keys (`{"preset":"classroom"}`, `{"rule_set":"renju",…}`).
    #[serde(default)]
    pub rules: Value,
    /// The two children: the first moves first (red / black).
    pub players: Vec<String>,
}

/// `{"type":"pair-class",…}` from the teacher: every child of the class (or those listed)
/// paired at once, in roster order; with an odd number one child waits.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct PairClass {
    /// The game.
    pub game: TeachGame,
    /// The rules, as for `pair`.
    #[serde(default)]
    pub rules: Value,
    /// The children to pair (default: everyone whose device is connected, else everyone).
    #[serde(default)]
    pub players: Option<Vec<String>>,
}

/// A server-to-client room message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum RoomMessage {
    /// The whole room (on pairing, on connecting, on a `resume` from too long ago).
    Room(Box<RoomState>),
    /// A move was made.
    Moved {
        /// The room.
        room: String,
        /// The move as the engine writes it.
        #[serde(rename = "move")]
        mv: String,
        /// Who made it.
        by: Colour,
        /// The room's version after it.
        v: u64,
        /// The board after it.
        position: BoardPosition,
        /// Both sides' time left after it (rooms with a clock).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockReading>,
    },
    /// A step of the Renju opening: a stone placed, colours swapped or kept, fifth moves
    /// offered, one picked; what is asked next (`null` once the opening is over).
    OpeningStep {
        /// The room.
        room: String,
        /// The version after it.
        v: u64,
        /// The colour of who decided (before a swap).
        by: Colour,
        /// What they chose: `place`, `pick`, `swap`, `keep`, `take-black`, `take-white`,
        /// `place-two-more`, `offer`, `declare-offers`.
        choice: String,
        /// The point placed or picked.
        #[serde(rename = "move", default, skip_serializing_if = "Option::is_none")]
        mv: Option<String>,
        /// The fifth moves offered.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        points: Vec<String>,
        /// The board after it.
        position: BoardPosition,
        /// The seated children by colour after it (a swap changes them).
        players: serde_json::Map<String, Value>,
        /// Whose turn it is now.
        to_move: Option<Colour>,
        /// What the opening asks next; `null` once it is over and play goes on.
        asks: Option<Box<OpeningAsk>>,
        /// The clocks, once they run (they start when the opening is over).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockReading>,
    },
    /// An undo request or a draw offer waits for the other player's `accept` / `decline`.
    Offered {
        /// The room.
        room: String,
        /// `undo` or `draw`.
        offer: OfferKind,
        /// Who asked.
        by: Colour,
        /// The version.
        v: u64,
    },
    /// The other player said no.
    Declined {
        /// The room.
        room: String,
        /// `undo` or `draw`.
        offer: OfferKind,
        /// Who said no.
        by: Colour,
        /// The version.
        v: u64,
    },
    /// An undo was accepted: these moves were taken back.
    Undone {
        /// The room.
        room: String,
        /// The moves taken back, last first.
        moves: Vec<String>,
        /// The version.
        v: u64,
        /// The board now.
        position: BoardPosition,
    },
    /// The game is over.
    GameOver {
        /// The room.
        room: String,
        /// The winner; `null` for a draw.
        winner: Option<Colour>,
        /// The kebab-case reason.
        reason: String,
        /// The version of the event that ended it.
        v: u64,
    },
    /// A message refused, to its sender only; the game is unchanged.
    Refused {
        /// The room, when the message named one.
        room: Option<String>,
        /// The kebab-case reason.
        reason: String,
        /// The action id, when the message carried one.
        action_id: Option<String>,
    },
}

/// The whole room, as `{"type":"room",…}` carries it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoomState {
    /// The room id.
    pub room: String,
    /// The game.
    pub game: TeachGame,
    /// The receiver's colour; `null` for the teacher and spectators.
    pub you: Option<Colour>,
    /// The room's version: events so far.
    pub v: u64,
    /// The board now.
    pub position: BoardPosition,
    /// Seated children by colour (`{"red":"<id>","blue":"<id>"}`).
    pub players: serde_json::Map<String, Value>,
    /// The rules as given.
    pub rules: Value,
    /// The moves on the board now, oldest first.
    pub moves: Vec<String>,
    /// Whose turn it is (`null` once over).
    pub to_move: Option<Colour>,
    /// An undo request or draw offer waiting for an answer.
    pub pending: Option<Pending>,
    /// How the game ended, once over.
    pub result: Option<RoomResult>,
    /// What the Renju opening asks now (rooms with an `opening`, while it lasts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<OpeningAsk>,
    /// Both sides' time left (rooms with a `clock`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockReading>,
}

/// What the Renju opening waits for, and from whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningAsk {
    /// The opening rule (`rif`, `yamaguchi`, `swap2` …).
    pub rule: String,
    /// The child who decides (student id).
    pub player: String,
    /// Their colour now.
    pub colour: Colour,
    /// The decision: `place`, `swap-or-keep`, `declare-offers`, `offer-fifth-moves`,
    /// `pick-offer`, `choose-colour`, `swap2-choice`.
    pub decision: String,
    /// The colour of the stone to place (`place`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stone: Option<Colour>,
    /// Where it may go (`place`): `centre`, `next-to-centre`, `square-5` (the central 5×5),
    /// `anywhere`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone: Option<String>,
    /// How many fifth moves to offer (`offer-fifth-moves`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u8>,
    /// The fifth moves on offer (`pick-offer`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<String>,
}

/// Both sides' time left, as the server (the referee) counts it at the event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockReading {
    /// Milliseconds left by colour (`{"black":295000,"white":300000}`).
    pub remaining_ms: std::collections::BTreeMap<Colour, u64>,
    /// Whose clock runs now (`null`: none: not started, or the game is over).
    pub running: Option<Colour>,
}

/// A waiting undo request or draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// What is asked.
    pub offer: OfferKind,
    /// Who asked.
    pub by: Colour,
}

/// A refusal to one sender.
pub fn refusal(room: Option<&str>, reason: &str, action_id: Option<&str>) -> RoomMessage {
    RoomMessage::Refused {
        room: room.map(str::to_owned),
        reason: reason.to_owned(),
        action_id: action_id.map(str::to_owned),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_contract_shapes_read_and_write() {
        let mv: PlayerCommand = serde_json::from_value(
            json!({"type":"move","room":"r1","move":"g3g4","action_id":"a1"}),
        )
        .expect("a move");
        assert_eq!(mv.room(), "r1");
        assert_eq!(mv.action_id(), Some("a1"));
        let resume: PlayerCommand =
            serde_json::from_value(json!({"type":"resume","room":"r1","since":4})).expect("resume");
        assert!(matches!(
            resume,
            PlayerCommand::Resume { since: Some(4), .. }
        ));
        let claim: PlayerCommand =
            serde_json::from_value(json!({"type":"claim-forbidden","room":"r1"})).expect("claim");
        assert!(matches!(claim, PlayerCommand::ClaimForbidden { .. }));
        let over = serde_json::to_value(RoomMessage::GameOver {
            room: "r1".into(),
            winner: Some(Colour::Red),
            reason: "den-entered".into(),
            v: 9,
        })
        .expect("serializes");
        assert_eq!(
            over,
            json!({"type":"game-over","room":"r1","winner":"red","reason":"den-entered","v":9})
        );
        let moved = serde_json::to_value(RoomMessage::Moved {
            room: "r1".into(),
            mv: "h8".into(),
            by: Colour::Black,
            v: 1,
            position: BoardPosition::Jungle { fen: "x".into() },
            clock: None,
        })
        .expect("serializes");
        assert_eq!(moved["move"], "h8");
        assert_eq!(moved["by"], "black");
        let pair: Pair = serde_json::from_value(
            json!({"game":"renju","rules":{"rule_set":"renju","forbidden_policy":"must-claim"},"players":["a","b"]}),
        )
        .expect("pair");
        assert_eq!(pair.players, ["a", "b"]);
    }
}
