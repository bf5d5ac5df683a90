//! The teacher's playlists: saved, named lists of lessons and puzzles of both games (built in
//! or from the teacher's folders), put in order with ▲ ▼, one of them in use for the projector
//! and today's work, and shown on the children's Home if the teacher wants. Every change is
//! saved at once (`settings.json`).

use crate::app::board::animal_picture;
use crate::app::{Action, View};
use crate::content::words::Game;
use crate::content::{Library, Puzzle};
use crate::i18n::{Locale, Message};
use crate::progress::playlists::{PlaylistItem, Playlists};
use crate::rules::jungle::Animal;
use std::collections::BTreeMap;

/// The playlist tab's state: a working copy of the saved lists and the name being typed.
#[derive(Debug, Default)]
pub struct PlaylistEditor {
    lists: Playlists,
    loaded: bool,
    new_name: String,
    /// The list the teacher asked to delete, until they say yes or no.
    deleting: Option<usize>,
    /// The sheet the last Print is making, or where it went (or why not).
    #[cfg(feature = "print")]
    printed: crate::app::print_sheet::PrintJob,
}

impl PlaylistEditor {
    /// The saved lists (read from the settings on the first frame).
    pub fn lists(&self) -> &Playlists {
        &self.lists
    }

    /// Reads the saved lists once, before the first frame that uses them.
    pub fn load(&mut self, view: &View) {
        if !self.loaded {
            self.lists = view.settings.playlists.clone();
            self.loaded = true;
        }
    }
    /// The items of the playlist in use that are in `library` (lessons and puzzles), in order:
    /// the projector plays them all.
    pub fn items_in(&self, library: &Library) -> Vec<PlaylistItem> {
        self.lists.current().map_or_else(Vec::new, |list| {
            list.items
                .iter()
                .filter(|item| match item {
                    PlaylistItem::Lesson { lesson } => library.lesson(lesson).is_some(),
                    PlaylistItem::Puzzle { puzzle } => library.puzzle(puzzle).is_some(),
                })
                .cloned()
                .collect()
        })
    }

    /// Draws the tab; a change becomes an action that saves the lists.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        library: &Library,
        actions: &mut Vec<Action>,
    ) {
        self.load(view);
        let before = self.lists.clone();
        self.lists_row(ui, view);
        ui.add_space(8.0);
        ui.label(view.text("app-teacher-playlist-help"));
        if view
            .class
            .folders()
            .iter()
            .any(|f| f.is_missing() || !f.files_with_errors().is_empty())
        {
            ui.label(view.text("app-class-folders-have-problems"));
        }
        ui.columns(2, |columns| {
            self.items_ui(&mut columns[0], view, library);
            self.catalogue_ui(&mut columns[1], view, library);
        });
        if self.lists != before {
            actions.push(Action::SetPlaylists(self.lists.clone()));
        }
    }

    /// The saved lists to choose from, a new one, renaming, deleting (asked first), and the
    /// children's Home switch.
    fn lists_row(&mut self, ui: &mut egui::Ui, view: &View) {
        let default_name = view.text("app-playlist-default-name");
        ui.horizontal_wrapped(|ui| {
            ui.label(view.text("app-playlist-saved"));
            for index in 0..self.lists.lists.len() {
                let name = self.lists.lists[index].name.clone();
                if ui
                    .selectable_label(self.lists.current == index, name)
                    .clicked()
                {
                    self.lists.current = index;
                    self.deleting = None;
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(view.text("app-playlist-new-name"));
            ui.add(egui::TextEdit::singleline(&mut self.new_name).desired_width(220.0))
                .labelled_by(label.id);
            if ui.button(view.text("app-playlist-new")).clicked() {
                let name = self.new_name.trim();
                let name = if name.is_empty() {
                    default_name.as_str()
                } else {
                    name
                };
                self.lists.add_list(name);
                self.new_name.clear();
            }
        });
        if self.lists.lists.is_empty() {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(view.text("app-playlist-name"));
            let current = self.lists.current_mut(&default_name);
            let mut name = current.name.clone();
            if ui
                .add(egui::TextEdit::singleline(&mut name).desired_width(220.0))
                .labelled_by(label.id)
                .changed()
            {
                current.name = crate::progress::playlists::clip_name(&name);
            }
            let index = self.lists.current;
            if self.deleting == Some(index) {
                let name = self.lists.lists[index].name.clone();
                ui.label(
                    view.tr
                        .render(&Message::new("app-playlist-delete-ask").text("name", name)),
                );
                if ui.button(view.text("app-playlist-delete-yes")).clicked() {
                    self.lists.remove_list(index);
                    self.deleting = None;
                }
                if ui.button(view.text("app-playlist-delete-no")).clicked() {
                    self.deleting = None;
                }
            } else if ui.button(view.text("app-playlist-delete")).clicked() {
                self.deleting = Some(index);
            }
        });
        ui.checkbox(&mut self.lists.on_home, view.text("app-playlist-on-home"));
    }

    /// The list in use, numbered, each item with its game's picture and ▲ ▼ ✕.
    fn items_ui(&mut self, ui: &mut egui::Ui, view: &View, library: &Library) {
        ui.heading(view.text("app-playlist-in-list"));
        let locale = view.tr.locale();
        let Some(list) = self.lists.lists.get_mut(self.lists.current) else {
            ui.weak(view.text("app-teacher-playlist-empty"));
            return;
        };
        if list.items.is_empty() {
            ui.weak(view.text("app-teacher-playlist-empty"));
        }
        #[cfg(feature = "print")]
        if !list.items.is_empty() {
            // Print: the list's lessons and puzzles as one worksheet with its key.
            let working = Playlists {
                lists: vec![list.clone()],
                ..Playlists::default()
            };
            let name = list.name.clone();
            ui.horizontal(|ui| {
                crate::app::print_sheet::print_button(
                    ui,
                    view,
                    &working,
                    crate::app::print_sheet::SheetAsk::Playlist(name.clone()),
                    "playlist.pdf",
                    &mut self.printed,
                );
                self.printed.status_ui(ui, view);
            });
        }
        let count = list.items.len();
        let mut shift = None;
        let mut remove = None;
        for (index, item) in list.items.iter().enumerate() {
            let (title, game) = describe(item, library, locale);
            ui.horizontal(|ui| {
                ui.label(game_picture(game));
                ui.label(format!("{}. {title}", index + 1));
                let words = |id: &str| {
                    view.tr
                        .render(&Message::new(id).text("title", title.clone()))
                };
                if index > 0 && labelled(ui, "▲", &words("app-playlist-move-up")) {
                    shift = Some((index, true));
                }
                if index + 1 < count && labelled(ui, "▼", &words("app-playlist-move-down")) {
                    shift = Some((index, false));
                }
                if labelled(ui, "✕", &words("app-playlist-remove")) {
                    remove = Some(index);
                }
            });
        }
        if let Some((index, up)) = shift {
            list.shift(index, up);
        }
        if let Some(index) = remove {
            list.items.remove(index);
        }
    }

    /// Every lesson (both games) and puzzle set to tick into the list in use.
    fn catalogue_ui(&mut self, ui: &mut egui::Ui, view: &View, library: &Library) {
        ui.heading(view.text("app-playlist-add"));
        let locale = view.tr.locale();
        let default_name = view.text("app-playlist-default-name");
        for game in [Game::Jungle, Game::Renju] {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                ui.label(game_picture(Some(game)));
                ui.strong(view.text(game_name_id(game)));
            });
            for lesson in library.lessons.iter().filter(|l| *l.game.get_ref() == game) {
                let item = PlaylistItem::Lesson {
                    lesson: lesson.id.get_ref().clone(),
                };
                let list = self.lists.current_mut(&default_name);
                let mut chosen = list.contains(&item);
                ui.horizontal(|ui| {
                    if ui.checkbox(&mut chosen, lesson.title.get(locale)).changed() {
                        toggle(list, item, chosen);
                    }
                    if let Some(origin) = view.class.lesson_origin(lesson.id.get_ref()) {
                        ui.weak(view.text(crate::app::lessons::origin_id(origin)))
                            .on_hover_text(origin.folder.display().to_string());
                    }
                });
            }
            for (file, puzzles) in puzzle_sets(library, game) {
                self.puzzle_set_ui(ui, view, &file, &puzzles, &default_name);
            }
        }
    }

    /// One puzzle file, folded: "add all" and a box for each puzzle.
    fn puzzle_set_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        file: &str,
        puzzles: &[&Puzzle],
        default_name: &str,
    ) {
        let locale = view.tr.locale();
        let heading = view.tr.render(
            &Message::new("app-playlist-puzzle-set")
                .text("set", set_name(file))
                .number("count", i64::try_from(puzzles.len()).unwrap_or(0)),
        );
        let list = self.lists.current_mut(default_name);
        egui::CollapsingHeader::new(heading)
            .id_salt(("puzzle-set", file))
            .show(ui, |ui| {
                if ui.button(view.text("app-playlist-add-all")).clicked() {
                    for puzzle in puzzles {
                        list.add(PlaylistItem::Puzzle {
                            puzzle: puzzle.id.get_ref().clone(),
                        });
                    }
                }
                for puzzle in puzzles {
                    let item = PlaylistItem::Puzzle {
                        puzzle: puzzle.id.get_ref().clone(),
                    };
                    let mut chosen = list.contains(&item);
                    if ui.checkbox(&mut chosen, puzzle.title.get(locale)).changed() {
                        toggle(list, item, chosen);
                    }
                }
            });
    }
}

fn toggle(list: &mut crate::progress::playlists::Playlist, item: PlaylistItem, chosen: bool) {
    if chosen {
        list.add(item);
    } else {
        list.remove(&item);
    }
}

/// An item's title and game, or its id when the library no longer has it (a folder unplugged:
/// the item stays in the list for when it is back).
pub fn describe(item: &PlaylistItem, library: &Library, locale: Locale) -> (String, Option<Game>) {
    match item {
        PlaylistItem::Lesson { lesson } => library.lesson(lesson).map_or_else(
            || (lesson.clone(), None),
            |found| {
                (
                    found.title.get(locale).to_owned(),
                    Some(*found.game.get_ref()),
                )
            },
        ),
        PlaylistItem::Puzzle { puzzle } => library.puzzle(puzzle).map_or_else(
            || (puzzle.clone(), None),
            |found| {
                (
                    found.title.get(locale).to_owned(),
                    Some(*found.game.get_ref()),
                )
            },
        ),
    }
}

/// A game's picture: a lion for Jungle, a black and a white stone for Renju.
fn game_picture(game: Option<Game>) -> egui::RichText {
    match game {
        Some(Game::Jungle) => animal_picture(Animal::Lion, 22.0),
        Some(Game::Renju) => egui::RichText::new("●○").size(20.0),
        None => egui::RichText::new("?").size(20.0),
    }
}

fn game_name_id(game: Game) -> &'static str {
    match game {
        Game::Jungle => "common-game-jungle",
        Game::Renju => "common-game-renju",
    }
}

/// The puzzles of `game` by file, in file order.
fn puzzle_sets(library: &Library, game: Game) -> BTreeMap<String, Vec<&Puzzle>> {
    let mut sets: BTreeMap<String, Vec<&Puzzle>> = BTreeMap::new();
    for puzzle in library.puzzles.iter().filter(|p| *p.game.get_ref() == game) {
        sets.entry(puzzle.file.clone()).or_default().push(puzzle);
    }
    sets
}

/// A puzzle file's name as a set's name: "renju-vcf" for `puzzles/renju-vcf.toml`.
fn set_name(file: &str) -> String {
    let name = file.rsplit(['/', '\\']).next().unwrap_or(file);
    name.strip_suffix(".toml").unwrap_or(name).to_owned()
}

/// A symbol button whose accessible label says what it does.
fn labelled(ui: &mut egui::Ui, symbol: &str, label: &str) -> bool {
    let response = ui.button(egui::RichText::new(symbol).size(18.0));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label));
    response.clicked()
}

#[cfg(test)]
mod tests {
    use super::set_name;

    #[test]
    fn a_set_is_named_by_its_file() {
        assert_eq!(set_name("puzzles/renju-vcf.toml"), "renju-vcf");
        assert_eq!(set_name(r"C:\class\my-set.toml"), "my-set");
        assert_eq!(set_name("odd"), "odd");
    }
}
