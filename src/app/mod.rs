//! The eframe/egui classroom app: navigation, screens, fonts and theme. The state lives in
//! [`ClassroomApp`]; each screen draws itself and returns [`Action`]s that the app applies after
//! drawing, so drawing never changes stored data directly.

mod action;
mod author;
mod avatar;
pub mod board;
mod celebration;
mod classroom;
mod e2e;
mod fonts;
mod home;
pub mod icons;
pub mod join;
mod lessons;
pub mod platform;
pub mod play;
#[cfg(feature = "print")]
mod print_preview;
pub mod print_sheet;
mod profiles;
mod puzzles;
mod settings;
pub mod sound;
mod speech;
pub mod startup;
mod storage_notice;
mod teacher;
mod teacher_gate;
mod theme;
mod top_bar;
mod view;

pub use action::{Action, Game, Screen};
pub use classroom::ClassroomApp;
pub use fonts::{add_cjk_font, install_fonts};
pub use platform::run;
pub use storage_notice::storage_message;
pub use teacher::board_setup;
pub use teacher::teach_board;
pub use theme::Palette;
pub use view::View;

/// The environment variable naming a built-in lesson (or puzzle) to open at start
/// (screenshots, demos).
pub const OPEN_LESSON_VARIABLE: &str = "QI_CLASSROOM_OPEN_LESSON";
/// Set to `0` to switch off the computer opponent's short "thinking" pause in the window.
pub const THINKING_PAUSE_VARIABLE: &str = "QI_CLASSROOM_THINKING_PAUSE";

/// The environment variable naming a screen to open at start (screenshots, demos): `lessons`,
/// `puzzles`, `play` or `settings`, with `renju-` before it for the Renju game's.
pub const OPEN_SCREEN_VARIABLE: &str = "QI_CLASSROOM_OPEN_SCREEN";
