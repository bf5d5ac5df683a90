//! The animals as cards and pictures: the food-chain cards a child puts in order (tapped ◀ ▶
//! or dragged), and the two pictures of a can-capture question asked without a board.

use super::step_input::labelled_button;
use crate::app::View;
use crate::app::board::animal_picture;
use crate::i18n::Message;
use crate::i18n::jungle::animal as animal_name;
use crate::rules::jungle::Animal;

/// The width of an animal card in the food-chain order (points, before the window zoom).
pub const CARD_WIDTH: f32 = 112.0;

/// The gap between animal cards.
pub const CARD_SPACING: f32 = 12.0;

/// How many cards go in a row: all in one row if they fit, else rows of even length.
pub fn cards_per_row(width: f32, count: usize) -> usize {
    let fits = (((width + CARD_SPACING) / (CARD_WIDTH + CARD_SPACING)).floor() as usize).max(1);
    let rows = count.div_ceil(fits).max(1);
    count.div_ceil(rows).max(1)
}

/// One animal card, large enough for a small hand: the picture, "3. wolf", and ◀ ▶ to move it;
/// it can also be dragged onto another card. Returns a swap (from, to) when asked for one.
pub fn animal_card(
    ui: &mut egui::Ui,
    view: &View,
    animal: Animal,
    index: usize,
    count: usize,
) -> Option<(usize, usize)> {
    let mut swap = None;
    let name = view.tr.render(&animal_name(animal));
    let card_id = ui.scope_id().with(("card", index));
    let card = ui.dnd_drag_source(card_id, index, |ui| {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(CARD_WIDTH - 14.0);
            ui.vertical_centered(|ui| {
                // Not selectable: a press on the text must pick up the card, not start
                // selecting the text.
                ui.add(egui::Label::new(animal_picture(animal, 44.0)).selectable(false));
                let text = egui::RichText::new(format!("{}. {name}", index + 1)).size(22.0);
                ui.add(egui::Label::new(text).selectable(false));
            });
        });
    });
    if let Some(from) = card.response.dnd_release_payload::<usize>() {
        swap = Some((*from, index));
    }
    ui.horizontal(|ui| {
        let earlier = view.tr.render(
            &Message::new("app-lesson-move-earlier").message("animal", animal_name(animal)),
        );
        let later = view
            .tr
            .render(&Message::new("app-lesson-move-later").message("animal", animal_name(animal)));
        if index > 0 && labelled_button(ui, "◀", &earlier) {
            swap = Some((index, index - 1));
        }
        if index + 1 < count && labelled_button(ui, "▶", &later) {
            swap = Some((index, index + 1));
        }
    });
    swap
}

/// "Can this one eat that one?" without a board: the two animals' pictures, big, with an arrow
/// from the eater to the eaten (names the lesson does not know stay as words).
pub fn animals_asked(ui: &mut egui::Ui, attacker: &str, defender: &str) {
    let (Some(eater), Some(eaten)) = (Animal::from_name(attacker), Animal::from_name(defender))
    else {
        return;
    };
    // The pictures fill the space the player gave them (the board's place), never more.
    let size = (ui.available_height() * 0.7)
        .min(ui.available_width() / 3.3)
        .clamp(48.0, 260.0);
    ui.vertical_centered(|ui| {
        ui.add_space(((ui.available_height() - size * 1.3) / 2.0).max(0.0));
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - size * 3.2).max(0.0) / 2.0);
            ui.label(animal_picture(eater, size));
            ui.label(egui::RichText::new("➜").size(size * 0.6).strong());
            ui.label(animal_picture(eaten, size));
        });
    });
}

#[cfg(test)]
mod tests {
    use super::cards_per_row;

    #[test]
    fn cards_fill_one_row_when_they_fit_and_even_rows_when_not() {
        assert_eq!(cards_per_row(1000.0, 8), 8);
        assert_eq!(cards_per_row(700.0, 8), 4);
        assert_eq!(cards_per_row(400.0, 8), 3, "three rows: 3, 3 and 2");
        assert_eq!(cards_per_row(50.0, 8), 1);
        assert_eq!(cards_per_row(1000.0, 0), 1);
    }
}
