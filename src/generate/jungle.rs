//! Jungle puzzle candidates: positions that look like real endgames (each side has at most one
//! of each animal, the material is close), kept when the solver finds a forced win (`win-in`)
//! or a forced defence (`defend`) of exactly the asked length with one or few right first
//! moves, every search within a node budget.

use super::symmetry::jungle_key;
use super::write::{Draft, DraftPosition};
use crate::content::idea_words::{defence_hint, defence_title, jump_hint, jump_title};
use crate::i18n::Message;
use crate::i18n::jungle::animal as animal_name;
use crate::rules::jungle::{Animal, Move, Piece, Position, RuleOptions, Setup, Side, Square};
use crate::solve::bounded::{Budget, Verdict};
use crate::solve::ideas::{blocked_jump_use, jungle_defence_idea};
use crate::solve::jungle::solve;
use crate::solve::jungle_defence::{DefenceVerdict, Defences, defending_moves};
use crate::solve::seeded::SeededRandom;
use crate::solve::themes::{jungle_line_themes, jungle_main};

/// Positions one candidate's search may visit (kept small so `check` proves it quickly).
pub const SEARCH_NODES: u64 = 300_000;

/// What kind of puzzle to look for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JungleKind {
    /// The side to move (Red unless asked otherwise) wins within the moves.
    WinIn,
    /// The side to move (Blue unless asked otherwise) stops the other's threat.
    Defend,
}

/// The rules every generated Jungle puzzle uses (the files say `preset = "classroom"`).
pub fn rules() -> RuleOptions {
    RuleOptions::preset("classroom").unwrap_or_default()
}

/// A random position with `to_move` to play: Red attacks Blue's den (top), each side has one to
/// four different animals, and neither side has more than one animal or 8 strength points more.
fn random_position(rng: &mut SeededRandom, moves: u32, to_move: Side) -> Option<Position> {
    let mut setup = Setup {
        board: [None; Square::COUNT],
        side_to_move: to_move,
    };
    let attackers = 1 + rng.below(if moves <= 1 { 2 } else { 3 });
    let defenders = (attackers + rng.below(2))
        .saturating_sub(rng.below(2))
        .max(1);
    // Attackers start further away for longer puzzles.
    let lowest = 8u64.saturating_sub(u64::from(moves) * 2 + 1).max(1);
    let mut strength = [0u64; 2];
    for (side, count) in [(Side::Red, attackers), (Side::Blue, defenders)] {
        let mut used = [false; 8];
        for _ in 0..count {
            let index = rng.index(8);
            if used[index] {
                continue;
            }
            used[index] = true;
            let animal = Animal::ALL[index];
            let rank = match side {
                Side::Red => lowest + rng.below(9 - lowest),
                Side::Blue => 3 + rng.below(6),
            };
            let square = Square::from_coords(rng.below(7) as u8, rank as u8)?;
            if setup.board[square.index()].is_none() {
                setup.board[square.index()] = Some(Piece::new(side, animal));
                strength[side.index()] += index as u64 + 1;
            }
        }
    }
    if strength[0].abs_diff(strength[1]) > 8 {
        return None;
    }
    let position = setup.validate().ok()?;
    (!position.is_finished()).then_some(position)
}

/// `position` turned round with the colours exchanged (rank r becomes 8 − r, Red becomes
/// Blue): the same puzzle for the other side, since the board, its dens, traps and rivers are
/// the same seen from either end.
pub fn turned_round(position: &Position) -> Option<Position> {
    let mut setup = Setup {
        board: [None; Square::COUNT],
        side_to_move: position.side_to_move().opponent(),
    };
    for (square, piece) in position.pieces() {
        let image = Square::from_coords(square.file(), Square::RANKS - 1 - square.rank())?;
        setup.board[image.index()] = Some(Piece::new(piece.side.opponent(), piece.animal));
    }
    setup.validate().ok()
}

/// A random position as [`random_position`] draws it (Red attacking), turned round when
/// `to_move` is not the side it was drawn for.
fn random_for(
    rng: &mut SeededRandom,
    moves: u32,
    drawn_for: Side,
    to_move: Side,
) -> Option<Position> {
    let position = random_position(rng, moves, drawn_for)?;
    if to_move == drawn_for {
        Some(position)
    } else {
        turned_round(&position)
    }
}

fn budget() -> Budget {
    Budget {
        max_nodes: SEARCH_NODES,
        cancel: None,
    }
}

/// The moves' words joined by `separator` (", " for a choice, " " for a line).
fn joined(moves: &[Move], separator: &str) -> String {
    moves
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(separator)
}

/// The idea's title with the animal that moves first ("Over the river: the lion").
fn titled(position: &Position, first: Move, idea: Message) -> Message {
    let animal = position
        .piece_at(first.from)
        .map_or(Animal::Rat, |p| p.animal);
    Message::new("generate-title-with-animal")
        .message("title", idea)
        .message("animal", animal_name(animal))
}

/// The hint ladder: the piece, the idea (`idea_hint`, a message id), the move.
fn hints(position: &Position, first: Move, idea_hint: String) -> Vec<Message> {
    let animal = position
        .piece_at(first.from)
        .map_or(Animal::Rat, |p| p.animal);
    vec![
        Message::new("generate-hint-look-piece")
            .message("animal", animal_name(animal))
            .text("square", first.from.to_string()),
        Message::new(idea_hint),
        Message::new("generate-hint-move-piece")
            .message("animal", animal_name(animal))
            .text("from", first.from.to_string())
            .text("to", first.to.to_string()),
    ]
}

/// A puzzle's theme tags (the main one first), title and hints, all read from what its proven
/// line or defence does.
#[derive(Debug, Clone, PartialEq)]
pub struct Words {
    /// Theme tags, the main one first.
    pub themes: Vec<&'static str>,
    /// The message id of the idea's title (its variants differ only in words).
    pub idea_title: String,
    /// The title (the idea and the animal that moves first, or the area of the first stone).
    pub title: Message,
    /// The hint ladder.
    pub hints: Vec<Message>,
}

/// The words of a `win-in` puzzle from its winning `line` and every winning first move
/// (`winning`). A rat blocking a jump names the puzzle only as the line uses it: the title and
/// the idea hint say whether the blocked lion or tiger jumps, goes round, or the rat clears
/// the river ([`blocked_jump_use`]). `variant`: which of the idea's three titles (0–2).
pub fn win_in_words(
    position: &Position,
    line: &[Move],
    winning: &[Move],
    options: &RuleOptions,
    variant: i64,
) -> Option<Words> {
    let found = jungle_line_themes(position, line, winning, options);
    let main = jungle_main(&found);
    let mut themes = vec![main];
    themes.extend(found.iter().copied().filter(|t| *t != main));
    let first = *line.first()?;
    let (title, hint) = match (main, blocked_jump_use(position, line, options)) {
        ("rat-blocks-jump", Some(way)) => (jump_title(way), jump_hint(way)),
        _ => (
            format!("generate-title-{main}"),
            format!("generate-hint-jungle-{main}"),
        ),
    };
    Some(Words {
        themes,
        title: titled(
            position,
            first,
            Message::new(title.clone()).number("variant", variant),
        ),
        idea_title: title,
        hints: hints(position, first, hint),
    })
}

/// The words of a `defend` puzzle whose author's move is `first`: the tags say what `first`
/// does; the title and idea hint recommend only a kind of move that holds (eating only when a
/// capture holds, standing in the way only when a move that eats nothing does). None when no
/// move holds.
pub fn defend_words(
    position: &Position,
    defences: &Defences,
    first: Move,
    options: &RuleOptions,
    variant: i64,
) -> Option<Words> {
    let idea = jungle_defence_idea(position, defences)?;
    let mut themes = vec!["guard-den"];
    if let Some(captured) = position.captured_by(first) {
        let mover = position.piece_at(first.from);
        if first.to.is_trap_of(position.side_to_move())
            && mover.is_some_and(|m| m.animal.strength(options) < captured.animal.strength(options))
        {
            themes.push("trap");
        }
        themes.push("capture");
    }
    Some(Words {
        themes,
        idea_title: defence_title(idea),
        title: titled(
            position,
            first,
            Message::new(defence_title(idea)).number("variant", variant),
        ),
        hints: hints(position, first, defence_hint(idea)),
    })
}

/// 1–5 from the length, how many replies the defender has along the line, and how many first
/// moves the attacker could try compared with how many are right.
fn difficulty(moves: u32, replies: usize, legal: usize, right: usize) -> u8 {
    let mut level = moves;
    if replies >= 10 {
        level += 1;
    }
    if right == 1 && legal >= 12 {
        level += 1;
    }
    level.clamp(1, 5) as u8
}

/// How many legal replies the defender had at each of its turns along `line`.
fn defender_replies(start: &Position, line: &[Move], options: &RuleOptions) -> usize {
    let mut position = *start;
    let mut replies = 0;
    for (index, &mv) in line.iter().enumerate() {
        if index % 2 == 1 {
            replies += position.legal_moves(options).len();
        }
        position = position.play_unchecked(mv);
    }
    replies
}

/// One candidate from one random position, or None (the usual case). `to_move`: the side
/// the learner plays (None: Red wins, Blue defends).
pub fn candidate(
    rng: &mut SeededRandom,
    kind: JungleKind,
    moves: u32,
    max_right: usize,
    theme: Option<&str>,
    to_move: Option<Side>,
) -> Option<Draft> {
    match kind {
        JungleKind::WinIn => win_in(rng, moves, max_right, theme, to_move.unwrap_or(Side::Red)),
        JungleKind::Defend => defend(rng, moves, max_right, to_move.unwrap_or(Side::Blue)),
    }
}

fn win_in(
    rng: &mut SeededRandom,
    moves: u32,
    max_right: usize,
    theme: Option<&str>,
    attacker: Side,
) -> Option<Draft> {
    let options = rules();
    let position = random_for(rng, moves, Side::Red, attacker)?;
    let legal = position.legal_moves(&options).len();
    if legal < 4 {
        return None;
    }
    let plies = 2 * moves - 1;
    if plies > 1 {
        let quick = solve(&position, &options, plies - 2, budget());
        if quick.verdict != Verdict::NoWinWithin {
            return None;
        }
    }
    let solution = solve(&position, &options, plies, budget());
    if solution.verdict != (Verdict::Win { plies })
        || solution.winning_moves.is_empty()
        || solution.winning_moves.len() > max_right
        || solution.line.len() != plies as usize
    {
        return None;
    }
    let found = jungle_line_themes(&position, &solution.line, &solution.winning_moves, &options);
    // A plain walk to the den teaches little.
    let plain = found.iter().all(|t| matches!(*t, "den" | "swim"));
    if plain {
        return None;
    }
    if theme.is_some_and(|t| !found.contains(&t)) {
        return None;
    }
    let words = win_in_words(
        &position,
        &solution.line,
        &solution.winning_moves,
        &options,
        rng.below(3) as i64,
    )?;
    let replies = defender_replies(&position, &solution.line, &options);
    Some(Draft {
        position: DraftPosition::Jungle {
            fen: position.to_fen(),
        },
        goal: "win-in",
        moves: Some(moves),
        solution: solution.line.iter().map(ToString::to_string).collect(),
        themes: words.themes,
        difficulty: difficulty(moves, replies, legal, solution.winning_moves.len()),
        title: words.title,
        comment: Message::new("generate-comment-line")
            .text("moves", joined(&solution.winning_moves, ", "))
            .text("line", joined(&solution.line, " ")),
        hints: words.hints,
        right: solution
            .winning_moves
            .iter()
            .map(ToString::to_string)
            .collect(),
        key: jungle_key(&position),
    })
}

fn defend(rng: &mut SeededRandom, moves: u32, max_right: usize, defender: Side) -> Option<Draft> {
    let options = rules();
    let position = random_for(rng, moves, Side::Blue, defender)?;
    let plies = 2 * moves - 1;
    let defences = defending_moves(&position, &options, plies, budget());
    let right = defences.right_moves();
    if defences.threat != Some(true)
        || defences.any_undecided()
        || right.is_empty()
        || right.len() > max_right
        || defences.moves.len() < 4
    {
        return None;
    }
    if moves > 1 {
        let short = defending_moves(&position, &options, plies - 2, budget());
        if short.threat != Some(false) {
            return None;
        }
    }
    // Blue must have no quick win of its own: defending comes second to winning.
    let own = solve(&position, &options, plies, budget());
    if own.verdict != Verdict::NoWinWithin {
        return None;
    }
    let (wrong, reply) = defences.moves.iter().find_map(|m| match m.verdict {
        DefenceVerdict::Fails { reply } => Some((m.mv, reply)),
        _ => None,
    })?;
    let first = right[0];
    let words = defend_words(&position, &defences, first, &options, rng.below(3) as i64)?;
    let replies = defences.moves.len();
    Some(Draft {
        position: DraftPosition::Jungle {
            fen: position.to_fen(),
        },
        goal: "defend",
        moves: Some(moves),
        solution: vec![first.to_string()],
        themes: words.themes,
        difficulty: difficulty(moves, replies, replies, right.len()),
        title: words.title,
        comment: Message::new("generate-comment-defence")
            .message("side", crate::i18n::jungle::side(defender.opponent()))
            .text("moves", joined(&right, ", "))
            .text("wrong", wrong.to_string())
            .text("reply", reply.to_string()),
        hints: words.hints,
        right: right.iter().map(ToString::to_string).collect(),
        key: jungle_key(&position),
    })
}

/// The eater and the eaten animal of a one-move "eat the last animal" (`capture-all`) draft;
/// None for any other draft.
pub fn capture_pair(draft: &Draft) -> Option<(Animal, Animal)> {
    let DraftPosition::Jungle { fen } = &draft.position else {
        return None;
    };
    if draft.moves != Some(1) || !draft.themes.contains(&"capture-all") {
        return None;
    }
    let position = Position::from_fen(fen).ok()?;
    let first: Move = draft.solution.first()?.parse().ok()?;
    let eater = position.piece_at(first.from)?.animal;
    let eaten = position.piece_at(first.to)?.animal;
    Some((eater, eaten))
}
