//! The teacher's saved playlists: named, ordered lists of lessons and puzzles (of both games, built
//! in or from the teacher's folders), one of them chosen for today and, if the teacher wants,
//! shown on the children's Home. Kept in `settings.json`, within bounds so no file can make
//! the app build huge lists.

use serde::{Deserialize, Serialize};

/// At most this many playlists are kept.
pub const MAX_PLAYLISTS: usize = 50;
/// At most this many items in one playlist.
pub const MAX_ITEMS: usize = 200;
/// At most this many characters in a playlist's name.
pub const MAX_NAME_CHARS: usize = 60;

/// One lesson or puzzle of a playlist, by id (ids survive a rebuilt library).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PlaylistItem {
    /// `{"lesson":"…"}`.
    Lesson {
        /// The lesson's id.
        lesson: String,
    },
    /// `{"puzzle":"…"}`.
    Puzzle {
        /// The puzzle's id.
        puzzle: String,
    },
}

/// A named list, in class order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Playlist {
    /// The teacher's name for it ("Monday, class 2").
    pub name: String,
    /// Its lessons and puzzles, in order.
    pub items: Vec<PlaylistItem>,
}

/// Every saved playlist, the one being used, and whether children see it on Home.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Playlists {
    /// The saved lists.
    pub lists: Vec<Playlist>,
    /// The one being edited, shown on the projector and sent as today's work.
    pub current: usize,
    /// The current list is shown on the children's Home as today's work.
    pub on_home: bool,
}

impl Playlists {
    /// The list in use, if there is one.
    pub fn current(&self) -> Option<&Playlist> {
        self.lists.get(self.current)
    }

    /// The list in use, made if there is none yet (named `default_name`).
    pub fn current_mut(&mut self, default_name: &str) -> &mut Playlist {
        if self.lists.is_empty() {
            self.lists.push(Playlist {
                name: clip_name(default_name),
                items: Vec::new(),
            });
        }
        self.current = self.current.min(self.lists.len() - 1);
        &mut self.lists[self.current]
    }

    /// A new empty list named `name`, now the one in use; `false` when there are too many.
    pub fn add_list(&mut self, name: &str) -> bool {
        if self.lists.len() >= MAX_PLAYLISTS {
            return false;
        }
        self.lists.push(Playlist {
            name: clip_name(name),
            items: Vec::new(),
        });
        self.current = self.lists.len() - 1;
        true
    }

    /// Removes list `index`; the one in use stays the same list where it can, else the one
    /// before it is used.
    pub fn remove_list(&mut self, index: usize) {
        if index >= self.lists.len() {
            return;
        }
        self.lists.remove(index);
        // A list before it gone, or the one in use itself: the one before takes its place.
        if self.current >= index {
            self.current = self.current.saturating_sub(1);
        }
        self.current = self.current.min(self.lists.len().saturating_sub(1));
    }

    /// The lesson ids of the list in use, in order (the projector plays these).
    pub fn lesson_ids(&self) -> Vec<String> {
        self.current().map_or_else(Vec::new, |list| {
            list.items
                .iter()
                .filter_map(|item| match item {
                    PlaylistItem::Lesson { lesson } => Some(lesson.clone()),
                    PlaylistItem::Puzzle { .. } => None,
                })
                .collect()
        })
    }

    /// Keeps the lists within their bounds (a hand-edited or damaged file): at most
    /// [`MAX_PLAYLISTS`] lists of at most [`MAX_ITEMS`] items, names clipped, no item twice.
    pub fn bounded(mut self) -> Playlists {
        self.lists.truncate(MAX_PLAYLISTS);
        for list in &mut self.lists {
            list.name = clip_name(&list.name);
            let mut seen = std::collections::HashSet::new();
            list.items.retain(|item| seen.insert(item.clone()));
            list.items.truncate(MAX_ITEMS);
        }
        self.current = self.current.min(self.lists.len().saturating_sub(1));
        self
    }
}

impl Playlist {
    /// Whether `item` is in the list.
    pub fn contains(&self, item: &PlaylistItem) -> bool {
        self.items.contains(item)
    }

    /// Adds `item` at the end (once); `false` when the list is full.
    pub fn add(&mut self, item: PlaylistItem) -> bool {
        if self.contains(&item) {
            return true;
        }
        if self.items.len() >= MAX_ITEMS {
            return false;
        }
        self.items.push(item);
        true
    }

    /// Takes `item` out.
    pub fn remove(&mut self, item: &PlaylistItem) {
        self.items.retain(|i| i != item);
    }

    /// Moves item `index` one place earlier (`up`) or later.
    pub fn shift(&mut self, index: usize, up: bool) {
        let other = if up {
            index.checked_sub(1)
        } else {
            Some(index + 1)
        };
        if let Some(other) = other
            && index < self.items.len()
            && other < self.items.len()
        {
            self.items.swap(index, other);
        }
    }
}

/// Reads saved playlists and brings them within bounds ([`Playlists::bounded`]).
pub fn deserialize_bounded<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Playlists, D::Error> {
    Playlists::deserialize(deserializer).map(Playlists::bounded)
}

/// A name cut to [`MAX_NAME_CHARS`] characters, without line breaks.
pub fn clip_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(id: &str) -> PlaylistItem {
        PlaylistItem::Lesson { lesson: id.into() }
    }

    fn puzzle(id: &str) -> PlaylistItem {
        PlaylistItem::Puzzle { puzzle: id.into() }
    }

    #[test]
    fn items_are_added_once_moved_and_removed() {
        let mut lists = Playlists::default();
        let list = lists.current_mut("Today");
        assert!(list.add(lesson("a")));
        assert!(list.add(puzzle("p")));
        assert!(list.add(lesson("b")));
        assert!(list.add(lesson("a")), "already there: nothing changes");
        assert_eq!(list.items.len(), 3);
        list.shift(2, true);
        assert_eq!(list.items, vec![lesson("a"), lesson("b"), puzzle("p")]);
        list.shift(0, true);
        list.shift(2, false);
        assert_eq!(list.items[0], lesson("a"), "nothing before the first");
        list.remove(&lesson("a"));
        assert_eq!(lists.lesson_ids(), vec!["b".to_owned()]);
        assert_eq!(lists.lists[0].name, "Today");
    }

    #[test]
    fn lists_are_bounded_and_the_current_one_follows_a_removal() {
        let mut lists = Playlists::default();
        for n in 0..MAX_PLAYLISTS {
            assert!(lists.add_list(&format!("list {n}")));
        }
        assert!(!lists.add_list("one too many"));
        lists.current = 10;
        lists.remove_list(3);
        assert_eq!(lists.current().map(|l| l.name.as_str()), Some("list 10"));
        lists.remove_list(lists.current);
        assert_eq!(lists.current().map(|l| l.name.as_str()), Some("list 9"));
        let long = "x".repeat(500);
        assert!(lists.add_list(&format!("{long}\nline two")));
        assert_eq!(lists.current().map(|l| l.name.chars().count()), Some(60));
        let full = lists.current_mut("");
        for n in 0..MAX_ITEMS {
            assert!(full.add(lesson(&n.to_string())));
        }
        assert!(!full.add(lesson("more")));
    }

    #[test]
    fn a_damaged_file_is_brought_within_bounds() {
        let json = format!(
            r#"{{"lists":[{{"name":"{}","items":[{{"lesson":"a"}},{{"lesson":"a"}},{{"puzzle":"p"}}]}}],"current":7}}"#,
            "n".repeat(100)
        );
        let lists: Playlists = serde_json::from_str(&json).unwrap_or_default();
        let lists = lists.bounded();
        assert_eq!(lists.current, 0);
        assert_eq!(lists.lists[0].items, vec![lesson("a"), puzzle("p")]);
        assert_eq!(lists.lists[0].name.len(), MAX_NAME_CHARS);
        assert!(!lists.on_home);
    }
}
