#!/usr/bin/env python3
"""Picks the puzzles an older `qi-classroom check` could not prove out of a generated file.

Usage: pick-unproven-puzzles.py GENERATED.toml OLD_CHECK_OUTPUT FIRST_NUMBER PREFIX > part.toml

OLD_CHECK_OUTPUT is what the old binary's `check --strict GENERATED.toml` printed; every
puzzle an error points into is copied as written, renumbered `PREFIX-NN` from FIRST_NUMBER.
Used for puzzles/renju-vct-hard.toml: VCT puzzles from `qi-classroom generate renju --theme
vct` that the VCT search before #12 left unproven; today's `check` proves them.
"""

import re
import sys


def main():
    generated, old_output, first, prefix = sys.argv[1:5]
    name = re.escape(generated.rsplit("/", 1)[-1])
    with open(old_output) as f:
        wrong = sorted({int(m) for m in re.findall(name + r":(\d+):", f.read())})
    with open(generated) as f:
        lines = f.read().split("\n")
    starts = [i for i, line in enumerate(lines) if line == "[[puzzle]]"]
    number = int(first)
    picked = set()
    for line_number in wrong:
        start = max(s for s in starts if s < line_number)
        if start in picked:
            continue
        picked.add(start)
        later = [s for s in starts if s > start]
        block = lines[start : later[0] if later else len(lines)]
        block = [
            f'id = "{prefix}-{number:02}"' if line.startswith("id = ") else line
            for line in block
        ]
        while block and block[-1] == "":
            block.pop()
        print("\n".join(block) + "\n")
        number += 1


if __name__ == "__main__":
    main()
