#!/usr/bin/env bash
# Makes assets/fonts/NotoSansCJKsc-subset.otf: Noto Sans CJK SC Regular (SIL OFL 1.1) cut down to
# the characters Chinese lessons need, so the app draws Chinese on a machine with no CJK font.
# Covers GB 2312 (all 6,763 hanzi plus its symbols), Big5 level 1 (5,401 common traditional
# hanzi) and every Big5 symbol, CJK punctuation, fullwidth forms, and marks the app uses
# (✓ ★ ☆ ① …). Also writes assets/fonts/OFL.txt from the font's own notice and Debian's copy
# of the licence. Symbols Noto Sans CJK lacks (✗ ✔ ➕ …) come from a small subset of DejaVu Sans,
# assets/fonts/DejaVuSans-symbols.ttf, with its licence in assets/fonts/DejaVu-LICENSE.txt.
# Needs Debian's fonts-noto-cjk, fonts-dejavu-core and python3-fonttools (installed if missing).
set -euo pipefail
cd "$(dirname "$0")/.."

collection=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
dejavu=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
python=/usr/bin/python3
if [ ! -f "$collection" ] || [ ! -f "$dejavu" ] || ! "$python" -c 'import fontTools' 2>/dev/null; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        fonts-noto-cjk fonts-dejavu-core python3-fonttools
fi

out=assets/fonts
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$python" - "$collection" "$work/codepoints.txt" <<'PY'
"""Lists the code points to keep, one U+XXXX a line."""
import gzip, re, sys
from fontTools.ttLib import TTCollection

collection_path, out_path = sys.argv[1], sys.argv[2]
keep = set(range(0x20, 0x7F))  # ASCII, so digits and Latin in Chinese text match in style


def charmap(name):
    """(code point, bytes) pairs of a glibc charmap."""
    with gzip.open(f"/usr/share/i18n/charmaps/{name}.gz", "rt", encoding="latin-1") as f:
        for line in f:
            m = re.match(r"<U([0-9A-F]{4,6})>\s+((?:/x[0-9a-f]{2})+)", line)
            if m:
                yield int(m.group(1), 16), bytes(int(b, 16) for b in m.group(2).split("/x")[1:])


for cp, _ in charmap("GB2312"):  # simplified: GB 2312 levels 1 and 2, and its symbols
    keep.add(cp)
for cp, code in charmap("BIG5"):  # traditional: Big5 symbols and level 1 (0xA440-0xC67E)
    if len(code) == 2 and (code < b"\xa4\x40" or b"\xa4\x40" <= code <= b"\xc6\x7e"):
        keep.add(cp)
ranges = [
    (0x2000, 0x206F),  # general punctuation: — … ‘ ’ “ ”
    (0x2190, 0x21FF),  # arrows
    (0x2460, 0x24FF),  # enclosed numbers ① …
    (0x25A0, 0x25FF),  # geometric shapes ○ ● △ □
    (0x2600, 0x27BF),  # miscellaneous symbols and dingbats ★ ☆ ⚠ ✓
    (0x3000, 0x303F),  # CJK symbols and punctuation 、。「」《》
    (0x3100, 0x312F),  # bopomofo (zhuyin, used in Taiwan)
    (0x31A0, 0x31BF),  # bopomofo extended
    (0xFE10, 0xFE1F),  # vertical forms
    (0xFE30, 0xFE4F),  # CJK compatibility forms
    (0xFF00, 0xFFEF),  # fullwidth forms ！（），：；？
]
for low, high in ranges:
    keep.update(range(low, high + 1))
keep.update(map(ord, "✓✔✗✘★☆♪♫·•°×÷±"))

# Only what the font has; report the rest so a gap is visible.
font = TTCollection(collection_path).fonts[2]  # index 2 is Noto Sans CJK SC
assert "SC" in font["name"].getDebugName(4), font["name"].getDebugName(4)
cmap = font.getBestCmap()
missing = sorted(cp for cp in keep if cp not in cmap and cp >= 0x20)
kept = sorted(cp for cp in keep if cp in cmap)
print(f"keeping {len(kept)} code points; {len(missing)} asked for are not in the font")
with open(out_path, "w") as f:
    f.writelines(f"U+{cp:04X}\n" for cp in kept)
PY

"$python" -m fontTools.subset "$collection" --font-number=2 \
    --unicodes-file="$work/codepoints.txt" \
    --layout-features='*' --name-IDs='*' --name-languages='*' --no-hinting \
    --output-file="$out/NotoSansCJKsc-subset.otf"

# The licence: the font's copyright notice, then the SIL Open Font License 1.1 as Debian ships it.
"$python" - "$collection" /usr/share/doc/fonts-noto-cjk/copyright "$out/OFL.txt" <<'PY'
import sys
from fontTools.ttLib import TTCollection

collection_path, copyright_path, out_path = sys.argv[1:]
name = TTCollection(collection_path).fonts[2]["name"]
notice = name.getDebugName(0)
lines, inside = [], False
for line in open(copyright_path, encoding="utf-8"):
    if line.startswith("License: SIL-1.1") and inside is False:
        # The stand-alone licence paragraph has text after its first line; the file-list
        # paragraphs only name it.
        inside = "pending"
        continue
    if inside == "pending":
        if line.startswith(" "):
            inside = True
        else:
            inside = False
            continue
    if inside is True:
        if not line.startswith(" "):
            break
        text = line[1:].rstrip("\n")
        lines.append("" if text == "." else text)
if not lines:
    sys.exit("could not find the SIL-1.1 licence text in " + copyright_path)
with open(out_path, "w", encoding="utf-8") as f:
    f.write(notice + "\n\n")
    f.write("\n".join(lines).rstrip() + "\n")
PY

# Symbols for feedback and buttons (✗ ✔ ➕ ⚠ …): arrows, geometric shapes, miscellaneous
# symbols and dingbats from DejaVu Sans (Bitstream Vera licence; DejaVu changes public domain).
"$python" -m fontTools.subset "$dejavu" \
    --unicodes=U+2190-21FF,U+25A0-25FF,U+2600-27BF \
    --layout-features='*' --name-IDs='*' --no-hinting \
    --output-file="$out/DejaVuSans-symbols.ttf"
# The licence is the "Files: *" paragraph of Debian's copyright file, which covers the fonts.
awk '/^Files: \*/ {on=1} on && /^Files: debian/ {exit} on {print}' \
    /usr/share/doc/fonts-dejavu-core/copyright | sed -e 's/^ \.$//' -e 's/^ //' \
    > "$out/DejaVu-LICENSE.txt"

ls -l "$out/NotoSansCJKsc-subset.otf" "$out/DejaVuSans-symbols.ttf"
