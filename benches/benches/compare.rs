//! The comparison bench: `cargo bench -p codemode-benches --bench compare -- [options]` (see
//! `codemode_benches::compare::Options`). Exits non-zero when an engine fails or results differ.

fn main() {
    let o = match codemode_benches::compare::Options::from_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    if !codemode_benches::compare::run(&o) {
        std::process::exit(1);
    }
}
