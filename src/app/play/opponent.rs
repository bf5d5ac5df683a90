//! Who the child plays against in either room, the picker for it, and the computer's turn
//! (worked out at once for easy and medium, on its own thread for hard so the window stays live).

use crate::app::View;
use crate::solve::jungle_opponent::Level;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
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
    pending: Option<Receiver<Option<M>>>,
}

impl<M> Default for ComputerTurn<M> {
    fn default() -> Self {
        ComputerTurn { pending: None }
    }
}

impl<M: Send + 'static> ComputerTurn<M> {
    /// Starts choosing with `choose`: at `Hard` on a thread (then `None` is returned and `poll`
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
        let (sender, receiver) = channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            // The room may have been left or restarted meanwhile; then nobody listens.
            let _ = sender.send(choose());
            ctx.request_repaint();
        });
        self.pending = Some(receiver);
        None
    }

    /// The answer of the thread, once it is there; keeps the frames coming while it thinks.
    pub(super) fn poll(&mut self, ctx: &egui::Context) -> Option<Option<M>> {
        let receiver = self.pending.as_ref()?;
        match receiver.try_recv() {
            Ok(choice) => {
                self.pending = None;
                Some(choice)
            }
            Err(TryRecvError::Empty) => {
                ctx.request_repaint_after(Duration::from_millis(50));
                None
            }
            Err(TryRecvError::Disconnected) => {
                self.pending = None;
                None
            }
        }
    }

    /// Whether a thread is still choosing.
    pub(super) fn is_thinking(&self) -> bool {
        self.pending.is_some()
    }

    /// Forgets the move being chosen (new game, time out): its answer will not be played.
    pub(super) fn forget(&mut self) {
        self.pending = None;
    }
}
