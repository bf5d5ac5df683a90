//! The placement race on the server (issue #43): the teacher's `race-start` / `race-show` /
//! `race-end`, the devices' `race-answer`, the standings, and the signals that tell this
//! process's sockets — and, over PostgreSQL `LISTEN`/`NOTIFY` (the teach board's channel),
//! every other process's — that a race changed.
//!
//! The store is the truth, as for the teach board: a signal only says "look again"; every try is
//! an event with the device's id, so a resend is taken once and a restarted process finds the
//! finishing order as it was. The server times each child from the start (its own clock) and
//! judges the final answer itself (`classroom::race::judge_race`).

use super::classes::class_of;
use super::error::ApiError;
use super::teach::SEEN_RECENTLY_MS;
use super::{App, now_ms};
use crate::classroom::race::{
    self, Entrant, RaceAnswer, RaceCommand, RaceShow, RaceSpec, RaceToDevice, RaceTry, Standings,
};
use crate::classroom::teach::{MAX_MESSAGE_BYTES, is_good_id};
use crate::store::{NewRaceTry, RaceRow, RaceTryOutcome, Store};
use axum::Json;
use axum::extract::{Path, State};
use serde_json::{Value, json};
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

/// How long the projector shows the last race after it started (12 hours).
pub const PROJECTOR_MEMORY_MS: i64 = 12 * 3600 * 1000;

/// Per class, the race signals (a race id: "look again") of this process's sockets.
pub type RaceHub = super::class_signals::ClassSignals<String>;

/// Tells this process's sockets at once, and the other processes through the database
/// (`origin \t code \t race \t id`: the teach board's and the rooms' relays pass it by).
pub async fn announce<S: Store>(app: &App<S>, class_code: &str, race_id: &str) {
    app.race.signal(class_code, race_id.to_owned());
    let payload = format!("{}\t{class_code}\trace\t{race_id}", app.race.origin());
    app.store.publish(&payload).await;
}

/// Relays the other processes' race notices to this process's sockets (PostgreSQL only;
/// returns at once on SQLite).
pub async fn relay<S: Store>(app: Arc<App<S>>) {
    let Some(mut notices) = app.store.listen().await else {
        return;
    };
    while let Some(payload) = notices.recv().await {
        let fields: Vec<&str> = payload.splitn(5, '\t').collect();
        let [origin, code, "race", id] = fields[..] else {
            continue;
        };
        if origin != app.race.origin() {
            app.race.signal(code, id.to_owned());
        }
    }
}

fn refusal(id: Option<&str>, event_id: Option<&str>, reason: &str) -> RaceToDevice {
    RaceToDevice::Refused {
        id: id.map(str::to_owned),
        event_id: event_id.map(str::to_owned),
        reason: reason.to_owned(),
    }
}

/// The `type` of a JSON text message, when it is a race message (`race-…`).
fn race_type(text: &str) -> Option<(Value, String)> {
    let value: Value = serde_json::from_str(text).ok()?;
    let kind = value.get("type")?.as_str()?.to_owned();
    kind.starts_with("race-").then_some((value, kind))
}

/// A refusal to the teacher (the teach board's shape).
fn teacher_refusal(id: Option<&str>, reason: &str) -> Value {
    json!({"type": "refused", "id": id, "reason": reason})
}

/// Handles one text message on the teacher's socket: `None` when it is not a race message,
/// else the refusals to say back (the standings follow through the signals).
pub async fn on_teacher_text<S: Store>(
    app: &Arc<App<S>>,
    class_code: &str,
    text: &str,
) -> Option<Vec<Value>> {
    if text.len() > MAX_MESSAGE_BYTES {
        return None;
    }
    let (value, _) = race_type(text)?;
    let id = value.get("id").and_then(Value::as_str).map(str::to_owned);
    let Ok(command) = serde_json::from_value::<RaceCommand>(value) else {
        return Some(vec![teacher_refusal(id.as_deref(), "not-a-command")]);
    };
    let outcome = match command {
        RaceCommand::RaceStart {
            id,
            lesson,
            step,
            show,
        } => start(app, class_code, id, lesson, step, show.unwrap_or_default()).await,
        RaceCommand::RaceShow { id, show } => {
            match app
                .store
                .set_race_show(class_code, &id, show.as_str())
                .await
            {
                Ok(true) => {
                    announce(app, class_code, &id).await;
                    Ok(())
                }
                Ok(false) => Err(teacher_refusal(Some(&id), "unknown-race")),
                Err(_) => Err(teacher_refusal(Some(&id), "storage-unavailable")),
            }
        }
        RaceCommand::RaceEnd { id } => match app.store.race(class_code, &id).await {
            Ok(None) => Err(teacher_refusal(Some(&id), "unknown-race")),
            Err(_) => Err(teacher_refusal(Some(&id), "storage-unavailable")),
            Ok(Some(_)) => match app.store.end_race(class_code, &id).await {
                // Ended already: say so again, so a device that missed it hears it.
                Ok(_) => {
                    announce(app, class_code, &id).await;
                    Ok(())
                }
                Err(_) => Err(teacher_refusal(Some(&id), "storage-unavailable")),
            },
        },
    };
    Some(outcome.err().into_iter().collect())
}

async fn start<S: Store>(
    app: &Arc<App<S>>,
    class_code: &str,
    id: String,
    lesson: String,
    step: u32,
    show: RaceShow,
) -> Result<(), Value> {
    if !is_good_id(&id) {
        return Err(teacher_refusal(None, "bad-race-id"));
    }
    let (_, _, task) = race::find_task(&app.content.library, &lesson, step)
        .map_err(|reason| teacher_refusal(Some(&id), reason))?;
    let spec = RaceSpec {
        id: id.clone(),
        lesson,
        step,
        task,
    };
    let body = serde_json::to_string(&spec)
        .map_err(|_| teacher_refusal(Some(&id), "storage-unavailable"))?;
    let unavailable = || teacher_refusal(Some(&id), "storage-unavailable");
    let created = app
        .store
        .create_race(class_code, &id, &body, show.as_str(), now_ms())
        .await
        .map_err(|_| unavailable())?;
    if !created {
        // The same start sent again (a teacher's screen resends until it sees the standings)
        // is taken once; another race under a used id is refused.
        let stored = app
            .store
            .race(class_code, &id)
            .await
            .map_err(|_| unavailable())?;
        let same = stored
            .and_then(|row| serde_json::from_str::<RaceSpec>(&row.body).ok())
            .is_some_and(|old| old == spec);
        if !same {
            return Err(teacher_refusal(Some(&id), "race-id-taken"));
        }
    }
    announce(app, class_code, &id).await;
    Ok(())
}

/// Handles one text message on a device's socket: `None` when it is not a race message (the
/// caller goes on as before), else what to answer.
pub async fn on_device_text<S: Store>(
    app: &Arc<App<S>>,
    class_code: &str,
    student_id: &str,
    text: &str,
) -> Option<RaceToDevice> {
    if text.len() > MAX_MESSAGE_BYTES {
        return None;
    }
    let (value, kind) = race_type(text)?;
    if kind != "race-answer" {
        let id = value.get("id").and_then(Value::as_str);
        let reason = if matches!(kind.as_str(), "race-start" | "race-show" | "race-end") {
            "teachers-only"
        } else {
            "not-a-race-answer"
        };
        return Some(refusal(id, None, reason));
    }
    let Ok(RaceAnswer {
        id,
        answer,
        event_id,
    }) = serde_json::from_value::<RaceAnswer>(value)
    else {
        return Some(refusal(None, None, "not-a-race-answer"));
    };
    if !is_good_id(&event_id) {
        return Some(refusal(Some(&id), None, "bad-event-id"));
    }
    let refuse = |reason: &str| Some(refusal(Some(&id), Some(&event_id), reason));
    if !is_good_id(&id) {
        return refuse("unknown-race");
    }
    let row = match app.store.race(class_code, &id).await {
        Ok(Some(row)) => row,
        Ok(None) => return refuse("unknown-race"),
        Err(_) => return refuse("storage-unavailable"),
    };
    let Ok(spec) = serde_json::from_str::<RaceSpec>(&row.body) else {
        return refuse("unknown-race");
    };
    let (written, right) = match race::judge_race(&app.content.library, &spec, &answer) {
        Ok(judged) => judged,
        Err(reason) => return refuse(reason),
    };
    let entry = NewRaceTry {
        class_code: class_code.to_owned(),
        race_id: id.clone(),
        student_id: student_id.to_owned(),
        event_id: event_id.clone(),
        right,
        detail: json!({"answer": written, "right": right}).to_string(),
        now_ms: now_ms(),
    };
    match app.store.take_race_try(&entry).await {
        Ok(RaceTryOutcome::Taken) => {
            announce(app, class_code, &id).await;
        }
        Ok(RaceTryOutcome::Repeat) => {}
        Ok(RaceTryOutcome::Ended) => return refuse("race-ended"),
        Ok(RaceTryOutcome::Finished) => return refuse("finished-already"),
        Ok(RaceTryOutcome::Unknown) => return refuse("unknown-race"),
        Err(_) => return refuse("storage-unavailable"),
    }
    // Where the child stands now (a repeat is told what its first sending earned).
    let standings = standings_of(app, class_code, &row).await;
    let mine = standings.as_ref().and_then(|s| {
        s.finished
            .iter()
            .chain(s.racing.iter())
            .find(|r| r.student_id == student_id)
            .cloned()
    });
    Some(RaceToDevice::RaceTaken {
        id,
        event_id,
        right: mine.as_ref().is_some_and(|r| r.place.is_some()),
        mistakes: mine.as_ref().map_or(0, |r| r.mistakes),
        place: mine.as_ref().and_then(|r| r.place),
        ms: mine.and_then(|r| r.ms),
    })
}

/// The race message a device is shown.
fn race_message(row: &RaceRow) -> Option<RaceToDevice> {
    let spec: RaceSpec = serde_json::from_str(&row.body).ok()?;
    Some(RaceToDevice::Race {
        id: spec.id,
        lesson: spec.lesson,
        step: spec.step,
        task: spec.task,
        started_ms: row.started_ms,
    })
}

/// What a device is told about a race signal: the race while it runs, `race-ended` after.
pub async fn device_messages<S: Store>(
    app: &App<S>,
    class_code: &str,
    race_id: &str,
) -> Vec<RaceToDevice> {
    let Ok(Some(row)) = app.store.race(class_code, race_id).await else {
        return Vec::new();
    };
    if row.state == "running" {
        race_message(&row).into_iter().collect()
    } else {
        vec![RaceToDevice::RaceEnded {
            id: row.race_id.clone(),
        }]
    }
}

/// Every running race of the class the child of `student_id` has not finished yet, as a
/// device is shown it on connecting: a child who finished and then lost the connection goes
/// on with their own work instead of being asked the step again.
pub async fn running<S: Store>(
    app: &App<S>,
    class_code: &str,
    student_id: &str,
) -> Vec<RaceToDevice> {
    let rows = app
        .store
        .running_races(class_code)
        .await
        .unwrap_or_default();
    let mut shown = Vec::new();
    for row in &rows {
        let finished = app
            .store
            .race_tries(class_code, &row.race_id)
            .await
            .is_ok_and(|tries| tries.iter().any(|t| t.student_id == student_id && t.right));
        if !finished {
            shown.extend(race_message(row));
        }
    }
    shown
}

/// The standings of a race, from the store.
pub async fn standings_of<S: Store>(
    app: &App<S>,
    class_code: &str,
    row: &RaceRow,
) -> Option<Standings> {
    let spec: RaceSpec = serde_json::from_str(&row.body).ok()?;
    let tries: Vec<RaceTry> = app
        .store
        .race_tries(class_code, &row.race_id)
        .await
        .ok()?
        .into_iter()
        .map(|t| RaceTry {
            student_id: t.student_id,
            event_id: t.event_id,
            right: t.right,
            received_ms: t.received_ms,
        })
        .collect();
    let students = app.store.students(class_code).await.ok()?;
    let now = now_ms();
    let mut present: BTreeSet<String> = app.hub.connected(class_code).into_iter().collect();
    present.extend(
        students
            .iter()
            .filter(|s| now - s.last_seen_ms <= SEEN_RECENTLY_MS)
            .map(|s| s.student_id.clone()),
    );
    let entrants: Vec<Entrant> = students
        .into_iter()
        .map(|s| Entrant {
            student_id: s.student_id,
            name: s.name,
            animal: (!s.avatar.is_empty()).then_some(s.avatar),
        })
        .collect();
    let show = RaceShow::parse(&row.show).unwrap_or_default();
    Some(race::standings(
        &spec,
        &row.state,
        show,
        row.started_ms,
        &tries,
        &entrants,
        &present,
    ))
}

/// `{"type":"race-standings",…}` of one race by id, for a signal.
pub async fn standings_message<S: Store>(
    app: &App<S>,
    class_code: &str,
    race_id: &str,
) -> Option<Value> {
    let row = app.store.race(class_code, race_id).await.ok()??;
    let standings = standings_of(app, class_code, &row).await?;
    let mut value = serde_json::to_value(standings).ok()?;
    value["type"] = "race-standings".into();
    Some(value)
}

/// The standings of every running race (and the latest race, ended or not), as a teacher's
/// socket is sent them on connecting.
pub async fn teacher_on_connect<S: Store>(app: &App<S>, class_code: &str) -> Vec<Value> {
    let mut ids: Vec<String> = app
        .store
        .running_races(class_code)
        .await
        .unwrap_or_default()
        .into_iter()
        .map(|row| row.race_id)
        .collect();
    if let Ok(Some(latest)) = app.store.latest_race(class_code).await
        && !ids.contains(&latest.race_id)
    {
        ids.push(latest.race_id);
    }
    let mut messages = Vec::new();
    for id in ids {
        if let Some(message) = standings_message(app, class_code, &id).await {
            messages.push(message);
        }
    }
    messages
}

/// `GET /api/classes/{class_code}/race` (no token, like the projector page): the race started
/// last — `{"race":null}` or `{"race":{"id","lesson","step","task","state","show","racing",
/// "finished":[{"place","ms","mistakes","name"|"animal"}],"podium":[…]}}`. Names only when the
/// teacher chose names; never a student id.
pub async fn projector_race<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(code): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let class = class_of(&app, &code).await?;
    let Some(row) = app.store.latest_race(&class.code).await? else {
        return Ok(Json(json!({"race": null})));
    };
    // Yesterday's race is not today's lesson: the projector forgets a race after half a day.
    if now_ms() - row.started_ms > PROJECTOR_MEMORY_MS {
        return Ok(Json(json!({"race": null})));
    }
    let Some(s) = standings_of(&app, &class.code, &row).await else {
        return Ok(Json(json!({"race": null})));
    };
    let shown = |r: &race::Racer| {
        let mut v = json!({"place": r.place, "ms": r.ms, "mistakes": r.mistakes,
                           "animal": r.animal});
        if s.show == RaceShow::Names {
            v["name"] = r.name.clone().into();
        }
        v
    };
    Ok(Json(json!({"race": {
        "id": s.id,
        "lesson": s.lesson,
        "step": s.step,
        "task": s.task,
        "state": s.state,
        "show": s.show,
        "racing": s.racing.len(),
        "finished": s.finished.iter().map(shown).collect::<Vec<_>>(),
        "podium": s.podium.iter().map(shown).collect::<Vec<_>>(),
    }})))
}

/// The projector page's race script: asks [`projector_race`] every second and shows the
/// finishing order (place, name or animal, time, mistakes) and, once ended, the podium.
/// `QI_RACE` holds the class code and the page's words.
pub const SCRIPT: &str = r##"
(function () {
  const cfg = window.QI_RACE;
  const box = document.getElementById("race-board");
  const pictures = { rat: "🐭", cat: "🐱", dog: "🐶", wolf: "🐺", leopard: "🐆", tiger: "🐯",
    lion: "🦁", elephant: "🐘" };
  function who(r) { return r.name || pictures[r.animal] || r.animal || "?"; }
  function secs(ms) { return (ms / 1000).toFixed(1) + " s"; }
  function draw(answer) {
    const race = answer.race;
    box.textContent = "";
    if (!race) return;
    const title = document.createElement("h2");
    title.textContent = race.state === "ended" ? cfg.ended : cfg.running;
    box.appendChild(title);
    if (race.podium.length) {
      const podium = document.createElement("div");
      podium.style.fontSize = "2.5em";
      for (const r of race.podium) {
        // The place in a gold, silver or bronze disc (drawn, not an emoji: a projector's
        // computer may have no emoji font).
        const line = document.createElement("p");
        line.dataset.place = r.place;
        const disc = document.createElement("span");
        disc.textContent = r.place;
        disc.style.cssText = "display:inline-block;width:1.5em;height:1.5em;line-height:1.5em;" +
          "border-radius:50%;margin-right:0.4em;color:#fff;font-weight:bold;background:" +
          (["#c9a000", "#8f8f8f", "#a8642a"][r.place - 1] || "#555");
        line.appendChild(disc);
        line.appendChild(document.createTextNode(who(r)));
        podium.appendChild(line);
      }
      box.appendChild(podium);
    }
    const table = document.createElement("table");
    table.style.margin = "auto";
    table.style.fontSize = "1.6em";
    for (const r of race.finished) {
      const tr = document.createElement("tr");
      for (const text of [r.place, who(r), secs(r.ms),
                          r.mistakes === 1 ? cfg.mistake : cfg.mistakes.replace("{n}", r.mistakes)]) {
        const td = document.createElement("td");
        td.style.padding = "0 0.6em";
        td.textContent = text;
        tr.appendChild(td);
      }
      table.appendChild(tr);
    }
    box.appendChild(table);
    if (race.state !== "ended") {
      const left = document.createElement("p");
      left.textContent = cfg.racing.replace("{n}", race.racing);
      box.appendChild(left);
    }
  }
  async function poll() {
    try {
      const response = await fetch(`/api/classes/${cfg.code}/race`);
      if (response.ok) draw(await response.json());
    } catch (e) { /* the server restarts: ask again */ }
    setTimeout(poll, 1000);
  }
  poll();
})();
"##;

/// What a device socket has been told of each race (`running` / `ended`), so that a try by
/// another child does not send the race again; bounded (forgotten races are told again).
#[derive(Debug, Default)]
pub struct Told(HashMap<String, bool>);

impl Told {
    /// The messages not told yet among `messages`, remembering them.
    pub fn fresh(&mut self, messages: Vec<RaceToDevice>) -> Vec<RaceToDevice> {
        if self.0.len() > 256 {
            self.0.clear();
        }
        messages
            .into_iter()
            .filter(|m| match m {
                RaceToDevice::Race { id, .. } => self.0.insert(id.clone(), true) != Some(true),
                RaceToDevice::RaceEnded { id } => self.0.insert(id.clone(), false) != Some(false),
                _ => true,
            })
            .collect()
    }
}
