//! 半途棋 discussion positions (#39): mid-game boards with several good moves for the class to
//! argue about ("为什么这么走？"), opened on the teach board. A file of `[[discussion]]` tables
//! (`puzzles/discuss-*.toml`); `check` proves each board legal and not over, with at least
//! two good moves the engine confirms — none of them lets the other side win by force, and
//! the side to move has no forced win of its own (then it would be a puzzle with one answer,
//! not a discussion) — and every text in the three languages.
//!
//! ```toml
//! game = "jungle"
//! [[discussion]]
//! id = "discuss-jungle-01"
//! title = { en = "…", zh-CN = "…", zh-TW = "…" }
//! question = { en = "…", zh-CN = "…", zh-TW = "…" }
//! fen = "…"                       # Jungle; Renju: black, white, to_move, rule_set
//! good = ["c3c4", "a3a2"]
//! why = [{ en = "…", zh-CN = "…", zh-TW = "…" }, …]   # one per good move
//! ```

use super::diagnostic::{DiagnosticKind, Finding};
use crate::i18n::Locale;
use crate::msg;
use crate::rules::jungle::{Move, Position, RuleOptions};
use crate::rules::renju::{Board, Point, RuleSet, Stone};
use crate::solve::bounded::{Budget, Verdict};
use crate::solve::jungle::solve;
use crate::solve::renju::{Rules, VcfSolver};
use serde::Deserialize;
use std::ops::Range;

/// How far ahead a Jungle good move is looked at: the other side must not win within it.
pub const JUNGLE_PLIES: u32 = 5;
/// Positions one Jungle search may visit.
const JUNGLE_NODES: u64 = 2_000_000;
/// The longest VCF looked for (attacker moves).
const VCF_MOVES: u8 = 8;
/// Positions one VCF search may visit.
const VCF_NODES: u64 = 400_000;

/// One text in the three languages.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
pub struct Texts {
    /// English.
    #[serde(default)]
    pub en: String,
    /// Simplified Chinese.
    #[serde(default, rename = "zh-CN")]
    pub zh_cn: String,
    /// Traditional Chinese.
    #[serde(default, rename = "zh-TW")]
    pub zh_tw: String,
}

impl Texts {
    /// The text in `locale`.
    pub fn get(&self, locale: Locale) -> &str {
        match locale {
            Locale::En => &self.en,
            Locale::ZhCn => &self.zh_cn,
            Locale::ZhTw => &self.zh_tw,
        }
    }

    fn complete(&self) -> bool {
        Locale::ALL.iter().all(|&l| !self.get(l).trim().is_empty())
    }
}

/// A discussion's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiscussionBoard {
    /// A Jungle FEN (side to move included).
    Jungle {
        /// The FEN.
        fen: String,
    },
    /// Renju stones.
    Renju {
        /// Black's stones.
        black: Vec<String>,
        /// White's stones.
        white: Vec<String>,
        /// Who moves.
        to_move: Stone,
        /// Freestyle or renju.
        rule_set: RuleSet,
    },
}

/// One discussion position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Discussion {
    /// The file it came from.
    pub file: String,
    /// Unique id.
    pub id: String,
    /// What the board is about.
    pub title: Texts,
    /// What the teacher asks the class.
    pub question: Texts,
    /// The board.
    pub board: DiscussionBoard,
    /// The good moves (`c3c4`) or points (`h9`), at least two.
    pub good: Vec<String>,
    /// Why each good move is good, in the same order.
    pub why: Vec<Texts>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    game: String,
    discussion: Vec<RawDiscussion>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDiscussion {
    id: String,
    title: Texts,
    question: Texts,
    fen: Option<String>,
    black: Option<Vec<String>>,
    white: Option<Vec<String>>,
    to_move: Option<String>,
    rule_set: Option<String>,
    good: Vec<String>,
    why: Vec<Texts>,
}

/// Reads a discussion file's text and checks every discussion with the engines: the
/// discussions that could be read, and what is wrong (spans into `text`).
pub fn read_discussions(text: &str, file: &str) -> (Vec<Discussion>, Vec<Finding>) {
    let raw: RawFile = match toml::from_str(text) {
        Ok(raw) => raw,
        Err(error) => {
            let span = error.span().unwrap_or(0..0);
            return (
                Vec::new(),
                vec![
                    Finding::error(
                        DiagnosticKind::BadValue,
                        span,
                        msg!(
                            "content-discussion-unreadable",
                            details = error.message().trim()
                        ),
                    )
                    .expected(msg!("content-expected-discussion")),
                ],
            );
        }
    };
    let mut findings = Vec::new();
    let mut discussions = Vec::new();
    for item in raw.discussion {
        let span = id_span(text, &item.id);
        let board = match raw.game.as_str() {
            "jungle" => item.fen.clone().map(|fen| DiscussionBoard::Jungle { fen }),
            "renju" => Some(DiscussionBoard::Renju {
                black: item.black.clone().unwrap_or_default(),
                white: item.white.clone().unwrap_or_default(),
                to_move: if item.to_move.as_deref() == Some("white") {
                    Stone::White
                } else {
                    Stone::Black
                },
                rule_set: if item.rule_set.as_deref() == Some("freestyle") {
                    RuleSet::Freestyle
                } else {
                    RuleSet::Renju
                },
            }),
            _ => None,
        };
        let Some(board) = board else {
            findings.push(error(
                span,
                msg!("content-discussion-no-board", game = raw.game.clone()),
            ));
            continue;
        };
        let discussion = Discussion {
            file: file.to_owned(),
            id: item.id,
            title: item.title,
            question: item.question,
            board,
            good: item.good,
            why: item.why,
        };
        findings.extend(check_discussion(&discussion, span));
        discussions.push(discussion);
    }
    (discussions, findings)
}

fn error(span: Range<usize>, message: crate::i18n::Message) -> Finding {
    Finding::error(DiagnosticKind::WrongAnswer, span, message)
        .expected(msg!("content-expected-discussion"))
}

/// The span of `id = "<id>"` in the text (the start of the file if not found).
fn id_span(text: &str, id: &str) -> Range<usize> {
    let needle = format!("\"{id}\"");
    text.find(&needle)
        .map_or(0..0, |at| at + 1..at + 1 + id.len())
}

/// Everything wrong with one discussion.
pub fn check_discussion(discussion: &Discussion, span: Range<usize>) -> Vec<Finding> {
    let mut findings = Vec::new();
    let texts = [&discussion.title, &discussion.question]
        .into_iter()
        .chain(discussion.why.iter());
    if texts.into_iter().any(|t| !t.complete()) {
        findings.push(error(span.clone(), msg!("content-discussion-language")));
    }
    if discussion.good.len() < 2 {
        findings.push(error(
            span.clone(),
            msg!(
                "content-discussion-few-good",
                count = discussion.good.len() as i64
            ),
        ));
    }
    if discussion.why.len() != discussion.good.len() {
        findings.push(error(span.clone(), msg!("content-discussion-why-count")));
    }
    let judged = match &discussion.board {
        DiscussionBoard::Jungle { fen } => judge_jungle(fen, &discussion.good),
        DiscussionBoard::Renju {
            black,
            white,
            to_move,
            rule_set,
        } => judge_renju(black, white, *to_move, *rule_set, &discussion.good),
    };
    if let Err(message) = judged {
        findings.push(error(span, message));
    }
    findings
}

/// The board legal and not over, the side to move without a forced win, and every good move
/// legal and not letting the other side win within [`JUNGLE_PLIES`].
fn judge_jungle(fen: &str, good: &[String]) -> Result<(), crate::i18n::Message> {
    let options = RuleOptions::default();
    let position = Position::from_fen(fen)
        .map_err(|e| msg!("content-discussion-bad-board", details = format!("{e:?}")))?;
    if position.outcome(&options).is_some() {
        return Err(msg!("content-discussion-over"));
    }
    let budget = || Budget {
        max_nodes: JUNGLE_NODES,
        cancel: None,
    };
    let own = solve(&position, &options, JUNGLE_PLIES, budget());
    if let Verdict::Win { .. } = own.verdict {
        let moves: Vec<String> = own.winning_moves.iter().map(ToString::to_string).collect();
        return Err(msg!(
            "content-discussion-mover-wins",
            moves = moves.join(", ")
        ));
    }
    for word in good {
        let mv: Move = word
            .parse()
            .map_err(|_| msg!("content-discussion-illegal", point = word.clone()))?;
        let after = position
            .play(&options, mv)
            .map_err(|_| msg!("content-discussion-illegal", point = word.clone()))?;
        if after.outcome(&options).is_some() {
            return Err(msg!("content-discussion-ends", point = word.clone()));
        }
        let theirs = solve(&after, &options, JUNGLE_PLIES - 1, budget());
        match theirs.verdict {
            Verdict::Win { .. } => {
                return Err(msg!("content-discussion-loses", point = word.clone()));
            }
            Verdict::Undecided => {
                return Err(msg!("content-discussion-undecided", point = word.clone()));
            }
            Verdict::NoWinWithin => {}
        }
    }
    Ok(())
}

/// The stones legal with no five, the side to move without a VCF, and every good point legal
/// and leaving the other side no VCF.
fn judge_renju(
    black: &[String],
    white: &[String],
    to_move: Stone,
    rule_set: RuleSet,
    good: &[String],
) -> Result<(), crate::i18n::Message> {
    let read = |names: &[String]| -> Result<Vec<Point>, crate::i18n::Message> {
        names
            .iter()
            .map(|n| {
                n.parse::<Point>()
                    .map_err(|_| msg!("content-discussion-bad-board", details = n.clone()))
            })
            .collect()
    };
    let board = Board::from_stones(&read(black)?, &read(white)?)
        .map_err(|e| msg!("content-discussion-bad-board", details = format!("{e:?}")))?;
    let rules = Rules::new(rule_set);
    let vcf = |board: &Board, attacker: Stone| {
        let mut solver = VcfSolver::new(rules, attacker);
        solver.set_budget(VCF_NODES);
        let outcome = solver.solve(board, VCF_MOVES);
        (outcome.win, solver.exhausted(), outcome.first_moves)
    };
    for stone in [Stone::Black, Stone::White] {
        if board.stones(stone).iter().any(|&p| {
            let mut without = board.clone();
            without.remove(p);
            rules.makes_win(&without, p, stone)
        }) {
            return Err(msg!("content-discussion-over"));
        }
    }
    let (wins, _, firsts) = vcf(&board, to_move);
    if wins {
        let moves: Vec<String> = firsts.iter().map(ToString::to_string).collect();
        return Err(msg!(
            "content-discussion-mover-wins",
            moves = moves.join(", ")
        ));
    }
    for word in good {
        let point: Point = word
            .parse()
            .map_err(|_| msg!("content-discussion-illegal", point = word.clone()))?;
        if !rules.is_legal(&board, point, to_move) {
            return Err(msg!("content-discussion-illegal", point = word.clone()));
        }
        let after = board.with(point, to_move);
        let (loses, undecided, _) = vcf(&after, to_move.opponent());
        if undecided {
            return Err(msg!("content-discussion-undecided", point = word.clone()));
        }
        if loses {
            return Err(msg!("content-discussion-loses", point = word.clone()));
        }
    }
    Ok(())
}
