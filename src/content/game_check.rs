//! The game-specific checks of lessons and puzzles, done by the rules engines: rule tables read
//! with the engines' own option types, positions and moves parsed and validated, every stored
//! answer compared with the engine's (see `evaluate`), solution lines replayed.
//!
//! Messages for authors are English in this pass; the `kind` of each finding is the stable,
//! machine-readable part.

use super::diagnostic::{DiagnosticKind, Finding};
use super::evaluate::{
    CaptureReason, CaptureTruth, FindAllError, GoalMiss, MoveMiss, MoveTask, capture_by_animals,
    capture_on_board, find_all, read_animal, read_jungle_move, read_jungle_position,
    read_jungle_square, set_difference,
};
use super::lesson::Lesson;
use super::puzzle::{Puzzle, PuzzlePosition};
use super::rules_table::RulesTable;
use super::step::{DrillAnswer, Step, StepKind, Stones};
use super::suggest::one_of;
use super::words::{Game, PuzzleGoal};
use crate::i18n::{Locale, Localizer, Message};
use crate::rules::jungle::{self, Animal, Position, Refusal, RuleOptions, Square};
use serde_spanned::Spanned;
use std::collections::{BTreeSet, HashMap};
use std::ops::Range;

/// The Renju rule options and their allowed values.
const RENJU_RULES: [(&str, RuleValue); 2] = [
    (
        "rule_set",
        RuleValue::Words(&["freestyle", "standard", "renju"]),
    ),
    (
        "forbidden_policy",
        RuleValue::Words(&["cannot-place", "loses", "must-claim"]),
    ),
];

/// The kind of value a rule option takes.
#[derive(Debug, Clone, Copy)]
enum RuleValue {
    Words(&'static [&'static str]),
}

thread_local! {
    /// English words for the engines' typed reasons, in authors' messages.
    static ENGLISH: Localizer = Localizer::new(Locale::En);
}

/// A message in English (authors' diagnostics are English in this pass).
fn english(message: &Message) -> String {
    ENGLISH.with(|localizer| localizer.render(message))
}

/// The engine's refusal in words.
fn refusal_words(refusal: &Refusal) -> String {
    english(&crate::i18n::jungle::refusal(refusal))
}

/// Checks everything game-specific in a lesson: its rules and every step's data.
pub fn check_lesson(lesson: &Lesson) -> Vec<Finding> {
    let game = *lesson.game.get_ref();
    let mut findings = check_rules(game, &lesson.rules);
    let lesson_rules_ok = findings.is_empty();
    for step in &lesson.steps {
        let mut rules_ok = lesson_rules_ok;
        if let Some(own) = &step.rules {
            let own_findings = check_rules(game, own);
            rules_ok &= own_findings.is_empty();
            findings.extend(own_findings);
        }
        let rules = lesson.rules_for(step);
        // With broken rules the engine cannot say what is right; the rules error says enough.
        let options = if rules_ok && game == Game::Jungle {
            rules.jungle_options().ok()
        } else {
            None
        };
        findings.extend(check_step(game, step, options.as_ref()));
    }
    findings
}

/// Checks everything game-specific in a puzzle: rules, position, solution lines.
pub fn check_puzzle(puzzle: &Puzzle) -> Vec<Finding> {
    let game = *puzzle.game.get_ref();
    let mut findings = check_rules(game, &puzzle.rules);
    match &puzzle.position {
        PuzzlePosition::Jungle { fen } => {
            let options = if findings.is_empty() {
                puzzle.rules.jungle_options().ok()
            } else {
                None
            };
            findings.extend(check_jungle_puzzle(puzzle, fen, options));
        }
        PuzzlePosition::Renju { stones, .. } => {
            findings.extend(check_renju_stones(stones));
            for line in &puzzle.solution {
                for point in line {
                    findings.extend(check_renju_point(point));
                }
            }
            // ENGINE: place the stones (the position must not already hold a five), replay the
            // solution lines (forbidden points under `rule_set = "renju"`), and prove the goal
            // with the VCF/VCT/defend solver.
        }
    }
    findings
}

/// Replays a Jungle puzzle's solution lines and (through the solver) proves its goal.
fn check_jungle_puzzle(
    puzzle: &Puzzle,
    fen: &Spanned<String>,
    options: Option<RuleOptions>,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let position = read_jungle_position(fen).map_err(|f| findings.push(f)).ok();
    let mut moves_ok = true;
    for line in &puzzle.solution {
        for mv in line {
            if let Err(finding) = read_jungle_move(mv) {
                findings.push(finding);
                moves_ok = false;
            }
        }
    }
    let (Some(position), Some(options), true) = (position, options, moves_ok) else {
        return findings;
    };
    if let Some(outcome) = position.outcome(&options) {
        findings.push(
            Finding::error(
                DiagnosticKind::IllegalPosition,
                fen.span(),
                format!("the game is already over here ({})", outcome.name()),
            )
            .expected("a position where the game goes on"),
        );
        return findings;
    }
    let attacker = position.side_to_move();
    for line in &puzzle.solution {
        let mut game = jungle::Game::from_position(position, options);
        let mut complete = true;
        for mv in line {
            let Ok(parsed) = read_jungle_move(mv) else {
                complete = false;
                break;
            };
            if let Err(refusal) = game.play(parsed) {
                findings.push(
                    Finding::error(
                        DiagnosticKind::IllegalMove,
                        mv.span(),
                        format!(
                            "`{}` is not allowed here: {}",
                            mv.get_ref(),
                            refusal_words(&refusal)
                        ),
                    )
                    .expected(format!(
                        "a legal move, such as {}",
                        legal_examples(game.position(), &options)
                    )),
                );
                complete = false;
                break;
            }
        }
        let wins = game.outcome().and_then(|o| o.winner()) == Some(attacker);
        if complete && puzzle.goal.get_ref() == &PuzzleGoal::WinIn && !wins {
            let span = line.last().map_or(puzzle.goal.span(), Spanned::span);
            findings.push(
                Finding::error(
                    DiagnosticKind::WrongAnswer,
                    span,
                    format!("after this line {} has not won yet", attacker.name()),
                )
                .expected("a solution line that ends with the win"),
            );
        }
        if let Some(plies) = puzzle.plies()
            && line.len() > plies as usize
            && let Some(extra) = line.get(plies as usize)
        {
            findings.push(
                Finding::error(
                    DiagnosticKind::WrongAnswer,
                    extra.span(),
                    format!("this line is longer than the puzzle's {plies} plies"),
                )
                .expected(format!("at most {plies} moves in a line")),
            );
        }
    }
    // SOLVER: prove the goal within `puzzle.plies()` and list alternative winning first moves
    // (duals) as notes, once `crate::solve::jungle` is in main.
    findings
}

/// A few legal moves, to show what would be allowed.
fn legal_examples(position: &Position, options: &RuleOptions) -> String {
    let moves: Vec<String> = position
        .legal_moves(options)
        .iter()
        .take(4)
        .map(|mv| format!("`{mv}`"))
        .collect();
    if moves.is_empty() {
        "none (the side to move has no legal move)".to_owned()
    } else {
        moves.join(", ")
    }
}

/// Checks a rule option table with the game's engine option type.
pub fn check_rules(game: Game, rules: &RulesTable) -> Vec<Finding> {
    match game {
        Game::Jungle => rules.jungle_options().err().into_iter().collect(),
        Game::Renju => check_renju_rules(rules),
    }
}

/// Checks a Renju option table by its known keys and values.
fn check_renju_rules(rules: &RulesTable) -> Vec<Finding> {
    // ENGINE: replace with `rules.deserialize::<RenjuOptions>()` when the Renju engine is in.
    let names: Vec<&str> = RENJU_RULES.iter().map(|(name, _)| *name).collect();
    let mut findings = Vec::new();
    for (key, value) in &rules.entries {
        let Some((_, RuleValue::Words(words))) =
            RENJU_RULES.iter().find(|(name, _)| name == key.get_ref())
        else {
            let suggestion = super::suggest::did_you_mean(key.get_ref(), &names);
            findings.push(
                Finding::error(
                    DiagnosticKind::UnknownKey,
                    key.span(),
                    format!("unknown renju rule option `{}`", key.get_ref()),
                )
                .expected(format!("one of {}", one_of(&names)))
                .suggestion(suggestion),
            );
            continue;
        };
        match value.get_ref() {
            toml::Value::String(word) if words.contains(&word.as_str()) => {}
            _ => findings.push(
                Finding::error(
                    DiagnosticKind::BadValue,
                    value.span(),
                    format!("not a valid `{}`", key.get_ref()),
                )
                .expected(one_of(words)),
            ),
        }
    }
    findings
}

/// Collects the error of a read into `findings`, keeping the value when it read.
fn read<T>(findings: &mut Vec<Finding>, result: Result<T, Finding>) -> Option<T> {
    result.map_err(|finding| findings.push(finding)).ok()
}

/// Checks one step's game data; `options` is `None` when the rules could not be read.
fn check_step(game: Game, step: &Step, options: Option<&RuleOptions>) -> Vec<Finding> {
    let mut findings = Vec::new();
    match &step.kind {
        StepKind::Info {
            fen,
            stones,
            highlight,
        } => {
            if let Some(fen) = fen {
                if game == Game::Renju {
                    findings.push(wrong_game(fen.span(), "`fen`", game));
                } else {
                    read(&mut findings, read_jungle_position(fen));
                }
            }
            if let Some(stones) = stones {
                match (game, stones.black.first().or(stones.white.first())) {
                    (Game::Jungle, Some(first)) => {
                        findings.push(wrong_game(first.span(), "`black`/`white` stones", game));
                    }
                    _ => findings.extend(check_renju_stones(stones)),
                }
            }
            for place in highlight {
                match game {
                    Game::Jungle => {
                        read(&mut findings, read_jungle_square(place));
                    }
                    Game::Renju => findings.extend(check_renju_point(place)),
                }
            }
        }
        StepKind::FoodChainOrder { animals } => {
            check_animals(&mut findings, animals);
            if animals.len() == 1 {
                findings.push(
                    Finding::error(
                        DiagnosticKind::InconsistentField,
                        animals[0].span(),
                        "ordering needs at least two animals",
                    )
                    .expected("two or more animals, or no `animals` key for all eight"),
                );
            }
        }
        StepKind::CanCapture {
            attacker,
            defender,
            fen,
            answer,
        } => check_can_capture(
            &mut findings,
            attacker,
            defender,
            fen.as_ref(),
            answer.as_ref(),
            options,
        ),
        StepKind::PlacePieces { animals, .. } => {
            check_animals(&mut findings, animals);
        }
        StepKind::JungleMove {
            fen,
            goal,
            piece,
            target,
            answer,
        } => {
            let position = read(&mut findings, read_jungle_position(fen));
            let piece_square = piece
                .as_ref()
                .and_then(|p| read(&mut findings, read_jungle_square(p)));
            let target_square = target
                .as_ref()
                .and_then(|t| read(&mut findings, read_jungle_square(t)));
            let answer_move = answer
                .as_ref()
                .and_then(|a| read(&mut findings, read_jungle_move(a)));
            if !findings.is_empty() {
                return findings;
            }
            let (Some(position), Some(options)) = (position, options) else {
                return findings;
            };
            if let (Some(piece), Some(square)) = (piece, piece_square) {
                match position.piece_at(square) {
                    Some(p) if p.side == position.side_to_move() => {}
                    Some(p) => findings.push(
                        Finding::error(
                            DiagnosticKind::NoPiece,
                            piece.span(),
                            format!(
                                "the {} on {square} belongs to {}, who does not move here",
                                p.animal.name(),
                                p.side.name()
                            ),
                        )
                        .expected(format!(
                            "a square with a {} animal",
                            position.side_to_move().name()
                        )),
                    ),
                    None => findings.push(no_piece(piece.span(), square)),
                }
            }
            let task = MoveTask {
                position,
                options: *options,
                goal: *goal.get_ref(),
                piece: piece_square,
                target: target_square,
            };
            let winning = task.winning_moves();
            if winning.is_empty() {
                findings.push(
                    Finding::error(
                        DiagnosticKind::UnreachableGoal,
                        goal.span(),
                        format!(
                            "no legal move of {} reaches the goal `{}` here",
                            position.side_to_move().name(),
                            goal.get_ref().word()
                        ),
                    )
                    .expected("a position and goal that some legal move reaches"),
                );
            }
            if let (Some(answer), Some(mv)) = (answer, answer_move) {
                match task.judge(mv) {
                    Ok(()) => {}
                    Err(MoveMiss::Illegal(refusal)) => findings.push(
                        Finding::error(
                            DiagnosticKind::IllegalMove,
                            answer.span(),
                            format!("`{mv}` is not allowed here: {}", refusal_words(&refusal)),
                        )
                        .expected(moves_expected(&winning)),
                    ),
                    Err(MoveMiss::Misses(miss)) => findings.push(
                        Finding::error(
                            DiagnosticKind::WrongAnswer,
                            answer.span(),
                            format!(
                                "`{mv}` is legal but does not reach the goal: {}",
                                goal_miss_words(miss)
                            ),
                        )
                        .expected(moves_expected(&winning)),
                    ),
                }
            }
        }
        StepKind::FindAll {
            fen,
            property,
            square,
            answer,
        } => {
            let position = read(&mut findings, read_jungle_position(fen));
            let asked = square
                .as_ref()
                .and_then(|s| read(&mut findings, read_jungle_square(s)));
            let mut marked = Vec::new();
            if let Some(answer) = answer {
                for item in answer {
                    if let Some(sq) = read(&mut findings, read_jungle_square(item)) {
                        marked.push((sq, item.span()));
                    }
                }
                findings.extend(check_distinct(answer, "square"));
            }
            if !findings.is_empty() {
                return findings;
            }
            let (Some(position), Some(options)) = (position, options) else {
                return findings;
            };
            let truth = match find_all(&position, options, *property.get_ref(), asked) {
                Ok(truth) => truth,
                Err(FindAllError::NoPiece { square: empty }) => {
                    let span = square
                        .as_ref()
                        .map_or(step.kind_span.clone(), Spanned::span);
                    findings.push(no_piece(span, empty));
                    return findings;
                }
                Err(FindAllError::NoSquare) => return findings,
            };
            if let Some(answer) = answer {
                let given: BTreeSet<Square> = marked.iter().map(|(sq, _)| *sq).collect();
                let (missed, extra) = set_difference(&given, &truth);
                for (sq, span) in &marked {
                    if extra.contains(sq) {
                        findings.push(
                            Finding::error(
                                DiagnosticKind::WrongAnswer,
                                span.clone(),
                                format!(
                                    "the engine does not count {sq} (`{}`)",
                                    property.get_ref().word()
                                ),
                            )
                            .expected(squares_expected(&truth)),
                        );
                    }
                }
                if !missed.is_empty() {
                    let span = list_span(answer).unwrap_or(step.kind_span.clone());
                    findings.push(
                        Finding::error(
                            DiagnosticKind::WrongAnswer,
                            span,
                            format!(
                                "the answer misses {} (`{}`)",
                                join_squares(&missed),
                                property.get_ref().word()
                            ),
                        )
                        .expected(squares_expected(&truth)),
                    );
                }
            }
        }
        StepKind::ForbiddenDrill {
            stones,
            point,
            answer,
            ..
        } => {
            findings.extend(check_renju_stones(stones));
            if let Some(point) = point {
                findings.extend(check_renju_point(point));
                findings.extend(check_empty_point(point, stones));
            }
            match answer {
                Some(DrillAnswer::Points(points)) => {
                    for point in points {
                        findings.extend(check_renju_point(point));
                    }
                    findings.extend(check_distinct(points, "point"));
                }
                Some(DrillAnswer::Point(point)) => findings.extend(check_renju_point(point)),
                Some(DrillAnswer::Kind(_)) | None => {}
            }
            // ENGINE: the forbidden-point finder decides; a stored kind, point set or winning
            // point must agree with it.
        }
        StepKind::RenjuMove { stones, answer, .. } => {
            findings.extend(check_renju_stones(stones));
            if let Some(answer) = answer {
                findings.extend(check_renju_point(answer));
                findings.extend(check_empty_point(answer, stones));
            }
            // ENGINE: some move must reach the goal for the side to move; a stored `answer`
            // must be legal (not forbidden for Black under `renju`) and reach it.
        }
    }
    findings
}

/// Checks a `can-capture` step: with a board the engine's capture rule decides, without one
/// the food chain does; a stored `answer` must agree.
fn check_can_capture(
    findings: &mut Vec<Finding>,
    attacker: &Spanned<String>,
    defender: &Spanned<String>,
    fen: Option<&Spanned<String>>,
    answer: Option<&Spanned<bool>>,
    options: Option<&RuleOptions>,
) {
    let truth = match fen {
        Some(fen) => {
            let position = read(findings, read_jungle_position(fen));
            let from = read(findings, read_jungle_square(attacker));
            let to = read(findings, read_jungle_square(defender));
            let (Some(position), Some(from), Some(to), Some(options)) =
                (position, from, to, options)
            else {
                return;
            };
            match capture_on_board(&position, options, from, to) {
                Ok(truth) => truth,
                Err(Refusal::OntoOwnPiece { .. }) => {
                    findings.push(
                        Finding::error(
                            DiagnosticKind::NoPiece,
                            defender.span(),
                            format!("{from} and {to} hold animals of the same side"),
                        )
                        .expected("an attacker and a defender of opposite sides"),
                    );
                    return;
                }
                Err(refusal) => {
                    let square = match refusal {
                        Refusal::NoPiece { square } => square,
                        _ => from,
                    };
                    let span = if square == from {
                        attacker.span()
                    } else {
                        defender.span()
                    };
                    findings.push(no_piece(span, square));
                    return;
                }
            }
        }
        None => {
            let a = read(findings, read_animal(attacker));
            let d = read(findings, read_animal(defender));
            let (Some(a), Some(d), Some(options)) = (a, d, options) else {
                return;
            };
            capture_by_animals(a, d, options)
        }
    };
    if let Some(answer) = answer
        && *answer.get_ref() != truth.allowed()
    {
        findings.push(
            Finding::error(
                DiagnosticKind::WrongAnswer,
                answer.span(),
                format!("the engine says {}", capture_words(truth)),
            )
            .expected(format!("`answer = {}`", truth.allowed())),
        );
    }
}

/// The engine's capture verdict in words for authors.
fn capture_words(truth: CaptureTruth) -> String {
    match truth {
        CaptureTruth::No(refusal) => format!("no: {}", refusal_words(&refusal)),
        CaptureTruth::Yes(reason) => format!(
            "yes: {}",
            match reason {
                CaptureReason::Stronger { attacker, defender } => format!(
                    "the {} is at least as strong as the {}",
                    attacker.name(),
                    defender.name()
                ),
                CaptureReason::SameKind { animal } => {
                    format!("two {}s may capture each other", animal.name())
                }
                CaptureReason::RatBeatsElephant => "the rat may capture the elephant".to_owned(),
                CaptureReason::Weakened { defender, square } => format!(
                    "the {} in the trap on {square} has lost its strength",
                    defender.name()
                ),
            }
        ),
    }
}

/// A legal move's shortfall in words for authors.
fn goal_miss_words(miss: GoalMiss) -> String {
    match miss {
        GoalMiss::NotAJump => "it is a step, not a river jump".to_owned(),
        GoalMiss::NotThePiece { piece } => format!("the piece on {piece} must move"),
        GoalMiss::NoCapture => "it captures nothing".to_owned(),
        GoalMiss::NotTheTarget { target } => format!("it does not land on {target}"),
        GoalMiss::NotIntoDen { den } => format!("it does not enter the den {den}"),
        GoalMiss::StillChased { animal, square } => {
            format!("the {} on {square} can still be captured", animal.name())
        }
    }
}

fn moves_expected(winning: &[jungle::Move]) -> String {
    if winning.is_empty() {
        return "a move that reaches the goal (none exists here)".to_owned();
    }
    let list: Vec<String> = winning.iter().map(|mv| format!("`{mv}`")).collect();
    format!("a move that reaches the goal: {}", list.join(", "))
}

fn squares_expected(truth: &BTreeSet<Square>) -> String {
    if truth.is_empty() {
        "`answer = []`: the engine finds no square".to_owned()
    } else {
        format!(
            "the engine's squares: {}",
            join_squares(&truth.iter().copied().collect::<Vec<_>>())
        )
    }
}

fn join_squares(squares: &[Square]) -> String {
    squares
        .iter()
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The span from a list's first item to its last.
fn list_span(items: &[Spanned<String>]) -> Option<Range<usize>> {
    Some(items.first()?.span().start..items.last()?.span().end)
}

fn no_piece(span: Range<usize>, square: Square) -> Finding {
    Finding::error(
        DiagnosticKind::NoPiece,
        span,
        format!("there is no animal on {square}"),
    )
    .expected("a square with an animal on it")
}

fn wrong_game(span: Range<usize>, what: &str, game: Game) -> Finding {
    Finding::error(
        DiagnosticKind::WrongGame,
        span,
        format!("{what} does not belong in a {} lesson", game.word()),
    )
    .expected(match game {
        Game::Jungle => "a Jungle `fen`",
        Game::Renju => "Renju `black`/`white` stones",
    })
}

fn check_animals(findings: &mut Vec<Finding>, animals: &[Spanned<String>]) -> Vec<Animal> {
    let read_ones: Vec<Animal> = animals
        .iter()
        .filter_map(|animal| read(findings, read_animal(animal)))
        .collect();
    findings.extend(check_distinct(animals, "animal"));
    read_ones
}

fn check_distinct(items: &[Spanned<String>], what: &str) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (index, item) in items.iter().enumerate() {
        if items[..index]
            .iter()
            .any(|earlier| earlier.get_ref() == item.get_ref())
        {
            findings.push(
                Finding::error(
                    DiagnosticKind::DuplicatePlacement,
                    item.span(),
                    format!("the {what} `{}` is listed twice", item.get_ref()),
                )
                .expected(format!("each {what} once")),
            );
        }
    }
    findings
}

/// Checks a Renju point `a1`..`o15` (upper case accepted).
pub fn check_renju_point(point: &Spanned<String>) -> Vec<Finding> {
    if is_square(&point.get_ref().to_lowercase(), 'o', 15) {
        return Vec::new();
    }
    vec![
        Finding::error(
            DiagnosticKind::BadPoint,
            point.span(),
            format!("`{}` is not a point of the 15×15 board", point.get_ref()),
        )
        .expected("a column a–o and a row 1–15, like `h8`"),
    ]
}

/// Checks Renju stones: valid points, no point used twice.
pub fn check_renju_stones(stones: &Stones) -> Vec<Finding> {
    // ENGINE: build the board with the Renju engine (which also rejects a position that
    // already contains a five).
    let mut findings = Vec::new();
    let mut seen: HashMap<String, Range<usize>> = HashMap::new();
    for point in stones.black.iter().chain(&stones.white) {
        let bad = check_renju_point(point);
        if !bad.is_empty() {
            findings.extend(bad);
            continue;
        }
        let key = point.get_ref().to_lowercase();
        if seen.insert(key.clone(), point.span()).is_some() {
            findings.push(
                Finding::error(
                    DiagnosticKind::DuplicatePlacement,
                    point.span(),
                    format!("two stones on `{key}`"),
                )
                .expected("each point at most once in `black` and `white`"),
            );
        }
    }
    findings
}

fn check_empty_point(point: &Spanned<String>, stones: &Stones) -> Vec<Finding> {
    let key = point.get_ref().to_lowercase();
    let taken = stones
        .black
        .iter()
        .chain(&stones.white)
        .any(|s| s.get_ref().to_lowercase() == key);
    if !taken {
        return Vec::new();
    }
    vec![
        Finding::error(
            DiagnosticKind::DuplicatePlacement,
            point.span(),
            format!("`{key}` already has a stone"),
        )
        .expected("an empty point"),
    ]
}

/// True for a column `a`..=`last_column` followed by a row 1..=`last_row` (no leading zero).
fn is_square(text: &str, last_column: char, last_row: u32) -> bool {
    let mut chars = text.chars();
    let Some(column) = chars.next() else {
        return false;
    };
    let row = chars.as_str();
    ('a'..=last_column).contains(&column)
        && !row.starts_with('0')
        && row
            .parse::<u32>()
            .is_ok_and(|r| (1..=last_row).contains(&r))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Spanned<String> {
        Spanned::new(10..10 + s.len(), s.to_owned())
    }

    fn kinds(findings: &[Finding]) -> Vec<&'static str> {
        findings.iter().map(|f| f.kind.as_str()).collect()
    }

    #[test]
    fn renju_points_have_their_board_size() {
        assert!(check_renju_point(&text("O15")).is_empty());
        assert_eq!(kinds(&check_renju_point(&text("o16"))), ["bad-point"]);
        assert_eq!(kinds(&check_renju_point(&text("h08"))), ["bad-point"]);
    }

    #[test]
    fn rule_options_are_read_by_the_engine() {
        let rules = |key: &str, value: toml::Value| RulesTable {
            span: 0..0,
            entries: vec![(
                Spanned::new(0..1, key.to_owned()),
                Spanned::new(2..3, value),
            )],
        };
        let s = |v: &str| toml::Value::String(v.to_owned());
        assert!(check_rules(Game::Jungle, &rules("preset", s("competition"))).is_empty());
        assert_eq!(
            kinds(&check_rules(Game::Jungle, &rules("preset", s("clasroom")))),
            ["bad-value"]
        );
        assert_eq!(
            kinds(&check_rules(Game::Renju, &rules("preset", s("classroom")))),
            ["unknown-key"]
        );
        assert_eq!(
            kinds(&check_rules(Game::Jungle, &rules("rule_7_3", s("yes")))),
            ["wrong-type"]
        );
        let negative = check_rules(
            Game::Jungle,
            &rules("no_capture_draw_rounds", toml::Value::Integer(-1)),
        );
        assert_eq!(negative.len(), 1);
        assert_eq!(negative[0].span, 2..3, "at the value");
    }
}
