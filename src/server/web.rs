//! The pages the server itself writes: the note shown at `/` while the web bundle is missing,
//! and the projector page (URL, QR code and class code). Texts come from Fluent in the
//! teacher's language, rendered once at start.

use super::classes::class_of;
use super::error::ApiError;
use super::{App, qr};
use crate::i18n::{Localizer, Message};
use crate::store::Store;
use axum::extract::{Path, Query, State};
use axum::response::Html;
use std::sync::Arc;

/// The server pages' words in the teacher's language.
#[derive(Debug, Clone, Default)]
pub struct Words {
    /// The page at `/` while `web/dist` is missing.
    pub missing_web: String,
    projector_title: String,
    projector_open: String,
    projector_code: String,
    projector_scan: String,
    /// The teach board's words on the projector, as JSON for its script.
    projector_board: String,
    /// The placement race's words on the projector, as JSON for its script.
    projector_race: String,
    /// The class's games' and tournament's words on the projector, as JSON for their script.
    projector_games: String,
    lang: String,
}

impl Words {
    /// The language tag the words are in.
    pub fn lang(&self) -> &str {
        &self.lang
    }

    /// Renders the words once.
    pub fn new(localizer: &Localizer) -> Self {
        let title = localizer.text("server-web-missing-title");
        let body = localizer.text("server-web-missing-body");
        let lang = localizer.locale().tag().to_owned();
        Words {
            missing_web: format!(
                "<!doctype html><html lang=\"{lang}\"><meta charset=\"utf-8\"><title>{t}</title>\
                 <body style=\"font-family:sans-serif;max-width:40em;margin:3em auto\">\
                 <h1>{t}</h1><p>{b}</p><pre>scripts/build-web.sh</pre></body></html>",
                t = escape(&title),
                b = escape(&body)
            ),
            projector_title: localizer.render(&Message::new("server-projector-title")),
            projector_open: localizer.text("server-projector-open"),
            projector_code: localizer.text("server-projector-code"),
            projector_scan: localizer.text("server-projector-scan"),
            projector_board: serde_json::json!({
                "answered": localizer.render(
                    &Message::new("server-projector-answered")
                        .text("answered", "{a}")
                        .text("connected", "{c}"),
                ),
                "right": localizer.text("server-projector-right"),
                "legal": localizer.text("server-projector-legal"),
                "illegal": localizer.text("server-projector-illegal"),
                "lang": lang,
            })
            .to_string(),
            projector_race: serde_json::json!({
                "running": localizer.text("race-projector-running"),
                "ended": localizer.text("race-projector-ended"),
                // The plural's "one" form is its own words ("1 mistake"); `{n}` fills the rest.
                "mistake": localizer.render(&Message::new("race-mistakes").number("count", 1)),
                "mistakes": localizer.render(&Message::new("race-mistakes").text("count", "{n}")),
                "racing": localizer.render(&Message::new("race-projector-racing").text("count", "{n}")),
            })
            .to_string(),
            projector_games: games_words(localizer, &lang),
            lang,
        }
    }
}

/// The games' and tournament's words on the projector; `{name}`, `{round}`, `{tie_break}`
/// are filled in by the script.
fn games_words(localizer: &Localizer, lang: &str) -> String {
    let with =
        |id: &str, arg: &str| localizer.render(&Message::new(id).text(arg, format!("{{{arg}}}")));
    serde_json::json!({
        "title": localizer.text("server-projector-games-title"),
        "pick": localizer.text("server-projector-games-pick"),
        "all": localizer.text("server-projector-games-all"),
        "round": with("server-projector-game-round", "round"),
        "tournament": with("server-projector-tournament-title", "round"),
        "tie_break_says": with("server-projector-tie-break-says", "tie_break"),
        "pairings": localizer.text("server-projector-pairings"),
        "standings": localizer.text("server-projector-standings"),
        "bye": with("server-projector-bye", "name"),
        "playing": localizer.text("server-projector-playing"),
        "rank": localizer.text("server-projector-col-rank"),
        "player": localizer.text("server-projector-col-player"),
        "points": localizer.text("server-projector-col-points"),
        "played": localizer.text("server-projector-col-played"),
        "lang": lang,
    })
    .to_string()
}

/// Text made safe inside HTML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The QR matrix as an SVG picture (one unit per module, 4-module quiet zone).
pub fn qr_svg(matrix: &[Vec<bool>]) -> String {
    let size = matrix.len() + 8;
    let mut path = String::new();
    for (y, row) in matrix.iter().enumerate() {
        for (x, &dark) in row.iter().enumerate() {
            if dark {
                path.push_str(&format!("M{} {}h1v1h-1z", x + 4, y + 4));
            }
        }
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" width=\"320\" height=\"320\" shape-rendering=\"crispEdges\"><rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"
    )
}

/// The join address of a class on this server.
pub fn join_url(base: &str, class_code: &str) -> String {
    format!("{base}?join={class_code}")
}

/// The teach board script's settings: the page's words and the class code, as a JS object
/// (`</` cannot appear in it, so it cannot end the script element).
fn board_words(words: &str, class_code: &str) -> String {
    let mut value: serde_json::Value = serde_json::from_str(words).unwrap_or_default();
    value["code"] = class_code.into();
    value.to_string().replace("</", "<\\/")
}

/// `GET /projector/{class_code}[?lang=…]`: the projector page, in the server's language or
/// the one asked for.
pub async fn projector<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(code): Path<String>,
    Query(query): Query<super::teach_projector::LangQuery>,
) -> Result<Html<String>, ApiError> {
    let class = class_of(&app, &code).await?;
    let base = app.urls.first().cloned().unwrap_or_default();
    let url = join_url(&base, &class.code);
    let picture = qr::matrix(&url).map(|m| qr_svg(&m)).unwrap_or_default();
    let asked;
    let w = match query.lang.as_deref().filter(|lang| !lang.trim().is_empty()) {
        Some(_) => {
            let locale = super::teach_projector::locale_of(&query, &app.words.lang);
            asked = super::teach_projector::with_localizer(locale, Words::new);
            &asked
        }
        None => &app.words,
    };
    Ok(Html(format!(
        "<!doctype html><html lang=\"{lang}\"><meta charset=\"utf-8\"><title>{title}</title>\
         <style>@font-face{{font-family:qi-cjk;src:url(/fonts/NotoSansCJKsc-subset.otf)}}{style}</style>\
         <body style=\"font-family:sans-serif,qi-cjk;text-align:center\"><div id=\"join-block\">\
         <h1>{title} — {name}</h1>\
         <p style=\"font-size:2em\">{open}<br><b>{base}</b></p>\
         <p style=\"font-size:3em\">{code_label}: <b>{code}</b></p><p>{scan}</p>{picture}</div>\
         <section id=\"class-games\"></section><section id=\"class-tournament\"></section>\
         <script>window.QI_GAMES = {games};</script><script>{games_script}</script>\
         <div id=\"teach-board\"></div><script>window.QI_BOARD = {board};</script>\
         <script>{script}</script>\
         <div id=\"race-board\"></div><script>window.QI_RACE = {race};</script>\
         <script>{race_script}</script></body></html>",
        lang = w.lang,
        title = escape(&w.projector_title),
        name = escape(&class.name),
        open = escape(&w.projector_open),
        base = escape(&base),
        code_label = escape(&w.projector_code),
        code = class.code,
        scan = escape(&w.projector_scan),
        board = board_words(&w.projector_board, &class.code),
        script = super::teach_projector::SCRIPT,
        race = board_words(&w.projector_race, &class.code),
        race_script = super::race::SCRIPT,
        style = PAGE_STYLE,
        games = board_words(&w.projector_games, &class.code),
        games_script = GAMES_SCRIPT,
    )))
}

/// The projector page's script for the class's games and tournament.
const GAMES_SCRIPT: &str = include_str!("projector_games.js");

/// The projector page's own rules: the animal pictures' font, and the join block shrunk to one
/// line while games or a tournament show.
const PAGE_STYLE: &str = "@font-face{font-family:qi-animals;src:url(/projector-fonts/animals.ttf)}\
    #join-block.compact{display:flex;align-items:center;justify-content:center;gap:1.2em;\
    flex-wrap:wrap;border-bottom:1px solid #ccc}\
    #join-block.compact h1{font-size:1.3em;margin:0.2em}\
    #join-block.compact p{font-size:1.2em!important;margin:0.2em}\
    #join-block.compact p:nth-of-type(3){display:none}\
    #join-block.compact svg{width:90px;height:90px}";

/// `GET /projector-fonts/animals.ttf`: the animal pictures the app's tokens and avatars use
/// (Symbola, cut down: `assets/fonts/README.md`), for the projector page's boards and names.
pub async fn animal_font() -> impl axum::response::IntoResponse {
    (
        [
            (axum::http::header::CONTENT_TYPE, "font/ttf"),
            (axum::http::header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        crate::print::fonts::ANIMAL_FONT,
    )
}
