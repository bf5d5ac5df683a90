//! Renju puzzles: the solution lines replayed by the rules engine, and the goal proven by the
//! Renju solver.

use super::block_three::block_three_claims;
use super::idea_claims::renju_defence_claims;
use super::read;
use super::renju_steps::{join_points, renju_miss_finding};
use crate::content::diagnostic::{DiagnosticKind, Finding};
use crate::content::evaluate_renju::{RenjuTask, read_renju_board, read_renju_point, stone};
use crate::content::proof_run::ProofRun;
use crate::content::puzzle::Puzzle;
use crate::content::step::Stones;
use crate::content::words::{PuzzleGoal, Stone as StoneWord};
use crate::i18n::Locale;
use crate::msg;
use crate::rules::renju::{Board, Point, RenjuOptions, Stone};
use crate::solve::ideas::renju_threat;
use crate::solve::renju::puzzle::{ProofError, Prover, RenjuGoal as SolveGoal, RenjuPuzzle};
use crate::solve::renju::threat::Rules as SolveRules;
use serde_spanned::Spanned;

/// Replays a Renju puzzle's solution lines with the engine.
pub(super) fn check_renju_puzzle(
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
pub(super) fn prove_renju_puzzle(
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
    // What the threat a defence stops is, for its title, hints and tags to be held to.
    let mut findings = Vec::new();
    if goal == SolveGoal::Defend
        && let Some(threat) = renju_threat(board, problem_rules(options), to_move.opponent())
    {
        let attacker = crate::i18n::renju::stone_name(to_move.opponent());
        findings.extend(renju_defence_claims(puzzle, threat, attacker));
    }
    if goal == SolveGoal::Defend {
        findings.extend(block_three_claims(
            puzzle,
            board,
            problem_rules(options),
            to_move,
            &proof.winning_moves,
        ));
    }
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
    if !others.is_empty() {
        findings.push(Finding::note(
            DiagnosticKind::Dual,
            at_move(0, 0),
            msg!("content-dual-work", moves = others.join(", ")),
        ));
    }
    findings
}

pub(super) fn problem_rules(options: &RenjuOptions) -> SolveRules {
    SolveRules {
        rule_set: options.rule_set,
        three_rule: options.three_rule,
    }
}
