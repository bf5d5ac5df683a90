#!/usr/bin/env bash
# Opens the release app in a virtual X display (Xvfb, Mesa software GL) and saves screenshots of
# the home screen, to check Chinese rendering and layout on a machine with no CJK font and no GPU.
# Usage: [SCREENSHOT_BINARY=path] [SCREENSHOT_LESSONS="id …"] [SCREENSHOT_SCREENS="name …"]
#        scripts/screenshot.sh [WIDTHxHEIGHT ...]
# (default sizes: 1024x768 1920x1080)
# Writes target/screenshots/home-<locale>-<size>.png for zh-CN, zh-TW and en, and
# <lesson id>-<locale>-<size>.png for each lesson named in SCREENSHOT_LESSONS (opened at start
# through QI_CLASSROOM_OPEN_LESSON), to check that boards and text scale with the window, and
# <name>-<locale>-<size>.png for each screen named in SCREENSHOT_SCREENS (QI_CLASSROOM_OPEN_SCREEN:
# lessons, puzzles, play, settings, or renju-lessons …).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(xvfb xauth xdotool imagemagick libx11-6 libx11-xcb1 libxcursor1 libxi6
          libxkbcommon-x11-0 libgl1 libglx-mesa0 libgl1-mesa-dri)
if ! command -v xvfb-run >/dev/null || ! command -v import >/dev/null \
        || ! command -v xdotool >/dev/null; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${packages[@]}"
fi

sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(1024x768 1920x1080)

# SCREENSHOT_BINARY=path uses an already built binary instead of building the release one.
binary=${SCREENSHOT_BINARY:-}
if [ -z "$binary" ]; then
    cargo build --release
    binary=$PWD/target/release/qi-classroom
fi
out=$PWD/target/screenshots
mkdir -p "$out"

# Two children already in the class, so the profile list is not empty.
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
cat > "$data/profiles.json" <<'JSON'
{"version": 1, "data": {"profiles": [
  {"id": 0, "name": "小美", "avatar": "panda"},
  {"id": 1, "name": "Tom", "avatar": "tiger"}],
 "progress": {}, "active": 0, "next_id": 2}}
JSON

read -r -a lessons <<< "${SCREENSHOT_LESSONS:-}"
read -r -a screens <<< "${SCREENSHOT_SCREENS:-}"
for size in "${sizes[@]}"; do
    width=${size%x*}
    height=${size#*x}
    for lang in zh_CN.UTF-8 zh_TW.UTF-8 en_GB.UTF-8; do
    for screen in home "${lessons[@]}" "${screens[@]}"; do
        rm -f "$data/settings.json"
        shot="$out/$screen-${lang%%.*}-$size.png"
        lesson=""
        open_screen=""
        if [[ " ${screens[*]} " == *" $screen "* ]]; then
            open_screen=$screen
        elif [ "$screen" != home ]; then
            lesson=$screen
        fi
        env -u LC_ALL -u LC_MESSAGES LANG="$lang" QI_CLASSROOM_DATA_DIR="$data" \
            QI_CLASSROOM_OPEN_LESSON="$lesson" QI_CLASSROOM_OPEN_SCREEN="$open_screen" \
            xvfb-run -a -s "-screen 0 ${width}x${height}x24" bash -c '
            "$0" & app=$!
            # Wait for the window, fill the screen with it (there is no window manager), let
            # it draw, then photograph the whole screen.
            for _ in $(seq 150); do
                window=$(xdotool search --pid "$app" 2>/dev/null | tail -1) && [ -n "$window" ] && break
                sleep 0.2
            done
            xdotool windowsize "$window" "$1" "$2" windowmove "$window" 0 0
            # Again once the app has fitted its window to the screen on its first frames.
            sleep 1
            xdotool windowsize "$window" "$1" "$2" windowmove "$window" 0 0
            sleep 2
            import -window root "$3"
            kill "$app"
        ' "$binary" "$width" "$height" "$shot" \
            < /dev/null
        echo "wrote $shot"
    done
    done
done
