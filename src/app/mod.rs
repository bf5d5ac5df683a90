//! The eframe/egui classroom app: screens and board widgets.

/// Opens the classroom window and runs until it is closed.
pub fn run() -> eframe::Result {
    let options = eframe::NativeOptions::default();
    eframe::run_native(
        "qi-classroom",
        options,
        Box::new(|_cc| Ok(Box::new(ClassroomApp::default()))),
    )
}

/// The whole app's state.
#[derive(Default)]
pub struct ClassroomApp {}

impl eframe::App for ClassroomApp {
    fn update(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ctx, |ui| {
            ui.heading("qi-classroom");
        });
    }
}
