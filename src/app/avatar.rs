//! How an avatar is drawn (an emoji) and named (a Fluent message).

use crate::progress::Avatar;

/// The emoji drawn for an avatar.
pub fn emoji(avatar: Avatar) -> &'static str {
    match avatar {
        Avatar::Rat => "🐭",
        Avatar::Cat => "🐱",
        Avatar::Dog => "🐶",
        Avatar::Wolf => "🐺",
        Avatar::Leopard => "🐆",
        Avatar::Tiger => "🐯",
        Avatar::Lion => "🦁",
        Avatar::Elephant => "🐘",
        Avatar::Panda => "🐼",
        Avatar::Rabbit => "🐰",
        Avatar::Monkey => "🐵",
        Avatar::Frog => "🐸",
    }
}

/// The Fluent id of the avatar's animal name (read by screen readers and tests).
pub fn name_id(avatar: Avatar) -> &'static str {
    match avatar {
        Avatar::Rat => "app-avatar-rat",
        Avatar::Cat => "app-avatar-cat",
        Avatar::Dog => "app-avatar-dog",
        Avatar::Wolf => "app-avatar-wolf",
        Avatar::Leopard => "app-avatar-leopard",
        Avatar::Tiger => "app-avatar-tiger",
        Avatar::Lion => "app-avatar-lion",
        Avatar::Elephant => "app-avatar-elephant",
        Avatar::Panda => "app-avatar-panda",
        Avatar::Rabbit => "app-avatar-rabbit",
        Avatar::Monkey => "app-avatar-monkey",
        Avatar::Frog => "app-avatar-frog",
    }
}
