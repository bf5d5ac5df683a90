//! The lesson's teacher's guide (`[guide]`) in the teacher's projector view: aims, minutes,
//! materials, warm-up, what to say, common mistakes, the closing question and the follow-up
//! puzzles. Collapsed by default, never shown while presenting or to a child.

use crate::app::View;
use crate::content::Lesson;
use crate::content::guide::Guide;

/// The guide of `lesson`, if it has one, as a collapsible panel.
pub fn guide_ui(ui: &mut egui::Ui, view: &View, lesson: &Lesson) {
    let Some(guide) = &lesson.guide else {
        return;
    };
    egui::CollapsingHeader::new(view.text("app-guide-heading"))
        .id_salt("teacher-guide")
        .default_open(false)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(320.0)
                .show(ui, |ui| guide_body(ui, view, guide));
        });
}

fn guide_body(ui: &mut egui::Ui, view: &View, guide: &Guide) {
    let locale = view.tr.locale();
    let section = |ui: &mut egui::Ui, id: &str, text: &str| {
        ui.strong(view.text(id));
        ui.label(text);
        ui.add_space(4.0);
    };
    section(ui, "app-guide-aims", guide.aims.get(locale));
    if let Some(minutes) = guide.minutes {
        let message =
            crate::i18n::Message::new("app-guide-minutes").number("minutes", i64::from(minutes));
        ui.strong(view.tr.render(&message));
        ui.add_space(4.0);
    }
    section(ui, "app-guide-materials", guide.materials.get(locale));
    section(ui, "app-guide-warm-up", guide.warm_up.get(locale));
    ui.strong(view.text("app-guide-script"));
    for (number, stage) in guide.script.iter().enumerate() {
        ui.label(format!("{}. {}", number + 1, stage.get(locale)));
    }
    ui.add_space(4.0);
    ui.strong(view.text("app-guide-mistakes"));
    for mistake in &guide.mistakes {
        ui.label(format!("• {}", mistake.get(locale)));
    }
    ui.add_space(4.0);
    section(ui, "app-guide-closing", guide.closing.get(locale));
    let puzzles: Vec<&str> = guide
        .follow_up
        .iter()
        .map(|id| id.get_ref().as_str())
        .collect();
    section(ui, "app-guide-follow-up", &puzzles.join(", "));
}
