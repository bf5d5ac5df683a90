//! Learner profiles, their lesson and puzzle progress, and the app's settings, kept on disk so
//! that a child's progress survives restarts, crashes and damaged files.

mod atomic_file;
mod classroom;
mod data_dir;
mod documents;
mod error;
pub mod playlists;
mod practice_record;
mod settings;
mod store;
pub mod teacher_pin;

pub use atomic_file::{
    DecodeError, Loaded, MAX_DOCUMENT_BYTES, decode_document, load_document,
    remove_stray_temp_files, save_document,
};
pub use classroom::{
    AgeBand, Avatar, Classroom, Effort, LessonProgress, Profile, ProfileId, ProfileProgress,
    PuzzleProgress, UnknownProfile,
};
pub use data_dir::{DATA_DIR_ENV, data_dir};
pub use documents::{DocumentStore, load_from, save_to};
pub use error::{Repair, StoreError};
pub use practice_record::{GamePractice, MAX_HISTORY, RatedPuzzle, RatingPoint, Run};
pub use settings::{BoardTheme, PracticeSettings, Settings, SoundSwitches, TextSize};
pub use store::ProgressStore;
pub use teacher_pin::{PinProblem, TeacherPin};
