//! A child's certificate and star chart: their name (shrunk, then cut, to fit), their animal's
//! picture, how many lessons they finished, their stars and the puzzles they solved, each
//! finished lesson with its stars, and the date.

use super::layout::{MARGIN, Paper};
use super::scene::{Anchor, FontKind, Paint, Rgb, Scene, Shape};
use super::text::{fit_line, wrap_at_most};
use crate::content::Library;
use crate::i18n::{Localizer, Message};
use crate::progress::{Avatar, ProfileProgress};

/// The most characters of a name a certificate prints.
pub const MAX_NAME_CHARS: usize = 200;
/// The most lessons the star chart lists (the count above still counts them all).
const MAX_CHART_LESSONS: usize = 14;

const GOLD: Rgb = Rgb(0xC8, 0x96, 0x00);
const FRAME: Rgb = Rgb(0x8B, 0x1A, 0x1A);

/// What one certificate says.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CertificateData {
    /// The child's name.
    pub name: String,
    /// Their animal, if they picked one.
    pub avatar: Option<Avatar>,
    /// Each finished lesson's title, stars earned and stars possible.
    pub lessons: Vec<(String, u32, u32)>,
    /// Lessons finished (may be more than `lessons` lists).
    pub lessons_finished: u32,
    /// Stars earned in lessons.
    pub stars: u32,
    /// Puzzles solved.
    pub puzzles_solved: u32,
    /// The date printed (YYYY-MM-DD).
    pub date: String,
}

/// The avatar's picture in the animal font.
pub fn avatar_picture(avatar: Avatar) -> &'static str {
    match avatar {
        Avatar::Rat => "\u{1F42D}",
        Avatar::Cat => "\u{1F431}",
        Avatar::Dog => "\u{1F436}",
        Avatar::Wolf => "\u{1F43A}",
        Avatar::Leopard => "\u{1F406}",
        Avatar::Tiger => "\u{1F42F}",
        Avatar::Lion => "\u{1F981}",
        Avatar::Elephant => "\u{1F418}",
        Avatar::Panda => "\u{1F43C}",
        Avatar::Rabbit => "\u{1F430}",
        Avatar::Monkey => "\u{1F435}",
        Avatar::Frog => "\u{1F438}",
    }
}

/// A certificate's figures from a profile's progress on this device: a lesson counts as
/// finished when every step that gives stars has some.
pub fn from_progress(
    name: &str,
    avatar: Option<Avatar>,
    progress: Option<&ProfileProgress>,
    library: &Library,
    tr: &Localizer,
    date: &str,
) -> CertificateData {
    let mut data = CertificateData {
        name: name.chars().take(MAX_NAME_CHARS).collect(),
        avatar,
        date: date.to_string(),
        ..CertificateData::default()
    };
    let Some(progress) = progress else {
        return data;
    };
    for lesson in &library.lessons {
        let Some(record) = progress.lessons.get(lesson.id.get_ref()) else {
            continue;
        };
        let stars: u32 = record.step_stars.values().map(|s| u32::from(*s)).sum();
        data.stars += stars;
        let asked = lesson.steps.iter().filter(|s| s.kind.earns_stars()).count();
        let done = record.step_stars.values().filter(|s| **s > 0).count();
        if asked > 0 && done >= asked {
            data.lessons_finished += 1;
            data.lessons.push((
                lesson.title.get(tr.locale()).to_string(),
                stars,
                lesson.possible_stars(),
            ));
        }
    }
    data.puzzles_solved =
        u32::try_from(progress.puzzles.values().filter(|p| p.solved).count()).unwrap_or(u32::MAX);
    data
}

/// One certificate page.
pub fn certificate_page(data: &CertificateData, paper: Paper, tr: &Localizer) -> Scene {
    let (width, height) = paper.size();
    let mut page = Scene::new(width, height);
    let inner = width - 2.0 * MARGIN;
    page.rect(
        [
            MARGIN - 12.0,
            MARGIN - 12.0,
            inner + 24.0,
            height - 2.0 * MARGIN + 24.0,
        ],
        14.0,
        Paint::stroke(FRAME, 4.0),
    );
    page.rect(
        [
            MARGIN - 4.0,
            MARGIN - 4.0,
            inner + 8.0,
            height - 2.0 * MARGIN + 8.0,
        ],
        10.0,
        Paint::stroke(GOLD, 1.5),
    );
    let centre = width / 2.0;
    let mut y = MARGIN + 60.0;
    let (title, size) = fit_line(
        &tr.text("print-certificate-title"),
        40.0,
        16.0,
        inner - 40.0,
    );
    page.text((centre, y), size, Anchor::Middle, FRAME, &title);
    y += 30.0;
    let (given, size) = fit_line(
        &tr.text("print-certificate-given-to"),
        14.0,
        8.0,
        inner - 40.0,
    );
    page.text((centre, y), size, Anchor::Middle, Rgb::BLACK, &given);
    y += 70.0;
    if let Some(avatar) = data.avatar {
        page.circle(
            (centre, y + 30.0),
            62.0,
            Paint::both(Rgb(0xFF, 0xF6, 0xD8), GOLD, 2.0),
        );
        page.push(Shape::Text {
            at: (centre, y + 62.0),
            size: 84.0,
            font: FontKind::Animals,
            colour: Rgb(0x5A, 0x3A, 0x10),
            anchor: Anchor::Middle,
            text: avatar_picture(avatar).to_string(),
        });
        y += 140.0;
    }
    let name: String = data.name.chars().take(MAX_NAME_CHARS).collect();
    let (name, size) = fit_line(name.trim(), 34.0, 12.0, inner - 60.0);
    page.text((centre, y), size, Anchor::Middle, Rgb::BLACK, &name);
    page.line(
        (centre - inner * 0.35, y + 8.0),
        (centre + inner * 0.35, y + 8.0),
        GOLD,
        1.2,
    );
    y += 40.0;
    let summary = tr.render(
        &Message::new("print-certificate-summary")
            .number("lessons", i64::from(data.lessons_finished))
            .number("stars", i64::from(data.stars))
            .number("puzzles", i64::from(data.puzzles_solved)),
    );
    for line in wrap_at_most(&summary, 14.0, inner - 60.0, 3) {
        page.text((centre, y), 14.0, Anchor::Middle, Rgb::BLACK, &line);
        y += 20.0;
    }
    y += 10.0;
    let chart_bottom = height - MARGIN - 70.0;
    for (title, stars, possible) in data.lessons.iter().take(MAX_CHART_LESSONS) {
        if y + 18.0 > chart_bottom {
            break;
        }
        let (title, size) = fit_line(title, 11.0, 7.0, inner * 0.55);
        page.text((MARGIN + 30.0, y), size, Anchor::Start, Rgb::BLACK, &title);
        let shown = (*possible).min(15);
        let earned = (*stars).min(shown);
        let chart: String = "★".repeat(earned as usize) + &"☆".repeat((shown - earned) as usize);
        page.text((width - MARGIN - 30.0, y), 11.0, Anchor::End, GOLD, &chart);
        y += 18.0;
    }
    let date = tr.render(&Message::new("print-certificate-date").text("date", data.date.clone()));
    page.text(
        (MARGIN + 30.0, height - MARGIN - 30.0),
        11.0,
        Anchor::Start,
        Rgb::BLACK,
        &date,
    );
    let teacher = tr.text("print-certificate-teacher");
    let (teacher, size) = fit_line(&teacher, 11.0, 7.0, inner * 0.4);
    page.text(
        (width - MARGIN - 30.0 - inner * 0.4, height - MARGIN - 30.0),
        size,
        Anchor::Start,
        Rgb::BLACK,
        &teacher,
    );
    page
}

/// Today's date (UTC) as YYYY-MM-DD, from the system clock.
pub fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    civil_date(i64::try_from(days).unwrap_or(0))
}

/// The calendar date `days` after 1970-01-01 (proleptic Gregorian).
pub fn civil_date(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_of_200_characters_stays_on_the_page_in_every_language() {
        for locale in crate::i18n::Locale::ALL {
            let tr = Localizer::new(locale);
            for name in ["长".repeat(200), "W".repeat(200), "Anna Maria ".repeat(20)] {
                let data = CertificateData {
                    name,
                    avatar: Some(Avatar::Frog),
                    lessons: (0..40)
                        .map(|n| (format!("Lesson {n} ").repeat(8), 30, 99))
                        .collect(),
                    lessons_finished: 40,
                    stars: 1200,
                    puzzles_solved: 999,
                    date: "2026-12-06".into(),
                };
                for paper in [Paper::A4, Paper::Letter] {
                    assert!(
                        !certificate_page(&data, paper, &tr).overflows(),
                        "{locale:?} {paper:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn civil_dates_match_the_calendar() {
        assert_eq!(civil_date(0), "1970-01-01");
        assert_eq!(civil_date(19_723), "2024-01-01");
        assert_eq!(civil_date(19_782), "2024-02-29");
    }
}
