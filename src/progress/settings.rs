//! The classroom computer's preferences: language, colours, text size, sounds, teacher mode and
//! the lesson folders used in class.

use crate::i18n::Locale;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// How large text and controls are drawn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TextSize {
    /// A little smaller than normal, for small laptop screens.
    Small,
    /// The normal size.
    #[default]
    Normal,
    /// Larger, for young children.
    Large,
    /// Very large, for a projector at the back of the room.
    Huge,
}

impl TextSize {
    /// Every size, smallest first.
    pub const ALL: [TextSize; 4] = [
        TextSize::Small,
        TextSize::Normal,
        TextSize::Large,
        TextSize::Huge,
    ];

    /// How much everything is scaled compared with normal.
    pub fn scale(self) -> f32 {
        match self {
            TextSize::Small => 0.85,
            TextSize::Normal => 1.0,
            TextSize::Large => 1.25,
            TextSize::Huge => 1.6,
        }
    }
}

/// The colours of the boards and the screens.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardTheme {
    /// Sand, sky-blue water and warm wood: the look the app opens with.
    #[default]
    Garden,
    /// Grass-green land and a pale maple Renju board: softer on a washed-out projector.
    Meadow,
    /// White and black with strong blue water and thick lines, for low vision and for bright
    /// rooms where a projector loses its colours.
    HighContrast,
}

impl BoardTheme {
    /// Every theme, in the order the settings offer them.
    pub const ALL: [BoardTheme; 3] = [
        BoardTheme::Garden,
        BoardTheme::Meadow,
        BoardTheme::HighContrast,
    ];
}

/// Which kinds of sound play (under the main switch, [`Settings::sound`]): a class working
/// quietly may keep the win fanfare and silence every move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundSwitches {
    /// A piece moved or a stone was placed.
    pub moves: bool,
    /// A right answer.
    pub right: bool,
    /// A wrong answer.
    pub wrong: bool,
    /// A step, puzzle, lesson or game won.
    pub win: bool,
}

impl Default for SoundSwitches {
    fn default() -> Self {
        SoundSwitches {
            moves: true,
            right: true,
            wrong: true,
            win: true,
        }
    }
}

/// How puzzle practice adapts, set by the teacher.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct PracticeSettings {
    /// The share of puzzles, in percent, a child should solve: "next puzzle" aims at it
    /// (kept within [`PracticeSettings::TARGETS`]).
    pub target_success: u8,
    /// The streak mode (as many in a row as you can) is offered.
    pub streak: bool,
    /// The timed rush mode is offered (off for kindergarten: no clock pressure).
    pub rush: bool,
    /// How long a rush lasts, in minutes (kept within 1..=10).
    pub rush_minutes: u8,
}

impl PracticeSettings {
    /// The target successes a teacher may choose, in percent.
    pub const TARGETS: [u8; 5] = [50, 60, 70, 80, 90];
    /// The rush lengths a teacher may choose, in minutes.
    pub const RUSH_MINUTES: [u8; 3] = [3, 5, 10];

    /// The target success as a share (0.7), whatever a hand-edited file says.
    pub fn target(&self) -> f64 {
        f64::from(self.target_success.clamp(50, 90)) / 100.0
    }

    /// The rush length in seconds, whatever a hand-edited file says.
    pub fn rush_seconds(&self) -> u64 {
        u64::from(self.rush_minutes.clamp(1, 10)) * 60
    }
}

impl Default for PracticeSettings {
    fn default() -> Self {
        PracticeSettings {
            target_success: 70,
            streak: true,
            rush: true,
            rush_minutes: 3,
        }
    }
}

/// The preferences: the `settings.json` document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The chosen language; `None` follows the operating system's language.
    pub locale: Option<Locale>,
    /// Colours safe for colour-blind children (blue/orange, never red/green alone).
    pub colour_blind_safe: bool,
    /// Text and control size.
    pub text_size: TextSize,
    /// Board and screen colours.
    pub board_theme: BoardTheme,
    /// Sounds on (the main switch).
    pub sound: bool,
    /// Which sounds play while sound is on.
    pub sounds: SoundSwitches,
    /// Teacher mode: projector view, hidden hints, class overview, author tools. Never saved:
    /// every start of the app is in children's mode, so a teacher who forgot to switch it off
    /// does not leave answers and authoring to the next child (it opens again with the PIN).
    #[serde(skip)]
    pub teacher_mode: bool,
    /// The PIN that turns teacher mode on (set the first time it is turned on).
    pub teacher_pin: Option<super::TeacherPin>,
    /// The teacher's own lesson folders used in class, in the order they were added.
    pub class_folders: Vec<PathBuf>,
    /// The teacher's saved playlists.
    #[serde(deserialize_with = "super::playlists::deserialize_bounded")]
    pub playlists: super::playlists::Playlists,
    /// How puzzle practice adapts.
    pub practice: PracticeSettings,
    /// The teacher has closed the hints on the children's screens (lessons and puzzles); the
    /// projector's own "show hints" is apart from this.
    pub hints_locked: bool,
    /// New instructions, hints and verdicts are read aloud by themselves (where the device has
    /// a voice); otherwise only when the speaker button beside them is pressed. On from the
    /// start: the youngest children cannot read them.
    pub speak_by_itself: bool,
    /// The folder the app saves printed sheets in (natively); `None` is the teacher's
    /// Downloads folder. The browser always downloads.
    pub print_folder: Option<PathBuf>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            locale: None,
            colour_blind_safe: false,
            text_size: TextSize::Normal,
            board_theme: BoardTheme::Garden,
            sound: true,
            sounds: SoundSwitches::default(),
            teacher_mode: false,
            teacher_pin: None,
            class_folders: Vec::new(),
            playlists: super::playlists::Playlists::default(),
            practice: PracticeSettings::default(),
            hints_locked: false,
            speak_by_itself: true,
            print_folder: None,
        }
    }
}
