//! Teacher mode's teach board (issue #43), inside "Class on the server": open a lesson step's
//! board, a puzzle or a board set up by hand ([`super::board_setup`]) to the whole class, watch
//! how many answered out of those connected and who has not, close the question, show the
//! answers — the tally drawn on the board (arrows with counts for Jungle moves, pale stones with
//! counts for points, counts on marked squares, coloured by the server's verdict) and listed
//! above it with each illegal answer's reason as a sentence, with the children's names per
//! answer when the teacher asks for them.
//! It talks over the teacher's socket (`/api/classes/{code}/live`).

use super::super::View;
use super::super::board::{BoardArrow, CountBadge, JungleBoard, JungleBoardMode, RenjuBoard};
use super::board_setup::{BoardSetup, setup_ui};
use crate::app::Palette;
use crate::classroom::dashboard::Dashboard;
use crate::classroom::teach::{
    AnswerValue, AnswerVerdict, Ask, BoardPosition, TallyRow, TeachGame, TeachRule, TeachToTeacher,
    TeacherCommand, ToMove,
};
use crate::classroom::teach_judge::board_asks;
use crate::classroom::teach_reason::reason_message;
use crate::content::Library;
use crate::content::discussion::{Discussion, DiscussionBoard};
use crate::i18n::Localizer;
use crate::i18n::Message;
use crate::rules::jungle::Square;
use crate::rules::jungle::{Move, Position};
use crate::rules::renju::{Board, Point, Stone};
use egui::Color32;
use std::collections::{BTreeMap, BTreeSet};

/// Children's names for their ids (the teacher's screen, when names are shown).
pub type Names<'a> = dyn Fn(&[String]) -> String + 'a;

/// Seconds before a dropped teacher socket is opened again.
const RECONNECT_SECONDS: f64 = 5.0;

/// The answers of the question shown, as the server last sent them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Answers {
    /// Children who answered.
    pub answered: u32,
    /// Children connected.
    pub connected: u32,
    /// One row per answer.
    pub tally: Vec<TallyRow>,
    /// `open`, `closed`, `revealed`.
    pub state: String,
    /// Connected children who have not answered (ids).
    pub waiting: Vec<String>,
    /// The right answers.
    pub right: Vec<AnswerValue>,
}

struct Live {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

/// The teach board's state.
#[derive(Default)]
pub struct TeachBoard {
    live: Option<Live>,
    dropped_at: Option<f64>,
    /// The board picked in the list (index into the boards of the class's library).
    picked: usize,
    /// The question shown: its ask (with its id).
    asked: Option<Ask>,
    /// Its answers.
    pub answers: Option<Answers>,
    /// The server's last refusal (a kebab-case reason).
    refused: Option<String>,
    show_names: bool,
    counter: u64,
    /// The teacher is setting up a board by hand.
    setting_up: bool,
    /// The board set up by hand.
    setup: BoardSetup,
    /// The 半途棋 discussion picked in its list (index into the library's discussions).
    discussion_picked: usize,
    /// The discussion whose board is open (its id), to show its question and good moves.
    discussion_open: Option<String>,
}

impl std::fmt::Debug for TeachBoard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TeachBoard")
            .field("asked", &self.asked)
            .field("answers", &self.answers)
            .finish()
    }
}

impl TeachBoard {
    /// Applies one message of the teacher's socket.
    pub fn apply(&mut self, message: TeachToTeacher) {
        match message {
            TeachToTeacher::Answers {
                id,
                answered,
                connected,
                tally,
                state,
                waiting,
                right,
            } => {
                if self.asked.as_ref().is_some_and(|a| a.id == id) {
                    self.answers = Some(Answers {
                        answered,
                        connected,
                        tally,
                        state,
                        waiting,
                        right,
                    });
                }
            }
            TeachToTeacher::Refused { reason, .. } => self.refused = Some(reason),
        }
    }

    /// Shows `ask` as the question asked (for the screen; the server is told by [`Self::ui`]).
    pub fn set_asked(&mut self, ask: Ask) {
        self.asked = Some(ask);
        self.answers = None;
        self.refused = None;
    }

    fn poll(&mut self, ctx: &egui::Context, base: &str, code: &str, token: &str) {
        let now = ctx.input(|i| i.time);
        if self.live.is_none() {
            if self
                .dropped_at
                .is_some_and(|at| now - at < RECONNECT_SECONDS)
            {
                return;
            }
            let url = format!(
                "{}/api/classes/{code}/live?token={token}",
                base.replacen("http", "ws", 1)
            );
            let wake = ctx.clone();
            match ewebsock::connect_with_wakeup(url, ewebsock::Options::default(), move || {
                wake.request_repaint();
            }) {
                Ok((sender, receiver)) => self.live = Some(Live { sender, receiver }),
                Err(_) => self.dropped_at = Some(now),
            }
            return;
        }
        let mut dropped = false;
        let mut messages = Vec::new();
        if let Some(live) = &self.live {
            while let Some(event) = live.receiver.try_recv() {
                match event {
                    ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                        if let Ok(message) = serde_json::from_str::<TeachToTeacher>(&text) {
                            messages.push(message);
                        }
                    }
                    ewebsock::WsEvent::Error(_) | ewebsock::WsEvent::Closed => dropped = true,
                    _ => {}
                }
            }
        }
        for message in messages {
            self.apply(message);
        }
        if dropped {
            self.live = None;
            self.dropped_at = Some(now);
        }
    }

    /// Gives `ask` a new id, sends it and shows it as the question asked.
    fn open(&mut self, ctx: &egui::Context, mut ask: Ask) {
        self.counter += 1;
        let now = ctx.input(|i| i.time);
        ask.id = format!("q{}-{}", (now * 1000.0) as u64, self.counter);
        self.send(&TeacherCommand::Ask(ask.clone()));
        self.set_asked(ask);
    }

    fn send(&mut self, command: &TeacherCommand) {
        if let (Some(live), Ok(text)) = (&mut self.live, serde_json::to_string(command)) {
            live.sender.send(ewebsock::WsMessage::Text(text));
        }
    }

    /// Draws the teach board for the class `code` on the server at `base`.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        session: (&str, &str, &str),
        dashboard: Option<&Dashboard>,
    ) {
        let (base, code, token) = session;
        self.poll(ui.ctx(), base, code, token);
        ui.label(egui::RichText::new(view.text("app-teach-board-heading")).size(20.0));
        let library = view.class.library();
        let boards = board_asks(&library);
        ui.horizontal(|ui| {
            let label = |ask: &Ask| match (&ask.lesson, ask.step, &ask.puzzle) {
                (Some(lesson), Some(step), _) => format!("{lesson} · {step}"),
                (_, _, Some(puzzle)) => puzzle.clone(),
                _ => String::new(),
            };
            self.picked = self.picked.min(boards.len().saturating_sub(1));
            egui::ComboBox::from_id_salt("teach-board-pick")
                .selected_text(boards.get(self.picked).map(label).unwrap_or_default())
                .show_ui(ui, |ui| {
                    for (index, ask) in boards.iter().enumerate() {
                        ui.selectable_value(&mut self.picked, index, label(ask));
                    }
                });
            let open = egui::Button::new(view.text("app-teach-board-open"));
            if ui
                .add_enabled(self.live.is_some() && !boards.is_empty(), open)
                .clicked()
                && let Some(ask) = boards.get(self.picked)
            {
                self.open(ui.ctx(), ask.clone());
            }
            ui.separator();
            ui.toggle_value(&mut self.setting_up, view.text("app-board-setup-toggle"));
        });
        self.discussion_ui(ui, view, &library);
        if self.setting_up {
            let palette = Palette::for_settings(view.settings);
            let actions = setup_ui(ui, view.tr, palette, &self.setup, self.live.is_some());
            for action in actions {
                if let Some(ask) = self.setup.apply(action) {
                    self.open(ui.ctx(), ask);
                    self.setting_up = false;
                }
            }
            ui.separator();
        }
        if let Some(reason) = &self.refused {
            let text = view
                .tr
                .render(&Message::new("app-teach-board-refused").text("reason", reason.clone()));
            ui.colored_label(ui.visuals().warn_fg_color, text);
        }
        let Some(ask) = self.asked.clone() else {
            return;
        };
        let answers = self.answers.clone().unwrap_or_default();
        let names = |ids: &[String]| -> String {
            ids.iter()
                .map(|id| {
                    dashboard
                        .and_then(|d| d.students.iter().find(|s| &s.student_id == id))
                        .map_or(id.clone(), |s| s.name.clone())
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        ui.horizontal(|ui| {
            let count = Message::new("app-teach-board-answered")
                .number("answered", i64::from(answers.answered))
                .number("connected", i64::from(answers.connected));
            ui.label(egui::RichText::new(view.tr.render(&count)).size(20.0));
            let open = answers.state == "open" || answers.state.is_empty();
            if ui
                .add_enabled(open, egui::Button::new(view.text("app-teach-board-close")))
                .clicked()
            {
                self.send(&TeacherCommand::Close { id: ask.id.clone() });
            }
            if ui
                .add_enabled(
                    answers.state != "revealed",
                    egui::Button::new(view.text("app-teach-board-reveal")),
                )
                .clicked()
            {
                self.send(&TeacherCommand::Reveal { id: ask.id.clone() });
            }
            ui.checkbox(&mut self.show_names, view.text("app-teach-board-names"));
        });
        if !answers.waiting.is_empty() {
            let waiting =
                Message::new("app-teach-board-waiting").text("names", names(&answers.waiting));
            ui.label(view.tr.render(&waiting));
        }
        let palette = Palette::for_settings(view.settings);
        let shown_names: Option<&Names<'_>> = if self.show_names { Some(&names) } else { None };
        tally_ui(ui, view.tr, palette, &library, &ask, &answers, shown_names);
    }
}

impl TeachBoard {
    /// The 半途棋 row: a list of the library's discussion positions and a button that opens
    /// the picked board to the class (any legal answer is taken; the class argues about them);
    /// under it, while that board is open, the question to ask and why each good move is good.
    fn discussion_ui(&mut self, ui: &mut egui::Ui, view: &View, library: &Library) {
        let discussions = &library.discussions;
        if discussions.is_empty() {
            return;
        }
        let locale = view.tr.locale();
        self.discussion_picked = self.discussion_picked.min(discussions.len() - 1);
        ui.horizontal(|ui| {
            ui.label(view.text("app-teach-board-discuss"));
            egui::ComboBox::from_id_salt("teach-board-discuss")
                .selected_text(discussions[self.discussion_picked].title.get(locale))
                .show_ui(ui, |ui| {
                    for (index, discussion) in discussions.iter().enumerate() {
                        ui.selectable_value(
                            &mut self.discussion_picked,
                            index,
                            discussion.title.get(locale),
                        );
                    }
                });
            let open = egui::Button::new(view.text("app-teach-board-discuss-open"));
            if ui.add_enabled(self.live.is_some(), open).clicked() {
                let discussion = &discussions[self.discussion_picked];
                self.discussion_open = Some(discussion.id.clone());
                self.open(ui.ctx(), discussion_ask(discussion));
            }
        });
        let shown = self
            .asked
            .as_ref()
            .is_some_and(|ask| ask.puzzle.is_none() && ask.lesson.is_none());
        if let Some(discussion) = self
            .discussion_open
            .as_ref()
            .filter(|_| shown)
            .and_then(|id| discussions.iter().find(|d| &d.id == id))
        {
            ui.label(egui::RichText::new(discussion.question.get(locale)).size(18.0));
            ui.label(view.text("app-teach-board-discuss-good"));
            for why in &discussion.why {
                ui.label(format!("• {}", why.get(locale)));
            }
        }
    }
}

/// The teach board's question for a discussion position: its board, no lesson or puzzle
/// (the server takes any legal answer).
pub fn discussion_ask(discussion: &Discussion) -> Ask {
    let (game, position) = match &discussion.board {
        DiscussionBoard::Jungle { fen } => (
            TeachGame::Jungle,
            BoardPosition::Jungle { fen: fen.clone() },
        ),
        DiscussionBoard::Renju {
            black,
            white,
            to_move,
            rule_set,
        } => (
            TeachGame::Renju,
            BoardPosition::Renju {
                black: black.clone(),
                white: white.clone(),
                to_move: Some(if *to_move == Stone::Black {
                    ToMove::Black
                } else {
                    ToMove::White
                }),
                rule: Some(if *rule_set == crate::rules::renju::RuleSet::Freestyle {
                    TeachRule::Freestyle
                } else {
                    TeachRule::Renju
                }),
            },
        ),
    };
    Ask {
        id: String::new(),
        game,
        position,
        lesson: None,
        step: None,
        puzzle: None,
    }
}

/// The colour of a verdict on the board and in the list.
pub fn verdict_colour(verdict: AnswerVerdict) -> Color32 {
    match verdict {
        AnswerVerdict::Right => Color32::from_rgb(0x2e, 0x9d, 0x4f),
        AnswerVerdict::Legal => Color32::from_rgb(0xe0, 0x9a, 0x1a),
        AnswerVerdict::Illegal => Color32::from_rgb(0xd1, 0x3b, 0x3b),
    }
}

fn verdict_id(verdict: AnswerVerdict) -> &'static str {
    match verdict {
        AnswerVerdict::Right => "app-teach-board-right",
        AnswerVerdict::Legal => "app-teach-board-legal",
        AnswerVerdict::Illegal => "app-teach-board-illegal",
    }
}

/// The tally: one line per answer (count, verdict, the reason of an illegal one as a sentence,
/// the names when `names` is given), then on the board: Jungle moves as arrows with counts,
/// Renju points as pale stones of the side that answered ringed in the verdict's colour with
/// their count, marked squares or points with how many marked each (green when in the right
/// set, red when not); once shown, the right answers nobody gave too.
pub fn tally_ui(
    ui: &mut egui::Ui,
    tr: &Localizer,
    palette: Palette,
    library: &Library,
    ask: &Ask,
    answers: &Answers,
    names: Option<&Names<'_>>,
) {
    for row in &answers.tally {
        let answer = match &row.answer {
            AnswerValue::One(text) => text.clone(),
            AnswerValue::Many(marks) => marks.join(" "),
        };
        let reason = match (&row.reason, row.verdict) {
            (Some(reason), AnswerVerdict::Illegal) => tr.render(
                &Message::new("app-teach-board-row-reason")
                    .message("reason", reason_message(ask, &row.answer, reason, library)),
            ),
            _ => String::new(),
        };
        let line = Message::new("app-teach-board-row")
            .text("answer", answer)
            .number("count", i64::from(row.count))
            .message("verdict", Message::new(verdict_id(row.verdict)))
            .text("reason", reason);
        let mut text = tr.render(&line);
        if let Some(names) = names {
            text.push_str(&format!(" — {}", names(&row.students)));
        }
        ui.colored_label(verdict_colour(row.verdict), text);
    }
    ui.add_space(6.0);
    // In a scrolled panel: as wide as there is room for, up to a projector-readable size.
    let side = ui.available_width().clamp(260.0, 560.0);
    let count_label = |count: u32, verdict: AnswerVerdict| {
        tr.render(
            &Message::new("app-teach-board-badge")
                .number("count", i64::from(count))
                .message("verdict", Message::new(verdict_id(verdict))),
        )
    };
    let (marked, right_marks) = mark_counts(answers);
    let mark_badges = |read: &dyn Fn(&str) -> bool| -> Vec<(String, u32, bool)> {
        marked
            .iter()
            .filter(|(mark, _)| read(mark))
            .map(|(mark, count)| (mark.clone(), *count, right_marks.contains(mark)))
            .collect()
    };
    let mark_label = |count: u32, right: bool| {
        tr.render(
            &Message::new("app-teach-board-mark-badge")
                .number("count", i64::from(count))
                .text("right", if right { "yes" } else { "no" }),
        )
    };
    let mark_colour = |right: bool| {
        verdict_colour(if right {
            AnswerVerdict::Right
        } else {
            AnswerVerdict::Illegal
        })
    };
    ui.allocate_ui(egui::vec2(side, side), |ui| match &ask.position {
        BoardPosition::Jungle { fen } => {
            let Ok(position) = Position::from_fen(fen) else {
                return;
            };
            let mut arrows = Vec::new();
            let mut colours = Vec::new();
            for row in &answers.tally {
                if let AnswerValue::One(text) = &row.answer
                    && let Ok(mv) = Move::parse(text)
                {
                    arrows.push(BoardArrow {
                        from: mv.from,
                        to: mv.to,
                        number: Some(row.count),
                    });
                    colours.push(verdict_colour(row.verdict));
                }
            }
            // Once shown, the right moves nobody gave, without a count.
            for mv in unchosen_right(answers).filter_map(|text| Move::parse(text).ok()) {
                arrows.push(BoardArrow {
                    from: mv.from,
                    to: mv.to,
                    number: None,
                });
                colours.push(verdict_colour(AnswerVerdict::Right));
            }
            let badges: Vec<CountBadge<Square>> = mark_badges(&|m| m.parse::<Square>().is_ok())
                .into_iter()
                .filter_map(|(mark, count, right)| {
                    Some(CountBadge {
                        at: mark.parse().ok()?,
                        count,
                        colour: mark_colour(right),
                        stone: None,
                        label: mark_label(count, right),
                    })
                })
                .collect();
            let missed: Vec<Square> = right_marks
                .iter()
                .filter(|m| !marked.contains_key(*m))
                .filter_map(|m| m.parse().ok())
                .collect();
            JungleBoard::new(&position, tr, palette)
                .id_salt("teach-board-tally")
                .mode(JungleBoardMode::Locked)
                .arrows(&arrows)
                .arrow_colours(&colours)
                .badges(&badges)
                .rings(&missed)
                .show(ui);
        }
        BoardPosition::Renju {
            black,
            white,
            to_move,
            ..
        } => {
            let read = |points: &[String]| -> Vec<Point> {
                points.iter().filter_map(|p| p.parse().ok()).collect()
            };
            let Ok(board) = Board::from_stones(&read(black), &read(white)) else {
                return;
            };
            let stone = match to_move {
                Some(ToMove::White) => Stone::White,
                _ => Stone::Black,
            };
            let mut badges: Vec<CountBadge<Point>> = answers
                .tally
                .iter()
                .filter_map(|row| match &row.answer {
                    AnswerValue::One(text) => text.parse().ok().map(|point| CountBadge {
                        at: point,
                        count: row.count,
                        colour: verdict_colour(row.verdict),
                        stone: Some(stone),
                        label: count_label(row.count, row.verdict),
                    }),
                    AnswerValue::Many(_) => None,
                })
                .collect();
            badges.extend(
                mark_badges(&|m| m.parse::<Point>().is_ok())
                    .into_iter()
                    .filter_map(|(mark, count, right)| {
                        Some(CountBadge {
                            at: mark.parse().ok()?,
                            count,
                            colour: mark_colour(right),
                            stone: None,
                            label: mark_label(count, right),
                        })
                    }),
            );
            // Once shown, the right points nobody gave or marked: green, counted 0.
            for point in unchosen_right(answers).filter_map(|p| p.parse().ok()) {
                badges.push(CountBadge {
                    at: point,
                    count: 0,
                    colour: verdict_colour(AnswerVerdict::Right),
                    stone: Some(stone),
                    label: count_label(0, AnswerVerdict::Right),
                });
            }
            for point in right_marks
                .iter()
                .filter(|m| !marked.contains_key(*m))
                .filter_map(|m| m.parse().ok())
            {
                badges.push(CountBadge {
                    at: point,
                    count: 0,
                    colour: verdict_colour(AnswerVerdict::Right),
                    stone: None,
                    label: mark_label(0, true),
                });
            }
            RenjuBoard::new(&board, tr, palette)
                .id_salt("teach-board-tally")
                .enabled(false)
                .badges(&badges)
                .show(ui);
        }
    });
}

/// Once the answers are shown: the right moves or points (not marks) that nobody gave.
fn unchosen_right(answers: &Answers) -> impl Iterator<Item = &str> {
    let shown = answers.state == "revealed";
    answers.right.iter().filter_map(move |answer| match answer {
        AnswerValue::One(text)
            if shown && !answers.tally.iter().any(|row| &row.answer == answer) =>
        {
            Some(text.as_str())
        }
        _ => None,
    })
}

/// Marked answers summed per square or point (how many children marked each), and the squares
/// of the right set(s).
pub fn mark_counts(answers: &Answers) -> (BTreeMap<String, u32>, BTreeSet<String>) {
    let mut marked = BTreeMap::new();
    for row in &answers.tally {
        if let AnswerValue::Many(marks) = &row.answer {
            for mark in marks {
                *marked.entry(mark.clone()).or_insert(0) += row.count;
            }
        }
    }
    let right = answers
        .right
        .iter()
        .filter_map(|answer| match answer {
            AnswerValue::Many(marks) => Some(marks.iter().cloned()),
            AnswerValue::One(_) => None,
        })
        .flatten()
        .collect();
    (marked, right)
}
