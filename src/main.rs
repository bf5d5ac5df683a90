//! The `qi-classroom` binary: with no arguments it opens the classroom app, otherwise it runs a
//! command-line verb (see `qi-classroom --help`).

fn main() -> std::process::ExitCode {
    qi_classroom::cli::main()
}
