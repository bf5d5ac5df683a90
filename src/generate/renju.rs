//! Renju puzzle candidates: positions from seeded random games played near the stones (no five
//! and no forbidden move on the way), kept when the solvers prove a VCF (with its four-three
//! finish), a forbidden trap, a short VCT, or a defence with few right moves; or, asked for
//! the theme `win-in-3`, a 三手胜 (see [`super::win_in`]).

use super::symmetry::renju_key;
use super::write::{Draft, DraftPosition};
use crate::content::idea_words::{threat_hint, threat_title};
use crate::i18n::Message;
use crate::rules::renju::{Board, Point, RuleSet, Stone};
use crate::solve::block_three::block_three_points;
use crate::solve::ideas::{RenjuThreat, renju_threat};
use crate::solve::renju::{
    RenjuGoal, Rules, VcfSolver, VctOutcome, defending_moves, right_moves, solve_vct,
};
use crate::solve::seeded::SeededRandom;

/// Positions one VCF search may visit.
pub const VCF_NODES: u64 = 200_000;
/// Positions one VCT search may visit (VCT is slow: kept small, and tried only sometimes).
pub const VCT_NODES: u64 = 20_000;
/// The longest VCF looked for, in the attacker's moves.
pub const MAX_VCF_MOVES: u8 = 8;

/// What a candidate position was tried for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RenjuWanted<'a> {
    /// Only this theme (None: any).
    pub theme: Option<&'a str>,
    /// The most attacker moves (VCF length).
    pub max_moves: u8,
    /// The fewest attacker moves (VCF length).
    pub min_moves: u8,
    /// The most right first moves.
    pub max_right: usize,
    /// Whether to spend a VCT search on this position.
    pub try_vct: bool,
}

/// The rules every generated Renju puzzle uses (the files say `rule_set = "renju"`), but for
/// the first steps.
pub fn rules() -> Rules {
    Rules::new(RuleSet::Renju)
}

/// The first steps for the youngest (make five, block the four, block the open three), played
/// under freestyle rules as in the first Renju lessons: no forbidden points yet.
pub const FIRST_STEPS: [&str; 3] = ["five", "block-four", "block-three"];

/// Whether a run asked for `theme` writes a freestyle file.
pub fn is_first_step(theme: Option<&str>) -> bool {
    theme.is_some_and(|theme| FIRST_STEPS.contains(&theme))
}

/// A random game of `plies` moves near the stones, with no five and no Black forbidden move.
fn random_game(
    rng: &mut SeededRandom,
    rules: Rules,
    plies: usize,
) -> Option<(Board, Vec<Point>, Vec<Point>)> {
    let mut board = Board::new();
    let (mut black, mut white) = (vec![Point::CENTRE], Vec::new());
    board.place(Point::CENTRE, Stone::Black);
    let mut stone = Stone::White;
    for _ in 1..plies {
        let mut placed = false;
        for _ in 0..50 {
            let own = if stone == Stone::Black {
                &black
            } else {
                &white
            };
            let all: Vec<Point> = black.iter().chain(white.iter()).copied().collect();
            let base = if !own.is_empty() && rng.below(3) != 0 {
                own
            } else {
                &all
            };
            let from = base[rng.index(base.len())];
            let dc = rng.below(5) as i32 - 2;
            let dr = rng.below(5) as i32 - 2;
            let Some(q) = Point::from_signed(from.column() as i32 + dc, from.row() as i32 + dr)
            else {
                continue;
            };
            if !rules.is_legal(&board, q, stone) || rules.makes_win(&board, q, stone) {
                continue;
            }
            board.place(q, stone);
            if stone == Stone::Black {
                black.push(q);
            } else {
                white.push(q);
            }
            placed = true;
            break;
        }
        if !placed {
            return None;
        }
        stone = stone.opponent();
    }
    Some((board, black, white))
}

pub(super) fn area(point: Point) -> Message {
    let (c, r) = (point.column(), point.row());
    let id = match (c < 5, c > 9, r < 5, r > 9) {
        (true, _, true, _) => "lower-left",
        (true, _, _, true) => "upper-left",
        (_, true, true, _) => "lower-right",
        (_, true, _, true) => "upper-right",
        (true, _, _, _) => "left",
        (_, true, _, _) => "right",
        (_, _, true, _) => "bottom",
        (_, _, _, true) => "top",
        _ => "middle",
    };
    Message::new(format!("generate-area-{id}"))
}

pub(super) fn side_word(stone: Stone) -> &'static str {
    if stone == Stone::Black {
        "black"
    } else {
        "white"
    }
}

pub(super) fn side_message(stone: Stone) -> Message {
    Message::new(format!("generate-side-{}", side_word(stone)))
}

pub(super) fn names(points: &[Point]) -> Vec<String> {
    points.iter().map(ToString::to_string).collect()
}

/// "The right first moves: … The winning line: …", the line's points in capitals.
pub(super) fn line_comment(right: &[Point], line: &[Point]) -> Message {
    let line: Vec<String> = line.iter().map(|&p| upper(p)).collect();
    Message::new("generate-comment-renju-line")
        .text("moves", names(right).join(", "))
        .text("line", line.join(" "))
}

pub(super) fn upper(point: Point) -> String {
    point.to_string().to_uppercase()
}

/// Whether the line's last threat is an open four (two winning points on one line through the
/// stone, none before it): the finish of a four-three, the four having forced the block that
/// let the three grow.
pub fn ends_in_four_three(board: &Board, rules: Rules, attacker: Stone, line: &[Point]) -> bool {
    // A four first (at least five plies), then the open four, then the five.
    if line.len() < 5 {
        return false;
    }
    let index = line.len() - 3;
    let mut b = board.clone();
    let mut stone = attacker;
    for &p in &line[..index] {
        b.place(p, stone);
        stone = stone.opponent();
    }
    if !rules.win_points(&b, attacker).is_empty() {
        return false;
    }
    let open = line[index];
    b.place(open, attacker);
    let wins = rules.win_points(&b, attacker);
    let direction = |p: Point| crate::solve::ideas::line_direction(open, p);
    wins.len() >= 2
        && wins.iter().all(|&p| {
            let dc = (p.column() as i32 - open.column() as i32).abs();
            let dr = (p.row() as i32 - open.row() as i32).abs();
            (dc == 0 || dr == 0 || dc == dr) && direction(p) == direction(wins[0])
        })
}

/// Whether White's line ends with Black's only block on a forbidden point.
pub(super) fn ends_on_forbidden(
    board: &Board,
    rules: Rules,
    attacker: Stone,
    line: &[Point],
) -> bool {
    if attacker != Stone::White || line.len().is_multiple_of(2) {
        return false;
    }
    let mut b = board.clone();
    let mut stone = attacker;
    for &p in line {
        b.place(p, stone);
        stone = stone.opponent();
    }
    let Some(&last) = line.last() else {
        return false;
    };
    matches!(rules.win_points_through(&b, last, attacker).as_slice(),
        [w] if rules.is_forbidden(&b, *w, Stone::Black))
}

pub(super) fn difficulty(moves: usize, right: usize, stones: usize) -> u8 {
    let mut level = 1 + moves / 2;
    if right == 1 && stones >= 20 {
        level += 1;
    }
    level.clamp(1, 5) as u8
}

/// The theme tags of a `defend` puzzle: a threat of fours is a VCF to stop, an open three
/// is a three to block.
pub fn defend_themes(threat: RenjuThreat) -> Vec<&'static str> {
    match threat {
        RenjuThreat::Three { .. } => vec!["defend", "three"],
        RenjuThreat::Fours { .. } => vec!["defend", "vcf"],
    }
}

/// A Renju puzzle's title and hint ladder: the idea (the main theme's; for a `defend` puzzle
/// the kind of `threat` the engine reads, so that fours are named only when the threat is
/// fours) and the area of the first stone; the last hint names the first stone. `variant`:
/// which of the idea's three titles (0–2).
pub fn renju_words(
    themes: &[&str],
    threat: Option<RenjuThreat>,
    goal: &str,
    to_move: Stone,
    first: Point,
    variant: i64,
) -> (Message, Vec<Message>) {
    let main = themes.first().copied().unwrap_or("vcf");
    let (title, hint) = match threat {
        // A first step says what to do in a small child's words ("Block the four!").
        _ if FIRST_STEPS.contains(&main) => (
            format!("generate-title-{main}"),
            format!("generate-hint-renju-{main}"),
        ),
        Some(threat) if goal == "defend" => (threat_title(threat), threat_hint(threat)),
        _ => (
            format!("generate-title-{main}"),
            format!("generate-hint-renju-{main}"),
        ),
    };
    let (last_hint, side) = if goal == "defend" {
        ("generate-hint-renju-play", to_move.opponent())
    } else if FIRST_STEPS.contains(&main) {
        // One stone wins: "play at", not "start with".
        ("generate-hint-renju-play", to_move)
    } else {
        ("generate-hint-renju-start", to_move)
    };
    let title = Message::new("generate-title-in-area")
        .message(
            "title",
            Message::new(title)
                .number("variant", variant)
                .message("side", side_message(side)),
        )
        .message("area", area(first));
    let hints = vec![
        Message::new("generate-hint-renju-look").message("area", area(first)),
        Message::new(hint),
        Message::new(last_hint).text("point", upper(first)),
    ];
    (title, hints)
}

pub(super) struct Start<'a> {
    pub(super) black: &'a [Point],
    pub(super) white: &'a [Point],
    pub(super) to_move: Stone,
}

impl Start<'_> {
    #[allow(
        clippy::too_many_arguments,
        reason = "one call per kind of puzzle, each naming every part of its draft"
    )]
    pub(super) fn draft(
        &self,
        rng: &mut SeededRandom,
        goal: &'static str,
        moves: Option<u32>,
        solution: &[Point],
        themes: Vec<&'static str>,
        right: &[Point],
        comment: Message,
        difficulty: u8,
        threat: Option<RenjuThreat>,
    ) -> Draft {
        let first = solution[0];
        let (title, hints) = renju_words(
            &themes,
            threat,
            goal,
            self.to_move,
            first,
            rng.below(3) as i64,
        );
        Draft {
            position: DraftPosition::Renju {
                black: names(self.black),
                white: names(self.white),
                to_move: side_word(self.to_move),
            },
            goal,
            moves,
            solution: names(solution),
            themes,
            difficulty,
            title,
            comment,
            hints,
            right: names(right),
            key: renju_key(self.black, self.white, self.to_move == Stone::Black),
        }
    }
}

/// A first-step candidate (`five`, `block-four` or `block-three`) from a short random freestyle
/// game: the side to move has a four to finish, or must block the opponent's only four (and
/// nothing else wins for either side at once), or the opponent's one open three (and nothing
/// stronger for either side: no four to make).
fn first_step(rng: &mut SeededRandom, theme: &'static str, max_right: usize) -> Option<Draft> {
    let rules = Rules::new(RuleSet::Freestyle);
    let plies = 7 + rng.index(8);
    let (board, black, white) = random_game(rng, rules, plies)?;
    let to_move = if black.len() == white.len() {
        Stone::Black
    } else {
        Stone::White
    };
    let own = rules.win_points(&board, to_move);
    let theirs = rules.win_points(&board, to_move.opponent());
    let start = Start {
        black: &black,
        white: &white,
        to_move,
    };
    if theme == "five" {
        if own.is_empty() || own.len() > max_right || !theirs.is_empty() {
            return None;
        }
        let comment = line_comment(&own, &own[..1]);
        return Some(start.draft(
            rng,
            "vcf",
            Some(1),
            &own[..1],
            vec!["five"],
            &own,
            comment,
            1,
            None,
        ));
    }
    if theme == "block-three" {
        return block_three(rng, &board, rules, &start, max_right);
    }
    // Block the four: the only point that stops the opponent's five, and nothing of one's own
    // to win first.
    if !own.is_empty() || theirs.len() != 1 {
        return None;
    }
    let right = right_moves(&board, to_move, rules, RenjuGoal::Defend, None)?;
    if right != theirs {
        return None;
    }
    let threat = renju_threat(&board, rules, to_move.opponent())?;
    let comment = Message::new("generate-comment-renju-defend")
        .text("moves", names(&right).join(", "))
        .message("side", side_message(to_move.opponent()))
        .text("threat", upper(theirs[0]));
    Some(start.draft(
        rng,
        "defend",
        None,
        &right,
        vec!["block-four", "defend"],
        &right,
        comment,
        1,
        Some(threat),
    ))
}

/// A "block the open three" candidate: the opponent's one open three and nothing stronger
/// for either side ([`block_three_points`]); the accepted stones (the solver's defences: no
/// VCF left) are exactly the blocks, at most `max_right` of them (two ends, or with a far
/// block or a split three's gap three).
fn block_three(
    rng: &mut SeededRandom,
    board: &Board,
    rules: Rules,
    start: &Start<'_>,
    max_right: usize,
) -> Option<Draft> {
    let to_move = start.to_move;
    let blocks = block_three_points(board, rules, to_move).ok()?;
    if blocks.len() > max_right.max(2) {
        return None;
    }
    let threat = renju_threat(board, rules, to_move.opponent())?;
    let RenjuThreat::Three { point } = threat else {
        return None;
    };
    let right = right_moves(board, to_move, rules, RenjuGoal::Defend, None)?;
    if right != blocks {
        return None;
    }
    let comment = Message::new("generate-comment-renju-defend")
        .text("moves", names(&right).join(", "))
        .message("side", side_message(to_move.opponent()))
        .text("threat", upper(point));
    Some(start.draft(
        rng,
        "defend",
        None,
        &right[..1],
        vec!["block-three", "defend"],
        &right,
        comment,
        1,
        Some(threat),
    ))
}

/// One candidate from one random game, or None (the usual case).
pub fn candidate(rng: &mut SeededRandom, wanted: RenjuWanted<'_>) -> Option<Draft> {
    if let Some(theme) = wanted
        .theme
        .and_then(|t| FIRST_STEPS.iter().find(|&&f| f == t))
    {
        return first_step(rng, theme, wanted.max_right);
    }
    let rules = rules();
    let plies = 12 + rng.index(16);
    let (board, black, white) = random_game(rng, rules, plies)?;
    if wanted.theme == Some("win-in-3") {
        return super::win_in::candidate(rng, &board, &black, &white, wanted.max_right);
    }
    let to_move = if black.len() == white.len() {
        Stone::Black
    } else {
        Stone::White
    };
    let opponent = to_move.opponent();
    if !rules.win_points(&board, to_move).is_empty()
        || !rules.win_points(&board, opponent).is_empty()
    {
        return None;
    }
    let start = Start {
        black: &black,
        white: &white,
        to_move,
    };
    let stones = black.len() + white.len();
    let allowed = |theme: &str| wanted.theme.is_none_or(|t| t == theme);
    let mut solver = VcfSolver::new(rules, to_move);
    solver.set_budget(VCF_NODES);
    let outcome = solver.solve(&board, wanted.max_moves.min(MAX_VCF_MOVES));
    if solver.exhausted() {
        return None;
    }
    if outcome.win {
        let moves = outcome.line.len().div_ceil(2);
        if moves < usize::from(wanted.min_moves) || outcome.first_moves.len() > wanted.max_right {
            return None;
        }
        let trap = ends_on_forbidden(&board, rules, to_move, &outcome.line)
            && !VcfSolver::new(Rules::new(RuleSet::Freestyle), to_move)
                .has_vcf(&board, u8::try_from(moves).unwrap_or(u8::MAX));
        let (goal, themes, rgoal) = if trap {
            (
                "forbidden-trap",
                vec!["forbidden-trap", "vcf"],
                RenjuGoal::ForbiddenTrap,
            )
        } else if ends_in_four_three(&board, rules, to_move, &outcome.line) {
            ("vcf", vec!["four-three", "vcf"], RenjuGoal::Vcf)
        } else {
            ("vcf", vec!["vcf"], RenjuGoal::Vcf)
        };
        if !themes.iter().any(|t| allowed(t)) {
            return None;
        }
        let moves_field = (goal == "vcf").then_some(moves as u32);
        let right = right_moves(&board, to_move, rules, rgoal, moves_field.map(|m| m as u8))?;
        if right.is_empty() || right.len() > wanted.max_right || !right.contains(&outcome.line[0]) {
            return None;
        }
        let comment = line_comment(&right, &outcome.line);
        let level = difficulty(moves, right.len(), stones) + u8::from(trap);
        return Some(start.draft(
            rng,
            goal,
            moves_field,
            &outcome.line,
            themes,
            &right,
            comment,
            level.min(5),
            None,
        ));
    }
    if wanted.try_vct
        && allowed("vct")
        && let VctOutcome::Win(line) = solve_vct(&board, rules, to_move, 3, VCT_NODES)
    {
        let right = right_moves(&board, to_move, rules, RenjuGoal::Vct, Some(3))?;
        if right.is_empty() || right.len() > wanted.max_right || !right.contains(&line[0]) {
            return None;
        }
        let comment = line_comment(&right, &line);
        return Some(start.draft(
            rng,
            "vct",
            Some(3),
            &line[..1],
            vec!["vct", "three"],
            &right,
            comment,
            4,
            None,
        ));
    }
    if !allowed("defend") {
        return None;
    }
    let mut threat_solver = VcfSolver::new(rules, opponent);
    threat_solver.set_budget(VCF_NODES);
    let threat = threat_solver.solve(&board, MAX_VCF_MOVES);
    if threat_solver.exhausted() || !threat.win || threat.line.len() < 3 {
        return None;
    }
    let defences = defending_moves(&board, rules, to_move, MAX_VCF_MOVES);
    if defences.is_empty() || defences.len() > wanted.max_right.max(3) {
        return None;
    }
    let right = right_moves(&board, to_move, rules, RenjuGoal::Defend, None)?;
    if right.is_empty() || right.len() > wanted.max_right.max(3) {
        return None;
    }
    // The kind of threat names the puzzle: an open three is not a run of fours.
    let kind = renju_threat(&board, rules, opponent)?;
    let comment = Message::new("generate-comment-renju-defend")
        .text("moves", names(&right).join(", "))
        .message("side", side_message(opponent))
        .text("threat", upper(threat.line[0]));
    let level = difficulty(threat.line.len().div_ceil(2), right.len(), stones);
    Some(start.draft(
        rng,
        "defend",
        None,
        &right[..1],
        defend_themes(kind),
        &right,
        comment,
        level,
        Some(kind),
    ))
}
