//! The home screen: pick the game, then lessons, puzzles or play; pick who is playing.

use super::board::animal_picture;
use super::icons::{Icon, PictureButton};
use super::join::{JoinScreen, todays_buttons};
use super::profiles::ProfilePicker;
use super::{Action, Game, Screen, View};
use crate::rules::jungle::Animal;

/// The home screen.
#[derive(Debug, Default)]
pub struct HomeScreen {
    profiles: ProfilePicker,
}

impl HomeScreen {
    /// Draws today's work from the class (when joined), the game choice, the activities and
    /// the profile picker.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        class: &JoinScreen,
        actions: &mut Vec<Action>,
    ) {
        egui::Panel::right("home-profiles")
            .resizable(false)
            .default_size(300.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.profiles.ui(ui, view, actions);
                });
            });
        // Home scrolls: at the largest text size (or with a long list of today's work) the
        // game and action buttons stay reachable.
        egui::CentralPanel::default_margins().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("home")
                .auto_shrink([false, false])
                .show(ui, |ui| Self::main_ui(ui, view, class, actions));
        });
    }

    /// Today's work, the games and what to do next.
    fn main_ui(ui: &mut egui::Ui, view: &View, class: &JoinScreen, actions: &mut Vec<Action>) {
        {
            class.today_ui(ui, view, actions);
            // Not in a class: the teacher's playlist on this computer is today's work.
            if !class.is_joined() {
                todays_playlist_ui(ui, view, actions);
            }
            if class.locked_to_today() {
                // The teacher keeps the class on today's work: nothing else to pick but the
                // class itself (what is waiting to be sent).
                let text = view.text("join-home-button");
                let button = PictureButton::new(Icon::Class, &text)
                    .size(52.0)
                    .min_width(150.0);
                if ui.add(button).clicked() {
                    actions.push(Action::Navigate(Screen::Join));
                }
                return;
            }
            ui.heading(view.text("app-home-choose-game"));
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                for game in Game::ALL {
                    let name = view.text(game.name_id());
                    let button =
                        egui::Button::selectable(view.game == game, game_face(ui, game, &name))
                            .frame_when_inactive(true)
                            .min_size(egui::vec2(220.0, 90.0));
                    let response = ui.add(button);
                    // The pictures are decoration: a screen reader says just the game's name.
                    response.widget_info(|| {
                        egui::WidgetInfo::selected(
                            egui::Role::Button,
                            true,
                            view.game == game,
                            &name,
                        )
                    });
                    if response.clicked() {
                        actions.push(Action::ChooseGame(game));
                    }
                }
            });
            ui.add_space(24.0);
            ui.heading(view.text("app-home-what-next"));
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                for (screen, id, icon) in [
                    (Screen::Lessons, "app-nav-lessons", Icon::Book),
                    (Screen::Puzzles, "app-nav-puzzles", Icon::Puzzle),
                    (Screen::Play, "app-nav-play", Icon::Play),
                    (Screen::Join, "join-home-button", Icon::Class),
                ] {
                    let text = view.text(id);
                    let button = PictureButton::new(icon, &text).size(52.0).min_width(150.0);
                    if ui.add(button).clicked() {
                        actions.push(Action::Navigate(screen));
                    }
                }
            });
        }
    }
}

/// A game button's face: pictures a child recognises before reading (a lion and an elephant; a
/// black and a white stone), then the game's name.
fn game_face(ui: &egui::Ui, game: Game, name: &str) -> egui::text::LayoutJob {
    let pictures = match game {
        Game::Jungle => vec![
            animal_picture(Animal::Lion, 38.0),
            animal_picture(Animal::Elephant, 38.0),
        ],
        Game::Renju => vec![egui::RichText::new("●○").size(34.0)],
    };
    let mut face = egui::text::LayoutJob::default();
    for part in pictures
        .into_iter()
        .chain([egui::RichText::new(format!("  {name}")).size(30.0)])
    {
        part.append_to(
            &mut face,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    }
    face
}

/// The playlist the teacher chose to show on Home, as big picture buttons (as a class's
/// today's work is shown).
fn todays_playlist_ui(ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
    let playlists = &view.settings.playlists;
    let Some(list) = playlists
        .current()
        .filter(|list| playlists.on_home && !list.items.is_empty())
    else {
        return;
    };
    ui.heading(view.text("join-todays-work"));
    let items: Vec<_> = list
        .items
        .iter()
        .map(super::teacher::assignment_item)
        .collect();
    todays_buttons(ui, view, &items, actions);
    ui.add_space(16.0);
}
