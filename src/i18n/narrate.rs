//! A move told in words a child knows (issue #41): "The lion jumps over the river", "White
//! plays next to your stone". The shown sentence may end with the square (older children);
//! its `.spoken` form never has one, and young children see that form too.

use super::Message;
use super::jungle::animal;
use super::renju::{point_name, stone_name};
use crate::rules::jungle::{Move, Position, Side, Square};
use crate::rules::renju::{Board, Direction, Point, Stone};

/// The other side's move `mv` from `before` (the position it was played in), told to the
/// child who plays against it: what it caught, where it went (river, trap, den), or which way
/// it stepped.
pub fn jungle_move(before: &Position, mv: Move) -> Message {
    let Some(piece) = before.piece_at(mv.from) else {
        return Message::new("said-jungle-step")
            .message("animal", Message::new("said-someone"))
            .text("way", "forward")
            .text("to", mv.to.to_string());
    };
    let mover = piece.side;
    let with = |id: &str| {
        Message::new(id)
            .message("animal", animal(piece.animal))
            .text("to", mv.to.to_string())
    };
    if let Some(victim) = before.piece_at(mv.to).filter(|p| p.side != mover) {
        return with("said-jungle-capture").message("victim", animal(victim.animal));
    }
    let across = mv.from.file().abs_diff(mv.to.file()) + mv.from.rank().abs_diff(mv.to.rank());
    if across > 1 {
        return with("said-jungle-jump");
    }
    if mv.to.den_of() == Some(mover.opponent()) {
        return with("said-jungle-den");
    }
    if mv.to.is_trap_of(mover.opponent()) {
        return with("said-jungle-your-trap");
    }
    match (mv.from.is_water(), mv.to.is_water()) {
        (false, true) => return with("said-jungle-swim-in"),
        (true, true) => return with("said-jungle-swim"),
        (true, false) => return with("said-jungle-swim-out"),
        (false, false) => {}
    }
    if mv.to.is_trap_of(mover) {
        return with("said-jungle-own-trap");
    }
    with("said-jungle-step").text("way", way(mover, mv.from, mv.to))
}

/// The computer's answer to a move that was taken back (a puzzle's refutation): "If you play
/// that: the rat walks into your den!".
pub fn if_played(told: Message) -> Message {
    Message::new("said-if-played").message("told", told)
}

/// Which way a one-square step goes, seen from the mover's side: forward is toward the other
/// den.
fn way(mover: Side, from: Square, to: Square) -> &'static str {
    let ahead = Square::den(mover.opponent()).rank() > Square::den(mover).rank();
    if to.rank() != from.rank() {
        if (to.rank() > from.rank()) == ahead {
            "forward"
        } else {
            "back"
        }
    } else if (to.file() > from.file()) == ahead {
        // Facing the other den: Red (moving up the board) has the h-side on its right.
        "right"
    } else {
        "left"
    }
}

/// The stone `stone` put on `point` in `before`, told to the child who plays the other colour:
/// five in a row, blocking the child's line, next to the child's stone or its own, or where
/// on the board.
pub fn renju_stone(before: &Board, point: Point, stone: Stone) -> Message {
    let with = |id: &str| {
        Message::new(id)
            .message("colour", stone_name(stone))
            .text("point", point_name(point))
    };
    let longest = Direction::ALL
        .iter()
        .map(|d| before.run_through(point, *d, stone))
        .max()
        .unwrap_or(0);
    if longest >= 5 {
        return with("said-renju-five");
    }
    // The child's stones in a row on either side of the point: a line it blocks.
    let child = stone.opponent();
    let blocked = Direction::ALL
        .iter()
        .map(|d| {
            let count = |sign: i32| {
                (1..5)
                    .map_while(|n| point.step(*d, sign * n))
                    .take_while(|p| before.get(*p) == Some(child))
                    .count()
            };
            count(1) + count(-1)
        })
        .max()
        .unwrap_or(0);
    if blocked >= 2 {
        return with("said-renju-block").number("count", blocked as i64);
    }
    if longest >= 3 {
        return with("said-renju-line").number("count", longest as i64);
    }
    let neighbours = |colour: Stone| {
        Direction::ALL.iter().any(|d| {
            [1, -1]
                .iter()
                .any(|sign| point.step(*d, *sign).and_then(|p| before.get(p)) == Some(colour))
        })
    };
    if neighbours(child) {
        return with("said-renju-next-to-yours");
    }
    if neighbours(stone) {
        return with("said-renju-next-to-own");
    }
    with("said-renju-place").text("where", region(point))
}

/// Which part of the board a point is in, as a child says it.
fn region(point: Point) -> &'static str {
    let third = |n: usize| match n {
        0..=4 => 0,
        5..=9 => 1,
        _ => 2,
    };
    // Row 1 is at the bottom of the board as drawn.
    match (third(point.row()), third(point.column())) {
        (1, 1) => "middle",
        (2, 0) => "top-left",
        (2, 1) => "top",
        (2, 2) => "top-right",
        (1, 0) => "left",
        (1, 2) => "right",
        (0, 0) => "bottom-left",
        (0, 1) => "bottom",
        _ => "bottom-right",
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::rules::jungle::Animal;

    #[test]
    fn a_step_forward_is_told_by_name_and_way() {
        let start = Position::start();
        let lion = start.square_of(Side::Red, Animal::Lion).unwrap();
        let step = Move {
            from: lion,
            to: lion.offset(0, 1).unwrap(),
        };
        let told = jungle_move(&start, step);
        assert_eq!(told.id, "said-jungle-step");
        assert!(told.args.iter().any(|(name, _)| name == "way"));
    }

    #[test]
    fn a_stone_beside_the_childs_is_told_so() {
        let board = Board::from_stones(&[Point::new(7, 7).unwrap()], &[]).unwrap();
        let told = renju_stone(&board, Point::new(8, 7).unwrap(), Stone::White);
        assert_eq!(told.id, "said-renju-next-to-yours");
        let two = Board::from_stones(&[Point::new(7, 7).unwrap(), Point::new(8, 7).unwrap()], &[])
            .unwrap();
        let told = renju_stone(&two, Point::new(9, 7).unwrap(), Stone::White);
        assert_eq!(told.id, "said-renju-block");
    }
}
