//! The class's live dashboard in the teacher's app (issue #41): one row per child with what
//! they are on, whether they look stuck, their lessons (stars) and their puzzles (solved,
//! tries, hints) side by side, and — when the classroom server stops answering — a sentence in
//! the teacher's words above the rows and the children's presence greyed (it is not known).

use super::super::View;
use super::server_class::ChildAction;
use crate::classroom::dashboard::{Dashboard, DashboardStudent, LessonDetail, PuzzleDetail};
use crate::i18n::Message;

/// The columns, left to right.
const COLUMNS: [&str; 11] = [
    "app-server-class-col-connected",
    "app-server-class-col-child",
    "app-server-class-col-now",
    "app-server-class-col-stuck",
    "app-server-class-col-stars",
    "app-server-class-col-puzzles",
    "app-server-class-col-mistakes",
    "app-server-class-col-hints",
    "app-server-class-col-answers",
    "app-server-class-col-time",
    "app-server-class-col-data",
];

/// Draws the rows; `stale` when the server did not answer the last refresh (what is shown is
/// from before). Returns what the teacher asked for on a child's row.
pub(super) fn grid(
    ui: &mut egui::Ui,
    view: &View,
    dashboard: &Dashboard,
    stale: bool,
) -> Option<ChildAction> {
    if stale {
        egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(2.0, ui.visuals().warn_fg_color))
            .show(ui, |ui| {
                ui.label(
                    egui::RichText::new(view.text("app-server-class-not-answering"))
                        .size(18.0)
                        .strong(),
                );
            });
        ui.add_space(6.0);
    }
    let mut asked = None;
    egui::Grid::new("server-class-dashboard")
        .striped(true)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for id in COLUMNS {
                ui.strong(view.text(id));
            }
            ui.end_row();
            for child in &dashboard.students {
                if let Some(action) = row(ui, view, child, stale) {
                    asked = Some(action);
                }
                ui.end_row();
            }
        });
    asked
}

/// One child's row.
fn row(
    ui: &mut egui::Ui,
    view: &View,
    child: &DashboardStudent,
    stale: bool,
) -> Option<ChildAction> {
    let weak = ui.visuals().weak_text_color();
    // Presence: green when seen lately; grey (and said so) when the server cannot tell.
    let (dot, colour, said) = match (stale, child.connected) {
        (true, _) => ("◌", weak, "app-server-class-presence-unknown"),
        (false, true) => (
            "●",
            egui::Color32::from_rgb(40, 150, 60),
            "app-server-class-connected",
        ),
        (false, false) => ("○", weak, "app-server-class-not-connected"),
    };
    let said = view.text(said);
    let dot = ui.label(egui::RichText::new(dot).color(colour));
    dot.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &said));
    dot.on_hover_text(&said);
    ui.label(&child.name);
    let now = now_text(view, child);
    if stale {
        ui.label(egui::RichText::new(now).color(weak));
    } else {
        ui.label(now);
    }
    if child.stuck && !stale {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            view.text("app-server-class-stuck"),
        );
    } else {
        ui.label("");
    }
    let stars: u64 = child.lessons.values().map(|l| l.stars).sum();
    ui.label(stars.to_string());
    // The puzzles beside the lessons: solved of tried, and the tries and hints under it.
    let tried = child.puzzles.len() as i64;
    let solved = child.puzzles.values().filter(|p| p.solved).count() as i64;
    let attempts: u64 = child.puzzles.values().map(|p| p.attempts).sum();
    let puzzle_hints: u64 = child.puzzles.values().map(|p| p.hints).sum();
    let solved_of = view.tr.render(
        &Message::new("app-server-class-solved-of")
            .number("solved", solved)
            .number("tried", tried),
    );
    let tries = view.tr.render(
        &Message::new("app-server-class-tries-hints")
            .number("tries", i64::try_from(attempts).unwrap_or(i64::MAX))
            .number("hints", i64::try_from(puzzle_hints).unwrap_or(i64::MAX)),
    );
    let summary = format!("{solved_of} — {}", puzzle_summary(view, child));
    ui.vertical(|ui| {
        let label = ui.label(&solved_of);
        label.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &summary));
        if tried > 0 {
            ui.label(egui::RichText::new(tries).small());
        }
    });
    // One of the child's counts over every lesson and puzzle.
    let total = |lesson: fn(&LessonDetail) -> u64, puzzle: fn(&PuzzleDetail) -> u64| {
        child.lessons.values().map(lesson).sum::<u64>()
            + child.puzzles.values().map(puzzle).sum::<u64>()
    };
    ui.label(total(|l| l.mistakes, |p| p.mistakes).to_string());
    ui.label(total(|l| l.hints, |p| p.hints).to_string());
    ui.label(total(|l| l.answers_seen, |p| p.answers_seen).to_string());
    let seconds = total(|l| l.seconds, |p| p.seconds);
    let minutes = i64::try_from(seconds.div_ceil(60)).unwrap_or(i64::MAX);
    ui.label(
        view.tr
            .render(&Message::new("app-server-class-minutes").number("minutes", minutes)),
    );
    ui.horizontal(|ui| {
        let who = || (child.student_id.clone(), child.name.clone());
        let mut asked = None;
        if ui
            .button(view.text("app-server-class-export-child"))
            .clicked()
        {
            let (student_id, name) = who();
            asked = Some(ChildAction::Export { student_id, name });
        }
        if ui
            .button(view.text("app-server-class-delete-child"))
            .clicked()
        {
            let (student_id, name) = who();
            asked = Some(ChildAction::Delete { student_id, name });
        }
        asked
    })
    .inner
}

/// What the child is on now: the lesson and step, or the puzzle, by title.
fn now_text(view: &View, child: &DashboardStudent) -> String {
    let library = view.class.library();
    let locale = view.tr.locale();
    child
        .now
        .as_ref()
        .and_then(|activity| {
            if let Some(lesson) = &activity.lesson {
                let title = library
                    .lesson(lesson)
                    .map_or_else(|| lesson.clone(), |l| l.title.get(locale).to_owned());
                let step = activity.step.map(|s| format!(" · {s}")).unwrap_or_default();
                Some(format!("{title}{step}"))
            } else {
                activity.puzzle.as_ref().map(|puzzle| {
                    library
                        .puzzle(puzzle)
                        .map_or_else(|| puzzle.clone(), |p| p.title.get(locale).to_owned())
                })
            }
        })
        .unwrap_or_default()
}

/// The child's puzzles one by one, for the screen reader and the tests: "Stop the rat!:
/// solved, 2 tries, 1 hint; …".
fn puzzle_summary(view: &View, child: &DashboardStudent) -> String {
    let library = view.class.library();
    let locale = view.tr.locale();
    child
        .puzzles
        .iter()
        .map(|(id, detail)| {
            let title = library
                .puzzle(id)
                .map_or_else(|| id.clone(), |p| p.title.get(locale).to_owned());
            let line = Message::new("app-server-class-puzzle-line")
                .text("title", title)
                .text("solved", if detail.solved { "yes" } else { "no" })
                .number("tries", i64::try_from(detail.attempts).unwrap_or(i64::MAX))
                .number("hints", i64::try_from(detail.hints).unwrap_or(i64::MAX));
            view.tr.render(&line)
        })
        .collect::<Vec<_>>()
        .join("; ")
}
