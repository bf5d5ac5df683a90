//! Puzzle-trainer words for people: every feedback, hint, theme and score of a puzzle session
//! mapped to a Fluent message (ids `solve-…` in `locales/*/solve.ftl`).

use super::{Message, jungle, renju};
use crate::rules::jungle::{Move, Refusal};
use crate::rules::renju::{Point, Refusal as RenjuRefusal};
use crate::solve::feedback::PieceAt;
use crate::solve::feedback::{Feedback, Hint, Score, Theme};
use crate::solve::jungle::JungleGoal;
use crate::solve::renju::{ProofError, RenjuGoal};

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

/// The sentence for a learner's move in a Jungle puzzle with `goal` (a `defend` puzzle is
/// solved by stopping the threat, not by winning).
pub fn jungle_goal_feedback(feedback: &Feedback<Move, Refusal>, goal: JungleGoal) -> Message {
    match goal {
        JungleGoal::WinIn => jungle_feedback(feedback),
        JungleGoal::Defend { .. } => match feedback {
            Feedback::Solved { mv } => {
                Message::new("solve-jungle-feedback-defended").text("move", mv.to_string())
            }
            Feedback::WinSlips {
                mv,
                refutation: Some(reply),
            } => Message::new("solve-jungle-feedback-not-stopped-reply")
                .text("move", mv.to_string())
                .text("reply", reply.to_string()),
            Feedback::WinSlips {
                mv,
                refutation: None,
            } => Message::new("solve-jungle-feedback-not-stopped").text("move", mv.to_string()),
            Feedback::Illegal { .. }
            | Feedback::Continue { .. }
            | Feedback::Undecided { .. }
            | Feedback::AlreadySolved => jungle_feedback(feedback),
        },
    }
}

/// The sentence for one rung of the hint ladder in a Jungle puzzle.
pub fn jungle_hint(hint: &Hint<PieceAt, Move>) -> Message {
    match hint {
        Hint::Piece { at } => Message::new("solve-hint-piece")
            .message("animal", jungle::animal(at.animal))
            .text("square", at.square.to_string()),
        Hint::Idea { themes } => idea(themes),
        Hint::Move { mv } => Message::new("solve-hint-move").text("move", mv.to_string()),
    }
}

/// Hint rung 2: the puzzle's first one or two ideas.
fn idea(themes: &[Theme]) -> Message {
    match themes {
        [] => Message::new("solve-hint-idea-none"),
        [only] => Message::new("solve-hint-idea").message("theme", theme(only)),
        [first, second, ..] => Message::new("solve-hint-idea-two")
            .message("theme", theme(first))
            .message("other", theme(second)),
    }
}

/// The sentence for a learner's stone in a Renju puzzle with `goal` (a `defend` puzzle is
/// solved by stopping the attack, not by winning).
pub fn renju_feedback(feedback: &Feedback<Point, RenjuRefusal>, goal: RenjuGoal) -> Message {
    let defending = match goal {
        RenjuGoal::Defend => true,
        RenjuGoal::Vcf | RenjuGoal::Vct | RenjuGoal::WinIn | RenjuGoal::ForbiddenTrap => false,
    };
    match feedback {
        Feedback::Illegal { mv, refusal } => Message::new("solve-feedback-illegal")
            .text("move", renju::point_name(*mv))
            .message("reason", renju::refusal(refusal)),
        Feedback::Continue { mv, reply, .. } => Message::new("solve-renju-feedback-continue")
            .text("move", renju::point_name(*mv))
            .text("reply", renju::point_name(*reply)),
        Feedback::Solved { mv } if defending => {
            Message::new("solve-renju-feedback-defended").text("move", renju::point_name(*mv))
        }
        Feedback::Solved { mv } => {
            Message::new("solve-feedback-solved").text("move", renju::point_name(*mv))
        }
        Feedback::WinSlips {
            mv,
            refutation: Some(reply),
        } => Message::new(if defending {
            "solve-renju-feedback-not-stopped-reply"
        } else {
            "solve-feedback-win-slips-reply"
        })
        .text("move", renju::point_name(*mv))
        .text("reply", renju::point_name(*reply)),
        Feedback::WinSlips {
            mv,
            refutation: None,
        } => Message::new(if defending {
            "solve-renju-feedback-not-stopped"
        } else {
            "solve-feedback-win-slips"
        })
        .text("move", renju::point_name(*mv)),
        Feedback::Undecided { mv } => {
            Message::new("solve-feedback-undecided").text("move", renju::point_name(*mv))
        }
        Feedback::AlreadySolved => Message::new("solve-feedback-already-solved"),
    }
}

/// The sentence for a right stone in a VCF puzzle that wins by threes, not by fours: right
/// too, and the learner is told so.
pub fn renju_wins_by_threes(mv: Point, reply: Point) -> Message {
    Message::new("solve-renju-feedback-wins-by-threes")
        .text("move", renju::point_name(mv))
        .text("reply", renju::point_name(reply))
}

/// The sentence for one rung of the hint ladder in a Renju puzzle: rung 1 names the part of
/// the board (not the point), rung 3 the point.
pub fn renju_hint(hint: &Hint<Point, Point>) -> Message {
    match hint {
        Hint::Piece { at } => Message::new("solve-renju-hint-area").message("area", area(*at)),
        Hint::Idea { themes } => idea(themes),
        Hint::Move { mv } => Message::new("solve-hint-move").text("move", renju::point_name(*mv)),
    }
}

/// The part of the board a point is in, in thirds each way (`solve-renju-area-…`).
pub fn area(point: Point) -> Message {
    let third = |coordinate: usize| coordinate * 3 / 15;
    Message::new(match (third(point.row()), third(point.column())) {
        (2, 0) => "solve-renju-area-upper-left",
        (2, 1) => "solve-renju-area-top",
        (2, _) => "solve-renju-area-upper-right",
        (1, 0) => "solve-renju-area-left",
        (1, 1) => "solve-renju-area-middle",
        (1, _) => "solve-renju-area-right",
        (_, 0) => "solve-renju-area-lower-left",
        (_, 1) => "solve-renju-area-bottom",
        (_, _) => "solve-renju-area-lower-right",
    })
}

/// A Renju solution shown on request.
pub fn renju_solution(points: &[Point]) -> Message {
    let line: Vec<String> = points.iter().copied().map(renju::point_name).collect();
    Message::new("solve-solution").text("line", line.join(" "))
}

/// Why the solver does not prove a Renju puzzle (`solve-renju-proof-…`); lines and moves are
/// counted from 1.
pub fn renju_proof_error(error: &ProofError) -> Message {
    let at = |id: &str, line: usize, ply: usize, point: Point| {
        Message::new(id)
            .number("line", line as i64 + 1)
            .number("ply", ply as i64 + 1)
            .text("point", point.to_string())
    };
    match error {
        ProofError::NoWin => Message::new("solve-renju-proof-no-win"),
        ProofError::TooLong { shortest, limit } => Message::new("solve-renju-proof-too-long")
            .number("shortest", i64::from(*shortest))
            .number("limit", i64::from(*limit)),
        ProofError::Undecided => Message::new("solve-renju-proof-undecided"),
        ProofError::OverBudget => Message::new("solve-renju-proof-over-budget"),
        ProofError::NoForbiddenEnding => Message::new("solve-renju-proof-no-forbidden-ending"),
        ProofError::NothingToDefend => Message::new("solve-renju-proof-nothing-to-defend"),
        ProofError::NoDefence => Message::new("solve-renju-proof-no-defence"),
        ProofError::IllegalMove { line, ply, point } => {
            at("solve-renju-proof-illegal-move", *line, *ply, *point)
        }
        ProofError::NotWinning { line, ply, point } => {
            at("solve-renju-proof-not-winning", *line, *ply, *point)
        }
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
        | Theme::Swim
        | Theme::GuardDen
        | Theme::Vcf
        | Theme::Vct
        | Theme::Three
        | Theme::FourThree
        | Theme::Defend
        | Theme::ForbiddenTrap
        | Theme::DoubleThree => Message::new(format!("solve-theme-{}", theme.tag())),
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
            Theme::GuardDen,
            Theme::Vcf,
            Theme::Vct,
            Theme::Three,
            Theme::FourThree,
            Theme::Defend,
            Theme::ForbiddenTrap,
            Theme::DoubleThree,
            Theme::Other("zugzwang".into()),
        ];
        let feedbacks = [
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
        ];
        let mut messages: Vec<Message> = feedbacks.iter().map(jungle_feedback).collect();
        let defend = JungleGoal::Defend {
            learner: crate::rules::jungle::Side::Blue,
            threat_plies: 1,
        };
        for goal in [JungleGoal::WinIn, defend] {
            messages.extend(feedbacks.iter().map(|f| jungle_goal_feedback(f, goal)));
        }
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
                answers_seen: 0,
            }));
        }
        messages
    }

    fn point(text: &str) -> Point {
        text.parse().expect("test points are well formed")
    }

    fn every_renju_message() -> Vec<Message> {
        use crate::rules::renju::{ForbiddenKind, ForbiddenVerdict};
        let goals = [
            RenjuGoal::Vcf,
            RenjuGoal::Vct,
            RenjuGoal::WinIn,
            RenjuGoal::Defend,
            RenjuGoal::ForbiddenTrap,
        ];
        let feedbacks = [
            Feedback::Illegal {
                mv: point("h8"),
                refusal: RenjuRefusal::Occupied { point: point("h8") },
            },
            Feedback::Illegal {
                mv: point("g7"),
                refusal: RenjuRefusal::ForbiddenPoint {
                    point: point("g7"),
                    verdict: ForbiddenVerdict {
                        kind: ForbiddenKind::DoubleThree,
                        lines: Vec::new(),
                    },
                },
            },
            Feedback::Continue {
                mv: point("g7"),
                reply: point("f6"),
                moves_left: 2,
            },
            Feedback::Solved { mv: point("k11") },
            Feedback::WinSlips {
                mv: point("a1"),
                refutation: Some(point("f6")),
            },
            Feedback::WinSlips {
                mv: point("a1"),
                refutation: None,
            },
            Feedback::Undecided { mv: point("a1") },
            Feedback::AlreadySolved,
        ];
        let mut messages = Vec::new();
        for goal in goals {
            messages.extend(feedbacks.iter().map(|f| renju_feedback(f, goal)));
        }
        for at in ["a1", "h1", "o1", "a8", "h8", "o8", "a15", "h15", "o15"] {
            messages.push(renju_hint(&Hint::Piece { at: point(at) }));
        }
        messages.push(renju_hint(&Hint::Idea {
            themes: vec![Theme::Vcf, Theme::FourThree],
        }));
        messages.push(renju_hint(&Hint::Move { mv: point("h8") }));
        messages.push(renju_solution(&[point("h8"), point("i9")]));
        let errors = [
            ProofError::NoWin,
            ProofError::TooLong {
                shortest: 5,
                limit: 3,
            },
            ProofError::Undecided,
            ProofError::NoForbiddenEnding,
            ProofError::NothingToDefend,
            ProofError::NoDefence,
            ProofError::IllegalMove {
                line: 0,
                ply: 2,
                point: point("h8"),
            },
            ProofError::NotWinning {
                line: 1,
                ply: 0,
                point: point("i9"),
            },
        ];
        messages.extend(errors.iter().map(renju_proof_error));
        messages
    }

    #[test]
    fn every_renju_feedback_hint_and_proof_error_renders_in_every_locale() {
        let problems = crate::i18n::rendering_problems(&every_renju_message());
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn renju_messages_name_the_points_and_count_from_one() {
        let en = Localizer::new(Locale::En);
        let text = en.render(&renju_proof_error(&ProofError::IllegalMove {
            line: 0,
            ply: 2,
            point: point("h8"),
        }));
        // Authors read the file's own spelling (h8); children the board's (A1, F6).
        assert!(text.contains("line 1") && text.contains("move 3") && text.contains("h8"));
        let text = en.render(&renju_feedback(
            &Feedback::WinSlips {
                mv: point("a1"),
                refutation: Some(point("f6")),
            },
            RenjuGoal::Defend,
        ));
        assert!(text.contains("A1") && text.contains("F6") && text.contains("stop"));
        let text = en.render(&renju_hint(&Hint::Piece { at: point("n2") }));
        assert!(text.contains("lower right"), "{text}");
        let text =
            Localizer::new(Locale::ZhCn).render(&renju_hint(&Hint::Piece { at: point("h8") }));
        assert!(text.contains("中间"), "{text}");
    }

    #[test]
    fn every_feedback_hint_theme_and_score_renders_in_every_locale() {
        let problems = crate::i18n::rendering_problems(&every_message());
        assert!(problems.is_empty(), "{problems:#?}");
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
