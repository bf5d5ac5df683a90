//! What the tutor shows on an open puzzle's board, not only in words: the piece or point a
//! first hint points at (a mark), the move a last hint gives (an arrow, a ghost stone), and a
//! solution's whole line (numbered arrows or numbered ghost stones), and a wrong try: the move
//! that was refused or taken back, and the computer's answer that shows why (numbered, in the
//! "wrong" colour). A move by the learner clears what was shown (it no longer fits the board);
//! trying again clears it too.

use super::super::board::{BoardArrow, GhostStone};
use crate::rules::jungle::{Move, Square};
use crate::rules::renju::{Point, Stone};
use crate::solve::feedback::Hint;
use crate::solve::feedback::PieceAt;

/// Shown on the board for one puzzle, for a game's point and move types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnBoard<P, M> {
    /// Where the first hint says to look.
    pub look_at: Option<P>,
    /// The move the last hint gives.
    pub hint_move: Option<M>,
    /// The solution's line, learner's moves and replies in turn.
    pub line: Vec<M>,
    /// A wrong try (taken back): the learner's move, then the computer's answer to it if any.
    pub wrong: Vec<M>,
}

impl<P, M> Default for OnBoard<P, M> {
    fn default() -> Self {
        OnBoard {
            look_at: None,
            hint_move: None,
            line: Vec::new(),
            wrong: Vec::new(),
        }
    }
}

impl<P: Clone, M: Copy> OnBoard<P, M> {
    /// Shows a wrong try: `mv` (refused, or taken back) and the computer's `answer` to it.
    pub fn wrong_try(&mut self, mv: M, answer: Option<M>) {
        self.wrong = std::iter::once(mv).chain(answer).collect();
    }

    /// Whether a wrong try is what the board shows (drawn in the "wrong" colour).
    pub fn shows_wrong(&self) -> bool {
        self.line.is_empty() && !self.wrong.is_empty()
    }

    /// Shows what a hint gives (the idea rung has nothing to point at); a wrong try shown
    /// before goes.
    pub fn hint(&mut self, hint: &Hint<P, M>) {
        self.wrong.clear();
        match hint {
            Hint::Piece { at } => self.look_at = Some(at.clone()),
            Hint::Move { mv } => self.hint_move = Some(*mv),
            Hint::Idea { .. } => {}
        }
    }

    /// Shows a solution's line.
    pub fn solution(&mut self, line: &[M]) {
        self.line = line.to_vec();
    }

    /// Forgets everything shown (the learner moved or tried again).
    pub fn clear(&mut self) {
        *self = OnBoard::default();
    }

    /// The marked points (the first hint's).
    pub fn marks(&self) -> Vec<P> {
        self.look_at.iter().cloned().collect()
    }
}

impl OnBoard<PieceAt, Move> {
    /// The marked squares (the first hint's piece).
    pub fn marked_squares(&self) -> Vec<Square> {
        self.look_at.iter().map(|at| at.square).collect()
    }

    /// Arrows: the solution's line numbered, else a wrong try (numbered when the computer's
    /// answer follows), else the hint's move.
    pub fn arrows(&self) -> Vec<BoardArrow> {
        if self.shows_wrong() {
            let numbered = self.wrong.len() > 1;
            return (1u32..)
                .zip(&self.wrong)
                .map(|(number, mv)| BoardArrow {
                    from: mv.from,
                    to: mv.to,
                    number: numbered.then_some(number),
                })
                .collect();
        }
        if !self.line.is_empty() {
            return (1u32..)
                .zip(&self.line)
                .map(|(number, mv)| BoardArrow {
                    from: mv.from,
                    to: mv.to,
                    number: Some(number),
                })
                .collect();
        }
        self.hint_move
            .iter()
            .map(|mv| BoardArrow {
                from: mv.from,
                to: mv.to,
                number: None,
            })
            .collect()
    }
}

impl OnBoard<Point, Point> {
    /// Ghost stones: the solution's line numbered (the learner's `stone` first, then in turn),
    /// else the hint's point in the learner's colour.
    pub fn ghosts(&self, learner: Stone) -> Vec<GhostStone> {
        let shown = if self.shows_wrong() {
            &self.wrong
        } else {
            &self.line
        };
        if !shown.is_empty() {
            let mut stone = learner;
            return (1u32..)
                .zip(shown)
                .map(|(number, &point)| {
                    let ghost = GhostStone {
                        point,
                        stone,
                        number: (shown.len() > 1).then_some(number),
                    };
                    stone = stone.opponent();
                    ghost
                })
                .collect();
        }
        self.hint_move
            .iter()
            .map(|&point| GhostStone {
                point,
                stone: learner,
                number: None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        name.parse().expect("a square")
    }

    #[test]
    fn a_hint_marks_then_draws_its_move_and_a_solution_numbers_its_line() {
        let mut shown = OnBoard::<PieceAt, Move>::default();
        shown.hint(&Hint::Piece {
            at: PieceAt {
                square: square("b3"),
                animal: crate::rules::jungle::Animal::Tiger,
            },
        });
        assert_eq!(shown.marked_squares(), [square("b3")]);
        assert!(shown.arrows().is_empty());
        shown.hint(&Hint::Move {
            mv: Move::new(square("b3"), square("b7")),
        });
        assert_eq!(
            shown.arrows(),
            [BoardArrow {
                from: square("b3"),
                to: square("b7"),
                number: None
            }]
        );
        let line = [
            Move::new(square("b3"), square("b7")),
            Move::new(square("a9"), square("a8")),
        ];
        shown.solution(&line);
        let numbers: Vec<_> = shown.arrows().iter().map(|a| a.number).collect();
        assert_eq!(numbers, [Some(1), Some(2)]);
        shown.clear();
        assert!(shown.arrows().is_empty() && shown.marked_squares().is_empty());
    }

    #[test]
    fn a_wrong_try_and_the_computers_answer_are_numbered_until_a_hint() {
        let mut shown = OnBoard::<PieceAt, Move>::default();
        shown.wrong_try(
            Move::new(square("f9"), square("f8")),
            Some(Move::new(square("g9"), square("g8"))),
        );
        assert!(shown.shows_wrong());
        let drawn: Vec<_> = shown.arrows().iter().map(|a| (a.from, a.number)).collect();
        assert_eq!(drawn, [(square("f9"), Some(1)), (square("g9"), Some(2))]);
        shown.wrong_try(Move::new(square("f9"), square("e9")), None);
        assert_eq!(
            shown.arrows()[0].number,
            None,
            "one refused move: no number"
        );
        shown.hint(&Hint::Move {
            mv: Move::new(square("b3"), square("b7")),
        });
        assert!(!shown.shows_wrong());
        assert_eq!(shown.arrows()[0].from, square("b3"));
    }

    #[test]
    fn a_renju_line_alternates_colours_from_the_learners() {
        let mut shown = OnBoard::<Point, Point>::default();
        let line: Vec<Point> = ["h8", "h9", "j8"]
            .iter()
            .map(|p| p.parse().expect("a point"))
            .collect();
        shown.solution(&line);
        let stones: Vec<_> = shown.ghosts(Stone::White).iter().map(|g| g.stone).collect();
        assert_eq!(stones, [Stone::White, Stone::Black, Stone::White]);
    }
}
