//! The bar along the top: the app's name, navigation and who is playing.

use super::{Action, Screen, View, avatar};
use crate::i18n::Message;

/// The navigation bar.
#[derive(Debug, Default)]
pub struct TopBar;

impl TopBar {
    /// Draws the bar; clicking a screen's button asks to show it.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        current: Screen,
        actions: &mut Vec<Action>,
    ) {
        ui.horizontal_wrapped(|ui| {
            ui.heading(view.text("app-title"));
            ui.separator();
            let mut entries = vec![(Screen::Home, "app-nav-home")];
            if view.settings.teacher_mode {
                entries.push((Screen::Teacher, "app-nav-teacher"));
                entries.push((Screen::Author, "app-nav-author"));
            }
            entries.push((Screen::Settings, "app-nav-settings"));
            for (screen, id) in entries {
                if ui
                    .selectable_label(current == screen, view.text(id))
                    .clicked()
                {
                    actions.push(Action::Navigate(screen));
                }
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                // A device in a class is the child it joined as: their name and picture.
                if let Some((name, picture)) = view.class_child {
                    let who = view
                        .tr
                        .render(&Message::new("app-profile-playing").text("name", name));
                    if ui.link(who).clicked() {
                        actions.push(Action::Navigate(Screen::Home));
                    }
                    if let Some(picture) = picture {
                        avatar::token(ui, view, picture, 30.0);
                    }
                    return;
                }
                let who = match view.classroom.active_profile() {
                    Some(profile) => view.tr.render(
                        &Message::new("app-profile-playing").text("name", profile.name.clone()),
                    ),
                    None => view.text("app-profile-nobody"),
                };
                if ui.link(who).clicked() {
                    actions.push(Action::Navigate(Screen::Home));
                }
                if let Some(profile) = view.classroom.active_profile() {
                    avatar::token(ui, view, profile.avatar, 30.0);
                }
            });
        });
    }
}
