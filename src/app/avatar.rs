//! How an avatar is drawn (a round token with the animal's picture, like a Jungle piece) and
//! named (a Fluent message).

use super::View;
use crate::progress::Avatar;

/// The avatar's picture in the animal-icon font (the same face as the Jungle token where the
/// animal is one of the eight); the same in every language, so a child who cannot read yet
/// finds their own. Keep in step with `scripts/make-animal-icon-font.sh`.
pub fn picture(avatar: Avatar) -> &'static str {
    match avatar {
        Avatar::Rat => "\u{1F42D}",
        Avatar::Cat => "\u{1F431}",
        Avatar::Dog => "\u{1F436}",
        Avatar::Wolf => "\u{1F43A}",
        Avatar::Leopard => "\u{1F406}",
        Avatar::Tiger => "\u{1F42F}",
        Avatar::Lion => "\u{1F981}",
        Avatar::Elephant => "\u{1F418}",
        Avatar::Panda => "\u{1F43C}",
        Avatar::Rabbit => "\u{1F430}",
        Avatar::Monkey => "\u{1F435}",
        Avatar::Frog => "\u{1F438}",
    }
}

/// The avatar's picture as text of `size` points, for buttons and labels.
pub fn picture_text(avatar: Avatar, size: f32) -> egui::RichText {
    egui::RichText::new(picture(avatar))
        .family(egui::FontFamily::Name(
            crate::app::fonts::ANIMAL_ICONS.into(),
        ))
        .size(size)
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

/// Draws the avatar as a round token with its picture, `diameter` points wide; screen readers
/// hear the animal's name.
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
            picture(avatar),
            egui::FontId::new(
                diameter * 0.7,
                egui::FontFamily::Name(crate::app::fonts::ANIMAL_ICONS.into()),
            ),
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
