//! The teacher's view of puzzle practice in the chosen game: each child's rating and its trend,
//! puzzles solved, and the themes they are strong and weak at.

use crate::app::View;
use crate::content::Library;
use crate::content::words::Game as ContentGame;
use crate::i18n::Message;
use crate::i18n::solve::theme as theme_message;
use crate::practice::ThemeTable;
use crate::solve::feedback::Theme;

/// Rated puzzles the trend looks back over.
const TREND_OVER: usize = 10;
/// Themes named per child as strong or weak.
const THEMES_NAMED: usize = 2;

/// One child's line.
struct Line {
    name: String,
    rating: i64,
    trend: i32,
    solved: usize,
    strong: Vec<String>,
    weak: Vec<String>,
}

fn lines(view: &View, library: &Library) -> Vec<Line> {
    let game = view.game;
    let of_game = |g: &ContentGame| {
        matches!(
            (g, game),
            (ContentGame::Jungle, crate::app::Game::Jungle)
                | (ContentGame::Renju, crate::app::Game::Renju)
        )
    };
    let puzzles: Vec<(&str, Vec<String>)> = library
        .puzzles
        .iter()
        .filter(|p| of_game(p.game.get_ref()))
        .map(|p| {
            let themes = p.themes.iter().map(|t| t.get_ref().clone()).collect();
            (p.id.get_ref().as_str(), themes)
        })
        .collect();
    view.classroom
        .profiles
        .iter()
        .map(|profile| {
            let records = view.classroom.progress(profile.id).map(|p| &p.puzzles);
            let tried: Vec<(&[String], bool)> = puzzles
                .iter()
                .filter_map(|(id, themes)| {
                    let record = records?.get(*id)?;
                    (record.attempts > 0).then_some((themes.as_slice(), record.solved))
                })
                .collect();
            let table = ThemeTable::from_tries(tried.iter().copied());
            let practice = view.classroom.practice(profile.id, game.key());
            let name_of = |tag: &&str| view.tr.render(&theme_message(&Theme::from_tag(tag)));
            Line {
                name: profile.name.clone(),
                rating: practice.rating.rating.round() as i64,
                trend: practice.trend(TREND_OVER),
                solved: tried.iter().filter(|(_, solved)| *solved).count(),
                strong: table.strong(THEMES_NAMED).iter().map(name_of).collect(),
                weak: table.weak(THEMES_NAMED).iter().map(name_of).collect(),
            }
        })
        .collect()
}

/// Draws the table for the game chosen on Home.
pub fn practice_ui(ui: &mut egui::Ui, view: &View, library: &Library) {
    let game = view.tr.render(&Message::new(view.game.name_id()));
    let heading = Message::new("app-teacher-practice-heading").text("game", game);
    ui.strong(view.tr.render(&heading));
    let rows = lines(view, library);
    egui::Grid::new("practice-overview")
        .striped(true)
        .show(ui, |ui| {
            for id in [
                "app-teacher-practice-child",
                "app-teacher-practice-rating",
                "app-teacher-practice-trend",
                "app-teacher-practice-solved",
                "app-teacher-practice-strong",
                "app-teacher-practice-weak",
            ] {
                ui.strong(view.text(id));
            }
            ui.end_row();
            for row in &rows {
                ui.label(&row.name);
                ui.label(row.rating.to_string());
                let trend = match row.trend {
                    0 => Message::new("app-teacher-practice-flat"),
                    up if up > 0 => {
                        Message::new("app-teacher-practice-up").number("points", i64::from(up))
                    }
                    down => Message::new("app-teacher-practice-down")
                        .number("points", i64::from(down.unsigned_abs())),
                };
                ui.label(view.tr.render(&trend));
                ui.label(row.solved.to_string());
                ui.label(row.strong.join(", "));
                ui.label(row.weak.join(", "));
                ui.end_row();
            }
        });
}
