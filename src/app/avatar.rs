//! How an avatar is drawn (a round token with the animal's character, like a Jungle piece) and
//! named (a Fluent message).

use super::View;
use crate::progress::Avatar;

/// The Fluent id of the single character drawn on the avatar's round token (鼠, 猫/貓 …).
pub fn token_id(avatar: Avatar) -> &'static str {
    match avatar {
        Avatar::Rat => "app-avatar-token-rat",
        Avatar::Cat => "app-avatar-token-cat",
        Avatar::Dog => "app-avatar-token-dog",
        Avatar::Wolf => "app-avatar-token-wolf",
        Avatar::Leopard => "app-avatar-token-leopard",
        Avatar::Tiger => "app-avatar-token-tiger",
        Avatar::Lion => "app-avatar-token-lion",
        Avatar::Elephant => "app-avatar-token-elephant",
        Avatar::Panda => "app-avatar-token-panda",
        Avatar::Rabbit => "app-avatar-token-rabbit",
        Avatar::Monkey => "app-avatar-token-monkey",
        Avatar::Frog => "app-avatar-token-frog",
    }
}

/// The token's colour: soft and distinct, readable with black text.
fn token_colour(avatar: Avatar) -> egui::Color32 {
    let (r, g, b) = match avatar {
        Avatar::Rat => (0xC9, 0xC9, 0xD6),
        Avatar::Cat => (0xF6, 0xC8, 0x8E),
        Avatar::Dog => (0xE3, 0xC1, 0x9B),
        Avatar::Wolf => (0xB8, 0xC4, 0xD0),
        Avatar::Leopard => (0xF2, 0xD5, 0x6B),
        Avatar::Tiger => (0xF7, 0xA9, 0x5B),
        Avatar::Lion => (0xF3, 0xC7, 0x5F),
        Avatar::Elephant => (0xB9, 0xC7, 0xE6),
        Avatar::Panda => (0xEE, 0xEE, 0xEE),
        Avatar::Rabbit => (0xF7, 0xC6, 0xD9),
        Avatar::Monkey => (0xD9, 0xB3, 0x8C),
        Avatar::Frog => (0xB5, 0xE0, 0x9E),
    };
    egui::Color32::from_rgb(r, g, b)
}

/// Draws the avatar as a round token with its character, `diameter` points wide; screen
/// readers hear the animal's name.
pub fn token(ui: &mut egui::Ui, view: &View, avatar: Avatar, diameter: f32) -> egui::Response {
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(diameter, diameter), egui::Sense::hover());
    let name = view.text(name_id(avatar));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, name.clone()));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter();
        painter.circle(
            rect.center(),
            diameter / 2.0 - 1.0,
            token_colour(avatar),
            egui::Stroke::new(1.5, egui::Color32::from_gray(60)),
        );
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            view.text(token_id(avatar)),
            egui::FontId::proportional(diameter * 0.55),
            egui::Color32::BLACK,
        );
    }
    response
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
