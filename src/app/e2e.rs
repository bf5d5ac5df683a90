//! The end-to-end test's eyes (web page opened with `?e2e=1`): after each frame, a JSON report
//! of what is on screen goes to the page (`window.__qiE2e`, see [`platform::e2e_report`]): the
//! screen, the language, the feedback shown (its Fluent ids) and every widget egui's
//! accessibility tree knows, with its role, label and rectangle in CSS pixels. The test clicks
//! at those rectangles with real browser input events; nothing here clicks for it.

use super::platform;
use crate::i18n::{Arg, Message};
use serde::Serialize;
use std::sync::{Arc, Mutex};

/// What the app itself knows about the frame (the rest comes from the accessibility tree).
#[derive(Debug, Clone, Default, Serialize)]
pub struct AppReport {
    /// The screen shown (`Home`, `Lessons` …).
    pub screen: String,
    /// The language (`en`, `zh-CN`, `zh-TW`).
    pub locale: String,
    /// The feedback message on screen and the ids of the messages inside it, outermost first.
    pub feedback: Vec<String>,
    /// How many storage problems the notice lists.
    pub storage_problems: usize,
}

/// Every message id in `message` (itself first, then those in its arguments).
pub fn message_ids(message: &Message) -> Vec<String> {
    let mut ids = vec![message.id.clone()];
    for (_, arg) in &message.args {
        if let Arg::Message(inner) = arg {
            ids.extend(message_ids(inner));
        }
    }
    ids
}

#[derive(Serialize)]
struct Node {
    role: String,
    label: String,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    disabled: bool,
}

#[derive(Serialize)]
struct Report<'a> {
    frame: u64,
    #[serde(flatten)]
    app: &'a AppReport,
    nodes: Vec<Node>,
}

/// The egui plugin that writes the report after each frame.
#[derive(Debug, Default)]
pub struct E2eHook {
    /// Shared with the app, which fills it while drawing.
    pub app: Arc<Mutex<AppReport>>,
}

impl E2eHook {
    /// Turns on egui's accessibility tree (where widgets' labels and rectangles come from) and
    /// registers the hook; the answer is where the app writes its part of the report.
    pub fn install(ctx: &egui::Context) -> Arc<Mutex<AppReport>> {
        ctx.enable_accesskit();
        let hook = E2eHook::default();
        let app = Arc::clone(&hook.app);
        ctx.add_plugin(hook);
        app
    }
}

impl egui::Plugin for E2eHook {
    fn debug_name(&self) -> &'static str {
        "qi-e2e-hook"
    }

    fn output_hook(&mut self, ctx: &egui::Context, output: &mut egui::FullOutput) {
        if !platform::e2e_enabled() {
            return;
        }
        let Some(update) = &output.platform_output.accesskit_update else {
            return;
        };
        // egui's points are CSS pixels times the zoom (the app zooms for its text sizes).
        let zoom = f64::from(ctx.zoom_factor());
        let nodes = update
            .nodes
            .iter()
            .filter_map(|(_, node)| {
                let bounds = node.bounds()?;
                let label = node
                    .label()
                    .map(str::to_owned)
                    .or_else(|| node.value().map(str::to_owned))
                    .unwrap_or_default();
                let text_field = matches!(
                    node.role(),
                    egui::accesskit::Role::TextInput
                        | egui::accesskit::Role::MultilineTextInput
                        | egui::accesskit::Role::PasswordInput
                );
                // Text fields are kept without a label (it is a neighbouring label's).
                if label.is_empty() && !text_field {
                    return None;
                }
                Some(Node {
                    role: format!("{:?}", node.role()),
                    label,
                    x: bounds.x0 * zoom,
                    y: bounds.y0 * zoom,
                    w: (bounds.x1 - bounds.x0) * zoom,
                    h: (bounds.y1 - bounds.y0) * zoom,
                    disabled: node.is_disabled(),
                })
            })
            .collect();
        let app = self.app.lock().map(|app| app.clone()).unwrap_or_default();
        let report = Report {
            frame: ctx.cumulative_frame_nr(),
            app: &app,
            nodes,
        };
        if let Ok(json) = serde_json::to_string(&report) {
            platform::e2e_report(&json);
        }
    }
}
