//! Speech in the browser: the page's `speechSynthesis` (the Web Speech API), with the voice of
//! the child's language when the browser has one.

use crate::i18n::Locale;
use wasm_bindgen::JsCast;

/// The longest sentence handed to the browser (a hint is a few dozen characters).
const MAX_CHARS: usize = 600;

/// Says sentences through the browser's speech synthesis.
#[derive(Debug, Default)]
pub struct Voice;

impl Voice {
    /// The page's speech synthesis.
    pub fn new() -> Self {
        Voice
    }

    /// Whether the browser can say sentences in `locale`'s language: it has speech synthesis,
    /// and among its voices (once it has listed them) one of that language.
    pub fn has_voice(&self, locale: Locale) -> bool {
        let Some(synthesis) = synthesis() else {
            return false;
        };
        let voices = synthesis.get_voices();
        // Some browsers list their voices only after a while: until then, let the child try.
        voices.length() == 0
            || voices.iter().any(|voice| {
                let voice: web_sys::SpeechSynthesisVoice = voice.unchecked_into();
                speaks(&voice.lang(), locale)
            })
    }

    /// Says `text` in `locale`'s language, stopping what was being said; false when it could
    /// not start.
    pub fn speak(&mut self, text: &str, locale: Locale) -> bool {
        let Some(synthesis) = synthesis() else {
            return false;
        };
        let text: String = text.chars().take(MAX_CHARS).collect();
        let Ok(utterance) = web_sys::SpeechSynthesisUtterance::new_with_text(&text) else {
            return false;
        };
        utterance.set_lang(locale.tag());
        let voices = synthesis.get_voices();
        if let Some(voice) = voices
            .iter()
            .map(|voice| voice.unchecked_into::<web_sys::SpeechSynthesisVoice>())
            .find(|voice| voice.lang().eq_ignore_ascii_case(locale.tag()))
            .or_else(|| {
                voices
                    .iter()
                    .map(|voice| voice.unchecked_into::<web_sys::SpeechSynthesisVoice>())
                    .find(|voice| speaks(&voice.lang(), locale))
            })
        {
            utterance.set_voice(Some(&voice));
        }
        synthesis.cancel();
        synthesis.speak(&utterance);
        true
    }
}

fn synthesis() -> Option<web_sys::SpeechSynthesis> {
    web_sys::window()?.speech_synthesis().ok()
}

/// Whether a voice of language `lang` (a BCP 47 tag such as "zh-CN" or "en-GB") says
/// `locale`'s language: Mandarin voices read both Chinese scripts.
fn speaks(lang: &str, locale: Locale) -> bool {
    let lang = lang.to_ascii_lowercase().replace('_', "-");
    match locale {
        Locale::En => lang == "en" || lang.starts_with("en-"),
        Locale::ZhCn | Locale::ZhTw => {
            lang == "zh" || lang.starts_with("zh-") || lang.starts_with("cmn")
        }
    }
}
