//! The read-only state a screen draws from.

use super::Game;
use crate::content::class_library::ClassLibrary;
use crate::i18n::Localizer;
use crate::progress::{AgeBand, Classroom, Settings};

/// What screens may read while drawing; they change things only by returning actions.
#[derive(Debug, Clone, Copy)]
pub struct View<'a> {
    /// Renders every text the learner reads.
    pub tr: &'a Localizer,
    /// Profiles and progress.
    pub classroom: &'a Classroom,
    /// Preferences.
    pub settings: &'a Settings,
    /// The game chosen on the home screen.
    pub game: Game,
    /// The lessons and puzzles in class, and the teacher's folders among them.
    pub class: &'a ClassLibrary,
    /// The teacher keeps this device on today's work (a child's way back leads to it, not to
    /// the lists).
    pub locked_to_today: bool,
    /// The class's teacher has closed the hints for today's work (sent by the classroom
    /// server).
    pub hints_locked_by_class: bool,
    /// This device is joined to a class: teacher mode opens only with the class's teacher
    /// PIN, checked by the classroom server (never a PIN chosen on the device).
    pub class_joined: bool,
    /// This device can say sentences aloud in the child's language (speaker buttons show).
    pub voice: bool,
    /// The child this device joined its class as (name and picture), shown in the top bar.
    pub class_child: Option<(&'a str, Option<crate::progress::Avatar>)>,
    /// The class server this device is joined to (the browser prints through it).
    pub class_server: Option<&'a crate::app::join::ClassServer>,
}

impl View<'_> {
    /// Whether a child's way out of a lesson or puzzle leads back to today's work only: the
    /// class is locked to it and the teacher is not at the device.
    pub fn kept_on_today(&self) -> bool {
        self.locked_to_today && !self.settings.teacher_mode
    }

    /// Whether a child's hint buttons are closed: the teacher closed them on this device or
    /// for the class, and the teacher is not at the device.
    pub fn hints_closed(&self) -> bool {
        (self.settings.hints_locked || self.hints_locked_by_class) && !self.settings.teacher_mode
    }

    /// The age band of the child playing (no child chosen: [`AgeBand::Middle`]).
    pub fn age(&self) -> AgeBand {
        self.classroom
            .active
            .and_then(|id| self.classroom.profile(id))
            .map(|profile| profile.age)
            .unwrap_or_default()
    }

    /// Whether the texts beside the board name animals and places only, never coordinates
    /// (the youngest children).
    pub fn names_only(&self) -> bool {
        self.age() == AgeBand::Young
    }

    /// Whether new instructions, hints and verdicts are said by themselves: the setting, and
    /// always for the youngest children.
    pub fn speaks_by_itself(&self) -> bool {
        self.settings.speak_by_itself || self.names_only()
    }

    /// A message as shown beside the board: for the youngest its spoken form (animals and
    /// places named, no coordinates), for the others the written one.
    pub fn shown(&self, message: &crate::i18n::Message) -> String {
        if self.names_only() {
            self.tr.render_spoken(message)
        } else {
            self.tr.render(message)
        }
    }

    /// A message without arguments in the current language.
    pub fn text(&self, id: &str) -> String {
        self.tr.text(id)
    }
}
