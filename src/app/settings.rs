//! The settings screen: language, text size, board colours, colour-blind-safe colours, which
//! sounds play, teacher mode and (for the teacher) puzzle practice.

use super::teacher_gate::{TeacherGate, TeacherPinAnswer};
use super::{Action, View};
use crate::i18n::{Locale, Message};
use crate::progress::{BoardTheme, PracticeSettings, SoundSwitches, TextSize};

/// The settings screen; every change is an action applied (and saved) at once.
#[derive(Debug, Default)]
pub struct SettingsScreen {
    gate: TeacherGate,
    /// The print folder as being typed (`None` until the screen first reads the setting).
    print_folder: Option<String>,
}

fn language_name_id(locale: Locale) -> &'static str {
    match locale {
        Locale::ZhCn => "app-language-zh-cn",
        Locale::ZhTw => "app-language-zh-tw",
        Locale::En => "app-language-en",
    }
}

fn theme_id(theme: BoardTheme) -> &'static str {
    match theme {
        BoardTheme::Garden => "app-theme-garden",
        BoardTheme::Meadow => "app-theme-meadow",
        BoardTheme::HighContrast => "app-theme-high-contrast",
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
    /// The server's answer to the class's teacher PIN, for the gate (`now`: `i.time`).
    pub fn teacher_pin_answer(&mut self, answer: TeacherPinAnswer, now: f64) {
        self.gate.server_answer(answer, now);
    }

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

                ui.label(view.text("app-settings-theme"));
                ui.horizontal_wrapped(|ui| {
                    for theme in BoardTheme::ALL {
                        let chosen = settings.board_theme == theme;
                        if ui
                            .selectable_label(chosen, view.text(theme_id(theme)))
                            .clicked()
                            && !chosen
                        {
                            actions.push(Action::SetBoardTheme(theme));
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
        if settings.sound {
            sound_switches_ui(ui, view, settings.sounds, actions);
        }
        let mut speak = settings.speak_by_itself;
        if ui
            .checkbox(&mut speak, view.text("app-settings-speak-by-itself"))
            .changed()
        {
            actions.push(Action::SetSpeakByItself(speak));
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
        } else {
            let mut hints_locked = settings.hints_locked;
            if ui
                .checkbox(&mut hints_locked, view.text("app-settings-hints-locked"))
                .changed()
            {
                actions.push(Action::SetHintsLocked(hints_locked));
            }
            practice_ui(ui, view, settings.practice, actions);
            self.print_folder_ui(ui, view, actions);
        }
    }

    /// Where printed sheets are saved, typed as a path (the installed app only: a browser
    /// downloads them where it always does). Saved when the teacher leaves the field.
    fn print_folder_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        if !crate::app::platform::saves_in_folders() {
            return;
        }
        let typed = self.print_folder.get_or_insert_with(|| {
            view.settings
                .print_folder
                .as_ref()
                .map(|folder| folder.display().to_string())
                .unwrap_or_default()
        });
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            let label = ui.label(view.text("print-folder-label"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(typed)
                        .hint_text(view.text("print-folder-hint"))
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
            if field.lost_focus() {
                let folder = Some(typed.trim())
                    .filter(|t| !t.is_empty())
                    .map(std::path::PathBuf::from);
                if folder != view.settings.print_folder {
                    actions.push(Action::SetPrintFolder(folder));
                }
            }
        });
    }
}

/// The teacher's choices for puzzle practice (shown in teacher mode only): how often the
/// picked puzzles should be solved, and whether streak and rush are offered.
fn practice_ui(
    ui: &mut egui::Ui,
    view: &View,
    practice: PracticeSettings,
    actions: &mut Vec<Action>,
) {
    ui.add_space(12.0);
    ui.label(egui::RichText::new(view.text("app-settings-practice")).strong());
    let mut changed = practice;
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(view.text("app-settings-practice-target"));
        let percent = |p: u8| {
            view.tr
                .render(&Message::new("app-settings-percent").number("percent", i64::from(p)))
        };
        egui::ComboBox::from_id_salt("practice-target")
            .selected_text(percent(changed.target_success))
            .show_ui(ui, |ui| {
                for target in PracticeSettings::TARGETS {
                    ui.selectable_value(&mut changed.target_success, target, percent(target));
                }
            })
            .response
            .labelled_by(label.id);
    });
    ui.checkbox(
        &mut changed.streak,
        view.text("app-settings-practice-streak"),
    );
    ui.horizontal_wrapped(|ui| {
        ui.checkbox(&mut changed.rush, view.text("app-settings-practice-rush"));
        if changed.rush {
            let length = ui.label(view.text("app-settings-practice-rush-length"));
            let minutes = |m: u8| {
                view.tr
                    .render(&Message::new("app-settings-minutes").number("minutes", i64::from(m)))
            };
            egui::ComboBox::from_id_salt("practice-rush-minutes")
                .selected_text(minutes(changed.rush_minutes))
                .show_ui(ui, |ui| {
                    for length in PracticeSettings::RUSH_MINUTES {
                        ui.selectable_value(&mut changed.rush_minutes, length, minutes(length));
                    }
                })
                .response
                .labelled_by(length.id);
        }
    });
    if changed != practice {
        actions.push(Action::SetPractice(changed));
    }
}

/// One switch per kind of sound, indented under the main switch.
fn sound_switches_ui(
    ui: &mut egui::Ui,
    view: &View,
    switches: SoundSwitches,
    actions: &mut Vec<Action>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.add_space(28.0);
        let mut changed = switches;
        ui.checkbox(&mut changed.moves, view.text("app-sound-moves"));
        ui.checkbox(&mut changed.right, view.text("app-sound-right"));
        ui.checkbox(&mut changed.wrong, view.text("app-sound-wrong"));
        ui.checkbox(&mut changed.win, view.text("app-sound-win"));
        if changed != switches {
            actions.push(Action::SetSoundSwitches(changed));
        }
    });
}
