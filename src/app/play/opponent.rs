//! Who the child plays against in either room, the picker for it (another child, or the
//! computer at one of the eight levels, shown by their animals), and the computer's turn:
//! worked out on its own thread for the strong levels, and held back for a short visible
//! "thinking" pause when the pause is on (the real window; off by default, so tests answer
//! at once).

use crate::app::View;
use crate::app::board::animal_picture;
use crate::rules::jungle::Animal;
use crate::solve::jungle_opponent::Level;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

/// Who plays the second side (Blue in Jungle, White in Renju).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// Another child on the same computer.
    Child,
    /// The computer at a level.
    Computer(Level),
}

/// The animal that stands for a level (1 rat … 8 elephant).
pub(super) fn level_animal(level: Level) -> Animal {
    Animal::from_index(usize::from(level.number()) - 1).unwrap_or(Animal::Rat)
}

/// The Fluent id of a level's name (`app-play-level-rat` …).
pub(super) fn level_id(level: Level) -> String {
    format!("app-play-level-{}", level.name())
}

/// "Another child" and the eight levels, each with its animal's picture; true when the child
/// picked another one.
pub(super) fn opponent_picker(ui: &mut egui::Ui, view: &View, current: &mut Opponent) -> bool {
    let mut changed = false;
    let mut choose = |choice: Opponent, current: &mut Opponent| {
        if *current != choice {
            *current = choice;
            changed = true;
        }
    };
    if ui
        .selectable_label(
            *current == Opponent::Child,
            view.text("app-play-opponent-child"),
        )
        .clicked()
    {
        choose(Opponent::Child, current);
    }
    ui.label(view.text("app-play-level-ladder"));
    ui.horizontal_wrapped(|ui| {
        for level in Level::ALL {
            let picked = *current == Opponent::Computer(level);
            ui.vertical(|ui| {
                let picture = ui.add(
                    egui::Label::new(animal_picture(level_animal(level), 30.0))
                        .sense(egui::Sense::click()),
                );
                let name = ui.selectable_label(picked, view.text(&level_id(level)));
                if picture.clicked() || name.clicked() {
                    choose(Opponent::Computer(level), current);
                }
            });
        }
    });
    changed
}

/// The computer's move being chosen; `M` is the game's move (`None` from the search: no move).
#[derive(Debug)]
pub(super) struct ComputerTurn<M> {
    pending: Option<Receiver<Option<M>>>,
    /// The pause before the move appears is on (see [`Level::thinking_pause`]).
    pause: bool,
}

impl<M> Default for ComputerTurn<M> {
    fn default() -> Self {
        ComputerTurn {
            pending: None,
            pause: false,
        }
    }
}

impl<M> ComputerTurn<M> {
    /// Switches the visible thinking pause on or off.
    pub(super) fn set_pause(&mut self, on: bool) {
        self.pause = on;
    }
}

impl<M: Send + 'static> ComputerTurn<M> {
    /// Starts choosing with `choose`: from the leopard (5) up, or with the pause on, on a
    /// thread (then `None` is returned and `poll` gives the answer later, not before the
    /// pause is over), otherwise now (its answer is returned).
    pub(super) fn start(
        &mut self,
        level: Level,
        ctx: &egui::Context,
        choose: impl FnOnce() -> Option<M> + Send + 'static,
    ) -> Option<Option<M>> {
        let pause = if self.pause {
            level.thinking_pause()
        } else {
            Duration::ZERO
        };
        if pause.is_zero() && level.number() < 5 {
            return Some(choose());
        }
        let (sender, receiver) = channel();
        let ctx = ctx.clone();
        let started = Instant::now();
        std::thread::spawn(move || {
            let choice = choose();
            // Let the child see the computer "think" a moment, however fast the answer was.
            if let Some(rest) = pause.checked_sub(started.elapsed()) {
                std::thread::sleep(rest);
            }
            // The room may have been left or restarted meanwhile; then nobody listens.
            let _ = sender.send(choice);
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
