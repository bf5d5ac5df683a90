//! The teach board's illegal answers said as sentences (issue #43): the tally carries the
//! engine's kebab-case reason (`not-adjacent`, `forbidden-point` …); the teacher's screen and the
//! projector page show it as the engine's own refusal message, worked out again from the board
//! and the answer (so it names the animal, the squares, the kind of forbidden point), in the
//! reader's language. A reason the board does not give again (another rule set, a newer server)
//! is said as a general sentence naming it.

use super::teach::{AnswerValue, Ask, BoardPosition};
use super::teach_judge::{Rules, renju_task, rules_of};
use crate::content::Library;
use crate::content::evaluate_renju::RenjuMiss;
use crate::i18n::{Message, jungle as jungle_text, renju as renju_text};
use crate::rules::jungle::{Move, Position, RuleOptions};
use crate::rules::renju::{Point, Refusal as RenjuRefusal, RenjuOptions};

/// The sentence for an illegal `answer` to the question `ask`, refused by the engine for
/// `reason`.
pub fn reason_message(ask: &Ask, answer: &AnswerValue, reason: &str, library: &Library) -> Message {
    exact_message(ask, answer, reason, library).unwrap_or_else(|| {
        Message::new("teach-reason-other").text("reason", reason.replace('-', " "))
    })
}

fn exact_message(
    ask: &Ask,
    answer: &AnswerValue,
    reason: &str,
    library: &Library,
) -> Option<Message> {
    let AnswerValue::One(text) = answer else {
        return None;
    };
    // The source's rules when the board comes from the library, else the defaults.
    let rules = rules_of(ask, library).ok().unwrap_or(match ask.position {
        BoardPosition::Jungle { .. } => Rules::Jungle(RuleOptions::default()),
        BoardPosition::Renju { .. } => Rules::Renju(RenjuOptions::default()),
    });
    match (&ask.position, rules) {
        (BoardPosition::Jungle { fen }, Rules::Jungle(options)) => {
            let position = Position::from_fen(fen).ok()?;
            let mv = Move::parse(text).ok()?;
            let refusal = position.check_move(&options, mv).err()?;
            (refusal.name() == reason).then(|| jungle_text::refusal(&refusal))
        }
        (BoardPosition::Renju { .. }, Rules::Renju(options)) => {
            let point: Point = text.parse().ok()?;
            let task = renju_task(&ask.position, options).ok()?;
            let refusal = match task.legal(point) {
                Err(RenjuMiss::Occupied { point }) => RenjuRefusal::Occupied { point },
                Err(RenjuMiss::Forbidden(verdict)) => {
                    RenjuRefusal::ForbiddenPoint { point, verdict }
                }
                _ => return None,
            };
            (refusal.name() == reason).then(|| renju_text::refusal(&refusal))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::teach::TeachGame;
    use crate::i18n::{Locale, Localizer};

    fn ask(position: BoardPosition, game: TeachGame) -> Ask {
        Ask {
            id: "q".into(),
            game,
            position,
            lesson: None,
            step: None,
            puzzle: None,
        }
    }

    #[test]
    fn a_jungle_reason_is_the_engines_sentence_with_its_squares() {
        let library = Library::default();
        let ask = ask(
            BoardPosition::Jungle {
                fen: "l6/2tD3/7/7/7/7/7/7/6L w".into(),
            },
            TeachGame::Jungle,
        );
        let answer = AnswerValue::One("d8d6".into());
        let en = Localizer::new(Locale::En);
        let text = en.render(&reason_message(&ask, &answer, "not-adjacent", &library));
        assert!(text.contains("d6") && text.contains("next to"), "{text}");
        let zh = Localizer::new(Locale::ZhCn);
        let text = zh.render(&reason_message(&ask, &answer, "not-adjacent", &library));
        assert!(
            !text.contains("not-adjacent") && text.contains("d6"),
            "{text}"
        );
        // A reason the board does not give again is still a sentence, naming it.
        let text = en.render(&reason_message(&ask, &answer, "into-water", &library));
        assert!(text.contains("into water"), "{text}");
    }

    #[test]
    fn a_renju_reason_names_the_point_and_the_kind_of_forbidden_point() {
        let library = Library::default();
        // h8 would make a double three for Black (f8 g8 _ and h6 h7 _).
        let ask = ask(
            BoardPosition::Renju {
                black: vec!["f8".into(), "g8".into(), "h6".into(), "h7".into()],
                white: vec!["a1".into(), "a2".into(), "a3".into(), "o15".into()],
                to_move: None,
                rule: None,
            },
            TeachGame::Renju,
        );
        let en = Localizer::new(Locale::En);
        let forbidden = reason_message(
            &ask,
            &AnswerValue::One("h8".into()),
            "forbidden-point",
            &library,
        );
        let text = en.render(&forbidden);
        assert!(text.contains("H8") && text.contains("forbidden"), "{text}");
        let occupied = reason_message(&ask, &AnswerValue::One("a1".into()), "occupied", &library);
        assert!(en.render(&occupied).contains("already a stone on A1"));
    }
}
