//! The classroom computer's preferences: language, theme, text size, sound, teacher mode and
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
    /// Sounds on.
    pub sound: bool,
    /// Teacher mode: projector view, hidden hints, class overview, author tools.
    pub teacher_mode: bool,
    /// The PIN that turns teacher mode on (set the first time it is turned on).
    pub teacher_pin: Option<super::TeacherPin>,
    /// The teacher's own lesson folders used in class, in the order they were added.
    pub class_folders: Vec<PathBuf>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            locale: None,
            colour_blind_safe: false,
            text_size: TextSize::Normal,
            sound: true,
            teacher_mode: false,
            teacher_pin: None,
            class_folders: Vec::new(),
        }
    }
}
