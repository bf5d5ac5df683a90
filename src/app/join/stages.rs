//! The join flow's stages before the child is in: the address form, the class's names, the
//! picture code.

use super::client::Failure;
use super::{JoinScreen, Stage, address, avatar_name, avatar_of};
use crate::app::View;
use crate::app::avatar;
use crate::app::icons::{Icon, PictureButton, picture_button};
use crate::classroom::protocol::{Join, StudentCard, Students};
use crate::progress::Avatar;

impl JoinScreen {
    pub(super) fn address_ui(&mut self, ui: &mut egui::Ui, view: &View) {
        egui::Grid::new("join-form")
            .num_columns(2)
            .spacing([12.0, 12.0])
            .show(ui, |ui| {
                let label = ui.label(view.text("join-address-label"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.address)
                        .hint_text("192.168.1.20:8080")
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(view.text("join-code-label"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.code)
                        .hint_text("ABC234")
                        .desired_width(160.0),
                )
                .labelled_by(label.id);
                ui.end_row();
            });
        ui.add_space(8.0);
        let find = view.text("join-find");
        if ui
            .add(PictureButton::new(Icon::Class, &find).min_width(200.0))
            .clicked()
        {
            self.find(ui.ctx());
        }
    }

    /// Asks the server in the address for the class's names.
    pub(super) fn find(&mut self, ctx: &egui::Context) {
        if self.code.trim().is_empty()
            && let Some(code) = address::code_in_link(&self.address)
        {
            self.code = code;
        }
        let code = crate::classroom::code::normalize_code(&self.code);
        match (address::base_url(&self.address), code) {
            (Some(base), Some(code)) => {
                let wake = ctx.clone();
                self.client
                    .students(&base, &code, move || wake.request_repaint());
                self.status = None;
                self.stage = Stage::Looking { base, code };
            }
            (None, _) => self.status = Some("join-bad-address"),
            (_, None) => self.status = Some("join-bad-code"),
        }
    }

    /// Whether the page was opened from a join link (the projector's QR code) on a device not
    /// yet in a class: the app then starts on this screen, already asking for the names.
    pub fn opened_from_join_link(&self) -> bool {
        self.auto_find
    }

    pub(super) fn names_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        base: &str,
        code: &str,
        students: &Students,
    ) {
        ui.label(egui::RichText::new(view.text("join-pick-name")).size(24.0));
        ui.add_space(8.0);
        let mut picked = None;
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for student in &students.students {
                    let name = egui::RichText::new(student.name.as_str()).size(24.0);
                    let button = match avatar_of(&student.avatar) {
                        Some(a) => egui::Button::new((avatar::picture_text(a, 32.0), name)),
                        None => egui::Button::new(name),
                    }
                    .min_size(egui::vec2(180.0, 72.0));
                    if ui.add(button).clicked() {
                        picked = Some(student.clone());
                    }
                }
            });
        });
        if let Some(student) = picked {
            if students.picture_codes {
                self.stage = Stage::Pictures {
                    base: base.to_owned(),
                    code: code.to_owned(),
                    student,
                    picked: Vec::new(),
                };
            } else {
                self.join(ui.ctx(), base, code, student, None);
            }
        }
        ui.add_space(12.0);
        let back = view.text("join-back");
        if picture_button(ui, Icon::Back, &back).clicked() {
            self.stage = Stage::Address;
        }
    }

    pub(super) fn pictures_ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        base: &str,
        code: &str,
        student: &StudentCard,
        mut picked: Vec<String>,
    ) {
        ui.label(egui::RichText::new(view.text("join-pick-pictures")).size(24.0));
        ui.horizontal(|ui| {
            for name in &picked {
                if let Some(a) = avatar_of(name) {
                    let _ = avatar::token(ui, view, a, 48.0);
                }
            }
        });
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            for a in Avatar::ALL {
                let name = view.text(avatar::name_id(a));
                let response = ui.add(
                    egui::Button::new(avatar::picture_text(a, 44.0))
                        .min_size(egui::vec2(72.0, 72.0)),
                );
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, name.clone())
                });
                let response = response.on_hover_text(name);
                if response.clicked() && picked.len() < 4 {
                    picked.push(avatar_name(a));
                }
            }
        });
        ui.add_space(8.0);
        let mut done = false;
        ui.horizontal(|ui| {
            let clear = view.text("join-pictures-clear");
            if picture_button(ui, Icon::Cross, &clear).clicked() {
                picked.clear();
            }
            let done_text = view.text("join-pictures-done");
            if picked.len() >= 3 && picture_button(ui, Icon::Tick, &done_text).clicked() {
                done = true;
            }
        });
        if done {
            self.join(ui.ctx(), base, code, student.clone(), Some(picked));
        } else if let Stage::Pictures { picked: stored, .. } = &mut self.stage {
            *stored = picked;
        }
    }

    fn join(
        &mut self,
        ctx: &egui::Context,
        base: &str,
        code: &str,
        student: StudentCard,
        picture_code: Option<Vec<String>>,
    ) {
        let request = Join {
            class_code: code.to_owned(),
            student_id: student.student_id.clone(),
            picture_code,
        };
        let wake = ctx.clone();
        self.client
            .join(base, &request, move || wake.request_repaint());
        self.status = None;
        self.stage = Stage::Joining {
            base: base.to_owned(),
            code: code.to_owned(),
            student,
        };
    }
}

pub(super) fn failure_id(failure: &Failure) -> &'static str {
    match failure {
        Failure::Unreachable => "join-unreachable",
        Failure::NotFound => "join-not-found",
        Failure::Busy { .. } => "join-busy",
        Failure::Refused | Failure::Other(_) => "join-server-refused",
    }
}
