//! Theme tags read from the engine's own view of a winning line (the same tags the app's theme
//! filter knows: `engines/src/solve/feedback.rs`), and the main theme that names a puzzle.

use super::ideas::{blocked_jump_use, blocked_jumpers};
use crate::rules::jungle::{Animal, Move, Position, RuleOptions, Square};

/// The Jungle themes a generator may be asked for (`--theme`).
pub const JUNGLE_THEMES: [&str; 10] = [
    "den",
    "trap",
    "river-jump",
    "rat-blocks-jump",
    "no-legal-move",
    "capture-all",
    "rat-vs-elephant",
    "capture",
    "swim",
    "guard-den",
];

/// The Renju themes a generator may be asked for (`--theme`).
/// `win-in-3`: a 三手胜, a win in exactly three own moves (the five included) whose first move
/// is no four. `five`, `block-four` and `block-three`: first steps for the youngest under
/// freestyle rules (make five; block the four; block the open three), as in the first Renju
/// lessons.
pub const RENJU_THEMES: [&str; 9] = [
    "vcf",
    "vct",
    "four-three",
    "forbidden-trap",
    "defend",
    "win-in-3",
    "five",
    "block-four",
    "block-three",
];

/// The Jungle themes a `win-in` line shows by itself, in its moves or in how it ends: a puzzle
/// that claims one of them must have a solution line that shows it (`check`). A rat blocking a
/// jump is one of them: it counts only when the line moves a blocked lion or tiger, or the
/// mover's rat in the river ([`blocked_jump_use`]). The others are about the start position (a
/// decoy into a trap) or a defence.
pub const JUNGLE_LINE_THEMES: [&str; 8] = [
    "river-jump",
    "rat-blocks-jump",
    "capture",
    "rat-vs-elephant",
    "swim",
    "den",
    "capture-all",
    "no-legal-move",
];

/// The order in which a Jungle puzzle's themes name it (the rarest idea first).
const JUNGLE_MAIN: [&str; 9] = [
    "guard-den",
    "rat-blocks-jump",
    "river-jump",
    "trap",
    "no-legal-move",
    "rat-vs-elephant",
    "capture-all",
    "den",
    "capture",
];

/// The theme that names a Jungle puzzle (its title and middle hint).
pub fn jungle_main(themes: &[&'static str]) -> &'static str {
    JUNGLE_MAIN
        .iter()
        .copied()
        .find(|t| themes.contains(t))
        .unwrap_or("capture")
}

/// Whether a move is a river jump (more than one square).
pub fn is_jump(mv: Move) -> bool {
    mv.from.file().abs_diff(mv.to.file()) + mv.from.rank().abs_diff(mv.to.rank()) > 1
}

fn add(themes: &mut Vec<&'static str>, theme: &'static str) {
    if !themes.contains(&theme) {
        themes.push(theme);
    }
}

/// The themes of a Jungle `win-in` line played by the side to move of `start`: captures (in a
/// trap, of the elephant by the rat), river jumps, swims, how it ends (den, capture-all,
/// no-legal-move), a rat blocking a jump the line works round (a blocked lion or tiger moves, or
/// the mover's rat clears the river: [`blocked_jump_use`]), and a decoy into a trap.
pub fn jungle_line_themes(
    start: &Position,
    line: &[Move],
    winning: &[Move],
    options: &RuleOptions,
) -> Vec<&'static str> {
    let attacker = start.side_to_move();
    let mut themes = Vec::new();
    let mut position = *start;
    for (index, &mv) in line.iter().enumerate() {
        let mover = position.piece_at(mv.from);
        let captured = position.captured_by(mv);
        if index % 2 == 0 {
            if is_jump(mv) {
                add(&mut themes, "river-jump");
            }
            if let (Some(m), Some(c)) = (mover, captured) {
                if m.animal == Animal::Rat && c.animal == Animal::Elephant {
                    add(&mut themes, "rat-vs-elephant");
                } else if c.animal.strength(options) > m.animal.strength(options) {
                    // Only a trap lets a weaker animal eat a stronger one.
                    add(&mut themes, "trap");
                }
                add(&mut themes, "capture");
            }
            // Into, through or out of the river.
            if mover.is_some_and(|m| m.animal == Animal::Rat)
                && (mv.to.is_water() || mv.from.is_water())
            {
                add(&mut themes, "swim");
            }
        }
        position = position.play_unchecked(mv);
    }
    if position
        .occupied_by(attacker)
        .contains(Square::den(attacker.opponent()))
    {
        add(&mut themes, "den");
    } else if position.occupied_by(attacker.opponent()).is_empty() {
        add(&mut themes, "capture-all");
    } else if !position.has_legal_move(options) {
        add(&mut themes, "no-legal-move");
    }
    if trap_decoy(start, options, winning) {
        add(&mut themes, "trap");
    }
    if blocked_jump_use(start, line, options).is_some() {
        add(&mut themes, "rat-blocks-jump");
    }
    themes
}

/// Whether a tempting first move steps into an enemy trap where a weaker defender eats it.
fn trap_decoy(position: &Position, options: &RuleOptions, winning: &[Move]) -> bool {
    let defender = position.side_to_move().opponent();
    position.legal_moves(options).iter().any(|&mv| {
        if winning.contains(&mv) || !mv.to.is_trap_of(defender) {
            return false;
        }
        let Some(mover) = position.piece_at(mv.from) else {
            return false;
        };
        let after = position.play_unchecked(mv);
        after.legal_moves(options).iter().any(|reply| {
            reply.to == mv.to
                && after.piece_at(reply.from).is_some_and(|d| {
                    d.animal.strength(options) < mover.animal.strength(options)
                        && d.animal != Animal::Rat
                })
        })
    })
}

/// Whether one of the mover's lions or tigers has a river jump a rat blocks right now (the
/// start of the `rat-blocks-jump` idea; the line must also use it, see [`blocked_jump_use`]).
pub fn blocked_jump(position: &Position, options: &RuleOptions) -> bool {
    !blocked_jumpers(position, options).is_empty()
}
