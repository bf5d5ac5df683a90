//! The child's game against a classmate (issue #40), as this device keeps it: the server holds
//! the only board and judges every move; the device shows the room it was given
//! (`{"type":"room",…}`), applies each event in version order (asking to `resume` after a gap
//! or a reconnect), sends the child's move or answer with an action id and resends it until
//! the server's event shows it was taken (or a refusal says why not). The drawing is in
//! [`super::room_ui`].
//!
//! A mirror of the game under the rules engine (the moves replayed with the room's rules) says
//! a refused move as the engine's own sentence, where the piece can go, and how the game ended.

use crate::classroom::room::{TEACHER_SEAT, jungle_rules, renju_rules};
use crate::classroom::room_wire::{
    ClockReading, Colour, OfferKind, OpeningAsk, Pending, RoomMessage, RoomResult, RoomState,
};
use crate::classroom::teach::{BoardPosition, TeachGame};
use crate::i18n::{Message, jungle as jungle_text, renju as renju_text};
use crate::rules::jungle::{self, Move, Position, Side, Square};
use crate::rules::renju::{self, Board, ForbiddenPolicy, Point, Stone};
use serde_json::{Value, json};

/// Seconds before an action not yet seen taken is sent again.
pub const RESEND_SECONDS: f64 = 3.0;

/// What the child asks the server for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoomAction {
    /// A move (`g3g4`) or a point (`h8`).
    Move(String),
    /// 禁手! (White, must-claim rooms).
    Claim,
    /// Give up (after the confirmation).
    Resign,
    /// Offer a draw.
    OfferDraw,
    /// Ask to take back the last move.
    UndoRequest,
    /// Agree to the classmate's offer.
    Accept,
    /// Say no to it.
    Decline,
    /// Answer the Renju opening's decision (`swap`, `keep`, `take-black`, `take-white`,
    /// `place-two-more`, `offer` with the points, `declare-offers` with the count).
    Opening {
        /// The choice's wire name.
        choice: &'static str,
        /// The fifth moves offered.
        points: Vec<String>,
        /// How many fifth moves will be offered.
        count: Option<u8>,
    },
}

impl RoomAction {
    /// The wire `type`.
    fn kind(&self) -> &'static str {
        match self {
            RoomAction::Move(_) => "move",
            RoomAction::Claim => "claim-forbidden",
            RoomAction::Resign => "resign",
            RoomAction::OfferDraw => "offer-draw",
            RoomAction::UndoRequest => "undo-request",
            RoomAction::Accept => "accept",
            RoomAction::Decline => "decline",
            RoomAction::Opening { .. } => "opening",
        }
    }
}

/// An action sent and not yet seen taken.
#[derive(Debug, Clone, PartialEq)]
pub struct Waiting {
    /// What.
    pub action: RoomAction,
    /// Its device-made id.
    pub action_id: String,
    /// When it was last sent (`i.time`), `None` before the first send.
    pub sent_at: Option<f64>,
}

/// The board under the rules engine, replayed from the moves.
#[derive(Debug, Clone)]
enum Mirror {
    Jungle(jungle::Game),
    Renju(renju::Game),
}

/// A room as this device shows it.
#[derive(Debug, Clone)]
pub struct ClassRoom {
    /// The room id.
    pub id: String,
    /// The game.
    pub game: TeachGame,
    /// This device's colour (`None`: watching).
    pub you: Option<Colour>,
    /// The version of the last event applied.
    pub v: u64,
    /// The rules as given.
    pub rules: Value,
    /// The moves on the board, oldest first.
    pub moves: Vec<String>,
    /// Whose turn it is (`None` once over).
    pub to_move: Option<Colour>,
    /// The offer waiting for an answer.
    pub pending: Option<Pending>,
    /// How the game ended.
    pub result: Option<RoomResult>,
    /// The seated children by colour (student ids).
    pub players: serde_json::Map<String, Value>,
    /// The board as the server last sent it.
    pub position: BoardPosition,
    mirror: Option<Mirror>,
    /// The child's action on its way.
    pub waiting: Option<Waiting>,
    /// The last refusal, said on the board until the next action.
    pub refusal: Option<Message>,
    /// The move or point refused, drawn on the board with it.
    pub refused_move: Option<String>,
    /// A short line about the classmate's answer (the offer declined …) until the next event.
    pub note: Option<Message>,
    /// Ask the server for every event after `v` (a gap, or a reconnect).
    pub resume_due: bool,
    /// The Jungle piece picked up and where it may go.
    pub from: Option<Square>,
    /// Where the picked piece may go.
    pub targets: Vec<Square>,
    /// The child asked to resign: the confirmation shows.
    pub confirm_resign: bool,
    /// This device's child (student id), to follow their colour through an opening's swap.
    pub me: Option<String>,
    /// What the Renju opening asks now (while it lasts).
    pub opening: Option<OpeningAsk>,
    /// The fifth moves this child marked to offer, not yet sent.
    pub offer_marks: Vec<String>,
    /// Both sides' time left as the server last said (rooms with a clock).
    pub clock: Option<ClockReading>,
    /// When that reading was drawn first (`i.time`): the running clock counts down from it.
    pub clock_heard_at: Option<f64>,
    /// "Little time left" was said already.
    pub low_time_said: bool,
}

/// The other colour of the same game.
pub fn other(colour: Colour) -> Colour {
    match colour {
        Colour::Red => Colour::Blue,
        Colour::Blue => Colour::Red,
        Colour::Black => Colour::White,
        Colour::White => Colour::Black,
    }
}

/// The colour's name in the reader's language ("Red", "Black").
pub fn colour_name(colour: Colour) -> Message {
    match colour {
        Colour::Red => jungle_text::side(Side::Red),
        Colour::Blue => jungle_text::side(Side::Blue),
        Colour::Black => renju_text::stone_name(Stone::Black),
        Colour::White => renju_text::stone_name(Stone::White),
    }
}

impl ClassRoom {
    /// The room of a `{"type":"room",…}` message.
    pub fn from_state(state: RoomState) -> ClassRoom {
        let mut room = ClassRoom {
            id: state.room,
            game: state.game,
            you: state.you,
            v: state.v,
            rules: state.rules,
            moves: state.moves,
            to_move: state.to_move,
            pending: state.pending,
            result: state.result,
            players: state.players,
            position: state.position,
            mirror: None,
            waiting: None,
            refusal: None,
            refused_move: None,
            note: None,
            resume_due: false,
            from: None,
            targets: Vec::new(),
            confirm_resign: false,
            me: None,
            opening: state.opening,
            offer_marks: Vec::new(),
            clock: state.clock,
            clock_heard_at: None,
            low_time_said: false,
        };
        room.me = room.you.and_then(|you| room.player(you).map(str::to_owned));
        room.replay();
        room
    }

    /// A whole room again (a reconnect, or a `resume` from too long ago): everything but what
    /// waits to be sent, which the server takes once whatever it already has.
    fn reset(&mut self, state: RoomState) {
        let waiting = self.waiting.take();
        let refusal = self.refusal.take();
        let (me, low_time_said) = (self.me.take(), self.low_time_said);
        *self = ClassRoom::from_state(state);
        self.me = self.me.take().or(me);
        self.low_time_said = low_time_said;
        if self.result.is_none() {
            self.waiting = waiting;
            self.refusal = refusal;
        }
    }

    /// Rebuilds the engine's mirror from the moves (`None` when they do not replay).
    fn replay(&mut self) {
        self.mirror = match self.game {
            TeachGame::Jungle => jungle_rules(&self.rules).ok().and_then(|options| {
                let mut game = jungle::Game::new(options);
                for text in &self.moves {
                    game.play(Move::parse(text).ok()?).ok()?;
                }
                Some(Mirror::Jungle(game))
            }),
            TeachGame::Renju => renju_rules(&self.rules).ok().and_then(|options| {
                let mut game = renju::Game::new(options);
                for text in &self.moves {
                    game.play(text.parse().ok()?).ok()?;
                }
                Some(Mirror::Renju(game))
            }),
        };
    }

    /// The Jungle board to draw (the server's).
    pub fn jungle_position(&self) -> Option<Position> {
        match &self.position {
            BoardPosition::Jungle { fen } => Position::from_fen(fen).ok(),
            BoardPosition::Renju { .. } => None,
        }
    }

    /// The Renju board to draw (the server's).
    pub fn renju_board(&self) -> Option<Board> {
        let BoardPosition::Renju { black, white, .. } = &self.position else {
            return None;
        };
        let read = |points: &[String]| -> Option<Vec<Point>> {
            points.iter().map(|p| p.parse().ok()).collect()
        };
        Board::from_stones(&read(black)?, &read(white)?).ok()
    }

    /// Whether the child may move now: seated, their turn, nothing on its way, not over.
    pub fn my_turn(&self) -> bool {
        self.result.is_none() && self.you.is_some() && self.to_move == self.you
    }

    /// Whether the 禁手 button shows: White's turn in a must-claim room.
    pub fn can_claim(&self) -> bool {
        let must_claim = renju_rules(&self.rules)
            .is_ok_and(|options| options.forbidden_policy == ForbiddenPolicy::MustClaim);
        self.game == TeachGame::Renju
            && must_claim
            && self.opening.is_none()
            && self.my_turn()
            && self.you == Some(Colour::White)
            && !self.moves.is_empty()
    }

    /// The offer the classmate made, waiting for this child's answer.
    pub fn offer_to_answer(&self) -> Option<OfferKind> {
        self.pending
            .filter(|p| Some(p.by) != self.you && self.you.is_some() && self.result.is_none())
            .map(|p| p.offer)
    }

    /// Where the Jungle piece on `from` may go under the room's rules.
    pub fn destinations(&self, from: Square) -> Vec<Square> {
        match (&self.mirror, self.jungle_position()) {
            (Some(Mirror::Jungle(game)), _) => game.position().destinations(game.options(), from),
            (_, Some(position)) => {
                position.destinations(&jungle_rules(&self.rules).unwrap_or_default(), from)
            }
            _ => Vec::new(),
        }
    }

    /// The child does `action` with the device-made `action_id`: it is sent at the next
    /// chance and resent until taken. Nothing else can be sent meanwhile.
    pub fn act(&mut self, action: RoomAction, action_id: String) {
        self.refusal = None;
        self.refused_move = None;
        self.note = None;
        self.confirm_resign = false;
        self.from = None;
        self.targets.clear();
        self.waiting = Some(Waiting {
            action,
            action_id,
            sent_at: None,
        });
    }

    /// The messages to send now (`now`: `i.time`): a `resume` when due, the waiting action at
    /// once and every [`RESEND_SECONDS`] until taken.
    pub fn due_messages(&mut self, now: f64) -> Vec<String> {
        let mut out = Vec::new();
        if std::mem::take(&mut self.resume_due) {
            out.push(json!({"type":"resume","room":self.id,"since":self.v}).to_string());
        }
        let room = self.id.clone();
        if let Some(waiting) = &mut self.waiting
            && waiting.sent_at.is_none_or(|at| now - at >= RESEND_SECONDS)
        {
            waiting.sent_at = Some(now);
            let mut message = json!({
                "type": waiting.action.kind(),
                "room": room,
                "action_id": waiting.action_id,
            });
            match &waiting.action {
                RoomAction::Move(mv) => message["move"] = Value::String(mv.clone()),
                RoomAction::Opening {
                    choice,
                    points,
                    count,
                } => {
                    message["choice"] = json!(choice);
                    if !points.is_empty() {
                        message["points"] = json!(points);
                    }
                    if let Some(count) = count {
                        message["count"] = json!(count);
                    }
                }
                _ => {}
            }
            out.push(message.to_string());
        }
        out
    }

    /// The socket opened again: ask for what happened meanwhile and send what waits at once.
    pub fn reconnected(&mut self) {
        self.resume_due = true;
        if let Some(waiting) = &mut self.waiting {
            waiting.sent_at = None;
        }
    }

    /// Whether this event answers the action waiting (taken: stop resending).
    fn answers_waiting(&self, message: &RoomMessage) -> bool {
        let Some(waiting) = &self.waiting else {
            return false;
        };
        let mine = |by: &Colour| Some(*by) == self.you;
        match (message, &waiting.action) {
            (RoomMessage::Moved { mv, by, .. }, RoomAction::Move(sent)) => mine(by) && mv == sent,
            (RoomMessage::OpeningStep { mv, by, .. }, RoomAction::Move(sent)) => {
                mine(by) && mv.as_ref() == Some(sent)
            }
            (
                RoomMessage::OpeningStep { choice, by, .. },
                RoomAction::Opening { choice: sent, .. },
            ) => mine(by) && choice == sent,
            (RoomMessage::Offered { offer, by, .. }, RoomAction::OfferDraw) => {
                mine(by) && *offer == OfferKind::Draw
            }
            (RoomMessage::Offered { offer, by, .. }, RoomAction::UndoRequest) => {
                mine(by) && *offer == OfferKind::Undo
            }
            (RoomMessage::Declined { by, .. }, RoomAction::Decline) => mine(by),
            (RoomMessage::Undone { .. }, RoomAction::Accept) => true,
            (RoomMessage::GameOver { .. }, _) => true,
            (RoomMessage::Refused { action_id, .. }, _) => {
                action_id.as_deref() == Some(waiting.action_id.as_str())
            }
            _ => false,
        }
    }

    /// Applies one server message about this room (the caller checked the room id).
    pub fn apply(&mut self, message: RoomMessage) {
        let taken = if self.answers_waiting(&message) {
            self.waiting.take()
        } else {
            None
        };
        match message {
            RoomMessage::Room(state) => self.reset(*state),
            RoomMessage::Refused { reason, .. } => {
                let mv = taken.and_then(|w| match w.action {
                    RoomAction::Move(mv) => Some(mv),
                    _ => None,
                });
                self.refused(&reason, mv);
            }
            RoomMessage::GameOver {
                winner, reason, v, ..
            } => {
                if self.result.is_some() {
                    return;
                }
                // A game ended by a move comes with that move's version, else with its own.
                let by_move = !matches!(
                    reason.as_str(),
                    "resigned" | "draw-agreed" | "claimed-forbidden" | "time-out"
                );
                let expected = if by_move { self.v } else { self.v + 1 };
                if v > expected {
                    // Something was missed (the move that ended it): ask for it, in order.
                    self.resume_due = true;
                    return;
                }
                self.v = self.v.max(v);
                self.result = Some(RoomResult { winner, reason });
                self.to_move = None;
                self.pending = None;
                self.confirm_resign = false;
                self.from = None;
                self.targets.clear();
                self.opening = None;
                if let Some(clock) = &mut self.clock {
                    clock.running = None;
                }
            }
            RoomMessage::Moved { v, .. }
            | RoomMessage::OpeningStep { v, .. }
            | RoomMessage::Offered { v, .. }
            | RoomMessage::Declined { v, .. }
            | RoomMessage::Undone { v, .. }
                if v <= self.v => {}
            RoomMessage::Moved { v, .. }
            | RoomMessage::OpeningStep { v, .. }
            | RoomMessage::Offered { v, .. }
            | RoomMessage::Declined { v, .. }
            | RoomMessage::Undone { v, .. }
                if v > self.v + 1 =>
            {
                self.resume_due = true;
            }
            event => self.apply_next(event),
        }
    }

    /// Applies the event of version `v + 1`.
    fn apply_next(&mut self, event: RoomMessage) {
        self.note = None;
        match event {
            RoomMessage::Moved {
                mv,
                by,
                position,
                v,
                clock,
                ..
            } => {
                self.v = v;
                self.moves.push(mv);
                self.position = position;
                self.to_move = Some(other(by));
                self.pending = None;
                self.set_clock(clock);
                self.clear_marks();
                self.replay();
            }
            RoomMessage::OpeningStep {
                v,
                mv,
                position,
                players,
                to_move,
                asks,
                clock,
                ..
            } => {
                self.v = v;
                self.moves.extend(mv);
                self.position = position;
                self.players = players;
                if let Some(me) = self.me.clone() {
                    self.you = [Colour::Black, Colour::White]
                        .into_iter()
                        .find(|c| self.player(*c) == Some(me.as_str()));
                }
                self.to_move = to_move;
                self.opening = asks.map(|ask| *ask);
                self.offer_marks.clear();
                self.pending = None;
                self.set_clock(clock);
                self.clear_marks();
                self.replay();
            }
            RoomMessage::Offered { offer, by, v, .. } => {
                self.v = v;
                self.pending = Some(Pending { offer, by });
            }
            RoomMessage::Declined { offer, by, v, .. } => {
                self.v = v;
                self.pending = None;
                if Some(by) != self.you {
                    self.note = Some(Message::new(match offer {
                        OfferKind::Undo => "app-room-undo-declined",
                        OfferKind::Draw => "app-room-draw-declined",
                    }));
                }
            }
            RoomMessage::Undone {
                moves, position, v, ..
            } => {
                self.v = v;
                let keep = self.moves.len().saturating_sub(moves.len());
                self.moves.truncate(keep);
                self.position = position;
                self.pending = None;
                self.clear_marks();
                self.replay();
                self.to_move = Some(self.next_colour());
                self.note = Some(Message::new("app-room-undone"));
            }
            RoomMessage::Room(_) | RoomMessage::Refused { .. } | RoomMessage::GameOver { .. } => {}
        }
    }

    /// A new reading of the clocks (the running one counts down from when it is drawn).
    fn set_clock(&mut self, clock: Option<ClockReading>) {
        if clock.is_some() {
            self.clock = clock;
            self.clock_heard_at = None;
        }
    }

    /// Milliseconds left for `colour` at `now` (`i.time`): the server's reading, less the
    /// time since it was heard when that clock runs.
    pub fn time_left(&self, colour: Colour, now: f64) -> Option<u64> {
        let clock = self.clock.as_ref()?;
        let left = *clock.remaining_ms.get(&colour)?;
        let running = clock.running == Some(colour) && self.result.is_none();
        let spent = match (running, self.clock_heard_at) {
            (true, Some(at)) => ((now - at).max(0.0) * 1_000.0) as u64,
            _ => 0,
        };
        Some(left.saturating_sub(spent))
    }

    /// What the opening asks of this child now (`None`: nothing, or the classmate decides).
    pub fn opening_for_me(&self) -> Option<&OpeningAsk> {
        self.opening
            .as_ref()
            .filter(|ask| self.you == Some(ask.colour) && self.result.is_none())
    }

    /// No refusal, no piece picked up.
    fn clear_marks(&mut self) {
        self.refusal = None;
        self.refused_move = None;
        self.from = None;
        self.targets.clear();
    }

    /// Who moves after the moves on the board.
    fn next_colour(&self) -> Colour {
        let first = match self.game {
            TeachGame::Jungle => Colour::Red,
            TeachGame::Renju => Colour::Black,
        };
        if self.moves.len().is_multiple_of(2) {
            first
        } else {
            other(first)
        }
    }

    /// The server refused an action for `reason` (`mv`: the move refused, when it was one):
    /// said on the board, in the child's language.
    fn refused(&mut self, reason: &str, mv: Option<String>) {
        self.refusal = Some(self.refusal_message(reason, mv.as_deref()));
        self.refused_move = mv;
        self.from = None;
        self.targets.clear();
        self.confirm_resign = false;
        if reason == "game-over" {
            // The end was missed: ask for it.
            self.resume_due = true;
        }
    }

    /// The sentence for a refusal: the engine's own (naming the animal, the squares, the kind
    /// of forbidden point) when the mirror refuses the move for the same reason, the room's
    /// sentence for the room's reasons, else a general one naming it.
    pub fn refusal_message(&self, reason: &str, mv: Option<&str>) -> Message {
        if let Some(message) = mv.and_then(|mv| self.engine_refusal(reason, mv)) {
            return message;
        }
        match ROOM_REASONS.iter().find(|known| **known == reason) {
            Some(known) => Message::new(format!("app-room-refused-{known}")),
            None => Message::new("app-room-refused-other").text("reason", reason.replace('-', " ")),
        }
    }

    fn engine_refusal(&self, reason: &str, mv: &str) -> Option<Message> {
        match self.mirror.as_ref()? {
            Mirror::Jungle(game) => {
                let refusal = game.check_move(Move::parse(mv).ok()?).err()?;
                (refusal.name() == reason).then(|| jungle_text::refusal(&refusal))
            }
            Mirror::Renju(game) => {
                let mut game = game.clone();
                let refusal = game.play(mv.parse().ok()?).err()?;
                (refusal.name() == reason).then(|| renju_text::refusal(&refusal))
            }
        }
    }

    /// How the game ended, as the rules engine says it ("Red wins: an animal walked into the
    /// den at d9!"), or a general sentence.
    pub fn result_message(&self) -> Option<Message> {
        let result = self.result.as_ref()?;
        let engine = self
            .mirror
            .as_ref()
            .and_then(|mirror| match mirror.clone() {
                Mirror::Jungle(mut game) => {
                    let loser = result.winner.map(|w| match other(w) {
                        Colour::Blue => Side::Blue,
                        _ => Side::Red,
                    });
                    match (result.reason.as_str(), loser) {
                        ("resigned", Some(side)) => game.resign(side),
                        ("time-out", Some(side)) => game.time_out(side),
                        ("draw-agreed", _) => game.agree_draw(),
                        _ => {}
                    }
                    game.outcome().map(|o| jungle_text::outcome(&o))
                }
                Mirror::Renju(mut game) => {
                    let loser = result.winner.map(|w| match other(w) {
                        Colour::White => Stone::White,
                        _ => Stone::Black,
                    });
                    let _ = match (result.reason.as_str(), loser) {
                        ("resigned", Some(stone)) => game.resign(stone),
                        ("time-out", Some(stone)) => game.time_out(stone),
                        ("draw-agreed", _) => game.agree_draw(),
                        ("claimed-forbidden", _) => game.claim_forbidden(),
                        _ => Ok(()),
                    };
                    game.outcome().map(|o| renju_text::outcome(&o))
                }
            });
        Some(engine.unwrap_or_else(|| {
            match result.winner {
                Some(winner) => Message::new("app-room-over-won")
                    .message("winner", colour_name(winner))
                    .text("reason", result.reason.replace('-', " ")),
                None => Message::new("app-room-over-draw"),
            }
        }))
    }

    /// The line for this child: they won, lost, or it is a draw (`None` for a spectator).
    pub fn verdict(&self) -> Option<&'static str> {
        let result = self.result.as_ref()?;
        let you = self.you?;
        Some(match result.winner {
            None => "app-room-you-drew",
            Some(w) if w == you => "app-room-you-won",
            Some(_) => "app-room-you-lost",
        })
    }

    /// Who this device plays in a simul: `teacher` (a child playing the teacher) or `child`
    /// (the teacher's own board); `None` in a game between classmates or for a spectator.
    pub fn simul_side(&self) -> Option<&'static str> {
        let mine = self.player(self.you?)?;
        if mine == TEACHER_SEAT {
            return Some("child");
        }
        self.players
            .values()
            .any(|id| id.as_str() == Some(TEACHER_SEAT))
            .then_some("teacher")
    }

    /// The message `key`, or its simul form (`key-teacher`, `key-child`: "your teacher's
    /// turn" instead of "your classmate's turn").
    pub fn says(&self, key: &str) -> Message {
        match self.simul_side() {
            Some(side) => Message::new(format!("{key}-{side}")),
            None => Message::new(key),
        }
    }

    /// The student id sitting at `colour`.
    pub fn player(&self, colour: Colour) -> Option<&str> {
        let key = serde_json::to_value(colour).ok()?;
        self.players.get(key.as_str()?)?.as_str()
    }
}

/// The room's own refusal reasons, each said by `app-room-refused-<reason>`.
pub const ROOM_REASONS: [&str; 31] = [
    "not-your-turn",
    "not-seated",
    "unknown-room",
    "game-over",
    "not-a-move",
    "not-a-point",
    "not-a-command",
    "bad-action-id",
    "offer-pending",
    "nothing-to-answer",
    "own-offer",
    "nothing-to-undo",
    "nothing-to-claim",
    "claim-too-late",
    "message-too-large",
    "too-many-messages",
    "storage-unavailable",
    "server-busy",
    "occupied",
    "forbidden-point",
    "repetition-limit",
    "first-stone-not-centre",
    "not-next-to-centre",
    "outside-zone",
    "not-an-offer",
    "wrong-offer-count",
    "symmetric-offer",
    "wrong-action",
    "opening-finished",
    "time-out",
    "clock-running",
];

/// Applies a room message from the server to the room shown (if any): a new room replaces
/// it; an event of another room is not this device's.
pub fn apply_message(shown: &mut Option<ClassRoom>, message: RoomMessage) {
    match (&message, shown.as_mut()) {
        (RoomMessage::Room(state), open) if open.as_ref().is_none_or(|r| r.id != state.room) => {
            // A new game (or the first): the old one's result was seen or is stored.
            *shown = Some(ClassRoom::from_state((**state).clone()));
        }
        (_, Some(open)) if room_of(&message).is_none_or(|id| id == open.id) => open.apply(message),
        _ => {}
    }
}

/// The room a message is about (a refusal may name none).
fn room_of(message: &RoomMessage) -> Option<&str> {
    match message {
        RoomMessage::Room(state) => Some(&state.room),
        RoomMessage::Moved { room, .. }
        | RoomMessage::OpeningStep { room, .. }
        | RoomMessage::Offered { room, .. }
        | RoomMessage::Declined { room, .. }
        | RoomMessage::Undone { room, .. }
        | RoomMessage::GameOver { room, .. } => Some(room),
        RoomMessage::Refused { room, .. } => room.as_deref(),
    }
}

/// Whether the text is a room message (by its `"type"`).
pub fn is_room_type(kind: &str) -> bool {
    matches!(
        kind,
        "room" | "moved" | "opening-step" | "offered" | "declined" | "undone" | "game-over"
    )
}

/// Whether a refusal is about a room (it names one, or its reason is a room's).
pub fn is_room_refusal(value: &Value) -> bool {
    value.get("room").is_some_and(|r| !r.is_null())
        || value
            .get("action_id")
            .and_then(Value::as_str)
            .is_some_and(|_| value.get("event_id").is_none() && value.get("id").is_none())
}
