//! Jungle perft(6) from the start position (100,453,636 leaves), reported as leaves per second.

use criterion::{Criterion, Throughput, criterion_group};
use qi_classroom::rules::jungle::{Position, RuleOptions};
use std::hint::black_box;

fn perft_six(c: &mut Criterion) {
    let start = Position::start();
    let options = RuleOptions::default();
    let mut group = c.benchmark_group("jungle_perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(100_453_636));
    group.bench_function("start_depth_6", |b| {
        b.iter(|| black_box(black_box(&start).perft(&options, 6)))
    });
    group.finish();
}

criterion_group!(benches, perft_six);
