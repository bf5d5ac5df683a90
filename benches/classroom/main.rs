//! The classroom's benchmarks in one binary (one link instead of one per file): the app's
//! frames and start-up, the server's progress and teach board (the real `qi-classroom serve` on
//! loopback), the printed sheets. `cargo bench --bench classroom`; pick by name, e.g.
//! `cargo bench --bench classroom -- "teach board"`.

mod app_frame;
mod app_startup;
mod print_sheets;
mod server_progress;
mod teach_board;

criterion::criterion_main!(
    app_frame::benches,
    app_startup::benches,
    server_progress::benches,
    print_sheets::benches,
    teach_board::benches,
);
