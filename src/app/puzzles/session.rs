//! One puzzle being solved: the learner's moves on the board, the feedback and the computer's
//! reply, the hint ladder (the puzzle's own hint text for a rung and the engine's hint), the
//! solution, retry, and the attempt recorded when it ends.

use super::super::lessons::grid::{GridLook, jungle_grid};
use super::super::{Action, Palette, View};
use crate::content::Puzzle;
use crate::content::words::Game as ContentGame;
use crate::i18n::Message;
use crate::i18n::solve::{jungle_feedback, jungle_hint, score as score_message, solution};
use crate::rules::jungle::{Move, Refusal, Square};
use crate::solve::bounded::Budget;
use crate::solve::feedback::Feedback;
use crate::tutor::puzzle_session::{JungleSession, jungle_session};
use std::collections::BTreeSet;

/// How many positions the solver may look at for one answer (keeps each answer quick).
const NODES_PER_ANSWER: u64 = 5_000_000;

/// The session behind the screen, when the puzzle's game has one.
enum Engine {
    /// A Jungle puzzle.
    Jungle(Box<JungleSession>),
    /// A game whose puzzle sessions are not in the app yet, or a puzzle that cannot be read.
    Unavailable(Message),
}

/// An open puzzle.
pub struct PuzzleScreenSession {
    puzzle: Puzzle,
    engine: Engine,
    from: Option<Square>,
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
                match jungle_session(&puzzle, budget) {
                    Ok(session) => Engine::Jungle(Box::new(session)),
                    Err(_) => Engine::Unavailable(Message::new("app-puzzle-unreadable")),
                }
            }
            ContentGame::Renju => Engine::Unavailable(Message::new("app-puzzle-renju-soon")),
        };
        PuzzleScreenSession {
            puzzle,
            engine,
            from: None,
            feedback: None,
            hints: Vec::new(),
            solution: None,
            recorded: false,
            tried: false,
        }
    }

    fn hints_used(&self) -> u32 {
        match &self.engine {
            Engine::Jungle(session) => session.score().hints_used,
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

    /// Draws the puzzle.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        look: GridLook,
        actions: &mut Vec<Action>,
    ) {
        let locale = view.tr.locale();
        ui.heading(self.puzzle.title.get(locale));
        let session = match &mut self.engine {
            Engine::Jungle(session) => session,
            Engine::Unavailable(note) => {
                ui.label(view.tr.render(note));
                return;
            }
        };
        ui.label(view.tr.render(
            &Message::new("app-puzzle-moves-left").number("moves", i64::from(session.moves_left())),
        ));
        let selected: BTreeSet<Square> = self.from.into_iter().collect();
        let position = *session.position();
        if let Some(square) =
            jungle_grid(ui, view, Some(&position), &selected, &BTreeSet::new(), look)
        {
            match self.from.take() {
                Some(from) if from != square => {
                    if self.recorded {
                        // A new attempt after a recorded one.
                        self.recorded = false;
                    }
                    self.tried = true;
                    let feedback = session.play(Move { from, to: square });
                    if matches!(feedback, Feedback::Solved { .. }) && !self.recorded {
                        actions.push(Action::RecordPuzzleAttempt {
                            puzzle: self.puzzle.id.get_ref().clone(),
                            solved: true,
                            hints_used: session.score().hints_used,
                        });
                        self.recorded = true;
                    }
                    self.feedback = Some(feedback);
                }
                Some(_) => {}
                None => self.from = Some(square),
            }
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
                self.feedback = None;
                self.hints.clear();
                self.solution = None;
                self.recorded = false;
                self.tried = false;
            }
        });
    }
}
