#!/usr/bin/env bash
# Builds the classroom app for the browser into web/dist/: index.html, the wasm file and its
# JavaScript glue, the fonts, and precompressed .br/.gz copies of each. Installs what it lacks,
# from the package registries only: the wasm32 target (rustup), wasm-bindgen-cli from crates.io
# at exactly the wasm-bindgen version in Cargo.lock, and Debian's brotli, gzip and binaryen
# (wasm-opt, optional: used only with QI_WEB_WASM_OPT=1, since Debian 12's binaryen 108 breaks the
# reference-types tables of this wasm-bindgen's output). Serve the result with scripts/serve-web.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

target=wasm32-unknown-unknown
dist=web/dist

if ! rustup target list --installed | grep -qx "$target"; then
    rustup target add "$target"
fi

# wasm-bindgen's CLI must match the library exactly, or the glue and the wasm disagree.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
    echo "error: no wasm-bindgen in Cargo.lock" >&2
    exit 1
fi
if ! command -v wasm-bindgen >/dev/null || [ "$(wasm-bindgen --version | awk '{print $2}')" != "$version" ]; then
    # --locked uses the CLI's own lock file; when the registry no longer has a version locked
    # there (yanked), resolve again within the CLI's requirements.
    # A tool, not our code: no lint wrapper (CI sets one), and unoptimised: it builds in less
    # than half the release profile's time, and its output is byte for byte the same (it runs
    # for about 3 s instead of 1 s on the app's wasm). No default features: they are the TLS
    # stack (rustls) for downloads the CLI never makes here.
    install() {
        env -u RUSTC_WORKSPACE_WRAPPER -u CLIPPY_ARGS CARGO_PROFILE_RELEASE_OPT_LEVEL=0 \
            cargo install wasm-bindgen-cli --version "$version" --no-default-features "$@"
    }
    # Built beside the app's wasm (below), not before it: the two compile at once where the
    # machine has cores to spare; the CLI is waited for only when the wasm is ready for it.
    ( install --locked || install ) &
    bindgen_install=$!
fi

# The web build has the app only: no server, no default features. QI_WEB_PROFILE picks the
# cargo profile (CI's tests use `web-test`, less optimised, quicker to build; see Cargo.toml).
profile=${QI_WEB_PROFILE:-release}
cargo build --profile "$profile" --target "$target" --no-default-features --features app --bin qi-classroom
wasm=${CARGO_TARGET_DIR:-target}/$target/$profile/qi-classroom.wasm
if [ -n "${bindgen_install:-}" ] && ! wait "$bindgen_install"; then
    echo "error: wasm-bindgen-cli $version could not be installed" >&2
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
wasm-bindgen "$wasm" --target web --no-typescript --out-dir "$dist" --out-name qi-classroom
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
