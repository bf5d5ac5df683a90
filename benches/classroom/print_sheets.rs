//! The printed sheets' speed targets: a 12-puzzle worksheet with its answer key (the solver
//! works out each key) ≤ 300 ms; a class's 40 certificates ≤ 3 s. (The size target, a 2-page
//! Chinese worksheet ≤ 300 KB, is a test: tests/content/print_sheets.rs.)

use criterion::{Criterion, criterion_group};
use qi_classroom::content::Library;
use qi_classroom::i18n::{Locale, Localizer};
use qi_classroom::print::certificate::CertificateData;
use qi_classroom::print::{Paper, Selection, WorksheetRequest, certificates_pdf, worksheet_pdf};
use qi_classroom::progress::Avatar;
use qi_classroom::progress::playlists::Playlists;
use std::hint::black_box;
use std::time::Duration;

fn twelve_puzzles_with_key(c: &mut Criterion) {
    let library = Library::load_embedded_trusted();
    // Twelve of the shipped puzzles, both games (the Jungle endgames and the first Renju ones).
    let ids: Vec<String> = library
        .puzzles
        .iter()
        .filter(|p| {
            p.id.get_ref().starts_with("jungle-endgame-")
                || p.id.get_ref().starts_with("renju-first-")
        })
        .take(12)
        .map(|p| p.id.get_ref().clone())
        .collect();
    assert_eq!(ids.len(), 12);
    let request = WorksheetRequest {
        selection: Selection::Puzzles(ids),
        answers: true,
        paper: Paper::A4,
        per_page: 6,
        mirror: false,
        server: None,
        seed: 0,
    };
    let tr = Localizer::new(Locale::ZhCn);
    let lists = Playlists::default();
    let mut group = c.benchmark_group("print");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("worksheet_12_puzzles_with_key", |b| {
        b.iter(|| black_box(worksheet_pdf(&library, &lists, &request, &tr).expect("a sheet")))
    });
    let children: Vec<CertificateData> = (0..40)
        .map(|n| CertificateData {
            name: format!("小朋友 {n}"),
            avatar: Some(Avatar::ALL[n % Avatar::ALL.len()]),
            lessons: (0..8).map(|l| (format!("第 {l} 课"), 6, 9)).collect(),
            lessons_finished: 8,
            stars: 48,
            puzzles_solved: 20,
            date: "2026-12-06".into(),
        })
        .collect();
    group.bench_function("certificates_40", |b| {
        b.iter(|| black_box(certificates_pdf(&children, Paper::A4, &tr).expect("certificates")))
    });
    group.finish();
}

criterion_group!(benches, twelve_puzzles_with_key);
