//! The engines' and content's benchmarks in one binary (one link instead of eight), built
//! without the app: `cargo bench --no-default-features --bench engines`. Pick benchmarks by
//! their names: `cargo bench --bench engines -- renju_judge` (see each module's groups).
//!
//! `RENJU_SCAN_REPEAT=n` runs only the forbidden-point scan, `n` times, for callgrind
//! (see [`renju_forbidden::repeat_if_asked`]).

mod content_load;
mod gomoku_vcf;
mod gomoku_vct;
mod jungle_perft;
mod jungle_solve;
mod learner_move;
mod renju_forbidden;
mod renju_judge;

fn main() {
    if renju_forbidden::repeat_if_asked() {
        return;
    }
    jungle_perft::benches();
    jungle_solve::benches();
    renju_forbidden::benches();
    gomoku_vcf::benches();
    gomoku_vct::benches();
    learner_move::benches();
    renju_judge::benches();
    content_load::benches();
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
}
