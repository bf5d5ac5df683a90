//! One puzzle being solved: the learner's moves on the board, the feedback and the computer's
//! reply, the hint ladder (the puzzle's own hint text for a rung and the engine's hint), the
//! solution, retry, and the attempt recorded when it ends. Jungle and Renju puzzles share it.

use super::super::board::{
    JungleBoard, JungleBoardEvent, JungleBoardMode, RenjuBoard, RenjuBoardEvent, split_for_board,
};
use super::super::platform::{Background, Instant, Poll};
use super::super::sound::Cue;
use super::super::{Action, Palette, View};
use super::aloud::Aloud;
use super::on_board::OnBoard;
use super::win_count::WinCount;
use crate::app::icons::{Icon, picture_button};
use crate::content::evaluate_renju::{read_renju_board, stone};
use crate::content::words::Game as ContentGame;
use crate::content::{Puzzle, PuzzleGoal, PuzzlePosition};
use crate::i18n::Message;
use crate::i18n::jungle::side as jungle_side;
use crate::i18n::renju::stone_name;
use crate::i18n::solve::{
    jungle_goal_feedback, jungle_hint, renju_feedback, renju_hint, renju_solution,
    renju_wins_by_threes, score as score_message, solution,
};
use crate::rules::jungle::{Position, RuleOptions, Square};
use crate::rules::renju::Board as RenjuBoardStones;
use crate::solve::bounded::Budget;
use crate::solve::feedback::{Feedback, Hint};
use crate::solve::renju::RenjuGoal;
use crate::tutor::puzzle_session::{
    JungleSession, PuzzleRules, PuzzleSession, jungle_options, jungle_session,
};
use crate::tutor::renju_puzzle::{
    RenjuSession, RenjuSessionOpening, open_renju_session, renju_goal,
};
use egui::{Sense, UiBuilder};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// How many positions the solver may look at for one answer (keeps each answer quick).
const NODES_PER_ANSWER: u64 = 5_000_000;

/// Search positions (VCT and VCF together) per step of opening a Renju puzzle: a step enters
/// VCT positions until it has visited these, so it is one VCT position and its VCF search or a
/// few, a few milliseconds of work, and a browser frame can stop between steps.
const NODES_PER_STEP: u64 = 4;

/// The session behind the screen.
enum Engine {
    /// A Jungle puzzle and its rules (for the picked piece's targets).
    Jungle(Box<JungleSession>, RuleOptions),
    /// A Renju puzzle and its goal (a `defend` puzzle is solved by stopping the attack).
    Renju(Box<RenjuSession>, RenjuGoal),
    /// A puzzle that cannot be read.
    Unavailable(Message),
    /// The session is being worked out in the background.
    Opening {
        /// Where the session arrives.
        pending: Background<Engine>,
        /// The start position, shown meanwhile.
        preview: Preview,
    },
}

/// The tutor's last word: right (✓) or not (✗), and the sentence.
struct Said {
    good: bool,
    /// A legal move that lets the win (or the defence) slip: a wrong answer, not a slip of
    /// the finger onto water.
    slip: bool,
    message: Message,
    /// The computer's answer told by name ("The lion jumps over the river"), when it answered.
    told: Option<Message>,
}

/// An open puzzle.
pub struct PuzzleScreenSession {
    puzzle: Puzzle,
    engine: Engine,
    /// Set when the screen goes away: stops the background work on the session.
    cancel: Arc<AtomicBool>,
    /// "You play Blue": the learner's side, if the position can be read.
    you_play: Option<Message>,
    /// The Jungle piece picked first for a move.
    from: Option<Square>,
    /// Where the picked piece may go.
    targets: Vec<Square>,
    feedback: Option<Said>,
    /// The hints given: as shown, and as said aloud.
    hints: Vec<(String, String)>,
    solution: Option<String>,
    /// The attempt under way was recorded already (solved); the next move starts a new one.
    recorded: bool,
    /// Moves tried in this attempt.
    tried: bool,
    /// What the hints and the solution show on the Jungle board.
    jungle_shown: OnBoard<crate::solve::feedback::PieceAt, crate::rules::jungle::Move>,
    /// What the hints and the solution show on the Renju board.
    renju_shown: OnBoard<crate::rules::renju::Point, crate::rules::renju::Point>,
    /// Wrong moves in this attempt.
    mistakes: u32,
    /// The moves tried (the first few), for the class's mistakes map.
    tries: crate::classroom::mistakes::Tries,
    /// A right first move was played: later moves are on another board, and are not tries of
    /// the puzzle's own position.
    past_first: bool,
    /// Of those, legal moves that let the win slip (what ends a puzzle in a run).
    slips: u32,
    /// When this attempt began.
    started: Instant,
    /// Part of a streak or rush: no hints, no retry; one wrong move ends the puzzle.
    in_run: bool,
    /// The puzzle is over without a solve (a wrong move in a run): the board only shows.
    closed: bool,
    /// A Renju VCT puzzle's exact "win in N moves", counted for the board shown.
    win_count: WinCount,
    /// Verdicts given so far (each is said aloud once, by itself).
    verdicts: u32,
    /// What was said aloud by itself already.
    aloud: Aloud,
}

impl PuzzleScreenSession {
    /// Opens `puzzle`: the session (for Renju the right first moves, up to a second or so) is
    /// worked out in the background (see [`Background`]), which wakes `ctx` when it is done;
    /// until then the board is shown, not clickable, with a "thinking" line.
    pub fn new(puzzle: Puzzle, ctx: &egui::Context) -> Self {
        let cancel = Arc::new(AtomicBool::new(false));
        let budget = Budget {
            max_nodes: NODES_PER_ANSWER,
            cancel: Some(Arc::clone(&cancel)),
        };
        let preview = Preview::of(&puzzle);
        let you_play = learner_side(&puzzle);
        let mut work = Opening::Start(Box::new(puzzle.clone()), budget);
        // Nobody listens when the learner has left already: the answer is dropped then.
        let pending = Background::stepped("puzzle-session", ctx, move || work.step());
        let engine = Engine::Opening { pending, preview };
        PuzzleScreenSession {
            puzzle,
            engine,
            cancel,
            you_play,
            from: None,
            targets: Vec::new(),
            feedback: None,
            hints: Vec::new(),
            solution: None,
            recorded: false,
            tried: false,
            jungle_shown: OnBoard::default(),
            renju_shown: OnBoard::default(),
            mistakes: 0,
            tries: crate::classroom::mistakes::Tries::default(),
            past_first: false,
            slips: 0,
            started: Instant::now(),
            in_run: false,
            closed: false,
            win_count: WinCount::default(),
            verdicts: 0,
            aloud: Aloud::default(),
        }
    }

    /// Opens `puzzle` as part of a streak or rush: no hint, solution or retry buttons.
    pub fn for_run(puzzle: Puzzle, ctx: &egui::Context) -> Self {
        let mut session = PuzzleScreenSession::new(puzzle, ctx);
        session.in_run = true;
        session
    }

    /// Legal moves in this attempt that let the win slip (a move the rules refuse is not one).
    pub fn slips(&self) -> u32 {
        self.slips
    }

    /// Whether the puzzle is over without a solve (see [`PuzzleScreenSession::close_missed`]).
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Ends the puzzle as missed (a wrong move in a streak or rush): the attempt is recorded,
    /// then the right line is shown on the board and the board stops taking moves.
    pub fn close_missed(&mut self, view: &View, actions: &mut Vec<Action>) {
        self.leave(actions);
        self.closed = true;
        self.from = None;
        self.targets.clear();
        match &mut self.engine {
            Engine::Jungle(session, _) => {
                let line = session.show_solution();
                self.jungle_shown.solution(&line);
                self.solution = Some(view.tr.render(&solution(&line)));
            }
            Engine::Renju(session, _) => {
                let line = session.show_solution();
                self.renju_shown.solution(&line);
                self.solution = Some(view.tr.render(&renju_solution(&line)));
            }
            Engine::Unavailable(_) | Engine::Opening { .. } => {}
        }
    }

    /// The attempt under way as a record for the learner's progress and the class.
    fn attempt(&self, solved: bool, hints_used: u32) -> Action {
        Action::RecordPuzzleAttempt {
            puzzle: self.puzzle.id.get_ref().clone(),
            solved,
            hints_used,
            answers_seen: self.answers_seen(),
            mistakes: self.mistakes,
            seconds: u32::try_from(self.started.elapsed().as_secs()).unwrap_or(u32::MAX),
            tries: self.tries.list(),
        }
    }

    /// What the learner is on, for the class dashboard ("working on", "needs help").
    pub fn activity(&self) -> crate::classroom::protocol::Activity {
        crate::classroom::protocol::Activity {
            lesson: None,
            step: None,
            puzzle: Some(self.puzzle.id.get_ref().clone()),
            mistakes: self.mistakes,
            seconds: u32::try_from(self.started.elapsed().as_secs()).unwrap_or(u32::MAX),
        }
    }

    /// The learner's moves the puzzle allows, read from the file (shown before the session is
    /// there; the session's own count agrees).
    fn puzzle_moves(&self) -> u32 {
        let plies = match (self.puzzle.game.get_ref(), self.puzzle.goal.get_ref()) {
            (ContentGame::Jungle, PuzzleGoal::Defend) => Some(1),
            _ => self.puzzle.plies(),
        };
        plies.unwrap_or(1).div_ceil(2)
    }

    /// What the learner must do. "Win in N moves" (N counting the learner's own moves, as for
    /// every `win-in` (Renju's 三手胜 too) and `vcf` puzzle with a length) only where the count
    /// is exact: a defence is one move; a Renju VCT puzzle's length counts threats, not moves,
    /// so it shows the exact count of [`WinCount`] (`vct_moves`) once that is known, and a
    /// puzzle without a length has none to show, so those say the goal instead.
    fn goal_message(&self, moves_left: u32, vct_moves: Option<u8>) -> Message {
        let game = self.puzzle.game.get_ref();
        let stated = self.puzzle.moves.is_some();
        let id = match (game, self.puzzle.goal.get_ref()) {
            (_, PuzzleGoal::Defend) => "app-puzzle-goal-defend",
            (ContentGame::Renju, PuzzleGoal::Vct) => match vct_moves {
                Some(moves) => {
                    return Message::new("app-puzzle-goal-vct-moves")
                        .number("moves", i64::from(moves));
                }
                None => "app-puzzle-goal-vct",
            },
            (ContentGame::Renju, PuzzleGoal::Vcf) if !stated => "app-puzzle-goal-vcf",
            (ContentGame::Renju, PuzzleGoal::ForbiddenTrap) if !stated => {
                "app-puzzle-goal-forbidden-trap"
            }
            (ContentGame::Jungle, _) | (ContentGame::Renju, _) => {
                return Message::new("app-puzzle-moves-left")
                    .number("moves", i64::from(moves_left));
            }
        };
        Message::new(id)
    }

    /// The exact moves to the five in a Renju VCT puzzle with the learner to move, once
    /// counted (the count follows the board).
    fn count_vct_moves(&mut self, ctx: &egui::Context) -> Option<u8> {
        let Engine::Renju(session, RenjuGoal::Vct) = &mut self.engine else {
            return None;
        };
        let learner = session.rules_mut().learner();
        let rules = session.rules_mut().rules();
        let position = session.position();
        if position.to_move != learner {
            return None;
        }
        self.win_count.follow(ctx, &position.board, rules, learner);
        self.win_count.moves()
    }

    /// Takes the session from the background work once it is there.
    fn poll(&mut self) {
        let Engine::Opening { pending, .. } = &mut self.engine else {
            return;
        };
        match pending.poll() {
            Poll::Ready(engine) => self.engine = engine,
            Poll::Pending => {}
            // The work ended without a session (it panicked): the puzzle cannot be played.
            Poll::Lost => {
                self.engine = Engine::Unavailable(Message::new("app-puzzle-unreadable"));
            }
        }
    }

    /// The open puzzle's id.
    pub fn puzzle_id(&self) -> &str {
        self.puzzle.id.get_ref()
    }

    /// The stars of this attempt (see `Score::stars`).
    fn stars(&self) -> u8 {
        match &self.engine {
            Engine::Jungle(session, _) => session.score().stars(),
            Engine::Renju(session, _) => session.score().stars(),
            Engine::Unavailable(_) | Engine::Opening { .. } => 0,
        }
    }

    /// Whether the learner has solved it (in this attempt).
    pub fn is_solved(&self) -> bool {
        match &self.engine {
            Engine::Jungle(session, _) => session.is_solved(),
            Engine::Renju(session, _) => session.is_solved(),
            _ => false,
        }
    }

    /// The tutor's last word on the learner's move, if any.
    pub fn feedback(&self) -> Option<&Message> {
        self.feedback.as_ref().map(|said| &said.message)
    }

    fn answers_seen(&self) -> u32 {
        match &self.engine {
            Engine::Jungle(session, _) => session.score().answers_seen,
            Engine::Renju(session, _) => session.score().answers_seen,
            Engine::Unavailable(_) | Engine::Opening { .. } => 0,
        }
    }

    fn hints_used(&self) -> u32 {
        match &self.engine {
            Engine::Jungle(session, _) => session.score().hints_used,
            Engine::Renju(session, _) => session.score().hints_used,
            Engine::Unavailable(_) | Engine::Opening { .. } => 0,
        }
    }

    /// The learner leaves: an unfinished attempt with moves in it counts as tried.
    pub fn leave(&mut self, actions: &mut Vec<Action>) {
        if self.tried && !self.recorded {
            actions.push(self.attempt(false, self.hints_used()));
            self.recorded = true;
        }
    }

    /// Draws the puzzle: the board as large as fits, the text and buttons beside it.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        self.poll();
        let whole = ui.available_rect_before_wrap();
        let aspect = match self.puzzle.game.get_ref() {
            // 7×9 squares and two thirds of a square of coordinates around them.
            ContentGame::Jungle => 8.3 / 10.3,
            ContentGame::Renju => 1.0,
        };
        let (board_rect, side_rect) = split_for_board(whole, aspect);
        let mut board_ui = ui.new_child(UiBuilder::new().max_rect(board_rect));
        let mut side_ui = ui.new_child(UiBuilder::new().max_rect(side_rect));
        egui::ScrollArea::vertical()
            .id_salt("puzzle-side")
            .auto_shrink([false, false])
            .show(&mut side_ui, |side| {
                self.side_ui(&mut board_ui, side, view, actions);
            });
        ui.allocate_rect(whole, Sense::hover());
    }

    fn side_ui(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        actions: &mut Vec<Action>,
    ) {
        let locale = view.tr.locale();
        ui.heading(self.puzzle.title.get(locale));
        if let Some(you_play) = &self.you_play {
            ui.label(view.tr.render(you_play));
        }
        let progress = match &self.engine {
            Engine::Unavailable(note) => {
                ui.label(view.tr.render(note));
                return;
            }
            Engine::Opening { preview, .. } => {
                // The puzzle's text and board at once; the buttons come with the session.
                let goal = view
                    .tr
                    .render(&self.goal_message(self.puzzle_moves(), None));
                self.aloud.goal_ui(ui, view, &goal, actions);
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(view.text("app-puzzle-thinking"));
                });
                show_preview(board_ui, preview, view);
                // The thread wakes the screen when it is done; meanwhile keep drawing.
                ui.ctx().request_repaint();
                return;
            }
            Engine::Jungle(session, _) => (session.moves_left(), session.is_solved()),
            Engine::Renju(session, _) => (session.moves_left(), session.is_solved()),
        };
        // Once solved, "win in 0 moves" would be nonsense: the feedback says it all.
        if let (moves_left, false) = progress {
            let vct_moves = self.count_vct_moves(ui.ctx());
            let goal = view.tr.render(&self.goal_message(moves_left, vct_moves));
            self.aloud.goal_ui(ui, view, &goal, actions);
        }
        match &self.engine {
            Engine::Jungle(..) => self.jungle_board(board_ui, view, actions),
            Engine::Renju(..) => self.renju_board(board_ui, view, actions),
            Engine::Unavailable(_) | Engine::Opening { .. } => {}
        }
        self.feedback_ui(ui, view, actions);
        ui.add_space(8.0);
        // The puzzle's own hints as shown and as said: squares named by what is on them when
        // said, and when shown to the youngest.
        let position = match &self.engine {
            Engine::Jungle(session, _) => Some(*session.position()),
            _ => None,
        };
        let puzzle_hints: Vec<(String, String)> = self
            .puzzle
            .hints
            .iter()
            .map(|hint| {
                let text = hint.get(locale);
                let named = crate::app::speech::name_places(text, position.as_ref(), view.tr);
                let shown = if view.names_only() {
                    named.clone()
                } else {
                    text.to_owned()
                };
                (shown, named)
            })
            .collect();
        let (tried, recorded) = (self.tried, self.recorded);
        if self.in_run {
            // A run has no hints and no second try: the next puzzle is the way on (a missed
            // puzzle shows its right line).
            self.hints_list_ui(ui, view, actions);
            return;
        }
        let retried = match &mut self.engine {
            Engine::Jungle(session, _) => Controls {
                view,
                puzzle_hints: &puzzle_hints,
                hints: &mut self.hints,
                solution: &mut self.solution,
                shown: &mut self.jungle_shown,
                tried,
                recorded,
            }
            .show(ui, session, jungle_hint, solution),
            Engine::Renju(session, _) => Controls {
                view,
                puzzle_hints: &puzzle_hints,
                hints: &mut self.hints,
                solution: &mut self.solution,
                shown: &mut self.renju_shown,
                tried,
                recorded,
            }
            .show(ui, session, renju_hint, renju_solution),
            Engine::Unavailable(_) | Engine::Opening { .. } => None,
        };
        ui.add_space(8.0);
        self.hints_list_ui(ui, view, actions);
        if let Some(unfinished) = retried {
            if unfinished {
                actions.push(self.attempt(false, self.hints_used()));
            }
            self.from = None;
            self.targets.clear();
            self.feedback = None;
            self.recorded = false;
            self.tried = false;
            self.mistakes = 0;
            self.slips = 0;
            self.started = Instant::now();
        }
    }

    fn jungle_board(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let Engine::Jungle(session, options) = &mut self.engine else {
            return;
        };
        let position = *session.position();
        let mode = if session.is_solved() || self.closed {
            JungleBoardMode::Locked
        } else {
            JungleBoardMode::Play
        };
        let arrows = self.jungle_shown.arrows();
        let marks = self.jungle_shown.marked_squares();
        let palette = Palette::for_settings(view.settings);
        let colour = if self.jungle_shown.shows_wrong() {
            palette.bad
        } else {
            palette.highlight
        };
        let board = JungleBoard::new(&position, view.tr, palette)
            .id_salt("puzzle")
            .mode(mode)
            .selection(self.from, &self.targets)
            .last_move(session.played().last().copied())
            .marks(&marks)
            .arrows(&arrows)
            .arrow_colour(colour)
            .show(ui);
        match board.event {
            Some(JungleBoardEvent::SquareClicked(square)) => {
                let own = position
                    .piece_at(square)
                    .is_some_and(|piece| piece.side == position.side_to_move());
                if own && self.from != Some(square) {
                    self.from = Some(square);
                    self.targets = position.destinations(options, square);
                } else {
                    self.from = None;
                    self.targets.clear();
                }
            }
            Some(JungleBoardEvent::MoveAttempted(mv)) => {
                self.from = None;
                self.targets.clear();
                if !self.past_first {
                    self.tries
                        .push(crate::classroom::event::Try::One(mv.to_string()));
                }
                let feedback = session.play(mv);
                let told = match &feedback {
                    Feedback::Continue { mv, reply, .. } => Some(
                        crate::i18n::narrate::jungle_move(&position.play_unchecked(*mv), *reply),
                    ),
                    // The refutation drawn on the board, told by name too.
                    Feedback::WinSlips {
                        mv,
                        refutation: Some(answer),
                    } => Some(crate::i18n::narrate::if_played(
                        crate::i18n::narrate::jungle_move(&position.play_unchecked(*mv), *answer),
                    )),
                    _ => None,
                };
                let said = Said {
                    good: is_good(&feedback),
                    slip: matches!(feedback, Feedback::WinSlips { .. }),
                    message: jungle_goal_feedback(&feedback, session.rules_mut().goal()),
                    told,
                };
                let solved = session.is_solved();
                let hints_used = session.score().hints_used;
                self.after_move(said, solved, hints_used, actions);
                if let Some((tried, answer)) = wrong_try(&feedback) {
                    self.jungle_shown.wrong_try(tried, answer);
                }
            }
            _ => {}
        }
    }

    fn renju_board(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let Engine::Renju(session, goal) = &mut self.engine else {
            return;
        };
        let position = session.position().clone();
        let played = session.played().to_vec();
        let ghosts = self.renju_shown.ghosts(position.to_move);
        let marks = self.renju_shown.marks();
        let response = RenjuBoard::new(
            &position.board,
            view.tr,
            Palette::for_settings(view.settings),
        )
        .id_salt("puzzle")
        .enabled(!session.is_solved() && !self.closed)
        .move_numbers(&played, true)
        .last(position.last)
        .marks(&marks)
        .ghosts(&ghosts)
        .show(ui);
        if let Some(RenjuBoardEvent::PointClicked(point)) = response.event {
            if !self.past_first {
                self.tries
                    .push(crate::classroom::event::Try::One(point.to_string()));
            }
            let feedback = session.play(point);
            let by_threes = session.rules_mut().last_move_wins_by_threes();
            let told = match &feedback {
                Feedback::Continue { mv, reply, .. } => Some(crate::i18n::narrate::renju_stone(
                    &position.board.with(*mv, position.to_move),
                    *reply,
                    position.to_move.opponent(),
                )),
                Feedback::WinSlips {
                    mv,
                    refutation: Some(answer),
                } => Some(crate::i18n::narrate::if_played(
                    crate::i18n::narrate::renju_stone(
                        &position.board.with(*mv, position.to_move),
                        *answer,
                        position.to_move.opponent(),
                    ),
                )),
                _ => None,
            };
            let said = Said {
                told,
                good: is_good(&feedback),
                slip: matches!(feedback, Feedback::WinSlips { .. }),
                message: match feedback {
                    Feedback::Continue { mv, reply, .. } if by_threes => {
                        renju_wins_by_threes(mv, reply)
                    }
                    _ => renju_feedback(&feedback, *goal),
                },
            };
            let solved = session.is_solved();
            let hints_used = session.score().hints_used;
            self.after_move(said, solved, hints_used, actions);
            if let Some((tried, answer)) = wrong_try(&feedback) {
                self.renju_shown.wrong_try(tried, answer);
            }
        }
    }

    /// Keeps the tutor's word and records a solved attempt once.
    fn after_move(&mut self, said: Said, solved: bool, hints_used: u32, actions: &mut Vec<Action>) {
        self.tried = true;
        // What was shown fits the board before the move, not after it.
        self.jungle_shown.clear();
        self.renju_shown.clear();
        if !said.good {
            self.mistakes += 1;
        } else {
            self.past_first = true;
        }
        if said.slip {
            self.slips += 1;
        }
        if solved && !self.recorded {
            actions.push(self.attempt(true, hints_used));
            actions.push(Action::Celebrate(self.stars()));
            self.recorded = true;
        } else {
            actions.push(Action::PlaySound(match (solved, said.good) {
                (true, _) => Cue::Solved,
                (false, true) => Cue::Right,
                (false, false) => Cue::Wrong,
            }));
        }
        self.feedback = Some(said);
        self.verdicts += 1;
    }

    /// The verdict and, once solved, the score, in a place kept for them (three lines), so
    /// the buttons below do not move when they appear.
    fn feedback_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let top = ui.cursor().top();
        if let Some(said) = &self.feedback {
            let palette = Palette::for_settings(view.settings);
            let (symbol, colour) = if said.good {
                ("✓", palette.good)
            } else {
                ("✗", palette.bad)
            };
            let mut sentence = view.tr.render_spoken(&said.message);
            // The computer's answer by name is said after the verdict (and shown below it).
            if let Some(told) = &said.told {
                sentence = format!("{sentence} {}", view.tr.render_spoken(told));
            }
            let text = format!("{symbol} {}", view.shown(&said.message));
            let shown = egui::RichText::new(text).size(22.0).color(colour);
            self.aloud
                .verdict_ui(ui, view, (shown, &sentence), self.verdicts, actions);
            if let Some(told) = &said.told {
                ui.label(egui::RichText::new(view.shown(told)).size(20.0));
            }
        }
        let score = match &self.engine {
            Engine::Jungle(session, _) if session.is_solved() => Some(session.score()),
            Engine::Renju(session, _) if session.is_solved() => Some(session.score()),
            _ => None,
        };
        if let Some(score) = score {
            ui.label(view.tr.render(&score_message(&score)));
        }
        let used = ui.cursor().top() - top;
        ui.add_space((3.0 * 22.0 * 1.35 - used).max(0.0));
    }

    /// The hints given (newest last) and the solution shown, below the buttons.
    fn hints_list_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        self.aloud.hints_ui(ui, view, &self.hints, actions);
        if let Some(line) = &self.solution {
            ui.label(line);
        }
    }
}

/// The session for a puzzle being worked out: a Renju puzzle's right first moves in steps of
/// [`NODES_PER_STEP`] search positions (a browser page has one thread and must not stop for
/// long), a Jungle puzzle's session at once.
enum Opening {
    /// Nothing done yet.
    Start(Box<Puzzle>, Budget),
    /// The Renju search under way.
    Renju(Box<RenjuSessionOpening>, RenjuGoal),
    /// The session was handed over.
    Done,
}

impl Opening {
    /// Goes on for one step; the session once it is there.
    fn step(&mut self) -> Option<Engine> {
        match std::mem::replace(self, Opening::Done) {
            Opening::Start(puzzle, budget) => match puzzle.game.get_ref() {
                ContentGame::Jungle => Some(open_jungle(&puzzle, budget)),
                ContentGame::Renju => match open_renju_session(&puzzle, budget) {
                    Ok(opening) => {
                        let goal = renju_goal(*puzzle.goal.get_ref());
                        *self = Opening::Renju(Box::new(opening), goal);
                        None
                    }
                    Err(_) => Some(Engine::Unavailable(Message::new("app-puzzle-unreadable"))),
                },
            },
            Opening::Renju(mut opening, goal) => match opening.step(NODES_PER_STEP) {
                Some(session) => Some(Engine::Renju(Box::new(session), goal)),
                None => {
                    *self = Opening::Renju(opening, goal);
                    None
                }
            },
            Opening::Done => None,
        }
    }
}

/// Builds the session for a Jungle `puzzle` at once.
fn open_jungle(puzzle: &Puzzle, budget: Budget) -> Engine {
    match (
        jungle_session(puzzle, budget),
        jungle_options(&puzzle.rules),
    ) {
        (Ok(session), Ok(options)) => Engine::Jungle(Box::new(session), options),
        _ => Engine::Unavailable(Message::new("app-puzzle-unreadable")),
    }
}

/// "You play …" with the learner's side (the side to move at the start).
fn learner_side(puzzle: &Puzzle) -> Option<Message> {
    let side = match &puzzle.position {
        PuzzlePosition::Jungle { fen } => {
            jungle_side(Position::from_fen(fen.get_ref()).ok()?.side_to_move())
        }
        PuzzlePosition::Renju { stones, to_move } => {
            stone_name(stone(stones.side_to_move(to_move.as_ref())))
        }
    };
    Some(Message::new("app-puzzle-you-play").message("side", side))
}

/// The start position on a board nobody can click yet.
fn show_preview(ui: &mut egui::Ui, preview: &Preview, view: &View) {
    let palette = Palette::for_settings(view.settings);
    match preview {
        Preview::Jungle(position) => {
            JungleBoard::new(position, view.tr, palette)
                .id_salt("puzzle")
                .mode(JungleBoardMode::Locked)
                .show(ui);
        }
        Preview::Renju(board) => {
            RenjuBoard::new(board, view.tr, palette)
                .id_salt("puzzle")
                .enabled(false)
                .show(ui);
        }
        Preview::Nothing => {}
    }
}

/// The start position, read at once (it is quick) to show while the session is worked out.
enum Preview {
    /// A Jungle position.
    Jungle(Box<Position>),
    /// Renju stones.
    Renju(Box<RenjuBoardStones>),
    /// The position cannot be read (the session will say so).
    Nothing,
}

impl Preview {
    fn of(puzzle: &Puzzle) -> Preview {
        match &puzzle.position {
            PuzzlePosition::Jungle { fen } => Position::from_fen(fen.get_ref())
                .map_or(Preview::Nothing, |position| {
                    Preview::Jungle(Box::new(position))
                }),
            PuzzlePosition::Renju { stones, .. } => puzzle
                .rules
                .renju_options()
                .ok()
                .and_then(|options| read_renju_board(stones, &options).ok())
                .map_or(Preview::Nothing, |board| Preview::Renju(Box::new(board))),
        }
    }
}

impl std::fmt::Debug for PuzzleScreenSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PuzzleScreenSession")
            .field("puzzle", &self.puzzle.id)
            .finish_non_exhaustive()
    }
}

impl Drop for PuzzleScreenSession {
    /// Stops the background work when the learner leaves or opens another puzzle, so no
    /// thread keeps searching for a screen that is gone.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Whether feedback says the move was right.
/// The move a feedback refused or took back, and the computer's answer that shows why.
fn wrong_try<M: Copy, R>(feedback: &Feedback<M, R>) -> Option<(M, Option<M>)> {
    match feedback {
        Feedback::Illegal { mv, .. } | Feedback::Undecided { mv } => Some((*mv, None)),
        Feedback::WinSlips { mv, refutation } => Some((*mv, *refutation)),
        Feedback::Continue { .. } | Feedback::Solved { .. } | Feedback::AlreadySolved => None,
    }
}

fn is_good<M, R>(feedback: &Feedback<M, R>) -> bool {
    match feedback {
        Feedback::Continue { .. } | Feedback::Solved { .. } | Feedback::AlreadySolved => true,
        Feedback::Illegal { .. } | Feedback::WinSlips { .. } | Feedback::Undecided { .. } => false,
    }
}

/// The hint, solution and retry buttons, the same for both games.
struct Controls<'a, P, M> {
    view: &'a View<'a>,
    puzzle_hints: &'a [(String, String)],
    hints: &'a mut Vec<(String, String)>,
    solution: &'a mut Option<String>,
    /// The same hints and solution, on the board.
    shown: &'a mut OnBoard<P, M>,
    tried: bool,
    recorded: bool,
}

impl<P: Clone, M: Copy> Controls<'_, P, M> {
    /// Draws the buttons; returns `Some(unfinished)` when the learner retried, `unfinished`
    /// telling whether the abandoned attempt should be recorded as not solved.
    fn show<R: PuzzleRules<Point = P, Move = M>>(
        self,
        ui: &mut egui::Ui,
        session: &mut PuzzleSession<R>,
        hint_message: impl Fn(&Hint<R::Point, R::Move>) -> Message,
        solution_message: impl Fn(&[R::Move]) -> Message,
    ) -> Option<bool> {
        let view = self.view;
        ui.horizontal_wrapped(|ui| {
            let closed = view.hints_closed();
            if closed && !session.is_solved() {
                ui.weak(view.text("app-hints-closed"));
            }
            if !session.is_solved()
                && !closed
                && picture_button(ui, Icon::Hint, &view.text("app-puzzle-hint")).clicked()
                && let Some(hint) = session.hint()
            {
                self.shown.hint(&hint);
                let rung = usize::from(hint.level());
                // The puzzle's own words for this rung come first, the engine's after.
                if let Some(text) = rung.checked_sub(1).and_then(|i| self.puzzle_hints.get(i)) {
                    self.hints.push(text.clone());
                }
                // Said once: the engine's words often are the puzzle's own (seen on screen).
                let engine_words = view.shown(&hint_message(&hint));
                if !self.hints.iter().any(|(shown, _)| *shown == engine_words) {
                    let spoken = view.tr.render_spoken(&hint_message(&hint));
                    self.hints.push((engine_words, spoken));
                }
            }
            // The whole solution is the teacher's to show (teacher mode opens with the PIN);
            // the children's way forward is the hint ladder.
            let may_show = view.settings.teacher_mode && !session.is_solved();
            if may_show
                && picture_button(ui, Icon::Eye, &view.text("app-puzzle-show-solution")).clicked()
            {
                let line = session.show_solution();
                self.shown.solution(&line);
                *self.solution = Some(view.tr.render(&solution_message(&line)));
            }
            if picture_button(ui, Icon::Again, &view.text("app-puzzle-retry")).clicked() {
                session.retry();
                self.hints.clear();
                self.shown.clear();
                *self.solution = None;
                return Some(self.tried && !self.recorded);
            }
            None
        })
        .inner
    }
}
