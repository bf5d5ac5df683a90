//! Games survive the server (issue #40): `kill -9` in the middle of 10 games between 20
//! devices, then a restart — every device resumes, no accepted move is lost or doubled, every
//! game finishes; and the same with two `serve` processes on one PostgreSQL, each game's
//! players on different processes, one process killed and restarted.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::rooms::RENJU_GAME;
use crate::rooms_support::{Class, Socket, class};
use crate::server_support::{Served, agent, get};
use serde_json::{Value, json};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const CHILDREN: usize = 20;

/// Where a device connects: the address of its process (changed by nobody: a restart keeps
/// the port).
type Base = Arc<Mutex<String>>;

/// What one device saw: its room and every accepted move (version, move) in the order seen.
#[derive(Debug, Default)]
struct Seen {
    room: String,
    moves: Vec<(u64, String)>,
    over: Option<Value>,
}

/// A device playing its side of `RENJU_GAME` until the game is over, reconnecting whenever the
/// connection drops (for up to 90 s). Every accepted move counts in `accepted`.
fn device(base: &Base, token: &str, accepted: &AtomicUsize) -> Seen {
    let deadline = Instant::now() + Duration::from_secs(90);
    let mut seen = Seen::default();
    while Instant::now() < deadline {
        let url = base.lock().unwrap().clone();
        let Ok(mut socket) = Socket::try_device(&url, token) else {
            std::thread::sleep(Duration::from_millis(100));
            continue;
        };
        if play(&mut socket, &mut seen, accepted, deadline) {
            return seen;
        }
    }
    panic!("the game did not finish: {seen:?}");
}

/// Plays on one connection: `true` once the game is over, `false` when the connection drops.
fn play(socket: &mut Socket, seen: &mut Seen, accepted: &AtomicUsize, deadline: Instant) -> bool {
    let (mut me, mut ply, mut sent) = (None::<usize>, 0usize, None::<usize>);
    if !seen.room.is_empty() {
        // After a reconnect: everything after the last version seen.
        let since = seen.moves.last().map_or(0, |(v, _)| *v);
        let resume = json!({"type": "resume", "room": seen.room, "since": since});
        if socket.send_text(&resume.to_string()).is_err() {
            return false;
        }
    }
    while Instant::now() < deadline {
        let message = match socket.read(Duration::from_millis(200)) {
            Ok(Some(message)) => message,
            Ok(None) => continue,
            Err(_) => return false,
        };
        match message["type"].as_str() {
            Some("room") => {
                seen.room = message["room"].as_str().unwrap().to_owned();
                me = Some(usize::from(message["you"] == "white"));
                ply = message["moves"].as_array().unwrap().len();
                let v = message["v"].as_u64().unwrap();
                for (i, m) in message["moves"].as_array().unwrap().iter().enumerate() {
                    let v = i as u64 + 1;
                    if !seen.moves.iter().any(|(w, _)| *w == v) {
                        seen.moves.push((v, m.as_str().unwrap().to_owned()));
                    }
                }
                assert_eq!(v as usize, ply, "only moves in these games");
                if message["result"].is_object() {
                    seen.over = Some(message["result"].clone());
                    return true;
                }
            }
            Some("moved") => {
                let v = message["v"].as_u64().unwrap();
                // A resumed event may be older than the room just sent whole.
                ply = ply.max(v as usize);
                if !seen.moves.iter().any(|(w, _)| *w == v) {
                    seen.moves
                        .push((v, message["move"].as_str().unwrap().to_owned()));
                    // Counted once: by the mover's device.
                    if me == Some((v as usize - 1) % 2) {
                        accepted.fetch_add(1, Ordering::SeqCst);
                    }
                }
            }
            Some("game-over") => {
                seen.over = Some(message);
                return true;
            }
            Some("refused") => panic!("refused: {message}"),
            _ => {}
        }
        if let Some(seat) = me
            && ply < RENJU_GAME.len()
            && ply % 2 == seat
            && sent != Some(ply)
        {
            // The same action id for the same ply: a resend is applied once.
            let action_id = format!("{}-{ply}", seen.room);
            let text = json!({"type": "move", "room": seen.room, "move": RENJU_GAME[ply],
                              "action_id": action_id});
            if socket.send_text(&text.to_string()).is_err() {
                return false;
            }
            sent = Some(ply);
        }
    }
    false
}

/// Starts the 20 devices: child `i` connects to `bases[i % bases.len()]` (the class is paired
/// in roster order, children 2k and 2k+1 together, so two bases split every game).
fn start_devices(
    class: &Class,
    bases: &[Base],
    accepted: &Arc<AtomicUsize>,
) -> Vec<std::thread::JoinHandle<Seen>> {
    class
        .children
        .iter()
        .enumerate()
        .map(|(i, (_, token))| {
            let (base, token, accepted) = (
                bases[i % bases.len()].clone(),
                token.clone(),
                accepted.clone(),
            );
            std::thread::spawn(move || device(&base, &token, &accepted))
        })
        .collect()
}

/// Waits until `accepted` reaches `count` (30 s at most).
fn wait_for(accepted: &AtomicUsize, count: usize) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while accepted.load(Ordering::SeqCst) < count {
        assert!(
            Instant::now() < deadline,
            "only {accepted:?} moves accepted"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Every device saw its game to the end; each game's log holds exactly the script, once.
fn check_games(base: &str, class: &Class, seen: &[Seen]) {
    let (status, games) = get(
        &agent(),
        &format!("{base}/api/classes/{}/games", class.code),
        Some(&class.teacher),
    )
    .unwrap();
    assert_eq!(status, 200);
    let games = games["games"].as_array().unwrap();
    assert_eq!(games.len(), CHILDREN / 2);
    for game in games {
        assert_eq!(
            game["moves"],
            json!(RENJU_GAME),
            "nothing lost or doubled: {game}"
        );
        assert_eq!(game["v"], RENJU_GAME.len());
        assert_eq!(game["result"], json!({"winner": "black", "reason": "five"}));
    }
    for device in seen {
        let mut versions: Vec<u64> = device.moves.iter().map(|(v, _)| *v).collect();
        versions.sort();
        versions.dedup();
        assert_eq!(
            versions.len(),
            device.moves.len(),
            "no version twice: {device:?}"
        );
        for (v, m) in &device.moves {
            assert_eq!(RENJU_GAME[*v as usize - 1], m, "{device:?}");
        }
        assert!(device.over.is_some());
    }
}

fn pair_class(base: &str, class: &Class) {
    let mut teacher = Socket::teacher(base, class);
    let players: Vec<&str> = class.children.iter().map(|(id, _)| id.as_str()).collect();
    teacher.send(&json!({"type": "pair-class", "game": "renju",
                         "rules": {"rule_set": "freestyle"}, "players": players}));
    let paired = teacher.until("class-paired", |m| m["type"] == "class-paired");
    assert_eq!(
        paired["rooms"].as_array().unwrap().len(),
        CHILDREN / 2,
        "{paired}"
    );
}

fn port_of(base: &str) -> u16 {
    base.rsplit(':').next().unwrap().parse().unwrap()
}

#[test]
fn kill_9_in_the_middle_of_ten_games_loses_and_doubles_no_move() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, CHILDREN);
    let shared: Base = Arc::new(Mutex::new(base.clone()));
    let accepted = Arc::new(AtomicUsize::new(0));
    let devices = start_devices(&class, std::slice::from_ref(&shared), &accepted);
    std::thread::sleep(Duration::from_millis(500));
    pair_class(&base, &class);
    // Killed once about half of the 90 moves were accepted.
    wait_for(&accepted, 40);
    server.kill();
    let before = accepted.load(Ordering::SeqCst);
    let server = Served::start_on(data.path(), "en_US.UTF-8", port_of(&base));
    let seen: Vec<Seen> = devices.into_iter().map(|d| d.join().unwrap()).collect();
    eprintln!("kill -9 after {before} of 90 accepted moves");
    check_games(&server.base, &class, &seen);
}

#[test]
fn two_processes_on_one_postgresql_referee_the_same_games_through_a_kill() {
    let Ok(url) = std::env::var("QI_TEST_POSTGRES_URL") else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI is set but QI_TEST_POSTGRES_URL is not: the rooms' two-process test must run on CI"
        );
        eprintln!(
            "NOTICE: QI_TEST_POSTGRES_URL is not set: the rooms' two-process test is skipped"
        );
        return;
    };
    // A database of its own: other tests reset the shared one while they run.
    let url = crate::server_support::runtime()
        .block_on(qi_classroom::store::PgStore::fresh_database_for_tests(
            &url,
            "qi_test_rooms",
        ))
        .unwrap();
    let data = tempfile::tempdir().unwrap();
    let one = Served::start_on_postgres(&data.path().join("one"), &url);
    let two = Served::start_on_postgres(&data.path().join("two"), &url);
    let class = class(&one.base, CHILDREN);
    let bases: Vec<Base> = [&one.base, &two.base]
        .iter()
        .map(|b| Arc::new(Mutex::new((*b).clone())))
        .collect();
    let accepted = Arc::new(AtomicUsize::new(0));
    let devices = start_devices(&class, &bases, &accepted);
    std::thread::sleep(Duration::from_millis(500));
    pair_class(&two.base, &class);
    wait_for(&accepted, 40);
    // Process one dies; its devices come back to it restarted (the same port).
    let port = port_of(&one.base);
    one.kill();
    let one = Served::start_with_args(
        &data.path().join("one"),
        "en_US.UTF-8",
        port,
        None,
        &["--database-url", &url],
    );
    let seen: Vec<Seen> = devices.into_iter().map(|d| d.join().unwrap()).collect();
    check_games(&one.base, &class, &seen);
    check_games(&two.base, &class, &seen);
}
