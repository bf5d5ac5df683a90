//! Saying it aloud, for children who cannot read yet: a speaker button beside each
//! instruction, hint and verdict, and the sentence as spoken — the same text the screen shows
//! (from the lesson or from Fluent), without the notation the board shows instead.

use super::View;

/// The sentence to say for a text shown on screen: moves and points in notation (`b3b7`,
/// `h8`) and the screen's marks (☞ ✓ ✗ ★) are left out — the board and the colours show them.
pub fn spoken(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if !is_notation(&word.to_ascii_lowercase()) {
            out.push_str(word);
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
            continue;
        }
        flush(&mut word, &mut out);
        if !matches!(c, '☞' | '✓' | '✗' | '★' | '☆' | '▶' | '◀') {
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    // What was left out may leave doubled spaces or a space before a mark.
    let mut tidy = String::with_capacity(out.len());
    for c in out.trim().chars() {
        if c == ' ' && (tidy.ends_with(' ') || tidy.is_empty()) {
            continue;
        }
        if matches!(
            c,
            ',' | '.' | '!' | '?' | ':' | ';' | '，' | '。' | '！' | '？' | '：'
        ) && tidy.ends_with(' ')
        {
            tidy.pop();
        }
        tidy.push(c);
    }
    tidy
}

/// `text` with each square or point in notation (`b3`, `H8`) replaced by what stands or lies
/// there in `position` ("the tiger", "the river", "the trap", "the den"), or by "the square the
/// board shows": for the youngest children, who cannot read coordinates, and for the voice.
pub fn name_places(
    text: &str,
    position: Option<&crate::rules::jungle::Position>,
    tr: &crate::i18n::Localizer,
) -> String {
    use crate::i18n::Message;
    use crate::rules::jungle::Square;
    let text = &without_notation_lists(text);
    let name = |square: &str| -> String {
        let Some(position) = position else {
            return tr.text("said-place-point");
        };
        let Ok(square) = Square::parse(square) else {
            return tr.text("said-place-shown");
        };
        // The animal on it — unless the sentence names that animal already ("your cat on
        // d7"): then the square is the one the board shows.
        if let Some(piece) = position.piece_at(square) {
            let animal = crate::i18n::jungle::animal(piece.animal);
            if !text
                .to_lowercase()
                .contains(&tr.render(&animal).to_lowercase())
            {
                return tr.render(&Message::new("said-place-animal").message("animal", animal));
            }
        }
        let id = if square.is_water() {
            "said-place-river"
        } else if square.is_trap() {
            "said-place-trap"
        } else if square.den_of().is_some() {
            "said-place-den"
        } else {
            "said-place-shown"
        };
        tr.text(id)
    };
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    // Names the notation in `word` (if it is one) into `out`; true when the name is Chinese,
    // which needs no space after it (nor before it).
    let flush = |word: &mut String, out: &mut String| -> bool {
        let lower = word.to_ascii_lowercase();
        let mut chinese = false;
        if !word.is_empty() && is_notation(&lower) {
            // One square, or a move of two (`b3b7`): each named.
            let split = lower[1..]
                .find(|c: char| c.is_ascii_lowercase())
                .map_or(lower.len(), |i| i + 1);
            let mut named = name(&lower[..split]);
            if split < lower.len() {
                named = format!("{named} {}", name(&lower[split..]));
            }
            chinese = !named.starts_with(|c: char| c.is_ascii());
            if chinese && out.ends_with(' ') {
                out.pop();
            }
            out.push_str(&named);
        } else {
            out.push_str(word);
        }
        word.clear();
        chinese
    };
    let mut skip_space = false;
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            skip_space = flush(&mut word, &mut out);
        }
        if !(c == ' ' && skip_space) {
            out.push(c);
        }
        skip_space = false;
    }
    flush(&mut word, &mut out);
    out
}

/// `text` without the lists in brackets that hold nothing but notation ("a three across
/// (H8, I8, J8)"): the board shows those; named one by one they would only repeat "the point
/// the board shows".
fn without_notation_lists(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find(['(', '（']) {
        let after = &rest[open..];
        let inner_start = after.chars().next().map_or(1, char::len_utf8);
        let Some(close) = after[inner_start..].find([')', '）']) else {
            break;
        };
        let inner = &after[inner_start..inner_start + close];
        let close_len = after[inner_start + close..]
            .chars()
            .next()
            .map_or(1, char::len_utf8);
        let words: Vec<&str> = inner
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let only_notation = !words.is_empty()
            && words.iter().all(|w| is_notation(&w.to_ascii_lowercase()))
            && inner.chars().all(|c| {
                c.is_ascii_alphanumeric() || matches!(c, ' ' | ',' | '，' | '、' | '–' | '-')
            });
        if only_notation {
            out.push_str(rest[..open].trim_end_matches(' '));
        } else {
            out.push_str(&rest[..open + inner_start + close + close_len]);
        }
        rest = &rest[open + inner_start + close + close_len..];
    }
    out.push_str(rest);
    out
}

/// A square or point (`h8`, `a10`) or a move (`b3b7`): a letter of the board's columns (a–o)
/// and a row number (1–15), once or twice.
fn is_notation(word: &str) -> bool {
    let bytes = word.as_bytes();
    let mut at = 0;
    let mut squares = 0;
    while at < bytes.len() {
        if !bytes[at].is_ascii_lowercase() || bytes[at] > b'o' {
            return false;
        }
        at += 1;
        let digits = bytes[at..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let row = word[at..at + digits].parse::<u8>().unwrap_or(0);
        if !(1..=2).contains(&digits) || !(1..=15).contains(&row) {
            return false;
        }
        at += digits;
        squares += 1;
    }
    (1..=2).contains(&squares)
}

/// A speaker button (when this device has a voice for the child's language); true when it was
/// pressed. Its name, read by screen readers and tests, is "Say it aloud" in the child's
/// language.
pub fn speaker_button(ui: &mut egui::Ui, view: &View) -> bool {
    if !view.voice {
        return false;
    }
    let name = view.text("app-speak");
    let (rect, response) = ui.allocate_exact_size(egui::vec2(44.0, 36.0), egui::Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, ui.is_enabled(), &name));
    let response = response.on_hover_text(&name);
    if ui.is_rect_visible(rect) {
        let visuals = ui.style().interact(&response);
        let painter = ui.painter();
        painter.rect(
            rect,
            visuals.corner_radius,
            visuals.weak_bg_fill,
            visuals.bg_stroke,
            egui::StrokeKind::Inside,
        );
        paint_speaker(painter, rect.shrink(7.0), visuals.fg_stroke.color);
    }
    response.clicked()
}

/// A loudspeaker with two sound waves, drawn (no font has to carry the glyph).
fn paint_speaker(painter: &egui::Painter, rect: egui::Rect, colour: egui::Color32) {
    let h = rect.height();
    let left = rect.left();
    let mid = rect.center().y;
    let body = [
        egui::pos2(left, mid - h * 0.18),
        egui::pos2(left + h * 0.28, mid - h * 0.18),
        egui::pos2(left + h * 0.62, mid - h * 0.45),
        egui::pos2(left + h * 0.62, mid + h * 0.45),
        egui::pos2(left + h * 0.28, mid + h * 0.18),
        egui::pos2(left, mid + h * 0.18),
    ];
    painter.add(egui::Shape::convex_polygon(
        body.to_vec(),
        colour,
        egui::Stroke::NONE,
    ));
    let centre = egui::pos2(left + h * 0.62, mid);
    for radius in [h * 0.3, h * 0.55] {
        let points: Vec<egui::Pos2> = (0..=8)
            .map(|i| {
                let angle = -0.8 + 1.6 * f32::from(i as u8) / 8.0;
                centre + radius * egui::vec2(angle.cos(), angle.sin())
            })
            .collect();
        painter.add(egui::Shape::line(points, egui::Stroke::new(2.0, colour)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_named_by_what_is_on_them() {
        use crate::i18n::{Locale, Localizer};
        use crate::rules::jungle::{Animal, Position, Side};
        let start = Position::start();
        let en = Localizer::new(Locale::En);
        let lion = start
            .square_of(Side::Red, Animal::Lion)
            .map(|square| square.to_string())
            .unwrap_or_default();
        // The lion's start square, d1 (Red's den) and b4 (water).
        let named = name_places(&format!("Play {lion} to b4, not d1."), Some(&start), &en);
        assert_eq!(named, "Play the lion to the river, not the den.");
        let zh = Localizer::new(Locale::ZhCn);
        assert_eq!(
            name_places("走 b4 上的动物", Some(&start), &zh),
            "走小河上的动物"
        );
        // A sentence that names the animal already names its square by the board.
        assert_eq!(
            name_places(&format!("Look at your lion on {lion}."), Some(&start), &en),
            "Look at your lion on the square the board shows."
        );
        // Lists of points in brackets are left to the board.
        assert_eq!(
            name_places(
                "If Black plays I8, it makes a three across (H8, I8, J8).",
                None,
                &en
            ),
            "If Black plays the point the board shows, it makes a three across."
        );
        assert_eq!(
            name_places("（H8、I8）连成三（见图）", None, &zh),
            "连成三（见图）"
        );
        // Without a Jungle board (Renju): the point the board shows.
        assert_eq!(
            name_places("Try H8.", None, &en),
            "Try the point the board shows."
        );
    }

    #[test]
    fn notation_and_marks_are_left_out_and_words_stay() {
        assert_eq!(spoken("☞ 2. Play h8 to block."), "2. Play to block.");
        assert_eq!(
            spoken("✗ The rat b3b7 cannot go there"),
            "The rat cannot go there"
        );
        assert_eq!(spoken("老鼠从 b3 走到 b4。"), "老鼠从 走到。");
        assert_eq!(spoken("Take a1 and k10"), "Take and");
        assert_eq!(spoken("Play H8 now"), "Play now");
        // Words that only look a little like notation stay.
        assert_eq!(
            spoken("a lion, a dog, p5, b33, ab3"),
            "a lion, a dog, p5, b33, ab3"
        );
    }
}

/// How many sentences [`Speech::recent`] keeps.
const RECENT: usize = 16;
/// Seconds the "no voice" notice shows.
const NOTICE_SECONDS: f64 = 5.0;

/// The app's voice: says sentences in the child's language and remembers what it said.
#[derive(Debug)]
pub struct Speech {
    voice: Option<super::platform::Voice>,
    /// Languages this device turned out to have no voice for: their buttons are hidden.
    missing: Vec<crate::i18n::Locale>,
    /// Sentences said lately (as spoken), oldest first.
    recent: Vec<String>,
    /// "No voice for this language" was just found: the notice is to show.
    notice_pending: bool,
    /// Until when (`i.time`) the notice shows.
    notice_until: Option<f64>,
}

impl Speech {
    /// The system's speech service (or the browser's).
    pub fn new() -> Self {
        Speech {
            voice: Some(super::platform::Voice::new()),
            missing: Vec::new(),
            recent: Vec::new(),
            notice_pending: false,
            notice_until: None,
        }
    }

    /// A voice that says nothing but keeps what it was asked to say (the UI tests: every
    /// speaker button shows and no machine speaks).
    pub fn silent() -> Self {
        Speech {
            voice: None,
            ..Speech::new()
        }
    }

    /// Whether sentences in `locale`'s language can be said here.
    pub fn has_voice(&self, locale: crate::i18n::Locale) -> bool {
        !self.missing.contains(&locale) && self.voice.as_ref().is_none_or(|v| v.has_voice(locale))
    }

    /// Says `text` (as [`spoken`]) in `locale`'s language. Without a voice for it, the notice
    /// shows once and the buttons hide.
    pub fn say(&mut self, text: &str, locale: crate::i18n::Locale) {
        let sentence = spoken(text);
        if sentence.is_empty() {
            return;
        }
        let said = match &mut self.voice {
            Some(voice) => voice.has_voice(locale) && voice.speak(&sentence, locale),
            None => true,
        };
        if !said {
            if !self.missing.contains(&locale) {
                self.missing.push(locale);
                self.notice_pending = true;
            }
            return;
        }
        if self.recent.len() == RECENT {
            self.recent.remove(0);
        }
        self.recent.push(sentence);
    }

    /// Sentences said lately, oldest first.
    pub fn recent(&self) -> &[String] {
        &self.recent
    }

    /// Shows "this device has no voice for this language" for a few seconds after it was
    /// found.
    pub fn notice_ui(&mut self, ctx: &egui::Context, view: &View) {
        let now = ctx.input(|i| i.time);
        if std::mem::take(&mut self.notice_pending) {
            self.notice_until = Some(now + NOTICE_SECONDS);
        }
        let Some(until) = self.notice_until else {
            return;
        };
        if now > until {
            self.notice_until = None;
            return;
        }
        egui::Area::new(egui::Id::unique("speech-notice"))
            .order(egui::Order::Foreground)
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 56.0))
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(view.text("app-speak-no-voice"));
                });
            });
        ctx.request_repaint_after(std::time::Duration::from_millis(500));
    }
}

impl Default for Speech {
    fn default() -> Self {
        Self::new()
    }
}
