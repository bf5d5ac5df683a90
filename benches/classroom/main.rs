//! The classroom's benchmarks in one binary (one link instead of one per file): the app's
//! frames and start-up, the server's progress, teach board and games between devices (the
//! real `qi-classroom serve` on loopback), the printed sheets. `cargo bench --bench classroom`
//! runs them all; `QI_BENCH=rooms,teach_board cargo bench --bench classroom` runs those
//! modules only (the server benchmarks measure more than criterion's filter can skip).

mod app_frame;
mod app_startup;
mod print_sheets;
mod rooms;
mod server_progress;
mod support;
mod teach_board;

fn main() {
    let groups: [(&str, fn()); 6] = [
        ("app_frame", app_frame::benches),
        ("app_startup", app_startup::benches),
        ("server_progress", server_progress::benches),
        ("print_sheets", print_sheets::benches),
        ("teach_board", teach_board::benches),
        ("rooms", rooms::benches),
    ];
    let chosen = std::env::var("QI_BENCH").unwrap_or_default();
    for (name, group) in groups {
        if chosen.is_empty() || chosen.split(',').any(|wanted| wanted.trim() == name) {
            group();
        }
    }
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
}
