//! Where a device keeps its class membership, its outbox and today's work: small documents
//! beside the profiles (in the data folder natively, in the browser's storage on the web), saved through
//! the [`ProgressStore`] so both platforms, the folder lock and the "could not save" notices
//! work as they do for the profiles.

use crate::classroom::outbox::Outbox;
use crate::classroom::protocol::{Assignment, ServedLibrary, StudentCard};
use crate::progress::ProgressStore;
use serde::{Deserialize, Serialize};

/// The events waiting for the server.
const OUTBOX_DOCUMENT: &str = "class-outbox.json";
/// The class this device joined.
const MEMBERSHIP_DOCUMENT: &str = "class-membership.json";
/// Today's work as last heard from the server: a restarted device that the teacher locked to it
/// comes up locked, even before (or without) the server answering.
const ASSIGNMENT_DOCUMENT: &str = "class-assignment.json";
/// The teacher's own lessons and puzzles as last served: they stay usable while the server is
/// away.
const LIBRARY_DOCUMENT: &str = "class-library.json";
/// The newest format of the documents.
const VERSION: u32 = 1;

/// The class this device joined.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Membership {
    /// The server's base URL (`http://192.168.1.20:8080`).
    pub base: String,
    /// The class code.
    pub class_code: String,
    /// The child.
    pub student: StudentCard,
    /// The child's token.
    pub token: String,
}

/// What a device remembers of its class.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClassDocuments {
    /// The class joined, if any.
    pub membership: Option<Membership>,
    /// Events not yet acknowledged by the server.
    pub outbox: Outbox,
    /// Today's work, as last heard.
    pub assignment: Option<Assignment>,
    /// The teacher's lessons and puzzles, as last served.
    pub library: Option<ServedLibrary>,
}

impl ClassDocuments {
    /// Reads the documents from `store` (nothing joined, an empty outbox and no work when
    /// absent).
    pub fn load(store: &mut ProgressStore) -> Self {
        ClassDocuments {
            membership: store.load_named::<Option<Membership>>(MEMBERSHIP_DOCUMENT, VERSION),
            outbox: store
                .load_named::<Option<Outbox>>(OUTBOX_DOCUMENT, VERSION)
                .unwrap_or_default(),
            assignment: store.load_named::<Option<Assignment>>(ASSIGNMENT_DOCUMENT, VERSION),
            library: store.load_named::<Option<ServedLibrary>>(LIBRARY_DOCUMENT, VERSION),
        }
    }

    /// Saves the outbox; `false` when it could not be saved (it stays in memory and the store
    /// lists the problem).
    pub fn save_outbox(&self, store: &mut ProgressStore) -> bool {
        store.save_named(OUTBOX_DOCUMENT, VERSION, &Some(&self.outbox))
    }

    /// Saves today's work (or, when `None`, that there is none).
    pub fn save_assignment(&self, store: &mut ProgressStore) -> bool {
        store.save_named(ASSIGNMENT_DOCUMENT, VERSION, &self.assignment)
    }

    /// Saves the served lessons (or, when `None`, that there are none).
    pub fn save_library(&self, store: &mut ProgressStore) -> bool {
        store.save_named(LIBRARY_DOCUMENT, VERSION, &self.library)
    }

    /// Saves the membership (or, when `None`, that this device left its class).
    pub fn save_membership(&self, store: &mut ProgressStore) -> bool {
        store.save_named(MEMBERSHIP_DOCUMENT, VERSION, &self.membership)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::Event;
    use crate::classroom::event::PuzzleAttempt;

    #[test]
    fn the_outbox_and_membership_survive_a_restart() {
        let dir = tempfile::tempdir().expect("dir");
        let mut store = ProgressStore::open(dir.path());
        assert_eq!(ClassDocuments::load(&mut store), ClassDocuments::default());
        let mut documents = ClassDocuments {
            membership: Some(Membership {
                base: "http://127.0.0.1:8080".into(),
                class_code: "ABC234".into(),
                student: StudentCard {
                    student_id: "s1".into(),
                    name: "小明".into(),
                    avatar: "lion".into(),
                },
                token: "t".into(),
            }),
            outbox: Outbox::new("dev"),
            assignment: Some(Assignment {
                items: vec![crate::classroom::protocol::AssignmentItem::Lesson {
                    lesson: "jungle-01".into(),
                }],
                locked: true,
                hints_locked: true,
            }),
            library: Some(ServedLibrary {
                files: vec![crate::classroom::protocol::ServedFile {
                    name: "mine.toml".into(),
                    text: "id = \"x\"".into(),
                }],
            }),
        };
        let id = documents.outbox.make_id();
        documents.outbox.push(Event::Puzzle(PuzzleAttempt {
            id,
            puzzle: "p".into(),
            solved: true,
            mistakes: 0,
            hints: 0,
            answers_seen: 0,
            seconds: 3,
            tries: Vec::new(),
        }));
        assert!(
            documents.save_outbox(&mut store)
                && documents.save_membership(&mut store)
                && documents.save_assignment(&mut store)
                && documents.save_library(&mut store)
        );
        drop(store);
        let mut again = ProgressStore::open(dir.path());
        assert_eq!(ClassDocuments::load(&mut again), documents);
        documents.membership = None;
        assert!(documents.save_membership(&mut again));
        assert_eq!(ClassDocuments::load(&mut again).membership, None);
        assert!(again.problems().is_empty(), "{:?}", again.problems());
    }

    #[test]
    fn a_second_copy_of_the_app_saves_no_outbox_and_says_so() {
        let dir = tempfile::tempdir().expect("dir");
        let _owner = ProgressStore::open(dir.path());
        let mut second = ProgressStore::open(dir.path());
        let documents = ClassDocuments::default();
        assert!(!documents.save_outbox(&mut second));
        assert!(!second.problems().is_empty());
    }
}
