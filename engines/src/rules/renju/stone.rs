//! The two colours of stones.

/// A stone's colour; Black moves first.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Stone {
    /// Black (黑), who moves first and, in renju, has forbidden points.
    Black,
    /// White (白).
    White,
}

impl Stone {
    /// The other colour.
    pub const fn opponent(self) -> Stone {
        match self {
            Stone::Black => Stone::White,
            Stone::White => Stone::Black,
        }
    }

    /// 0 for Black, 1 for White (an array index).
    pub const fn index(self) -> usize {
        self as usize
    }
}
