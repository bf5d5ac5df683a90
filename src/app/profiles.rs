//! The profile picker: several children share one computer, each with a name and an animal,
//! no passwords. Add, change and remove (after a question).

use super::icons::{Icon, picture_button_sized};
use super::{Action, View, avatar};
use crate::i18n::Message;
use crate::progress::{AgeBand, Avatar, ProfileId};
use egui::Role;

/// The add/change form being filled in.
#[derive(Debug)]
struct ProfileForm {
    /// `None` when adding a new profile.
    editing: Option<ProfileId>,
    name: String,
    avatar: Avatar,
    age: AgeBand,
    /// Save was pressed with an empty name.
    name_missing: bool,
}

/// The list of profiles with its add/change/remove controls.
#[derive(Debug, Default)]
pub struct ProfilePicker {
    form: Option<ProfileForm>,
    confirm_remove: Option<ProfileId>,
}

impl ProfilePicker {
    /// Draws the list, and the form or the removal question when open.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        ui.heading(view.text("app-profiles-heading"));
        ui.add_space(4.0);
        let classroom = view.classroom;
        if classroom.profiles.is_empty() && self.form.is_none() {
            ui.label(view.text("app-profiles-none"));
        }
        for profile in &classroom.profiles {
            let active = classroom.active == Some(profile.id);
            let clicked = ui
                .horizontal(|ui| {
                    avatar::token(ui, view, profile.avatar, 40.0);
                    let text = egui::RichText::new(&profile.name).size(22.0);
                    let button = egui::Button::selectable(active, text)
                        .frame_when_inactive(true)
                        .min_size(egui::vec2(ui.available_width(), 40.0));
                    ui.add(button).clicked()
                })
                .inner;
            if clicked && !active {
                actions.push(Action::SelectProfile(profile.id));
                self.confirm_remove = None;
            }
            if !active || self.form.is_some() {
                continue;
            }
            if self.confirm_remove == Some(profile.id) {
                ui.label(view.tr.render(
                    &Message::new("app-profiles-remove-confirm").text("name", profile.name.clone()),
                ));
                ui.horizontal(|ui| {
                    if ui.button(view.text("app-profiles-yes-remove")).clicked() {
                        actions.push(Action::RemoveProfile(profile.id));
                        self.confirm_remove = None;
                    }
                    if ui.button(view.text("app-cancel")).clicked() {
                        self.confirm_remove = None;
                    }
                });
            } else {
                ui.horizontal(|ui| {
                    if ui.button(view.text("app-profiles-edit")).clicked() {
                        self.form = Some(ProfileForm {
                            editing: Some(profile.id),
                            name: profile.name.clone(),
                            avatar: profile.avatar,
                            age: profile.age,
                            name_missing: false,
                        });
                    }
                    if ui.button(view.text("app-profiles-remove")).clicked() {
                        self.confirm_remove = Some(profile.id);
                    }
                });
            }
        }
        ui.add_space(8.0);
        match &mut self.form {
            Some(form) => {
                if let Some(done) = form_ui(ui, view, form) {
                    if let Some(action) = done {
                        actions.push(action);
                    }
                    self.form = None;
                }
            }
            None => {
                if ui
                    .button(format!("+ {}", view.text("app-profiles-add")))
                    .clicked()
                {
                    self.form = Some(ProfileForm {
                        editing: None,
                        name: String::new(),
                        avatar: Avatar::Tiger,
                        age: AgeBand::default(),
                        name_missing: false,
                    });
                    self.confirm_remove = None;
                }
            }
        }
    }
}

/// Draws the form; returns `Some` when it closes: with the action on Save, `None` on Cancel.
fn form_ui(ui: &mut egui::Ui, view: &View, form: &mut ProfileForm) -> Option<Option<Action>> {
    let mut outcome = None;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        let label = ui.label(view.text("app-profile-name"));
        ui.add(egui::TextEdit::singleline(&mut form.name).desired_width(f32::INFINITY))
            .labelled_by(label.id);
        if form.name_missing {
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("✗ {}", view.text("app-profile-name-empty")),
            );
        }
        ui.label(view.text("app-profile-avatar"));
        ui.horizontal_wrapped(|ui| {
            for choice in Avatar::ALL {
                let selected = form.avatar == choice;
                let text = avatar::picture_text(choice, 32.0);
                let response =
                    ui.add(egui::Button::selectable(selected, text).frame_when_inactive(true));
                let name = view.text(avatar::name_id(choice));
                response.widget_info(|| {
                    egui::WidgetInfo::selected(Role::Button, true, selected, name.clone())
                });
                let response = response.on_hover_text(name);
                if response.clicked() {
                    form.avatar = choice;
                }
            }
        });
        // The age band, as pictures of a small, a taller and the tallest child with the ages
        // under them: the youngest see names instead of coordinates and hear new instructions.
        ui.label(view.text("app-profile-age"));
        ui.horizontal_wrapped(|ui| {
            for (index, band) in AgeBand::ALL.into_iter().enumerate() {
                let label = view.text(age_band_id(band));
                let picture = Icon::Child(u8::try_from(index + 1).unwrap_or(3));
                let chosen = form.age == band;
                if picture_button_sized(ui, picture, &label, 36.0, chosen).clicked() {
                    form.age = band;
                }
            }
        });
        ui.horizontal(|ui| {
            if ui.button(view.text("app-save")).clicked() {
                let name = form.name.trim().to_string();
                if name.is_empty() {
                    form.name_missing = true;
                } else {
                    outcome = Some(Some(match form.editing {
                        Some(id) => Action::EditProfile {
                            id,
                            name,
                            avatar: form.avatar,
                            age: form.age,
                        },
                        None => Action::AddProfile {
                            name,
                            avatar: form.avatar,
                            age: form.age,
                        },
                    }));
                }
            }
            if ui.button(view.text("app-cancel")).clicked() {
                outcome = Some(None);
            }
        });
    });
    outcome
}

/// The Fluent id of an age band's name ("4–6 years").
pub fn age_band_id(band: AgeBand) -> &'static str {
    match band {
        AgeBand::Young => "app-profile-age-young",
        AgeBand::Middle => "app-profile-age-middle",
        AgeBand::Older => "app-profile-age-older",
    }
}
