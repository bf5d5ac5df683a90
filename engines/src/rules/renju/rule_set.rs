//! Rule sets (freestyle / standard / renju), the room's forbidden-move policy and the options
//! that a room's TOML file sets.

use super::stone::Stone;

/// Who wins with what, and whether Black has forbidden points.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum RuleSet {
    /// 无禁手: five or more in a row wins for either colour; nothing is forbidden.
    Freestyle,
    /// Exactly five wins for either colour; an overline wins nothing; nothing is forbidden.
    Standard,
    /// 有禁手: Black needs exactly five and has forbidden points; White wins with five or more.
    #[default]
    Renju,
}

impl RuleSet {
    /// Whether `stone` needs exactly five (an overline does not win).
    pub const fn exact_five(self, stone: Stone) -> bool {
        match self {
            RuleSet::Freestyle => false,
            RuleSet::Standard => true,
            RuleSet::Renju => matches!(stone, Stone::Black),
        }
    }

    /// Whether `stone` has forbidden points under this rule set.
    pub const fn has_forbidden_points(self, stone: Stone) -> bool {
        matches!((self, stone), (RuleSet::Renju, Stone::Black))
    }

    /// Whether a run of `length` stones of `stone` wins.
    pub const fn run_wins(self, stone: Stone, length: usize) -> bool {
        if self.exact_five(stone) {
            length == 5
        } else {
            length >= 5
        }
    }
}

/// What happens when Black plays on a forbidden point (a room setting).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum ForbiddenPolicy {
    /// 禁手不能落子: the move is refused with the reason (the default for young learners).
    #[default]
    CannotPlace,
    /// 走禁手就输: Black loses at once.
    Loses,
    /// 白方应立即指出: the stone stands unless White claims it on the very next turn.
    MustClaim,
}

/// How to read the disputed case of a three whose straight-four point also makes a five.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum ThreeRule {
    /// The RIF text: such a completion does not count, so the shape is not a three.
    #[default]
    Literal,
    /// The completion counts (a five is always a legal move).
    Lenient,
}

/// The rule options of a room, as written in TOML (`rule_set = "renju"` …).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(deny_unknown_fields, default)]
pub struct RenjuOptions {
    /// Who wins with what; default `renju`.
    pub rule_set: RuleSet,
    /// What a forbidden move does; default `cannot-place`.
    pub forbidden_policy: ForbiddenPolicy,
    /// The reading of the disputed three; default `literal`.
    pub three_rule: ThreeRule,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_read_from_toml() {
        let options: RenjuOptions = toml::from_str(
            "rule_set = \"standard\"\nforbidden_policy = \"must-claim\"\nthree_rule = \"lenient\"\n",
        )
        .unwrap();
        assert_eq!(options.rule_set, RuleSet::Standard);
        assert_eq!(options.forbidden_policy, ForbiddenPolicy::MustClaim);
        assert_eq!(options.three_rule, ThreeRule::Lenient);
        let defaults: RenjuOptions = toml::from_str("").unwrap();
        assert_eq!(defaults, RenjuOptions::default());
        assert_eq!(defaults.three_rule, ThreeRule::Literal);
        assert!(toml::from_str::<RenjuOptions>("rule_sett = \"renju\"").is_err());
        assert!(toml::from_str::<RenjuOptions>("rule_set = \"go\"").is_err());
    }

    #[test]
    fn who_needs_exactly_five() {
        assert!(RuleSet::Renju.run_wins(Stone::White, 6));
        assert!(!RuleSet::Renju.run_wins(Stone::Black, 6));
        assert!(!RuleSet::Standard.run_wins(Stone::White, 6));
        assert!(RuleSet::Freestyle.run_wins(Stone::Black, 7));
        assert!(!RuleSet::Freestyle.run_wins(Stone::Black, 4));
        assert!(RuleSet::Renju.has_forbidden_points(Stone::Black));
        assert!(!RuleSet::Renju.has_forbidden_points(Stone::White));
        assert!(!RuleSet::Standard.has_forbidden_points(Stone::Black));
    }
}
