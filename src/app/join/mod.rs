//! "Join a class": an adult enters the server address and class code once; then the child taps
//! their name and picture (and their picture code when the class uses one). Once joined, every
//! finished step and puzzle attempt goes into the outbox and is sent until the server
//! acknowledges it; today's work comes from the server and updates live.

pub mod address;
pub mod client;
pub mod invite;
pub mod question;
pub mod race;
pub mod room;
pub mod room_extras_ui;
pub mod room_ui;
pub mod storage;
mod today;
pub(crate) use today::todays_buttons;
mod overlays;
mod stages;
mod teacher_pin;

use super::teacher_gate::TeacherPinAnswer;
use super::{Action, View};
use crate::classroom::Event;
use crate::classroom::event::{LessonStep, PuzzleAttempt};
use crate::classroom::outbox::Outbox;
use crate::classroom::protocol::{
    Activity, Assignment, AssignmentItem, DeviceMessage, ServedFile, ServedLibrary, StudentCard,
    Students,
};
use crate::i18n::Message;
use crate::progress::Avatar;
use crate::progress::ProgressStore;
use client::{Client, Failure, Reply};
use stages::failure_id;
use std::hash::{BuildHasher, Hasher};
use std::time::Duration;
use storage::{ClassDocuments, Membership};

/// Seconds between two tries to send the outbox when the last one failed.
const RETRY_SECONDS: f64 = 5.0;
/// Seconds between two reports of the same activity (the step's time keeps counting).
const ACTIVITY_SECONDS: f64 = 20.0;
/// Seconds before a dropped live connection is opened again.
const RECONNECT_SECONDS: f64 = 10.0;

/// Where the join flow is.
#[derive(Debug, Clone, PartialEq)]
enum Stage {
    /// The adult types the address and code.
    Address,
    /// Waiting for the class's names.
    Looking { base: String, code: String },
    /// The child taps their name.
    Names {
        base: String,
        code: String,
        students: Students,
    },
    /// The child taps their picture code.
    Pictures {
        base: String,
        code: String,
        student: StudentCard,
        picked: Vec<String>,
    },
    /// Waiting for the token.
    Joining {
        base: String,
        code: String,
        student: StudentCard,
    },
    /// In the class.
    Joined,
}

/// The class server a joined device asks for what it cannot make itself (the browser's
/// printed sheets).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassServer {
    /// Its base URL (`http://192.168.1.20:8080`).
    pub base: String,
    /// The bearer token to send.
    pub token: String,
    /// Whether `token` is the teacher's (answer keys may be asked for).
    pub teacher: bool,
}

/// The live connection for today's work.
struct Live {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

/// The "Join a class" screen and the device's class connection (it keeps sending the outbox
/// while other screens are shown: see [`JoinScreen::tick`]).
pub struct JoinScreen {
    address: String,
    code: String,
    stage: Stage,
    /// A Fluent id to show under the form (what went wrong, or what is happening).
    status: Option<&'static str>,
    client: Client,
    /// The class joined, the outbox and today's work, as saved.
    documents: ClassDocuments,
    /// The outbox changed since it was last saved.
    outbox_dirty: bool,
    /// The membership changed since it was last saved.
    membership_dirty: bool,
    /// Today's work changed since it was last saved.
    assignment_dirty: bool,
    /// The served lessons changed since they were last saved.
    library_dirty: bool,
    /// The served lessons changed since the app last took them into the class.
    library_changed: bool,
    live: Option<Live>,
    live_dropped_at: Option<f64>,
    sending: bool,
    last_send: f64,
    /// No progress is sent before this time: the server said it was busy (429) or could not
    /// store anything (503), and for how long; the outbox keeps every event meanwhile.
    send_after: f64,
    /// Ask for the class's names at the first frame (opened from a join link).
    auto_find: bool,
    /// The last activity reported and when (`i.time`).
    reported: Option<(Activity, f64)>,
    /// The class's teacher PIN typed on this device, to be sent for the server's check.
    teacher_pin_to_check: Option<String>,
    /// The server's answer to it, for the settings screen's gate.
    teacher_pin_answer: Option<TeacherPinAnswer>,
    /// The teacher's token the server gave for the right PIN, in memory only: the browser
    /// asks the server for printed sheets with their answer key with it.
    teacher_token: Option<String>,
    /// The teacher's question shown over every screen (the teach board), while open or until
    /// the child goes back to their work.
    question: Option<question::ClassQuestion>,
    /// The teacher's placement race shown over every screen, while it runs or until "back".
    race: Option<race::ClassRace>,
    /// The game against a classmate the teacher paired this child for, shown over every
    /// screen until the game is over and the child goes back.
    room: Option<room::ClassRoom>,
    room_voice: room_ui::RoomVoice,
    /// Invitations to a classmate's game, sent and received.
    invites: invite::ClassInvites,
}

impl std::fmt::Debug for JoinScreen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JoinScreen")
            .field("stage", &self.stage)
            .field("pending", &self.documents.outbox.pending.len())
            .finish()
    }
}

/// A random prefix for this device's event ids.
fn device_prefix(seed: f64) -> String {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(seed.to_bits());
    format!("{:012x}", hasher.finish() & 0xffff_ffff_ffff)
}

impl JoinScreen {
    /// The screen with the class and outbox `store` remembers.
    pub fn load(store: &mut ProgressStore) -> Self {
        let documents = ClassDocuments::load(store);
        let membership = documents.membership.clone();
        // A page served by the class's server (or opened from the projector's QR code) knows
        // the address and maybe the code: the adult does not type them.
        let link = super::platform::class_link();
        let mut screen = JoinScreen {
            address: membership
                .as_ref()
                .map(|m| m.base.clone())
                .unwrap_or_default(),
            code: membership
                .as_ref()
                .map(|m| m.class_code.clone())
                .unwrap_or_default(),
            stage: if membership.is_some() {
                Stage::Joined
            } else {
                Stage::Address
            },
            status: None,
            client: Client::default(),
            documents,
            outbox_dirty: false,
            membership_dirty: false,
            assignment_dirty: false,
            library_dirty: false,
            library_changed: true,
            live: None,
            question: None,
            race: None,
            room: None,
            room_voice: room_ui::RoomVoice::default(),
            invites: invite::ClassInvites::default(),
            teacher_token: None,
            live_dropped_at: None,
            sending: false,
            last_send: f64::NEG_INFINITY,
            send_after: f64::NEG_INFINITY,
            auto_find: false,
            reported: None,
            teacher_pin_to_check: None,
            teacher_pin_answer: None,
        };
        if screen.documents.membership.is_none()
            && let Some((origin, code)) = link
        {
            screen.address = origin;
            screen.auto_find = code.is_some();
            screen.code = code.unwrap_or_default();
        }
        screen
    }

    /// Saves what changed since the last call (the app calls it after every frame and action);
    /// what could not be saved stays dirty and is tried again.
    pub fn persist(&mut self, store: &mut ProgressStore) {
        if self.outbox_dirty && self.documents.save_outbox(store) {
            self.outbox_dirty = false;
        }
        if self.membership_dirty && self.documents.save_membership(store) {
            self.membership_dirty = false;
        }
        if self.assignment_dirty && self.documents.save_assignment(store) {
            self.assignment_dirty = false;
        }
        if self.library_dirty && self.documents.save_library(store) {
            self.library_dirty = false;
        }
    }

    /// The child this device joined the class as: their name and picture.
    pub fn joined_child(&self) -> Option<(&str, Option<Avatar>)> {
        let student = &self.documents.membership.as_ref()?.student;
        Some((&student.name, avatar_of(&student.avatar)))
    }

    /// The class server this device is joined to and how to ask it for printed sheets (the
    /// teacher's token once the class's PIN was checked, else the child's).
    pub fn class_server(&self) -> Option<ClassServer> {
        let membership = self.documents.membership.as_ref()?;
        Some(ClassServer {
            base: membership.base.clone(),
            token: self
                .teacher_token
                .clone()
                .unwrap_or_else(|| membership.token.clone()),
            teacher: self.teacher_token.is_some(),
        })
    }

    /// Whether this device is in a class.
    pub fn is_joined(&self) -> bool {
        self.documents.membership.is_some()
    }

    /// Events waiting for the server.
    pub fn pending(&self) -> usize {
        self.documents.outbox.pending.len()
    }

    /// Turns a recorded step or puzzle attempt into an outbox event (when joined).
    pub fn observe(&mut self, action: &Action) {
        if self.documents.membership.is_none() {
            return;
        }
        let event = match action {
            Action::RecordStepStars {
                lesson,
                step,
                stars,
                mistakes,
                hints,
                answers_seen,
                seconds,
                tries,
            } => Event::LessonStep(LessonStep {
                id: self.documents.outbox.make_id(),
                lesson: lesson.clone(),
                step: u32::try_from(*step).unwrap_or(u32::MAX),
                stars: *stars,
                mistakes: *mistakes,
                hints: *hints,
                answers_seen: *answers_seen,
                seconds: *seconds,
                tries: tries.clone(),
            }),
            Action::RecordPuzzleAttempt {
                puzzle,
                solved,
                hints_used,
                answers_seen,
                mistakes,
                seconds,
                tries,
            } => Event::Puzzle(PuzzleAttempt {
                id: self.documents.outbox.make_id(),
                puzzle: puzzle.clone(),
                solved: *solved,
                mistakes: *mistakes,
                hints: *hints_used,
                answers_seen: *answers_seen,
                seconds: *seconds,
                tries: tries.clone(),
            }),
            _ => return,
        };
        self.documents.outbox.push(event);
        self.save_outbox();
        // Send at the next frame.
        self.last_send = f64::NEG_INFINITY;
    }

    /// Keeps today's work as heard (saved, so a restarted device shows it at once).
    fn set_assignment(&mut self, assignment: Option<Assignment>) {
        if self.documents.assignment != assignment {
            self.documents.assignment = assignment;
            self.assignment_dirty = true;
        }
    }

    /// Keeps the teacher's lessons as served (saved, so they stay usable while the server is
    /// away) and tells the app to take them into the class.
    fn set_library(&mut self, library: Option<ServedLibrary>) {
        if self.documents.library != library {
            self.documents.library = library;
            self.library_dirty = true;
            self.library_changed = true;
        }
    }

    /// The teacher's served lessons and puzzles, when they changed since the last call: where
    /// they came from (shown as the folder's name) and the files (`None` inside: none any more).
    pub fn take_served_library(&mut self) -> Option<Option<(String, &[ServedFile])>> {
        if !std::mem::take(&mut self.library_changed) {
            return None;
        }
        let membership = self.documents.membership.as_ref();
        Some(
            self.documents
                .library
                .as_ref()
                .zip(membership)
                .filter(|(library, _)| !library.files.is_empty())
                .map(|(library, membership)| {
                    (
                        format!("{}/api/library", membership.base),
                        library.files.as_slice(),
                    )
                }),
        )
    }

    fn save_outbox(&mut self) {
        self.outbox_dirty = true;
    }

    /// Every frame, on any screen: applies answers, keeps the live connection, sends the outbox.
    pub fn tick(&mut self, ctx: &egui::Context) {
        if std::mem::take(&mut self.auto_find) {
            self.find(ctx);
        }
        let now = ctx.input(|i| i.time);
        for reply in self.client.take() {
            self.apply(reply, now);
        }
        self.poll_live(ctx, now);
        self.send_teacher_pin(ctx);
        let Some(membership) = &self.documents.membership else {
            return;
        };
        if !self.sending
            && !self.documents.outbox.is_empty()
            && now - self.last_send >= RETRY_SECONDS
            && now >= self.send_after
        {
            self.sending = true;
            self.last_send = now;
            let wake = ctx.clone();
            self.client.progress(
                &membership.base,
                &membership.token,
                &self.documents.outbox.batch(),
                move || wake.request_repaint(),
            );
        }
        if !self.documents.outbox.is_empty() || self.live.is_none() {
            ctx.request_repaint_after(Duration::from_secs(2));
        }
    }

    /// Tells the server what the child is on now (`None`: nothing open): at once when the step
    /// or its wrong tries change, and every [`ACTIVITY_SECONDS`] while it stays open, so the
    /// teacher sees who has been on one step for minutes.
    pub fn report_activity(&mut self, ctx: &egui::Context, activity: Option<Activity>) {
        let Some(membership) = &self.documents.membership else {
            return;
        };
        let Some(activity) = activity else {
            self.reported = None;
            return;
        };
        let now = ctx.input(|i| i.time);
        let due = match &self.reported {
            None => true,
            Some((last, at)) => {
                last.lesson != activity.lesson
                    || last.step != activity.step
                    || last.puzzle != activity.puzzle
                    || last.mistakes != activity.mistakes
                    || now - at >= ACTIVITY_SECONDS
            }
        };
        if due {
            let wake = ctx.clone();
            self.client
                .activity(&membership.base, &membership.token, &activity, move || {
                    wake.request_repaint()
                });
            self.reported = Some((activity, now));
        }
        ctx.request_repaint_after(Duration::from_secs_f64(ACTIVITY_SECONDS));
    }

    fn apply(&mut self, reply: Reply, now: f64) {
        match reply {
            Reply::Students(result) => {
                if self.stage == Stage::Joined {
                    // The classmates, for an invitation.
                    if let Ok(students) = result {
                        self.invites.classmates = students.students;
                    }
                    return;
                }
                let Stage::Looking { base, code } = &self.stage else {
                    return;
                };
                match result {
                    Ok(students) => {
                        self.status = None;
                        self.stage = Stage::Names {
                            base: base.clone(),
                            code: code.clone(),
                            students,
                        };
                    }
                    Err(failure) => {
                        self.status = Some(failure_id(&failure));
                        self.stage = Stage::Address;
                    }
                }
            }
            Reply::Joined(result) => {
                let Stage::Joining {
                    base,
                    code,
                    student,
                } = &self.stage
                else {
                    return;
                };
                match result {
                    Ok(joined) => {
                        let membership = Membership {
                            base: base.clone(),
                            class_code: code.clone(),
                            student: student.clone(),
                            token: joined.student_token,
                        };
                        if self.documents.outbox.device.is_empty() {
                            self.documents.outbox = Outbox::new(device_prefix(now));
                            self.save_outbox();
                        }
                        self.documents.membership = Some(membership);
                        self.membership_dirty = true;
                        self.status = None;
                        self.stage = Stage::Joined;
                    }
                    Err(Failure::Refused) => {
                        self.status = Some("join-wrong-pictures");
                        self.stage = Stage::Pictures {
                            base: base.clone(),
                            code: code.clone(),
                            student: student.clone(),
                            picked: Vec::new(),
                        };
                    }
                    Err(failure) => {
                        self.status = Some(failure_id(&failure));
                        self.stage = Stage::Address;
                    }
                }
            }
            Reply::Assignment(Ok(assignment)) => self.set_assignment(Some(assignment)),
            Reply::Library(Ok(library)) => self.set_library(Some(library)),
            Reply::TeacherPin(result) => {
                self.teacher_pin_answer = Some(TeacherPinAnswer::from_reply(&result));
                if let Ok(token) = &result {
                    self.teacher_token = Some(token.teacher_token.clone());
                }
            }
            Reply::Assignment(Err(_)) | Reply::Library(Err(_)) | Reply::Activity(_) => {}
            Reply::Progress(result) => {
                self.sending = false;
                match result {
                    Ok(answer) => {
                        if self.documents.outbox.acknowledge(&answer) > 0 {
                            self.save_outbox();
                            // More may wait: send again at once.
                            self.last_send = f64::NEG_INFINITY;
                        }
                    }
                    // Nothing was stored: the events stay, and wait as long as the server asked.
                    Err(Failure::Busy { retry_after, .. }) => {
                        self.send_after = now + retry_after as f64;
                    }
                    Err(_) => {}
                }
            }
        }
    }

    fn poll_live(&mut self, ctx: &egui::Context, now: f64) {
        let Some(membership) = &self.documents.membership else {
            self.live = None;
            return;
        };
        if self.live.is_none() {
            let due = self
                .live_dropped_at
                .is_none_or(|at| now - at >= RECONNECT_SECONDS);
            if !due {
                return;
            }
            let url = format!(
                "{}/api/live?token={}",
                membership.base.replacen("http", "ws", 1),
                membership.token
            );
            let wake = ctx.clone();
            match ewebsock::connect_with_wakeup(url, ewebsock::Options::default(), move || {
                wake.request_repaint();
            }) {
                Ok((sender, receiver)) => {
                    self.live = Some(Live { sender, receiver });
                    if let Some(open) = &mut self.room {
                        open.reconnected();
                    }
                }
                Err(_) => self.live_dropped_at = Some(now),
            }
            // Today's work once by HTTP too, in case the socket cannot open; the teacher's
            // lessons each time the connection opens (the teacher may have changed them).
            let wake = ctx.clone();
            self.client
                .assignment(&membership.base, &membership.token, move || {
                    wake.request_repaint()
                });
            let wake = ctx.clone();
            self.client
                .library(&membership.base, move || wake.request_repaint());
            return;
        }
        let mut dropped = false;
        let mut heard = None;
        let mut others = Vec::new();
        if let Some(live) = &self.live {
            while let Some(event) = live.receiver.try_recv() {
                match event {
                    ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                        if let Ok(DeviceMessage::Assignment { assignment, .. }) =
                            serde_json::from_str(&text)
                        {
                            heard = Some(assignment);
                        } else {
                            others.push(text);
                        }
                    }
                    ewebsock::WsEvent::Error(_) | ewebsock::WsEvent::Closed => dropped = true,
                    _ => {}
                }
            }
        }
        if let Some(assignment) = heard {
            self.set_assignment(Some(assignment));
        }
        for text in others {
            self.hear_overlay(&text);
        }
        self.send_overlays(ctx, now);
        if dropped {
            if let Some(mut live) = self.live.take() {
                live.sender.close();
            }
            self.live_dropped_at = Some(now);
        }
    }

    /// Draws the screen for the current stage.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, actions: &mut Vec<Action>) {
        ui.heading(view.text("join-title"));
        ui.add_space(8.0);
        match self.stage.clone() {
            Stage::Address => self.address_ui(ui, view),
            Stage::Looking { .. } | Stage::Joining { .. } => {
                ui.label(view.text("join-looking"));
                ui.spinner();
            }
            Stage::Names {
                base,
                code,
                students,
            } => self.names_ui(ui, view, &base, &code, &students),
            Stage::Pictures {
                base,
                code,
                student,
                picked,
            } => {
                self.pictures_ui(ui, view, &base, &code, &student, picked);
            }
            Stage::Joined => self.joined_ui(ui, view, actions),
        }
        if let Some(id) = self.status {
            ui.add_space(8.0);
            ui.colored_label(ui.visuals().warn_fg_color, view.text(id));
        }
    }
}

/// The avatar of a wire name (`lion`).
fn avatar_of(name: &str) -> Option<Avatar> {
    serde_json::from_value(serde_json::Value::String(name.to_owned())).ok()
}

/// The wire name of an avatar.
fn avatar_name(avatar: Avatar) -> String {
    serde_json::to_value(avatar)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}
