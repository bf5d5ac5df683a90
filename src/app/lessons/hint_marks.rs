//! The places an author's hint names ("Play b3 to b7.", "Look at H8."), so that the board
//! draws them as it draws the engine's rungs: a move as an arrow, a square or a point ringed.

/// The squares or points named in notation in `text`, lower-cased, in order; a move written
/// as one word (`b3b7`) gives its two squares.
pub fn named_places(text: &str) -> Vec<String> {
    let mut places = Vec::new();
    for word in text.split(|c: char| !c.is_ascii_alphanumeric()) {
        let word = word.to_ascii_lowercase();
        let mut rest = word.as_str();
        let mut found = Vec::new();
        while let Some(first) = rest.chars().next() {
            let digits = rest[1..].chars().take_while(char::is_ascii_digit).count();
            let row = rest[1..=digits].parse::<u8>().unwrap_or(0);
            if !('a'..='o').contains(&first)
                || !(1..=2).contains(&digits)
                || !(1..=15).contains(&row)
            {
                found.clear();
                break;
            }
            found.push(rest[..=digits].to_owned());
            rest = &rest[1 + digits..];
        }
        if found.len() <= 2 {
            places.extend(found);
        }
    }
    places
}

#[cfg(test)]
mod tests {
    use super::named_places;

    #[test]
    fn squares_points_and_moves_are_found_and_words_are_not() {
        assert_eq!(named_places("Play b3 to b7."), ["b3", "b7"]);
        assert_eq!(named_places("走 b3b7。"), ["b3", "b7"]);
        assert_eq!(named_places("Look at H8, then J10!"), ["h8", "j10"]);
        assert!(named_places("The tiger can jump a river of 3 squares.").is_empty());
        assert!(named_places("p5 b33 a0 b3b4b5 5×5").is_empty());
    }
}
