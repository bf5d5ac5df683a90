//! `GET /api/classes/{class_code}/games` (teacher): every game of the class, oldest first, with
//! its players, result and moves, as the referee's log has them.

use super::App;
use super::auth::Auth;
use super::classes::teachers_class;
use super::error::ApiError;
use super::rooms;
use crate::store::Store;
use axum::Json;
use axum::extract::{Path, State};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Arc;

/// `{"games":[{"room","game","rules","players":{"red":{"id","name"},…},"result","moves","v",
/// "tournament","round","created_ms"}]}`.
pub async fn list<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    let names: HashMap<String, String> = app
        .store
        .students(&class.code)
        .await?
        .into_iter()
        .map(|s| (s.student_id, s.name))
        .collect();
    let mut games = Vec::new();
    for row in app.store.class_rooms(&class.code).await? {
        let version = u64::try_from(row.version).unwrap_or(0);
        let shown = rooms::with_room(&app, &class.code, &row.room_id, version, |room| {
            let mut players = serde_json::Map::new();
            for (seat, id) in room.spec().players.iter().enumerate() {
                let colour = serde_json::to_value(room.colour(seat)).unwrap_or_default();
                let name = names.get(id).cloned();
                players.insert(
                    colour.as_str().unwrap_or_default().to_owned(),
                    json!({"id": id, "name": name}),
                );
            }
            json!({
                "room": row.room_id,
                "game": room.spec().game,
                "rules": room.spec().rules,
                "players": players,
                "result": room.result(),
                "moves": room.moves(),
                "v": room.version(),
                "tournament": row.tournament_id,
                "round": row.round,
                "created_ms": row.created_ms,
            })
        })
        .await;
        if let Ok(game) = shown {
            games.push(game);
        }
    }
    Ok(Json(json!({ "games": games })))
}
