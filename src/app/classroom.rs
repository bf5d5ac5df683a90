//! The app's state and the frame loop: draw the current screen, then apply what it asked for.

use super::author::AuthorScreen;
use super::home::HomeScreen;
use super::lessons::LessonsScreen;
use super::play::PlayScreen;
use super::puzzles::PuzzlesScreen;
use super::settings::SettingsScreen;
use super::sound::SoundPlayer;
use super::storage_notice::StorageNotice;
use super::teacher::TeacherScreen;
use super::top_bar::TopBar;
use super::{Action, Game, Screen, View, install_fonts, theme};
use crate::content::Library;
use crate::i18n::{Locale, Localizer};
use crate::progress::{ProgressStore, Settings, TextSize};
use std::path::Path;
use std::sync::Arc;

/// The language the operating system asks for (`LC_ALL`, `LC_MESSAGES`, then `LANG`), used when
/// the settings name none.
pub fn system_locale() -> Locale {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
        .map(|value| Locale::negotiate(&value))
        .unwrap_or(Locale::En)
}

/// What was last applied to the egui context, so it is only redone when it changes.
#[derive(Debug, Clone, Copy, PartialEq)]
struct AppliedLook {
    colour_blind_safe: bool,
    text_size: TextSize,
    locale: Locale,
}

/// The whole app: stored data, language, the current screen and each screen's own state.
#[derive(Debug)]
pub struct ClassroomApp {
    store: ProgressStore,
    localizer: Localizer,
    screen: Screen,
    game: Game,
    top_bar: TopBar,
    notice: StorageNotice,
    home: HomeScreen,
    settings: SettingsScreen,
    lessons: LessonsScreen,
    puzzles: PuzzlesScreen,
    play: PlayScreen,
    teacher: TeacherScreen,
    author: AuthorScreen,
    fonts_installed: bool,
    applied: Option<AppliedLook>,
    sound: SoundPlayer,
}

impl ClassroomApp {
    /// An app on `store`, speaking the stored language or else `system_locale`.
    pub fn new(store: ProgressStore, system_locale: Locale) -> Self {
        ClassroomApp::with_library(store, system_locale, Arc::new(Self::load_library()))
    }

    /// The built-in lessons and puzzles. Trusted: CI proves the shipped puzzles
    /// (`check --strict`), so the app skips the solvers.
    pub fn load_library() -> Library {
        Library::load_embedded_trusted()
    }

    /// Like [`ClassroomApp::new`], with the library already loaded (start-up loads it on a
    /// thread while the window opens).
    pub fn with_library(
        store: ProgressStore,
        system_locale: Locale,
        library: Arc<Library>,
    ) -> Self {
        let locale = store.settings().locale.unwrap_or(system_locale);
        ClassroomApp {
            store,
            localizer: Localizer::new(locale),
            screen: Screen::Home,
            game: Game::default(),
            top_bar: TopBar,
            notice: StorageNotice,
            home: HomeScreen::default(),
            settings: SettingsScreen,
            lessons: LessonsScreen::new(Arc::clone(&library)),
            puzzles: PuzzlesScreen::new(Arc::clone(&library)),
            play: PlayScreen::default(),
            teacher: TeacherScreen::new(library),
            author: AuthorScreen::default(),
            fonts_installed: false,
            applied: None,
            sound: SoundPlayer::new(),
        }
    }

    /// An app on the data in `dir` (tests use a temporary folder).
    pub fn open(dir: &Path, system_locale: Locale) -> Self {
        ClassroomApp::new(ProgressStore::open(dir), system_locale)
    }

    /// The language spoken now.
    pub fn locale(&self) -> Locale {
        self.localizer.locale()
    }

    /// The screen shown now.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The game chosen on the home screen.
    pub fn game(&self) -> Game {
        self.game
    }

    /// Profiles, progress and settings.
    pub fn store(&self) -> &ProgressStore {
        &self.store
    }

    /// The Play screen (its Jungle and Renju games).
    pub fn play(&self) -> &PlayScreen {
        &self.play
    }

    /// Shows the built-in lesson with `id` (choosing its game); false when there is none.
    /// Used by demos, screenshots and benchmarks to start on a lesson.
    pub fn open_lesson(&mut self, id: &str) -> bool {
        match self.lessons.open(id) {
            Some(game) => {
                self.game = game;
                self.screen = Screen::Lessons;
                true
            }
            None => false,
        }
    }

    /// The window title in the current language.
    pub fn window_title(&self) -> String {
        self.localizer.text("app-title")
    }

    /// Draws one frame into `ui` and then applies the actions the screens returned.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if !self.fonts_installed {
            install_fonts(&ctx);
            self.fonts_installed = true;
        }
        self.refresh_look(&ctx);

        let mut actions = Vec::new();
        let view = View {
            tr: &self.localizer,
            classroom: self.store.classroom(),
            settings: self.store.settings(),
            game: self.game,
        };
        egui::Panel::top("top-bar").show(ui, |ui| {
            ui.add_space(4.0);
            self.top_bar.ui(ui, &view, self.screen, &mut actions);
            self.notice
                .ui(ui, &view, self.store.problems(), &mut actions);
            ui.add_space(4.0);
        });
        let central = egui::CentralPanel::default_margins();
        match self.screen {
            // The home screen lays out its own panels.
            Screen::Home => self.home.ui(ui, &view, &mut actions),
            Screen::Settings => {
                central.show(ui, |ui| self.settings.ui(ui, &view, &mut actions));
            }
            Screen::Lessons => {
                central.show(ui, |ui| self.lessons.ui(ui, &view, &mut actions));
            }
            Screen::Puzzles => {
                central.show(ui, |ui| self.puzzles.ui(ui, &view, &mut actions));
            }
            Screen::Play => {
                central.show(ui, |ui| self.play.ui(ui, &view));
                if let Some(cue) = self.play.take_sound() {
                    actions.push(Action::PlaySound(cue));
                }
            }
            Screen::Teacher => {
                central.show(ui, |ui| self.teacher.ui(ui, &view));
            }
            Screen::Author => {
                central.show(ui, |ui| self.author.ui(ui, &view));
            }
        }
        for action in actions {
            self.apply(action);
        }
    }

    /// Re-applies theme, text size and window title when the settings or language changed.
    fn refresh_look(&mut self, ctx: &egui::Context) {
        let settings: &Settings = self.store.settings();
        let look = AppliedLook {
            colour_blind_safe: settings.colour_blind_safe,
            text_size: settings.text_size,
            locale: self.localizer.locale(),
        };
        if self.applied == Some(look) {
            theme::fit_zoom(ctx, settings);
            return;
        }
        theme::apply(ctx, settings);
        ctx.send_viewport_cmd(egui::ViewportCommand::Title(self.window_title()));
        self.applied = Some(look);
    }

    /// Carries out one action; changes to profiles, progress or settings are saved at once.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Navigate(screen) => self.screen = screen,
            Action::ChooseGame(game) => self.game = game,
            Action::SetLocale(locale) => {
                self.localizer.set_locale(locale);
                self.store
                    .update_settings(|settings| settings.locale = Some(locale));
            }
            Action::SetColourBlindSafe(on) => self
                .store
                .update_settings(|settings| settings.colour_blind_safe = on),
            Action::SetTextSize(size) => self
                .store
                .update_settings(|settings| settings.text_size = size),
            Action::SetSound(on) => self.store.update_settings(|settings| settings.sound = on),
            Action::PlaySound(cue) => {
                if self.store.settings().sound {
                    self.sound.play(cue);
                }
            }
            Action::SetTeacherMode(on) => {
                self.store
                    .update_settings(|settings| settings.teacher_mode = on);
                if !on && matches!(self.screen, Screen::Teacher | Screen::Author) {
                    self.screen = Screen::Settings;
                }
            }
            Action::AddProfile { name, avatar } => self.store.update_classroom(|classroom| {
                let id = classroom.add_profile(&name, avatar);
                classroom.active = Some(id);
            }),
            // A stale id (the profile was removed meanwhile) changes nothing.
            Action::EditProfile { id, name, avatar } => {
                let _ = self
                    .store
                    .update_classroom(|classroom| classroom.edit_profile(id, &name, avatar));
            }
            Action::RemoveProfile(id) => {
                let _ = self
                    .store
                    .update_classroom(|classroom| classroom.remove_profile(id));
            }
            Action::SelectProfile(id) => {
                let _ = self
                    .store
                    .update_classroom(|classroom| classroom.select(id));
            }
            Action::DismissStorageProblems => self.store.dismiss_problems(),
            // Without an active profile there is no one to give the stars to.
            Action::RecordStepStars {
                lesson,
                step,
                stars,
            } => {
                if let Some(id) = self.store.classroom().active {
                    let _ = self.store.update_classroom(|classroom| {
                        classroom.record_step_stars(id, &lesson, &step.to_string(), stars)
                    });
                }
            }
            Action::RecordPuzzleAttempt {
                puzzle,
                solved,
                hints_used,
            } => {
                if let Some(id) = self.store.classroom().active {
                    let now = std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(0, |d| d.as_secs());
                    let _ = self.store.update_classroom(|classroom| {
                        classroom.record_puzzle_attempt(id, &puzzle, solved, hints_used, now)
                    });
                }
            }
        }
    }
}

impl eframe::App for ClassroomApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}
