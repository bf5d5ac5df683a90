//! A game between two devices (issue #40): the room's state machine, holding the only board.
//! The server is the referee: every move is checked by the rules engines (`rules::jungle::Game`,
//! `rules::renju::Game`, with the anti-repetition, no-capture and forbidden-move rules), and
//! every accepted action is an [`RoomEvent`] with the next version `v`. The event log is the
//! truth: [`Room::replay`] rebuilds a room from it after a restart or on another process.
//!
//! Pure: no I/O, no sockets. Refusals are kebab-case reasons, the engines' own names when the
//! engine refused (`not-adjacent`, `into-water`, `occupied`, `forbidden-point` …).

use super::room_wire::{
    Colour, OfferKind, Pending, PlayerCommand, RoomMessage, RoomResult, RoomState,
};
use super::teach::{BoardPosition, TeachGame, TeachRule, ToMove};
use crate::rules::jungle::{self, Move, RuleOptions, Side};
use crate::rules::renju::{
    self, DrawReason, Opening, OpeningAction, Point, RenjuOptions, RuleSet, Stone, WinReason,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;

/// A `resume` further back than this many events gets the whole room instead.
pub const MAX_CATCH_UP: u64 = 512;
/// The longest action id accepted (letters, digits, `-_.:`).
pub const MAX_ACTION_ID_LEN: usize = 64;

/// The player id of the teacher's seat in a simul room (student ids start with `s`, so no
/// child is ever this).
pub const TEACHER_SEAT: &str = "teacher";

/// Why an action is refused (the kebab-case reason sent back).
pub type Refusal = &'static str;

/// What a room is made from: stored once when the teacher pairs two children.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoomSpec {
    /// The room id.
    pub id: String,
    /// The game.
    pub game: TeachGame,
    /// The rules as the teacher gave them (lesson files' keys).
    pub rules: Value,
    /// Seat 0 (moves first: red / black) and seat 1.
    pub players: [String; 2],
}

/// One accepted action, as stored in the room's log (the seat is 0 or 1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum RoomEvent {
    /// A move, as the engine writes it.
    Move {
        /// Who.
        seat: usize,
        /// `g3g4` or `h8`.
        #[serde(rename = "move")]
        mv: String,
    },
    /// An undo request or draw offer.
    Offer {
        /// Who.
        seat: usize,
        /// What.
        offer: OfferKind,
    },
    /// The waiting offer accepted.
    Accept {
        /// Who.
        seat: usize,
    },
    /// The waiting offer declined.
    Decline {
        /// Who.
        seat: usize,
    },
    /// A right 禁手 claim.
    Claim {
        /// Who.
        seat: usize,
    },
    /// A resignation.
    Resign {
        /// Who.
        seat: usize,
    },
    /// An answer to the Renju opening's decision (a stone placed or picked is a `Move`).
    Opening {
        /// Who.
        seat: usize,
        /// The engine's action.
        action: OpeningAction,
    },
    /// The seat's clock ran out (judged by the server at its time).
    Flag {
        /// Whose.
        seat: usize,
    },
    /// The teacher started a simul game again from the first move (simul rooms only).
    Restart,
}

/// An event as the log stores it: with the server's time (Unix ms) it was applied at, so the
/// clocks count the same after a replay.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredEvent {
    /// The event.
    #[serde(flatten)]
    pub event: RoomEvent,
    /// When (absent in logs written before the clocks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_ms: Option<i64>,
}

/// The board under one engine.
#[derive(Debug, Clone)]
enum Engine {
    Jungle(jungle::Game),
    Renju(renju::Game),
}

/// A room: its spec, the board, the version, the waiting offer, and what each version said.
#[derive(Debug, Clone)]
pub struct Room {
    spec: RoomSpec,
    engine: Engine,
    pending: Option<(OfferKind, usize)>,
    result: Option<RoomResult>,
    /// The messages of each version, `history[v - 1]`.
    history: Vec<Vec<RoomMessage>>,
    /// Action ids already applied, with their version.
    actions: HashMap<String, u64>,
    /// The moves on the board now (the opening's stones first).
    moves: Vec<String>,
    /// The Renju opening while it lasts (rooms with an `opening`).
    opening: Option<Opening>,
    /// How many stones the opening placed (an undo never takes them back).
    opening_stones: usize,
    /// Seat 0 holds red / black (a Renju opening's swap may change it).
    first_black: bool,
    /// The clocks (rooms with a `clock`).
    clock: Option<clock::Clock>,
}

#[path = "room_clock.rs"]
pub mod clock;
#[path = "room_opening.rs"]
pub mod opening;

/// The Jungle options of a room: a `preset` first, every other key over it.
pub fn jungle_rules(rules: &Value) -> Result<RuleOptions, Refusal> {
    let mut table = match rules {
        Value::Null => serde_json::Map::new(),
        Value::Object(map) => map.clone(),
        _ => return Err("bad-rules"),
    };
    table.remove("clock");
    let base = match table.remove("preset") {
        None => RuleOptions::classroom(),
        Some(Value::String(name)) => RuleOptions::preset(&name).map_err(|_| "bad-rules")?,
        Some(_) => return Err("bad-rules"),
    };
    let Ok(Value::Object(mut merged)) = serde_json::to_value(base) else {
        return Err("bad-rules");
    };
    merged.extend(table);
    serde_json::from_value(Value::Object(merged)).map_err(|_| "bad-rules")
}

/// The Renju options of a room (`rule_set`, `forbidden_policy`, `three_rule`).
pub fn renju_rules(rules: &Value) -> Result<RenjuOptions, Refusal> {
    match rules {
        Value::Null => Ok(RenjuOptions::default()),
        Value::Object(table) => {
            let mut table = table.clone();
            table.remove("clock");
            table.remove("opening");
            serde_json::from_value(Value::Object(table)).map_err(|_| "bad-rules")
        }
        _ => Err("bad-rules"),
    }
}

/// Whether `id` is a usable room or action id: 1–64 letters, digits or `-_.:`.
pub fn is_good_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ACTION_ID_LEN
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':'))
}

impl Room {
    /// A new room at version 0; bad rules or players are refused.
    pub fn new(spec: RoomSpec) -> Result<Room, Refusal> {
        if spec.players[0] == spec.players[1] {
            return Err("bad-players");
        }
        let (engine, opening) = match spec.game {
            TeachGame::Jungle => (
                Engine::Jungle(jungle::Game::new(jungle_rules(&spec.rules)?)),
                None,
            ),
            TeachGame::Renju => (
                Engine::Renju(renju::Game::new(renju_rules(&spec.rules)?)),
                opening::opening_rule(&spec.rules)?.map(Opening::new),
            ),
        };
        let clock = clock::clock_rule(&spec.rules)?;
        Ok(Room {
            spec,
            engine,
            pending: None,
            result: None,
            history: Vec::new(),
            actions: HashMap::new(),
            moves: Vec::new(),
            opening,
            opening_stones: 0,
            first_black: true,
            clock,
        })
    }

    /// A room rebuilt from its log (events in version order, with their action ids).
    pub fn replay(
        spec: RoomSpec,
        log: impl IntoIterator<Item = (RoomEvent, Option<String>)>,
    ) -> Result<Room, Refusal> {
        let mut room = Room::new(spec)?;
        for (event, action_id) in log {
            room.apply(&event, action_id.as_deref())?;
        }
        Ok(room)
    }

    /// The spec.
    pub fn spec(&self) -> &RoomSpec {
        &self.spec
    }

    /// The version: how many events were accepted.
    pub fn version(&self) -> u64 {
        self.history.len() as u64
    }

    /// How the game ended, once over.
    pub fn result(&self) -> Option<&RoomResult> {
        self.result.as_ref()
    }

    /// The moves on the board now, oldest first.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The seat of `student_id`, if seated.
    pub fn seat_of(&self, student_id: &str) -> Option<usize> {
        self.spec.players.iter().position(|p| p == student_id)
    }

    /// The teacher's seat, in a simul room.
    pub fn teacher_seat(&self) -> Option<usize> {
        self.seat_of(TEACHER_SEAT)
    }

    /// The colour of a seat (after a Renju opening's swaps).
    pub fn colour(&self, seat: usize) -> Colour {
        Colour::of(
            self.spec.game,
            if self.first_black {
                seat
            } else {
                1 - seat.min(1)
            },
        )
    }

    /// The seat holding a colour.
    fn seat_of_colour(&self, colour: Colour) -> usize {
        usize::from(self.colour(0) != colour)
    }

    /// The seat holding a Renju stone.
    fn seat_of_stone(&self, stone: Stone) -> usize {
        self.seat_of_colour(match stone {
            Stone::Black => Colour::Black,
            Stone::White => Colour::White,
        })
    }

    /// Whether the Renju opening is still being played.
    pub fn in_opening(&self) -> bool {
        self.opening.is_some()
    }

    /// The version at which `action_id` was applied, if it was.
    pub fn applied(&self, action_id: &str) -> Option<u64> {
        self.actions.get(action_id).copied()
    }

    /// The messages version `v` sent (1-based).
    pub fn messages_of(&self, v: u64) -> Vec<RoomMessage> {
        usize::try_from(v)
            .ok()
            .and_then(|v| v.checked_sub(1))
            .and_then(|i| self.history.get(i))
            .cloned()
            .unwrap_or_default()
    }

    /// Whose turn it is (`None` once over).
    pub fn to_move(&self) -> Option<usize> {
        if self.result.is_some() {
            return None;
        }
        if self.opening.is_some() {
            return self.opening_seat();
        }
        Some(match &self.engine {
            Engine::Jungle(game) => usize::from(game.position().side_to_move() == Side::Blue),
            Engine::Renju(game) => self.seat_of_stone(game.to_move()),
        })
    }

    /// The board now, in the teach board's shapes.
    pub fn position(&self) -> BoardPosition {
        match &self.engine {
            Engine::Jungle(game) => BoardPosition::Jungle {
                fen: game.position().to_fen(),
            },
            Engine::Renju(game) => {
                let board = self.opening_board().unwrap_or(game.board());
                let points = |stone| -> Vec<String> {
                    let mut points: Vec<Point> = board.stones(stone);
                    points.sort();
                    points.iter().map(ToString::to_string).collect()
                };
                let black = match self.opening {
                    // The opening's decider's colour (the stone placed may be the other).
                    Some(_) => self.to_move().map(|s| self.colour(s)) != Some(Colour::White),
                    None => game.to_move() == Stone::Black,
                };
                BoardPosition::Renju {
                    black: points(Stone::Black),
                    white: points(Stone::White),
                    to_move: Some(if black { ToMove::Black } else { ToMove::White }),
                    rule: match game.options().rule_set {
                        RuleSet::Freestyle => Some(TeachRule::Freestyle),
                        RuleSet::Renju => Some(TeachRule::Renju),
                        RuleSet::Standard => None,
                    },
                }
            }
        }
    }

    /// The seated children by colour (`{"red":"<id>","blue":"<id>"}`).
    pub fn players_map(&self) -> serde_json::Map<String, Value> {
        let mut players = serde_json::Map::new();
        for (seat, player) in self.spec.players.iter().enumerate() {
            let key = serde_json::to_value(self.colour(seat))
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default();
            players.insert(key, Value::String(player.clone()));
        }
        players
    }

    /// The whole room as `you` (a colour, or `None` for the teacher and spectators) sees it.
    pub fn state(&self, you: Option<Colour>) -> RoomMessage {
        let players = self.players_map();
        RoomMessage::Room(Box::new(RoomState {
            room: self.spec.id.clone(),
            game: self.spec.game,
            you,
            v: self.version(),
            position: self.position(),
            players,
            rules: self.spec.rules.clone(),
            moves: self.moves.clone(),
            to_move: self.to_move().map(|seat| self.colour(seat)),
            pending: self.pending.map(|(offer, seat)| Pending {
                offer,
                by: self.colour(seat),
            }),
            result: self.result.clone(),
            opening: self.opening_ask(),
            clock: self.clock_reading(),
        }))
    }

    /// Everything after version `since`, in order; the whole room when `since` is from too long
    /// ago, from the future, or not given.
    pub fn since(&self, since: Option<u64>, you: Option<Colour>) -> Vec<RoomMessage> {
        let v = self.version();
        match since {
            // Across a restart the events do not add up: the whole room.
            Some(n) if n <= v && v - n <= MAX_CATCH_UP && !self.restarted_after(n) => {
                (n + 1..=v).flat_map(|k| self.messages_of(k)).collect()
            }
            _ => vec![self.state(you)],
        }
    }

    /// Whether a restart came after version `n`.
    fn restarted_after(&self, n: u64) -> bool {
        let from = usize::try_from(n).unwrap_or(usize::MAX);
        self.history
            .iter()
            .skip(from)
            .any(|messages| matches!(messages.first(), Some(RoomMessage::Room(_))))
    }

    /// The event a seated player's command asks for (`Ok(None)` for `resume`, which changes
    /// nothing); a move in the wrong notation is refused here.
    pub fn event_for(
        &self,
        seat: usize,
        command: &PlayerCommand,
    ) -> Result<Option<RoomEvent>, Refusal> {
        Ok(Some(match command {
            PlayerCommand::Move { mv, .. } => RoomEvent::Move {
                seat,
                mv: self.read_move(mv)?,
            },
            PlayerCommand::ClaimForbidden { .. } => RoomEvent::Claim { seat },
            PlayerCommand::Resign { .. } => RoomEvent::Resign { seat },
            PlayerCommand::OfferDraw { .. } => RoomEvent::Offer {
                seat,
                offer: OfferKind::Draw,
            },
            PlayerCommand::UndoRequest { .. } => RoomEvent::Offer {
                seat,
                offer: OfferKind::Undo,
            },
            PlayerCommand::Accept { .. } => RoomEvent::Accept { seat },
            PlayerCommand::Decline { .. } => RoomEvent::Decline { seat },
            PlayerCommand::Opening {
                choice,
                points,
                count,
                ..
            } => RoomEvent::Opening {
                seat,
                action: opening::opening_action(choice, points, *count)?,
            },
            PlayerCommand::Resume { .. } => return Ok(None),
        }))
    }

    /// A move written the engine's way, or the notation's refusal.
    fn read_move(&self, mv: &Value) -> Result<String, Refusal> {
        let Value::String(text) = mv else {
            return Err(self.notation_refusal());
        };
        let text = text.trim();
        match self.spec.game {
            TeachGame::Jungle => Move::parse(text)
                .map(|m| m.to_string())
                .map_err(|_| "not-a-move"),
            TeachGame::Renju => text
                .parse::<Point>()
                .map(|p| p.to_string())
                .map_err(|_| "not-a-point"),
        }
    }

    fn notation_refusal(&self) -> Refusal {
        match self.spec.game {
            TeachGame::Jungle => "not-a-move",
            TeachGame::Renju => "not-a-point",
        }
    }

    /// Applies one event with no time (rooms without a clock, tests): see [`Room::apply_at`].
    pub fn apply(&mut self, event: &RoomEvent, action_id: Option<&str>) -> Result<(), Refusal> {
        self.apply_at(event, action_id, None)
    }

    /// Applies one event at the server's time `at` (Unix ms; it runs the clocks): the room
    /// changes and the version goes up by one, or nothing changes and the reason is returned.
    /// `action_id` is remembered with the new version.
    pub fn apply_at(
        &mut self,
        event: &RoomEvent,
        action_id: Option<&str>,
        at: Option<i64>,
    ) -> Result<(), Refusal> {
        if *event == RoomEvent::Restart {
            return self.restart(action_id);
        }
        if self.result.is_some() {
            return Err("game-over");
        }
        let clock = self.clock.clone();
        let played = matches!(event, RoomEvent::Move { .. }) && self.opening.is_none();
        let mover = self.clock_seat().filter(|_| played);
        let done = self
            .clock_before(at, matches!(event, RoomEvent::Flag { .. }))
            .and_then(|()| self.judge(event));
        let mut messages = match done {
            Ok(messages) => messages,
            Err(reason) => {
                self.clock = clock;
                return Err(reason);
            }
        };
        self.clock_after(at, mover);
        let reading = self.clock_reading();
        for message in &mut messages {
            if let RoomMessage::Moved { clock, .. } | RoomMessage::OpeningStep { clock, .. } =
                message
            {
                clock.clone_from(&reading);
            }
        }
        let v = self.version() + 1;
        self.history.push(messages);
        if let Some(id) = action_id {
            self.actions.insert(id.to_owned(), v);
        }
        Ok(())
    }

    /// The messages of an event, or why it is refused (nothing changed then).
    fn judge(&mut self, event: &RoomEvent) -> Result<Vec<RoomMessage>, Refusal> {
        let v = self.version() + 1;
        Ok(match *event {
            RoomEvent::Move { seat, ref mv } => self.play(seat, mv, v)?,
            RoomEvent::Offer { seat, offer } => self.offer(seat, offer, v)?,
            RoomEvent::Accept { seat } => self.answer(seat, true, v)?,
            RoomEvent::Decline { seat } => self.answer(seat, false, v)?,
            RoomEvent::Claim { seat } => self.claim(seat, v)?,
            RoomEvent::Restart => return Err("not-a-simul"),
            RoomEvent::Resign { seat } => {
                self.seat_check(seat)?;
                let colour = self.colour(seat);
                match &mut self.engine {
                    Engine::Jungle(game) => game.resign(side_of(colour)),
                    Engine::Renju(game) => {
                        if self.opening.is_none() {
                            game.resign(stone_of(colour)).map_err(|r| r.name())?;
                        }
                    }
                }
                self.pending = None;
                self.finish(Some(self.colour(1 - seat)), "resigned", v)
            }
            RoomEvent::Opening { seat, ref action } => {
                if self.to_move() != Some(seat) {
                    return Err("not-your-turn");
                }
                self.opening_step(seat, action.clone(), v)?
            }
            RoomEvent::Flag { seat } => self.flag(seat, v)?,
        })
    }

    /// A simul game from the start again (also once over); its version's message is the whole
    /// room, as nobody seated sees it.
    fn restart(&mut self, action_id: Option<&str>) -> Result<(), Refusal> {
        if self.teacher_seat().is_none() {
            return Err("not-a-simul");
        }
        let fresh = Room::new(self.spec.clone())?;
        self.engine = fresh.engine;
        self.opening = fresh.opening;
        self.opening_stones = 0;
        self.first_black = true;
        self.clock = fresh.clock;
        self.pending = None;
        self.result = None;
        self.moves.clear();
        let v = self.version() + 1;
        // The state as of the new version: the history gets this entry next.
        self.history.push(Vec::new());
        let state = self.state(None);
        if let Some(last) = self.history.last_mut() {
            *last = vec![state];
        }
        if let Some(id) = action_id {
            self.actions.insert(id.to_owned(), v);
        }
        Ok(())
    }

    fn seat_check(&self, seat: usize) -> Result<(), Refusal> {
        if seat > 1 { Err("not-seated") } else { Ok(()) }
    }

    fn play(&mut self, seat: usize, mv: &str, v: u64) -> Result<Vec<RoomMessage>, Refusal> {
        self.seat_check(seat)?;
        if self.to_move() != Some(seat) {
            return Err("not-your-turn");
        }
        if self.opening.is_some() {
            return self.opening_point(seat, mv, v);
        }
        match &mut self.engine {
            Engine::Jungle(game) => {
                let parsed = Move::parse(mv).map_err(|_| "not-a-move")?;
                game.play(parsed).map_err(|r| r.name())?;
            }
            Engine::Renju(game) => {
                let point: Point = mv.parse().map_err(|_| "not-a-point")?;
                game.play(point).map_err(|r| r.name())?;
            }
        }
        self.moves.push(mv.to_owned());
        self.pending = None;
        let mut messages = vec![RoomMessage::Moved {
            room: self.spec.id.clone(),
            mv: mv.to_owned(),
            by: self.colour(seat),
            v,
            position: self.position(),
            clock: None,
        }];
        if let Some((winner, reason)) = self.engine_outcome() {
            messages.extend(self.finish(winner, reason, v));
        }
        Ok(messages)
    }

    /// The end the engine sees: winner and kebab-case reason.
    fn engine_outcome(&self) -> Option<(Option<Colour>, &'static str)> {
        match &self.engine {
            Engine::Jungle(game) => game.outcome().map(|outcome| {
                let winner = outcome.winner().map(|side| match side {
                    Side::Red => Colour::Red,
                    Side::Blue => Colour::Blue,
                });
                (winner, outcome.name())
            }),
            Engine::Renju(game) => game.outcome().map(|outcome| match outcome {
                renju::Outcome::Win { winner, reason } => (
                    Some(match winner {
                        Stone::Black => Colour::Black,
                        Stone::White => Colour::White,
                    }),
                    match reason {
                        WinReason::Five => "five",
                        WinReason::ForbiddenMove(_) => "forbidden-move",
                        WinReason::ClaimedForbidden(_) => "claimed-forbidden",
                        WinReason::Resignation => "resigned",
                        WinReason::TimeOut => "time-out",
                    },
                ),
                renju::Outcome::Draw { reason } => (
                    None,
                    match reason {
                        DrawReason::TwoPasses => "two-passes",
                        DrawReason::FullBoard => "full-board",
                        DrawReason::Agreement => "draw-agreed",
                    },
                ),
            }),
        }
    }

    fn finish(&mut self, winner: Option<Colour>, reason: &str, v: u64) -> Vec<RoomMessage> {
        self.result = Some(RoomResult {
            winner,
            reason: reason.to_owned(),
        });
        vec![RoomMessage::GameOver {
            room: self.spec.id.clone(),
            winner,
            reason: reason.to_owned(),
            v,
        }]
    }

    fn offer(
        &mut self,
        seat: usize,
        offer: OfferKind,
        v: u64,
    ) -> Result<Vec<RoomMessage>, Refusal> {
        self.seat_check(seat)?;
        if self.pending.is_some() {
            return Err("offer-pending");
        }
        if offer == OfferKind::Undo && self.plies_to_undo(seat) == 0 {
            return Err("nothing-to-undo");
        }
        self.pending = Some((offer, seat));
        Ok(vec![RoomMessage::Offered {
            room: self.spec.id.clone(),
            offer,
            by: self.colour(seat),
            v,
        }])
    }

    /// How many plies an accepted undo of `seat` takes back: back to before `seat`'s last move
    /// (0 when `seat` has not moved since the opening).
    fn plies_to_undo(&self, seat: usize) -> usize {
        let Some(last) = self.to_move() else {
            return 0;
        };
        if self.opening.is_some() {
            return 0;
        }
        let len = self.moves.len();
        // Plies alternate colours, the first colour (red / black) making ply 0, 2, …
        let first = usize::from(!matches!(self.colour(seat), Colour::Red | Colour::Black));
        let plies = if last == seat { 2 } else { 1 };
        if len >= plies + self.opening_stones && (len - plies) % 2 == first {
            plies
        } else {
            0
        }
    }

    fn answer(&mut self, seat: usize, accept: bool, v: u64) -> Result<Vec<RoomMessage>, Refusal> {
        self.seat_check(seat)?;
        let Some((offer, by)) = self.pending else {
            return Err("nothing-to-answer");
        };
        if by == seat {
            return Err("own-offer");
        }
        self.pending = None;
        let room = self.spec.id.clone();
        if !accept {
            return Ok(vec![RoomMessage::Declined {
                room,
                offer,
                by: self.colour(seat),
                v,
            }]);
        }
        match offer {
            OfferKind::Draw => {
                match &mut self.engine {
                    Engine::Jungle(game) => game.agree_draw(),
                    Engine::Renju(game) => game.agree_draw().map_err(|r| r.name())?,
                }
                Ok(self.finish(None, "draw-agreed", v))
            }
            OfferKind::Undo => {
                let plies = self.plies_to_undo(by);
                if plies == 0 {
                    return Err("nothing-to-undo");
                }
                let mut taken = Vec::new();
                for _ in 0..plies {
                    match &mut self.engine {
                        Engine::Jungle(game) => {
                            game.undo();
                        }
                        Engine::Renju(game) => {
                            let _ = game.undo();
                        }
                    }
                    taken.extend(self.moves.pop());
                }
                Ok(vec![RoomMessage::Undone {
                    room,
                    moves: taken,
                    v,
                    position: self.position(),
                }])
            }
        }
    }

    fn claim(&mut self, seat: usize, v: u64) -> Result<Vec<RoomMessage>, Refusal> {
        self.seat_check(seat)?;
        if self.colour(seat) != Colour::White {
            return Err("nothing-to-claim");
        }
        let Engine::Renju(game) = &mut self.engine else {
            return Err("nothing-to-claim");
        };
        game.claim_forbidden().map_err(|r| r.name())?;
        self.pending = None;
        Ok(self.finish(Some(Colour::White), "claimed-forbidden", v))
    }
}

fn side_of(colour: Colour) -> Side {
    if colour == Colour::Blue {
        Side::Blue
    } else {
        Side::Red
    }
}

fn stone_of(colour: Colour) -> Stone {
    if colour == Colour::White {
        Stone::White
    } else {
        Stone::Black
    }
}

#[cfg(test)]
#[path = "room_tests.rs"]
mod tests;
