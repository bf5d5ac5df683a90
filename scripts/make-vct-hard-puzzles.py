#!/usr/bin/env python3
"""Makes Renju VCT puzzles from benchmark positions the VCT search before #12 could not prove.

Usage: make-vct-hard-puzzles.py POSITIONS OLD_ANSWERS NEW_BINARY FIRST_NUMBER COUNT [SHIPPED.toml …]
       > part.toml

POSITIONS is benches/data/vct_positions.jsonl; OLD_ANSWERS the old binary's
`gomoku vct --jsonl` answers to it, line for line (`{"undecided":true}` where it could not
prove the position); NEW_BINARY today's `qi-classroom`. For each position the old search left
undecided, today's search is asked for the fewest threats (depth 1, 2, …) with which the side to
move wins; positions with one to three winning first moves become puzzles (`moves` = that
depth, `solution` = the first winning move, the comment names them all); positions already in the SHIPPED files are left
out. The words follow the generator's
(locales/*/generate.ftl). `qi-classroom check --strict` proves the result.
"""

import json
import subprocess
import sys
import tomllib

AREAS = {
    "middle": ("the middle", "中间", "中間"),
    "left": ("the left", "左边", "左邊"),
    "right": ("the right", "右边", "右邊"),
    "top": ("the top", "上方", "上方"),
    "bottom": ("the bottom", "下方", "下方"),
    "upper-left": ("the upper left", "左上方", "左上方"),
    "upper-right": ("the upper right", "右上方", "右上方"),
    "lower-left": ("the lower left", "左下方", "左下方"),
    "lower-right": ("the lower right", "右下方", "右下方"),
}
SIDES = {"black": ("Black", "黑棋", "黑棋"), "white": ("White", "白棋", "白棋")}
IDEA = (
    "No four wins at once: first make a three the opponent must answer, then keep threatening.",
    "直接冲四赢不了：先走一个对方必须应的活三，然后继续进攻。",
    "直接衝四贏不了：先下一個對方必須應的活三，然後繼續進攻。",
)
MAX_DEPTH = 6
MAX_RIGHT = 3


def area(point):
    column = ord(point[0]) - ord("a")
    row = int(point[1:]) - 1
    left, right, low, high = column < 5, column > 9, row < 5, row > 9
    if left and low:
        return "lower-left"
    if left and high:
        return "upper-left"
    if right and low:
        return "lower-right"
    if right and high:
        return "upper-right"
    if left:
        return "left"
    if right:
        return "right"
    if low:
        return "bottom"
    if high:
        return "top"
    return "middle"


def answers(binary, positions, depth):
    """Today's answers to `positions` at `depth`, one per position."""
    text = "".join(json.dumps(p) + "\n" for p in positions)
    run = subprocess.run(
        [binary, "gomoku", "vct", "--jsonl", "--depth", str(depth)],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    return [json.loads(line) for line in run.stdout.splitlines()]


def quoted(points):
    return "[" + ", ".join(f'"{p}"' for p in points) + "]"


def words(en, cn, tw):
    return f'{{ en = "{en}", zh-CN = "{cn}", zh-TW = "{tw}" }}'


def puzzle(number, position, depth, answer):
    first = answer["first_moves"]
    line = " ".join(p.upper() for p in answer["line"])
    side = SIDES[position["to_move"]]
    where = AREAS[area(first[0])]
    moves = ", ".join(first)
    return "\n".join(
        [
            "[[puzzle]]",
            f'id = "renju-vct-hard-{number:02}"',
            "title = "
            + words(
                f"{side[0]} wins by threes · {where[0]}",
                f"{side[1]}活三连攻 · {where[1]}",
                f"{side[2]}活三連攻 · {where[2]}",
            ),
            "comment = "
            + words(
                f"The right first moves: {moves}. The winning line: {line}.",
                f"正确的第一步：{moves}。取胜的走法：{line}。",
                f"正確的第一步：{moves}。取勝的下法：{line}。",
            ),
            f"black = {quoted(position['black'])}",
            f"white = {quoted(position['white'])}",
            f'to_move = "{position["to_move"]}"',
            'goal = "vct"',
            f"moves = {depth}",
            f"solution = {quoted(first[:1])}",
            'themes = ["vct", "three"]',
            f"difficulty = {4 if depth <= 2 else 5}",
            "hints = [",
            "  "
            + words(
                f"Look at {where[0]} of the board.",
                f"看看棋盘的{where[1]}。",
                f"看看棋盤的{where[2]}。",
            )
            + ",",
            "  " + words(*IDEA) + ",",
            "  "
            + words(
                f"Start with {first[0].upper()}.",
                f"先走 {first[0].upper()}。",
                f"先下 {first[0].upper()}。",
            )
            + ",",
            "]",
            "",
        ]
    )


def main():
    positions_path, old_path, binary, first_number, count = sys.argv[1:6]
    with open(positions_path) as f:
        positions = [json.loads(line) for line in f if line.strip()]
    with open(old_path) as f:
        old = [json.loads(line) for line in f if line.strip()]
    shipped = set()
    for path in sys.argv[6:]:
        with open(path, "rb") as f:
            for known in tomllib.load(f).get("puzzle", []):
                shipped.add((tuple(sorted(known["black"])), tuple(sorted(known["white"]))))
    open_ones = [
        p
        for p, a in zip(positions, old)
        if a.get("undecided")
        and (tuple(sorted(p["black"])), tuple(sorted(p["white"]))) not in shipped
    ]
    found = []
    for depth in range(1, MAX_DEPTH + 1):
        if not open_ones:
            break
        still_open = []
        for position, answer in zip(open_ones, answers(binary, open_ones, depth)):
            if answer.get("win"):
                if 1 <= len(answer["first_moves"]) <= MAX_RIGHT:
                    found.append((position, depth, answer))
            elif not answer.get("undecided"):
                still_open.append(position)
        open_ones = still_open
    number = int(first_number)
    for position, depth, answer in found[: int(count)]:
        print(puzzle(number, position, depth, answer))
        number += 1


if __name__ == "__main__":
    main()
