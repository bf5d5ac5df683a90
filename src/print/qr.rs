//! The QR code on a sheet that opens the same exercises on the class server, as squares.

use super::scene::{Paint, Rgb, Scene};

/// The longest text a sheet's QR code carries.
pub const MAX_QR_TEXT: usize = 600;

/// The QR code of `text` as dark squares on white, one unit per module with a quiet zone of
/// two; `None` when the text is too long or cannot be encoded.
pub fn qr_scene(text: &str) -> Option<Scene> {
    if text.is_empty() || text.len() > MAX_QR_TEXT {
        return None;
    }
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let modules = code.width();
    let colours = code.to_colors();
    let quiet = 2.0;
    let side = modules as f32 + 2.0 * quiet;
    let mut scene = Scene::new(side, side);
    scene.rect([0.0, 0.0, side, side], 0.0, Paint::fill(Rgb::WHITE));
    for (index, colour) in colours.iter().enumerate() {
        if *colour == qrcode::Color::Dark {
            let (x, y) = ((index % modules) as f32, (index / modules) as f32);
            // A hair wider than a module, so no seams show between neighbours.
            scene.rect(
                [x + quiet, y + quiet, 1.02, 1.02],
                0.0,
                Paint::fill(Rgb::BLACK),
            );
        }
    }
    Some(scene)
}
