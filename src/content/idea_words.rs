//! The generator's titles and hints for each idea a proven line shows (their Fluent message
//! ids), and what each of them claims about the puzzle. The generator (`src/generate/`) names
//! its puzzles with these messages; `check` recognises the same sentences, in any of the three
//! languages, in a puzzle's title and hints and holds each claim to what the engine proves
//! (`game_check::idea_claims`). Words written by hand are not recognised, so a teacher's own
//! phrasing is never second-guessed; only the generator's templates are held to the line.

use crate::i18n::{Locale, Localizer, Message};
use crate::solve::ideas::{BlockedJumpUse, DefenceIdea, RenjuThreat};
use std::collections::HashMap;
use std::sync::OnceLock;

/// How many variants each title message has (`$variant` 0 to 2).
pub const TITLE_VARIANTS: i64 = 3;

/// What a generated title or hint says about the puzzle, for `check` to prove.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Claim {
    /// The winning line works round a rat that blocks a jump, in this way.
    JumpUse(BlockedJumpUse),
    /// A defence eats: some capture holds.
    Catch,
    /// A defence eats nothing (stands in the way): some move that is not a capture holds.
    Block,
    /// A defence must not eat: no capture holds.
    NoCatch,
    /// The Renju threat is an open or split three.
    RenjuThree,
    /// The Renju threat is a run of fours.
    RenjuFours,
}

/// The title message of a win-in puzzle whose line uses a blocked jump this way.
pub fn jump_title(use_: BlockedJumpUse) -> String {
    format!("generate-title-rat-blocks-jump-{}", use_.word())
}

/// The idea hint (the middle rung) of such a puzzle.
pub fn jump_hint(use_: BlockedJumpUse) -> String {
    format!("generate-hint-jungle-rat-blocks-jump-{}", use_.word())
}

/// The title message of a Jungle defend puzzle whose holding moves are of this kind.
pub fn defence_title(idea: DefenceIdea) -> String {
    format!("generate-title-guard-den-{}", idea.word())
}

/// The idea hint of such a puzzle.
pub fn defence_hint(idea: DefenceIdea) -> String {
    format!("generate-hint-jungle-guard-den-{}", idea.word())
}

/// The title message of a Renju defend puzzle against this kind of threat.
pub fn threat_title(threat: RenjuThreat) -> String {
    format!("generate-title-defend-{}", threat.word())
}

/// The idea hint of such a puzzle.
pub fn threat_hint(threat: RenjuThreat) -> String {
    format!("generate-hint-renju-defend-{}", threat.word())
}

/// What every message of an idea claims.
fn claims_of(family: Family) -> Vec<Claim> {
    match family {
        Family::Jump(use_) => vec![Claim::JumpUse(use_)],
        Family::Defence(DefenceIdea::Block) => vec![Claim::Block],
        Family::Defence(DefenceIdea::BlockNotCatch) => vec![Claim::Block, Claim::NoCatch],
        Family::Defence(DefenceIdea::Catch) => vec![Claim::Catch],
        Family::Defence(DefenceIdea::Either) => vec![Claim::Block, Claim::Catch],
        Family::Threat(RenjuThreat::Three { .. }) => vec![Claim::RenjuThree],
        Family::Threat(RenjuThreat::Fours { .. }) => vec![Claim::RenjuFours],
    }
}

#[derive(Debug, Clone, Copy)]
enum Family {
    Jump(BlockedJumpUse),
    Defence(DefenceIdea),
    Threat(RenjuThreat),
}

impl Family {
    fn all() -> Vec<Family> {
        let point = crate::rules::renju::Point::CENTRE;
        let mut all: Vec<Family> = [
            BlockedJumpUse::Jumps,
            BlockedJumpUse::GoesRound,
            BlockedJumpUse::RatClears,
        ]
        .into_iter()
        .map(Family::Jump)
        .collect();
        all.extend(
            [
                DefenceIdea::Block,
                DefenceIdea::BlockNotCatch,
                DefenceIdea::Catch,
                DefenceIdea::Either,
            ]
            .into_iter()
            .map(Family::Defence),
        );
        all.push(Family::Threat(RenjuThreat::Three { point }));
        all.push(Family::Threat(RenjuThreat::Fours { point }));
        all
    }

    fn ids(self) -> (String, String) {
        match self {
            Family::Jump(u) => (jump_title(u), jump_hint(u)),
            Family::Defence(d) => (defence_title(d), defence_hint(d)),
            Family::Threat(t) => (threat_title(t), threat_hint(t)),
        }
    }
}

/// Rendered sentence → what it claims, for one locale. A sentence several ideas share (a
/// neutral title like "Guard the den") claims only what all of them claim.
#[derive(Debug, Default)]
struct Table {
    titles: HashMap<String, Vec<Claim>>,
    hints: HashMap<String, Vec<Claim>>,
}

fn add(map: &mut HashMap<String, Vec<Claim>>, text: String, claims: &[Claim]) {
    map.entry(text)
        .and_modify(|known| known.retain(|c| claims.contains(c)))
        .or_insert_with(|| claims.to_vec());
}

fn table(locale: Locale) -> Table {
    let localizer = Localizer::new(locale);
    let mut table = Table::default();
    for family in Family::all() {
        let claims = claims_of(family);
        let (title, hint) = family.ids();
        for variant in 0..TITLE_VARIANTS {
            for side in ["generate-side-black", "generate-side-white"] {
                let message = Message::new(title.clone())
                    .number("variant", variant)
                    .message("side", Message::new(side));
                add(&mut table.titles, localizer.render(&message), &claims);
            }
        }
        add(
            &mut table.hints,
            localizer.render(&Message::new(hint)),
            &claims,
        );
    }
    table
}

fn tables() -> &'static [Table; 3] {
    static TABLES: OnceLock<[Table; 3]> = OnceLock::new();
    TABLES.get_or_init(|| [table(Locale::En), table(Locale::ZhCn), table(Locale::ZhTw)])
}

fn locale_table(locale: Locale) -> &'static Table {
    let [en, cn, tw] = tables();
    match locale {
        Locale::En => en,
        Locale::ZhCn => cn,
        Locale::ZhTw => tw,
    }
}

/// What a title written in `locale` claims: the generator writes "idea · animal" or "idea ·
/// area", so the part before the first " · " is looked up.
pub fn title_claims(text: &str, locale: Locale) -> &'static [Claim] {
    let idea = text.split(" · ").next().unwrap_or(text);
    locale_table(locale)
        .titles
        .get(idea)
        .map_or(&[], Vec::as_slice)
}

/// What a hint written in `locale` claims.
pub fn hint_claims(text: &str, locale: Locale) -> &'static [Claim] {
    locale_table(locale)
        .hints
        .get(text)
        .map_or(&[], Vec::as_slice)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_neutral_title_claims_nothing_and_an_idea_title_claims_its_idea() {
        assert!(title_claims("Guard the den · dog", Locale::En).is_empty());
        assert_eq!(
            title_claims("Catch it in time · cat", Locale::En),
            &[Claim::Catch]
        );
        assert_eq!(
            title_claims("Stop Black's fours · the middle", Locale::En),
            &[Claim::RenjuFours]
        );
        assert_eq!(
            hint_claims("找到活三，挡在它要长大的地方。", Locale::ZhCn),
            &[Claim::RenjuThree]
        );
        assert!(hint_claims("Something a teacher wrote.", Locale::En).is_empty());
    }
}
