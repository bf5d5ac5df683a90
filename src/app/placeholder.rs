//! A screen still being built: says, in the learner's language, that its content will appear.

use super::View;
use crate::i18n::Message;

/// Stands in for the lesson player, puzzle trainer, play room, teacher and author screens.
#[derive(Debug)]
pub struct PlaceholderScreen {
    /// Fluent id of the screen's name.
    title_id: &'static str,
    /// Fluent id of the "will appear here" text; it may use `$game`.
    body_id: &'static str,
}

impl PlaceholderScreen {
    /// A placeholder titled by one Fluent message and explained by another.
    pub fn new(title_id: &'static str, body_id: &'static str) -> Self {
        PlaceholderScreen { title_id, body_id }
    }

    /// Draws the screen's title and the "coming soon" text.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) {
        let game = Message::new(view.game.name_id());
        ui.heading(format!(
            "{} · {}",
            view.tr.render(&game),
            view.text(self.title_id)
        ));
        ui.add_space(12.0);
        ui.label(
            view.tr
                .render(&Message::new(self.body_id).message("game", game)),
        );
    }
}
