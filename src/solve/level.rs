//! How strong a computer opponent plays, the same three levels for both games (each opponent's
//! module says what a level means for its game).

/// How strong the computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// The gentlest: near-random play that still takes an immediate win.
    Easy,
    /// A shallow look ahead with an evaluation of the position.
    Medium,
    /// A deeper search, with the solvers for forced wins.
    Hard,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The stable name (`easy`, `medium`, `hard`).
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}
