#!/usr/bin/env bash
# Runs every fuzz target in fuzz/ for a fixed time (default 30 s each) on stable Rust:
# libfuzzer-sys builds libFuzzer itself, and the sanitizer-coverage passes are stable codegen
# options, so neither nightly nor cargo-fuzz is needed. A crash fails the run and leaves the
# input in fuzz/artifacts/<target>/; turn it into a test before fixing it.
#
#   scripts/fuzz.sh            # every target, 30 s each
#   scripts/fuzz.sh 300 lesson_loader
#   FUZZ_BUILD_ONLY=1 scripts/fuzz.sh   # build the targets, run nothing (CI builds them early)
#   FUZZ_PROFILE=ci scripts/fuzz.sh 20  # CI: the targets less optimised (quicker to build)
#   FUZZ_DENY_WARNINGS=1 scripts/fuzz.sh  # a warning in our crates fails the build (CI)
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
seconds=${1:-30}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(jungle_fen lesson_loader renju_jsonl progress_document classroom_requests)

if ! command -v c++ >/dev/null 2>&1; then
    echo "fuzz: notice: no C++ compiler (libFuzzer needs one): fuzzing skipped" >&2
    exit 0
fi

export RUSTFLAGS="--cfg fuzzing -Cpasses=sancov-module \
 -Cllvm-args=-sanitizer-coverage-level=4 \
 -Cllvm-args=-sanitizer-coverage-inline-8bit-counters \
 -Cllvm-args=-sanitizer-coverage-pc-table \
 -Cllvm-args=-sanitizer-coverage-trace-compares"
# FUZZ_DENY_WARNINGS=1 (CI): a warning in our crates fails the build (cargo caps the lints of
# registry dependencies, so theirs do not count). CI relies on this build to prove that the kit
# compiles without its default features, warning-free.
if [ "${FUZZ_DENY_WARNINGS:-0}" = 1 ]; then
    RUSTFLAGS="$RUSTFLAGS -Dwarnings"
fi
export CARGO_TARGET_DIR=${FUZZ_TARGET_DIR:-target}
# With an explicit --target, RUSTFLAGS reach only the fuzzed code, not build scripts and
# proc-macros (which must not be instrumented).
host=$(rustc -vV | sed -n 's/^host: //p')
# A stale fuzz/Cargo.lock is our mistake, not the toolchain's: fail on it.
if ! cargo metadata --locked --format-version 1 >/dev/null; then
    echo "fuzz: error: fuzz/Cargo.lock is out of date (run: cd fuzz && cargo update --workspace)" >&2
    exit 1
fi
# FUZZ_PROFILE: the cargo profile (default release; CI builds `ci`, less optimised: fuzz/Cargo.toml).
profile=${FUZZ_PROFILE:-release}
build_log=$(mktemp)
if ! cargo build --profile "$profile" --locked --bins --target "$host" 2>&1 | tee "$build_log"; then
    # Our own code failing (an error, or a warning under FUZZ_DENY_WARNINGS) is a failure.
    if grep -qE "could not compile \`qi-(classroom|engines|classroom-fuzz)\`" "$build_log"; then
        echo "fuzz: error: our crates do not compile here (see above)" >&2
        rm -f "$build_log"
        exit 1
    fi
    # The issue allows this: a toolchain that cannot build libFuzzer skips with a notice.
    echo "fuzz: notice: the fuzz targets could not be built with this toolchain: fuzzing skipped" >&2
    rm -f "$build_log"
    exit 0
fi
rm -f "$build_log"

if [ "${FUZZ_BUILD_ONLY:-0}" = 1 ]; then
    echo "fuzz: targets built (FUZZ_BUILD_ONLY=1: not run)"
    exit 0
fi

# One fuzzer per core at a time (libFuzzer runs on one thread); each reports when it ends.
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
fuzz_one() {
    local target=$1
    local corpus="corpus/$target" seeds="seeds/$target" artifacts="artifacts/$target"
    mkdir -p "$corpus" "$artifacts"
    local dirs=("$corpus")
    [ -d "$seeds" ] && dirs+=("$seeds")
    if ! "$CARGO_TARGET_DIR/$host/$profile/$target" "${dirs[@]}" \
        -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
        -artifact_prefix="$artifacts/" -print_final_stats=1 2>"$artifacts/log.txt"; then
        echo "fuzz: $target FOUND A CRASH (input in fuzz/$artifacts/):" >&2
        tail -n 40 "$artifacts/log.txt" >&2
        return 1
    fi
    grep -E "stat::number_of_executed_units" "$artifacts/log.txt" | sed "s/^/fuzz: $target /" || true
}

failed=0
running=0
for target in "${targets[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
        wait -n || failed=$((failed + 1))
        running=$((running - 1))
    fi
    echo "fuzz: $target for ${seconds}s"
    fuzz_one "$target" &
    running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
    wait -n || failed=$((failed + 1))
    running=$((running - 1))
done
if [ "$failed" -ne 0 ]; then
    echo "fuzz: $((${#targets[@]} - failed)) passed, $failed failed" >&2
    exit 1
fi
echo "fuzz: ${#targets[@]} targets ran ${seconds}s each without a crash"
