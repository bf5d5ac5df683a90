//! A puzzle's title, hints and theme tags held to what the engine proves its line or defence
//! does (#39): a rat blocking a jump only when a winning line moves the blocked lion or tiger
//! or the mover's rat in the river; a defence hint that says "eat" only when a capture holds,
//! "stand in the way" only when a move that eats nothing holds; a Renju defence named after
//! fours only when the threat is fours, after an open three only when it is one. Titles and
//! hints are recognised as the generator's own sentences (`content::idea_words`); every
//! mismatch is an error at the words, in the locale that says it.

use crate::content::diagnostic::{DiagnosticKind, Finding};
use crate::content::idea_words::{Claim, hint_claims, title_claims};
use crate::content::localized::Localized;
use crate::content::puzzle::Puzzle;
use crate::i18n::{Locale, Message};
use crate::msg;
use crate::rules::jungle::{Move, Position};
use crate::solve::ideas::{BlockedJumpUse, DefenceIdea, RenjuThreat};
use std::ops::Range;

/// Each claim of the title and hints, once per text, at the first locale that makes it, with
/// the words that make it.
fn claims(puzzle: &Puzzle) -> Vec<(Claim, Range<usize>, String)> {
    let mut found = Vec::new();
    let mut texts: Vec<(&Localized, bool)> = vec![(&puzzle.title, true)];
    texts.extend(puzzle.hints.iter().map(|hint| (hint, false)));
    for (localized, is_title) in texts {
        let mut seen: Vec<Claim> = Vec::new();
        // English first: an error points at the words most authors read.
        for locale in [Locale::En, Locale::ZhCn, Locale::ZhTw] {
            let text = match locale {
                Locale::En => &localized.en,
                Locale::ZhCn => &localized.zh_cn,
                Locale::ZhTw => &localized.zh_tw,
            };
            let Some(text) = text else { continue };
            let said = if is_title {
                title_claims(text.get_ref(), locale)
            } else {
                hint_claims(text.get_ref(), locale)
            };
            for claim in said {
                if !seen.contains(claim) {
                    seen.push(*claim);
                    found.push((*claim, text.span(), text.get_ref().clone()));
                }
            }
        }
    }
    found
}

fn jump_way(use_: BlockedJumpUse) -> Message {
    match use_ {
        BlockedJumpUse::Jumps => msg!("content-jump-use-jumps"),
        BlockedJumpUse::GoesRound => msg!("content-jump-use-round"),
        BlockedJumpUse::RatClears => msg!("content-jump-use-rat"),
    }
}

/// What the winning lines do with a blocked jump, for the "expected" part.
fn jump_ways(uses: &[BlockedJumpUse]) -> Message {
    match uses.first() {
        None => msg!("content-expected-jump-use-none"),
        Some(first) => msg!("content-expected-jump-use", way = jump_way(*first)),
    }
}

/// A `win-in` puzzle's words about a rat blocking a jump, against `uses`: how each complete
/// winning line uses one (empty: none does).
pub(super) fn jungle_jump_claims(puzzle: &Puzzle, uses: &[BlockedJumpUse]) -> Vec<Finding> {
    claims(puzzle)
        .into_iter()
        .filter_map(|(claim, span, text)| match claim {
            Claim::JumpUse(way) if !uses.contains(&way) => Some(
                Finding::error(
                    DiagnosticKind::WrongAnswer,
                    span,
                    msg!(
                        "content-claim-jump-not-used",
                        text = text,
                        way = jump_way(way)
                    ),
                )
                .expected(jump_ways(uses)),
            ),
            _ => None,
        })
        .collect()
}

/// The theme `rat-blocks-jump` when no complete winning line uses the blocked jump: a more
/// telling error than the general "theme not shown".
pub(super) fn jump_theme_not_used(span: Range<usize>, listed: &str) -> Finding {
    Finding::error(
        DiagnosticKind::WrongAnswer,
        span,
        msg!("content-theme-jump-not-used"),
    )
    .expected(msg!("content-expected-theme-shown", themes = listed))
}

/// A Jungle `defend` puzzle's words (and its `capture` tag) against the kind of moves that
/// hold: `idea` from the solver, `holding` the moves themselves.
pub(super) fn jungle_defence_claims(
    puzzle: &Puzzle,
    position: &Position,
    idea: DefenceIdea,
    holding: &[Move],
) -> Vec<Finding> {
    let words = |moves: &mut dyn Iterator<Item = &Move>| {
        moves
            .map(|mv| format!("`{mv}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let all = words(&mut holding.iter());
    let eating = words(
        &mut holding
            .iter()
            .filter(|mv| position.captured_by(**mv).is_some()),
    );
    let expected = || msg!("content-expected-words-from-holding", moves = all.clone());
    let mut findings: Vec<Finding> = claims(puzzle)
        .into_iter()
        .filter_map(|(claim, span, text)| {
            let message = match claim {
                Claim::Catch if !idea.capture_holds() => {
                    msg!(
                        "content-claim-catch-not-holding",
                        text = text,
                        moves = all.clone()
                    )
                }
                Claim::Block if !idea.block_holds() => {
                    msg!(
                        "content-claim-block-not-holding",
                        text = text,
                        moves = all.clone()
                    )
                }
                Claim::NoCatch if idea.capture_holds() => msg!(
                    "content-claim-no-catch-but-holds",
                    text = text,
                    moves = eating.clone()
                ),
                _ => return None,
            };
            Some(Finding::error(DiagnosticKind::WrongAnswer, span, message).expected(expected()))
        })
        .collect();
    if !idea.capture_holds() {
        findings.extend(
            puzzle
                .themes
                .iter()
                .filter(|theme| theme.get_ref() == "capture")
                .map(|theme| {
                    Finding::error(
                        DiagnosticKind::WrongAnswer,
                        theme.span(),
                        msg!("content-theme-capture-not-holding", moves = all.clone()),
                    )
                    .expected(expected())
                }),
        );
    }
    findings
}

/// A Renju `defend` puzzle's words (and a `three` tag) against the threat the engine reads
/// for `attacker` (the side not to move).
pub(super) fn renju_defence_claims(
    puzzle: &Puzzle,
    threat: RenjuThreat,
    attacker: Message,
) -> Vec<Finding> {
    let point = threat.point().to_string();
    let mismatch = |text: String, span: Range<usize>, claimed_three: bool| {
        let (message, expected) = if claimed_three {
            (
                msg!(
                    "content-claim-renju-three",
                    text = text,
                    side = attacker.clone(),
                    point = point.clone()
                ),
                msg!("content-expected-renju-fours"),
            )
        } else {
            (
                msg!(
                    "content-claim-renju-fours",
                    text = text,
                    side = attacker.clone(),
                    point = point.clone()
                ),
                msg!("content-expected-renju-three"),
            )
        };
        Finding::error(DiagnosticKind::WrongAnswer, span, message).expected(expected)
    };
    let is_three = matches!(threat, RenjuThreat::Three { .. });
    let mut findings: Vec<Finding> = claims(puzzle)
        .into_iter()
        .filter_map(|(claim, span, text)| match claim {
            Claim::RenjuThree if !is_three => Some(mismatch(text, span, true)),
            Claim::RenjuFours if is_three => Some(mismatch(text, span, false)),
            _ => None,
        })
        .collect();
    if !is_three {
        findings.extend(
            puzzle
                .themes
                .iter()
                .filter(|theme| theme.get_ref() == "three")
                .map(|theme| mismatch(format!("themes: {}", theme.get_ref()), theme.span(), true)),
        );
    }
    findings
}
