//! The engines' and content's benchmarks in one binary (one link instead of eight), built
//! without the app: `cargo bench --no-default-features --bench engines`. One module's only:
//! `QI_BENCH=renju_judge cargo bench --no-default-features --bench engines` (a comma-separated
//! list of module names); criterion's own name filter (`-- <name>`) still picks within them.
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
    let groups: [(&str, fn()); 8] = [
        ("jungle_perft", jungle_perft::benches),
        ("jungle_solve", jungle_solve::benches),
        ("renju_forbidden", renju_forbidden::benches),
        ("gomoku_vcf", gomoku_vcf::benches),
        ("gomoku_vct", gomoku_vct::benches),
        ("learner_move", learner_move::benches),
        ("renju_judge", renju_judge::benches),
        ("content_load", content_load::benches),
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
