//! Generates the shipped Renju puzzles (`puzzles/renju-*.toml`) from seeded random games, keeping
//! only positions the solvers prove. Run: `cargo run --release --no-default-features --example
//! renju_puzzle_gen -- puzzles`.

// A one-off author tool: kept in the shape it had when it generated the shipped puzzles.
#![allow(clippy::collapsible_if, clippy::manual_is_multiple_of)]

use qi_classroom::rules::renju::{Board, Point, RuleSet, Stone};
use qi_classroom::solve::renju::{
    DEFAULT_LIMIT, Rules, VcfSolver, VctOutcome, defending_moves, solve_vct,
};
use qi_classroom::solve::seeded::SeededRandom;
use std::fmt::Write as _;

/// A random game of `plies` moves near the stones, with no five and no Black forbidden move.
fn random_position(
    rng: &mut SeededRandom,
    rules: Rules,
    plies: usize,
) -> Option<(Board, Vec<Point>, Vec<Point>)> {
    let mut board = Board::new();
    let (mut black, mut white) = (Vec::new(), Vec::new());
    board.place(Point::CENTRE, Stone::Black);
    black.push(Point::CENTRE);
    let mut stone = Stone::White;
    for _ in 1..plies {
        let mut placed = false;
        for _ in 0..50 {
            let near = if stone == Stone::Black {
                &black
            } else {
                &white
            };
            let all: Vec<Point> = black.iter().chain(white.iter()).copied().collect();
            let base = if !near.is_empty() && rng.next_u64() % 3 != 0 {
                near
            } else {
                &all
            };
            let from = base[(rng.next_u64() % base.len() as u64) as usize];
            let dc = (rng.next_u64() % 5) as i32 - 2;
            let dr = (rng.next_u64() % 5) as i32 - 2;
            let Some(q) = Point::from_signed(from.column() as i32 + dc, from.row() as i32 + dr)
            else {
                continue;
            };
            if !rules.is_legal(&board, q, stone) || rules.makes_win(&board, q, stone) {
                continue;
            }
            board.place(q, stone);
            if stone == Stone::Black {
                black.push(q)
            } else {
                white.push(q)
            }
            placed = true;
            break;
        }
        if !placed {
            return None;
        }
        stone = stone.opponent();
    }
    Some((board, black, white))
}

fn list(points: &[Point]) -> String {
    let names: Vec<String> = points.iter().map(|p| format!("\"{p}\"")).collect();
    format!("[{}]", names.join(", "))
}

fn area(point: Point) -> (&'static str, &'static str, &'static str) {
    let (c, r) = (point.column(), point.row());
    match (c < 5, c > 9, r < 5, r > 9) {
        (true, _, true, _) => ("the lower left", "左下方", "左下方"),
        (true, _, _, true) => ("the upper left", "左上方", "左上方"),
        (_, true, true, _) => ("the lower right", "右下方", "右下方"),
        (_, true, _, true) => ("the upper right", "右上方", "右上方"),
        (true, _, _, _) => ("the left side", "左边", "左邊"),
        (_, true, _, _) => ("the right side", "右边", "右邊"),
        (_, _, true, _) => ("the bottom", "下方", "下方"),
        (_, _, _, true) => ("the top", "上方", "上方"),
        _ => ("the middle", "中间", "中間"),
    }
}

fn colour(stone: Stone) -> (&'static str, &'static str, &'static str) {
    match stone {
        Stone::Black => ("Black", "黑棋", "黑棋"),
        Stone::White => ("White", "白棋", "白棋"),
    }
}

struct Entry {
    id: String,
    title: [String; 3],
    comment: [String; 3],
    black: Vec<Point>,
    white: Vec<Point>,
    to_move: Stone,
    goal: &'static str,
    solution: Vec<Point>,
    themes: Vec<&'static str>,
    difficulty: u8,
    hints: [[String; 3]; 3],
}

fn write_entry(out: &mut String, e: &Entry) {
    let tri = |t: &[String; 3]| {
        format!(
            "{{ en = \"{}\", zh-CN = \"{}\", zh-TW = \"{}\" }}",
            t[0], t[1], t[2]
        )
    };
    let _ = writeln!(out, "\n[[puzzle]]");
    let _ = writeln!(out, "id = \"{}\"", e.id);
    let _ = writeln!(out, "title = {}", tri(&e.title));
    let _ = writeln!(out, "comment = {}", tri(&e.comment));
    let _ = writeln!(out, "black = {}", list(&e.black));
    let _ = writeln!(out, "white = {}", list(&e.white));
    let side = if e.to_move == Stone::Black {
        "black"
    } else {
        "white"
    };
    let _ = writeln!(out, "to_move = \"{side}\"");
    let _ = writeln!(out, "goal = \"{}\"", e.goal);
    match e.goal {
        "vct" => {
            let _ = writeln!(out, "moves = 3");
        }
        // The attacker's own moves in the line (the shortest win, checked by the tests).
        "vcf" => {
            let _ = writeln!(out, "moves = {}", e.solution.len().div_ceil(2));
        }
        _ => {}
    }
    let _ = writeln!(out, "solution = {}", list(&e.solution));
    let themes: Vec<String> = e.themes.iter().map(|t| format!("\"{t}\"")).collect();
    let _ = writeln!(out, "themes = [{}]", themes.join(", "));
    let _ = writeln!(out, "difficulty = {}", e.difficulty);
    let _ = writeln!(out, "hints = [");
    for h in &e.hints {
        let _ = writeln!(out, "  {},", tri(h));
    }
    let _ = writeln!(out, "]");
}

/// Text in three languages, with points written as the board shows them (`h8` → `H8`).
fn s(a: &str, b: &str, c: &str) -> [String; 3] {
    [a, b, c].map(board_points)
}

/// Upper-cases every stand-alone point name (a letter a–o followed by 1–15) in `text`.
fn board_points(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let starts_word = i == 0 || !chars[i - 1].is_ascii_alphanumeric();
        let digits: String = chars[i + 1..]
            .iter()
            .take_while(|d| d.is_ascii_digit())
            .collect();
        let ends_word = chars
            .get(i + 1 + digits.len())
            .is_none_or(|n| !n.is_ascii_alphanumeric());
        let row_ok = digits
            .parse::<u8>()
            .is_ok_and(|row| (1..=15).contains(&row));
        if ('a'..='o').contains(&c) && starts_word && ends_word && row_ok {
            out.push(c.to_ascii_uppercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn main() {
    let folder = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "puzzles".to_owned());
    let rules = Rules::new(RuleSet::Renju);
    let mut rng = SeededRandom::from_state(0x00C0_FFEE_1234_5678);
    let (mut vcf, mut trap, mut vct, mut defend) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut tries = 0;
    while (vcf.len() < 12 || trap.len() < 6 || vct.len() < 6 || defend.len() < 6) && tries < 200_000
    {
        tries += 1;
        let plies = 12 + (rng.next_u64() % 16) as usize;
        let Some((board, black, white)) = random_position(&mut rng, rules, plies) else {
            continue;
        };
        let to_move = if black.len() == white.len() {
            Stone::Black
        } else {
            Stone::White
        };
        let opponent = to_move.opponent();
        if !rules.win_points(&board, to_move).is_empty()
            || !rules.win_points(&board, opponent).is_empty()
        {
            continue;
        }
        let outcome = VcfSolver::new(rules, to_move).solve(&board, DEFAULT_LIMIT);
        let moves = outcome.line.len().div_ceil(2);
        let (cn, ctw) = (colour(to_move).1, colour(to_move).2);
        let en = colour(to_move).0;
        if outcome.win && outcome.first_moves.len() <= 2 && moves >= 3 {
            let first = outcome.line[0];
            let last_white_trap = to_move == Stone::White
                && outcome.line.len() % 2 == 1
                && {
                    let mut b = board.clone();
                    let mut st = to_move;
                    for &m in &outcome.line {
                        b.place(m, st);
                        st = st.opponent();
                    }
                    let last = outcome.line[outcome.line.len() - 1];
                    matches!(rules.win_points_through(&b, last, to_move).as_slice(), [w] if rules.is_forbidden(&b, *w, Stone::Black))
                };
            let (a_en, a_cn, a_tw) = area(first);
            let line_text: Vec<String> = outcome.line.iter().map(Point::to_string).collect();
            let line_text = line_text.join(" ");
            // A trap is only a trap if White cannot win as fast when Black may take the point.
            let trap_needed = last_white_trap
                && !VcfSolver::new(Rules::new(RuleSet::Freestyle), to_move)
                    .has_vcf(&board, u8::try_from(moves).unwrap_or(u8::MAX));
            if trap_needed && trap.len() < 6 {
                let n = trap.len() + 1;
                trap.push(Entry {
                    id: format!("renju-forbidden-trap-{n:02}"),
                    title: s(&format!("Forbidden trap {n}"), &format!("禁手陷阱 {n}"), &format!("禁手陷阱 {n}")),
                    comment: s(&format!("White wins: {line_text}. Black's last block would be a forbidden point."), &format!("白棋胜：{line_text}。黑棋最后要挡的点是禁手。"), &format!("白棋勝：{line_text}。黑棋最後要擋的點是禁手。")),
                    black: black.clone(), white: white.clone(), to_move, goal: "forbidden-trap",
                    solution: outcome.line.clone(), themes: vec!["forbidden-trap", "vcf"],
                    difficulty: (2 + moves / 3).min(5) as u8,
                    hints: [
                        s(&format!("Look at {a_en} of the board."), &format!("看看棋盘的{a_cn}。"), &format!("看看棋盤的{a_tw}。")),
                        s("Make fours so that Black's last block is a forbidden point.", "连续冲四，让黑棋最后只能挡在禁手点上。", "連續衝四，讓黑棋最後只能擋在禁手點上。"),
                        s(&format!("Start with {first}."), &format!("先走 {first}。"), &format!("先下 {first}。")),
                    ],
                });
                continue;
            }
            if !last_white_trap && vcf.len() < 12 {
                let n = vcf.len() + 1;
                let four_three = moves <= 3;
                vcf.push(Entry {
                    id: format!("renju-vcf-{n:02}"),
                    title: s(
                        &format!("{en} wins by fours {n}"),
                        &format!("{cn}连续冲四取胜 {n}"),
                        &format!("{ctw}連續衝四取勝 {n}"),
                    ),
                    comment: s(
                        &format!("The winning line: {line_text}."),
                        &format!("取胜的走法：{line_text}。"),
                        &format!("取勝的下法：{line_text}。"),
                    ),
                    black: black.clone(),
                    white: white.clone(),
                    to_move,
                    goal: "vcf",
                    solution: outcome.line.clone(),
                    themes: if four_three {
                        vec!["vcf", "four-three"]
                    } else {
                        vec!["vcf"]
                    },
                    difficulty: (1 + moves / 3).min(5) as u8,
                    hints: [
                        s(
                            &format!("Look at {a_en} of the board."),
                            &format!("看看棋盘的{a_cn}。"),
                            &format!("看看棋盤的{a_tw}。"),
                        ),
                        s(
                            "Make a four every move; each block must help your next four.",
                            "每一步都冲四，对方的挡子要帮你走出下一个四。",
                            "每一步都衝四，對方的擋子要幫你下出下一個四。",
                        ),
                        s(
                            &format!("Start with {first}."),
                            &format!("先走 {first}。"),
                            &format!("先下 {first}。"),
                        ),
                    ],
                });
            }
            continue;
        }
        if !outcome.win && vct.len() < 6 {
            if let VctOutcome::Win(line) = solve_vct(&board, rules, to_move, 3, 20_000) {
                let first = line[0];
                let (a_en, a_cn, a_tw) = area(first);
                let n = vct.len() + 1;
                vct.push(Entry {
                    id: format!("renju-vct-{n:02}"),
                    title: s(&format!("{en} wins with threes and fours {n}"), &format!("{cn}活三冲四取胜 {n}"), &format!("{ctw}活三衝四取勝 {n}")),
                    comment: s("No four wins at once: first make a three the opponent must answer.", "直接冲四赢不了：先走一个对方必须应的活三。", "直接衝四贏不了：先下一個對方必須應的活三。"),
                    black: black.clone(), white: white.clone(), to_move, goal: "vct",
                    solution: vec![first], themes: vec!["vct", "three"],
                    difficulty: 4,
                    hints: [
                        s(&format!("Look at {a_en} of the board."), &format!("看看棋盘的{a_cn}。"), &format!("看看棋盤的{a_tw}。")),
                        s("Make a three (or a four) that forces an answer, then keep threatening.", "走一个逼对方应的活三（或冲四），然后继续进攻。", "下一個逼對方應的活三（或衝四），然後繼續進攻。"),
                        s(&format!("Start with {first}."), &format!("先走 {first}。"), &format!("先下 {first}。")),
                    ],
                });
                continue;
            }
        }
        // The defender must have no win of its own: "first look for your own win" comes first.
        if defend.len() < 6 && !outcome.win {
            let threat = VcfSolver::new(rules, opponent).solve(&board, DEFAULT_LIMIT);
            if threat.win && threat.line.len() >= 3 {
                let moves = defending_moves(&board, rules, to_move, DEFAULT_LIMIT);
                if !moves.is_empty() && moves.len() <= 3 {
                    let first = moves[0];
                    let (a_en, a_cn, a_tw) = area(first);
                    let n = defend.len() + 1;
                    let (oen, ocn, otw) = colour(opponent);
                    defend.push(Entry {
                        id: format!("renju-defend-{n:02}"),
                        title: s(&format!("Stop {oen}'s fours {n}"), &format!("挡住{ocn}的连续冲四 {n}"), &format!("擋住{otw}的連續衝四 {n}")),
                        comment: s(&format!("{oen} threatened {}; only a few moves stop it.", threat.line[0]), &format!("{ocn}威胁走 {}；只有少数几步能挡住。", threat.line[0]), &format!("{otw}威脅下 {}；只有少數幾步能擋住。", threat.line[0])),
                        black: black.clone(), white: white.clone(), to_move, goal: "defend",
                        solution: vec![first], themes: vec!["defend", "vcf"],
                        difficulty: 3,
                        hints: [
                            s(&format!("Look at {a_en} of the board."), &format!("看看棋盘的{a_cn}。"), &format!("看看棋盤的{a_tw}。")),
                            s("Find the opponent's winning fours first, then take their key point.", "先找出对方连续冲四的走法，再占住关键点。", "先找出對方連續衝四的下法，再佔住關鍵點。"),
                            s(&format!("Play {first}."), &format!("走 {first}。"), &format!("下 {first}。")),
                        ],
                    });
                }
            }
        }
    }
    eprintln!(
        "tries {tries}: vcf {} trap {} vct {} defend {}",
        vcf.len(),
        trap.len(),
        vct.len(),
        defend.len()
    );
    for (name, entries, about) in [
        ("renju-vcf.toml", &vcf, "VCF: win by continuous fours"),
        (
            "renju-forbidden-trap.toml",
            &trap,
            "White forces Black onto a forbidden point",
        ),
        ("renju-vct.toml", &vct, "VCT: win with threes and fours"),
        (
            "renju-defend.toml",
            &defend,
            "Defend: stop the opponent's continuous fours",
        ),
    ] {
        let mut out = format!(
            "# Renju puzzles — {about}.\n# Generated by examples/renju_puzzle_gen.rs and proven by tests/renju_puzzles.rs.\ngame = \"renju\"\nrules = {{ rule_set = \"renju\" }}\n"
        );
        for e in entries.iter() {
            write_entry(&mut out, e);
        }
        if let Err(error) = std::fs::write(format!("{folder}/{name}"), out) {
            eprintln!("error: {error}");
        }
    }
}
