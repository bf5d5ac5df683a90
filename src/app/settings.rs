//! The settings screen: language, colour-blind-safe colours, text size, sound, teacher mode.

use super::teacher_gate::TeacherGate;
use super::{Action, View};
use crate::i18n::Locale;
use crate::progress::TextSize;

/// The settings screen; every change is an action applied (and saved) at once.
#[derive(Debug, Default)]
pub struct SettingsScreen {
    gate: TeacherGate,
}

fn language_name_id(locale: Locale) -> &'static str {
    match locale {
        Locale::ZhCn => "app-language-zh-cn",
        Locale::ZhTw => "app-language-zh-tw",
        Locale::En => "app-language-en",
    }
}

fn text_size_id(size: TextSize) -> &'static str {
    match size {
        TextSize::Small => "app-text-size-small",
        TextSize::Normal => "app-text-size-normal",
        TextSize::Large => "app-text-size-large",
        TextSize::Huge => "app-text-size-huge",
    }
}

impl SettingsScreen {
    /// Draws the settings.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let settings = view.settings;
        ui.heading(view.text("app-settings-heading"));
        ui.add_space(12.0);
        egui::Grid::new("settings-grid")
            .num_columns(2)
            .spacing([24.0, 16.0])
            .show(ui, |ui| {
                ui.label(view.text("app-settings-language"));
                ui.horizontal_wrapped(|ui| {
                    for locale in Locale::ALL {
                        let chosen = view.tr.locale() == locale;
                        if ui
                            .selectable_label(chosen, view.text(language_name_id(locale)))
                            .clicked()
                            && !chosen
                        {
                            actions.push(Action::SetLocale(locale));
                        }
                    }
                });
                ui.end_row();

                ui.label(view.text("app-settings-text-size"));
                ui.horizontal_wrapped(|ui| {
                    for size in TextSize::ALL {
                        let chosen = settings.text_size == size;
                        if ui
                            .selectable_label(chosen, view.text(text_size_id(size)))
                            .clicked()
                            && !chosen
                        {
                            actions.push(Action::SetTextSize(size));
                        }
                    }
                });
                ui.end_row();
            });
        ui.add_space(12.0);
        let mut colour_blind = settings.colour_blind_safe;
        if ui
            .checkbox(&mut colour_blind, view.text("app-settings-colour-blind"))
            .changed()
        {
            actions.push(Action::SetColourBlindSafe(colour_blind));
        }
        let mut sound = settings.sound;
        if ui
            .checkbox(&mut sound, view.text("app-settings-sound"))
            .changed()
        {
            actions.push(Action::SetSound(sound));
        }
        // Off at a tap; on only through the PIN.
        let mut teacher = settings.teacher_mode;
        if ui
            .checkbox(&mut teacher, view.text("app-settings-teacher-mode"))
            .changed()
        {
            if teacher {
                self.gate.ask();
            } else {
                actions.push(Action::SetTeacherMode(false));
            }
        }
        if !settings.teacher_mode {
            self.gate.ui(ui, view, actions);
        }
    }
}
