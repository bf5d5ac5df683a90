//! Rule options: the variants the seed documents disagree on, one struct a lesson can set in TOML,
//! with the `classroom` (defaults) and `competition` presets.

use serde::{Deserialize, Serialize};

/// The strength order of the middle animals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StrengthOrder {
    /// E>L>T>P>D>W>C>R: the dog beats the wolf (default).
    #[default]
    DogOverWolf,
    /// E>L>T>P>W>D>C>R: the wolf beats the dog.
    WolfOverDog,
}

/// Which traps take an animal's strength away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WeakeningTraps {
    /// Only the enemy's traps: an animal in its own side's trap keeps its strength (default).
    #[default]
    Enemy,
    /// Every trap: an animal in any trap, even its own side's, can be captured by any enemy.
    Any,
}

/// What a rat stepping out of the water onto land may capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RatWaterToLand {
    /// Only an enemy rat (rat-against-rat ignores the river); never the elephant (default).
    #[default]
    Rat,
    /// Nothing: water cannot capture land.
    None,
}

/// Which rats in the river block a lion's or tiger's jump.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum JumpBlockedBy {
    /// Any rat, own or enemy (default).
    #[default]
    AnyRat,
    /// Only an enemy rat; the jumper's own rat lets it pass.
    EnemyRat,
}

/// Who may capture when two animals of the same kind meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SameKindCapture {
    /// Either may capture the other (同类互吃, default).
    #[default]
    Both,
    /// Only the one standing still: the mover may not capture its own kind.
    DefenderOnly,
}

/// The rule options. Every field has the seed documents' default, so a TOML table only names
/// what differs; unknown keys are rejected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleOptions {
    /// Whether the dog (default) or the wolf is the stronger of the two.
    pub strength_order: StrengthOrder,
    /// `enemy` (default): an animal in one of the *enemy's* traps loses all strength and any
    /// enemy animal may capture it. `any`: an animal in *any* trap, even its own side's, is
    /// weakened that way.
    pub weakening_traps: WeakeningTraps,
    /// Whether an elephant may capture a rat that is weakened in a trap (default true). When
    /// false, the elephant can never capture a rat, not even a trapped one.
    pub elephant_captures_trapped_rat: bool,
    /// What a rat moving from water onto land may capture: `rat` (default, only a rat) or
    /// `none`. It never captures the elephant from the water.
    pub rat_water_to_land: RatWaterToLand,
    /// Whether a rat on land may capture a rat in the water (default true). Other land animals
    /// never can, and never may step into water.
    pub rat_land_to_water: bool,
    /// Whether any rat in the river (default) or only an enemy rat blocks a jump.
    pub jump_blocked_by: JumpBlockedBy,
    /// Whether both animals of a kind may capture each other (default) or only the one standing
    /// still (the mover may not capture its own kind, unless that animal is weakened in a trap).
    pub same_kind_capture: SameKindCapture,
    /// When true, an animal standing in its own side's trap cannot be captured at all (this wins
    /// over `weakening_traps = "any"`). Default false.
    pub own_trap_immunity: bool,
    /// The game is drawn after this many rounds (a move by each side) without a capture;
    /// 0 turns the rule off. Default 100.
    pub no_capture_draw_rounds: u32,
    /// The 7-3 anti-repetition rule (see `game`). Default off; on in `competition`.
    pub rule_7_3: bool,
    /// The 17-5 anti-repetition rule (see `game`). Default off; on in `competition`.
    pub rule_17_5: bool,
}

impl Default for RuleOptions {
    fn default() -> Self {
        RuleOptions {
            strength_order: StrengthOrder::DogOverWolf,
            weakening_traps: WeakeningTraps::Enemy,
            elephant_captures_trapped_rat: true,
            rat_water_to_land: RatWaterToLand::Rat,
            rat_land_to_water: true,
            jump_blocked_by: JumpBlockedBy::AnyRat,
            same_kind_capture: SameKindCapture::Both,
            own_trap_immunity: false,
            no_capture_draw_rounds: 100,
            rule_7_3: false,
            rule_17_5: false,
        }
    }
}

/// A problem with an option key, value or preset name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionError {
    /// No option has this key; `suggestion` is the closest key, if one is close.
    UnknownKey {
        /// The key given.
        key: String,
        /// A likely intended key.
        suggestion: Option<&'static str>,
    },
    /// The value does not fit the key.
    BadValue {
        /// The option key.
        key: &'static str,
        /// The value given.
        value: String,
        /// The values the key accepts (a number is shown as `0, 1, 2, …`).
        expected: &'static [&'static str],
    },
    /// A `key=value` argument without `=`.
    MissingEquals {
        /// The text given.
        text: String,
    },
    /// No preset has this name.
    UnknownPreset {
        /// The name given.
        name: String,
    },
}

const BOOLEAN: &[&str] = &["true", "false"];
const NUMBER: &[&str] = &["0, 1, 2, …"];

impl RuleOptions {
    /// Every option key, as written in TOML and `--set`.
    pub const KEYS: [&'static str; 11] = [
        "strength_order",
        "weakening_traps",
        "elephant_captures_trapped_rat",
        "rat_water_to_land",
        "rat_land_to_water",
        "jump_blocked_by",
        "same_kind_capture",
        "own_trap_immunity",
        "no_capture_draw_rounds",
        "rule_7_3",
        "rule_17_5",
    ];

    /// The names of the presets.
    pub const PRESETS: [&'static str; 2] = ["classroom", "competition"];

    /// The seed documents' rules, without anti-repetition rules.
    pub fn classroom() -> RuleOptions {
        RuleOptions::default()
    }

    /// The classroom rules plus the 7-3 and 17-5 anti-repetition rules.
    pub fn competition() -> RuleOptions {
        RuleOptions {
            rule_7_3: true,
            rule_17_5: true,
            ..RuleOptions::default()
        }
    }

    /// The preset with this name (`classroom` or `competition`).
    pub fn preset(name: &str) -> Result<RuleOptions, OptionError> {
        match name {
            "classroom" => Ok(RuleOptions::classroom()),
            "competition" => Ok(RuleOptions::competition()),
            _ => Err(OptionError::UnknownPreset {
                name: name.to_string(),
            }),
        }
    }

    /// Applies a `key=value` argument (as given to `--set`).
    pub fn set_assignment(&mut self, assignment: &str) -> Result<(), OptionError> {
        let Some((key, value)) = assignment.split_once('=') else {
            return Err(OptionError::MissingEquals {
                text: assignment.to_string(),
            });
        };
        self.set(key.trim(), value.trim())
    }

    /// Sets one option from its key and text value (`"wolf-over-dog"`, `"true"`, `"50"`);
    /// surrounding quotes are allowed.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let value = value.trim_matches(|c| c == '"' || c == '\'');
        let Some(&key) = RuleOptions::KEYS.iter().find(|known| **known == key) else {
            return Err(OptionError::UnknownKey {
                key: key.to_string(),
                suggestion: closest_key(key),
            });
        };
        fn pick<T: Copy>(
            key: &'static str,
            value: &str,
            choices: &[(&'static str, T)],
            expected: &'static [&'static str],
        ) -> Result<T, OptionError> {
            choices
                .iter()
                .find(|(name, _)| *name == value)
                .map(|(_, choice)| *choice)
                .ok_or_else(|| OptionError::BadValue {
                    key,
                    value: value.to_string(),
                    expected,
                })
        }
        let boolean = |value: &str| pick(key, value, &[("true", true), ("false", false)], BOOLEAN);
        match key {
            "strength_order" => {
                self.strength_order = pick(
                    key,
                    value,
                    &[
                        ("dog-over-wolf", StrengthOrder::DogOverWolf),
                        ("wolf-over-dog", StrengthOrder::WolfOverDog),
                    ],
                    &["dog-over-wolf", "wolf-over-dog"],
                )?
            }
            "weakening_traps" => {
                self.weakening_traps = pick(
                    key,
                    value,
                    &[
                        ("enemy", WeakeningTraps::Enemy),
                        ("any", WeakeningTraps::Any),
                    ],
                    &["enemy", "any"],
                )?
            }
            "elephant_captures_trapped_rat" => self.elephant_captures_trapped_rat = boolean(value)?,
            "rat_water_to_land" => {
                self.rat_water_to_land = pick(
                    key,
                    value,
                    &[("rat", RatWaterToLand::Rat), ("none", RatWaterToLand::None)],
                    &["rat", "none"],
                )?
            }
            "rat_land_to_water" => self.rat_land_to_water = boolean(value)?,
            "jump_blocked_by" => {
                self.jump_blocked_by = pick(
                    key,
                    value,
                    &[
                        ("any-rat", JumpBlockedBy::AnyRat),
                        ("enemy-rat", JumpBlockedBy::EnemyRat),
                    ],
                    &["any-rat", "enemy-rat"],
                )?
            }
            "same_kind_capture" => {
                self.same_kind_capture = pick(
                    key,
                    value,
                    &[
                        ("both", SameKindCapture::Both),
                        ("defender-only", SameKindCapture::DefenderOnly),
                    ],
                    &["both", "defender-only"],
                )?
            }
            "own_trap_immunity" => self.own_trap_immunity = boolean(value)?,
            "no_capture_draw_rounds" => {
                self.no_capture_draw_rounds = value.parse().map_err(|_| OptionError::BadValue {
                    key,
                    value: value.to_string(),
                    expected: NUMBER,
                })?
            }
            "rule_7_3" => self.rule_7_3 = boolean(value)?,
            "rule_17_5" => self.rule_17_5 = boolean(value)?,
            _ => {
                return Err(OptionError::UnknownKey {
                    key: key.to_string(),
                    suggestion: None,
                });
            }
        }
        Ok(())
    }
}

/// The known key nearest to `key` by edit distance, if it is near enough to be a typo.
fn closest_key(key: &str) -> Option<&'static str> {
    let normalized = key.replace('-', "_").to_ascii_lowercase();
    RuleOptions::KEYS
        .iter()
        .map(|known| (edit_distance(&normalized, known), *known))
        .filter(|(distance, known)| *distance <= (known.len() / 3).max(2))
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, known)| known)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != *cb);
            current[j + 1] = substitution.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        previous = current;
    }
    previous[b.len()]
}
