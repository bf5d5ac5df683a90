//! Jungle puzzles: the solution lines replayed by the rules engine, and the goal (`win-in`,
//! `defend`) proven by the solver within a budget.

use super::idea_claims::{jump_theme_not_used, jungle_defence_claims, jungle_jump_claims};
use super::jungle_steps::{moves_expected, refusal_words};
use crate::content::diagnostic::{DiagnosticKind, Finding};
use crate::content::evaluate::{read_jungle_move, read_jungle_position};
use crate::content::proof_run::ProofRun;
use crate::content::puzzle::Puzzle;
use crate::content::words::PuzzleGoal;
use crate::i18n::jungle::side as side_name;
use crate::i18n::{Locale, Message};
use crate::msg;
use crate::rules::jungle::{self, Position, RuleOptions};
use crate::solve::bounded::{Budget, Verdict as SolveVerdict};
use crate::solve::ideas::{BlockedJumpUse, blocked_jump_use, jungle_defence_idea};
use crate::solve::jungle_defence::{DefenceVerdict, defending_moves};
use crate::solve::jungle_proof::{LineCheck, prove_puzzle};
use crate::solve::themes::{JUNGLE_LINE_THEMES, jungle_line_themes};
use serde_spanned::Spanned;

/// A `win-in` puzzle's themes that its winning lines should show by themselves (a river jump,
/// a capture, the den…: [`JUNGLE_LINE_THEMES`]) but none does: an error at the theme, naming
/// what the lines do show. `shown`: the themes of every complete winning line.
fn claimed_themes_shown(puzzle: &Puzzle, shown: &[&'static str]) -> Vec<Finding> {
    let listed: Vec<&str> = JUNGLE_LINE_THEMES
        .iter()
        .copied()
        .filter(|t| shown.contains(t))
        .collect();
    puzzle
        .themes
        .iter()
        .filter(|theme| {
            JUNGLE_LINE_THEMES.contains(&theme.get_ref().as_str())
                && !shown.contains(&theme.get_ref().as_str())
        })
        .map(|theme| {
            if theme.get_ref() == "rat-blocks-jump" {
                return jump_theme_not_used(theme.span(), &listed.join(", "));
            }
            Finding::error(
                DiagnosticKind::WrongAnswer,
                theme.span(),
                msg!("content-theme-not-shown", theme = theme.get_ref().clone()),
            )
            .expected(msg!(
                "content-expected-theme-shown",
                themes = listed.join(", ")
            ))
        })
        .collect()
}

/// Replays a Jungle puzzle's solution lines and (through the solver) proves its goal.
pub(super) fn check_jungle_puzzle(
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
    // The themes the complete winning lines show (see `claimed_themes_shown`).
    let mut shown: Vec<&'static str> = Vec::new();
    // How the complete winning lines use a jump a rat blocks (see `idea_claims`).
    let mut jump_uses: Vec<BlockedJumpUse> = Vec::new();
    for line in &puzzle.solution {
        let mut game = jungle::Game::from_position(position, options);
        let mut complete = true;
        let mut played = Vec::with_capacity(line.len());
        for mv in line {
            let Ok(parsed) = read_jungle_move(mv) else {
                complete = false;
                break;
            };
            played.push(parsed);
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
        if complete && wins {
            shown.extend(jungle_line_themes(&position, &played, &[], &options));
            jump_uses.extend(blocked_jump_use(&position, &played, &options));
        }
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
    if puzzle.goal.get_ref() == &PuzzleGoal::WinIn && !puzzle.solution.is_empty() {
        findings.extend(claimed_themes_shown(puzzle, &shown));
        findings.extend(jungle_jump_claims(puzzle, &jump_uses));
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
pub(super) fn prove_jungle_defence(
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
    } else if let Some(idea) = jungle_defence_idea(position, &defences) {
        // Only a fully decided defence says which kinds of move hold.
        findings.extend(jungle_defence_claims(puzzle, position, idea, &right));
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
pub(super) const PROOF_BUDGET: u64 = 5_000_000;

/// Lets the Jungle solver prove a `win-in` puzzle: the win exists within its plies, each line
/// keeps it, and every other winning first move the comment does not name is listed as a note.
pub(super) fn prove_jungle_puzzle(
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
pub(super) fn legal_examples(position: &Position, options: &RuleOptions) -> Message {
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
