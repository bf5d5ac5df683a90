//! Who the child plays against in either room, the picker for it, and the computer's turn
//! (worked out at once for easy and medium, as background work for hard so the window stays live;
//! a choice made in steps runs a few of them per frame in the browser).

use crate::app::View;
use crate::app::platform::{Background, Poll};
use crate::solve::jungle_opponent::Level;
use std::time::Duration;

/// Who plays the second side (Blue in Jungle, White in Renju).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// Another child on the same computer.
    Child,
    /// The computer at a level.
    Computer(Level),
}

/// The row of choices "a friend / easy / medium / hard"; true when the child picked another one.
pub(super) fn opponent_picker(ui: &mut egui::Ui, view: &View, current: &mut Opponent) -> bool {
    let choices = [
        (Opponent::Child, "app-play-opponent-child"),
        (Opponent::Computer(Level::Easy), "app-play-level-easy"),
        (Opponent::Computer(Level::Medium), "app-play-level-medium"),
        (Opponent::Computer(Level::Hard), "app-play-level-hard"),
    ];
    let mut changed = false;
    ui.horizontal_wrapped(|ui| {
        for (opponent, id) in choices {
            if ui
                .selectable_label(*current == opponent, view.text(id))
                .clicked()
                && *current != opponent
            {
                *current = opponent;
                changed = true;
            }
        }
    });
    changed
}

/// The computer's move being chosen; `M` is the game's move (`None` from the search: no move).
#[derive(Debug)]
pub(super) struct ComputerTurn<M> {
    pending: Option<Background<Option<M>>>,
}

impl<M> Default for ComputerTurn<M> {
    fn default() -> Self {
        ComputerTurn { pending: None }
    }
}

impl<M: Send + 'static> ComputerTurn<M> {
    /// Starts choosing with `choose`: at `Hard` in the background (then `None` is returned and `poll`
    /// gives the answer later), otherwise now (its answer is returned).
    pub(super) fn start(
        &mut self,
        level: Level,
        ctx: &egui::Context,
        choose: impl FnOnce() -> Option<M> + Send + 'static,
    ) -> Option<Option<M>> {
        if level != Level::Hard {
            return Some(choose());
        }
        // The room may be left or restarted meanwhile; then the answer is dropped.
        self.pending = Some(Background::start("computer-move", ctx, choose));
        None
    }

    /// [`ComputerTurn::start`] for a choice made in short steps (`step` answers once it has
    /// chosen): at `Hard` a few steps per frame in the browser, on a thread natively; otherwise
    /// all steps now.
    pub(super) fn start_stepped(
        &mut self,
        level: Level,
        ctx: &egui::Context,
        mut step: impl FnMut() -> Option<Option<M>> + Send + 'static,
    ) -> Option<Option<M>> {
        if level != Level::Hard {
            return Some(loop {
                if let Some(choice) = step() {
                    break choice;
                }
            });
        }
        self.pending = Some(Background::stepped("computer-move", ctx, step));
        None
    }

    /// The answer of the background work, once it is there; keeps the frames coming while it
    /// thinks.
    pub(super) fn poll(&mut self, ctx: &egui::Context) -> Option<Option<M>> {
        let pending = self.pending.as_mut()?;
        match pending.poll() {
            Poll::Ready(choice) => {
                self.pending = None;
                Some(choice)
            }
            Poll::Pending => {
                ctx.request_repaint_after(Duration::from_millis(50));
                None
            }
            Poll::Lost => {
                self.pending = None;
                None
            }
        }
    }

    /// Whether the computer is still choosing.
    pub(super) fn is_thinking(&self) -> bool {
        self.pending.is_some()
    }

    /// Forgets the move being chosen (new game, time out): its answer will not be played.
    pub(super) fn forget(&mut self) {
        self.pending = None;
    }
}
