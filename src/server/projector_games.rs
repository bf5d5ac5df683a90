//! The class's games and tournament on the projector (`/projector/{class_code}`, issue #40),
//! token-free like the page itself: `GET /api/classes/{code}/rooms` (the games of the last 12
//! hours, running first, with boards, whose turn and how each ended, in words) and
//! `GET /api/classes/{code}/tournament` (the latest tournament's pairings and standings). The
//! children are shown as the join screen's name grid shows them — first name and animal
//! picture — never by student id or token.

use super::classes::class_of;
use super::error::ApiError;
use super::race::PROJECTOR_MEMORY_MS;
use super::teach_projector::{LangQuery, locale_of, with_localizer};
use super::{App, now_ms, rooms, tournaments};
use crate::classroom::room::{Room, TEACHER_SEAT, jungle_rules, renju_rules};
use crate::classroom::room_wire::Colour;
use crate::classroom::teach::TeachGame;
use crate::classroom::tournament::{Score, System};
use crate::i18n::{Localizer, Message, jungle as jungle_text, renju as renju_text};
use crate::rules::jungle::{self, Move, Side};
use crate::rules::renju::{self, Stone};
use crate::store::Store;
use axum::Json;
use axum::extract::{Path, Query, State};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Arc;

/// The most games the projector is sent at once (a class of 60 plays 30 at a time).
pub const MAX_PROJECTOR_ROOMS: usize = 36;

/// A child as the projector shows them: `{"name","animal"}`.
fn child(names: &HashMap<String, (String, String)>, id: &str) -> Value {
    match names.get(id) {
        Some((name, animal)) => json!({"name": name, "animal": animal}),
        None => json!({"name": null, "animal": null}),
    }
}

/// The class's children: id → (name, animal picture).
async fn children<S: Store>(
    app: &App<S>,
    code: &str,
) -> Result<HashMap<String, (String, String)>, ApiError> {
    Ok(app
        .store
        .students(code)
        .await?
        .into_iter()
        .map(|s| (s.student_id, (s.name, s.avatar)))
        .collect())
}

/// A colour's name ("Red", "Black").
fn colour_name(colour: Colour) -> Message {
    match colour {
        Colour::Red => jungle_text::side(Side::Red),
        Colour::Blue => jungle_text::side(Side::Blue),
        Colour::Black => renju_text::stone_name(Stone::Black),
        Colour::White => renju_text::stone_name(Stone::White),
    }
}

/// Why the game ended, as the rules engine says it ("Red wins: an animal walked into the den
/// at d9!"): the room's moves replayed in the engine; `None` when they do not replay.
fn why(room: &Room) -> Option<Message> {
    let result = room.result()?;
    let first_won = result
        .winner
        .map(|w| w == Colour::Red || w == Colour::Black);
    match room.spec().game {
        TeachGame::Jungle => {
            let mut game = jungle::Game::new(jungle_rules(&room.spec().rules).ok()?);
            for text in room.moves() {
                game.play(Move::parse(text).ok()?).ok()?;
            }
            match (result.reason.as_str(), first_won) {
                // The winner is red: blue gave up.
                ("resigned", Some(red_won)) => {
                    game.resign(if red_won { Side::Blue } else { Side::Red });
                }
                ("draw-agreed", _) => game.agree_draw(),
                _ => {}
            }
            game.outcome().map(|o| jungle_text::outcome(&o))
        }
        TeachGame::Renju => {
            let mut game = renju::Game::new(renju_rules(&room.spec().rules).ok()?);
            for text in room.moves() {
                game.play(text.parse().ok()?).ok()?;
            }
            let _ = match (result.reason.as_str(), first_won) {
                ("resigned", Some(black_won)) => game.resign(if black_won {
                    Stone::White
                } else {
                    Stone::Black
                }),
                ("draw-agreed", _) => game.agree_draw(),
                ("claimed-forbidden", _) => game.claim_forbidden(),
                _ => Ok(()),
            };
            game.outcome().map(|o| renju_text::outcome(&o))
        }
    }
}

/// One room as the projector shows it, its words in `tr`'s language.
fn shown_room(
    room: &Room,
    round: Option<i64>,
    names: &HashMap<String, (String, String)>,
    tr: &Localizer,
) -> Value {
    let mut players = serde_json::Map::new();
    let mut name_of = HashMap::new();
    for (seat, id) in room.spec().players.iter().enumerate() {
        let colour = room.colour(seat);
        let key = serde_json::to_value(colour).unwrap_or_default();
        // The teacher's seat of a simul game is named so, with no picture.
        let teacher = (id == TEACHER_SEAT).then(|| tr.text("server-projector-teacher"));
        let shown = match &teacher {
            Some(name) => json!({"name": name, "animal": null}),
            None => child(names, id),
        };
        players.insert(key.as_str().unwrap_or_default().to_owned(), shown);
        let name = teacher.unwrap_or_else(|| {
            names
                .get(id)
                .map_or_else(|| "?".to_owned(), |n| n.0.clone())
        });
        name_of.insert(colour, name);
    }
    let named = |id: &str, colour: Colour| {
        Message::new(id)
            .text("name", name_of.get(&colour).cloned().unwrap_or_default())
            .message("colour", colour_name(colour))
    };
    let to_move = room.to_move().map(|seat| room.colour(seat));
    let (status, because) = match (room.result(), to_move) {
        (Some(result), _) => (
            match result.winner {
                Some(winner) => tr.render(&named("server-projector-game-won", winner)),
                None => tr.text("server-projector-game-drawn"),
            },
            Some(why(room).map_or_else(
                || {
                    tr.render(
                        &Message::new("server-projector-game-reason")
                            .text("reason", result.reason.replace('-', " ")),
                    )
                },
                |m| tr.render(&m),
            )),
        ),
        (None, Some(turn)) => (tr.render(&named("server-projector-game-turn", turn)), None),
        (None, None) => (String::new(), None),
    };
    json!({
        "room": room.spec().id,
        "game": room.spec().game,
        "v": room.version(),
        "position": room.position(),
        "to_move": to_move,
        "last_move": room.moves().last(),
        "moves": room.moves().len(),
        "players": players,
        "result": room.result(),
        "round": round,
        "status": status,
        "why": because,
    })
}

/// `GET /api/classes/{class_code}/rooms[?lang=…]` (no token): `{"rooms":[{"room","game","v",
/// "position","to_move","last_move","moves","players":{"red":{"name","animal"},…},"result",
/// "round","status","why"}],"running":N}` — the class's games made in the last 12 hours, the
/// running ones first, newest first, at most [`MAX_PROJECTOR_ROOMS`]; `status` says whose turn
/// it is or who won, `why` how the game ended, in the asked language.
pub async fn class_rooms<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(code): Path<String>,
    Query(query): Query<LangQuery>,
) -> Result<Json<Value>, ApiError> {
    let class = class_of(&app, &code).await?;
    let since = now_ms() - PROJECTOR_MEMORY_MS;
    let mut rows: Vec<_> = app
        .store
        .class_rooms(&class.code)
        .await?
        .into_iter()
        .filter(|row| row.created_ms >= since)
        .collect();
    // Running first, then the newest.
    rows.sort_by_key(|row| (row.result.is_some(), std::cmp::Reverse(row.created_ms)));
    rows.truncate(MAX_PROJECTOR_ROOMS);
    let names = children(&app, &class.code).await?;
    let locale = locale_of(&query, app.words.lang());
    let mut shown = Vec::new();
    let mut running = 0;
    for row in rows {
        let version = u64::try_from(row.version).unwrap_or(0);
        let drawn = rooms::with_room(&app, &class.code, &row.room_id, version, |room| {
            let over = room.result().is_some();
            (
                over,
                with_localizer(locale, |tr| shown_room(room, row.round, &names, tr)),
            )
        })
        .await;
        let Ok((over, room)) = drawn else {
            continue;
        };
        running += usize::from(!over);
        shown.push(room);
    }
    Ok(Json(json!({"rooms": shown, "running": running})))
}

/// A game's score as the projector writes it: `first-wins`, `second-wins`, `draw`.
fn score_name(score: Score) -> &'static str {
    match score {
        Score::FirstWins => "first-wins",
        Score::SecondWins => "second-wins",
        Score::Draw => "draw",
    }
}

/// `GET /api/classes/{class_code}/tournament[?lang=…]` (no token): `{"tournament":null}` or
/// `{"tournament":{"system","system_name","tie_break","tie_break_name","tie_break_short","round","players",
/// "pairs":[{"room","first","second","result"}],"bye","standings":[{"rank","name","animal",
/// "points","tie_break","played"}]}}` — the class's latest tournament while it started or
/// paired a round in the last 12 hours; the pairs and bye are the last round's, each child
/// `{"name","animal"}`; the standings are the teacher's `tournament-standings` rows.
pub async fn class_tournament<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(code): Path<String>,
    Query(query): Query<LangQuery>,
) -> Result<Json<Value>, ApiError> {
    let class = class_of(&app, &code).await?;
    let latest = match tournaments::latest(&app, &class.code).await {
        Ok(Some(latest)) => latest,
        Err("storage-unavailable") => {
            return Err(ApiError::busy("the database did not answer", 2));
        }
        // None yet, or one that cannot be read: nothing to show.
        Ok(None) | Err(_) => return Ok(Json(json!({"tournament": null}))),
    };
    let last_rooms = latest.rooms.last().cloned().unwrap_or_default();
    let mut lately = latest.created_ms;
    if let Some(first) = last_rooms.first()
        && let Some(row) = app.store.room(first).await?
    {
        lately = lately.max(row.created_ms);
    }
    if now_ms() - lately > PROJECTOR_MEMORY_MS {
        return Ok(Json(json!({"tournament": null})));
    }
    let names = children(&app, &class.code).await?;
    let t = &latest.tournament;
    let round = t.rounds.last();
    let pairs: Vec<Value> = round
        .map(|round| {
            round
                .pairings
                .iter()
                .zip(&last_rooms)
                .map(|(pairing, room)| {
                    json!({
                        "room": room,
                        "first": child(&names, &pairing.first),
                        "second": child(&names, &pairing.second),
                        "result": pairing.score.map(score_name),
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    let bye = round
        .and_then(|round| round.bye.as_deref())
        .map(|id| child(&names, id));
    let standings: Vec<Value> = t
        .standings()
        .into_iter()
        .map(|row| {
            let who = child(&names, &row.student);
            json!({
                "rank": row.rank,
                "name": who["name"],
                "animal": who["animal"],
                "points": row.points,
                "tie_break": row.tie_break,
                "played": row.played,
            })
        })
        .collect();
    let locale = locale_of(&query, app.words.lang());
    let (system_name, tie_break_name, tie_break_short) = with_localizer(locale, |tr| {
        let system = match t.system {
            System::RoundRobin => "server-projector-system-round-robin",
            System::Swiss => "server-projector-system-swiss",
        };
        let tie_break = t.system.tie_break();
        (
            tr.text(system),
            tr.text(&format!("server-projector-tie-break-{tie_break}")),
            tr.text(&format!("server-projector-tie-break-short-{tie_break}")),
        )
    });
    Ok(Json(json!({"tournament": {
        "system": t.system,
        "system_name": system_name,
        "tie_break": t.system.tie_break(),
        "tie_break_name": tie_break_name,
        "tie_break_short": tie_break_short,
        "round": t.rounds.len(),
        "players": t.players.len(),
        "pairs": pairs,
        "bye": bye,
        "standings": standings,
    }})))
}
