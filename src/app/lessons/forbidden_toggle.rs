//! The forbidden-point overlay in Renju lessons and drills: a "show Black's forbidden points"
//! switch wherever showing them gives nothing away, and the whole overlay after a drill about
//! forbidden points is done (the answer, on the board).

use crate::app::View;
use crate::app::board::ForbiddenOverlay;
use crate::content::RulesTable;
use crate::rules::renju::{Board, RuleSet, ThreeRule};

/// Whether the overlay is on for a step, and the overlay of the board it was last worked out
/// for (the engine is asked again only when the stones change).
#[derive(Debug, Clone, Default)]
pub struct ForbiddenToggle {
    /// The step's reading of the disputed three; `None` when nothing is forbidden (freestyle).
    three_rule: Option<ThreeRule>,
    /// The learner switched it on.
    shown: bool,
    /// The board and its overlay.
    cached: Option<(Board, ForbiddenOverlay)>,
}

impl ForbiddenToggle {
    /// For a step played under `rules`.
    pub fn new(rules: &RulesTable) -> ForbiddenToggle {
        let three_rule = rules
            .renju_options()
            .ok()
            .filter(|options| options.rule_set == RuleSet::Renju)
            .map(|options| options.three_rule);
        ForbiddenToggle {
            three_rule,
            ..ForbiddenToggle::default()
        }
    }

    /// The switch, when Black has forbidden points under the step's rules.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) {
        if self.three_rule.is_some() {
            ui.checkbox(&mut self.shown, view.text("app-play-forbidden-overlay"));
        }
    }

    /// The overlay to draw on `board`: when switched on, or `always` (a drill's answer);
    /// `None` otherwise or when nothing is forbidden under the rules.
    pub fn overlay(&mut self, board: &Board, always: bool) -> Option<&ForbiddenOverlay> {
        let three_rule = self.three_rule?;
        if !(self.shown || always) {
            return None;
        }
        if self
            .cached
            .as_ref()
            .is_none_or(|(cached, _)| cached != board)
        {
            self.cached = Some((board.clone(), ForbiddenOverlay::scan(board, three_rule)));
        }
        self.cached.as_ref().map(|(_, overlay)| overlay)
    }
}
