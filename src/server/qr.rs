//! The join URL as a QR code: a matrix of dark modules for the teacher's screen, and the same
//! drawn with half-block characters for the terminal.

use qrcode::{Color, EcLevel, QrCode};

/// The QR code of `text` as rows of dark (`true`) modules, without the quiet zone; `None` when
/// the text is too long for a QR code.
pub fn matrix(text: &str) -> Option<Vec<Vec<bool>>> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    Some(
        colors
            .chunks(width)
            .map(|row| row.iter().map(|&c| c == Color::Dark).collect())
            .collect(),
    )
}

/// The matrix drawn for a terminal with a 2-module quiet zone, two rows per line (▀ ▄ █).
pub fn terminal(matrix: &[Vec<bool>]) -> String {
    let quiet = 2;
    let width = matrix.first().map_or(0, Vec::len) + 2 * quiet;
    let height = matrix.len() + 2 * quiet;
    let dark = |row: usize, column: usize| -> bool {
        row >= quiet
            && column >= quiet
            && matrix
                .get(row - quiet)
                .and_then(|r| r.get(column - quiet))
                .copied()
                .unwrap_or(false)
    };
    let mut out = String::new();
    for row in (0..height).step_by(2) {
        for column in 0..width {
            // Light modules are drawn as ink on a dark terminal: dark modules stay blank.
            out.push(match (dark(row, column), dark(row + 1, column)) {
                (false, false) => '█',
                (true, false) => '▄',
                (false, true) => '▀',
                (true, true) => ' ',
            });
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_join_url_makes_a_square_matrix_with_finder_patterns() {
        let m = matrix("http://192.168.1.20:8080/#join=ABC234").expect("fits");
        let n = m.len();
        assert!(n >= 21 && m.iter().all(|row| row.len() == n));
        // The three finder patterns have dark corners.
        assert!(m[0][0] && m[0][n - 1] && m[n - 1][0]);
        assert!(!m[1][1], "the ring inside a finder pattern is light");
        let drawn = terminal(&m);
        assert_eq!(drawn.lines().count(), (n + 4).div_ceil(2));
    }
}
