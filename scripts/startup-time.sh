#!/usr/bin/env bash
# Measures the app's cold start: from launching the release binary to the end of its first
# painted frame (issue #6 target: ≤ 300 ms). Runs it N times in one virtual X display (Xvfb, Mesa
# software GL, started once so its own start is not counted) with a class of two profiles, and
# prints each run, then min / median / max.
# Usage: [STARTUP_BINARY=path] [STARTUP_LESSON=id] scripts/startup-time.sh [N] (default N = 15)
# The app prints the moment its first frame is on screen (QI_CLASSROOM_STARTUP_TIME, see
# src/app/startup.rs) and closes; the script subtracts the moment it launched the binary.
# The first run may read the binary from disk; later runs find it in the page cache.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-15}
packages=(xvfb xauth libx11-6 libx11-xcb1 libxcursor1 libxi6 libxkbcommon-x11-0 libgl1
          libglx-mesa0 libgl1-mesa-dri)
if ! command -v Xvfb >/dev/null; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${packages[@]}"
fi

binary=${STARTUP_BINARY:-}
if [ -z "$binary" ]; then
    cargo build --release
    binary=$PWD/target/release/qi-classroom
fi

data=$(mktemp -d)
cat > "$data/profiles.json" <<'JSON'
{"version": 1, "data": {"profiles": [
  {"id": 0, "name": "小美", "avatar": "panda"},
  {"id": 1, "name": "Tom", "avatar": "tiger"}],
 "progress": {}, "active": 0, "next_id": 2}}
JSON

# A free display number for our own Xvfb.
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do
    display=$((display + 1))
done
Xvfb ":$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 50); do
    [ -e "/tmp/.X11-unix/X$display" ] && break
    sleep 0.1
done

times=()
for run in $(seq "$runs"); do
    # EPOCHREALTIME is read by bash itself (no extra process) just before the binary starts.
    output=$(env -u WAYLAND_DISPLAY DISPLAY=":$display" QI_CLASSROOM_DATA_DIR="$data" \
        QI_CLASSROOM_STARTUP_TIME=1 QI_CLASSROOM_OPEN_LESSON="${STARTUP_LESSON:-}" \
        bash -c 'printf "launched at %s\n" "$EPOCHREALTIME"; exec "$0"' "$binary" \
        2>/dev/null </dev/null)
    launched=$(sed -n 's/^launched at //p' <<< "$output" | tr , .)
    line=$(grep '^first frame painted:' <<< "$output" || true)
    if [ -z "$line" ]; then
        echo "run $run: the app printed no start-up time" >&2
        exit 1
    fi
    painted=$(sed 's/.*unix time //' <<< "$line")
    inside=$(sed 's/^first frame painted: \([0-9.]*\) ms after start (\(.*\)),.*/\1 ms after app::run began; \2/' <<< "$line")
    total=$(awk -v a="$launched" -v b="$painted" 'BEGIN { printf "%.1f", (b - a) * 1000 }')
    echo "run $run: $total ms from launch to first frame painted ($inside)"
    times+=("$total")
done

sorted=$(printf '%s\n' "${times[@]}" | sort -n)
count=${#times[@]}
min=$(head -1 <<< "$sorted")
max=$(tail -1 <<< "$sorted")
median=$(sed -n "$(( (count + 1) / 2 ))p" <<< "$sorted")
echo "startup over $count runs: min $min ms, median $median ms, max $max ms (target ≤ 300 ms)"
