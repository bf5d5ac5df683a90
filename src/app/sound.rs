//! Short, soft sounds for a learner's actions (a move, right, wrong, solved). They are
//! synthesised here and handed to the platform's [`Speaker`](super::platform::Speaker): the
//! system's own player natively (a machine without one simply stays quiet), WebAudio in a
//! browser; so the build needs no audio libraries.

pub use super::platform::Speaker as SoundPlayer;

/// What just happened, as far as the ear is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    /// A piece moved or a stone was placed.
    Move,
    /// The learner's action was right.
    Right,
    /// The learner's action was not right (kept gentle: children hear it often).
    Wrong,
    /// A step is complete.
    Solved,
    /// A whole lesson is finished or a puzzle solved: the celebration's fanfare.
    Fanfare,
}

impl Cue {
    /// Every cue, for writing the files once.
    pub const ALL: [Cue; 5] = [Cue::Move, Cue::Right, Cue::Wrong, Cue::Solved, Cue::Fanfare];

    /// Whether the settings' switch for this kind of sound is on.
    pub fn is_on(self, switches: &crate::progress::SoundSwitches) -> bool {
        match self {
            Cue::Move => switches.moves,
            Cue::Right => switches.right,
            Cue::Wrong => switches.wrong,
            Cue::Solved | Cue::Fanfare => switches.win,
        }
    }

    /// The notes: (frequency in Hz, length in milliseconds), played one after another.
    fn notes(self) -> &'static [(f32, u32)] {
        match self {
            Cue::Move => &[(880.0, 45)],
            // C5 → G5: up means "yes".
            Cue::Right => &[(523.25, 90), (783.99, 160)],
            // E4 → C4: down, low and soft, never a buzzer.
            Cue::Wrong => &[(329.63, 120), (261.63, 200)],
            // C5 E5 G5 C6.
            Cue::Solved => &[(523.25, 100), (659.25, 100), (783.99, 100), (1046.5, 260)],
            // G4 C5 E5 G5 C6, quicker, ending high and long.
            Cue::Fanfare => &[
                (392.0, 70),
                (523.25, 70),
                (659.25, 70),
                (783.99, 90),
                (1046.5, 340),
            ],
        }
    }
}

/// Samples per second of the synthesised sounds.
pub const SAMPLE_RATE: u32 = 22_050;

/// The cue as a complete 16-bit mono WAV file.
pub fn wav(cue: Cue) -> Vec<u8> {
    let samples = synthesise(cue.notes());
    let data_len = u32::try_from(samples.len() * 2).unwrap_or(u32::MAX);
    let mut bytes = Vec::with_capacity(44 + samples.len() * 2);
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data_len).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes()); // PCM
    bytes.extend_from_slice(&1u16.to_le_bytes()); // mono
    bytes.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    bytes.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes());
    bytes.extend_from_slice(&2u16.to_le_bytes());
    bytes.extend_from_slice(&16u16.to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data_len.to_le_bytes());
    for sample in samples {
        bytes.extend_from_slice(&sample.to_le_bytes());
    }
    bytes
}

/// The cue's samples at [`SAMPLE_RATE`] (for WebAudio, which takes samples, not files).
pub fn samples(cue: Cue) -> Vec<i16> {
    synthesise(cue.notes())
}

/// Sine notes with a quick attack and an exponential fade, so nothing clicks or shrieks.
fn synthesise(notes: &[(f32, u32)]) -> Vec<i16> {
    let mut samples = Vec::new();
    for &(frequency, millis) in notes {
        let count = SAMPLE_RATE * millis / 1000;
        for index in 0..count {
            let time = index as f32 / SAMPLE_RATE as f32;
            let attack = (index as f32 / 220.0).min(1.0);
            let fade = (-4.0 * index as f32 / count as f32).exp();
            let wave = (std::f32::consts::TAU * frequency * time).sin();
            // A third of full scale: classroom speakers are often turned up already.
            samples.push((wave * attack * fade * 0.33 * f32::from(i16::MAX)) as i16);
        }
    }
    samples
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cue_is_a_wav_with_a_consistent_header() {
        for cue in Cue::ALL {
            let bytes = wav(cue);
            assert_eq!(&bytes[0..4], b"RIFF");
            assert_eq!(&bytes[8..16], b"WAVEfmt ");
            let riff_len = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize;
            assert_eq!(riff_len + 8, bytes.len());
            let data_len =
                u32::from_le_bytes([bytes[40], bytes[41], bytes[42], bytes[43]]) as usize;
            assert_eq!(data_len + 44, bytes.len());
            let millis: u32 = cue.notes().iter().map(|&(_, ms)| ms).sum();
            assert_eq!(
                data_len / 2,
                (0..cue.notes().len())
                    .map(|i| (SAMPLE_RATE * cue.notes()[i].1 / 1000) as usize)
                    .sum::<usize>()
            );
            assert!(millis < 700, "{cue:?} is too long for a classroom");
        }
    }

    #[test]
    fn sounds_start_silent_and_stay_below_half_scale() {
        for cue in Cue::ALL {
            let samples = synthesise(cue.notes());
            assert_eq!(samples[0], 0, "{cue:?} would click");
            let loudest = samples.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0);
            assert!(loudest > 1000, "{cue:?} is inaudible");
            assert!(loudest < i16::MAX as u16 / 2, "{cue:?} is too loud");
        }
    }

    #[test]
    fn right_goes_up_and_wrong_goes_down() {
        let rising = |notes: &[(f32, u32)]| notes.windows(2).all(|pair| pair[0].0 < pair[1].0);
        assert!(rising(Cue::Right.notes()));
        assert!(rising(Cue::Solved.notes()));
        assert!(rising(Cue::Fanfare.notes()));
        let falling = Cue::Wrong.notes();
        assert!(falling.windows(2).all(|pair| pair[0].0 > pair[1].0));
    }
}
