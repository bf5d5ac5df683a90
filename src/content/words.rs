//! The fixed words of the file formats (`game = "jungle"`, `goal = "enter-den"` …) as Rust enums.

/// A closed set of words read from a file.
pub trait Word: Sized + Copy + 'static {
    /// Every allowed word.
    const ALL: &'static [&'static str];
    /// The value spelt `word`, if any.
    fn parse_word(word: &str) -> Option<Self>;
}

/// Declares an enum whose variants are spelt as kebab-case words in TOML.
macro_rules! word_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $word:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every word, in the order the docs list them.
            pub const WORDS: &'static [&'static str] = &[$($word,)+];

            /// The variant spelt `word`, if any.
            pub fn from_word(word: &str) -> Option<Self> {
                match word {
                    $($word => Some(Self::$variant),)+
                    _ => None,
                }
            }

            /// The word as written in files.
            pub fn word(self) -> &'static str {
                match self {
                    $(Self::$variant => $word,)+
                }
            }
        }

        impl Word for $name {
            const ALL: &'static [&'static str] = Self::WORDS;
            fn parse_word(word: &str) -> Option<Self> {
                Self::from_word(word)
            }
        }
    };
}

word_enum!(
    /// Which game a lesson or puzzle is about.
    Game {
        /// Jungle (斗兽棋).
        Jungle = "jungle",
        /// Gomoku / Renju (五子棋 / 连珠).
        Renju = "renju",
    }
);

word_enum!(
    /// Who made a puzzle file's puzzles (`made_by`): people, or the generator
    /// (`qi-classroom generate`). The puzzle list shows people's puzzles first.
    MadeBy {
        /// Written by a teacher or an author (the default).
        People = "people",
        /// Mined and proven by the generator.
        Computer = "computer",
    }
);

word_enum!(
    /// What a `place-pieces` step asks.
    PlaceMode {
        /// Put the animals on their starting squares (看谁摆得快).
        Place = "place",
        /// Point at the square where an animal starts (猜猜我在哪).
        GuessStart = "guess-start",
    }
);

word_enum!(
    /// Whose pieces a `place-pieces` step uses.
    SideChoice {
        /// Red (bottom, moves first).
        Red = "red",
        /// Blue (top).
        Blue = "blue",
        /// Both sides (all sixteen animals).
        Both = "both",
    }
);

word_enum!(
    /// What a `jungle-move` step's move must achieve.
    JungleGoal {
        /// Jump over a river (lion or tiger).
        Jump = "jump",
        /// Capture a piece (the one on `target`, if given).
        Capture = "capture",
        /// Land on `target`.
        Reach = "reach",
        /// Enter the enemy den.
        EnterDen = "enter-den",
        /// Move so the piece on `piece` can no longer be captured.
        Escape = "escape",
    }
);

word_enum!(
    /// What a `find-all` step asks the learner to mark.
    FindProperty {
        /// Every square the lion or tiger on `square` can jump to.
        JumpLandings = "jump-landings",
        /// Every enemy the piece on `square` may capture now.
        Captures = "captures",
        /// Every enemy piece that may capture the piece on `square` now.
        CapturableBy = "capturable-by",
        /// Every animal standing weakened in an enemy trap.
        Weakened = "weakened",
        /// Every square the piece on `square` may move to.
        LegalDestinations = "legal-destinations",
        /// Every river square (board recognition: "tap all the water").
        Water = "water",
        /// Every trap square, both sides' ("tap the traps").
        Traps = "traps",
        /// The two dens ("tap the two dens").
        Dens = "dens",
    }
);

impl FindProperty {
    /// Whether the property is about the piece on `square` (else it is about the board).
    pub fn needs_square(self) -> bool {
        !matches!(
            self,
            FindProperty::Weakened | FindProperty::Water | FindProperty::Traps | FindProperty::Dens
        )
    }
}

word_enum!(
    /// What a `forbidden-drill` step asks.
    DrillMode {
        /// Is Black's move on `point` forbidden, and which kind?
        IsForbidden = "is-forbidden",
        /// Mark every forbidden point for Black.
        MarkAll = "mark-all",
        /// Play Black's winning move without stepping on a forbidden point.
        WinAvoidingForbidden = "win-avoiding-forbidden",
    }
);

word_enum!(
    /// The answer to an `is-forbidden` drill.
    ForbiddenAnswer {
        /// Not forbidden.
        None = "none",
        /// Double-three (三三).
        DoubleThree = "double-three",
        /// Double-four (四四).
        DoubleFour = "double-four",
        /// Overline (长连).
        Overline = "overline",
    }
);

word_enum!(
    /// What a `renju-move` step's move must achieve.
    RenjuGoal {
        /// Make five in a row.
        Five = "five",
        /// Make a four and a three at once (四三).
        FourThree = "four-three",
        /// Block the opponent's four.
        BlockFour = "block-four",
        /// Make a four.
        MakeFour = "make-four",
        /// Make an open (straight) four: two points on one line that each make five, so the
        /// opponent cannot block both.
        OpenFour = "open-four",
        /// Make a four that starts a winning line of fours (VCF): one of the solver's first
        /// moves, not any four.
        Vcf = "vcf",
        /// Make a four whose every finishing point is forbidden for Black (renju rules): Black
        /// cannot block it, so White wins — the forbidden-point trap.
        ForbiddenTrap = "forbidden-trap",
        /// Make an open three.
        MakeThree = "make-three",
        /// Stop the opponent's open three: afterwards it has no three that can become a
        /// straight four (which end to take, or the gap of a split three).
        BlockThree = "block-three",
        /// Make two open threes at once (三三): a win for White, forbidden for Black under renju.
        DoubleThree = "double-three",
        /// Make two fours at once (四四): a win for White, forbidden for Black under renju.
        DoubleFour = "double-four",
        /// Play inside the central 5×5 (F6–J10), where the first three stones of every
        /// standard opening stand: the opening advice "stay in the middle".
        Centre = "centre",
        /// Play on the centre point H8 itself (天元), and nowhere else.
        CentrePoint = "centre-point",
    }
);

word_enum!(
    /// A stone colour / the side to move in Renju.
    Stone {
        /// Black (moves first).
        Black = "black",
        /// White.
        White = "white",
    }
);

word_enum!(
    /// What a puzzle asks.
    PuzzleGoal {
        /// The side to move wins within `moves` of its own moves (plies = 2 × moves − 1).
        WinIn = "win-in",
        /// Renju: win by continuous fours (VCF).
        Vcf = "vcf",
        /// Renju: win by fours and threes (VCT).
        Vct = "vct",
        /// The side to move must stop the opponent's forced win.
        Defend = "defend",
        /// Renju, White to move: force Black onto a forbidden point.
        ForbiddenTrap = "forbidden-trap",
    }
);
