//! The app's state and the frame loop: draw the current screen, then apply what it asked for.

use super::author::AuthorScreen;
use super::celebration::Celebration;
use super::e2e::{AppReport, E2eHook, message_ids};
use super::home::HomeScreen;
use super::join::JoinScreen;
use super::lessons::LessonsScreen;
use super::play::PlayScreen;
use super::puzzles::PuzzlesScreen;
use super::settings::SettingsScreen;
use super::sound::{Cue, SoundPlayer};
use super::speech::Speech;
use super::storage_notice::StorageNotice;
use super::teacher::TeacherScreen;
use super::teacher_gate::TeacherPinAnswer;
use super::top_bar::TopBar;
use super::{Action, Game, Palette, Screen, View, install_fonts, platform, theme};
use crate::content::Library;
use crate::content::class_library::{ClassFolder, ClassLibrary};
use crate::content::load::LoadOptions;
use crate::content::words::Game as ContentGame;
use crate::i18n::{Locale, Localizer, Message};
use crate::practice::Attempt;
use crate::progress::{Effort, ProgressStore, RatedPuzzle, Settings, TextSize};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// What was last applied to the egui context, so it is only redone when it changes.
#[derive(Debug, Clone, Copy, PartialEq)]
struct AppliedLook {
    colour_blind_safe: bool,
    board_theme: crate::progress::BoardTheme,
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
    join: JoinScreen,
    play: PlayScreen,
    teacher: TeacherScreen,
    author: AuthorScreen,
    fonts_installed: bool,
    /// Where the end-to-end test hook reads the app's part of its report (web, `?e2e=1`).
    e2e: Option<Arc<Mutex<AppReport>>>,
    applied: Option<AppliedLook>,
    sound: SoundPlayer,
    /// The cues played lately (sound on), newest last, at most [`RECENT_SOUNDS`].
    recent_sounds: Vec<Cue>,
    /// Says instructions, hints and verdicts aloud.
    speech: Speech,
    class: ClassLibrary,
    /// The folder name of the teacher's lessons served by the class joined, when in class.
    served_folder: Option<PathBuf>,
    /// The celebration of a finished lesson or solved puzzle, while it shows.
    celebration: Option<Celebration>,
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
    pub fn with_class(
        mut store: ProgressStore,
        system_locale: Locale,
        class: ClassLibrary,
    ) -> Self {
        let join = JoinScreen::load(&mut store);
        let locale = store.settings().locale.unwrap_or(system_locale);
        let library = class.library();
        let screen = if join.opened_from_join_link() {
            Screen::Join
        } else {
            Screen::Home
        };
        let mut app = ClassroomApp {
            store,
            localizer: Localizer::new(locale),
            screen,
            game: Game::default(),
            top_bar: TopBar,
            notice: StorageNotice,
            home: HomeScreen::default(),
            settings: SettingsScreen::default(),
            lessons: LessonsScreen::new(class.library()),
            puzzles: PuzzlesScreen::new(class.library()),
            join,
            play: PlayScreen::default(),
            teacher: TeacherScreen::new(library),
            author: AuthorScreen::default(),
            fonts_installed: false,
            e2e: None,
            applied: None,
            sound: SoundPlayer::new(),
            recent_sounds: Vec::new(),
            speech: Speech::new(),
            class,
            served_folder: None,
            celebration: None,
        };
        app.sync_served_library();
        app
    }

    /// Takes the teacher's lessons and puzzles served to the class joined (as last heard) into
    /// the class library, in place of the ones served before. The server checked them and
    /// serves only files without errors, so they are read without the solver proofs.
    fn sync_served_library(&mut self) {
        let Some(served) = self.join.take_served_library() else {
            return;
        };
        let mut changed = false;
        if let Some(old) = self.served_folder.take() {
            changed |= self.class.remove_folder(&old);
        }
        if let Some((name, files)) = served {
            let sources = files.iter().map(|f| (f.name.as_str(), f.text.as_bytes()));
            let library = Library::load_sources_with(sources, LoadOptions::TRUSTED);
            let path = PathBuf::from(name);
            self.class.add_loaded(ClassFolder {
                path: path.clone(),
                library: Arc::new(library),
            });
            self.served_folder = Some(path);
            changed = true;
        }
        if changed {
            self.share_class_library();
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

    /// Sentences said aloud lately (as spoken: without notation), oldest first.
    pub fn recent_speech(&self) -> &[String] {
        self.speech.recent()
    }

    /// Uses a voice that says nothing and keeps what it was asked to say (for tests: the
    /// speaker buttons show on any machine, and none speaks).
    pub fn use_silent_voice(&mut self) {
        self.speech = Speech::silent();
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

    /// The device's class connection (its game against a classmate is read and fed by tests).
    pub fn class_join(&mut self) -> &mut JoinScreen {
        &mut self.join
    }

    /// The id of the puzzle open in the trainer, if one is.
    pub fn open_puzzle_id(&self) -> Option<String> {
        self.puzzles.activity()?.puzzle
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

    /// Opens a screen named as [`crate::app::OPEN_SCREEN_VARIABLE`] takes it (`lessons`,
    /// `renju-puzzles`, …: the game first when it is Renju); false for a name it does not know.
    pub fn open_screen(&mut self, name: &str) -> bool {
        let (game, screen) = match name.strip_prefix("renju-") {
            Some(rest) => (Game::Renju, rest),
            None => (Game::Jungle, name),
        };
        let screen = match screen {
            "lessons" => Screen::Lessons,
            "puzzles" => Screen::Puzzles,
            "play" => Screen::Play,
            "settings" => Screen::Settings,
            _ => return false,
        };
        self.game = game;
        self.screen = screen;
        true
    }

    /// Shows the puzzle in class with `id` (choosing its game); false when there is none.
    pub fn open_puzzle(&mut self, id: &str) -> bool {
        match self.puzzles.open(id) {
            Some(game) => {
                self.game = game;
                self.screen = Screen::Puzzles;
                true
            }
            None => false,
        }
    }

    /// Opens a printed sheet's puzzles (its QR code's `?puzzles=a,b,…`): the first this class
    /// has, then "next" through the others in the sheet's order; false when it has none.
    pub fn open_puzzle_sheet<'a>(&mut self, ids: impl IntoIterator<Item = &'a str>) -> bool {
        match self.puzzles.open_sheet(ids) {
            Some(game) => {
                self.game = game;
                self.screen = Screen::Puzzles;
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
            if platform::e2e_enabled() {
                self.e2e = Some(E2eHook::install(&ctx));
            }
        }
        self.refresh_look(&ctx);

        let mut actions = Vec::new();
        // Owned here: the join screen is drawn (mutably) while the view is in use.
        let class_child = self
            .join
            .joined_child()
            .map(|(name, picture)| (name.to_owned(), picture));
        let class_server = self.join.class_server();
        let view = View {
            tr: &self.localizer,
            classroom: self.store.classroom(),
            settings: self.store.settings(),
            game: self.game,
            class: &self.class,
            locked_to_today: self.join.locked_to_today(),
            hints_locked_by_class: self.join.hints_locked(),
            class_joined: self.join.is_joined(),
            voice: self.speech.has_voice(self.localizer.locale()),
            class_child: class_child
                .as_ref()
                .map(|(name, picture)| (name.as_str(), *picture)),
            class_server: class_server.as_ref(),
        };
        // The projector in full screen has the whole screen: no navigation bar.
        let presenting = self.screen == Screen::Teacher && self.teacher.is_presenting();
        if !presenting {
            egui::Panel::top("top-bar").show(ui, |ui| {
                ui.add_space(4.0);
                self.top_bar.ui(ui, &view, self.screen, &mut actions);
                self.notice
                    .ui(ui, &view, self.store.problems(), &mut actions);
                ui.add_space(4.0);
            });
        }
        let central = egui::CentralPanel::default_margins();
        // The teacher's question covers every screen; the one under it stays as it was.
        let asked = self.join.has_question();
        if asked {
            egui::CentralPanel::default_margins()
                .show(ui, |ui| self.join.question_ui(ui, &view, &mut actions));
        }
        // So does the teacher's placement race (under a question, should both come at once).
        let racing = !asked && self.join.has_race();
        if racing {
            egui::CentralPanel::default_margins().show(ui, |ui| self.join.race_ui(ui, &view));
        }
        // So does a game against a classmate (under a question or a race).
        let playing = !asked && !racing && self.join.has_room();
        if playing {
            egui::CentralPanel::default_margins()
                .show(ui, |ui| self.join.room_ui(ui, &view, &mut actions));
        }
        // So does an invitation to a classmate's game (under a game).
        let inviting = !asked && !racing && !playing && self.join.has_invites();
        if inviting {
            egui::CentralPanel::default_margins().show(ui, |ui| self.join.invite_ui(ui, &view));
        }
        let asked = asked || racing || playing || inviting;
        match self.screen {
            _ if asked => {}
            // The home screen lays out its own panels.
            Screen::Home => self.home.ui(ui, &view, &self.join, &mut actions),
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
                if let Some(text) = self.play.take_speech() {
                    actions.push(Action::Speak(text));
                }
                if let Some(cue) = self.play.take_sound() {
                    actions.push(Action::PlaySound(cue));
                }
                for (game, level) in self.play.take_chosen_levels() {
                    actions.push(Action::RememberLevel { game, level });
                }
            }
            Screen::Teacher => {
                central.show(ui, |ui| self.teacher.ui(ui, &view, &mut actions));
            }
            Screen::Author => {
                central.show(ui, |ui| self.author.ui(ui, &view, &mut actions));
            }
            Screen::Join => {
                central.show(ui, |ui| self.join.ui(ui, &view, &mut actions));
            }
        }
        self.speech.notice_ui(&ctx, &view);
        self.celebration_ui(&ctx);
        self.join.tick(&ctx);
        if let Some(answer) = self.join.take_teacher_pin_answer() {
            if answer == TeacherPinAnswer::Right {
                actions.push(Action::SetTeacherMode(true));
            }
            self.settings
                .teacher_pin_answer(answer, ctx.input(|i| i.time));
        }
        self.sync_served_library();
        let activity = match self.screen {
            Screen::Lessons => self.lessons.activity(),
            Screen::Puzzles => self.puzzles.activity(),
            _ => None,
        };
        self.join.report_activity(&ctx, activity);
        self.join.persist(&mut self.store);
        for action in actions {
            self.apply(action);
        }
        if let Some(report) = &self.e2e {
            let feedback = self.feedback().map(|m| message_ids(&m)).unwrap_or_default();
            if let Ok(mut report) = report.lock() {
                *report = AppReport {
                    screen: format!("{:?}", self.screen),
                    locale: self.locale().tag().to_owned(),
                    feedback,
                    storage_problems: self.store.problems().len(),
                };
            }
        }
    }

    /// Whether a celebration is showing now.
    pub fn is_celebrating(&self) -> bool {
        self.celebration.is_some()
    }

    /// Paints the celebration under way, with its words for screen readers and older
    /// children, and forgets it once it is over.
    fn celebration_ui(&mut self, ctx: &egui::Context) {
        let Some(celebration) = &mut self.celebration else {
            return;
        };
        if !celebration.tick(ctx) {
            self.celebration = None;
            return;
        }
        let palette = Palette::for_settings(self.store.settings());
        celebration.paint(ctx, [palette.good, palette.side_one, palette.side_two]);
        let words = self.localizer.render(&Message::new("app-celebration"));
        egui::Area::new(egui::Id::unique("celebration-words"))
            .order(egui::Order::Tooltip)
            .interactable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(ctx, |ui| {
                let height = ctx.content_rect().height();
                ui.add_space(height * 0.22);
                ui.label(
                    egui::RichText::new(words)
                        .size(40.0)
                        .strong()
                        .color(palette.good),
                );
            });
    }

    /// The feedback shown on the current screen (a lesson step's or a puzzle's), if any.
    pub fn feedback(&self) -> Option<Message> {
        match self.screen {
            Screen::Lessons => self.lessons.feedback(),
            Screen::Puzzles => self.puzzles.feedback().cloned(),
            _ => None,
        }
    }

    /// Re-applies theme, text size and window title when the settings or language changed.
    fn refresh_look(&mut self, ctx: &egui::Context) {
        let settings: &Settings = self.store.settings();
        let look = AppliedLook {
            colour_blind_safe: settings.colour_blind_safe,
            board_theme: settings.board_theme,
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

    /// Offers the active child's remembered computer level in each Play room (before a game's
    /// first move only).
    fn offer_remembered_levels(&mut self) {
        let Some(id) = self.store.classroom().active else {
            return;
        };
        for game in Game::ALL {
            let level = self.store.classroom().level(id, game.key());
            if let Some(level) = level.and_then(crate::solve::level::Level::new) {
                self.play.offer_level(game, level);
            }
        }
    }

    /// Carries out one action; changes to profiles, progress or settings are saved at once.
    pub fn apply(&mut self, action: Action) {
        // A finished step or attempt is in the outbox (and saved) before anything else happens.
        self.join.observe(&action);
        self.join.persist(&mut self.store);
        match action {
            // A device kept on today's work has no lists to go to (Home shows today's work).
            Action::Navigate(Screen::Lessons | Screen::Puzzles | Screen::Play)
                if self.join.locked_to_today() && !self.store.settings().teacher_mode =>
            {
                self.screen = Screen::Home;
            }
            Action::Navigate(screen) => {
                self.screen = screen;
                if screen == Screen::Play {
                    self.offer_remembered_levels();
                }
            }
            Action::RememberLevel { game, level } => {
                if let Some(id) = self.store.classroom().active {
                    let _ = self.store.update_classroom(|classroom| {
                        classroom.record_level(id, game.key(), level.number())
                    });
                }
            }
            Action::OpenLesson(id) => {
                self.open_lesson(&id);
            }
            Action::OpenPuzzle(id) => {
                self.open_puzzle(&id);
            }
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
            Action::Celebrate(stars) => {
                self.celebration = Some(Celebration::new(stars));
                self.apply(Action::PlaySound(Cue::Fanfare));
            }
            Action::SetSound(on) => self.store.update_settings(|settings| settings.sound = on),
            Action::SetSoundSwitches(switches) => self
                .store
                .update_settings(|settings| settings.sounds = switches),
            Action::SetPlaylists(playlists) => self
                .store
                .update_settings(|settings| settings.playlists = playlists),
            Action::SetBoardTheme(theme) => self
                .store
                .update_settings(|settings| settings.board_theme = theme),
            Action::Speak(text) => {
                self.speech.say(&text, self.localizer.locale());
            }
            Action::SetSpeakByItself(on) => self
                .store
                .update_settings(|settings| settings.speak_by_itself = on),
            Action::PlaySound(cue) => {
                let settings = self.store.settings();
                if settings.sound && cue.is_on(&settings.sounds) {
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
            Action::CheckClassTeacherPin(pin) => self.join.check_teacher_pin(pin),
            Action::SetTeacherPin(pin) => self.store.update_settings(|settings| {
                settings.teacher_pin = Some(pin);
                settings.teacher_mode = true;
            }),
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
            Action::AddProfile { name, avatar, age } => self.store.update_classroom(|classroom| {
                let id = classroom.add_profile(&name, avatar);
                let _ = classroom.set_age(id, age);
                classroom.active = Some(id);
            }),
            // A stale id (the profile was removed meanwhile) changes nothing.
            Action::EditProfile {
                id,
                name,
                avatar,
                age,
            } => {
                let _ = self.store.update_classroom(|classroom| {
                    classroom
                        .edit_profile(id, &name, avatar)
                        .and_then(|()| classroom.set_age(id, age))
                });
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
                self.offer_remembered_levels();
            }
            Action::DismissStorageProblems => self.store.dismiss_problems(),
            // Without an active profile there is no one to give the stars to.
            Action::RecordStepStars {
                lesson,
                step,
                stars,
                mistakes,
                hints,
                answers_seen,
                seconds,
                ..
            } => {
                if let Some(id) = self.store.classroom().active {
                    let now = super::platform::unix_seconds();
                    let effort = Effort {
                        mistakes,
                        hints,
                        answers_seen,
                        seconds,
                    };
                    let _ = self.store.update_classroom(|classroom| {
                        classroom.record_step_stars(id, &lesson, &step.to_string(), stars)?;
                        classroom.record_step_effort(id, &lesson, effort, now)
                    });
                }
            }
            Action::RecordPuzzleAttempt {
                puzzle,
                solved,
                hints_used,
                answers_seen,
                mistakes,
                seconds,
                ..
            } => {
                if let Some(id) = self.store.classroom().active {
                    let now = super::platform::unix_seconds();
                    let effort = Effort {
                        mistakes,
                        hints: hints_used,
                        answers_seen,
                        seconds,
                    };
                    let library = self.class.library();
                    let rated = library.puzzles.iter().find(|p| p.id.get_ref() == &puzzle);
                    let attempt = Attempt {
                        solved,
                        hints: hints_used,
                        mistakes,
                        answers_seen,
                    };
                    let _ = self.store.update_classroom(|classroom| {
                        if let Some(rated) = rated {
                            let game = match rated.game.get_ref() {
                                ContentGame::Jungle => Game::Jungle,
                                ContentGame::Renju => Game::Renju,
                            };
                            let on = RatedPuzzle {
                                id: &puzzle,
                                game: game.key(),
                                difficulty: rated.difficulty,
                            };
                            classroom.rate_puzzle_attempt(id, on, attempt, now)?;
                        }
                        classroom.record_puzzle_attempt(id, &puzzle, solved, hints_used, now)?;
                        classroom.record_puzzle_effort(id, &puzzle, effort)
                    });
                }
            }
            Action::RecordRun { game, run, solved } => {
                if let Some(id) = self.store.classroom().active {
                    let _ = self
                        .store
                        .update_classroom(|c| c.record_run(id, game.key(), run, solved));
                }
            }
            Action::SetPractice(practice) => {
                self.store
                    .update_settings(|settings| settings.practice = practice);
            }
            Action::SetHintsLocked(locked) => {
                self.store
                    .update_settings(|settings| settings.hints_locked = locked);
            }
            Action::SetPrintFolder(folder) => {
                self.store
                    .update_settings(|settings| settings.print_folder = folder);
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
