//! Loading the embedded lessons and puzzles for the app: the trusted load (format and engine
//! checks, no solver proofs) that the app's cold start (target ≤ 300 ms) waits for.

use criterion::{Criterion, criterion_group};
use qi_classroom::content::Library;
use std::hint::black_box;

fn trusted_embedded_load(c: &mut Criterion) {
    c.bench_function("content_load_embedded_trusted", |b| {
        b.iter(|| black_box(Library::load_embedded_trusted()))
    });
}

criterion_group!(benches, trusted_embedded_load);
