//! Who the child plays against in either room, the picker for it (another child, or the
//! computer at one of the eight levels, shown by their animals), and the computer's turn:
//! worked out as background work for the strong levels (a choice made in steps runs a few of
//! them per frame in the browser), and held back for a short visible "thinking" pause when the
//! pause is on (the real window; off by default, so tests answer at once).

use crate::app::View;
use crate::app::board::animal_picture;
use crate::app::platform::{Background, Instant, Poll};
use crate::i18n::Message;
use crate::rules::jungle::Animal;
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

/// The animal that stands for a level (1 rat … 8 elephant).
pub(super) fn level_animal(level: Level) -> Animal {
    Animal::from_index(usize::from(level.number()) - 1).unwrap_or(Animal::Rat)
}

/// The Fluent id of a level's name (`app-play-level-rat` …).
pub(super) fn level_id(level: Level) -> String {
    format!("app-play-level-{}", level.name())
}

/// "Another child" and the eight levels in one row of animal pictures (each named by its
/// level for screen readers and on hover), with the chosen level's name under them; true when
/// the child picked another one.
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
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
        for level in Level::ALL {
            let picked = *current == Opponent::Computer(level);
            let name = view.text(&level_id(level));
            // Finger-sized: a child taps the animal they want to play.
            let button =
                egui::Button::selectable(picked, animal_picture(level_animal(level), 34.0))
                    .frame_when_inactive(true)
                    .min_size(egui::vec2(48.0, 48.0));
            let response = ui.add(button);
            // The picture is the button: a screen reader says the level's name.
            response.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::Button, true, picked, name.clone())
            });
            if response.on_hover_text(name).clicked() {
                choose(Opponent::Computer(level), current);
            }
        }
    });
    let caption = match *current {
        Opponent::Child => view.text("app-play-level-ladder"),
        Opponent::Computer(level) => view.tr.render(
            &Message::new("app-play-level-chosen").text("level", view.text(&level_id(level))),
        ),
    };
    // The caption keeps the height of its longest wording (three short lines), so choosing a
    // level, whose caption is shorter than the ladder's, moves nothing below it.
    let top = ui.cursor().top();
    ui.label(egui::RichText::new(caption).small());
    let kept = 3.0 * ui.text_style_height(&egui::TextStyle::Small);
    ui.add_space((kept - (ui.cursor().top() - top)).max(0.0));
    changed
}

/// The computer's move being chosen; `M` is the game's move (`None` from the search: no move).
#[derive(Debug)]
pub(super) struct ComputerTurn<M> {
    pending: Option<Background<Option<M>>>,
    /// An answer already there, held back until its moment to appear.
    held: Option<Option<M>>,
    /// When the move may appear (the start and the level's pause).
    show_at: Option<Instant>,
    /// The pause before the move appears is on (see [`Level::thinking_pause`]).
    pause: bool,
}

impl<M> Default for ComputerTurn<M> {
    fn default() -> Self {
        ComputerTurn {
            pending: None,
            held: None,
            show_at: None,
            pause: false,
        }
    }
}

impl<M> ComputerTurn<M> {
    /// Switches the visible thinking pause on or off.
    pub(super) fn set_pause(&mut self, on: bool) {
        self.pause = on;
    }

    /// The pause for `level` (zero when the pause is off).
    fn pause_for(&self, level: Level) -> Duration {
        if self.pause {
            level.thinking_pause()
        } else {
            Duration::ZERO
        }
    }

    /// Whether the search runs in the background rather than now: from the leopard (5) up,
    /// or whenever the pause is on.
    fn in_background(&self, level: Level) -> bool {
        level.number() >= 5 || !self.pause_for(level).is_zero()
    }
}

impl<M: Send + 'static> ComputerTurn<M> {
    /// Starts choosing with `choose`: from the leopard (5) up, or with the pause on, in the
    /// background (then `None` is returned and `poll` gives the answer later, not before the
    /// pause is over), otherwise now (its answer is returned).
    pub(super) fn start(
        &mut self,
        level: Level,
        ctx: &egui::Context,
        choose: impl FnOnce() -> Option<M> + Send + 'static,
    ) -> Option<Option<M>> {
        if !self.in_background(level) {
            return Some(choose());
        }
        self.show_at = Some(Instant::now() + self.pause_for(level));
        // The room may be left or restarted meanwhile; then the answer is dropped.
        self.pending = Some(Background::start("computer-move", ctx, choose));
        None
    }

    /// [`ComputerTurn::start`] for a choice made in short steps (`step` answers once it has
    /// chosen): in the background a few steps per frame in the browser, on a thread natively;
    /// otherwise all steps now.
    pub(super) fn start_stepped(
        &mut self,
        level: Level,
        ctx: &egui::Context,
        mut step: impl FnMut() -> Option<Option<M>> + Send + 'static,
    ) -> Option<Option<M>> {
        if !self.in_background(level) {
            return Some(loop {
                if let Some(choice) = step() {
                    break choice;
                }
            });
        }
        self.show_at = Some(Instant::now() + self.pause_for(level));
        self.pending = Some(Background::stepped("computer-move", ctx, step));
        None
    }

    /// The answer of the background work, once it is there and its pause is over; keeps the
    /// frames coming while it thinks.
    pub(super) fn poll(&mut self, ctx: &egui::Context) -> Option<Option<M>> {
        if self.held.is_none() {
            let pending = self.pending.as_mut()?;
            match pending.poll() {
                Poll::Ready(choice) => self.held = Some(choice),
                Poll::Pending => {
                    ctx.request_repaint_after(Duration::from_millis(50));
                    return None;
                }
                Poll::Lost => {
                    self.forget();
                    return None;
                }
            }
        }
        let now = Instant::now();
        if let Some(show_at) = self.show_at
            && show_at > now
        {
            // Let the child see the computer "think" a moment, however fast the answer was.
            ctx.request_repaint_after((show_at - now).min(Duration::from_millis(100)));
            return None;
        }
        self.pending = None;
        self.show_at = None;
        self.held.take()
    }

    /// Whether the computer is still choosing (or holding its move back).
    pub(super) fn is_thinking(&self) -> bool {
        self.pending.is_some() || self.held.is_some()
    }

    /// Forgets the move being chosen (new game, time out): its answer will not be played.
    pub(super) fn forget(&mut self) {
        self.pending = None;
        self.held = None;
        self.show_at = None;
    }
}

/// "You play: Red Blue" against the computer: the child's colour (0 moves first); a new colour
/// only when no game is under way. Returns the colour picked, if another one was.
pub(super) fn colour_picker(
    ui: &mut egui::Ui,
    view: &View,
    names: [String; 2],
    current: usize,
    under_way: bool,
) -> Option<usize> {
    let mut picked = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(view.text("app-play-you-play"));
        for (index, name) in names.into_iter().enumerate() {
            let button = ui.add_enabled(
                !under_way || index == current,
                egui::Button::selectable(index == current, name),
            );
            if button.clicked() && index != current {
                picked = Some(index);
            }
        }
    });
    picked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_the_pause_on_the_move_never_appears_before_its_moment() {
        let ctx = egui::Context::default();
        let level = Level::MAX;
        let mut turn = ComputerTurn::<u8>::default();
        turn.set_pause(true);
        let started = Instant::now();
        assert_eq!(turn.start(level, &ctx, || Some(5)), None, "not at once");
        assert!(turn.is_thinking());
        let answer = loop {
            if let Some(answer) = turn.poll(&ctx) {
                break answer;
            }
            assert!(started.elapsed() < Duration::from_secs(30), "no answer");
            std::thread::sleep(Duration::from_millis(10));
        };
        assert_eq!(answer, Some(5));
        assert!(started.elapsed() >= level.thinking_pause());
        assert!(!turn.is_thinking());
    }

    #[test]
    fn with_the_pause_off_the_gentle_levels_answer_at_once() {
        let ctx = egui::Context::default();
        let mut turn = ComputerTurn::<u8>::default();
        assert_eq!(turn.start(Level::MIN, &ctx, || Some(3)), Some(Some(3)));
        assert!(!turn.is_thinking());
        turn.set_pause(true);
        assert_eq!(turn.start(Level::MIN, &ctx, || Some(3)), None);
        turn.forget();
        assert!(!turn.is_thinking() && turn.poll(&ctx).is_none());
    }
}
