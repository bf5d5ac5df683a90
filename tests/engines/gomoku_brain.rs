//! `qi-classroom gomoku brain`: the Gomocup/Piskvork protocol against a scripted manager that
//! speaks START, INFO, BEGIN, TURN, BOARD, TAKEBACK, ABOUT and END, and checks every answer
//! against the rules (a whole renju game included).
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use qi_classroom::rules::renju::{Board, Point, RuleSet, Stone};
use qi_classroom::solve::level::Level;
use qi_classroom::solve::renju::{Rules, choose_move};

struct Manager {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Manager {
    fn start(level: &str) -> Manager {
        let mut child = Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
            .args(["gomoku", "brain", "--level", level])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Manager {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    fn answer(&mut self, line: &str) -> String {
        self.send(line);
        let mut reply = String::new();
        self.output.read_line(&mut reply).unwrap();
        reply.trim().to_string()
    }

    fn finish(mut self) {
        self.send("END");
        assert!(self.child.wait().unwrap().success());
    }
}

fn point(reply: &str) -> Point {
    let (x, y) = reply
        .split_once(',')
        .unwrap_or_else(|| panic!("not a move: {reply}"));
    Point::new(x.parse().unwrap(), y.parse().unwrap()).unwrap()
}

fn pair(p: Point) -> String {
    format!("{},{}", p.column(), p.row())
}

#[test]
fn the_brain_greets_refuses_other_boards_and_plays_first_in_the_centre_area() {
    let mut manager = Manager::start("3");
    assert!(manager.answer("ABOUT").starts_with("name=\"qi-classroom\""));
    assert!(manager.answer("START 19").starts_with("ERROR"));
    assert!(manager.answer("TURN 7,7").starts_with("ERROR"));
    assert_eq!(manager.answer("START 15"), "OK");
    manager.send("INFO timeout_turn 5000");
    manager.send("INFO rule 4");
    let first = point(&manager.answer("BEGIN"));
    assert!(first.rings_from_centre() <= 2, "{first}");
    assert!(manager.answer("FROBNICATE").starts_with("UNKNOWN"));
    assert!(manager.answer("TURN 99,99").starts_with("ERROR"));
    assert_eq!(manager.answer(&format!("TAKEBACK {}", pair(first))), "OK");
    assert_eq!(manager.answer("RESTART"), "OK");
    manager.finish();
}

#[test]
fn the_brain_answers_a_board_by_blocking_the_four() {
    let mut manager = Manager::start("3");
    assert_eq!(manager.answer("START 15"), "OK");
    // The brain (field 1) has two stones, the opponent (2) three in a row and a fourth: the
    // brain moves second (fewer stones) and must block at 7,8 or 2,8... here one end is taken.
    for line in [
        "BOARD", "3,7,2", "4,7,2", "5,7,2", "6,7,2", "2,7,1", "9,9,1", "0,0,2",
    ] {
        manager.send(line);
    }
    let reply = manager.answer("DONE");
    assert_eq!(reply, "7,7", "the only block of the four");
    manager.finish();
}

#[test]
fn a_whole_renju_game_against_the_manager_has_only_legal_moves() {
    let rules = Rules::new(RuleSet::Renju);
    let mut manager = Manager::start("5");
    assert_eq!(manager.answer("START 15"), "OK");
    manager.send("INFO rule 4");
    let mut board = Board::new();
    // The brain is Black (it begins); the manager plays White with the library's level 3.
    let mut reply = manager.answer("BEGIN");
    let mut winner = None;
    for ply in 0..112u64 {
        let brain_move = point(&reply);
        assert!(
            rules.is_legal(&board, brain_move, Stone::Black),
            "the brain played the illegal {brain_move}\n{board:?}"
        );
        if rules.makes_win(&board, brain_move, Stone::Black) {
            winner = Some(Stone::Black);
            break;
        }
        board.place(brain_move, Stone::Black);
        let Some(ours) = choose_move(&board, Stone::White, rules, Level::new(3).unwrap(), ply)
        else {
            break;
        };
        if rules.makes_win(&board, ours, Stone::White) {
            winner = Some(Stone::White);
            break;
        }
        board.place(ours, Stone::White);
        reply = manager.answer(&format!("TURN {}", pair(ours)));
    }
    assert_eq!(
        winner,
        Some(Stone::Black),
        "the level-5 brain beats level 3 here\n{board:?}"
    );
    manager.finish();
}
