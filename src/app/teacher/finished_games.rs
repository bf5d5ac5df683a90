//! The class's finished games between devices (issue #40): the list the server keeps
//! (`GET /api/classes/{code}/games`), each with its players and result, and any of them opened
//! in the app's own "Look back at the game" (both children's moves reviewed).

use super::super::View;
use crate::app::join::room::colour_name;
use crate::app::play::{JungleReview, RenjuReview};
use crate::classroom::room::{jungle_rules, renju_rules};
use crate::classroom::room_wire::Colour;
use crate::i18n::Message;
use crate::rules::jungle::{Move, Position};
use crate::rules::renju::Point;
use serde_json::Value;
use std::sync::{Arc, Mutex};

/// A game opened for review.
enum Review {
    Jungle(JungleReview),
    Renju(RenjuReview),
}

/// The finished games' state.
#[derive(Default)]
pub struct FinishedGames {
    inbox: Arc<Mutex<Option<Result<Value, String>>>>,
    loading: bool,
    /// The games as the server sent them.
    pub games: Vec<Value>,
    failed: bool,
    review: Option<Review>,
}

impl std::fmt::Debug for FinishedGames {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FinishedGames")
            .field("games", &self.games.len())
            .finish()
    }
}

/// The review of a stored game (`None`: its moves or rules do not read).
fn review_of(ctx: &egui::Context, game: &Value) -> Option<Review> {
    let moves: Vec<&str> = game["moves"]
        .as_array()?
        .iter()
        .filter_map(Value::as_str)
        .collect();
    match game["game"].as_str()? {
        "jungle" => {
            let options = jungle_rules(&game["rules"]).ok()?;
            let moves: Vec<Move> = moves
                .iter()
                .map(|m| Move::parse(m).ok())
                .collect::<Option<_>>()?;
            Some(Review::Jungle(JungleReview::start(
                ctx,
                Position::start(),
                options,
                moves,
                None,
            )))
        }
        "renju" => {
            let options = renju_rules(&game["rules"]).ok()?;
            let stones: Vec<Point> = moves
                .iter()
                .map(|m| m.parse().ok())
                .collect::<Option<_>>()?;
            Some(Review::Renju(RenjuReview::start(
                ctx, options, stones, None,
            )))
        }
        _ => None,
    }
}

/// One line for a game: the players by colour and the result.
fn game_line(view: &View, game: &Value) -> String {
    let mut seats = Vec::new();
    if let Some(players) = game["players"].as_object() {
        for (key, player) in players {
            let Ok(colour) = serde_json::from_value::<Colour>(Value::String(key.clone())) else {
                continue;
            };
            let name = match player["name"].as_str() {
                Some(name) => name.to_owned(),
                // The teacher's seat in a simul game.
                None if player["id"] == crate::classroom::room::TEACHER_SEAT => {
                    view.text("app-simul-teacher")
                }
                None => String::new(),
            };
            seats.push(
                view.tr.render(
                    &Message::new("app-rooms-player")
                        .text("name", name)
                        .message("colour", colour_name(colour)),
                ),
            );
        }
    }
    let result = &game["result"];
    let outcome = if result.is_null() {
        view.text("app-rooms-game-playing")
    } else {
        match result["winner"]
            .as_str()
            .and_then(|w| serde_json::from_value::<Colour>(Value::String(w.to_owned())).ok())
        {
            Some(winner) => view.tr.render(
                &Message::new("app-room-over-won")
                    .message("winner", colour_name(winner))
                    .text(
                        "reason",
                        result["reason"]
                            .as_str()
                            .unwrap_or_default()
                            .replace('-', " "),
                    ),
            ),
            None => view.text("app-room-over-draw"),
        }
    };
    format!("{} — {outcome}", seats.join(" — "))
}

impl FinishedGames {
    fn fetch(&mut self, ctx: &egui::Context, base: &str, code: &str, token: &str) {
        let mut request = ehttp::Request::get(format!("{base}/api/classes/{code}/games"));
        request
            .headers
            .insert("Authorization", format!("Bearer {token}"));
        let inbox = Arc::clone(&self.inbox);
        let wake = ctx.clone();
        self.loading = true;
        ehttp::fetch(request, move |result| {
            let answer = result.and_then(|response| {
                if response.ok {
                    serde_json::from_slice::<Value>(&response.bytes).map_err(|e| e.to_string())
                } else {
                    Err(response.status.to_string())
                }
            });
            if let Ok(mut slot) = inbox.lock() {
                *slot = Some(answer);
            }
            wake.request_repaint();
        });
    }

    fn take(&mut self) {
        let answer = self.inbox.lock().ok().and_then(|mut slot| slot.take());
        if let Some(answer) = answer {
            self.loading = false;
            match answer {
                Ok(value) => {
                    self.failed = false;
                    self.games = value["games"].as_array().cloned().unwrap_or_default();
                }
                Err(_) => self.failed = true,
            }
        }
    }

    /// Draws the list (or the game opened) for the class `code` on the server at `base`.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, session: (&str, &str, &str)) {
        self.take();
        if let Some(review) = &mut self.review {
            let size = egui::vec2(ui.available_width().min(1100.0), 640.0);
            let back = ui
                .allocate_ui(size, |ui| {
                    ui.set_min_size(size);
                    match review {
                        Review::Jungle(r) => r.ui(ui, view),
                        Review::Renju(r) => r.ui(ui, view),
                    }
                })
                .inner;
            if back {
                self.review = None;
            }
            return;
        }
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(view.text("app-rooms-finished")).size(18.0));
            let (base, code, token) = session;
            if ui
                .add_enabled(
                    !self.loading,
                    egui::Button::new(view.text("app-rooms-refresh")),
                )
                .clicked()
            {
                self.fetch(ui.ctx(), base, code, token);
            }
            if self.loading {
                ui.spinner();
            }
        });
        if self.failed {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                view.text("app-rooms-games-failed"),
            );
        }
        let mut opened = None;
        for (index, game) in self.games.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                ui.label(game_line(view, game));
                if !game["result"].is_null() && ui.button(view.text("review-start")).clicked() {
                    opened = Some(index);
                }
            });
        }
        if let Some(index) = opened {
            self.review = review_of(ui.ctx(), &self.games[index]);
        }
    }
}
