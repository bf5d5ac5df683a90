//! Measuring cold start: with `QI_CLASSROOM_STARTUP_TIME` set, the app prints when its first
//! frame has been painted and closes (`scripts/startup-time.sh` runs it several times).

use std::time::{Instant, SystemTime, UNIX_EPOCH};

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
    reported: bool,
}

impl<A> StartupTimer<A> {
    /// Times `app`, counting from `started` (taken as early in the process as possible).
    pub fn new(app: A, started: Instant) -> Self {
        StartupTimer {
            app,
            started,
            reported: false,
        }
    }
}

/// The report line: milliseconds since `started`, and the wall-clock time, so a script that
/// noted the time before launching can add the time the process took to reach `run`.
pub fn report_line(since_start_ms: f64, now: SystemTime) -> String {
    let unix = now
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |since| since.as_secs_f64());
    format!("{REPORT_PREFIX} {since_start_ms:.1} ms after start, unix time {unix:.6}")
}

impl<A: eframe::App> eframe::App for StartupTimer<A> {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        // A frame begins only after the previous one was painted, so frame 1 beginning means
        // frame 0 is on screen. Several passes of one frame share its number.
        if !self.reported && ctx.cumulative_frame_nr() >= 1 {
            let elapsed = self.started.elapsed().as_secs_f64() * 1000.0;
            println!("{}", report_line(elapsed, SystemTime::now()));
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

    #[test]
    fn the_report_names_the_milliseconds_and_the_unix_time() {
        let at = UNIX_EPOCH + Duration::from_micros(1_764_400_000_123_456);
        assert_eq!(
            report_line(212.34, at),
            "first frame painted: 212.3 ms after start, unix time 1764400000.123456"
        );
    }
}
