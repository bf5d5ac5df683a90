//! The Renju steps' inputs of [`StepInput`]: naming a point's forbidden kind, marking every
//! forbidden point, and playing a stone.

use super::super::super::board::{RenjuBoard, RenjuBoardEvent};
use super::super::super::{Palette, View};
use super::{Answer, StepInput, mark_on_board};
use crate::app::icons::Icon;
use crate::i18n::renju::forbidden_kind_name;
use crate::rules::renju::{ForbiddenKind, Point};
use crate::tutor::look_here::LookHere;

impl StepInput {
    pub(super) fn is_forbidden(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        done: bool,
    ) -> Option<Answer> {
        self.show_board_with(board_ui, view, &[], done);
        ui.horizontal_wrapped(|ui| {
            // Each answer a picture of its shape: three and three, four and four, six in a
            // row, a stone that may stand.
            let kinds = [
                (Some(ForbiddenKind::DoubleThree), Icon::DoubleThree),
                (Some(ForbiddenKind::DoubleFour), Icon::DoubleFour),
                (Some(ForbiddenKind::Overline), Icon::Overline),
                (None, Icon::Allowed),
            ];
            let mut said = None;
            for (kind, icon) in kinds {
                let text = match kind {
                    Some(kind) => view.tr.render(&forbidden_kind_name(kind)),
                    None => view.text("app-lesson-not-forbidden"),
                };
                let shape = crate::app::icons::PictureButton::new(icon, &text).size(44.0);
                if ui.add(shape).clicked() {
                    said = Some(Answer::Kind(kind));
                }
            }
            said
        })
        .inner
    }

    pub(super) fn mark_all(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        done: bool,
    ) -> Option<Answer> {
        let board = self.board.as_ref();
        // Once done, every forbidden point is shown: the answer, on the board.
        let overlay = board.and_then(|board| self.forbidden.overlay(board, done));
        let area: &[Point] = match &self.hint_area {
            Some(LookHere::Points(points)) => points,
            _ => &[],
        };
        mark_on_board(ui, view, &mut self.points, |marks| {
            let board = board?;
            let mut shown = RenjuBoard::new(board, view.tr, Palette::for_settings(view.settings))
                .id_salt("lesson")
                .enabled(!done)
                .marks(marks)
                .area(area);
            if let Some(overlay) = overlay {
                shown = shown.forbidden_overlay(overlay);
            }
            let response = shown.show(board_ui);
            // Stones are not for marking: the question is about empty points.
            response
                .event
                .map(|RenjuBoardEvent::PointClicked(point)| point)
                .filter(|&point| board.is_empty(point))
        })
        .map(Answer::MarkPoints)
    }

    pub(super) fn renju_point(
        &mut self,
        board_ui: &mut egui::Ui,
        ui: &mut egui::Ui,
        view: &View,
        done: bool,
        offer_overlay: bool,
    ) -> Option<Answer> {
        ui.label(view.text("app-lesson-stone-help"));
        if offer_overlay {
            self.forbidden.ui(ui, view);
        }
        let board = self.board.as_ref()?;
        let mut ringed: Vec<Point> = self.refused_point.into_iter().collect();
        ringed.extend(self.hint_points.iter().copied());
        let mut shown = RenjuBoard::new(board, view.tr, Palette::for_settings(view.settings))
            .id_salt("lesson")
            .enabled(!done)
            .last(self.last_point)
            .highlights(&ringed, &self.wrong_lines)
            .area(match &self.hint_area {
                Some(LookHere::Points(points)) => points,
                _ => &[],
            });
        if let Some(overlay) = self.forbidden.overlay(board, done && !offer_overlay) {
            shown = shown.forbidden_overlay(overlay);
        }
        shown
            .show(board_ui)
            .event
            .map(|RenjuBoardEvent::PointClicked(point)| Answer::Point(point))
    }
}
