//! Games between devices, speed (issue #40), on the real `qi-classroom serve` binary on
//! loopback: 20 games at once (40 device sockets, the teacher's socket as the projector), each
//! player moving as soon as it is their turn. The target: a move reaches the opponent and the
//! projector ≤ 100 ms after it is sent (p99) on one process with SQLite. Reported as median /
//! p99 (MISSED when over). With `QI_TEST_POSTGRES_URL` set, the same across two processes on one
//! PostgreSQL (each game's players on different processes) against ≤ 250 ms.
//!
//! The latency of a move is the time from just before its `move` message is sent until its
//! `moved` (same room and version) is read by the opponent's socket, and by the projector's.
#![allow(clippy::unwrap_used)] // benchmark set-up

use crate::support::{Socket, connect, percentile, post, read, send, start};
use criterion::{Criterion, criterion_group};
use serde_json::json;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a socket read waits (short: a device thread checks its deadline between reads).
const READ_TIMEOUT: Duration = Duration::from_millis(20);
const DEVICES: usize = 40;
/// Games each pair plays one after the other.
const ROUNDS: usize = 3;
/// Black's five across row 8, White down the a file.
const GAME: [&str; 9] = ["h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"];

/// Send times by (room, version).
type Sent = Arc<Mutex<HashMap<(String, u64), Instant>>>;

/// One device: plays `ROUNDS` games, moving at once on its turn; the opponent's moves'
/// latencies.
fn device(mut socket: Socket, sent: Sent) -> Vec<Duration> {
    let mut latencies = Vec::new();
    let mut games = 0;
    let (mut room, mut me) = (String::new(), 0usize);
    let mut sent_ply = None;
    let deadline = Instant::now() + Duration::from_secs(120);
    while games < ROUNDS && Instant::now() < deadline {
        let Some(message) = read(&mut socket) else {
            continue;
        };
        let ply = match message["type"].as_str() {
            Some("room") => {
                room = message["room"].as_str().unwrap().to_owned();
                me = usize::from(message["you"] == "white");
                sent_ply = None;
                message["v"].as_u64().unwrap() as usize
            }
            Some("moved") if message["room"] == room.as_str() => {
                let v = message["v"].as_u64().unwrap();
                if (v as usize - 1) % 2 != me
                    && let Some(at) = sent.lock().unwrap().get(&(room.clone(), v))
                {
                    latencies.push(at.elapsed());
                }
                v as usize
            }
            Some("game-over") if message["room"] == room.as_str() => {
                games += 1;
                room.clear();
                continue;
            }
            _ => continue,
        };
        if !room.is_empty() && ply < GAME.len() && ply % 2 == me && sent_ply != Some(ply) {
            sent.lock()
                .unwrap()
                .insert((room.clone(), ply as u64 + 1), Instant::now());
            send(
                &mut socket,
                &json!({"type": "move", "room": room, "move": GAME[ply],
                        "action_id": format!("{room}-{ply}")}),
            );
            sent_ply = Some(ply);
        }
    }
    latencies
}

/// 20 games at once, `ROUNDS` times: (opponent latencies, projector latencies).
fn measure(bases: &[String]) -> (Vec<Duration>, Vec<Duration>) {
    let first = &bases[0];
    let created = post(
        &format!("{first}/api/classes"),
        None,
        &json!({"name": "bench", "teacher_pin": "2468"}),
    );
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let names: Vec<String> = (0..DEVICES).map(|i| format!("child {i}")).collect();
    let roster = post(
        &format!("{first}/api/classes/{code}/roster"),
        Some(&teacher),
        &json!({"names": names.join("\n")}),
    );
    let ids: Vec<String> = roster["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["student_id"].as_str().unwrap().to_owned())
        .collect();
    let sent: Sent = Arc::default();
    let devices: Vec<_> = ids
        .iter()
        .enumerate()
        .map(|(i, id)| {
            let base = &bases[i % bases.len()];
            let joined = post(
                &format!("{base}/api/join"),
                None,
                &json!({"class_code": code, "student_id": id}),
            );
            let token = joined["student_token"].as_str().unwrap();
            let socket = connect(
                &format!("{}/api/live?token={token}", base.replacen("http", "ws", 1)),
                READ_TIMEOUT,
            );
            let sent = sent.clone();
            std::thread::spawn(move || device(socket, sent))
        })
        .collect();
    let mut projector = connect(
        &format!(
            "{}/api/classes/{code}/live?token={teacher}",
            first.replacen("http", "ws", 1)
        ),
        READ_TIMEOUT,
    );
    let mut shown = Vec::new();
    for _ in 0..ROUNDS {
        send(
            &mut projector,
            &json!({"type": "pair-class", "game": "renju", "rules": {"rule_set": "freestyle"},
                    "players": ids}),
        );
        let mut over = 0;
        let deadline = Instant::now() + Duration::from_secs(60);
        while over < DEVICES / 2 && Instant::now() < deadline {
            let Some(message) = read(&mut projector) else {
                continue;
            };
            match message["type"].as_str() {
                Some("moved") => {
                    let key = (
                        message["room"].as_str().unwrap().to_owned(),
                        message["v"].as_u64().unwrap(),
                    );
                    if let Some(at) = sent.lock().unwrap().get(&key) {
                        shown.push(at.elapsed());
                    }
                }
                Some("game-over") => over += 1,
                _ => {}
            }
        }
    }
    let mut opponents: Vec<Duration> = devices
        .into_iter()
        .flat_map(|d| d.join().unwrap())
        .collect();
    opponents.sort();
    shown.sort();
    (opponents, shown)
}

fn report(what: &str, latencies: &[Duration], target: Duration) {
    let p99 = percentile(latencies, 0.99);
    eprintln!(
        "{what}: {} moves, median {:?} p99 {:?} max {:?} (target p99 ≤ {target:?}){}",
        latencies.len(),
        percentile(latencies, 0.5),
        p99,
        latencies.last().copied().unwrap_or_default(),
        if p99 <= target { "" } else { " MISSED" }
    );
}

fn bench_rooms(c: &mut Criterion) {
    let data = tempfile::tempdir().unwrap();
    let server = start(data.path(), None);
    let (opponents, projector) = measure(std::slice::from_ref(&server.base));
    let target = Duration::from_millis(100);
    report(
        "rooms, 20 games at once, SQLite: to the opponent",
        &opponents,
        target,
    );
    report(
        "rooms, 20 games at once, SQLite: to the projector",
        &projector,
        target,
    );
    if let Ok(url) = std::env::var("QI_TEST_POSTGRES_URL") {
        let one = start(&data.path().join("one"), Some(&url));
        let two = start(&data.path().join("two"), Some(&url));
        let (opponents, projector) = measure(&[one.base.clone(), two.base.clone()]);
        let target = Duration::from_millis(250);
        report(
            "rooms, two processes on PostgreSQL: to the opponent",
            &opponents,
            target,
        );
        report(
            "rooms, two processes on PostgreSQL: to the projector",
            &projector,
            target,
        );
    }
    // The pure part, for criterion's own record: a Renju room judging a whole game.
    use qi_classroom::classroom::room::{Room, RoomEvent, RoomSpec};
    use qi_classroom::classroom::teach::TeachGame;
    let spec = RoomSpec {
        id: "bench".into(),
        game: TeachGame::Renju,
        rules: json!({"rule_set": "renju"}),
        players: ["a".into(), "b".into()],
    };
    c.bench_function("a room referees a nine-move Renju game", |b| {
        b.iter(|| {
            let mut room = Room::new(spec.clone()).unwrap();
            for (ply, mv) in GAME.iter().enumerate() {
                let event = RoomEvent::Move {
                    seat: ply % 2,
                    mv: (*mv).to_owned(),
                };
                room.apply(&event, None).unwrap();
            }
            room
        })
    });
}

criterion_group!(benches, bench_rooms);
