//! Checks of what content *means*, beyond "the engine agrees with the stored answer": a Renju
//! board a real game could reach (Black moves first, so never more White stones, and the count
//! fits the side to move), a `defend` puzzle whose defender has no win of its own (a coach
//! teaches "first look for your own win"), and a `forbidden-trap` puzzle that really needs the
//! forbidden point. Each is a warning: the file still works, but it teaches something wrong.
//!
//! Two lessons sharing a title is checked across files, in `library`.

use super::diagnostic::{DiagnosticKind, Finding};
use super::evaluate::read_jungle_position;
use super::evaluate_renju::read_renju_board;
use super::lesson::Lesson;
use super::puzzle::{Puzzle, PuzzlePosition};
use super::step::{StepKind, Stones};
use super::words::{PuzzleGoal, Stone};
use crate::i18n::jungle::side as side_name;
use crate::i18n::renju::stone_name;
use crate::msg;
use crate::rules::jungle::RuleOptions;
use crate::rules::renju::{RenjuOptions, RuleSet, Stone as EngineStone};
use crate::solve::bounded::{Budget, Verdict};
use crate::solve::renju::threat::Rules as SolveRules;
use crate::solve::renju::vcf::{DEFAULT_LIMIT, VcfSolver};
use serde_spanned::Spanned;
use std::ops::Range;

/// The most positions the Jungle "does the defender win itself?" search may visit.
const OWN_WIN_BUDGET: u64 = 2_000_000;

/// The youngest age that cannot read yet: a lesson for them starts with a short sentence.
const PRE_READER_AGE: u8 = 5;

/// "About 15 characters": one short sentence of Chinese before the first tap (the warning
/// comes past 20, so a sentence need not be cut to the character).
const PRE_READER_TARGET: usize = 15;
const PRE_READER_CHARACTERS: usize = 20;

/// The meaning checks of a lesson: a short first page for pre-readers, and every Renju board's
/// stone count.
pub fn check_lesson_meaning(lesson: &Lesson) -> Vec<Finding> {
    let mut findings = Vec::new();
    findings.extend(first_page_for_pre_readers(lesson));
    for step in &lesson.steps {
        let (stones, to_move) = match &step.kind {
            StepKind::Info {
                stones: Some(stones),
                ..
            } => (stones, None),
            StepKind::ForbiddenDrill {
                stones, to_move, ..
            } => (
                stones,
                Some((
                    StepKind::drill_side_to_move(to_move.as_ref()),
                    to_move.as_ref().map(Spanned::span),
                )),
            ),
            StepKind::RenjuMove {
                stones, to_move, ..
            } => (
                stones,
                Some((
                    stones.side_to_move(to_move.as_ref()),
                    to_move.as_ref().map(Spanned::span),
                )),
            ),
            _ => continue,
        };
        let fallback = step.kind_span.clone();
        findings.extend(stone_count(stones, to_move, fallback.clone()));
        if !step.diagram {
            findings.extend(too_many_black(stones, fallback));
        }
    }
    findings
}

/// A lesson for children of 5 or younger shows at most one short sentence before the first
/// tap (measured in Chinese characters, the language most of its readers see); what the
/// teacher says goes into `teacher_note`, shown on the projector only.
fn first_page_for_pre_readers(lesson: &Lesson) -> Option<Finding> {
    if lesson.ages.0 > PRE_READER_AGE {
        return None;
    }
    let first = lesson.steps.first()?;
    let text = first.text.zh_cn.as_ref()?;
    let length = text.get_ref().trim().chars().count();
    if length <= PRE_READER_CHARACTERS {
        return None;
    }
    Some(
        Finding::warning(
            DiagnosticKind::TooMuchToRead,
            text.span(),
            msg!(
                "content-too-much-to-read",
                length = length,
                age = lesson.ages.0,
                limit = PRE_READER_TARGET
            ),
        )
        .expected(msg!("content-expected-short-first-page")),
    )
}

/// The meaning checks of a puzzle: the Renju stone count always; with `prove`, the solver's
/// view of a `defend` puzzle's own win and a `forbidden-trap` puzzle's need for the trap.
pub fn check_puzzle_meaning(puzzle: &Puzzle, prove: bool) -> Vec<Finding> {
    let mut findings = Vec::new();
    match &puzzle.position {
        PuzzlePosition::Renju { stones, to_move } => {
            let side = stones.side_to_move(to_move.as_ref());
            let fallback = puzzle.goal.span();
            findings.extend(stone_count(
                stones,
                Some((side, to_move.as_ref().map(Spanned::span))),
                fallback,
            ));
            if prove
                && let Ok(options) = puzzle.rules.renju_options()
                && let Ok(board) = read_renju_board(stones, &options)
            {
                findings.extend(renju_meaning(puzzle, &board, side, &options));
            }
        }
        PuzzlePosition::Jungle { fen } => {
            if prove
                && *puzzle.goal.get_ref() == PuzzleGoal::Defend
                && let Ok(options) = puzzle.rules.jungle_options()
                && let Ok(position) = read_jungle_position(fen)
                && let Some(plies) = puzzle.plies()
            {
                findings.extend(jungle_own_win(puzzle, &position, &options, plies));
            }
        }
    }
    findings
}

/// Black moves first, so a real game shows as many Black stones as White (Black to move) or
/// one more (White to move). A diagram may leave out stones that do not matter, but never
/// shows more White than Black, and its count never says the other side is to move: exactly
/// one Black stone more reads as "White to move", as many as White as "Black to move".
fn stone_count(
    stones: &Stones,
    to_move: Option<(Stone, Option<Range<usize>>)>,
    fallback: Range<usize>,
) -> Option<Finding> {
    let black = stones.black.len();
    let white = stones.white.len();
    let list_span = |list: &[Spanned<String>]| match (list.first(), list.last()) {
        (Some(first), Some(last)) => first.span().start..last.span().end,
        _ => fallback.clone(),
    };
    if white > black {
        return Some(
            Finding::warning(
                DiagnosticKind::ImpossibleStoneCount,
                list_span(&stones.white),
                msg!(
                    "content-more-white-than-black",
                    black = black,
                    white = white
                ),
            )
            .expected(msg!("content-expected-black-first")),
        );
    }
    let (side, span) = to_move?;
    let fits = match side {
        Stone::Black => black != white + 1,
        Stone::White => black != white,
    };
    if fits {
        return None;
    }
    let side_word = match side {
        Stone::Black => EngineStone::Black,
        Stone::White => EngineStone::White,
    };
    Some(
        Finding::warning(
            DiagnosticKind::ImpossibleStoneCount,
            span.unwrap_or_else(|| list_span(&stones.black)),
            msg!(
                "content-count-contradicts-side",
                black = black,
                white = white,
                side = stone_name(side_word)
            ),
        )
        .expected(msg!("content-expected-count-for-side")),
    )
}

/// A lesson board that is not marked `diagram = true` is a position a game reaches: Black has
/// as many stones as White, or one more. Two or more extra Black stones are a made-up diagram
/// the step must say it is.
fn too_many_black(stones: &Stones, fallback: Range<usize>) -> Option<Finding> {
    let (black, white) = (stones.black.len(), stones.white.len());
    if black < white + 2 {
        return None;
    }
    let span = match (stones.black.first(), stones.black.last()) {
        (Some(first), Some(last)) => first.span().start..last.span().end,
        _ => fallback,
    };
    Some(
        Finding::warning(
            DiagnosticKind::ImpossibleStoneCount,
            span,
            msg!("content-too-many-black", black = black, white = white),
        )
        .expected(msg!("content-expected-real-count-or-diagram")),
    )
}

fn solve_rules(options: &RenjuOptions, rule_set: RuleSet) -> SolveRules {
    SolveRules {
        rule_set,
        three_rule: options.three_rule,
    }
}

/// A Renju `defend` puzzle's defender must not have a VCF of its own; a `forbidden-trap`
/// puzzle's White must not win just as well if Black's forbidden points were allowed.
fn renju_meaning(
    puzzle: &Puzzle,
    board: &crate::rules::renju::Board,
    side: Stone,
    options: &RenjuOptions,
) -> Vec<Finding> {
    let to_move = match side {
        Stone::Black => EngineStone::Black,
        Stone::White => EngineStone::White,
    };
    let goal_span = puzzle.goal.span();
    match puzzle.goal.get_ref() {
        PuzzleGoal::Defend => {
            let outcome = VcfSolver::new(solve_rules(options, options.rule_set), to_move)
                .solve(board, DEFAULT_LIMIT);
            let first = own_wins(puzzle, outcome.first_moves.iter());
            if first.is_empty() {
                return Vec::new();
            }
            vec![
                Finding::warning(
                    DiagnosticKind::DefenderCanWin,
                    goal_span,
                    msg!(
                        "content-defender-has-vcf",
                        side = stone_name(to_move),
                        moves = first
                    ),
                )
                .expected(msg!("content-expected-defender-without-win")),
            ]
        }
        PuzzleGoal::ForbiddenTrap => {
            // Freestyle: the same stones, but Black may play anywhere, forbidden points too.
            // "The same way" is as quickly: the stated length, else the author's shortest line
            // (a longer win by plain fours does not make the trap pointless).
            let authored = puzzle
                .solution
                .iter()
                .map(|line| line.len().div_ceil(2))
                .min();
            let limit = match (&puzzle.moves, authored) {
                (Some(moves), _) => u8::try_from(*moves.get_ref()).unwrap_or(u8::MAX),
                (None, Some(moves)) => u8::try_from(moves).unwrap_or(u8::MAX),
                (None, None) => DEFAULT_LIMIT,
            };
            let mut free = VcfSolver::new(solve_rules(options, RuleSet::Freestyle), to_move);
            if !free.has_vcf(board, limit) {
                return Vec::new();
            }
            vec![
                Finding::warning(
                    DiagnosticKind::TrapNotNeeded,
                    goal_span,
                    msg!("content-trap-not-needed"),
                )
                .expected(msg!("content-expected-trap-needed")),
            ]
        }
        _ => Vec::new(),
    }
}

/// The defender's winning first moves that are not the author's defence, as `a`, `b` (a win
/// that *is* the defence, like catching the last attacker, teaches the right thing).
fn own_wins<T: std::fmt::Display>(puzzle: &Puzzle, wins: impl Iterator<Item = T>) -> String {
    let authored: Vec<String> = puzzle
        .solution
        .iter()
        .filter_map(|line| line.first())
        .map(|mv| mv.get_ref().to_lowercase())
        .collect();
    wins.map(|mv| mv.to_string())
        .filter(|mv| !authored.contains(&mv.to_lowercase()))
        .map(|mv| format!("`{mv}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A Jungle `defend` puzzle's defender must not win itself within the threat's length.
fn jungle_own_win(
    puzzle: &Puzzle,
    position: &crate::rules::jungle::Position,
    options: &RuleOptions,
    plies: u32,
) -> Vec<Finding> {
    let budget = Budget {
        max_nodes: OWN_WIN_BUDGET,
        cancel: None,
    };
    let solution = crate::solve::jungle::solve(position, options, plies, budget);
    if !matches!(solution.verdict, Verdict::Win { .. }) {
        return Vec::new();
    }
    // Catching the last attacker wins, but it *is* the defence the puzzle teaches: only a win
    // that leaves the attacker on the board (the den, or a race) is a win of the defender's own.
    let attacker = position.side_to_move().opponent();
    let ignoring_the_threat = solution
        .winning_moves
        .iter()
        .filter(|&&mv| !position.play_unchecked(mv).occupied_by(attacker).is_empty());
    let first = own_wins(puzzle, ignoring_the_threat);
    if first.is_empty() {
        return Vec::new();
    }
    vec![
        Finding::warning(
            DiagnosticKind::DefenderCanWin,
            puzzle.goal.span(),
            msg!(
                "content-defender-wins-jungle",
                side = side_name(position.side_to_move()),
                moves = first
            ),
        )
        .expected(msg!("content-expected-defender-without-win")),
    ]
}

#[cfg(test)]
mod tests {
    use crate::content::Library;

    fn kinds_of(text: &str) -> Vec<&'static str> {
        let library = Library::load_sources([("t.toml", text)]);
        library
            .diagnostics
            .iter()
            .map(|d| d.kind.as_str())
            .collect()
    }

    const LESSON_HEAD: &str = "id = \"t\"\ngame = \"renju\"\ntitle = { en = \"T\", zh-CN = \"T\", zh-TW = \"T\" }\nrules = { rule_set = \"renju\" }\n";

    #[test]
    fn a_short_first_page_is_fine_for_pre_readers_and_a_long_one_for_older_children() {
        let lesson = |ages: &str, text: &str| {
            format!(
                "id = \"t\"\ngame = \"jungle\"\ntitle = {{ en = \"T\", zh-CN = \"T\", zh-TW = \"T\" }}\nages = {ages}\n[[step]]\nkind = \"info\"\ntext = {{ en = \"x\", zh-CN = \"{text}\", zh-TW = \"x\" }}\n"
            )
        };
        let long = "红方和蓝方各有八只动物，厉害的动物可以吃掉比它弱的动物。";
        assert_eq!(kinds_of(&lesson("[4, 8]", long)), vec!["too-much-to-read"]);
        assert!(kinds_of(&lesson("[4, 8]", "每方八只动物，谁最厉害？")).is_empty());
        assert!(kinds_of(&lesson("[7, 12]", long)).is_empty());
    }

    #[test]
    fn a_diagram_with_more_white_than_black_stones_is_warned() {
        let text = format!(
            "{LESSON_HEAD}[[step]]\nkind = \"info\"\ntext = {{ en = \"x\", zh-CN = \"x\", zh-TW = \"x\" }}\nblack = [\"h8\"]\nwhite = [\"a1\", \"o15\"]\n"
        );
        assert_eq!(kinds_of(&text), vec!["impossible-stone-count"]);
    }

    #[test]
    fn a_made_up_diagram_may_leave_stones_out_but_a_game_board_may_not() {
        let board = |diagram: &str| {
            format!(
                "{LESSON_HEAD}[[step]]\nkind = \"info\"\ntext = {{ en = \"x\", zh-CN = \"x\", zh-TW = \"x\" }}\nblack = [\"h8\", \"i9\", \"a1\"]\nwhite = [\"o15\"]\n{diagram}"
            )
        };
        assert!(kinds_of(&board("diagram = true\n")).is_empty());
        assert_eq!(kinds_of(&board("")), vec!["impossible-stone-count"]);
    }

    #[test]
    fn white_to_move_with_as_many_stones_contradicts_the_count() {
        let text = format!(
            "{LESSON_HEAD}[[step]]\nkind = \"renju-move\"\ntext = {{ en = \"x\", zh-CN = \"x\", zh-TW = \"x\" }}\nblack = [\"a1\", \"c1\"]\nwhite = [\"h8\", \"i8\"]\nto_move = \"white\"\ngoal = \"make-three\"\n"
        );
        assert_eq!(kinds_of(&text), vec!["impossible-stone-count"]);
    }

    #[test]
    fn a_black_drill_with_one_black_stone_too_many_contradicts_the_count() {
        let text = format!(
            "{LESSON_HEAD}[[step]]\nkind = \"forbidden-drill\"\nmode = \"is-forbidden\"\ntext = {{ en = \"x\", zh-CN = \"x\", zh-TW = \"x\" }}\nblack = [\"h8\", \"i8\", \"g9\", \"g10\", \"a1\"]\nwhite = [\"o15\", \"o1\", \"a15\", \"a14\"]\npoint = \"g8\"\n"
        );
        let kinds = kinds_of(&text);
        assert_eq!(kinds, vec!["impossible-stone-count"]);
    }

    #[test]
    fn a_renju_defender_with_its_own_vcf_is_warned() {
        // White threatens a double four at f3 (c3 d3 e3 and f5 f6 f7), but Black (to move)
        // already has four in a column: its own five comes first.
        let text = "game = \"renju\"\nrules = { rule_set = \"renju\" }\n[[puzzle]]\nid = \"d\"\ntitle = { en = \"T\", zh-CN = \"T\", zh-TW = \"T\" }\nblack = [\"h8\", \"h9\", \"h10\", \"h11\", \"a15\", \"o15\"]\nwhite = [\"c3\", \"d3\", \"e3\", \"f5\", \"f6\", \"f7\"]\ngoal = \"defend\"\ndifficulty = 1\n";
        assert!(
            kinds_of(text).contains(&"defender-can-win"),
            "{:?}",
            kinds_of(text)
        );
    }

    #[test]
    fn a_forbidden_trap_that_wins_without_the_forbidden_point_is_warned() {
        // White has an open three: a straight four wins whatever Black may play.
        let text = "game = \"renju\"\nrules = { rule_set = \"renju\" }\n[[puzzle]]\nid = \"f\"\ntitle = { en = \"T\", zh-CN = \"T\", zh-TW = \"T\" }\nblack = [\"a1\", \"a3\", \"a5\", \"o1\"]\nwhite = [\"g8\", \"h8\", \"i8\"]\nto_move = \"white\"\ngoal = \"forbidden-trap\"\ndifficulty = 1\n";
        assert!(
            kinds_of(text).contains(&"trap-not-needed"),
            "{:?}",
            kinds_of(text)
        );
    }

    #[test]
    fn catching_the_last_attacker_is_the_defence_not_a_win_of_its_own() {
        // Red's rat on d8 walks into the den unless Blue's cat (d7) or dog (e8) catches it;
        // either catch also wins (Red has nothing left), and that is what the puzzle teaches.
        let text = "game = \"jungle\"\n[[puzzle]]\nid = \"j\"\ntitle = { en = \"T\", zh-CN = \"T\", zh-TW = \"T\" }\nfen = \"7/3Rd2/e2c3/7/7/7/7/7/7 b\"\ngoal = \"defend\"\nmoves = 1\nsolution = [\"d7d8\"]\ndifficulty = 1\n";
        assert!(
            !kinds_of(text).contains(&"defender-can-win"),
            "{:?}",
            kinds_of(text)
        );
    }

    #[test]
    fn a_jungle_defender_that_can_enter_the_den_itself_is_warned() {
        // Red's dog on d8 threatens d9; Blue (to move) has its own rat on d2, one step from d1.
        let text = "game = \"jungle\"\n[[puzzle]]\nid = \"j\"\ntitle = { en = \"T\", zh-CN = \"T\", zh-TW = \"T\" }\nfen = \"7/3D3/7/7/7/7/7/3r3/7 b\"\ngoal = \"defend\"\nmoves = 1\ndifficulty = 1\n";
        assert!(
            kinds_of(text).contains(&"defender-can-win"),
            "{:?}",
            kinds_of(text)
        );
    }
}
