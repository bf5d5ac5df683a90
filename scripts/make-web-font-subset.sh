#!/usr/bin/env bash
# Makes assets/fonts/NotoSansCJKsc-web-first.otf: the characters of the built-in lessons and
# puzzles and of the three locales, cut from assets/fonts/NotoSansCJKsc-subset.otf (same font,
# same licence: assets/fonts/OFL.txt). The web build has it inside the wasm file so Chinese is
# readable in the first frame; the whole font follows as its own file. Run it again after
# adding Chinese text to lessons/, puzzles/ or locales/ (a test checks the cut covers them).
# Needs Debian's python3-fonttools (installed if missing).
set -euo pipefail
cd "$(dirname "$0")/.."

python=/usr/bin/python3
if ! "$python" -c 'import fontTools' 2>/dev/null; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3-fonttools
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$python" - "$work/text.txt" <<'PY'
"""Every character outside ASCII in the lessons, puzzles and locales, plus ASCII itself."""
import pathlib, sys

chars = set(chr(c) for c in range(0x20, 0x7F))
for folder, pattern in [("lessons", "**/*.toml"), ("puzzles", "**/*.toml"), ("locales", "**/*.ftl")]:
    for path in sorted(pathlib.Path(folder).glob(pattern)):
        chars.update(c for c in path.read_text(encoding="utf-8") if ord(c) >= 0x80)
chars.update("，。、：；！？（）「」『』《》“”‘’…—·")
pathlib.Path(sys.argv[1]).write_text("".join(sorted(chars)), encoding="utf-8")
print(f"{len(chars)} characters")
PY

"$python" -m fontTools.subset assets/fonts/NotoSansCJKsc-subset.otf \
    --text-file="$work/text.txt" \
    --layout-features='*' --name-IDs='*' --name-languages='*' --no-hinting \
    --output-file=assets/fonts/NotoSansCJKsc-web-first.otf
ls -l assets/fonts/NotoSansCJKsc-web-first.otf
