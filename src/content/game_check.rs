//! The game-specific checks of lessons and puzzles, done by the rules engines: rule tables read
//! with the engines' own option types, positions and moves parsed and validated, every stored
//! answer compared with the engine's (see `evaluate`), solution lines replayed.
//!
//! Messages are Fluent messages (`content-…`), with the engines' typed reasons nested in as
//! their own messages; the `kind` of each finding is the stable, machine-readable part.

use super::diagnostic::{DiagnosticKind, Finding};
use super::evaluate::{
    CaptureReason, CaptureTruth, FindAllError, GoalMiss, MoveMiss, MoveTask, capture_by_animals,
    capture_on_board, find_all, read_animal, read_jungle_move, read_jungle_position,
    read_jungle_square, set_difference,
};
use super::evaluate_renju::{
    RenjuMiss, RenjuTask, forbidden_at, forbidden_points, read_renju_board, read_renju_point, stone,
};
use super::lesson::Lesson;
use super::message::{game_name, verbatim};
use super::proof_run::ProofRun;
use super::puzzle::{Puzzle, PuzzlePosition};
use super::rules_table::RulesTable;
use super::step::{DrillAnswer, Step, StepKind, Stones};
use super::words::{DrillMode, ForbiddenAnswer, Game, PuzzleGoal, RenjuGoal, Stone as StoneWord};
use crate::i18n::jungle::{animal as animal_name, side as side_name};
use crate::i18n::renju::stone_name;
use crate::i18n::{Locale, Message};
use crate::msg;
use crate::rules::jungle::{self, Animal, Position, Refusal, RuleOptions, Square};
use crate::rules::renju::{
    Board, ForbiddenKind, Point, Refusal as RenjuRefusal, RenjuOptions, Stone,
};
use crate::solve::bounded::{Budget, Verdict as SolveVerdict};
use crate::solve::jungle_defence::{DefenceVerdict, defending_moves};
use crate::solve::jungle_proof::{LineCheck, prove_puzzle};
use crate::solve::renju::puzzle::{ProofError, Prover, RenjuGoal as SolveGoal, RenjuPuzzle};
use crate::solve::renju::threat::Rules as SolveRules;
use serde_spanned::Spanned;
use std::collections::BTreeSet;
use std::ops::Range;

/// The Renju engine's refusal in words.
fn renju_refusal_words(refusal: &RenjuRefusal) -> Message {
    crate::i18n::renju::refusal(refusal)
}

/// The engine's refusal in words.
fn refusal_words(refusal: &Refusal) -> Message {
    crate::i18n::jungle::refusal(refusal)
}

/// The engine options of a step, for its game; `None` when the rules could not be read.
#[derive(Debug, Clone, Copy, Default)]
struct EngineOptions {
    jungle: Option<RuleOptions>,
    renju: Option<RenjuOptions>,
}

impl EngineOptions {
    fn read(game: Game, rules: &RulesTable) -> Self {
        match game {
            Game::Jungle => EngineOptions {
                jungle: rules.jungle_options().ok(),
                renju: None,
            },
            Game::Renju => EngineOptions {
                jungle: None,
                renju: rules.renju_options().ok(),
            },
        }
    }
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
        let options = if rules_ok {
            EngineOptions::read(game, &rules)
        } else {
            EngineOptions::default()
        };
        findings.extend(check_step(game, step, &options));
    }
    findings.extend(super::meaning_check::check_lesson_meaning(lesson));
    findings
}

/// Checks everything game-specific in a puzzle: rules, position, solution lines, and (when
/// `prove`) the solver's proof of its goal, within `run`'s budget (once that is spent, an
/// error says the puzzle was not checked).
pub fn check_puzzle(puzzle: &Puzzle, prove: bool, run: &mut ProofRun) -> Vec<Finding> {
    let game = *puzzle.game.get_ref();
    let mut findings = check_rules(game, &puzzle.rules);
    let prove = prove
        && match run.spent(puzzle.goal.span()) {
            Some(unchecked) => {
                findings.push(unchecked);
                false
            }
            None => true,
        };
    match &puzzle.position {
        PuzzlePosition::Jungle { fen } => {
            let options = if findings.is_empty() {
                puzzle.rules.jungle_options().ok()
            } else {
                None
            };
            findings.extend(check_jungle_puzzle(puzzle, fen, options, prove, run));
        }
        PuzzlePosition::Renju { stones, to_move } => {
            let options = if findings.is_empty() {
                puzzle.rules.renju_options().ok()
            } else {
                None
            };
            findings.extend(check_renju_puzzle(
                puzzle,
                stones,
                to_move.as_ref(),
                options,
                prove,
                run,
            ));
        }
    }
    findings.extend(super::meaning_check::check_puzzle_meaning(puzzle, prove));
    findings
}

/// Replays a Jungle puzzle's solution lines and (through the solver) proves its goal.
fn check_jungle_puzzle(
    puzzle: &Puzzle,
    fen: &Spanned<String>,
    options: Option<RuleOptions>,
    prove: bool,
    run: &mut ProofRun,
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
                msg!(
                    "content-game-already-over",
                    outcome = crate::i18n::jungle::outcome(&outcome)
                ),
            )
            .expected(msg!("content-expected-game-goes-on")),
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
                        msg!(
                            "content-move-not-allowed",
                            text = mv.get_ref(),
                            reason = refusal_words(&refusal)
                        ),
                    )
                    .expected(legal_examples(game.position(), &options)),
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
                    msg!("content-line-not-won", side = side_name(attacker)),
                )
                .expected(msg!("content-expected-line-wins")),
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
                    msg!("content-line-too-long", plies = plies),
                )
                .expected(msg!("content-expected-line-length", plies = plies)),
            );
        }
    }
    if prove
        && puzzle.goal.get_ref() == &PuzzleGoal::WinIn
        && let Some(plies) = puzzle.plies()
    {
        findings.extend(prove_jungle_puzzle(puzzle, fen, &options, plies, run));
    }
    if prove
        && puzzle.goal.get_ref() == &PuzzleGoal::Defend
        && let Some(plies) = puzzle.plies()
    {
        findings.extend(prove_jungle_defence(
            puzzle, &position, &options, plies, run,
        ));
    }
    findings
}

/// Lets the Jungle solver prove a `defend` puzzle: the opponent threatens to win within its
/// `moves` (if the side to move could pass), some move stops it, the author's first move is
/// one of them, and the other right moves are listed as a note unless the comment names them.
fn prove_jungle_defence(
    puzzle: &Puzzle,
    position: &Position,
    options: &RuleOptions,
    plies: u32,
    run: &mut ProofRun,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let budget = Budget {
        max_nodes: PROOF_BUDGET,
        cancel: None,
    };
    let defences = defending_moves(position, options, plies, budget);
    run.record(defences.nodes);
    let goal_span = puzzle
        .moves
        .as_ref()
        .map_or(puzzle.goal.span(), Spanned::span);
    let moves = plies.div_ceil(2);
    let opponent = side_name(position.side_to_move().opponent());
    let undecided = || {
        Finding::warning(
            DiagnosticKind::UnprovenGoal,
            goal_span.clone(),
            msg!("content-solver-undecided-nodes", nodes = PROOF_BUDGET),
        )
        .expected(msg!("content-expected-provable-jungle"))
    };
    match defences.threat {
        None => return vec![undecided()],
        Some(false) => {
            return vec![
                Finding::error(
                    DiagnosticKind::UnprovenGoal,
                    goal_span.clone(),
                    msg!(
                        "content-jungle-nothing-to-defend",
                        side = opponent,
                        moves = moves
                    ),
                )
                .expected(msg!("content-expected-jungle-threat")),
            ];
        }
        Some(true) => {}
    }
    let right = defences.right_moves();
    if right.is_empty() {
        if defences.any_undecided() {
            return vec![undecided()];
        }
        return vec![
            Finding::error(
                DiagnosticKind::UnprovenGoal,
                goal_span.clone(),
                msg!("content-jungle-no-defence", side = opponent, moves = moves),
            )
            .expected(msg!("content-expected-jungle-defence-exists")),
        ];
    }
    let right_words = || {
        right
            .iter()
            .map(|mv| format!("`{mv}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut authored = Vec::new();
    for line in &puzzle.solution {
        let Some(first) = line.first() else { continue };
        let Ok(mv) = read_jungle_move(first) else {
            continue;
        };
        authored.push(mv);
        match defences.verdict_of(mv) {
            Some(DefenceVerdict::Fails { reply }) => findings.push(
                Finding::error(
                    DiagnosticKind::WrongAnswer,
                    first.span(),
                    msg!(
                        "content-jungle-defence-fails",
                        text = mv.to_string(),
                        side = side_name(position.side_to_move().opponent()),
                        reply = reply.to_string(),
                        moves = moves
                    ),
                )
                .expected(msg!(
                    "content-expected-jungle-defence",
                    moves = right_words()
                )),
            ),
            // Undecided moves get one warning below; illegal ones were reported above.
            Some(DefenceVerdict::Holds | DefenceVerdict::Undecided) | None => {}
        }
    }
    if defences.any_undecided() {
        findings.push(undecided());
    }
    let comment = puzzle
        .comment
        .as_ref()
        .map(|c| c.get(Locale::En).to_owned())
        .unwrap_or_default();
    let others: Vec<String> = right
        .iter()
        .filter(|mv| !authored.contains(mv))
        .map(ToString::to_string)
        .filter(|mv| !comment.contains(mv.as_str()))
        .map(|mv| format!("`{mv}`"))
        .collect();
    if !others.is_empty() && !authored.is_empty() {
        let span = puzzle
            .solution
            .first()
            .and_then(|line| line.first())
            .map_or(goal_span, Spanned::span);
        findings.push(Finding::note(
            DiagnosticKind::Dual,
            span,
            msg!("content-dual-defence", moves = others.join(", ")),
        ));
    }
    findings
}

/// The most positions `check` lets the solver visit per puzzle (a few seconds at most).
const PROOF_BUDGET: u64 = 5_000_000;

/// Lets the Jungle solver prove a `win-in` puzzle: the win exists within its plies, each line
/// keeps it, and every other winning first move the comment does not name is listed as a note.
fn prove_jungle_puzzle(
    puzzle: &Puzzle,
    fen: &Spanned<String>,
    options: &RuleOptions,
    plies: u32,
    run: &mut ProofRun,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let lines: Vec<Vec<String>> = puzzle
        .solution
        .iter()
        .map(|line| line.iter().map(|mv| mv.get_ref().clone()).collect())
        .collect();
    let budget = Budget {
        max_nodes: PROOF_BUDGET,
        cancel: None,
    };
    let Ok(proof) = prove_puzzle(fen.get_ref(), options, plies, &lines, budget) else {
        // A bad position or a finished game is already reported above.
        return findings;
    };
    run.record(proof.nodes);
    let goal_span = puzzle
        .moves
        .as_ref()
        .map_or(puzzle.goal.span(), Spanned::span);
    match proof.verdict {
        SolveVerdict::Win { .. } => {}
        SolveVerdict::NoWinWithin => findings.push(
            Finding::error(
                DiagnosticKind::UnprovenGoal,
                goal_span.clone(),
                msg!("content-no-forced-win-within", plies = plies),
            )
            .expected(msg!("content-expected-forced-win")),
        ),
        SolveVerdict::Undecided => findings.push(
            Finding::warning(
                DiagnosticKind::UnprovenGoal,
                goal_span.clone(),
                msg!("content-solver-undecided-nodes", nodes = PROOF_BUDGET),
            )
            .expected(msg!("content-expected-provable-jungle")),
        ),
    }
    for (line, check) in puzzle.solution.iter().zip(&proof.lines) {
        if let LineCheck::MissesTheWin { index, mv } = check
            && let Some(text) = line.get(*index)
        {
            findings.push(
                Finding::error(
                    DiagnosticKind::WrongAnswer,
                    text.span(),
                    msg!("content-win-gone", text = mv.to_string(), plies = plies),
                )
                .expected(moves_expected(&proof.winning_moves)),
            );
        }
    }
    if proof.winning_moves.len() > 1 {
        let authored: Vec<String> = puzzle
            .solution
            .iter()
            .filter_map(|line| line.first().map(|mv| mv.get_ref().clone()))
            .collect();
        // A dual the author already names in the comment is acknowledged.
        let comment = puzzle
            .comment
            .as_ref()
            .map(|c| c.get(Locale::En).to_owned())
            .unwrap_or_default();
        let others: Vec<String> = proof
            .winning_moves
            .iter()
            .map(ToString::to_string)
            .filter(|mv| !authored.contains(mv) && !comment.contains(mv.as_str()))
            .map(|mv| format!("`{mv}`"))
            .collect();
        if !others.is_empty() {
            let span = puzzle
                .solution
                .first()
                .and_then(|line| line.first())
                .map_or(goal_span, Spanned::span);
            findings.push(Finding::note(
                DiagnosticKind::Dual,
                span,
                msg!("content-dual-win", moves = others.join(", ")),
            ));
        }
    }
    findings
}

/// A few legal moves, to show what would be allowed.
fn legal_examples(position: &Position, options: &RuleOptions) -> Message {
    let moves: Vec<String> = position
        .legal_moves(options)
        .iter()
        .take(4)
        .map(|mv| format!("`{mv}`"))
        .collect();
    if moves.is_empty() {
        msg!("content-expected-legal-move-none")
    } else {
        msg!("content-expected-legal-move", moves = moves.join(", "))
    }
}

/// Checks a rule option table with the game's engine option type.
pub fn check_rules(game: Game, rules: &RulesTable) -> Vec<Finding> {
    match game {
        Game::Jungle => rules.jungle_options().err().into_iter().collect(),
        Game::Renju => rules.renju_options().err().into_iter().collect(),
    }
}

/// Collects the error of a read into `findings`, keeping the value when it read.
fn read<T>(findings: &mut Vec<Finding>, result: Result<T, Finding>) -> Option<T> {
    result.map_err(|finding| findings.push(finding)).ok()
}

/// Checks one step's game data; `options` is `None` when the rules could not be read.
fn check_step(game: Game, step: &Step, engine: &EngineOptions) -> Vec<Finding> {
    let options = engine.jungle.as_ref();
    let mut findings = Vec::new();
    match &step.kind {
        StepKind::Info {
            fen,
            stones,
            highlight,
        } => {
            if let Some(fen) = fen {
                if game == Game::Renju {
                    findings.push(wrong_game(fen.span(), verbatim("`fen`"), game));
                } else {
                    read(&mut findings, read_jungle_position(fen));
                }
            }
            if let Some(stones) = stones {
                match (game, stones.black.first().or(stones.white.first())) {
                    (Game::Jungle, Some(first)) => {
                        let what = msg!("content-what-stones");
                        findings.push(wrong_game(first.span(), what, game));
                    }
                    _ => {
                        let options = engine.renju.unwrap_or_default();
                        if let Err(bad) = read_renju_board(stones, &options) {
                            findings.extend(bad);
                        }
                    }
                }
            }
            for place in highlight {
                match game {
                    Game::Jungle => {
                        read(&mut findings, read_jungle_square(place));
                    }
                    Game::Renju => {
                        read(&mut findings, read_renju_point(place));
                    }
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
                        msg!("content-order-one-animal"),
                    )
                    .expected(msg!("content-expected-two-animals")),
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
                            msg!(
                                "content-piece-of-other-side",
                                animal = animal_name(p.animal),
                                square = square.to_string(),
                                side = side_name(p.side)
                            ),
                        )
                        .expected(msg!(
                            "content-expected-own-piece",
                            side = side_name(position.side_to_move())
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
                        msg!(
                            "content-goal-unreachable",
                            side = side_name(position.side_to_move()),
                            goal = goal.get_ref().word()
                        ),
                    )
                    .expected(msg!("content-expected-reachable-goal")),
                );
            }
            if let (Some(answer), Some(mv)) = (answer, answer_move) {
                match task.judge(mv) {
                    Ok(()) => {}
                    Err(MoveMiss::Illegal(refusal)) => findings.push(
                        Finding::error(
                            DiagnosticKind::IllegalMove,
                            answer.span(),
                            msg!(
                                "content-move-not-allowed",
                                text = mv.to_string(),
                                reason = refusal_words(&refusal)
                            ),
                        )
                        .expected(moves_expected(&winning)),
                    ),
                    Err(MoveMiss::Misses(miss)) => findings.push(
                        Finding::error(
                            DiagnosticKind::WrongAnswer,
                            answer.span(),
                            msg!(
                                "content-move-misses-goal",
                                text = mv.to_string(),
                                reason = goal_miss_words(miss)
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
                findings.extend(check_distinct(answer, Listed::Square));
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
                                msg!(
                                    "content-square-not-counted",
                                    square = sq.to_string(),
                                    property = property.get_ref().word()
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
                            msg!(
                                "content-answer-misses-squares",
                                squares = join_squares(&missed),
                                property = property.get_ref().word()
                            ),
                        )
                        .expected(squares_expected(&truth)),
                    );
                }
            }
        }
        StepKind::ForbiddenDrill {
            stones,
            to_move,
            mode,
            point,
            answer,
        } => {
            if let Some(side) = to_move
                && *side.get_ref() == StoneWord::White
                && *mode.get_ref() == DrillMode::WinAvoidingForbidden
            {
                findings.push(
                    Finding::error(
                        DiagnosticKind::InconsistentField,
                        side.span(),
                        msg!("content-drill-white-to-move"),
                    )
                    .expected(msg!("content-expected-drill-black")),
                );
            }
            check_forbidden_drill(
                &mut findings,
                step,
                stones,
                *mode.get_ref(),
                point.as_ref(),
                answer.as_ref(),
                engine.renju,
            );
        }
        StepKind::RenjuMove {
            stones,
            to_move,
            goal,
            answer,
        } => {
            let board = read_renju_board(stones, &engine.renju.unwrap_or_default())
                .map_err(|bad| findings.extend(bad))
                .ok();
            let answer_point = answer
                .as_ref()
                .and_then(|a| read(&mut findings, read_renju_point(a)));
            let (Some(board), Some(options)) = (board, engine.renju) else {
                return findings;
            };
            let task = RenjuTask {
                board,
                options,
                to_move: stone(stones.side_to_move(to_move.as_ref())),
            };
            let winning = task.winning_points(*goal.get_ref());
            if winning.is_empty() {
                findings.push(
                    Finding::error(
                        DiagnosticKind::UnreachableGoal,
                        goal.span(),
                        msg!(
                            "content-goal-unreachable",
                            side = stone_name(task.to_move),
                            goal = goal.get_ref().word()
                        ),
                    )
                    .expected(msg!("content-expected-reachable-goal")),
                );
            }
            if let (Some(answer), Some(point)) = (answer, answer_point)
                && let Err(miss) = task.judge(*goal.get_ref(), point)
            {
                findings.push(renju_miss_finding(answer, point, &miss, &winning));
            }
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
                            msg!(
                                "content-same-side",
                                from = from.to_string(),
                                to = to.to_string()
                            ),
                        )
                        .expected(msg!("content-expected-opposite-sides")),
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
                capture_words(truth),
            )
            .expected(verbatim(format!("`answer = {}`", truth.allowed()))),
        );
    }
}

/// The engine's capture verdict in words for authors ("the engine says yes: …").
fn capture_words(truth: CaptureTruth) -> Message {
    let reason = match truth {
        CaptureTruth::No(refusal) => {
            return msg!("content-engine-says-no", reason = refusal_words(&refusal));
        }
        CaptureTruth::Yes(reason) => reason,
    };
    let reason = match reason {
        CaptureReason::Stronger { attacker, defender } => msg!(
            "content-capture-stronger",
            attacker = animal_name(attacker),
            defender = animal_name(defender)
        ),
        CaptureReason::SameKind { animal } => {
            msg!("content-capture-same-kind", animal = animal_name(animal))
        }
        CaptureReason::RatBeatsElephant => msg!("content-capture-rat-beats-elephant"),
        CaptureReason::Weakened { defender, square } => msg!(
            "content-capture-weakened",
            defender = animal_name(defender),
            square = square.to_string()
        ),
    };
    msg!("content-engine-says-yes", reason = reason)
}

/// A legal move's shortfall in words for authors.
fn goal_miss_words(miss: GoalMiss) -> Message {
    match miss {
        GoalMiss::NotAJump => msg!("content-miss-not-a-jump"),
        GoalMiss::NotThePiece { piece } => {
            msg!("content-miss-not-the-piece", square = piece.to_string())
        }
        GoalMiss::NoCapture => msg!("content-miss-no-capture"),
        GoalMiss::NotTheTarget { target } => {
            msg!("content-miss-not-the-target", square = target.to_string())
        }
        GoalMiss::NotIntoDen { den } => msg!("content-miss-not-into-den", den = den.to_string()),
        GoalMiss::StillChased { animal, square } => msg!(
            "content-miss-still-chased",
            animal = animal_name(animal),
            square = square.to_string()
        ),
    }
}

fn moves_expected(winning: &[jungle::Move]) -> Message {
    if winning.is_empty() {
        return msg!("content-expected-goal-move-none");
    }
    let list: Vec<String> = winning.iter().map(|mv| format!("`{mv}`")).collect();
    msg!("content-expected-goal-move", moves = list.join(", "))
}

fn squares_expected(truth: &BTreeSet<Square>) -> Message {
    if truth.is_empty() {
        msg!("content-expected-no-square")
    } else {
        let squares = join_squares(&truth.iter().copied().collect::<Vec<_>>());
        msg!("content-expected-engine-squares", squares = squares)
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
        msg!("content-no-animal-on", square = square.to_string()),
    )
    .expected(msg!("content-expected-animal-square"))
}

fn wrong_game(span: Range<usize>, what: Message, game: Game) -> Finding {
    Finding::error(
        DiagnosticKind::WrongGame,
        span,
        msg!(
            "content-not-in-this-game",
            what = what,
            game = game_name(game)
        ),
    )
    .expected(match game {
        Game::Jungle => msg!("content-expected-jungle-board"),
        Game::Renju => msg!("content-expected-renju-board"),
    })
}

/// What a list holds, for "listed twice".
#[derive(Debug, Clone, Copy)]
enum Listed {
    Animal,
    Square,
}

fn check_animals(findings: &mut Vec<Finding>, animals: &[Spanned<String>]) -> Vec<Animal> {
    let read_ones: Vec<Animal> = animals
        .iter()
        .filter_map(|animal| read(findings, read_animal(animal)))
        .collect();
    findings.extend(check_distinct(animals, Listed::Animal));
    read_ones
}

fn check_distinct(items: &[Spanned<String>], what: Listed) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (index, item) in items.iter().enumerate() {
        if items[..index]
            .iter()
            .any(|earlier| earlier.get_ref() == item.get_ref())
        {
            let (message, expected) = match what {
                Listed::Animal => (
                    msg!("content-animal-listed-twice", name = item.get_ref()),
                    msg!("content-expected-each-animal-once"),
                ),
                Listed::Square => (
                    msg!("content-square-listed-twice", square = item.get_ref()),
                    msg!("content-expected-each-square-once"),
                ),
            };
            findings.push(
                Finding::error(DiagnosticKind::DuplicatePlacement, item.span(), message)
                    .expected(expected),
            );
        }
    }
    findings
}

/// Checks a `forbidden-drill` step: the forbidden-point finder decides, and a stored kind,
/// point set or winning point must agree with it.
fn check_forbidden_drill(
    findings: &mut Vec<Finding>,
    step: &Step,
    stones: &Stones,
    mode: DrillMode,
    point: Option<&Spanned<String>>,
    answer: Option<&DrillAnswer>,
    options: Option<RenjuOptions>,
) {
    let board = read_renju_board(stones, &options.unwrap_or_default())
        .map_err(|bad| findings.extend(bad))
        .ok();
    let asked = point.and_then(|p| read(findings, read_renju_point(p)));
    let (Some(board), Some(options)) = (board, options) else {
        return;
    };
    if !options.rule_set.has_forbidden_points(Stone::Black) {
        findings.push(
            Finding::error(
                DiagnosticKind::InconsistentField,
                step.kind_span.clone(),
                msg!("content-forbidden-needs-renju"),
            )
            .expected(msg!("content-expected-renju-rules")),
        );
        return;
    }
    match mode {
        DrillMode::IsForbidden => {
            let (Some(text), Some(point)) = (point, asked) else {
                return;
            };
            if !board.is_empty(point) {
                findings.push(
                    Finding::error(
                        DiagnosticKind::DuplicatePlacement,
                        text.span(),
                        msg!("content-point-taken", point = point.to_string()),
                    )
                    .expected(msg!("content-expected-empty-point")),
                );
                return;
            }
            let truth = forbidden_at(&board, &options, point).map(|v| v.kind);
            if let Some(DrillAnswer::Kind(kind)) = answer {
                let said = forbidden_answer(*kind.get_ref());
                if said != truth {
                    findings.push(
                        Finding::error(
                            DiagnosticKind::WrongAnswer,
                            kind.span(),
                            msg!(
                                "content-engine-says-point-is",
                                point = point.to_string(),
                                kind = kind_words(truth)
                            ),
                        )
                        .expected(verbatim(format!("`answer = \"{}\"`", kind_word(truth)))),
                    );
                }
            }
        }
        DrillMode::MarkAll => {
            let truth = forbidden_points(&board, &options);
            let Some(DrillAnswer::Points(points)) = answer else {
                return;
            };
            let mut given = BTreeSet::new();
            for text in points {
                if let Some(point) = read(findings, read_renju_point(text)) {
                    given.insert(point);
                    if !truth.contains(&point) {
                        findings.push(
                            Finding::error(
                                DiagnosticKind::WrongAnswer,
                                text.span(),
                                msg!("content-point-not-forbidden", point = point.to_string()),
                            )
                            .expected(points_expected(&truth)),
                        );
                    }
                }
            }
            let missed: Vec<Point> = truth.difference(&given).copied().collect();
            if !missed.is_empty() {
                let span = list_span(points).unwrap_or(step.kind_span.clone());
                findings.push(
                    Finding::error(
                        DiagnosticKind::WrongAnswer,
                        span,
                        msg!(
                            "content-answer-misses-points",
                            points = join_points(&missed)
                        ),
                    )
                    .expected(points_expected(&truth)),
                );
            }
        }
        DrillMode::WinAvoidingForbidden => {
            let task = RenjuTask {
                board,
                options,
                to_move: Stone::Black,
            };
            let winning = task.winning_points(RenjuGoal::Five);
            if winning.is_empty() {
                findings.push(
                    Finding::error(
                        DiagnosticKind::UnreachableGoal,
                        step.kind_span.clone(),
                        msg!("content-no-allowed-five"),
                    )
                    .expected(msg!("content-expected-allowed-five")),
                );
            }
            if let Some(DrillAnswer::Point(text)) = answer
                && let Some(point) = read(findings, read_renju_point(text))
                && let Err(miss) = task.judge(RenjuGoal::Five, point)
            {
                findings.push(renju_miss_finding(text, point, &miss, &winning));
            }
        }
    }
}

/// Replays a Renju puzzle's solution lines with the engine.
fn check_renju_puzzle(
    puzzle: &Puzzle,
    stones: &Stones,
    to_move: Option<&Spanned<StoneWord>>,
    options: Option<RenjuOptions>,
    prove: bool,
    run: &mut ProofRun,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let board = read_renju_board(stones, &options.unwrap_or_default())
        .map_err(|bad| findings.extend(bad))
        .ok();
    let mut lines = Vec::new();
    for line in &puzzle.solution {
        let points: Vec<Option<Point>> = line
            .iter()
            .map(|text| read(&mut findings, read_renju_point(text)))
            .collect();
        lines.push(points);
    }
    let (Some(board), Some(options)) = (board, options) else {
        return findings;
    };
    let first = stone(stones.side_to_move(to_move));
    for (line, points) in puzzle.solution.iter().zip(&lines) {
        let mut task = RenjuTask {
            board: board.clone(),
            options,
            to_move: first,
        };
        for (text, point) in line.iter().zip(points) {
            let Some(point) = *point else {
                break;
            };
            if let Err(miss) = task.legal(point) {
                findings.push(renju_miss_finding(text, point, &miss, &[]));
                break;
            }
            task.board.place(point, task.to_move);
            task.to_move = task.to_move.opponent();
        }
    }
    if !findings.is_empty() || !prove {
        // The solver would only repeat a broken line's problem.
        return findings;
    }
    let solution: Option<Vec<Vec<Point>>> = lines
        .iter()
        .map(|line| line.iter().copied().collect::<Option<Vec<Point>>>())
        .collect();
    if let Some(solution) = solution {
        findings.extend(prove_renju_puzzle(
            puzzle, &board, first, &options, solution, run,
        ));
    }
    findings
}

/// Lets the Renju solver prove a puzzle's goal (VCF, VCT, win-in, defend, forbidden trap): an
/// error when it does not hold, a note listing duals the comment does not name.
fn prove_renju_puzzle(
    puzzle: &Puzzle,
    board: &Board,
    to_move: Stone,
    options: &RenjuOptions,
    solution: Vec<Vec<Point>>,
    run: &mut ProofRun,
) -> Vec<Finding> {
    let goal = match puzzle.goal.get_ref() {
        PuzzleGoal::WinIn => SolveGoal::WinIn,
        PuzzleGoal::Vcf => SolveGoal::Vcf,
        PuzzleGoal::Vct => SolveGoal::Vct,
        PuzzleGoal::Defend => SolveGoal::Defend,
        PuzzleGoal::ForbiddenTrap => SolveGoal::ForbiddenTrap,
    };
    let moves = puzzle
        .moves
        .as_ref()
        .map(|m| u8::try_from(*m.get_ref()).unwrap_or(u8::MAX));
    let problem = RenjuPuzzle {
        board: board.clone(),
        to_move,
        rules: problem_rules(options),
        goal,
        moves,
        solution,
    };
    let goal_span = puzzle
        .moves
        .as_ref()
        .map_or(puzzle.goal.span(), Spanned::span);
    let at_move = |line: usize, ply: usize| {
        puzzle
            .solution
            .get(line)
            .and_then(|l| l.get(ply))
            .map_or(goal_span.clone(), Spanned::span)
    };
    let goal_word = puzzle.goal.get_ref().word();
    let error = |span, message| {
        Finding::error(DiagnosticKind::UnprovenGoal, span, message)
            .expected(msg!("content-expected-goal-holds", goal = goal_word))
    };
    let under_way = run.start_puzzle();
    let mut prover = Prover::new(under_way.budget.clone());
    let proved = prover.prove(&problem);
    // The moves that keep the goal, for an author's move that does not (within what is left).
    let keeping = match &proved {
        Err(ProofError::NotWinning { .. }) => prover
            .right_moves(board, to_move, problem_rules(options), goal, moves)
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    let over = proved == Err(ProofError::OverBudget);
    if let Some(over_budget) = under_way.finish(run, prover.nodes(), over, goal_span.clone()) {
        return vec![over_budget];
    }
    let proof = match proved {
        Ok(proof) => proof,
        Err(problem) => {
            return vec![match problem {
                ProofError::NoWin => error(
                    goal_span,
                    msg!("content-no-forced-win-of-kind", goal = goal_word),
                ),
                ProofError::TooLong { shortest, limit } => error(
                    goal_span,
                    msg!("content-win-too-long", shortest = shortest, limit = limit),
                ),
                ProofError::Undecided => Finding::warning(
                    DiagnosticKind::UnprovenGoal,
                    goal_span,
                    msg!("content-solver-undecided"),
                )
                .expected(msg!("content-expected-provable")),
                // Reported above, through the run's budget.
                ProofError::OverBudget => return Vec::new(),
                ProofError::NoForbiddenEnding => {
                    error(goal_span, msg!("content-no-forbidden-ending"))
                }
                ProofError::NothingToDefend => error(goal_span, msg!("content-nothing-to-defend")),
                ProofError::NoDefence => error(goal_span, msg!("content-no-defence")),
                // Illegal moves are reported above with the engine's reason.
                ProofError::IllegalMove { line, ply, point } => Finding::error(
                    DiagnosticKind::IllegalMove,
                    at_move(line, ply),
                    msg!("content-point-not-legal", point = point.to_string()),
                ),
                ProofError::NotWinning { line, ply, point } => Finding::error(
                    DiagnosticKind::WrongAnswer,
                    at_move(line, ply),
                    msg!(
                        "content-goal-no-longer-holds",
                        point = point.to_string(),
                        goal = goal_word
                    ),
                )
                .expected(msg!(
                    "content-expected-keeps-goal",
                    points = join_points(&keeping)
                )),
            }];
        }
    };
    let comment = puzzle
        .comment
        .as_ref()
        .map(|c| c.get(Locale::En).to_owned())
        .unwrap_or_default();
    let others: Vec<String> = proof
        .duals
        .iter()
        .map(ToString::to_string)
        .filter(|point| !comment.contains(point.as_str()))
        .map(|point| format!("`{point}`"))
        .collect();
    if others.is_empty() {
        return Vec::new();
    }
    let span = at_move(0, 0);
    vec![Finding::note(
        DiagnosticKind::Dual,
        span,
        msg!("content-dual-work", moves = others.join(", ")),
    )]
}

fn problem_rules(options: &RenjuOptions) -> SolveRules {
    SolveRules {
        rule_set: options.rule_set,
        three_rule: options.three_rule,
    }
}

/// A Renju move the engine disagrees with, in words for authors.
fn renju_miss_finding(
    text: &Spanned<String>,
    point: Point,
    miss: &RenjuMiss,
    winning: &[Point],
) -> Finding {
    let expected = if winning.is_empty() {
        msg!("content-expected-allowed-point")
    } else {
        msg!("content-expected-goal-move", moves = join_points(winning))
    };
    match miss {
        RenjuMiss::Occupied { .. } => Finding::error(
            DiagnosticKind::IllegalMove,
            text.span(),
            msg!(
                "content-point-not-allowed",
                point = point.to_string(),
                reason = renju_refusal_words(&RenjuRefusal::Occupied { point })
            ),
        ),
        RenjuMiss::Forbidden(verdict) => Finding::error(
            DiagnosticKind::IllegalMove,
            text.span(),
            msg!(
                "content-point-forbidden",
                point = point.to_string(),
                reason = renju_refusal_words(&RenjuRefusal::ForbiddenPoint {
                    point,
                    verdict: verdict.clone()
                }),
                lines = verdict
                    .lines
                    .iter()
                    .filter_map(|line| line.span())
                    .map(|(a, b)| format!("{a}–{b}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
        RenjuMiss::MissesGoal { goal } => Finding::error(
            DiagnosticKind::WrongAnswer,
            text.span(),
            msg!(
                "content-point-misses-goal",
                point = point.to_string(),
                goal = goal.word()
            ),
        ),
    }
    .expected(expected)
}

fn forbidden_answer(answer: ForbiddenAnswer) -> Option<ForbiddenKind> {
    match answer {
        ForbiddenAnswer::None => None,
        ForbiddenAnswer::DoubleThree => Some(ForbiddenKind::DoubleThree),
        ForbiddenAnswer::DoubleFour => Some(ForbiddenKind::DoubleFour),
        ForbiddenAnswer::Overline => Some(ForbiddenKind::Overline),
    }
}

fn kind_word(kind: Option<ForbiddenKind>) -> &'static str {
    match kind {
        None => "none",
        Some(ForbiddenKind::DoubleThree) => "double-three",
        Some(ForbiddenKind::DoubleFour) => "double-four",
        Some(ForbiddenKind::Overline) => "overline",
    }
}

fn kind_words(kind: Option<ForbiddenKind>) -> Message {
    match kind {
        None => msg!("content-forbidden-kind-none"),
        Some(ForbiddenKind::DoubleThree) => msg!("content-forbidden-kind-double-three"),
        Some(ForbiddenKind::DoubleFour) => msg!("content-forbidden-kind-double-four"),
        Some(ForbiddenKind::Overline) => msg!("content-forbidden-kind-overline"),
    }
}

fn join_points(points: &[Point]) -> String {
    points
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn points_expected(truth: &BTreeSet<Point>) -> Message {
    if truth.is_empty() {
        msg!("content-expected-no-forbidden-point")
    } else {
        let points = join_points(&truth.iter().copied().collect::<Vec<_>>());
        msg!("content-expected-engine-points", points = points)
    }
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
    fn renju_points_are_read_by_the_engine() {
        assert!(read_renju_point(&text("O15")).is_ok());
        assert_eq!(
            read_renju_point(&text("o16")).map_err(|f| f.kind),
            Err(DiagnosticKind::BadPoint)
        );
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
