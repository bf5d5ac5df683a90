//! Problems with saved data, told to the teacher through Fluent.

use super::{Action, View};
use crate::i18n::Message;
use crate::progress::StoreError;

/// The Fluent message for a storage problem.
pub fn storage_message(problem: &StoreError) -> Message {
    match problem {
        StoreError::NoDataDirectory => Message::new("app-storage-no-data-dir"),
        StoreError::Io { path, reason } => Message::new("app-storage-io")
            .text("path", path.display().to_string())
            .text("reason", reason.clone()),
        StoreError::Corrupt {
            path,
            kept_as,
            reason,
        } => Message::new("app-storage-corrupt")
            .text("path", path.display().to_string())
            .text("kept", kept_as.display().to_string())
            .text("reason", reason.clone()),
        StoreError::TooNew {
            path,
            kept_as,
            found,
            supported,
        } => Message::new("app-storage-too-new")
            .text("path", path.display().to_string())
            .text("kept", kept_as.display().to_string())
            .number("found", i64::from(*found))
            .number("supported", i64::from(*supported)),
    }
}

/// A banner listing storage problems, with a button to hide it.
#[derive(Debug, Default)]
pub struct StorageNotice;

impl StorageNotice {
    /// Draws the problems (nothing when there are none).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        view: &View,
        problems: &[StoreError],
        actions: &mut Vec<Action>,
    ) {
        if problems.is_empty() {
            return;
        }
        egui::Frame::group(ui.style())
            .fill(ui.visuals().extreme_bg_color)
            .stroke(egui::Stroke::new(2.0, ui.visuals().warn_fg_color))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.strong(format!("⚠ {}", view.text("app-storage-heading")));
                for problem in problems {
                    ui.label(view.tr.render(&storage_message(problem)));
                }
                if ui.button(view.text("app-storage-dismiss")).clicked() {
                    actions.push(Action::DismissStorageProblems);
                }
            });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Locale, Localizer};
    use std::path::PathBuf;

    #[test]
    fn every_storage_problem_renders_in_every_locale() {
        let path = PathBuf::from("/data/profiles.json");
        let kept = PathBuf::from("/data/profiles.json.corrupt-17");
        let problems = [
            StoreError::NoDataDirectory,
            StoreError::Io {
                path: path.clone(),
                reason: "permission denied".into(),
            },
            StoreError::Corrupt {
                path: path.clone(),
                kept_as: kept.clone(),
                reason: "expected value".into(),
            },
            StoreError::TooNew {
                path: path.clone(),
                kept_as: kept.clone(),
                found: 9,
                supported: 1,
            },
        ];
        for locale in Locale::ALL {
            let localizer = Localizer::new(locale);
            for problem in &problems {
                let message = storage_message(problem);
                assert_eq!(localizer.problem(&message), None);
                let text = localizer.render(&message);
                if !matches!(problem, StoreError::NoDataDirectory) {
                    assert!(text.contains("/data/profiles.json"), "{text}");
                }
                if matches!(
                    problem,
                    StoreError::Corrupt { .. } | StoreError::TooNew { .. }
                ) {
                    assert!(text.contains("corrupt-17"), "{text}");
                }
            }
        }
    }
}
