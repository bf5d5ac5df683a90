//! The `qi-classroom` binary: with no arguments it opens the classroom app, otherwise it runs a
//! command-line verb (see `qi-classroom --help`). Built for the web (wasm32), it starts the app
//! on the page's canvas (`scripts/build-web.sh`).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    qi_classroom::cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // The page's app starts itself asynchronously; `run` only reports a canvas it cannot use.
    let _ = qi_classroom::app::run(Vec::new());
}
