//! The classroom server's speed targets, measured on the real `qi-classroom serve` binary on
//! loopback: progress POST latency with 40 devices sending at once (p99 ≤ 20 ms), the other 39
//! devices' latency while one device floods at full speed (p99 < 50 ms: the flood is answered
//! 429 before any work), the teacher's progress table and dashboard for 40 children × 2,000
//! events (≤ 100 ms), and the server's memory for that class (≤ 100 MB resident).
#![allow(clippy::unwrap_used)] // benchmark set-up

use crate::support::{self, Server};
use criterion::{Criterion, criterion_group};
use serde_json::{Value, json};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

const DEVICES: usize = 40;
const EVENTS_PER_CHILD: usize = 2_000;
const LESSONS: [(&str, u32); 3] = [
    ("jungle-10-food-chain", 9),
    ("jungle-12-setup", 8),
    ("jungle-11-board", 3),
];
const PUZZLE: &str = "jungle-endgame-02";

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(30)))
        .build()
        .into()
}

fn post(agent: &ureq::Agent, url: &str, token: Option<&str>, body: &Value) -> Value {
    let mut request = agent.post(url);
    if let Some(token) = token {
        request = request.header("authorization", &format!("Bearer {token}"));
    }
    let mut response = request.send_json(body).unwrap();
    response.body_mut().read_json().unwrap_or(Value::Null)
}

/// POSTs until the server takes it, waiting as its `Retry-After` says on 429 and 503 (as a
/// device's outbox does).
fn post_until_taken(agent: &ureq::Agent, url: &str, token: &str, body: &Value) -> Value {
    loop {
        let mut response = agent
            .post(url)
            .header("authorization", &format!("Bearer {token}"))
            .send_json(body)
            .unwrap();
        let status = response.status().as_u16();
        if status == 429 || status == 503 {
            let wait = response
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<u64>().ok())
                .unwrap_or(1);
            std::thread::sleep(Duration::from_secs(wait));
            continue;
        }
        return response.body_mut().read_json().unwrap_or(Value::Null);
    }
}

fn get(agent: &ureq::Agent, url: &str, token: &str) -> usize {
    let mut response = agent
        .get(url)
        .header("authorization", &format!("Bearer {token}"))
        .call()
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    response.body_mut().read_to_string().unwrap().len()
}

fn event(child: usize, n: usize) -> Value {
    if n % 5 == 4 {
        json!({"id": format!("c{child}-{n}"), "kind": "puzzle", "puzzle": PUZZLE,
               "solved": n.is_multiple_of(2), "mistakes": n % 3, "hints": n % 2, "seconds": 20})
    } else {
        let (lesson, steps) = LESSONS[n % LESSONS.len()];
        json!({"id": format!("c{child}-{n}"), "kind": "lesson-step", "lesson": lesson,
               "step": 1 + (n as u32 % steps), "stars": n % 4, "mistakes": n % 3,
               "hints": n % 2, "seconds": 30})
    }
}

/// A class of 40 joined children: (code, teacher token, student tokens).
fn class(server: &Server, agent: &ureq::Agent) -> (String, String, Vec<String>) {
    let created = post(
        agent,
        &format!("{}/api/classes", server.base),
        None,
        &json!({"name": "bench", "teacher_pin": "2468"}),
    );
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let names: Vec<String> = (0..DEVICES).map(|i| format!("child {i}")).collect();
    let roster = post(
        agent,
        &format!("{}/api/classes/{code}/roster", server.base),
        Some(&teacher),
        &json!({"names": names.join("\n")}),
    );
    let tokens = roster["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|card| {
            let joined = post(
                agent,
                &format!("{}/api/join", server.base),
                None,
                &json!({"class_code": code, "student_id": card["student_id"]}),
            );
            joined["student_token"].as_str().unwrap().to_owned()
        })
        .collect();
    (code, teacher, tokens)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

fn resident_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

fn bench_server(c: &mut Criterion) {
    let data = tempfile::tempdir().unwrap();
    let server = support::start(data.path(), None);
    let agent = agent();
    let (code, teacher, tokens) = class(&server, &agent);

    // Progress POST: 40 devices each send a small batch at the same moment, many rounds.
    let rounds = 50;
    let barrier = Arc::new(Barrier::new(DEVICES));
    let url = format!("{}/api/progress", server.base);
    let handles: Vec<_> = tokens
        .iter()
        .enumerate()
        .map(|(i, token)| {
            let (barrier, url, token) = (barrier.clone(), url.clone(), token.clone());
            std::thread::spawn(move || {
                let agent = self::agent();
                let mut latencies = Vec::new();
                for round in 0..rounds {
                    let batch: Vec<Value> = (0..3)
                        .map(|k| event(i, 1_000_000 + round * 3 + k))
                        .collect();
                    barrier.wait();
                    let start = Instant::now();
                    post(&agent, &url, Some(&token), &json!({"events": batch}));
                    latencies.push(start.elapsed());
                }
                latencies
            })
        })
        .collect();
    let mut latencies: Vec<Duration> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    latencies.sort();
    eprintln!(
        "progress POST, 40 devices at once, {} requests: median {:?} p90 {:?} p99 {:?} max {:?}",
        latencies.len(),
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.9),
        percentile(&latencies, 0.99),
        latencies[latencies.len() - 1]
    );
    flood(&server, &tokens);
    // One request after another, each from the next device (one device alone would meet its
    // rate limit: that is the flood above).
    c.bench_function("progress_post_one_request_3_events", |b| {
        let mut n = 2_000_000;
        b.iter(|| {
            let device = (n / 3) % DEVICES;
            let batch: Vec<Value> = (0..3).map(|k| event(device, n + k)).collect();
            n += 3;
            post_until_taken(&agent, &url, &tokens[device], &json!({"events": batch}))
        })
    });

    // A term of events: 40 × 2,000, sent in batches of 500.
    for (i, token) in tokens.iter().enumerate() {
        for chunk in (0..EVENTS_PER_CHILD).collect::<Vec<_>>().chunks(500) {
            let batch: Vec<Value> = chunk.iter().map(|&n| event(i, n)).collect();
            let answer = post_until_taken(&agent, &url, token, &json!({"events": batch}));
            assert_eq!(answer["rejected"], json!([]));
        }
    }
    let progress_url = format!("{}/api/classes/{code}/progress", server.base);
    let dashboard_url = format!("{}/api/classes/{code}/dashboard", server.base);
    let mut group = c.benchmark_group("teacher_40_children_x_2000_events");
    group.sample_size(20);
    group.bench_function("progress", |b| {
        b.iter(|| get(&agent, &progress_url, &teacher))
    });
    group.bench_function("dashboard", |b| {
        b.iter(|| get(&agent, &dashboard_url, &teacher))
    });
    group.finish();
    eprintln!(
        "server resident memory with 40 × {EVENTS_PER_CHILD} events after the dashboard runs: {:.1} MB",
        resident_mb(server.pid())
    );
}

/// One device (tokens[0]) floods at full speed from two connections while the other 39 send a
/// batch every 50 ms; prints the 39's latencies and how much of the flood was turned away.
fn flood(server: &Server, tokens: &[String]) {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let url = format!("{}/api/progress", server.base);
    let stop = Arc::new(AtomicBool::new(false));
    let (sent, limited) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let flooders: Vec<_> = (0..2)
        .map(|f| {
            let (url, token) = (url.clone(), tokens[0].clone());
            let (stop, sent, limited) = (stop.clone(), sent.clone(), limited.clone());
            std::thread::spawn(move || {
                let agent = agent();
                let mut n = 5_000_000 + f * 1_000_000;
                while !stop.load(Ordering::Relaxed) {
                    let batch: Vec<Value> = (0..3).map(|k| event(0, n + k)).collect();
                    n += 3;
                    let response = agent
                        .post(&url)
                        .header("authorization", &format!("Bearer {token}"))
                        .send_json(json!({"events": batch}))
                        .unwrap();
                    sent.fetch_add(1, Ordering::Relaxed);
                    if response.status().as_u16() == 429 {
                        limited.fetch_add(1, Ordering::Relaxed);
                    }
                }
            })
        })
        .collect();
    let others: Vec<_> = tokens[1..]
        .iter()
        .enumerate()
        .map(|(i, token)| {
            let (url, token) = (url.clone(), token.clone());
            std::thread::spawn(move || {
                let agent = agent();
                let mut latencies = Vec::new();
                for round in 0..60 {
                    let batch: Vec<Value> = (0..3)
                        .map(|k| event(i + 1, 3_000_000 + round * 3 + k))
                        .collect();
                    let start = Instant::now();
                    post(&agent, &url, Some(&token), &json!({"events": batch}));
                    latencies.push(start.elapsed());
                    std::thread::sleep(Duration::from_millis(50));
                }
                latencies
            })
        })
        .collect();
    let mut latencies: Vec<Duration> = others.into_iter().flat_map(|h| h.join().unwrap()).collect();
    stop.store(true, Ordering::Relaxed);
    for flooder in flooders {
        flooder.join().unwrap();
    }
    latencies.sort();
    let p99 = percentile(&latencies, 0.99);
    eprintln!(
        "one device flooding ({} requests, {} answered 429): the other 39 devices' median {:?} p99 {:?} (target < 50 ms){}",
        sent.load(Ordering::Relaxed),
        limited.load(Ordering::Relaxed),
        percentile(&latencies, 0.5),
        p99,
        if p99 < Duration::from_millis(50) {
            ""
        } else {
            " MISSED"
        }
    );
}

criterion_group!(benches, bench_server);
