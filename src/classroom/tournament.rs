//! A class tournament (issue #40): round-robin for up to 8 children, Swiss for more; pairings,
//! byes and standings as pure logic.
//!
//! - **Round-robin** (the circle method): everyone meets everyone once; with an odd number a
//!   bye each round, to a different child every round; the one with fewer firsts moves first,
//!   which keeps every child's colours within ±1.
//! - **Swiss**: children are ranked by points, then the tie-break, then their place in the
//!   list; each round the top unpaired child is paired with the next one they have not met
//!   (backtracking when the rest cannot be paired), never a pairing seen before; each child's
//!   colours stay within ±1 (firsts minus seconds); with an odd number the lowest-ranked child
//!   who has had no bye gets it (a win's points).
//! - **Standings**: points (win 1, draw ½, bye 1), then the tie-break named in them: Buchholz
//!   (the opponents' points added up) for Swiss, Sonneborn–Berger (the points of those beaten,
//!   and half of those drawn) for round-robin.

use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};

/// The most children a round-robin takes.
pub const ROUND_ROBIN_MAX: usize = 8;

/// How the tournament is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum System {
    /// Everyone meets everyone once.
    RoundRobin,
    /// Paired by points, no pairing twice.
    Swiss,
}

impl System {
    /// Round-robin for up to 8 children, Swiss for more.
    pub fn for_players(count: usize) -> System {
        if count <= ROUND_ROBIN_MAX {
            System::RoundRobin
        } else {
            System::Swiss
        }
    }

    /// The tie-break's kebab-case name, shown with the standings.
    pub fn tie_break(self) -> &'static str {
        match self {
            System::RoundRobin => "sonneborn-berger",
            System::Swiss => "buchholz",
        }
    }
}

/// A game's score for the first player (moves first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Score {
    /// The first player won.
    FirstWins,
    /// The second player won.
    SecondWins,
    /// Drawn.
    Draw,
}

/// One game of a round: `first` moves first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// Moves first (red / black).
    pub first: String,
    /// Moves second.
    pub second: String,
    /// The result, once the game is over.
    #[serde(default)]
    pub score: Option<Score>,
}

/// One round: its games and the child with the bye.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Round {
    /// The games.
    pub pairings: Vec<Pairing>,
    /// Who sits out (scored as a win).
    #[serde(default)]
    pub bye: Option<String>,
}

/// Why a round cannot be paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairingError {
    /// Fewer than two children.
    TooFewPlayers,
    /// A round-robin of more than 8.
    TooManyForRoundRobin,
    /// Every round of the round-robin was played.
    AllRoundsPlayed,
    /// A game of the last round has no result yet.
    RoundNotFinished,
    /// No pairing of the rest keeps every rule (no repeats, colours ±1).
    NoPairingLeft,
}

impl PairingError {
    /// The kebab-case reason.
    pub fn name(self) -> &'static str {
        match self {
            PairingError::TooFewPlayers => "too-few-players",
            PairingError::TooManyForRoundRobin => "too-many-for-round-robin",
            PairingError::AllRoundsPlayed => "all-rounds-played",
            PairingError::RoundNotFinished => "round-not-finished",
            PairingError::NoPairingLeft => "no-pairing-left",
        }
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// Place, from 1 (equal points and tie-break share a place).
    pub rank: usize,
    /// The child.
    pub student: String,
    /// Points.
    pub points: f64,
    /// The tie-break's value.
    pub tie_break: f64,
    /// Games played (the bye not counted).
    pub played: usize,
}

/// A tournament: its children (in seeding order), system and rounds so far.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    /// The children, in seeding order.
    pub players: Vec<String>,
    /// How it is paired.
    pub system: System,
    /// The rounds so far.
    pub rounds: Vec<Round>,
}

/// Half-points, so that sums stay exact.
type Halves = u32;

impl Tournament {
    /// A tournament of `players` (round-robin up to 8, Swiss above).
    pub fn new(players: Vec<String>) -> Tournament {
        let system = System::for_players(players.len());
        Tournament {
            players,
            system,
            rounds: Vec::new(),
        }
    }

    /// Pairs the next round (added to `rounds` and returned); every game of the last round
    /// must have its result.
    pub fn pair_next(&mut self) -> Result<&Round, PairingError> {
        if self.players.len() < 2 {
            return Err(PairingError::TooFewPlayers);
        }
        let finished = self
            .rounds
            .last()
            .is_none_or(|r| r.pairings.iter().all(|p| p.score.is_some()));
        if !finished {
            return Err(PairingError::RoundNotFinished);
        }
        let round = match self.system {
            System::RoundRobin => self.round_robin(self.rounds.len())?,
            System::Swiss => self.swiss()?,
        };
        self.rounds.push(round);
        self.rounds.last().ok_or(PairingError::NoPairingLeft)
    }

    /// Round `index` of the circle method.
    fn round_robin(&self, index: usize) -> Result<Round, PairingError> {
        let n = self.players.len();
        if n > ROUND_ROBIN_MAX {
            return Err(PairingError::TooManyForRoundRobin);
        }
        let mut seats: Vec<Option<&String>> = self.players.iter().map(Some).collect();
        if n % 2 == 1 {
            seats.push(None);
        }
        let m = seats.len();
        if index >= m - 1 {
            return Err(PairingError::AllRoundsPlayed);
        }
        // Seat 0 stays; the others turn `index` places.
        let mut order = vec![seats[0]];
        for i in 0..m - 1 {
            order.push(seats[1 + (i + index) % (m - 1)]);
        }
        let records = self.records();
        let balance = |p: &String| records.get(p.as_str()).map_or(0, |r| r.balance);
        let mut round = Round::default();
        for i in 0..m / 2 {
            let (a, b) = (order[i], order[m - 1 - i]);
            match (a, b) {
                (Some(a), Some(b)) => {
                    // The one with fewer firsts moves first; when equal, by round and table
                    // (this keeps every child's colours within ±1 for 2 to 8 children).
                    let swap = match balance(a).cmp(&balance(b)) {
                        std::cmp::Ordering::Less => false,
                        std::cmp::Ordering::Greater => true,
                        std::cmp::Ordering::Equal => (index + i) % 2 == 1,
                    };
                    let (first, second) = if swap { (b, a) } else { (a, b) };
                    round.pairings.push(Pairing {
                        first: first.clone(),
                        second: second.clone(),
                        score: None,
                    });
                }
                (Some(p), None) | (None, Some(p)) => round.bye = Some(p.clone()),
                (None, None) => {}
            }
        }
        Ok(round)
    }

    /// Each child's points in halves, games met, colour balance and byes so far.
    fn records(&self) -> HashMap<&str, Record> {
        let mut records: HashMap<&str, Record> = self
            .players
            .iter()
            .map(|p| (p.as_str(), Record::default()))
            .collect();
        for round in &self.rounds {
            if let Some(bye) = &round.bye
                && let Some(r) = records.get_mut(bye.as_str())
            {
                r.halves += 2;
                r.byes += 1;
            }
            for p in &round.pairings {
                let (first, second) = match p.score {
                    Some(Score::FirstWins) => (2, 0),
                    Some(Score::SecondWins) => (0, 2),
                    Some(Score::Draw) => (1, 1),
                    None => (0, 0),
                };
                for (me, other, got, colour) in [
                    (&p.first, &p.second, first, 1),
                    (&p.second, &p.first, second, -1),
                ] {
                    if let Some(r) = records.get_mut(me.as_str()) {
                        r.halves += got;
                        r.balance += colour;
                        r.met.insert(other.clone());
                        r.games.push((other.clone(), p.score.map(|_| got)));
                    }
                }
            }
        }
        records
    }

    fn swiss(&self) -> Result<Round, PairingError> {
        let records = self.records();
        let standings = self.standings();
        // Ranked: points, tie-break, then seeding order (standings keep it for equals).
        let ranked: Vec<&str> = standings.iter().map(|s| s.student.as_str()).collect();
        let mut byes: Vec<Option<&str>> = vec![None];
        if ranked.len() % 2 == 1 {
            byes = ranked
                .iter()
                .rev()
                .filter(|p| records.get(**p).is_some_and(|r| r.byes == 0))
                .map(|p| Some(*p))
                .collect();
        }
        for bye in byes {
            let rest: Vec<&str> = ranked.iter().copied().filter(|p| Some(*p) != bye).collect();
            if let Some(pairs) = pair_rest(&rest, &records) {
                return Ok(Round {
                    pairings: pairs
                        .into_iter()
                        .map(|(a, b)| colours(a, b, &records))
                        .collect(),
                    bye: bye.map(str::to_owned),
                });
            }
        }
        Err(PairingError::NoPairingLeft)
    }

    /// The standings: points, then the tie-break, then seeding order.
    pub fn standings(&self) -> Vec<Standing> {
        let records = self.records();
        let halves = |p: &str| records.get(p).map_or(0, |r| r.halves);
        let mut rows: Vec<(usize, Standing)> = self
            .players
            .iter()
            .enumerate()
            .map(|(seed, p)| {
                let record = records.get(p.as_str()).cloned().unwrap_or_default();
                let points = |o: &str| f64::from(halves(o)) / 2.0;
                let tie: f64 = match self.system {
                    System::Swiss => record.met.iter().map(|o| points(o)).sum(),
                    // Sonneborn–Berger: a win counts the opponent's points, a draw half.
                    System::RoundRobin => record
                        .games
                        .iter()
                        .map(|(o, got)| f64::from(got.unwrap_or(0)) / 2.0 * points(o))
                        .sum(),
                };
                let standing = Standing {
                    rank: 0,
                    student: p.clone(),
                    points: f64::from(record.halves) / 2.0,
                    tie_break: tie,
                    played: record.games.iter().filter(|(_, got)| got.is_some()).count(),
                };
                (seed, standing)
            })
            .collect();
        rows.sort_by(|(sa, a), (sb, b)| {
            b.points
                .total_cmp(&a.points)
                .then(b.tie_break.total_cmp(&a.tie_break))
                .then(sa.cmp(sb))
        });
        let mut out: Vec<Standing> = Vec::with_capacity(rows.len());
        for (i, (_, mut row)) in rows.into_iter().enumerate() {
            row.rank = match out.last() {
                Some(prev) if prev.points == row.points && prev.tie_break == row.tie_break => {
                    prev.rank
                }
                _ => i + 1,
            };
            out.push(row);
        }
        out
    }
}

/// One child's record so far.
#[derive(Debug, Clone, Default)]
struct Record {
    halves: Halves,
    /// Firsts minus seconds.
    balance: i32,
    byes: u32,
    met: HashSet<String>,
    /// Each game: the opponent and the half-points got (`None` while unfinished).
    games: Vec<(String, Option<Halves>)>,
}

/// Whether `a` and `b` may meet: not met before, and some colour keeps both within ±1.
fn may_meet(a: &str, b: &str, records: &HashMap<&str, Record>) -> bool {
    let (Some(ra), Some(rb)) = (records.get(a), records.get(b)) else {
        return false;
    };
    // Both one first ahead (or behind): one of them would go two ahead.
    let same_lean = ra.balance == rb.balance && ra.balance != 0;
    !ra.met.contains(b) && !same_lean
}

/// Pairs `rest` in ranked order, backtracking; `None` when no pairing keeps the rules.
fn pair_rest<'a>(
    rest: &[&'a str],
    records: &HashMap<&str, Record>,
) -> Option<Vec<(&'a str, &'a str)>> {
    let Some((&top, others)) = rest.split_first() else {
        return Some(Vec::new());
    };
    for (i, &partner) in others.iter().enumerate() {
        if !may_meet(top, partner, records) {
            continue;
        }
        let remaining: Vec<&str> = others
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, p)| *p)
            .collect();
        if let Some(mut pairs) = pair_rest(&remaining, records) {
            pairs.insert(0, (top, partner));
            return Some(pairs);
        }
    }
    None
}

/// Who moves first: the one with fewer firsts; when equal, the higher-ranked `a`.
fn colours(a: &str, b: &str, records: &HashMap<&str, Record>) -> Pairing {
    let balance = |p: &str| records.get(p).map_or(0, |r| r.balance);
    let (first, second) = if balance(b) < balance(a) {
        (b, a)
    } else {
        (a, b)
    };
    Pairing {
        first: first.to_owned(),
        second: second.to_owned(),
        score: None,
    }
}

#[cfg(test)]
#[path = "tournament_tests.rs"]
mod tests;
