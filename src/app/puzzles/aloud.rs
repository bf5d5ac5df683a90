//! What a puzzle says aloud: its goal once when it opens, each new verdict and hint (when the
//! settings read them by themselves), and any of them again at its speaker button.

use crate::app::speech::speaker_button;
use crate::app::{Action, View};

/// What of a puzzle was said by itself already.
#[derive(Debug, Default)]
pub struct Aloud {
    goal_said: bool,
    verdicts_said: u32,
    hints_said: usize,
}

fn by_itself(view: &View) -> bool {
    view.voice && view.speaks_by_itself()
}

impl Aloud {
    /// The goal with its speaker button; said by itself the first time it shows.
    pub fn goal_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        goal: &str,
        actions: &mut Vec<Action>,
    ) {
        ui.horizontal_wrapped(|ui| {
            if speaker_button(ui, view) {
                actions.push(Action::Speak(goal.to_owned()));
            }
            ui.label(goal);
        });
        if !self.goal_said {
            self.goal_said = true;
            if by_itself(view) {
                actions.push(Action::Speak(goal.to_owned()));
            }
        }
    }

    /// A verdict shown (`shown` with its mark, `sentence` without) with its speaker button;
    /// verdict number `count` is said by itself once.
    pub fn verdict_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        (shown, sentence): (egui::RichText, &str),
        count: u32,
        actions: &mut Vec<Action>,
    ) {
        ui.horizontal_wrapped(|ui| {
            if speaker_button(ui, view) {
                actions.push(Action::Speak(sentence.to_owned()));
            }
            ui.label(shown);
        });
        if self.verdicts_said != count {
            self.verdicts_said = count;
            if by_itself(view) {
                actions.push(Action::Speak(sentence.to_owned()));
            }
        }
    }

    /// The hints given (as shown, as said), each with its speaker button; new ones said by
    /// themselves.
    pub fn hints_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        hints: &[(String, String)],
        actions: &mut Vec<Action>,
    ) {
        for (shown, said) in hints {
            ui.horizontal_wrapped(|ui| {
                if speaker_button(ui, view) {
                    actions.push(Action::Speak(said.clone()));
                }
                ui.label(format!("☞ {shown}"));
            });
        }
        if hints.len() < self.hints_said {
            // Tried again: the ladder starts afresh.
            self.hints_said = 0;
        }
        if hints.len() > self.hints_said {
            if by_itself(view) {
                for (_, said) in &hints[self.hints_said..] {
                    actions.push(Action::Speak(said.clone()));
                }
            }
            self.hints_said = hints.len();
        }
    }
}
