//! The slow, obviously-correct twin of the fast VCT search, shared by the twin tests
//! (`gomoku_vct_twin`, `renju_threats`), with the generated positions they compare on.
//!
//! The twin plays the threat game by brute force: the attacker tries every legal move on the
//! board that is a threat of the searched kind ([`ThreatKind`]), the defender tries **every**
//! legal move (a renju Black's forbidden points are not legal, by the rules engine), and a
//! position is won when the attacker to move has a five point or a VCF (the VCF solver, which
//! has its own naive twin in `gomoku_vcf.rs` beside this file). A defender four must be
//! blocked at once (that uses no threat). Once the attacker has no VCF left on the board, the
//! threats have stopped and the line fails.

use qi_engines::rules::renju::{Board, Direction, Point, Stone};
use qi_engines::solve::renju::{DEFAULT_LIMIT, Rules, VcfSolver, VctOutcome, VctSolver};
use qi_engines::solve::seeded::SeededRandom;
use std::collections::HashMap;

/// What counts as an attacker's threat (a move that uses one of the threats allowed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreatKind {
    /// A four, a three (some later legal move on one of its lines would give two five points
    /// on that line, checked stone by stone) or a move that leaves a VCF of two moves (a White
    /// "three-equivalent": a four no block stops).
    Threes,
    /// A four or a move that leaves a VCF of two moves (a three: a straight four next; or a
    /// three-equivalent), by the VCF solver.
    VcfOfTwo,
    /// Any move that leaves a five point or a VCF (quiet moves included).
    Quiet,
}

/// The twin's answers by position: found by the board's Zobrist key, kept only when the whole
/// board is the same (a key collision is a miss, never a wrong answer). It changes how often
/// the twin works, not what it answers: the same position is met again in another move order.
#[derive(Default)]
pub struct Memo {
    answers: HashMap<(u64, u8), (Box<Board>, bool)>,
}

impl Memo {
    pub fn get(&self, board: &Board, depth: u8) -> Option<bool> {
        match self.answers.get(&(board.hash(), depth)) {
            Some((seen, answer)) if **seen == *board => Some(*answer),
            _ => None,
        }
    }

    pub fn insert(&mut self, board: &Board, depth: u8, answer: bool) {
        self.answers
            .insert((board.hash(), depth), (Box::new(board.clone()), answer));
    }
}

pub struct Twin {
    rules: Rules,
    attacker: Stone,
    kind: ThreatKind,
    vcf: VcfSolver,
    or_seen: Memo,
    and_seen: Memo,
    /// The threat questions (five point or VCF) left before the twin gives up on a position;
    /// once spent, every answer is meaningless and [`compare`] leaves the position out.
    questions_left: u64,
}

/// How many threat questions the twin may ask on one compared position. Nearly every position
/// needs far fewer; the few that need more (a two-threat win where almost every first move
/// wins, each defence proved by brute force) cost seconds each, and the tests count only
/// what was compared.
pub const TWIN_QUESTIONS: u64 = 120_000;

/// What the twin made of a position.
#[derive(Debug, PartialEq, Eq)]
pub enum Compared {
    /// The attacker wins, with these first moves (the fast searches agreed).
    Won(Vec<Point>),
    /// The attacker does not win (the fast searches agreed).
    NotWon,
    /// Beyond [`TWIN_QUESTIONS`]: left out, nothing compared.
    TooBig,
}

impl Compared {
    pub fn won(&self) -> bool {
        matches!(self, Compared::Won(_))
    }
}

impl Twin {
    pub fn new(rules: Rules, attacker: Stone, kind: ThreatKind) -> Twin {
        Twin {
            rules,
            attacker,
            kind,
            vcf: VcfSolver::new(rules, attacker),
            or_seen: Memo::default(),
            and_seen: Memo::default(),
            questions_left: TWIN_QUESTIONS,
        }
    }

    /// The five points of `stone` (the rules' own list, checked against a scan of every empty
    /// point by [`compare`] on each compared position).
    fn fives(&self, board: &Board, stone: Stone) -> Vec<Point> {
        self.rules.win_points(board, stone)
    }

    /// Whether the attacker (to move or not) has a five point or a VCF within `limit` moves.
    fn threatens(&mut self, board: &Board, limit: u8) -> bool {
        if self.gave_up() {
            return false;
        }
        self.questions_left -= 1;
        !self.fives(board, self.attacker).is_empty() || self.vcf.has_vcf(board, limit)
    }

    /// Whether the question budget is spent (then the searches below stop at once).
    pub fn gave_up(&self) -> bool {
        self.questions_left == 0
    }

    /// Whether the attacker's move on `p` is a threat of the searched kind.
    fn is_threat(&mut self, board: &Board, p: Point) -> bool {
        let after = board.with(p, self.attacker);
        match self.kind {
            ThreatKind::Quiet => self.threatens(&after, DEFAULT_LIMIT),
            ThreatKind::VcfOfTwo => self.threatens(&after, 2),
            ThreatKind::Threes => self.threatens(&after, 2) || self.makes_three(&after, p),
        }
    }

    /// The empty points on the line through `point` in `direction`, within four steps.
    fn near_on_line(board: &Board, point: Point, direction: Direction) -> Vec<Point> {
        (-4..=4)
            .filter_map(|k| point.step(direction, k))
            .filter(|&q| board.is_empty(q))
            .collect()
    }

    /// Whether some later legal, not winning, attacker move on one of `p`'s lines would give
    /// two five points on that line (`after` has the attacker's stone on `p`).
    fn makes_three(&self, after: &Board, p: Point) -> bool {
        let attacker = self.attacker;
        Direction::ALL.into_iter().any(|direction| {
            Self::near_on_line(after, p, direction)
                .into_iter()
                .any(|t| {
                    if !self.rules.is_legal(after, t, attacker)
                        || self.rules.makes_win(after, t, attacker)
                    {
                        return false;
                    }
                    let grown = after.with(t, attacker);
                    Self::near_on_line(&grown, t, direction)
                        .into_iter()
                        .filter(|&w| self.rules.makes_win(&grown, w, attacker))
                        .count()
                        >= 2
                })
        })
    }

    /// Attacker to move, `d` threats left.
    pub fn or(&mut self, board: &Board, d: u8) -> bool {
        if let Some(known) = self.or_seen.get(board, d) {
            return known;
        }
        let wins = self.or_unseen(board, d);
        self.or_seen.insert(board, d, wins);
        wins
    }

    fn or_unseen(&mut self, board: &Board, d: u8) -> bool {
        if self.threatens(board, DEFAULT_LIMIT) {
            return true;
        }
        match self.fives(board, self.attacker.opponent()).as_slice() {
            [] => {}
            [block] => return self.move_wins(board, *block, d),
            _ => return false,
        }
        d > 0
            && board
                .empty_points()
                .collect::<Vec<_>>()
                .into_iter()
                .any(|p| !self.gave_up() && self.move_wins(board, p, d))
    }

    /// The attacker's move on `p` wins within `d` threats.
    pub fn move_wins(&mut self, board: &Board, p: Point, d: u8) -> bool {
        if !self.rules.is_legal(board, p, self.attacker) {
            return false;
        }
        if self.rules.makes_win(board, p, self.attacker) {
            return true;
        }
        match self.fives(board, self.attacker.opponent()).as_slice() {
            [] => {}
            // The forced block uses no threat.
            [block] if *block == p => return self.and(&board.with(p, self.attacker), d),
            _ => return false,
        }
        if d == 0 || !self.is_threat(board, p) {
            return false;
        }
        self.and(&board.with(p, self.attacker), d - 1)
    }

    /// Defender to move, `d` threats left to the attacker.
    fn and(&mut self, board: &Board, d: u8) -> bool {
        if let Some(known) = self.and_seen.get(board, d) {
            return known;
        }
        let holds = self.and_unseen(board, d);
        self.and_seen.insert(board, d, holds);
        holds
    }

    fn and_unseen(&mut self, board: &Board, d: u8) -> bool {
        let defender = self.attacker.opponent();
        // No threat left (not even a VCF): the defender is free, the line has failed.
        if !self.threatens(board, DEFAULT_LIMIT) {
            return false;
        }
        let moves: Vec<Point> = board.empty_points().collect();
        for q in moves {
            if self.gave_up() {
                return false;
            }
            if !self.rules.is_legal(board, q, defender) {
                continue;
            }
            if self.rules.makes_win(board, q, defender) || !self.or(&board.with(q, defender), d) {
                return false;
            }
        }
        true
    }
}

/// Compares the fast search (both engines: depth-first and proof numbers, the latter for every
/// deepening step) with the twin on one position: the same verdict and the same winning first
/// moves; or nothing compared when the twin needs more than [`TWIN_QUESTIONS`].
pub fn compare(
    board: &Board,
    rules: Rules,
    attacker: Stone,
    quiet: bool,
    kind: ThreatKind,
    depth: u8,
) -> Compared {
    let context = format!("{board:?} {rules:?} {attacker:?} quiet {quiet} depth {depth}");
    for stone in [Stone::Black, Stone::White] {
        let scanned: Vec<Point> = board
            .empty_points()
            .filter(|&q| rules.makes_win(board, q, stone))
            .collect();
        assert_eq!(rules.win_points(board, stone), scanned, "{context}");
    }
    let mut fast = VctSolver::new(rules, attacker, u64::MAX);
    fast.set_quiet(quiet);
    let outcome = fast.solve_depth_first(board, depth);
    let first_moves = fast.first_moves_depth_first(board, depth).unwrap();
    let mut dfpn = VctSolver::new(rules, attacker, u64::MAX);
    dfpn.set_quiet(quiet);
    dfpn.set_depth_first_threats(None);
    let dfpn_outcome = dfpn.solve_dfpn(board, depth);
    let dfpn_moves = dfpn.first_moves_dfpn(board, depth).unwrap();
    let mut twin = Twin::new(rules, attacker, kind);
    let twin_moves: Vec<Point> = board
        .empty_points()
        .filter(|&p| twin.move_wins(board, p, depth))
        .collect();
    let twin_win = twin.or(board, depth);
    if twin.gave_up() {
        return Compared::TooBig;
    }
    assert!(!matches!(outcome, VctOutcome::Undecided), "{context}");
    assert!(!matches!(dfpn_outcome, VctOutcome::Undecided), "{context}");
    assert_eq!(matches!(outcome, VctOutcome::Win(_)), twin_win, "{context}");
    assert_eq!(first_moves, twin_moves, "{context}");
    assert_eq!(
        matches!(dfpn_outcome, VctOutcome::Win(_)),
        twin_win,
        "df-pn {context}"
    );
    assert_eq!(dfpn_moves, twin_moves, "df-pn {context}");
    for line in [&outcome, &dfpn_outcome]
        .into_iter()
        .filter_map(|o| match o {
            VctOutcome::Win(line) => Some(line),
            _ => None,
        })
    {
        // The line starts with a winning first move.
        assert!(twin_moves.contains(&line[0]), "line {line:?} {context}");
    }
    if twin_win {
        Compared::Won(twin_moves)
    } else {
        Compared::NotWon
    }
}

/// A random position of `black` Black and `white` White stones near the centre, with no five
/// point for either side (so no four on the board) and no forbidden Black stone.
pub fn position_with(rng: &mut SeededRandom, rules: Rules, black: usize, white: usize) -> Board {
    loop {
        let mut board = Board::new();
        let mut left = [black, white];
        let mut tries = 0;
        while left != [0, 0] && tries < 10_000 {
            tries += 1;
            let point = Point::new(4 + rng.index(7), 4 + rng.index(7)).unwrap();
            let side = usize::from(left[0] == 0 || (left[1] > 0 && tries % 2 == 0));
            let stone = [Stone::Black, Stone::White][side];
            if rules.is_legal(&board, point, stone) && !rules.makes_win(&board, point, stone) {
                board.place(point, stone);
                left[side] -= 1;
            }
        }
        if rules.win_points(&board, Stone::Black).is_empty()
            && rules.win_points(&board, Stone::White).is_empty()
        {
            return board;
        }
    }
}

/// `judge` applied to every case, the cases shared out over the machine's cores (at most four
/// threads), the answers in the cases' order. The twin comparisons are the slowest tests of the
/// crate: run one after the other they would keep a single core busy after every other test
/// has finished.
pub fn on_every_core<T: Sync, R: Send>(cases: &[T], judge: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .clamp(1, 4);
    let judge = &judge;
    let mut answers: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|first| {
                scope.spawn(move || {
                    // Every `threads`-th case from `first`: the slow cases spread out evenly.
                    (first..cases.len())
                        .step_by(threads)
                        .map(|index| (index, judge(&cases[index])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a twin comparison panicked"))
            .collect()
    });
    answers.sort_by_key(|(index, _)| *index);
    answers.into_iter().map(|(_, answer)| answer).collect()
}
