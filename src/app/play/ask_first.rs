//! "Are you sure?" before a step that ends the game in progress: resigning, a new game, another
//! opponent or another rule room. Asked only while a game is under way (moves played, no result
//! yet); otherwise the step happens at once. The question shows over the room in the middle of
//! the window, with a big "yes" and "no", so a child's stray tap never throws a game away.

use super::super::View;
use crate::app::icons::{Icon, picture_button};

/// A step waiting for the player's "yes"; `T` says which step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AskFirst<T> {
    waiting: Option<T>,
}

impl<T> Default for AskFirst<T> {
    fn default() -> Self {
        AskFirst { waiting: None }
    }
}

impl<T: Clone> AskFirst<T> {
    /// Asks about `step` when a game is `under_way`; returns it at once otherwise.
    pub fn ask(&mut self, step: T, under_way: bool) -> Option<T> {
        if under_way {
            self.waiting = Some(step);
            None
        } else {
            self.waiting = None;
            Some(step)
        }
    }

    /// Whether a question is showing.
    #[cfg(test)]
    pub fn is_asking(&self) -> bool {
        self.waiting.is_some()
    }

    /// Draws the question (`question_id`'s text for the waiting step) over the room, in the
    /// middle of the window: always in sight, and nothing in the panel moves for it. Returns
    /// the step when the player says yes; a tap beside it or Escape says no.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        question_id: impl Fn(&T) -> &'static str,
    ) -> Option<T> {
        let step = self.waiting.clone()?;
        let mut confirmed = None;
        let mut answered = false;
        let modal = egui::Modal::new(ui.scope_id().with("ask-first")).show(ui.ctx(), |ui| {
            ui.set_max_width(360.0);
            ui.label(
                egui::RichText::new(view.text(question_id(&step)))
                    .strong()
                    .size(20.0),
            );
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let yes = view.text("app-play-ask-yes");
                if picture_button(ui, Icon::Tick, &yes).clicked() {
                    confirmed = Some(step.clone());
                    answered = true;
                }
                let no = view.text("app-play-ask-no");
                if picture_button(ui, Icon::Cross, &no).clicked() {
                    answered = true;
                }
            });
        });
        if answered || modal.should_close() {
            self.waiting = None;
        }
        confirmed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_is_asked_about_only_while_a_game_is_under_way() {
        let mut ask = AskFirst::default();
        assert_eq!(ask.ask("resign", false), Some("resign"));
        assert!(!ask.is_asking());
        assert_eq!(ask.ask("resign", true), None);
        assert!(ask.is_asking());
    }
}
