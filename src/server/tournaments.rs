//! A class tournament on the server (issue #40): the teacher's `tournament-start`,
//! `tournament-round` and `tournament-standings`. Pairings and standings are
//! `classroom::tournament`'s; each pairing is a room (`rooms::create`), and a round's results
//! are read from its rooms' results when the next round is paired or the standings are asked.

use super::App;
use super::rooms_live::{all_in_class, teacher_refusal};
use super::{now_ms, rooms};
use crate::classroom::room::{RoomSpec, is_good_id};
use crate::classroom::room_wire::{Colour, RoomResult};
use crate::classroom::teach::TeachGame;
use crate::classroom::tournament::{Score, Tournament};
use crate::store::{Store, TournamentRow};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// A tournament as stored: its games' rules, the pairing state and each round's rooms.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Stored {
    game: TeachGame,
    rules: Value,
    tournament: Tournament,
    /// Per round, the room of each pairing (same order).
    rooms: Vec<Vec<String>>,
}

#[derive(Debug, Deserialize)]
struct Start {
    game: TeachGame,
    #[serde(default)]
    rules: Value,
    #[serde(default)]
    players: Option<Vec<String>>,
}

#[derive(Debug, Deserialize)]
struct Named {
    tournament: String,
}

/// Handles one tournament message of the teacher; the replies.
pub async fn on_teacher<S: Store>(
    app: &App<S>,
    class_code: &str,
    kind: &str,
    value: Value,
) -> Vec<Value> {
    if kind == "tournament-latest" {
        return latest_messages(app, class_code)
            .await
            .unwrap_or_else(|reason| vec![teacher_refusal(reason)]);
    }
    let outcome = match kind {
        "tournament-start" => start(app, class_code, value).await,
        "tournament-round" => round(app, class_code, value).await,
        "tournament-standings" => standings(app, class_code, value).await,
        _ => Err("not-a-command"),
    };
    vec![outcome.unwrap_or_else(teacher_refusal)]
}

async fn start<S: Store>(app: &App<S>, code: &str, value: Value) -> Result<Value, &'static str> {
    let start: Start = serde_json::from_value(value).map_err(|_| "not-a-command")?;
    let students = app
        .store
        .students(code)
        .await
        .map_err(|_| "storage-unavailable")?;
    let players = match start.players {
        Some(players) => {
            if !all_in_class(app, code, &players).await? {
                return Err("not-in-class");
            }
            players
        }
        None => students.into_iter().map(|s| s.student_id).collect(),
    };
    let mut unique = players.clone();
    unique.sort();
    unique.dedup();
    if unique.len() != players.len() || players.len() < 2 {
        return Err("bad-players");
    }
    // The rules are checked once here, not at the first round.
    crate::classroom::room::Room::new(RoomSpec {
        id: "check".into(),
        game: start.game,
        rules: start.rules.clone(),
        players: [players[0].clone(), players[1].clone()],
    })?;
    let stored = Stored {
        game: start.game,
        rules: start.rules,
        tournament: Tournament::new(players),
        rooms: Vec::new(),
    };
    let id = format!("t-{}", &super::auth::new_token()[..12]);
    let row = TournamentRow {
        tournament_id: id.clone(),
        class_code: code.to_owned(),
        body: serde_json::to_string(&stored).map_err(|_| "server-busy")?,
        created_ms: now_ms(),
    };
    match app.store.create_tournament(&row).await {
        Ok(true) => {}
        Ok(false) => return Err("server-busy"),
        Err(_) => return Err("storage-unavailable"),
    }
    Ok(json!({
        "type": "tournament",
        "tournament": id,
        "system": stored.tournament.system,
        "tie_break": stored.tournament.system.tie_break(),
        "players": stored.tournament.players,
    }))
}

/// The stored tournament with its last round's results read from its rooms.
async fn load<S: Store>(
    app: &App<S>,
    code: &str,
    value: Value,
) -> Result<(String, Stored), &'static str> {
    let named: Named = serde_json::from_value(value).map_err(|_| "not-a-command")?;
    if !is_good_id(&named.tournament) {
        return Err("unknown-tournament");
    }
    let row = app
        .store
        .tournament(code, &named.tournament)
        .await
        .map_err(|_| "storage-unavailable")?
        .ok_or("unknown-tournament")?;
    Ok((named.tournament, with_results(app, &row.body).await?))
}

/// The stored tournament `body` with its rounds' results read from their rooms.
async fn with_results<S: Store>(app: &App<S>, body: &str) -> Result<Stored, &'static str> {
    let mut stored: Stored = serde_json::from_str(body).map_err(|_| "unknown-tournament")?;
    for (round, rooms) in stored.tournament.rounds.iter_mut().zip(&stored.rooms) {
        for (pairing, room_id) in round.pairings.iter_mut().zip(rooms) {
            if pairing.score.is_some() {
                continue;
            }
            let Ok(Some(room)) = app.store.room(room_id).await else {
                continue;
            };
            let result = room
                .result
                .and_then(|r| serde_json::from_str::<RoomResult>(&r).ok());
            pairing.score = result.map(|r| match r.winner {
                Some(Colour::Red | Colour::Black) => Score::FirstWins,
                Some(Colour::Blue | Colour::White) => Score::SecondWins,
                None => Score::Draw,
            });
        }
    }
    Ok(stored)
}

/// The class's latest tournament as the projector shows it (`GET …/tournament`).
#[derive(Debug, Clone)]
pub struct Latest {
    /// The pairings so far, with the results of the games over.
    pub tournament: Tournament,
    /// Per round, the room of each pairing (same order).
    pub rooms: Vec<Vec<String>>,
    /// When it started (Unix ms).
    pub created_ms: i64,
}

/// The class's tournament started last, its results read from its rooms (`None`: none yet).
pub async fn latest<S: Store>(app: &App<S>, code: &str) -> Result<Option<Latest>, &'static str> {
    let Some(row) = app
        .store
        .latest_tournament(code)
        .await
        .map_err(|_| "storage-unavailable")?
    else {
        return Ok(None);
    };
    let stored = with_results(app, &row.body).await?;
    Ok(Some(Latest {
        tournament: stored.tournament,
        rooms: stored.rooms,
        created_ms: row.created_ms,
    }))
}

/// `tournament-latest`: the class's latest tournament as `tournament-start` answered it, then
/// its last round as `tournament-round` did (none yet: `{"type":"tournament","tournament":null}`),
/// so the teacher's app finds the tournament again after a restart.
async fn latest_messages<S: Store>(app: &App<S>, code: &str) -> Result<Vec<Value>, &'static str> {
    let Some(row) = app
        .store
        .latest_tournament(code)
        .await
        .map_err(|_| "storage-unavailable")?
    else {
        return Ok(vec![json!({"type": "tournament", "tournament": null})]);
    };
    let stored: Stored = serde_json::from_str(&row.body).map_err(|_| "unknown-tournament")?;
    let id = row.tournament_id;
    let t = &stored.tournament;
    let mut messages = vec![json!({
        "type": "tournament",
        "tournament": id,
        "system": t.system,
        "tie_break": t.system.tie_break(),
        "players": t.players,
    })];
    if let (Some(round), Some(rooms)) = (t.rounds.last(), stored.rooms.last()) {
        let pairs: Vec<Value> = round
            .pairings
            .iter()
            .zip(rooms)
            .map(|(p, room)| json!({"room": room, "first": p.first, "second": p.second}))
            .collect();
        messages.push(json!({
            "type": "pairings",
            "tournament": id,
            "round": t.rounds.len(),
            "pairs": pairs,
            "bye": round.bye,
        }));
    }
    Ok(messages)
}

async fn round<S: Store>(app: &App<S>, code: &str, value: Value) -> Result<Value, &'static str> {
    let (id, mut stored) = load(app, code, value).await?;
    let round = stored.tournament.pair_next().map_err(|e| e.name())?.clone();
    let number = stored.tournament.rounds.len();
    let mut room_ids = Vec::new();
    let mut pairs = Vec::new();
    for pairing in &round.pairings {
        let spec = RoomSpec {
            id: rooms::new_room_id(),
            game: stored.game,
            rules: stored.rules.clone(),
            players: [pairing.first.clone(), pairing.second.clone()],
        };
        let room = rooms::create(app, code, spec, Some((&id, number as i64))).await?;
        pairs.push(json!({"room": room, "first": pairing.first, "second": pairing.second}));
        room_ids.push(room);
    }
    stored.rooms.push(room_ids);
    let body = serde_json::to_string(&stored).map_err(|_| "server-busy")?;
    app.store
        .set_tournament(code, &id, &body)
        .await
        .map_err(|_| "storage-unavailable")?;
    Ok(json!({
        "type": "pairings",
        "tournament": id,
        "round": number,
        "pairs": pairs,
        "bye": round.bye,
    }))
}

async fn standings<S: Store>(
    app: &App<S>,
    code: &str,
    value: Value,
) -> Result<Value, &'static str> {
    let (id, stored) = load(app, code, value).await?;
    Ok(json!({
        "type": "standings",
        "tournament": id,
        "round": stored.tournament.rounds.len(),
        "tie_break": stored.tournament.system.tie_break(),
        "rows": stored.tournament.standings(),
    }))
}
