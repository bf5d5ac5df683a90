//! The teacher's guide of a lesson (aims, minutes, materials, warm-up, what to say step by
//! step, common mistakes, the closing question, the follow-up puzzles) and the term plan
//! (`docs/term-plan.md`: each week's sessions with the lesson's title in the chosen language),
//! as flowing pages.

use super::flow::Flow;
use super::layout::Paper;
use super::scene::Scene;
use crate::content::{Lesson, Library};
use crate::i18n::{Localizer, Message};

/// The term plan, built in.
pub const TERM_PLAN: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/term-plan.md"));

/// The guide's pages, or `None` when the lesson has no `[guide]`.
pub fn guide_pages(
    lesson: &Lesson,
    library: &Library,
    paper: Paper,
    tr: &Localizer,
) -> Option<Vec<Scene>> {
    let guide = lesson.guide.as_ref()?;
    let locale = tr.locale();
    let title =
        tr.render(&Message::new("print-guide-title").text("lesson", lesson.title.get(locale)));
    let mut flow = Flow::new(paper, tr, &title);
    flow.paragraph(lesson.summary.get(locale));
    if let Some(minutes) = guide.minutes {
        flow.paragraph(
            &tr.render(&Message::new("app-guide-minutes").number("minutes", i64::from(minutes))),
        );
    }
    let sections = [
        ("app-guide-aims", &guide.aims),
        ("app-guide-materials", &guide.materials),
        ("app-guide-warm-up", &guide.warm_up),
    ];
    for (heading, text) in sections {
        if !text.get(locale).is_empty() {
            flow.heading(&tr.text(heading));
            flow.paragraph(text.get(locale));
        }
    }
    if !guide.script.is_empty() {
        flow.heading(&tr.text("app-guide-script"));
        for (index, text) in guide.script.iter().enumerate() {
            flow.item(&format!("{}.", index + 1), text.get(locale));
        }
    }
    if !guide.mistakes.is_empty() {
        flow.heading(&tr.text("app-guide-mistakes"));
        for text in &guide.mistakes {
            flow.item("•", text.get(locale));
        }
    }
    if !guide.closing.get(locale).is_empty() {
        flow.heading(&tr.text("app-guide-closing"));
        flow.paragraph(guide.closing.get(locale));
    }
    if !guide.follow_up.is_empty() {
        flow.heading(&tr.text("app-guide-follow-up"));
        for id in &guide.follow_up {
            let title = library
                .puzzle(id.get_ref())
                .map(|p| p.title.get(locale).to_string())
                .unwrap_or_default();
            flow.item("•", &format!("{} {}", id.get_ref(), title));
        }
    }
    Some(flow.finish())
}

/// One row of the term plan's tables.
struct Session<'a> {
    week: &'a str,
    session: &'a str,
    lesson: &'a str,
    minutes: &'a str,
    follow_up: String,
}

fn parse_row(line: &str) -> Option<Session<'_>> {
    let cells: Vec<&str> = line
        .trim()
        .trim_matches('|')
        .split('|')
        .map(str::trim)
        .collect();
    let [week, session, lesson, _title, _ages, minutes, follow_up] = cells.as_slice() else {
        return None;
    };
    week.parse::<u32>().ok()?;
    Some(Session {
        week,
        session,
        lesson: lesson.trim_matches('`'),
        minutes,
        follow_up: follow_up.replace('`', ""),
    })
}

/// The term plan's pages: each term's heading, then its sessions in order.
pub fn term_pages(library: &Library, paper: Paper, tr: &Localizer) -> Vec<Scene> {
    let locale = tr.locale();
    let mut flow = Flow::new(paper, tr, &tr.text("print-term-title"));
    for line in TERM_PLAN.lines().take(2000) {
        if let Some(heading) = line.strip_prefix("## Term ") {
            let (term, ages) = heading.split_once(" — ages ").unwrap_or((heading, ""));
            flow.heading(
                &tr.render(
                    &Message::new("print-term-heading")
                        .text("term", term.trim())
                        .text("ages", ages.trim()),
                ),
            );
        } else if let Some(row) = parse_row(line) {
            let title = library
                .lesson(row.lesson)
                .map_or(row.lesson.to_string(), |l| l.title.get(locale).to_string());
            let text = tr.render(
                &Message::new("print-term-session")
                    .text("week", row.week)
                    .text("session", row.session)
                    .text("lesson", title)
                    .text("minutes", row.minutes),
            );
            let follow =
                tr.render(&Message::new("print-term-follow-up").text("puzzles", row.follow_up));
            flow.item("•", &format!("{text}\n{follow}"));
        }
    }
    flow.finish()
}
