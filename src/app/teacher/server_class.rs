//! Teacher mode's "Class on the server" tab: make a class on `qi-classroom serve` (or open one
//! with its code and PIN), add the children by pasting their names, send today's lessons to
//! every device (and keep the devices on them), and watch the class live: who is connected,
//! what each child is on, who looks stuck, stars, mistakes and hints. The class's data is the
//! teacher's to manage here too: the progress as CSV, one child's data exported or deleted, how
//! long the server keeps work, and archiving the class at term end (each destructive step asks
//! first). The teacher's token is kept in memory only, so the class stays behind its PIN when
//! the app is closed.

use super::super::View;
use super::super::join::address;
use super::super::join::client::{Client, Failure, TIMEOUT, read, read_bytes};
use super::super::platform::save_export;
use crate::classroom::dashboard::Dashboard;
use crate::classroom::protocol::{
    Assignment, AssignmentItem, ClassCreated, CreateClass, PasteRoster, Retention, RosterAdded,
    TeacherLogin, TeacherToken,
};
use crate::i18n::Message;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Seconds between two dashboard refreshes.
const REFRESH_SECONDS: f64 = 3.0;
/// Days the server keeps a child's work unless the teacher says otherwise (one school year).
const DEFAULT_RETENTION_DAYS: u32 = 365;

/// An answer from the server.
#[derive(Debug)]
enum Reply {
    /// A class was made.
    Created(Result<ClassCreated, Failure>),
    /// The PIN was right (or not).
    LoggedIn(Result<TeacherToken, Failure>),
    /// Children were added.
    Roster(Result<RosterAdded, Failure>),
    /// Today's work was stored.
    Assigned(Result<serde_json::Value, Failure>),
    /// A fresh dashboard.
    Dashboard(Result<Dashboard, Failure>),
    /// A file to save (the class's CSV, one child's data) arrived, to go to `path`.
    Export {
        path: String,
        result: Result<Vec<u8>, Failure>,
    },
    /// A child and their work were deleted.
    Deleted {
        name: String,
        result: Result<Vec<u8>, Failure>,
    },
    /// How long work is kept was set.
    Retention(Result<Retention, Failure>),
    /// The class was archived.
    Archived(Result<Vec<u8>, Failure>),
}

/// A step that cannot be undone, waiting for the teacher's "yes".
#[derive(Debug, Clone, PartialEq, Eq)]
enum Confirm {
    /// Delete this child and all their work.
    Delete { student_id: String, name: String },
    /// Archive the class.
    Archive,
}

/// The class this app is the teacher of.
#[derive(Debug, Clone)]
struct Session {
    base: String,
    code: String,
    token: String,
}

/// The tab's state.
#[derive(Debug)]
pub struct ServerClass {
    address: String,
    class_name: String,
    code: String,
    pin: String,
    roster: String,
    session: Option<Session>,
    dashboard: Option<Dashboard>,
    /// The last dashboard refresh got no answer: what is shown is old.
    dashboard_stale: bool,
    /// A Fluent message under the form (what happened or went wrong).
    status: Option<Message>,
    inbox: Arc<Mutex<Vec<Reply>>>,
    waiting: bool,
    last_refresh: Option<f64>,
    /// Whether today's work keeps the devices on it.
    lock_today: bool,
    /// Today's work is sent with the children's hints closed.
    hints_locked: bool,
    /// Where exports are saved (a folder natively; the browser downloads them).
    export_folder: String,
    /// Days the server keeps work, as typed.
    retention_days: u32,
    confirm: Option<Confirm>,
    /// The teach board: a board opened to the whole class, and its answers.
    teach: super::teach_board::TeachBoard,
    race: super::race_panel::RacePanel,
    /// Games between the children's devices: pairing, and all the boards at once.
    rooms: super::rooms_panel::RoomsPanel,
    /// The class's finished games, to look back at.
    finished: super::finished_games::FinishedGames,
    mistakes: super::mistakes_map::MistakesMap,
}

impl Default for ServerClass {
    fn default() -> Self {
        ServerClass {
            address: String::new(),
            class_name: String::new(),
            code: String::new(),
            pin: String::new(),
            roster: String::new(),
            session: None,
            dashboard: None,
            dashboard_stale: false,
            status: None,
            inbox: Arc::default(),
            waiting: false,
            last_refresh: None,
            lock_today: false,
            hints_locked: false,
            export_folder: String::new(),
            retention_days: DEFAULT_RETENTION_DAYS,
            confirm: None,
            teach: super::teach_board::TeachBoard::default(),
            race: super::race_panel::RacePanel::default(),
            rooms: super::rooms_panel::RoomsPanel::default(),
            finished: super::finished_games::FinishedGames::default(),
            mistakes: super::mistakes_map::MistakesMap::default(),
        }
    }
}

fn failure_id(failure: &Failure) -> &'static str {
    match failure {
        Failure::Unreachable => "join-unreachable",
        Failure::NotFound => "join-not-found",
        Failure::Refused => "app-server-class-wrong-pin",
        Failure::Other(429) | Failure::Busy { status: 429, .. } => "app-server-class-slow-down",
        Failure::Busy { .. } => "join-busy",
        Failure::Other(_) => "join-server-refused",
    }
}

/// The sentence for the dashboard's `storage` trouble (the server's words for it).
fn storage_id(storage: &str) -> &'static str {
    match storage {
        "disk-full" => "server-storage-disk-full",
        "read-only" => "server-storage-read-only",
        "missing" => "server-storage-missing",
        _ => "server-storage-unavailable",
    }
}

impl ServerClass {
    fn send<T: serde::de::DeserializeOwned + 'static>(
        &mut self,
        ctx: &egui::Context,
        request: ehttp::Request,
        wrap: fn(Result<T, Failure>) -> Reply,
    ) {
        let inbox = self.inbox.clone();
        let wake = ctx.clone();
        self.waiting = true;
        ehttp::fetch(request.with_timeout(Some(TIMEOUT)), move |result| {
            if let Ok(mut inbox) = inbox.lock() {
                inbox.push(wrap(read(result)));
            }
            wake.request_repaint();
        });
    }

    /// Like `send`, for answers kept as they came (a CSV, an export, an empty 204).
    fn send_raw(
        &mut self,
        ctx: &egui::Context,
        request: ehttp::Request,
        wrap: impl FnOnce(Result<Vec<u8>, Failure>) -> Reply + Send + 'static,
    ) {
        let inbox = self.inbox.clone();
        let wake = ctx.clone();
        self.waiting = true;
        ehttp::fetch(request.with_timeout(Some(TIMEOUT)), move |result| {
            if let Ok(mut inbox) = inbox.lock() {
                inbox.push(wrap(read_bytes(result)));
            }
            wake.request_repaint();
        });
    }

    /// A request to the class's own endpoint `path` (after `/api/classes/{code}`) with the
    /// teacher's token.
    fn teacher_request(session: &Session, method: &str, path: &str) -> ehttp::Request {
        let url = format!("{}/api/classes/{}{path}", session.base, session.code);
        let mut request = match method {
            "DELETE" => ehttp::Request::delete(&url),
            "POST" => ehttp::Request::post(url, Vec::new()),
            _ => ehttp::Request::get(url),
        };
        request
            .headers
            .insert("Authorization", format!("Bearer {}", session.token));
        request
    }

    /// Where an export named `name` goes: in the folder typed (natively), or as a download.
    fn export_path(&self, name: &str) -> String {
        let folder = self.export_folder.trim();
        if folder.is_empty() {
            name.to_owned()
        } else {
            std::path::Path::new(folder)
                .join(name)
                .display()
                .to_string()
        }
    }

    fn apply_replies(&mut self) {
        let replies = self
            .inbox
            .lock()
            .map(|mut inbox| std::mem::take(&mut *inbox))
            .unwrap_or_default();
        for reply in replies {
            self.waiting = false;
            match reply {
                Reply::Created(Ok(created)) => {
                    self.code = created.class_code.clone();
                    self.open_session(created.class_code, created.teacher_token);
                }
                Reply::LoggedIn(Ok(login)) => {
                    let code = crate::classroom::code::normalize_code(&self.code)
                        .unwrap_or_else(|| self.code.clone());
                    self.open_session(code, login.teacher_token);
                }
                Reply::Roster(Ok(added)) => {
                    self.roster.clear();
                    self.status = Some(
                        Message::new("app-server-class-added")
                            .number("count", i64::try_from(added.students.len()).unwrap_or(0)),
                    );
                    self.last_refresh = None;
                }
                Reply::Assigned(Ok(_)) => {
                    self.status = Some(Message::new("app-server-class-sent"));
                }
                Reply::Dashboard(Ok(dashboard)) => {
                    self.dashboard = Some(dashboard);
                    self.dashboard_stale = false;
                }
                // Said above the dashboard, in the teacher's words (see class_dashboard).
                Reply::Dashboard(Err(_)) => self.dashboard_stale = true,
                Reply::Export {
                    path,
                    result: Ok(bytes),
                } => {
                    self.status = Some(match save_export(&path, &bytes) {
                        Ok(saved) => Message::new("app-teacher-export-done").text("path", saved),
                        Err(reason) => Message::new("app-teacher-export-failed")
                            .text("path", path)
                            .text("reason", reason),
                    });
                }
                Reply::Deleted {
                    name,
                    result: Ok(_),
                } => {
                    self.status = Some(Message::new("app-server-class-deleted").text("name", name));
                    self.last_refresh = None;
                }
                Reply::Retention(Ok(retention)) => {
                    self.status = Some(
                        Message::new("app-server-class-retention-done")
                            .number("days", i64::from(retention.days)),
                    );
                }
                Reply::Archived(Ok(_)) => {
                    self.status = Some(Message::new("app-server-class-archived"));
                }
                Reply::Created(Err(failure))
                | Reply::LoggedIn(Err(failure))
                | Reply::Roster(Err(failure))
                | Reply::Assigned(Err(failure))
                | Reply::Export {
                    result: Err(failure),
                    ..
                }
                | Reply::Deleted {
                    result: Err(failure),
                    ..
                }
                | Reply::Retention(Err(failure))
                | Reply::Archived(Err(failure)) => {
                    self.status = Some(Message::new(failure_id(&failure)));
                }
            }
        }
    }

    fn open_session(&mut self, code: String, token: String) {
        let Some(base) = address::base_url(&self.address) else {
            return;
        };
        self.pin.clear();
        self.status = None;
        self.last_refresh = None;
        self.session = Some(Session { base, code, token });
    }

    /// Draws the tab; `playlist` is today's lessons and puzzles as chosen in the Playlist tab.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View, playlist: &[AssignmentItem]) {
        self.apply_replies();
        match self.session.clone() {
            None => self.connect_ui(ui, view),
            Some(session) => self.class_ui(ui, view, &session, playlist),
        }
        if let Some(status) = &self.status {
            ui.add_space(8.0);
            ui.label(view.tr.render(status));
        }
    }

    fn connect_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        ui.label(view.text("app-server-class-help"));
        ui.add_space(8.0);
        egui::Grid::new("server-class-form")
            .num_columns(2)
            .spacing([12.0, 10.0])
            .show(ui, |ui| {
                let label = ui.label(view.text("join-address-label"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.address)
                        .hint_text("127.0.0.1:8080")
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(view.text("app-server-class-pin"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.pin)
                        .password(true)
                        .desired_width(120.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(view.text("app-server-class-name"));
                ui.add(egui::TextEdit::singleline(&mut self.class_name).desired_width(240.0))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(view.text("join-code-label"));
                ui.add(egui::TextEdit::singleline(&mut self.code).desired_width(120.0))
                    .labelled_by(label.id);
                ui.end_row();
            });
        ui.add_space(8.0);
        let Some(base) = address::base_url(&self.address) else {
            return;
        };
        let ready = !self.waiting && !self.pin.trim().is_empty();
        ui.horizontal(|ui| {
            let create = egui::Button::new(view.text("app-server-class-create"));
            if ui
                .add_enabled(ready && !self.class_name.trim().is_empty(), create)
                .clicked()
            {
                let body = CreateClass {
                    name: self.class_name.trim().to_owned(),
                    teacher_pin: self.pin.trim().to_owned(),
                    picture_codes: false,
                };
                let request = Client::json("POST", format!("{base}/api/classes"), &body, None);
                self.send(ui.ctx(), request, Reply::Created);
            }
            let open = egui::Button::new(view.text("app-server-class-open"));
            if ui
                .add_enabled(ready && !self.code.trim().is_empty(), open)
                .clicked()
            {
                let body = TeacherLogin {
                    class_code: crate::classroom::code::normalize_code(&self.code)
                        .unwrap_or_else(|| self.code.trim().to_owned()),
                    teacher_pin: self.pin.trim().to_owned(),
                };
                let url = format!("{base}/api/teacher/login");
                let request = Client::json("POST", url, &body, None);
                self.send(ui.ctx(), request, Reply::LoggedIn);
            }
        });
    }

    fn class_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        session: &Session,
        playlist: &[AssignmentItem],
    ) {
        let now = ui.input(|i| i.time);
        if self
            .last_refresh
            .is_none_or(|at| now - at >= REFRESH_SECONDS)
        {
            self.last_refresh = Some(now);
            let mut request = ehttp::Request::get(format!(
                "{}/api/classes/{}/dashboard",
                session.base, session.code
            ));
            request
                .headers
                .insert("Authorization", format!("Bearer {}", session.token));
            self.send(ui.ctx(), request, Reply::Dashboard);
        }
        ui.ctx()
            .request_repaint_after(Duration::from_secs_f64(REFRESH_SECONDS));
        let heading = Message::new("app-server-class-heading")
            .text("code", session.code.clone())
            .text(
                "url",
                format!("{}/projector/{}", session.base, session.code),
            );
        ui.label(egui::RichText::new(view.tr.render(&heading)).size(22.0));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let send = egui::Button::new(view.text("app-server-class-send-today"));
            if ui.add_enabled(!playlist.is_empty(), send).clicked() {
                let assignment = Assignment {
                    items: playlist.to_vec(),
                    locked: self.lock_today,
                    hints_locked: self.hints_locked,
                };
                let url = format!("{}/api/classes/{}/assignment", session.base, session.code);
                let request = Client::json("PUT", url, &assignment, Some(&session.token));
                self.send(ui.ctx(), request, Reply::Assigned);
            }
            ui.checkbox(&mut self.lock_today, view.text("app-server-class-lock"));
            ui.checkbox(
                &mut self.hints_locked,
                view.text("app-server-class-hints-locked"),
            );
            if playlist.is_empty() {
                ui.weak(view.text("app-teacher-playlist-empty"));
            }
        });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let label = ui.label(view.text("app-server-class-roster"));
            ui.add(
                egui::TextEdit::multiline(&mut self.roster)
                    .desired_rows(3)
                    .desired_width(240.0),
            )
            .labelled_by(label.id);
            let add = egui::Button::new(view.text("app-server-class-add"));
            if ui
                .add_enabled(!self.roster.trim().is_empty(), add)
                .clicked()
            {
                let body = PasteRoster {
                    names: self.roster.clone(),
                };
                let url = format!("{}/api/classes/{}/roster", session.base, session.code);
                let request = Client::json("POST", url, &body, Some(&session.token));
                self.send(ui.ctx(), request, Reply::Roster);
            }
        });
        ui.add_space(12.0);
        self.teach.ui(
            ui,
            view,
            (&session.base, &session.code, &session.token),
            self.dashboard.as_ref(),
        );
        ui.add_space(12.0);
        let live = (
            session.base.as_str(),
            session.code.as_str(),
            session.token.as_str(),
        );
        // Under ids of their own, so that their widgets keep their ids whatever shows above.
        ui.push_id("race-panel", |ui| self.race.ui(ui, view, live, playlist));
        ui.add_space(12.0);
        let dashboard = self.dashboard.as_ref();
        ui.push_id("rooms-panel", |ui| self.rooms.ui(ui, view, live, dashboard));
        ui.push_id("finished-games", |ui| self.finished.ui(ui, view, live));
        ui.add_space(12.0);
        ui.push_id("mistakes-map", |ui| {
            self.mistakes.ui(ui, view, live, playlist)
        });
        ui.add_space(12.0);
        let mut asked = None;
        if let Some(dashboard) = &self.dashboard {
            if let Some(storage) = &dashboard.storage {
                ui.colored_label(ui.visuals().warn_fg_color, view.text(storage_id(storage)));
            }
            asked = super::class_dashboard::grid(ui, view, dashboard, self.dashboard_stale);
        }
        match asked {
            Some(ChildAction::Export { student_id, name }) => {
                let path = self.export_path(&format!("{}-{name}.json", session.code));
                let request = Self::teacher_request(
                    session,
                    "GET",
                    &format!("/students/{student_id}/export"),
                );
                self.send_raw(ui.ctx(), request, move |result| Reply::Export {
                    path,
                    result,
                });
            }
            Some(ChildAction::Delete { student_id, name }) => {
                self.confirm = Some(Confirm::Delete { student_id, name });
            }
            None => {}
        }
        ui.add_space(12.0);
        self.confirm_ui(ui, view, session);
        ui.add_space(12.0);
        self.data_ui(ui, view, session);
    }

    /// The class's data: the CSV, how long work is kept, archiving.
    fn data_ui(&mut self, ui: &mut egui::Ui, view: &View, session: &Session) {
        ui.horizontal(|ui| {
            let label = ui.label(view.text("app-server-class-export-folder"));
            ui.add(egui::TextEdit::singleline(&mut self.export_folder).desired_width(280.0))
                .labelled_by(label.id);
            if ui.button(view.text("app-server-class-csv")).clicked() {
                let path = self.export_path(&format!("{}-progress.csv", session.code));
                let request = Self::teacher_request(session, "GET", "/progress.csv");
                self.send_raw(ui.ctx(), request, move |result| Reply::Export {
                    path,
                    result,
                });
            }
            // Print: every child's certificate, drawn by the server (so the browser prints too).
            if ui.button(view.text("print-certificates-button")).clicked() {
                let path = self.export_path(&format!("{}-certificates.pdf", session.code));
                let query = format!("/certificates.pdf?lang={}", view.tr.locale().tag());
                let request = Self::teacher_request(session, "GET", &query);
                self.send_raw(ui.ctx(), request, move |result| Reply::Export {
                    path,
                    result,
                });
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(view.text("app-server-class-retention"));
            ui.add(egui::DragValue::new(&mut self.retention_days).range(1..=3650))
                .labelled_by(label.id);
            if ui
                .button(view.text("app-server-class-retention-set"))
                .clicked()
            {
                let url = format!("{}/api/classes/{}/retention", session.base, session.code);
                let body = Retention {
                    days: self.retention_days,
                };
                let request = Client::json("PUT", url, &body, Some(&session.token));
                self.send(ui.ctx(), request, Reply::Retention);
            }
        });
        if ui.button(view.text("app-server-class-archive")).clicked() {
            self.confirm = Some(Confirm::Archive);
        }
    }

    /// Asks before a step that cannot be undone.
    fn confirm_ui(&mut self, ui: &mut egui::Ui, view: &View, session: &Session) {
        let Some(confirm) = self.confirm.clone() else {
            return;
        };
        let (question, yes) = match &confirm {
            Confirm::Delete { name, .. } => (
                Message::new("app-server-class-confirm-delete").text("name", name.clone()),
                "app-server-class-confirm-delete-yes",
            ),
            Confirm::Archive => (
                Message::new("app-server-class-confirm-archive").text("code", session.code.clone()),
                "app-server-class-confirm-archive-yes",
            ),
        };
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(egui::RichText::new(view.tr.render(&question)).strong());
            ui.horizontal(|ui| {
                if ui.button(view.text(yes)).clicked() {
                    self.confirm = None;
                    match confirm {
                        Confirm::Delete { student_id, name } => {
                            let path = format!("/students/{student_id}");
                            let request = Self::teacher_request(session, "DELETE", &path);
                            self.send_raw(ui.ctx(), request, move |result| Reply::Deleted {
                                name,
                                result,
                            });
                        }
                        Confirm::Archive => {
                            let request = Self::teacher_request(session, "POST", "/archive");
                            self.send_raw(ui.ctx(), request, Reply::Archived);
                        }
                    }
                }
                if ui
                    .button(view.text("app-server-class-confirm-no"))
                    .clicked()
                {
                    self.confirm = None;
                }
            });
        });
    }
}

/// What the teacher asked for on one child's row.
pub(super) enum ChildAction {
    Export { student_id: String, name: String },
    Delete { student_id: String, name: String },
}
