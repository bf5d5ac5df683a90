//! Measuring cold start: with `QI_CLASSROOM_STARTUP_TIME` set, the app prints when its first
//! frame has been painted and closes (`scripts/startup-time.sh` runs it several times).

use crate::app::platform::Instant;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The environment variable that makes the app report its start-up time and exit.
pub const STARTUP_TIME_VARIABLE: &str = "QI_CLASSROOM_STARTUP_TIME";

/// The start of the line the timer prints, which `scripts/startup-time.sh` looks for.
pub const REPORT_PREFIX: &str = "first frame painted:";

/// Wraps an app; once the first frame has been painted (shown by the second frame beginning,
/// since eframe paints and swaps a frame before it starts the next one) it prints the time and
/// asks the window to close.
pub struct StartupTimer<A> {
    app: A,
    started: Instant,
    milestones: Milestones,
    reported: bool,
}

/// When the steps before the first frame were done, counted from the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Milestones {
    /// eframe has opened the (still hidden) window and set up OpenGL.
    pub window_ready: Duration,
    /// The app was built (the library loaded meanwhile on a thread was waited for).
    pub app_built: Duration,
}

impl<A> StartupTimer<A> {
    /// Times `app`, counting from `started` (taken as early in the process as possible).
    pub fn new(app: A, started: Instant, milestones: Milestones) -> Self {
        StartupTimer {
            app,
            started,
            milestones,
            reported: false,
        }
    }
}

/// The report line: the time from the start to the first painted frame and to the milestones
/// before it, and the wall-clock time, so a script that noted the time before launching can
/// add the time the process took to reach `run`.
pub fn report_line(painted: Duration, milestones: Milestones, now: SystemTime) -> String {
    let ms = |time: Duration| time.as_secs_f64() * 1000.0;
    let unix = now
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |since| since.as_secs_f64());
    format!(
        "{REPORT_PREFIX} {:.1} ms after start (window and OpenGL ready at {:.1} ms, app built at \
         {:.1} ms), unix time {unix:.6}",
        ms(painted),
        ms(milestones.window_ready),
        ms(milestones.app_built),
    )
}

impl<A: eframe::App> eframe::App for StartupTimer<A> {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        // A frame begins only after the previous one was painted, so frame 1 beginning means
        // frame 0 is on screen. Several passes of one frame share its number.
        if !self.reported && ctx.cumulative_frame_nr() >= 1 {
            let painted = self.started.elapsed();
            println!(
                "{}",
                report_line(painted, self.milestones, SystemTime::now())
            );
            self.reported = true;
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        self.app.ui(ui, frame);
        if !self.reported {
            ctx.request_repaint();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// An app that counts its frames.
    struct Frames(u32);

    impl eframe::App for Frames {
        fn ui(&mut self, _ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
            self.0 += 1;
        }
    }

    fn asks_to_close(output: &egui::FullOutput) -> bool {
        output
            .viewport_output
            .values()
            .any(|viewport| viewport.commands.contains(&egui::ViewportCommand::Close))
    }

    #[test]
    fn the_timer_reports_when_the_second_frame_begins_and_closes_the_window() {
        let ctx = egui::Context::default();
        let mut frame = eframe::Frame::_new_kittest();
        let mut timer = StartupTimer::new(Frames(0), Instant::now(), Milestones::default());
        let mut first = ctx.run_ui(egui::RawInput::default(), |ui| {
            eframe::App::ui(&mut timer, ui, &mut frame);
        });
        // Nothing is painted here.
        first.textures_delta.clear();
        assert!(!timer.reported);
        assert!(!asks_to_close(&first));
        // It asks for the next frame at once, so the report does not wait for input.
        assert!(
            first
                .viewport_output
                .values()
                .any(|viewport| viewport.repaint_delay == Duration::ZERO)
        );
        let mut second = ctx.run_ui(egui::RawInput::default(), |ui| {
            eframe::App::ui(&mut timer, ui, &mut frame);
        });
        second.textures_delta.clear();
        assert!(timer.reported);
        assert!(asks_to_close(&second));
        // The wrapped app still draws every frame.
        assert!(timer.app.0 >= 2);
    }

    #[test]
    fn the_report_names_the_milliseconds_and_the_unix_time() {
        let at = UNIX_EPOCH + Duration::from_micros(1_764_400_000_123_456);
        let milestones = Milestones {
            window_ready: Duration::from_micros(150_060),
            app_built: Duration::from_micros(171_000),
        };
        assert_eq!(
            report_line(Duration::from_micros(212_340), milestones, at),
            "first frame painted: 212.3 ms after start (window and OpenGL ready at 150.1 ms, \
             app built at 171.0 ms), unix time 1764400000.123456"
        );
    }
}
