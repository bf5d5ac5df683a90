//! The Renju Play panel fits the window (issue #41): at 1024×768 its controls (new game, take
//! back, resign, pass, every computer level) are inside the window without scrolling, and at
//! 1280×1024 the whole panel is (down to the moves' heading), in all three languages at the
//! default text size; the question before a new game shows where it can be answered.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)]

use egui_kittest::kittest::Queryable;
use qi_classroom::app::Screen;
use qi_classroom::i18n::{Locale, Localizer, Message};

use crate::kit::{self, App, click};

const LEVELS: [&str; 8] = [
    "rat", "cat", "wolf", "dog", "leopard", "tiger", "lion", "elephant",
];

/// The Renju room of Play in a `width`×`height` window, in `locale`.
fn renju_play(dir: &std::path::Path, locale: Locale, width: f32, height: f32) -> App {
    let tr = Localizer::new(locale);
    let mut harness = kit::start(dir, locale, width, height);
    click(&mut harness, &tr.text("common-game-renju"));
    click(&mut harness, &tr.text("app-nav-play"));
    assert_eq!(harness.state().screen(), Screen::Play);
    harness
}

/// The widget labelled `label` lies wholly inside the window (it is neither cut off nor
/// scrolled away).
fn inside(harness: &App, label: &str, window: egui::Rect, what: &str) {
    let rect = harness.get_by_label(label).rect();
    assert!(
        window.contains_rect(rect),
        "{what}: {label:?} at {rect:?} is outside the window {window:?}"
    );
}

/// The panel's controls, by their labels in `tr`'s language.
fn controls(tr: &Localizer) -> Vec<String> {
    let mut labels: Vec<String> = [
        "app-play-new-game",
        "app-play-undo",
        "app-play-resign",
        "app-play-pass",
        "app-play-opponent-child",
    ]
    .iter()
    .map(|id| tr.text(id))
    .collect();
    labels.extend(
        LEVELS
            .iter()
            .map(|name| tr.text(&format!("app-play-level-{name}"))),
    );
    labels
}

#[test]
fn the_renju_panels_controls_are_in_the_window_at_1024x768() {
    for locale in Locale::ALL {
        let dir = tempfile::tempdir().unwrap();
        let tr = Localizer::new(locale);
        let mut harness = renju_play(dir.path(), locale, 1024.0, 768.0);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0, 768.0));
        let what = format!("{} 1024×768", locale.tag());
        for label in controls(&tr) {
            inside(&harness, &label, window, &what);
        }
        // A game under way, then "new game": the question's yes and no are in the window too.
        harness
            .get_by_label(&tr.text("app-play-opponent-child"))
            .click();
        harness.run();
        let h8 = tr.render(&Message::new("app-board-point-empty").text("point", "h8"));
        harness.get_by_label(&h8).click();
        harness.run();
        assert_eq!(
            harness.state().play().renju().game().board().stone_count(),
            1
        );
        harness.get_by_label(&tr.text("app-play-new-game")).click();
        harness.run();
        for id in ["app-play-ask-yes", "app-play-ask-no"] {
            inside(&harness, &tr.text(id), window, &what);
        }
        for label in controls(&tr) {
            inside(&harness, &label, window, &format!("{what}, asking"));
        }
    }
}

#[test]
fn the_whole_renju_panel_fits_1280x1024_without_scrolling() {
    for locale in Locale::ALL {
        let dir = tempfile::tempdir().unwrap();
        let tr = Localizer::new(locale);
        let harness = renju_play(dir.path(), locale, 1280.0, 1024.0);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 1024.0));
        let what = format!("{} 1280×1024", locale.tag());
        for label in controls(&tr) {
            inside(&harness, &label, window, &what);
        }
        // The last things in the panel: the move numbers' switch and the moves' heading.
        inside(&harness, &tr.text("app-play-move-numbers"), window, &what);
        inside(&harness, &tr.text("app-play-moves"), window, &what);
    }
}
