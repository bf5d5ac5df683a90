#!/usr/bin/env bash
# Builds the classroom app for the browser into web/dist/: index.html, the wasm file and its
# JavaScript glue, the fonts, and precompressed .br/.gz copies of each. Installs what it lacks,
# from the package registries only: the wasm32 target (rustup), wasm-bindgen's library from
# crates.io (tools/web-bindgen, at exactly the wasm-bindgen version in Cargo.lock), and Debian's brotli, gzip and binaryen
# (wasm-opt, optional: used only with QI_WEB_WASM_OPT=1, since Debian 12's binaryen 108 breaks the
# reference-types tables of this wasm-bindgen's output). Serve the result with scripts/serve-web.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

target=wasm32-unknown-unknown
dist=web/dist

if ! rustup target list --installed | grep -qx "$target"; then
    rustup target add "$target"
fi

# The JavaScript glue: wasm-bindgen's own library (the crate its CLI runs) in a small tool of
# ours, tools/web-bindgen, built from crates.io with its lock file: the same files byte for byte
# as `wasm-bindgen --target web --no-typescript` (compared), built in 43 CPU-s where `cargo
# install wasm-bindgen-cli` (a test runner, an HTTP server and client, compression) took 94. Its version must be the wasm-bindgen in Cargo.lock exactly, or the glue and the wasm
# disagree (a test checks the two lock files agree: tests/content/docs.rs).
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
tool_version=$(awk '/^name = "wasm-bindgen-cli-support"$/ { getline; gsub(/version = |"/, ""); print; exit }' tools/web-bindgen/Cargo.lock)
if [ -z "$version" ] || [ "$version" != "$tool_version" ]; then
    echo "error: wasm-bindgen ${version:-missing} in Cargo.lock, but tools/web-bindgen has $tool_version:" >&2
    echo "  set its wasm-bindgen-cli-support = \"=$version\" and run cargo update there" >&2
    exit 1
fi
# A tool, not our code: no lint wrapper (CI sets one), its own target folder (so it builds
# beside the app's wasm, not after it: cargo locks a target folder while it builds), and
# unoptimised (its release profile): it runs for a few seconds either way.
tool_target=$(realpath -m "${CARGO_TARGET_DIR:-target}/web-bindgen")
bindgen=$tool_target/release/qi-web-bindgen
( cd tools/web-bindgen && env -u RUSTC_WORKSPACE_WRAPPER -u CLIPPY_ARGS CARGO_TARGET_DIR="$tool_target" \
    cargo build --release --locked -q ) &
bindgen_build=$!

# The web build has the app only: no server, no default features. QI_WEB_PROFILE picks the
# cargo profile (CI's tests use `web-test`, less optimised, quicker to build; see Cargo.toml).
profile=${QI_WEB_PROFILE:-release}
cargo build --profile "$profile" --target "$target" --no-default-features --features app --bin qi-classroom
wasm=${CARGO_TARGET_DIR:-target}/$target/$profile/qi-classroom.wasm
if ! wait "$bindgen_build"; then
    echo "error: tools/web-bindgen (wasm-bindgen $version) did not build" >&2
    exit 1
fi

# Debian's brotli and gzip (and binaryen) are first needed here, after the compile: CI installs
# the packages in the background while it builds and names a file that holds apt's exit code
# once it is done (QI_WEB_PACKAGES_DONE); wait for it (bounded) rather than run a second apt.
if [ -n "${QI_WEB_PACKAGES_DONE:-}" ]; then
    for _ in $(seq 1 1200); do
        [ -s "$QI_WEB_PACKAGES_DONE" ] && break
        sleep 1
    done
fi
missing=()
command -v brotli >/dev/null || missing+=(brotli)
command -v gzip >/dev/null || missing+=(gzip)
# binaryen only when its wasm-opt is asked for (QI_WEB_WASM_OPT=1, below).
if [ "${QI_WEB_WASM_OPT:-0}" = 1 ]; then
    command -v wasm-opt >/dev/null || missing+=(binaryen)
fi
if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" \
        || echo "note: could not install ${missing[*]}; going on without" >&2
fi

rm -rf "$dist"
mkdir -p "$dist/fonts"
"$bindgen" "$wasm" "$dist" qi-classroom
if command -v wasm-opt >/dev/null && [ "${QI_WEB_WASM_OPT:-0}" = 1 ]; then
    # Smaller and faster; Debian's binaryen needs the features rustc enables by default.
    wasm-opt -O2 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        "$dist/qi-classroom_bg.wasm" -o "$dist/qi-classroom_bg.opt.wasm" \
        && mv "$dist/qi-classroom_bg.opt.wasm" "$dist/qi-classroom_bg.wasm" \
        || { echo "note: wasm-opt failed; keeping the unoptimised wasm" >&2; rm -f "$dist/qi-classroom_bg.opt.wasm"; }
fi
cp web/index.html "$dist/"
cp assets/fonts/NotoSansCJKsc-subset.otf assets/fonts/OFL.txt "$dist/fonts/"

for file in "$dist"/*.html "$dist"/*.js "$dist"/*.wasm "$dist"/fonts/*.otf; do
    if command -v brotli >/dev/null; then
        # The font's outlines are compressed already: quality 11 would take minutes for ~1%.
        # QI_WEB_BROTLI_QUALITY lowers the rest for a test build (CI: 5 takes 1 s on the 12 MB
        # wasm where 11 takes 40 s, for a file 18 % larger); what is served works the same.
        case "$file" in *.otf) quality=9 ;; *) quality=${QI_WEB_BROTLI_QUALITY:-11} ;; esac
        brotli -f -q "$quality" -k "$file"
    fi
    gzip -f -9 -k "$file"
done
ls -l "$dist" "$dist/fonts"
