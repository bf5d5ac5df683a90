//! What a screen asks the app to do; applied after the frame is drawn.

use super::sound::Cue;
use crate::i18n::Locale;
use crate::progress::{Avatar, ProfileId, TextSize};
use std::path::PathBuf;

/// The screens of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Pick the game, then lessons, puzzles or play; pick who is playing.
    Home,
    /// The lesson player.
    Lessons,
    /// The puzzle trainer.
    Puzzles,
    /// Two children on one computer, or against the computer.
    Play,
    /// Projector view, playlist and class overview.
    Teacher,
    /// Lesson authoring: open a folder, see `check` diagnostics, preview steps.
    Author,
    /// Language, theme, text size, sound, teacher mode.
    Settings,
    /// Join a class served by `qi-classroom serve`.
    Join,
}

/// The two games the classroom teaches.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Game {
    /// 斗兽棋 Jungle.
    #[default]
    Jungle,
    /// 五子棋 / 连珠 Gomoku / Renju.
    Renju,
}

impl Game {
    /// Both games, in the order the home screen shows them.
    pub const ALL: [Game; 2] = [Game::Jungle, Game::Renju];

    /// The Fluent id of the game's name.
    pub fn name_id(self) -> &'static str {
        match self {
            Game::Jungle => "common-game-jungle",
            Game::Renju => "common-game-renju",
        }
    }

    /// The game's stable key in saved files (`jungle`, `renju`).
    pub fn key(self) -> &'static str {
        match self {
            Game::Jungle => "jungle",
            Game::Renju => "renju",
        }
    }
}

/// A change asked for by a screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Remember the computer level the active child picked in a game (in their progress).
    RememberLevel {
        /// The game played.
        game: Game,
        /// The level picked.
        level: crate::solve::level::Level,
    },
    /// Show another screen.
    Navigate(Screen),
    /// Choose the game that lessons, puzzles and play are about.
    ChooseGame(Game),
    /// Switch the language now and remember it.
    SetLocale(Locale),
    /// Switch the colour-blind-safe theme on or off.
    SetColourBlindSafe(bool),
    /// Change the text size.
    SetTextSize(TextSize),
    /// Switch sound on or off.
    SetSound(bool),
    /// Switch one kind of sound on or off.
    SetSoundSwitches(crate::progress::SoundSwitches),
    /// Save the teacher's playlists.
    SetPlaylists(crate::progress::playlists::Playlists),
    /// Choose the board and screen colours.
    SetBoardTheme(crate::progress::BoardTheme),
    /// A lesson finished or a puzzle solved with this many stars: the celebration and its
    /// fanfare.
    Celebrate(u8),
    /// Play a short sound, if sound is on.
    PlaySound(Cue),
    /// Say a text shown on screen aloud (an instruction, a hint, a verdict), without its
    /// notation.
    Speak(String),
    /// Read new instructions, hints and verdicts aloud by themselves (or only at the speaker
    /// button).
    SetSpeakByItself(bool),
    /// Switch teacher mode on (after the PIN was given) or off.
    SetTeacherMode(bool),
    /// Keep a newly chosen teacher PIN and turn teacher mode on.
    SetTeacherPin(crate::progress::TeacherPin),
    /// Send the class's teacher PIN, typed on a class device, to the server for its check
    /// (teacher mode opens when the server says it is right).
    CheckClassTeacherPin(String),
    /// Add a lesson folder's lessons and puzzles to the class, and remember it.
    UseFolderInClass(PathBuf),
    /// Read a folder in class again (a file in it was saved).
    ReloadClassFolder(PathBuf),
    /// Take a folder out of the class, and forget it.
    StopUsingFolder(PathBuf),
    /// Add a child's profile and make it the active one.
    AddProfile {
        /// The name typed.
        name: String,
        /// The animal picked.
        avatar: Avatar,
        /// The age band picked.
        age: crate::progress::AgeBand,
    },
    /// Change a profile's name and avatar.
    EditProfile {
        /// Which profile.
        id: ProfileId,
        /// The new name.
        name: String,
        /// The new animal.
        avatar: Avatar,
        /// The new age band.
        age: crate::progress::AgeBand,
    },
    /// Remove a profile (after the confirmation question).
    RemoveProfile(ProfileId),
    /// Make a profile the active one.
    SelectProfile(ProfileId),
    /// Hide the storage problems shown (the damaged files stay kept aside).
    DismissStorageProblems,
    /// Record the stars the active child earned in a lesson step (best result kept).
    RecordStepStars {
        /// The lesson's id.
        lesson: String,
        /// The step number, from 1.
        step: usize,
        /// 0–3.
        stars: u8,
        /// Wrong answers before the step was done.
        mistakes: u32,
        /// Hints shown.
        hints: u32,
        /// Hints that showed the whole answer (the move itself).
        answers_seen: u32,
        /// Seconds the step took.
        seconds: u32,
        /// What the child tried, in order (the first few), for the class's mistakes map.
        tries: Vec<crate::classroom::event::Try>,
    },
    /// Open a lesson in class by id (today's work from the teacher).
    OpenLesson(String),
    /// Open a puzzle in class by id (today's work from the teacher).
    OpenPuzzle(String),
    /// Keep a finished streak or rush of the active child (its best is remembered).
    RecordRun {
        /// The game played.
        game: Game,
        /// Streak or rush.
        run: crate::progress::Run,
        /// Puzzles solved in it.
        solved: u32,
    },
    /// Keep the teacher's choices for puzzle practice.
    SetPractice(crate::progress::PracticeSettings),
    /// Close (or open) the hints on the children's screens.
    SetHintsLocked(bool),
    /// Save printed sheets in this folder (`None`: the Downloads folder).
    SetPrintFolder(Option<std::path::PathBuf>),
    /// Record a finished puzzle attempt of the active child.
    RecordPuzzleAttempt {
        /// The puzzle's id.
        puzzle: String,
        /// Whether it was solved.
        solved: bool,
        /// Hint rungs taken.
        hints_used: u32,
        /// Times the whole answer was shown (the last hint rung, or the solution).
        answers_seen: u32,
        /// Wrong moves in the attempt.
        mistakes: u32,
        /// Seconds the attempt took.
        seconds: u32,
        /// The moves tried, in order (the first few), for the class's mistakes map.
        tries: Vec<crate::classroom::event::Try>,
    },
}
