//! The hints of [`StepInput`] on the board: the engine's rungs (a ring on the square to look
//! at, the move's arrow, the point), the places an author's rung names, and the "look here"
//! tint for an author's rung that names none.

use super::StepInput;
use crate::app::board::BoardArrow;
use crate::rules::jungle::Square;
use crate::rules::renju::Point;
use crate::tutor::look_here::LookHere;

impl StepInput {
    /// Draws the hints given so far on the board: a ring on the square to look at, an arrow
    /// for the move, a ring on the point — the engine's, and the places an author's rung
    /// names in notation; an author's rung that names none tints `look_here`, the part of
    /// the board that holds the answer.
    pub fn show_hints(
        &mut self,
        hints: &[crate::tutor::lesson::Hint],
        look_here: Option<LookHere>,
    ) {
        use crate::tutor::lesson::{EngineHint, Hint};
        self.hint_squares.clear();
        self.hint_arrows.clear();
        self.hint_points.clear();
        self.hint_area = None;
        for hint in hints {
            let marks_before = self.hint_mark_count();
            let tinted_before = self.hint_area.is_some();
            match hint {
                Hint::Engine(EngineHint::MoveFrom { square }) => self.hint_squares.push(*square),
                Hint::Engine(EngineHint::PlayMove { mv }) => self.arrow(mv.from, mv.to),
                Hint::Engine(EngineHint::PlayPoint { point }) => self.hint_points.push(*point),
                // The notation is the same in every language's text.
                Hint::Authored(text) => {
                    let named = self.mark_named(text.get(crate::i18n::Locale::En));
                    if !named {
                        self.hint_area = self.hint_area.take().or_else(|| look_here.clone());
                    }
                }
                _ => {}
            }
            // A later rung that draws the place itself (a ring, the move, the point): the tint
            // has said what it had to, and the board shows the more exact mark alone.
            if tinted_before && self.hint_mark_count() > marks_before {
                self.hint_area = None;
            }
        }
    }

    /// How many marks the hints have drawn (rings, arrows, points).
    fn hint_mark_count(&self) -> usize {
        self.hint_squares.len() + self.hint_arrows.len() + self.hint_points.len()
    }

    /// Marks the places an author's hint names: a move (an animal's square, then another) as
    /// an arrow, other squares ringed; on a Renju board, the points ringed. Whether it named
    /// any.
    fn mark_named(&mut self, text: &str) -> bool {
        let named = super::super::hint_marks::named_places(text);
        if let Some(position) = &self.position {
            let squares: Vec<Square> = named.iter().filter_map(|w| Square::parse(w).ok()).collect();
            let any = !squares.is_empty();
            match squares[..] {
                [from, to] if position.piece_at(from).is_some() => self.arrow(from, to),
                _ => self.hint_squares.extend(squares),
            }
            any
        } else if self.board.is_some() {
            let before = self.hint_points.len();
            let points = named.iter().filter_map(|w| w.parse::<Point>().ok());
            self.hint_points.extend(points);
            self.hint_points.len() > before
        } else {
            false
        }
    }

    /// A hint's arrow, once (an author's rung and the engine's may name the same move).
    fn arrow(&mut self, from: Square, to: Square) {
        if !self
            .hint_arrows
            .iter()
            .any(|a| (a.from, a.to) == (from, to))
        {
            self.hint_arrows.push(BoardArrow {
                from,
                to,
                number: None,
            });
        }
    }
}
