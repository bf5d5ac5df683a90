//! Speech natively: the system's own speech service, run as a program with the sentence as
//! one argument (no shell): speech-dispatcher (`spd-say`) or eSpeak NG on Linux, `say` on
//! macOS, the .NET speech synthesiser through PowerShell on Windows. No program, no voice: the
//! app then hides its speaker buttons.

use crate::i18n::Locale;
use std::process::{Child, Command, Stdio};

/// The longest sentence handed to the speech program (a hint is a few dozen characters).
const MAX_CHARS: usize = 600;

/// A speech program this system has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Program {
    SpeechDispatcher,
    Espeak,
    MacSay,
    PowerShell,
}

/// Says sentences through the system's speech service.
#[derive(Debug)]
pub struct Voice {
    program: Option<Program>,
    /// The sentence being said, stopped when the next one starts.
    speaking: Option<Child>,
}

impl Voice {
    /// Finds a speech program on this system.
    pub fn new() -> Self {
        Voice {
            program: find_program(),
            speaking: None,
        }
    }

    /// Whether this system can say sentences in `locale`'s language (every program we use
    /// has Mandarin and English voices).
    pub fn has_voice(&self, _locale: Locale) -> bool {
        self.program.is_some()
    }

    /// Says `text` in `locale`'s language, stopping what was being said; false when it could
    /// not start.
    pub fn speak(&mut self, text: &str, locale: Locale) -> bool {
        let Some(program) = self.program else {
            return false;
        };
        if let Some(mut child) = self.speaking.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        let text: String = text.chars().take(MAX_CHARS).collect();
        let mut command = match program {
            Program::SpeechDispatcher => {
                let mut c = Command::new("spd-say");
                // -C cancels what another program was saying; -w is not used: we never wait.
                c.args(["-C", "-l", language(locale, program), "--"])
                    .arg(&text);
                c
            }
            Program::Espeak => {
                let mut c = Command::new(if on_path("espeak-ng") {
                    "espeak-ng"
                } else {
                    "espeak"
                });
                c.args(["-v", language(locale, program), "--"]).arg(&text);
                c
            }
            Program::MacSay => {
                let mut c = Command::new("say");
                c.arg(&text);
                c
            }
            Program::PowerShell => {
                let mut c = Command::new("powershell");
                // The sentence goes in through an environment variable, never into the script.
                c.env("QI_SAY", &text).args([
                    "-NoProfile",
                    "-Command",
                    "Add-Type -AssemblyName System.Speech; \
                     (New-Object System.Speech.Synthesis.SpeechSynthesizer).Speak($env:QI_SAY)",
                ]);
                c
            }
        };
        command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        match command.spawn() {
            Ok(child) => {
                self.speaking = Some(child);
                true
            }
            Err(_) => false,
        }
    }
}

impl Default for Voice {
    fn default() -> Self {
        Self::new()
    }
}

/// The program's name for the language.
fn language(locale: Locale, program: Program) -> &'static str {
    match (locale, program) {
        (Locale::En, _) => "en",
        (Locale::ZhCn | Locale::ZhTw, Program::Espeak) => "cmn",
        (Locale::ZhCn | Locale::ZhTw, _) => "zh",
    }
}

fn on_path(name: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path)
            .any(|dir| dir.join(name).is_file() || dir.join(format!("{name}.exe")).is_file())
    })
}

fn find_program() -> Option<Program> {
    // Tests and CI machines must stay silent: the app's own switch, not the machine's.
    if std::env::var_os("QI_CLASSROOM_NO_SPEECH").is_some() {
        return None;
    }
    if cfg!(target_os = "macos") && on_path("say") {
        return Some(Program::MacSay);
    }
    if cfg!(target_os = "windows") && on_path("powershell") {
        return Some(Program::PowerShell);
    }
    if on_path("spd-say") {
        return Some(Program::SpeechDispatcher);
    }
    if on_path("espeak-ng") || on_path("espeak") {
        return Some(Program::Espeak);
    }
    None
}
