//! Documents kept somewhere other than a folder on disk (the browser's storage in the web
//! app): the same versioned JSON envelopes as the files, each save keeping the previous
//! version as `<name>.bak`, and a document that cannot be understood kept aside, never lost.

use super::StoreError;
use super::atomic_file::{EnvelopeIn, EnvelopeOut, Loaded};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::PathBuf;

/// A place that keeps named text documents (the web app's is the browser's `localStorage`,
/// in `app/platform`). Failures are the place's own words (a full quota, a private window).
pub trait DocumentStore: std::fmt::Debug + Send {
    /// How `name` is shown to the teacher ("browser storage: profiles.json").
    fn describe(&self, name: &str) -> PathBuf;
    /// The document `name`, `None` when there is none.
    fn read(&self, name: &str) -> Result<Option<String>, String>;
    /// Stores `text` as `name`, replacing what was there.
    fn write(&mut self, name: &str, text: &str) -> Result<(), String>;
    /// Removes `name` (nothing when there is none).
    fn remove(&mut self, name: &str) -> Result<(), String>;
}

/// How many copies of damaged documents are kept aside for one name.
const MAX_KEPT_ASIDE: u32 = 100;

fn io(store: &dyn DocumentStore, name: &str, reason: String) -> StoreError {
    StoreError::Io {
        path: store.describe(name),
        reason,
    }
}

/// Loads `name`, falling back to `name.bak`; a document that cannot be understood is kept
/// aside as `name.corrupt-N` and reported, as [`super::load_document`] does with files.
pub fn load_from<T: DeserializeOwned + Default>(
    store: &mut dyn DocumentStore,
    name: &str,
    supported_version: u32,
) -> Loaded<T> {
    let mut problems = Vec::new();
    for (candidate, from_backup) in [(name.to_owned(), false), (format!("{name}.bak"), true)] {
        let text = match store.read(&candidate) {
            Ok(Some(text)) => text,
            Ok(None) => continue,
            Err(reason) => {
                problems.push(io(store, &candidate, reason));
                continue;
            }
        };
        match parse::<T>(&text, supported_version) {
            Ok(value) => {
                return Loaded {
                    value,
                    from_backup,
                    problems,
                };
            }
            Err(found) => problems.push(keep_aside(
                store,
                &candidate,
                &text,
                found,
                supported_version,
            )),
        }
    }
    Loaded {
        value: T::default(),
        from_backup: false,
        problems,
    }
}

/// Why a document was not read: its format is newer (`Some(version)`), or it is damaged.
fn parse<T: DeserializeOwned>(
    text: &str,
    supported_version: u32,
) -> Result<T, Result<u32, String>> {
    let envelope: EnvelopeIn = serde_json::from_str(text).map_err(|e| Err(e.to_string()))?;
    if envelope.version > supported_version {
        return Err(Ok(envelope.version));
    }
    serde_json::from_value(envelope.data).map_err(|e| Err(e.to_string()))
}

/// Copies a document that was not read to the first free `name.corrupt-N`, then removes it,
/// so later saves can never overwrite it.
fn keep_aside(
    store: &mut dyn DocumentStore,
    name: &str,
    text: &str,
    found: Result<u32, String>,
    supported: u32,
) -> StoreError {
    let free = (1..=MAX_KEPT_ASIDE)
        .map(|n| format!("{name}.corrupt-{n}"))
        .find(|candidate| matches!(store.read(candidate), Ok(None)));
    let Some(kept) = free else {
        return io(store, name, "too many damaged copies kept aside".to_owned());
    };
    if let Err(reason) = store.write(&kept, text) {
        return io(store, &kept, reason);
    }
    if let Err(reason) = store.remove(name) {
        return io(store, name, reason);
    }
    let (path, kept_as) = (store.describe(name), store.describe(&kept));
    match found {
        Ok(version) => StoreError::TooNew {
            path,
            kept_as,
            found: version,
            supported,
        },
        Err(reason) => StoreError::Corrupt {
            path,
            kept_as,
            reason,
        },
    }
}

/// Stores `value` as `name`, the previous version kept as `name.bak`.
pub fn save_to<T: Serialize>(
    store: &mut dyn DocumentStore,
    name: &str,
    version: u32,
    value: &T,
) -> Result<(), StoreError> {
    let text = serde_json::to_string_pretty(&EnvelopeOut {
        version,
        data: value,
    })
    .map_err(|error| io(store, name, error.to_string()))?;
    let backup = format!("{name}.bak");
    if let Some(previous) = store.read(name).map_err(|reason| io(store, name, reason))? {
        store
            .write(&backup, &previous)
            .map_err(|reason| io(store, &backup, reason))?;
    }
    store
        .write(name, &text)
        .map_err(|reason| io(store, name, reason))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// Documents in memory; `full` makes every write fail as a full browser quota does.
    #[derive(Debug, Default)]
    struct Memory {
        docs: BTreeMap<String, String>,
        full: bool,
    }

    impl DocumentStore for Memory {
        fn describe(&self, name: &str) -> PathBuf {
            PathBuf::from(format!("memory: {name}"))
        }
        fn read(&self, name: &str) -> Result<Option<String>, String> {
            Ok(self.docs.get(name).cloned())
        }
        fn write(&mut self, name: &str, text: &str) -> Result<(), String> {
            if self.full {
                return Err("QuotaExceededError".to_owned());
            }
            self.docs.insert(name.to_owned(), text.to_owned());
            Ok(())
        }
        fn remove(&mut self, name: &str) -> Result<(), String> {
            self.docs.remove(name);
            Ok(())
        }
    }

    #[test]
    fn a_saved_document_loads_back_and_the_previous_one_is_the_backup() {
        let mut store = Memory::default();
        save_to(&mut store, "a.json", 1, &vec![1, 2]).unwrap();
        save_to(&mut store, "a.json", 1, &vec![3]).unwrap();
        let loaded: Loaded<Vec<i32>> = load_from(&mut store, "a.json", 1);
        assert_eq!(loaded.value, vec![3]);
        assert!(loaded.problems.is_empty());
        assert!(store.docs["a.json.bak"].contains('2'));
        // The same envelope as the files on disk.
        let envelope: serde_json::Value = serde_json::from_str(&store.docs["a.json"]).unwrap();
        assert_eq!(envelope["version"], 1);
        assert_eq!(envelope["data"], serde_json::json!([3]));
    }

    #[test]
    fn a_damaged_document_is_kept_aside_and_the_backup_is_used() {
        let mut store = Memory::default();
        save_to(&mut store, "a.json", 1, &vec![1]).unwrap();
        save_to(&mut store, "a.json", 1, &vec![2]).unwrap();
        store
            .docs
            .insert("a.json".to_owned(), "{not json".to_owned());
        let loaded: Loaded<Vec<i32>> = load_from(&mut store, "a.json", 1);
        assert_eq!(loaded.value, vec![1]);
        assert!(loaded.from_backup);
        assert!(matches!(loaded.problems[..], [StoreError::Corrupt { .. }]));
        assert_eq!(store.docs["a.json.corrupt-1"], "{not json");
        assert!(!store.docs.contains_key("a.json"));
    }

    #[test]
    fn a_newer_format_is_kept_aside_not_overwritten() {
        let mut store = Memory::default();
        save_to(&mut store, "a.json", 7, &vec![1]).unwrap();
        let loaded: Loaded<Vec<i32>> = load_from(&mut store, "a.json", 1);
        assert!(loaded.value.is_empty());
        assert!(matches!(
            loaded.problems[..],
            [StoreError::TooNew {
                found: 7,
                supported: 1,
                ..
            }]
        ));
        assert!(store.docs.contains_key("a.json.corrupt-1"));
    }

    #[test]
    fn a_full_store_is_an_error_with_the_stores_words() {
        let mut store = Memory {
            full: true,
            ..Memory::default()
        };
        let error = save_to(&mut store, "a.json", 1, &vec![1]).unwrap_err();
        assert_eq!(
            error,
            StoreError::Io {
                path: PathBuf::from("memory: a.json"),
                reason: "QuotaExceededError".to_owned()
            }
        );
    }
}
