//! Problems with saved data, told to the teacher through Fluent.

use super::{Action, View};
use crate::i18n::Message;
use crate::progress::{Repair, StoreError};

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
        StoreError::InUse { dir } => {
            Message::new("app-storage-in-use").text("path", dir.display().to_string())
        }
        StoreError::Repaired { path, repair } => {
            repair_message(repair).text("path", path.display().to_string())
        }
    }
}

fn repair_message(repair: &Repair) -> Message {
    match repair {
        Repair::RepeatedProfileId { id, new_id } => {
            Message::new("app-storage-repaired-repeated-id")
                .number("id", i64::from(*id))
                .number("new", i64::from(*new_id))
        }
        Repair::UnknownActiveProfile { id } => {
            Message::new("app-storage-repaired-unknown-active").number("id", i64::from(*id))
        }
        Repair::TooManyStars {
            lesson,
            step,
            stars,
        } => Message::new("app-storage-repaired-stars")
            .text("lesson", lesson.clone())
            .text("step", step.clone())
            .number("stars", i64::from(*stars)),
        Repair::ProfileCounter { found } => {
            Message::new("app-storage-repaired-counter").number("found", i64::from(*found))
        }
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
            StoreError::InUse {
                dir: PathBuf::from("/data/profiles.json"),
            },
            StoreError::Repaired {
                path: path.clone(),
                repair: Repair::RepeatedProfileId { id: 3, new_id: 7 },
            },
            StoreError::Repaired {
                path: path.clone(),
                repair: Repair::UnknownActiveProfile { id: 4 },
            },
            StoreError::Repaired {
                path: path.clone(),
                repair: Repair::TooManyStars {
                    lesson: "jungle-10".into(),
                    step: "s2".into(),
                    stars: 9,
                },
            },
            StoreError::Repaired {
                path: path.clone(),
                repair: Repair::ProfileCounter { found: 0 },
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
