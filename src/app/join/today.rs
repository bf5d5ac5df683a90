//! The joined device's screens: the greeting, today's work as picture buttons (on the join
//! screen and on Home), what waits to be sent, and the teacher's way out of the class.

use super::*;
use crate::app::icons::{Icon, picture_tile};

impl JoinScreen {
    pub(super) fn joined_ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let Some(membership) = &self.documents.membership else {
            self.stage = Stage::Address;
            return;
        };
        let hello = Message::new("join-joined")
            .text("name", membership.student.name.clone())
            .text("class", membership.class_code.clone());
        ui.label(egui::RichText::new(view.tr.render(&hello)).size(24.0));
        ui.add_space(12.0);
        ui.heading(view.text("join-todays-work"));
        let items = self
            .documents
            .assignment
            .as_ref()
            .map(|a| a.items.as_slice())
            .unwrap_or(&[]);
        if items.is_empty() {
            ui.label(view.text("join-nothing-today"));
        }
        todays_buttons(ui, view, items, actions);
        ui.add_space(12.0);
        // A game against a classmate: pick them from their pictures.
        let play = view.text("app-invite-button");
        if ui
            .add(crate::app::icons::PictureButton::new(Icon::Play, &play).size(40.0))
            .clicked()
        {
            self.open_invites();
        }
        ui.add_space(12.0);
        let pending = self.documents.outbox.pending.len();
        if pending == 0 {
            ui.label(view.text("join-all-sent"));
        } else {
            let waiting = Message::new("join-waiting").number("count", pending as i64);
            ui.label(view.tr.render(&waiting));
            // The server answered "too many, wait" (429): the results stay and are sent again
            // when it said; the adult sees why they have not gone yet.
            if ui.input(|i| i.time) < self.send_after {
                ui.label(view.text("join-server-busy"));
            }
        }
        ui.add_space(12.0);
        // Leaving is the teacher's (a child's tap must not drop them out of class), and leaving
        // with results still waiting would lose them: wait until they are sent.
        if !view.settings.teacher_mode {
            return;
        }
        let leave = ui.add_enabled(pending == 0, egui::Button::new(view.text("join-leave")));
        if leave.clicked() {
            self.documents.membership = None;
            self.membership_dirty = true;
            self.live = None;
            self.set_assignment(None);
            self.set_library(None);
            self.stage = Stage::Address;
        }
    }
}
impl JoinScreen {
    /// Today's work on the Home screen, when this device is in a class and the teacher set some.
    pub fn today_ui(&self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        let Some(assignment) = &self.documents.assignment else {
            return;
        };
        if self.documents.membership.is_none() || assignment.items.is_empty() {
            return;
        }
        ui.heading(view.text("join-todays-work"));
        todays_buttons(ui, view, &assignment.items, actions);
        ui.add_space(16.0);
    }

    /// Today's work, while the device is in a class.
    fn class_assignment(&self) -> Option<&Assignment> {
        self.documents.membership.as_ref()?;
        self.documents.assignment.as_ref()
    }

    /// Whether the class's teacher has closed the hints (only while the device is in a class).
    pub fn hints_locked(&self) -> bool {
        self.class_assignment().is_some_and(|a| a.hints_locked)
    }

    /// Whether the teacher keeps this device on today's work (Home then offers only that).
    pub fn locked_to_today(&self) -> bool {
        self.class_assignment()
            .is_some_and(|a| a.locked && !a.items.is_empty())
    }
}

/// One big button per item of today's work, with the game's picture and the title; a tap opens
/// it. Items the device does not have (a newer server) are shown greyed.
pub(crate) fn todays_buttons(
    ui: &mut egui::Ui,
    view: &View,
    items: &[AssignmentItem],
    actions: &mut Vec<Action>,
) {
    let library = view.class.library();
    let locale = view.tr.locale();
    ui.horizontal_wrapped(|ui| {
        for item in items {
            let (title, game, open) = match item {
                AssignmentItem::Lesson { lesson } => match library.lesson(lesson) {
                    Some(found) => (
                        found.title.get(locale).to_owned(),
                        Some(*found.game.get_ref()),
                        Some(Action::OpenLesson(lesson.clone())),
                    ),
                    None => (lesson.clone(), None, None),
                },
                AssignmentItem::Puzzle { puzzle } => match library.puzzle(puzzle) {
                    Some(found) => (
                        found.title.get(locale).to_owned(),
                        Some(*found.game.get_ref()),
                        Some(Action::OpenPuzzle(puzzle.clone())),
                    ),
                    None => (puzzle.clone(), None, None),
                },
            };
            // The kind's picture (a book, a puzzle piece) with the game's in its corner, for
            // children who cannot read the title yet.
            let kind = match item {
                AssignmentItem::Lesson { .. } => Icon::Book,
                AssignmentItem::Puzzle { .. } => Icon::Puzzle,
            };
            let badge = match game {
                Some(crate::content::words::Game::Jungle) => Some(Icon::Paw),
                Some(crate::content::words::Game::Renju) => Some(Icon::Stones),
                None => None,
            };
            let tile = ui
                .add_enabled_ui(open.is_some(), |ui| {
                    picture_tile(ui, kind, badge, &title, 48.0)
                })
                .inner;
            if tile.clicked()
                && let Some(open) = open
            {
                actions.push(open);
            }
        }
    });
}
