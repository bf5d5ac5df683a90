//! Puzzle-trainer words for people: every feedback, hint, theme and score of a puzzle session
//! mapped to a Fluent message (ids `solve-…` in `locales/*/solve.ftl`).

use super::{Message, jungle};
use crate::rules::jungle::{Move, Refusal};
use crate::solve::feedback::PieceAt;
use crate::solve::feedback::{Feedback, Hint, Score, Theme};

/// The sentence for a learner's move in a Jungle puzzle.
pub fn jungle_feedback(feedback: &Feedback<Move, Refusal>) -> Message {
    match feedback {
        Feedback::Illegal { mv, refusal } => Message::new("solve-feedback-illegal")
            .text("move", mv.to_string())
            .message("reason", jungle::refusal(refusal)),
        Feedback::Continue {
            mv,
            reply,
            moves_left,
        } => Message::new("solve-feedback-continue")
            .text("move", mv.to_string())
            .text("reply", reply.to_string())
            .number("moves", i64::from(*moves_left)),
        Feedback::Solved { mv } => {
            Message::new("solve-feedback-solved").text("move", mv.to_string())
        }
        Feedback::WinSlips {
            mv,
            refutation: Some(reply),
        } => Message::new("solve-feedback-win-slips-reply")
            .text("move", mv.to_string())
            .text("reply", reply.to_string()),
        Feedback::WinSlips {
            mv,
            refutation: None,
        } => Message::new("solve-feedback-win-slips").text("move", mv.to_string()),
        Feedback::Undecided { mv } => {
            Message::new("solve-feedback-undecided").text("move", mv.to_string())
        }
        Feedback::AlreadySolved => Message::new("solve-feedback-already-solved"),
    }
}

/// The sentence for one rung of the hint ladder in a Jungle puzzle.
pub fn jungle_hint(hint: &Hint<PieceAt, Move>) -> Message {
    match hint {
        Hint::Piece { at } => Message::new("solve-hint-piece")
            .message("animal", jungle::animal(at.animal))
            .text("square", at.square.to_string()),
        Hint::Idea { themes } => match themes.as_slice() {
            [] => Message::new("solve-hint-idea-none"),
            [only] => Message::new("solve-hint-idea").message("theme", theme(only)),
            [first, second, ..] => Message::new("solve-hint-idea-two")
                .message("theme", theme(first))
                .message("other", theme(second)),
        },
        Hint::Move { mv } => Message::new("solve-hint-move").text("move", mv.to_string()),
    }
}

/// The name of a puzzle idea.
pub fn theme(theme: &Theme) -> Message {
    match theme {
        Theme::Den
        | Theme::Capture
        | Theme::CaptureAll
        | Theme::NoLegalMove
        | Theme::RiverJump
        | Theme::Trap
        | Theme::RatVsElephant
        | Theme::RatBlocksJump
        | Theme::Swim => Message::new(format!("solve-theme-{}", theme.tag())),
        Theme::Other(tag) => Message::new("solve-theme-other").text("tag", tag.clone()),
    }
}

/// The solution shown on request.
pub fn solution(moves: &[Move]) -> Message {
    let line: Vec<String> = moves.iter().map(Move::to_string).collect();
    Message::new("solve-solution").text("line", line.join(" "))
}

/// The result of a puzzle: stars, mistakes and hints.
pub fn score(score: &Score) -> Message {
    let id = if score.solved {
        "solve-score-solved"
    } else {
        "solve-score-unsolved"
    };
    Message::new(id)
        .number("stars", i64::from(score.stars()))
        .number("mistakes", i64::from(score.mistakes))
        .number("hints", i64::from(score.hints_used))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Locale, Localizer};
    use crate::rules::jungle::{Animal, Square};
    use crate::solve::feedback::PieceAt;

    fn mv(text: &str) -> Move {
        Move::parse(text).expect("test moves are well formed")
    }

    fn every_message() -> Vec<Message> {
        let themes = [
            Theme::Den,
            Theme::Capture,
            Theme::CaptureAll,
            Theme::NoLegalMove,
            Theme::RiverJump,
            Theme::Trap,
            Theme::RatVsElephant,
            Theme::RatBlocksJump,
            Theme::Swim,
            Theme::Other("zugzwang".into()),
        ];
        let mut messages: Vec<Message> = [
            Feedback::Illegal {
                mv: mv("g7e7"),
                refusal: Refusal::IntoWater {
                    animal: Animal::Lion,
                },
            },
            Feedback::Continue {
                mv: mv("g7f7"),
                reply: mv("b6b5"),
                moves_left: 1,
            },
            Feedback::Continue {
                mv: mv("g7f7"),
                reply: mv("b6b5"),
                moves_left: 3,
            },
            Feedback::Solved { mv: mv("d8d9") },
            Feedback::WinSlips {
                mv: mv("g7g6"),
                refutation: Some(mv("b6b7")),
            },
            Feedback::WinSlips {
                mv: mv("g7g6"),
                refutation: None,
            },
            Feedback::Undecided { mv: mv("g7g6") },
            Feedback::AlreadySolved,
        ]
        .iter()
        .map(jungle_feedback)
        .collect();
        let at = PieceAt {
            square: Square::G7,
            animal: Animal::Elephant,
        };
        messages.push(jungle_hint(&Hint::Piece { at }));
        messages.push(jungle_hint(&Hint::Idea { themes: vec![] }));
        messages.push(jungle_hint(&Hint::Idea {
            themes: vec![Theme::Den],
        }));
        messages.push(jungle_hint(&Hint::Idea {
            themes: vec![Theme::Trap, Theme::Capture],
        }));
        messages.push(jungle_hint(&Hint::Move { mv: mv("g7f7") }));
        messages.extend(themes.iter().map(theme));
        messages.push(solution(&[mv("g7f7"), mv("b6b5")]));
        for solved in [false, true] {
            messages.push(score(&Score {
                solved,
                mistakes: 1,
                hints_used: 2,
                retries: 0,
                solution_shown: false,
            }));
        }
        messages
    }

    #[test]
    fn every_feedback_hint_theme_and_score_renders_in_every_locale() {
        for locale in Locale::ALL {
            let localizer = Localizer::new(locale);
            for message in every_message() {
                assert!(
                    Localizer::defines(locale, &message.id),
                    "{} lacks {}",
                    locale.tag(),
                    message.id
                );
                let text = localizer.render(&message);
                assert!(
                    !text.contains('{') && !text.contains("solve-") && !text.contains("jungle-"),
                    "{}: {} rendered as {text:?}",
                    locale.tag(),
                    message.id
                );
            }
        }
    }

    #[test]
    fn feedback_names_the_move_and_the_reason() {
        let text = Localizer::new(Locale::En).render(&jungle_feedback(&Feedback::WinSlips {
            mv: mv("g7g6"),
            refutation: Some(mv("b6b7")),
        }));
        assert!(text.contains("g7g6") && text.contains("b6b7") && text.contains("slips"));
    }
}
