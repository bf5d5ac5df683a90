//! The eight animals and their fighting strength (战斗力), which may depend on the rule options.

use super::options::{RuleOptions, SameKindCapture, StrengthOrder};
use serde::{Deserialize, Serialize};

/// An animal kind. Declared weakest first, so the discriminant is the default strength − 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Animal {
    /// Rat 鼠 (1): swims, and captures the elephant.
    Rat,
    /// Cat 猫 (2).
    Cat,
    /// Wolf 狼 (3; some sets call it fox 狐).
    Wolf,
    /// Dog 狗/犬 (4).
    Dog,
    /// Leopard 豹 (5).
    Leopard,
    /// Tiger 虎 (6): jumps across the river.
    Tiger,
    /// Lion 狮 (7): jumps across the river.
    Lion,
    /// Elephant 象 (8): cannot capture the rat.
    Elephant,
}

impl Animal {
    /// All eight, weakest first.
    pub const ALL: [Animal; 8] = [
        Animal::Rat,
        Animal::Cat,
        Animal::Wolf,
        Animal::Dog,
        Animal::Leopard,
        Animal::Tiger,
        Animal::Lion,
        Animal::Elephant,
    ];

    /// 0..8, weakest first (for indexing tables).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The animal with this index (`0` = rat … `7` = elephant).
    pub const fn from_index(index: usize) -> Option<Animal> {
        if index < 8 {
            Some(Animal::ALL[index])
        } else {
            None
        }
    }

    /// Strength 1 (rat) … 8 (elephant); `wolf-over-dog` swaps the wolf (4) and the dog (3).
    #[inline]
    pub fn strength(self, options: &RuleOptions) -> u8 {
        match (self, options.strength_order) {
            (Animal::Wolf, StrengthOrder::WolfOverDog) => 4,
            (Animal::Dog, StrengthOrder::WolfOverDog) => 3,
            _ => self as u8 + 1,
        }
    }

    /// Whether it jumps across the river (lion and tiger).
    #[inline]
    pub const fn is_jumper(self) -> bool {
        matches!(self, Animal::Lion | Animal::Tiger)
    }

    /// The FEN letter (upper case; Blue's pieces are written in lower case).
    pub const fn letter(self) -> char {
        match self {
            Animal::Rat => 'R',
            Animal::Cat => 'C',
            Animal::Wolf => 'W',
            Animal::Dog => 'D',
            Animal::Leopard => 'P',
            Animal::Tiger => 'T',
            Animal::Lion => 'L',
            Animal::Elephant => 'E',
        }
    }

    /// The animal of a FEN letter, either case.
    pub fn from_letter(letter: char) -> Option<Animal> {
        Animal::ALL
            .into_iter()
            .find(|animal| animal.letter() == letter.to_ascii_uppercase())
    }

    /// The stable lowercase English name used in JSON and message ids (`rat`, `elephant`).
    pub const fn name(self) -> &'static str {
        match self {
            Animal::Rat => "rat",
            Animal::Cat => "cat",
            Animal::Wolf => "wolf",
            Animal::Dog => "dog",
            Animal::Leopard => "leopard",
            Animal::Tiger => "tiger",
            Animal::Lion => "lion",
            Animal::Elephant => "elephant",
        }
    }

    /// The animal with this lowercase name.
    pub fn from_name(name: &str) -> Option<Animal> {
        Animal::ALL.into_iter().find(|animal| animal.name() == name)
    }

    /// The food chain without a board: may this animal, *moving*, capture `defender` standing on
    /// open land (no water, no trap)? Rat beats elephant, elephant never beats rat, otherwise
    /// strength decides; under `same_kind_capture = "defender-only"` the mover never takes its
    /// own kind.
    pub fn can_capture(self, defender: Animal, options: &RuleOptions) -> bool {
        match (self, defender) {
            (Animal::Elephant, Animal::Rat) => false,
            (Animal::Rat, Animal::Elephant) => true,
            (attacker, defender) if attacker == defender => {
                options.same_kind_capture == SameKindCapture::Both
            }
            (attacker, defender) => attacker.strength(options) >= defender.strength(options),
        }
    }
}
