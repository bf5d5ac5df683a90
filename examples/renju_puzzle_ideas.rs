//! Names each shipped Renju puzzle by its idea (issue 17): the shape the winning line ends in
//! (double four, four-three, double three, open four, or Black forced onto a forbidden point),
//! where on the board, and for `defend` puzzles the attacker's shape to stop. Prints one
//! tab-separated line per puzzle: `id`, then the title and the second hint in en, zh-CN and
//! zh-TW. Run: `cargo run --example renju_puzzle_ideas -- puzzles`. With `--difficulty` it
//! prints `id`, the stored difficulty, the solver's length and number of right first moves,
//! and the difficulty they give (see [`calibrated`]).

use qi_classroom::content::puzzle::PuzzlePosition;
use qi_classroom::content::words::PuzzleGoal;
use qi_classroom::content::{Library, Puzzle};
use qi_classroom::rules::renju::{
    Board, ForbiddenKind, Point, RenjuOptions, Stone, explain_forbidden_with, move_effects,
};
use qi_classroom::solve::renju::{
    DEFAULT_LIMIT, DEFAULT_VCT_DEPTH, DEFAULT_VCT_NODES, Rules, VcfSolver, VctOutcome, solve_vct,
};
use qi_classroom::solve::renju::{RenjuGoal as SolveGoal, right_moves};
use std::collections::HashMap;
use std::path::PathBuf;

/// The decisive shape of a winning line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Idea {
    DoubleFour,
    FourThree,
    DoubleThree,
    OpenFour,
    Forbidden(ForbiddenKind),
    Five,
}

impl Idea {
    fn words(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Idea::DoubleFour => ("double four", "四四", "四四"),
            Idea::FourThree => ("four-three", "四三", "四三"),
            Idea::DoubleThree => ("double three", "三三", "三三"),
            Idea::OpenFour => ("open four", "活四", "活四"),
            Idea::Five => ("five", "五连", "五連"),
            Idea::Forbidden(ForbiddenKind::DoubleThree) => ("double-three", "三三", "三三"),
            Idea::Forbidden(ForbiddenKind::DoubleFour) => ("double-four", "四四", "四四"),
            Idea::Forbidden(ForbiddenKind::Overline) => ("overline", "长连", "長連"),
        }
    }
}

fn area(point: Point) -> (&'static str, &'static str, &'static str) {
    let (c, r) = (point.column(), point.row());
    match (c < 5, c > 9, r < 5, r > 9) {
        (true, _, true, _) => ("in the lower left", "左下方", "左下方"),
        (true, _, _, true) => ("in the upper left", "左上方", "左上方"),
        (_, true, true, _) => ("in the lower right", "右下方", "右下方"),
        (_, true, _, true) => ("in the upper right", "右上方", "右上方"),
        (true, _, _, _) => ("on the left", "左边", "左邊"),
        (_, true, _, _) => ("on the right", "右边", "右邊"),
        (_, _, true, _) => ("at the bottom", "下方", "下方"),
        (_, _, _, true) => ("at the top", "上方", "上方"),
        _ => ("in the centre", "中间", "中間"),
    }
}

fn colour(stone: Stone) -> (&'static str, &'static str, &'static str) {
    match stone {
        Stone::Black => ("Black", "黑棋", "黑棋"),
        Stone::White => ("White", "白棋", "白棋"),
    }
}

/// The decisive move of `line` (attacker first, ending in five) and its shape.
fn idea_of(
    board: &Board,
    line: &[Point],
    attacker: Stone,
    options: &RenjuOptions,
    trap: bool,
) -> (Point, Idea) {
    let mut boards = vec![board.clone()];
    let mut stone = attacker;
    for point in line {
        let next = boards
            .last()
            .map(|b| b.with(*point, stone))
            .unwrap_or_default();
        boards.push(next);
        stone = stone.opponent();
    }
    if trap {
        // The line ends with White's four whose only block is Black's forbidden point.
        let last = line.len() - 1;
        let point = line[last];
        let effects = move_effects(&boards[last], point, attacker, options);
        for four in &effects.fours {
            for block in &four.completions {
                if let Some(verdict) =
                    explain_forbidden_with(&boards[last + 1], *block, options.three_rule)
                {
                    return (*block, Idea::Forbidden(verdict.kind));
                }
            }
        }
        return (point, Idea::OpenFour);
    }
    if line.len() < 3 {
        return (line[0], Idea::Five);
    }
    let decisive = line.len() - 3;
    let point = line[decisive];
    let effects = move_effects(&boards[decisive], point, attacker, options);
    if effects.fours.len() >= 2 {
        return (point, Idea::DoubleFour);
    }
    if let Some(four) = effects.fours.first() {
        if four.completions.len() == 1 && attacker == Stone::White {
            let after = &boards[decisive + 1];
            if let Some(verdict) =
                explain_forbidden_with(after, four.completions[0], options.three_rule)
            {
                return (point, Idea::Forbidden(verdict.kind));
            }
        }
        if decisive >= 2 {
            let before = line[decisive - 2];
            let earlier = move_effects(&boards[decisive - 2], before, attacker, options);
            if !earlier.fours.is_empty() && !earlier.threes.is_empty() {
                return (before, Idea::FourThree);
            }
            if earlier.threes.len() >= 2 {
                return (before, Idea::DoubleThree);
            }
        }
        return (point, Idea::OpenFour);
    }
    (point, Idea::OpenFour)
}

/// Difficulty from the solver: the attacker's moves to the five set the level (one or two
/// moves 1, three 2, four 3, five 4, six or more 5); a puzzle that four or more first moves
/// solve is one level easier (almost any attacking move works). A defence is as hard as the
/// threat is long, one level harder when only one move stops it.
fn calibrated(length: usize, right_moves: usize, defend: bool) -> u8 {
    if defend {
        let base: u8 = if length <= 2 { 1 } else { 2 };
        return if right_moves == 1 { base + 1 } else { base };
    }
    let base: u8 = match length {
        0..=2 => 1,
        3 => 2,
        4 => 3,
        5 => 4,
        _ => 5,
    };
    if right_moves >= 4 {
        base.saturating_sub(1).max(1)
    } else {
        base
    }
}

/// The attacker's moves to the five and the number of right first moves, from the solver.
fn solver_view(puzzle: &Puzzle) -> Option<(usize, usize)> {
    let PuzzlePosition::Renju { stones, to_move } = &puzzle.position else {
        return None;
    };
    let options = puzzle.rules.renju_options().ok()?;
    let points = |list: &[serde_spanned::Spanned<String>]| -> Vec<Point> {
        list.iter()
            .filter_map(|p| p.get_ref().parse().ok())
            .collect()
    };
    let board = Board::from_stones(&points(&stones.black), &points(&stones.white)).ok()?;
    let side = match stones.side_to_move(to_move.as_ref()) {
        qi_classroom::content::words::Stone::Black => Stone::Black,
        qi_classroom::content::words::Stone::White => Stone::White,
    };
    let rules = Rules {
        rule_set: options.rule_set,
        three_rule: options.three_rule,
    };
    let moves = puzzle
        .moves
        .as_ref()
        .and_then(|m| u8::try_from(*m.get_ref()).ok());
    let goal = match puzzle.goal.get_ref() {
        PuzzleGoal::Vcf => SolveGoal::Vcf,
        PuzzleGoal::Vct => SolveGoal::Vct,
        PuzzleGoal::WinIn => SolveGoal::WinIn,
        PuzzleGoal::Defend => SolveGoal::Defend,
        PuzzleGoal::ForbiddenTrap => SolveGoal::ForbiddenTrap,
    };
    let right = right_moves(&board, side, rules, goal, moves)?.len();
    let length = match puzzle.goal.get_ref() {
        PuzzleGoal::Defend => {
            let threat = VcfSolver::new(rules, side.opponent()).solve(&board, DEFAULT_LIMIT);
            threat.line.len().div_ceil(2)
        }
        PuzzleGoal::Vct | PuzzleGoal::WinIn => usize::from(moves.unwrap_or(DEFAULT_VCT_DEPTH)) + 1,
        _ => puzzle.solution.first()?.len().div_ceil(2),
    };
    Some((length, right))
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let difficulty = args.iter().any(|a| a == "--difficulty");
    args.retain(|a| a != "--difficulty");
    let folder = args
        .first()
        .cloned()
        .unwrap_or_else(|| "puzzles".to_owned());
    let library = Library::load_paths(&[PathBuf::from(folder)]);
    if difficulty {
        for puzzle in &library.puzzles {
            if let Some((length, right)) = solver_view(puzzle) {
                println!(
                    "{}\t{}\t{length}\t{right}\t{}",
                    puzzle.id.get_ref(),
                    puzzle.difficulty,
                    calibrated(length, right, *puzzle.goal.get_ref() == PuzzleGoal::Defend)
                );
            }
        }
        return;
    }
    let mut rows: Vec<(String, [String; 3])> = Vec::new();
    let mut hints: HashMap<String, [String; 3]> = HashMap::new();
    for puzzle in &library.puzzles {
        if let Some((row, hint)) = title(puzzle) {
            rows.push((puzzle.id.get_ref().clone(), row));
            hints.insert(puzzle.id.get_ref().clone(), hint);
        }
    }
    // Two puzzles with the same idea in the same place: say how many moves each takes, and
    // if that is the same too, tell them apart by a letter.
    let rows: Vec<(String, [String; 3])> = rows
        .iter()
        .map(|(id, title)| {
            let twins = rows.iter().filter(|(_, t)| t[0] == title[0]).count();
            let moves = library
                .puzzle(id)
                .and_then(|p| p.moves.as_ref().map(|m| *m.get_ref()));
            match (twins > 1, moves) {
                (true, Some(n)) => (
                    id.clone(),
                    [
                        format!("{}, {n} moves", title[0]),
                        format!("{}（{n}步）", title[1]),
                        format!("{}（{n}步）", title[2]),
                    ],
                ),
                _ => (id.clone(), title.clone()),
            }
        })
        .collect();
    let mut used: HashMap<String, usize> = HashMap::new();
    for (id, title) in &rows {
        let twins = rows.iter().filter(|(_, t)| t[0] == title[0]).count();
        let mut title = title.clone();
        if twins > 1 {
            let n = used.entry(title[0].clone()).or_default();
            *n += 1;
            let letter = char::from(b'A' + u8::try_from(*n - 1).unwrap_or(0));
            title = [
                format!("{} ({letter})", title[0]),
                format!("{}（{letter}）", title[1]),
                format!("{}（{letter}）", title[2]),
            ];
        }
        let hint = &hints[id];
        println!(
            "{id}\t{}\t{}\t{}\t{}\t{}\t{}",
            title[0], title[1], title[2], hint[0], hint[1], hint[2]
        );
    }
}

/// The puzzle's title and its second hint (the idea, without the first move), 3 languages.
fn title(puzzle: &Puzzle) -> Option<([String; 3], [String; 3])> {
    let PuzzlePosition::Renju { stones, to_move } = &puzzle.position else {
        return None;
    };
    let options = puzzle.rules.renju_options().ok()?;
    let points = |list: &[serde_spanned::Spanned<String>]| -> Vec<Point> {
        list.iter()
            .filter_map(|p| p.get_ref().parse().ok())
            .collect()
    };
    let board = Board::from_stones(&points(&stones.black), &points(&stones.white)).ok()?;
    let side = match stones.side_to_move(to_move.as_ref()) {
        qi_classroom::content::words::Stone::Black => Stone::Black,
        qi_classroom::content::words::Stone::White => Stone::White,
    };
    let line: Vec<Point> = puzzle
        .solution
        .first()?
        .iter()
        .filter_map(|p| p.get_ref().parse().ok())
        .collect();
    let rules = Rules {
        rule_set: options.rule_set,
        three_rule: options.three_rule,
    };
    match puzzle.goal.get_ref() {
        PuzzleGoal::Defend => {
            let attacker = side.opponent();
            let threat = VcfSolver::new(rules, attacker).solve(&board, DEFAULT_LIMIT);
            if !threat.win {
                return None;
            }
            let (point, idea) = idea_of(&board, &threat.line, attacker, &options, false);
            let (a_en, a_cn, a_tw) = colour(attacker);
            let (p_en, p_cn, p_tw) = area(point);
            if idea == Idea::OpenFour && threat.line.len() == 3 {
                // The threat is one stone from an open four: the idea is blocking the three.
                return Some((
                    [
                        format!("Block {a_en}'s open three {p_en}"),
                        format!("挡住{a_cn}{p_cn}的活三"),
                        format!("擋住{a_tw}{p_tw}的活三"),
                    ],
                    [
                        format!(
                            "{a_en}'s three {p_en} is one stone from an open four. Block it before it grows."
                        ),
                        format!("{a_cn}{p_cn}的三再下一颗就成活四，趁它还没长大先挡住。"),
                        format!("{a_tw}{p_tw}的三再下一顆就成活四，趁它還沒長大先擋住。"),
                    ],
                ));
            }
            let (w_en, w_cn, w_tw) = idea.words();
            Some((
                [
                    format!("Stop {a_en}'s {w_en} {p_en}"),
                    format!("挡住{a_cn}{p_cn}的{w_cn}"),
                    format!("擋住{a_tw}{p_tw}的{w_tw}"),
                ],
                [
                    format!("{a_en} threatens a {w_en} {p_en}. Take a point its fours need first."),
                    format!("{a_cn}要在{p_cn}走成{w_cn}。先占住它冲四要用的点。"),
                    format!("{a_tw}要在{p_tw}下成{w_tw}。先佔住它衝四要用的點。"),
                ],
            ))
        }
        PuzzleGoal::ForbiddenTrap | PuzzleGoal::Vcf | PuzzleGoal::Vct | PuzzleGoal::WinIn => {
            let trap = *puzzle.goal.get_ref() == PuzzleGoal::ForbiddenTrap;
            let line = if line.len() == 1 && !trap {
                // Only the first move is stored: the solver's line shows how the win ends.
                let depth = puzzle
                    .moves
                    .as_ref()
                    .and_then(|m| u8::try_from(*m.get_ref()).ok())
                    .unwrap_or(DEFAULT_VCT_DEPTH);
                match solve_vct(&board, rules, side, depth, 50 * DEFAULT_VCT_NODES) {
                    VctOutcome::Win(line) => line,
                    _ => line,
                }
            } else {
                line
            };
            let (point, idea) = idea_of(&board, &line, side, &options, trap);
            let (c_en, c_cn, c_tw) = colour(side);
            let (w_en, w_cn, w_tw) = idea.words();
            let (p_en, p_cn, p_tw) = area(point);
            if let Idea::Forbidden(_) = idea {
                return Some((
                    [
                        format!("Force Black onto a {w_en} point {p_en}"),
                        format!("逼黑棋走{w_cn}禁手（{p_cn}）"),
                        format!("逼黑棋下{w_tw}禁手（{p_tw}）"),
                    ],
                    [
                        format!(
                            "Make fours so that Black's last block falls on a {w_en} point: Black may not play there."
                        ),
                        format!("连续冲四，让黑棋最后要挡的点正好是{w_cn}禁手，黑棋不能下。"),
                        format!("連續衝四，讓黑棋最後要擋的點正好是{w_tw}禁手，黑棋不能下。"),
                    ],
                ));
            }
            let hint = match idea {
                Idea::FourThree => [
                    format!(
                        "The win ends in a four-three {p_en}: one stone makes a four and an open three at once."
                    ),
                    format!("最后在{p_cn}走成四三：一颗子同时做成一个四和一个活三。"),
                    format!("最後在{p_tw}下成四三：一顆子同時做成一個四和一個活三。"),
                ],
                Idea::DoubleFour => [
                    format!(
                        "The win ends in a double four {p_en}: one stone makes two fours at once."
                    ),
                    format!("最后在{p_cn}走成四四：一颗子同时做成两个四。"),
                    format!("最後在{p_tw}下成四四：一顆子同時做成兩個四。"),
                ],
                Idea::DoubleThree => [
                    format!(
                        "White may make two open threes at once (only Black may not): find that point {p_en}."
                    ),
                    format!("白棋可以一步做成两个活三（只有黑棋不行）：在{p_cn}找到这个点。"),
                    format!("白棋可以一步做成兩個活三（只有黑棋不行）：在{p_tw}找到這個點。"),
                ],
                _ => [
                    format!(
                        "Make a three that must be answered; it grows into an open four {p_en}."
                    ),
                    format!("先做一个对方必须应的三，它会在{p_cn}长成活四。"),
                    format!("先做一個對方必須應的三，它會在{p_tw}長成活四。"),
                ],
            };
            Some((
                [
                    format!("{c_en}'s {w_en} {p_en}"),
                    format!("{c_cn}{p_cn}走成{w_cn}"),
                    format!("{c_tw}{p_tw}下成{w_tw}"),
                ],
                hint,
            ))
        }
    }
}
