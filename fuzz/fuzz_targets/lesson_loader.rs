//! Any bytes as a lesson or puzzle file: diagnostics, never a panic, a hang or a huge
//! allocation (the loader's caps hold for files imported in memory too).
#![no_main]

use libfuzzer_sys::fuzz_target;
use qi_classroom::content::Library;
use qi_classroom::content::load::LoadOptions;

fuzz_target!(|data: &[u8]| {
    // Trusted: the format and engine checks, without solver proofs (those have their own
    // budgets and would make each run slow).
    let library = Library::load_sources_with([("fuzz.toml", data)], LoadOptions::TRUSTED);
    for diagnostic in &library.diagnostics {
        assert!(!diagnostic.file.is_empty());
    }
});
