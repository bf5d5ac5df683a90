#!/usr/bin/env bash
# Opens the app under Xvfb (1280×800) on a lesson or puzzle, clicks through it and saves a
# screenshot: for pictures of what a child sees after a few taps (a hint drawn on the board, a
# drill's wrong answer, a puzzle's refutation). The packages are those of scripts/screenshot.sh.
# Usage: [SCREENSHOT_BINARY=path] [AGE=young|middle|older]
#        scripts/screenshot-steps.sh LANG ID OUT.png [STEP ...]
# LANG: zh_CN.UTF-8, zh_TW.UTF-8, en_GB.UTF-8; ID: a lesson or puzzle id; each STEP is X,Y (a
# click there), waitN (N seconds) or shot:FILE (an extra screenshot now).
# Example (docs/screenshots/drill-wrong-lines-en-1280x800.png):
#   scripts/screenshot-steps.sh en_GB.UTF-8 renju-14-double-three drill.png 733,390 1144,302 wait1
set -euo pipefail
cd "$(dirname "$0")/.."
lang=$1; id=$2; out=$3; shift 3
binary=${SCREENSHOT_BINARY:-$PWD/target/release/qi-classroom}
[ -x "$binary" ] || cargo build --release
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
cat > "$data/profiles.json" <<JSON
{"version": 1, "data": {"profiles": [
  {"id": 0, "name": "小美", "avatar": "panda", "age": "${AGE:-middle}"}],
 "progress": {}, "active": 0, "next_id": 1}}
JSON
env -u LC_ALL -u LC_MESSAGES LANG="$lang" QI_CLASSROOM_DATA_DIR="$data" \
    QI_CLASSROOM_THINKING_PAUSE=0 QI_CLASSROOM_OPEN_LESSON="$id" \
    xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
    "$0" & app=$!
    for _ in $(seq 150); do
        window=$(xdotool search --pid "$app" 2>/dev/null | tail -1) && [ -n "$window" ] && break
        sleep 0.2
    done
    xdotool windowsize "$window" 1280 800 windowmove "$window" 0 0
    sleep 1
    xdotool windowsize "$window" 1280 800 windowmove "$window" 0 0
    sleep 3
    out=$1; shift
    for step in "$@"; do
        case $step in
            wait*) sleep "${step#wait}" ;;
            shot:*) import -window root "${step#shot:}" ;;
            *) xdotool mousemove "${step%,*}" "${step#*,}"; sleep 0.3; xdotool click 1; sleep 1.2 ;;
        esac
    done
    import -window root "$out"
    kill "$app"
' "$binary" "$out" "$@" < /dev/null
echo "wrote $out"
