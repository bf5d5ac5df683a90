//! The app's state and the frame loop: draw the current screen, then apply what it asked for.

use super::author::AuthorScreen;
use super::home::HomeScreen;
use super::lessons::LessonsScreen;
use super::play::PlayScreen;
use super::puzzles::PuzzlesScreen;
use super::settings::SettingsScreen;
use super::sound::{Cue, SoundPlayer};
use super::storage_notice::StorageNotice;
use super::teacher::TeacherScreen;
use super::top_bar::TopBar;
use super::{Action, Game, Screen, View, install_fonts, theme};
use crate::content::Library;
use crate::content::class_library::{ClassFolder, ClassLibrary};
use crate::i18n::{Locale, Localizer};
use crate::progress::{ProgressStore, Settings, TextSize};
use std::path::{Path, PathBuf};

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
    /// The cues played lately (sound on), newest last, at most [`RECENT_SOUNDS`].
    recent_sounds: Vec<Cue>,
    class: ClassLibrary,
}

/// How many played cues [`ClassroomApp::recent_sounds`] keeps.
const RECENT_SOUNDS: usize = 16;

impl ClassroomApp {
    /// An app on `store`, speaking the stored language or else `system_locale`
    /// (what the environment asks for: [`Locale::from_environment`]).
    pub fn new(store: ProgressStore, system_locale: Locale) -> Self {
        let class = ClassroomApp::load_class(&store);
        ClassroomApp::with_class(store, system_locale, class)
    }

    /// The built-in lessons and puzzles, trusted (CI proves them with `check --strict`, so the
    /// app skips the solvers), and the teacher's remembered folders, checked in full (solver
    /// proofs too: nobody proved them yet). Start-up runs this on a thread while the window opens.
    pub fn load_class(store: &ProgressStore) -> ClassLibrary {
        let mut class = ClassLibrary::new(Library::load_embedded_trusted());
        for folder in &store.settings().class_folders {
            class.add_folder(folder.clone());
        }
        class
    }

    /// Like [`ClassroomApp::new`], with the class library already loaded.
    pub fn with_class(store: ProgressStore, system_locale: Locale, class: ClassLibrary) -> Self {
        let locale = store.settings().locale.unwrap_or(system_locale);
        let library = class.library();
        ClassroomApp {
            store,
            localizer: Localizer::new(locale),
            screen: Screen::Home,
            game: Game::default(),
            top_bar: TopBar,
            notice: StorageNotice,
            home: HomeScreen::default(),
            settings: SettingsScreen,
            lessons: LessonsScreen::new(class.library()),
            puzzles: PuzzlesScreen::new(class.library()),
            play: PlayScreen::default(),
            teacher: TeacherScreen::new(library),
            author: AuthorScreen::default(),
            fonts_installed: false,
            applied: None,
            sound: SoundPlayer::new(),
            recent_sounds: Vec::new(),
            class,
        }
    }

    /// Adds `folder` (absolute) to the class, reusing what the Author screen has just read from
    /// it rather than checking every file (solver proofs too) a second time.
    fn add_class_folder(&mut self, folder: PathBuf) {
        match self.author.loaded(&folder) {
            Some(library) => self.class.add_loaded(ClassFolder {
                path: folder,
                library,
            }),
            None => self.class.add_folder(folder),
        }
    }

    /// Adds folders already read (by `qi-classroom app --lessons`) to the class for this run
    /// only; they are not remembered in the settings.
    pub fn use_folders_for_this_run(&mut self, folders: Vec<ClassFolder>) {
        for folder in folders {
            self.class.add_loaded(folder);
        }
        self.share_class_library();
    }

    /// The lessons and puzzles in class and the folders they come from.
    pub fn class(&self) -> &ClassLibrary {
        &self.class
    }

    /// The cues played lately (only while sound is on), oldest first.
    pub fn recent_sounds(&self) -> &[Cue] {
        &self.recent_sounds
    }

    /// Hands the rebuilt class library to every screen that lists lessons or puzzles.
    fn share_class_library(&mut self) {
        let library = self.class.library();
        self.lessons.set_library(library.clone());
        self.puzzles.set_library(library.clone());
        self.teacher.set_library(library);
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

    /// Switches the computer opponent's short visible "thinking" pause on or off (off by
    /// default, so tests see its answer at once; the real window turns it on).
    pub fn set_thinking_pause(&mut self, on: bool) {
        self.play.set_thinking_pause(on);
    }

    /// Shows the lesson in class with `id` (choosing its game); false when there is none.
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
            class: &self.class,
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
                central.show(ui, |ui| self.teacher.ui(ui, &view, &mut actions));
            }
            Screen::Author => {
                central.show(ui, |ui| self.author.ui(ui, &view, &mut actions));
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
                    if self.recent_sounds.len() == RECENT_SOUNDS {
                        self.recent_sounds.remove(0);
                    }
                    self.recent_sounds.push(cue);
                }
            }
            Action::SetTeacherMode(on) => {
                self.store
                    .update_settings(|settings| settings.teacher_mode = on);
                if !on && matches!(self.screen, Screen::Teacher | Screen::Author) {
                    self.screen = Screen::Settings;
                }
            }
            Action::UseFolderInClass(folder) => {
                let folder = absolute(folder);
                self.add_class_folder(folder.clone());
                self.share_class_library();
                self.store.update_settings(|settings| {
                    if !settings.class_folders.contains(&folder) {
                        settings.class_folders.push(folder);
                    }
                });
            }
            Action::ReloadClassFolder(folder) => {
                let folder = absolute(folder);
                if self.class.contains(&folder) {
                    self.add_class_folder(folder);
                    self.share_class_library();
                }
            }
            Action::StopUsingFolder(folder) => {
                let folder = absolute(folder);
                if self.class.remove_folder(&folder) {
                    self.share_class_library();
                }
                self.store
                    .update_settings(|settings| settings.class_folders.retain(|f| *f != folder));
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

/// `path` made absolute against the current folder (as typed if that fails), so one folder is
/// remembered once however it was typed.
pub fn absolute(path: PathBuf) -> PathBuf {
    std::path::absolute(&path).unwrap_or(path)
}

impl eframe::App for ClassroomApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}
