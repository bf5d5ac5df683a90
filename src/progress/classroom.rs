//! The children who share a classroom computer and what each has done: lesson stars and puzzle
//! results.

use super::Repair;
use super::practice_record::GamePractice;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A profile's stable number; never reused after a profile is removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ProfileId(pub u32);

/// The picture a child picks instead of a password.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Avatar {
    /// 鼠 rat.
    Rat,
    /// 猫 cat.
    Cat,
    /// 狗 dog.
    Dog,
    /// 狼 wolf.
    Wolf,
    /// 豹 leopard.
    Leopard,
    /// 虎 tiger.
    Tiger,
    /// 狮 lion.
    Lion,
    /// 象 elephant.
    Elephant,
    /// 熊猫 panda.
    Panda,
    /// 兔 rabbit.
    Rabbit,
    /// 猴 monkey.
    Monkey,
    /// 青蛙 frog.
    Frog,
}

impl Avatar {
    /// Every avatar, in the order the picker shows them.
    pub const ALL: [Avatar; 12] = [
        Avatar::Rat,
        Avatar::Cat,
        Avatar::Dog,
        Avatar::Wolf,
        Avatar::Leopard,
        Avatar::Tiger,
        Avatar::Lion,
        Avatar::Elephant,
        Avatar::Panda,
        Avatar::Rabbit,
        Avatar::Monkey,
        Avatar::Frog,
    ];
}

/// A child's age band, chosen when the profile is made: the youngest see animals and places
/// named beside the board (no coordinates) and hear new instructions by themselves.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AgeBand {
    /// 4–6 years: cannot read yet.
    Young,
    /// 7–9 years (profiles made before age bands existed are taken as this: nothing changes
    /// for them).
    #[default]
    Middle,
    /// 10–12 years.
    Older,
}

impl AgeBand {
    /// Every band, youngest first.
    pub const ALL: [AgeBand; 3] = [AgeBand::Young, AgeBand::Middle, AgeBand::Older];
}

/// One child: a name and an avatar, no password.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    /// Stable number.
    pub id: ProfileId,
    /// The name the child or teacher typed.
    pub name: String,
    /// The chosen picture.
    pub avatar: Avatar,
    /// The age band (older files have none: [`AgeBand::Middle`]).
    #[serde(default)]
    pub age: AgeBand,
}

/// What a child put into a lesson's steps or a puzzle's attempts, added up.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Effort {
    /// Wrong answers or moves.
    pub mistakes: u32,
    /// Hints shown.
    pub hints: u32,
    /// Times the whole answer was shown.
    pub answers_seen: u32,
    /// Seconds spent.
    pub seconds: u32,
}

impl Effort {
    /// Both added up (saturating: a counter never wraps round to a small number).
    pub fn plus(self, other: Effort) -> Effort {
        Effort {
            mistakes: self.mistakes.saturating_add(other.mistakes),
            hints: self.hints.saturating_add(other.hints),
            answers_seen: self.answers_seen.saturating_add(other.answers_seen),
            seconds: self.seconds.saturating_add(other.seconds),
        }
    }
}

/// Stars earned in one lesson, by step id, and the effort behind them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    /// Step id → best stars earned (0–3).
    pub step_stars: BTreeMap<String, u8>,
    /// Mistakes, hints, answers seen and time over every finished step.
    #[serde(default)]
    pub effort: Effort,
    /// When a step was last finished, in seconds since 1970 (UTC).
    #[serde(default)]
    pub last_done: Option<u64>,
}

/// A child's record on one puzzle.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleProgress {
    /// Solved at least once.
    pub solved: bool,
    /// Attempts started.
    pub attempts: u32,
    /// Hints taken over all attempts.
    pub hints_used: u32,
    /// When the last attempt ended, in seconds since 1970 (UTC).
    pub last_attempt: Option<u64>,
    /// Mistakes, answers seen and time over all attempts (hints are `hints_used`).
    #[serde(default)]
    pub effort: Effort,
    /// Its place in the review queue, when it was missed and is to come back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<crate::practice::Review>,
}

/// Everything one child has done.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ProfileProgress {
    /// Lesson id → stars per step.
    pub lessons: BTreeMap<String, LessonProgress>,
    /// Puzzle id → record.
    pub puzzles: BTreeMap<String, PuzzleProgress>,
    /// The computer level (1 rat … 8 elephant) the child last picked, by game (`jungle`,
    /// `renju`); absent in files written before levels were remembered.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub levels: BTreeMap<String, u8>,
    /// Puzzle practice by game (`jungle`, `renju`): rating, its trend, best streak and rush.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub practice: BTreeMap<String, GamePractice>,
}

/// The profile asked for does not exist (removed meanwhile, or a stale id).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnknownProfile(pub ProfileId);

impl std::fmt::Display for UnknownProfile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no profile with id {}", self.0.0)
    }
}

impl std::error::Error for UnknownProfile {}

/// All profiles on this computer and their progress: the `profiles.json` document.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Classroom {
    /// The profiles, in the order they were added.
    pub profiles: Vec<Profile>,
    /// Progress by profile.
    pub progress: BTreeMap<ProfileId, ProfileProgress>,
    /// The profile chosen last, picked again at start.
    pub active: Option<ProfileId>,
    /// The id the next profile gets.
    pub next_id: u32,
    /// Puzzle id → the puzzle's rating on this computer, from every child's attempts (a puzzle
    /// never tried starts from its difficulty).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub puzzle_ratings: BTreeMap<String, crate::practice::Rating>,
}

impl Classroom {
    /// Adds a profile and returns its id.
    pub fn add_profile(&mut self, name: &str, avatar: Avatar) -> ProfileId {
        // Ids are never reused, even after a file written by hand lists a higher one — unless
        // the counter has reached its end, when the lowest free id is taken rather than wrap.
        let id = self.spare_id();
        self.profiles.push(Profile {
            id,
            name: name.trim().to_string(),
            avatar,
            age: AgeBand::default(),
        });
        self.progress.entry(id).or_default();
        id
    }

    fn lowest_free_id(&self) -> ProfileId {
        let used: std::collections::BTreeSet<u32> = self.profiles.iter().map(|p| p.id.0).collect();
        // Fewer than u32::MAX profiles exist, so some id below the end is free.
        ProfileId(
            (0..u32::MAX)
                .find(|id| !used.contains(id))
                .unwrap_or(u32::MAX),
        )
    }

    /// Puts right what a hand-edited or damaged `profiles.json` can hold but the app never
    /// writes: a repeated profile id, a chosen profile that does not exist, more than 3 stars on
    /// a step, a new-id counter behind the ids in use. Returns what was changed.
    pub fn repair(&mut self) -> Vec<Repair> {
        let mut repairs = Vec::new();
        let mut seen = std::collections::BTreeSet::new();
        let mut repeated = Vec::new();
        for (index, profile) in self.profiles.iter().enumerate() {
            if !seen.insert(profile.id.0) {
                repeated.push(index);
            }
        }
        for index in repeated {
            let old = self.profiles[index].id;
            let new_id = self.spare_id();
            self.profiles[index].id = new_id;
            self.progress.entry(new_id).or_default();
            repairs.push(Repair::RepeatedProfileId {
                id: old.0,
                new_id: new_id.0,
            });
        }
        let highest = self.profiles.iter().map(|profile| profile.id.0).max();
        if let Some(highest) = highest
            && self.next_id <= highest
        {
            repairs.push(Repair::ProfileCounter {
                found: self.next_id,
            });
            self.next_id = highest.saturating_add(1);
        }
        if let Some(id) = self.active
            && self.profile(id).is_none()
        {
            self.active = None;
            repairs.push(Repair::UnknownActiveProfile { id: id.0 });
        }
        for (lesson, record) in self
            .progress
            .values_mut()
            .flat_map(|p| p.lessons.iter_mut())
        {
            for (step, stars) in record.step_stars.iter_mut() {
                if *stars > 3 {
                    repairs.push(Repair::TooManyStars {
                        lesson: lesson.clone(),
                        step: step.clone(),
                        stars: *stars,
                    });
                    *stars = 3;
                }
            }
        }
        repairs
    }

    /// An id no profile has, from the counter when it can (no reuse), else the lowest free.
    fn spare_id(&mut self) -> ProfileId {
        let highest = self.profiles.iter().map(|profile| profile.id.0).max();
        let after = highest.map_or(Some(0), |id| id.checked_add(1));
        match after {
            Some(after) => {
                let id = ProfileId(self.next_id.max(after));
                self.next_id = id.0.saturating_add(1);
                id
            }
            None => self.lowest_free_id(),
        }
    }

    /// The profile with this id.
    pub fn profile(&self, id: ProfileId) -> Option<&Profile> {
        self.profiles.iter().find(|profile| profile.id == id)
    }

    /// Changes a profile's name and avatar.
    pub fn edit_profile(
        &mut self,
        id: ProfileId,
        name: &str,
        avatar: Avatar,
    ) -> Result<(), UnknownProfile> {
        let profile = self
            .profiles
            .iter_mut()
            .find(|profile| profile.id == id)
            .ok_or(UnknownProfile(id))?;
        profile.name = name.trim().to_string();
        profile.avatar = avatar;
        Ok(())
    }

    /// Sets a profile's age band.
    pub fn set_age(&mut self, id: ProfileId, age: AgeBand) -> Result<(), UnknownProfile> {
        let profile = self
            .profiles
            .iter_mut()
            .find(|profile| profile.id == id)
            .ok_or(UnknownProfile(id))?;
        profile.age = age;
        Ok(())
    }

    /// Removes a profile and its progress (the previous file stays as the backup).
    pub fn remove_profile(&mut self, id: ProfileId) -> Result<Profile, UnknownProfile> {
        let index = self
            .profiles
            .iter()
            .position(|profile| profile.id == id)
            .ok_or(UnknownProfile(id))?;
        self.progress.remove(&id);
        if self.active == Some(id) {
            self.active = None;
        }
        Ok(self.profiles.remove(index))
    }

    /// Makes a profile the active one.
    pub fn select(&mut self, id: ProfileId) -> Result<(), UnknownProfile> {
        self.profile(id).ok_or(UnknownProfile(id))?;
        self.active = Some(id);
        Ok(())
    }

    /// The active profile, if one is chosen and still exists.
    pub fn active_profile(&self) -> Option<&Profile> {
        self.active.and_then(|id| self.profile(id))
    }

    /// A profile's progress.
    pub fn progress(&self, id: ProfileId) -> Option<&ProfileProgress> {
        self.progress.get(&id)
    }

    /// Records the stars of a finished lesson step, keeping the best result.
    pub fn record_step_stars(
        &mut self,
        id: ProfileId,
        lesson: &str,
        step: &str,
        stars: u8,
    ) -> Result<(), UnknownProfile> {
        let best = self
            .lesson_record(id, lesson)?
            .step_stars
            .entry(step.to_string())
            .or_insert(0);
        *best = (*best).max(stars.min(3));
        Ok(())
    }

    /// The record of `id` on `lesson`, made if new; an error when there is no such child.
    fn lesson_record(
        &mut self,
        id: ProfileId,
        lesson: &str,
    ) -> Result<&mut LessonProgress, UnknownProfile> {
        self.profile(id).ok_or(UnknownProfile(id))?;
        let progress = self.progress.entry(id).or_default();
        Ok(progress.lessons.entry(lesson.to_string()).or_default())
    }

    /// The record of `id` on `puzzle`, made if new; an error when there is no such child.
    fn puzzle_record(
        &mut self,
        id: ProfileId,
        puzzle: &str,
    ) -> Result<&mut PuzzleProgress, UnknownProfile> {
        self.profile(id).ok_or(UnknownProfile(id))?;
        let progress = self.progress.entry(id).or_default();
        Ok(progress.puzzles.entry(puzzle.to_string()).or_default())
    }

    /// Adds a finished step's effort to its lesson, and when it was finished.
    pub fn record_step_effort(
        &mut self,
        id: ProfileId,
        lesson: &str,
        effort: Effort,
        at_unix_seconds: u64,
    ) -> Result<(), UnknownProfile> {
        let record = self.lesson_record(id, lesson)?;
        record.effort = record.effort.plus(effort);
        record.last_done = Some(at_unix_seconds);
        Ok(())
    }

    /// Adds a finished attempt's mistakes, answers seen and time to its puzzle.
    pub fn record_puzzle_effort(
        &mut self,
        id: ProfileId,
        puzzle: &str,
        effort: Effort,
    ) -> Result<(), UnknownProfile> {
        let record = self.puzzle_record(id, puzzle)?;
        record.effort = record.effort.plus(Effort { hints: 0, ..effort });
        Ok(())
    }

    /// Records a finished puzzle attempt.
    pub fn record_puzzle_attempt(
        &mut self,
        id: ProfileId,
        puzzle: &str,
        solved: bool,
        hints_used: u32,
        at_unix_seconds: u64,
    ) -> Result<(), UnknownProfile> {
        let record = self.puzzle_record(id, puzzle)?;
        record.solved |= solved;
        record.attempts = record.attempts.saturating_add(1);
        record.hints_used = record.hints_used.saturating_add(hints_used);
        record.last_attempt = Some(at_unix_seconds);
        Ok(())
    }

    /// Remembers `level` (1..=8) as the computer level `id` last picked in `game` (a stable key:
    /// `jungle`, `renju`).
    pub fn record_level(
        &mut self,
        id: ProfileId,
        game: &str,
        level: u8,
    ) -> Result<(), UnknownProfile> {
        self.profile(id).ok_or(UnknownProfile(id))?;
        self.progress
            .entry(id)
            .or_default()
            .levels
            .insert(game.to_string(), level);
        Ok(())
    }

    /// The computer level `id` last picked in `game`, if any.
    pub fn level(&self, id: ProfileId, game: &str) -> Option<u8> {
        self.progress(id)?.levels.get(game).copied()
    }
}
