//! One puzzle being solved: the learner's moves on the board, the feedback and the computer's
//! reply, the hint ladder (the puzzle's own hint text for a rung and the engine's hint), the
//! solution, retry, and the attempt recorded when it ends.

use super::super::board::{JungleBoard, JungleBoardEvent, JungleBoardMode, split_for_board};
use super::super::{Action, Palette, View};
use crate::content::Puzzle;
use crate::content::words::Game as ContentGame;
use crate::i18n::Message;
use crate::i18n::solve::{jungle_feedback, jungle_hint, score as score_message, solution};
use crate::rules::jungle::{Move, Refusal, RuleOptions, Square};
use crate::solve::bounded::Budget;
use crate::solve::feedback::Feedback;
use crate::tutor::puzzle_session::{JungleSession, jungle_options, jungle_session};
use egui::{Sense, UiBuilder};

/// How many positions the solver may look at for one answer (keeps each answer quick).
const NODES_PER_ANSWER: u64 = 5_000_000;

/// The session behind the screen, when the puzzle's game has one.
enum Engine {
    /// A Jungle puzzle.
    Jungle(Box<JungleSession>, RuleOptions),
    /// A game whose puzzle sessions are not in the app yet, or a puzzle that cannot be read.
    Unavailable(Message),
}

/// An open puzzle.
pub struct PuzzleScreenSession {
    puzzle: Puzzle,
    engine: Engine,
    from: Option<Square>,
    /// Where the picked piece may go.
    targets: Vec<Square>,
    feedback: Option<Feedback<Move, Refusal>>,
    hints: Vec<String>,
    solution: Option<String>,
    /// The attempt under way was recorded already (solved); the next move starts a new one.
    recorded: bool,
    /// Moves tried in this attempt.
    tried: bool,
}

impl PuzzleScreenSession {
    /// Opens `puzzle`.
    pub fn new(puzzle: Puzzle) -> Self {
        let engine = match puzzle.game.get_ref() {
            ContentGame::Jungle => {
                let budget = Budget {
                    max_nodes: NODES_PER_ANSWER,
                    cancel: None,
                };
                let options = jungle_options(&puzzle.rules);
                match (jungle_session(&puzzle, budget), options) {
                    (Ok(session), Ok(options)) => Engine::Jungle(Box::new(session), options),
                    _ => Engine::Unavailable(Message::new("app-puzzle-unreadable")),
                }
            }
            ContentGame::Renju => Engine::Unavailable(Message::new("app-puzzle-renju-soon")),
        };
        PuzzleScreenSession {
            puzzle,
            engine,
            from: None,
            targets: Vec::new(),
            feedback: None,
            hints: Vec::new(),
            solution: None,
            recorded: false,
            tried: false,
        }
    }

    fn hints_used(&self) -> u32 {
        match &self.engine {
            Engine::Jungle(session, _) => session.score().hints_used,
            Engine::Unavailable(_) => 0,
        }
    }

    /// The learner leaves: an unfinished attempt with moves in it counts as tried.
    pub fn leave(&mut self, actions: &mut Vec<Action>) {
        if self.tried && !self.recorded {
            actions.push(Action::RecordPuzzleAttempt {
                puzzle: self.puzzle.id.get_ref().clone(),
                solved: false,
                hints_used: self.hints_used(),
            });
            self.recorded = true;
        }
    }

    /// Draws the puzzle: the board as large as fits, the text and buttons beside it.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let whole = ui.available_rect_before_wrap();
        let (board_rect, side_rect) = split_for_board(whole, 0.8);
        let mut board_ui = ui.new_child(UiBuilder::new().max_rect(board_rect));
        let mut side_ui = ui.new_child(UiBuilder::new().max_rect(side_rect));
        egui::ScrollArea::vertical()
            .id_salt("puzzle-side")
            .auto_shrink([false, false])
            .show(&mut side_ui, |side| {
                self.jungle_ui(&mut board_ui, side, view, actions);
            });
        ui.allocate_rect(whole, Sense::hover());
    }

    fn jungle_ui(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        actions: &mut Vec<Action>,
    ) {
        let locale = view.tr.locale();
        ui.heading(self.puzzle.title.get(locale));
        let (session, options) = match &mut self.engine {
            Engine::Jungle(session, options) => (session, *options),
            Engine::Unavailable(note) => {
                ui.label(view.tr.render(note));
                return;
            }
        };
        ui.label(view.tr.render(
            &Message::new("app-puzzle-moves-left").number("moves", i64::from(session.moves_left())),
        ));
        let position = *session.position();
        let mode = if session.is_solved() {
            JungleBoardMode::Locked
        } else {
            JungleBoardMode::Play
        };
        let board = JungleBoard::new(&position, view.tr, Palette::for_settings(view.settings))
            .id_salt("puzzle")
            .mode(mode)
            .selection(self.from, &self.targets)
            .last_move(session.played().last().copied())
            .show(board_ui);
        match board.event {
            Some(JungleBoardEvent::SquareClicked(square)) => {
                let own = position
                    .piece_at(square)
                    .is_some_and(|piece| piece.side == position.side_to_move());
                if own && self.from != Some(square) {
                    self.from = Some(square);
                    self.targets = position.destinations(&options, square);
                } else {
                    self.from = None;
                    self.targets.clear();
                }
            }
            Some(JungleBoardEvent::MoveAttempted(mv)) => {
                self.from = None;
                self.targets.clear();
                self.tried = true;
                self.recorded = false;
                let feedback = session.play(mv);
                if matches!(feedback, Feedback::Solved { .. }) {
                    actions.push(Action::RecordPuzzleAttempt {
                        puzzle: self.puzzle.id.get_ref().clone(),
                        solved: true,
                        hints_used: session.score().hints_used,
                    });
                    self.recorded = true;
                }
                self.feedback = Some(feedback);
            }
            _ => {}
        }
        if let Some(feedback) = &self.feedback {
            let palette = Palette::for_settings(view.settings);
            let (symbol, colour) = match feedback {
                Feedback::Continue { .. } | Feedback::Solved { .. } => ("✓", palette.good),
                Feedback::AlreadySolved => ("✓", palette.good),
                Feedback::Illegal { .. }
                | Feedback::WinSlips { .. }
                | Feedback::Undecided { .. } => ("✗", palette.bad),
            };
            let text = format!("{symbol} {}", view.tr.render(&jungle_feedback(feedback)));
            ui.label(egui::RichText::new(text).size(20.0).color(colour));
        }
        if session.is_solved() {
            ui.label(view.tr.render(&score_message(&session.score())));
        }
        for hint in &self.hints {
            ui.label(format!("☞ {hint}"));
        }
        if let Some(line) = &self.solution {
            ui.label(line);
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if !session.is_solved()
                && ui.button(view.text("app-puzzle-hint")).clicked()
                && let Some(hint) = session.hint()
            {
                let rung = usize::from(hint.level());
                // The puzzle's own words for this rung come first, the engine's after.
                if let Some(text) = rung.checked_sub(1).and_then(|i| self.puzzle.hints.get(i)) {
                    self.hints.push(text.get(locale).to_owned());
                }
                self.hints.push(view.tr.render(&jungle_hint(&hint)));
            }
            if !session.is_solved() && ui.button(view.text("app-puzzle-show-solution")).clicked() {
                let line = session.show_solution();
                self.solution = Some(view.tr.render(&solution(&line)));
            }
            if ui.button(view.text("app-puzzle-retry")).clicked() {
                if self.tried && !self.recorded {
                    actions.push(Action::RecordPuzzleAttempt {
                        puzzle: self.puzzle.id.get_ref().clone(),
                        solved: false,
                        hints_used: session.score().hints_used,
                    });
                }
                session.retry();
                self.from = None;
                self.targets.clear();
                self.feedback = None;
                self.hints.clear();
                self.solution = None;
                self.recorded = false;
                self.tried = false;
            }
        });
    }
}
