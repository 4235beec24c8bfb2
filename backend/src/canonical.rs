//! What a person sees, not the bytes a person typed: the one form in which the safety rules read
//! what a child writes for others (posts today). The original text is what is stored and shown;
//! this form is only read.
//!
//! Disguises it undoes: characters that reorder the text (bidirectional controls, refused
//! outright: the rules cannot read what the screen shows), invisible ones (zero-width spaces and
//! joiners, U+FEFF, the soft hyphen, variation selectors, combining marks), compatibility forms
//! (NFKC: full-width letters, digits and punctuation, ligatures), look-alike letters of other
//! scripts (Cyrillic 'а', Greek 'ο': decancer, a maintained library made for exactly this, chosen
//! over unicode-security's UTS #39 skeleton, which maps to prototypes the rules would have to
//! share, such as 'm' to "rn" and '0' to 'O'), digits of every script (Arabic-Indic '٠٧٨', Devanagari
//! '०७८'), and the letters O and l standing for 0 and 1 in a number ("O788 l23"). [`squeezed_words`]
//! adds the view with separators taken out, so that "w h a t s a p p" and "whats.app" read as one
//! word.

use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// The text holds a character that changes the order in which the others are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ReorderingCharacter;

/// The canonical form of `text`: every letter is its Latin look-alike in its own case (the rules
/// lower it themselves), every digit is ASCII.
pub(crate) fn canonical(text: &str) -> Result<String, ReorderingCharacter> {
    if text.chars().any(is_bidi_control) {
        return Err(ReorderingCharacter);
    }
    // ASCII is its own canonical form (NFKC leaves it, and it has no invisible character, no
    // other script's digit and no look-alike): most text skips the Unicode tables.
    if text.is_ascii() {
        return Ok(numbers_with_letter_digits(text));
    }
    let mut seen = String::with_capacity(text.len());
    for c in text.nfkc() {
        if is_invisible(c) {
            continue;
        }
        if let Some(digit) = decimal_digit(c) {
            seen.push(digit);
        } else if c.is_ascii() || !c.is_alphabetic() {
            seen.push(c);
        } else {
            push_look_alike(&mut seen, c);
        }
    }
    Ok(numbers_with_letter_digits(&seen))
}

/// Whether `text` shows nothing at all: only white space and invisible characters.
pub(crate) fn is_blank(text: &str) -> bool {
    text.chars().all(|c| c.is_whitespace() || is_invisible(c) || is_bidi_control(c))
}

/// The lower-case words of a canonical text with separators taken out: punctuation inside a word
/// goes ("whats.app", "tele-gram"), and a run of three or more one-letter words becomes one word
/// ("w h a t s a p p", "m e e t m e").
pub(crate) fn squeezed_words(canonical: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut letters = String::new();
    for token in canonical.split_whitespace() {
        let word: String = token.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect();
        match word.chars().count() {
            0 => {}
            1 => letters.push_str(&word),
            _ => {
                end_spelt_out(&mut letters, &mut words);
                words.push(word);
            }
        }
    }
    end_spelt_out(&mut letters, &mut words);
    words
}

/// A run of one-letter words ends: three or more are one word; fewer stay words of their own.
fn end_spelt_out(letters: &mut String, words: &mut Vec<String>) {
    if letters.chars().count() >= 3 {
        words.push(std::mem::take(letters));
    } else {
        words.extend(letters.chars().map(String::from));
        letters.clear();
    }
}

/// Whether a name holds a character that shows nothing or reorders the others: a bidirectional
/// control or a format character (zero-width spaces and joiners, U+FEFF, the soft hyphen). Marks
/// that join a letter (the vowel signs of many scripts) are part of a name, and stay.
pub(crate) fn has_hidden_characters(name: &str) -> bool {
    name.chars().any(|c| is_bidi_control(c) || c.general_category() == GeneralCategory::Format)
}

/// Whether a name mixes Latin letters with Cyrillic or Greek ones, the alphabets whose letters
/// look like Latin ones ("Bаraka" with a Cyrillic 'а' would pass for "Baraka").
pub(crate) fn mixes_look_alike_alphabets(name: &str) -> bool {
    let latin = name.chars().any(|c| c.is_ascii_alphabetic() || matches!(c, '\u{00C0}'..='\u{024F}'));
    let look_alike = name.chars().any(|c| matches!(c, '\u{0370}'..='\u{03FF}' | '\u{0400}'..='\u{052F}'));
    latin && look_alike
}

/// U+202A-202E (embeddings and overrides) and U+2066-2069 (isolates).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Format characters (zero-width spaces and joiners, U+FEFF, the soft hyphen, direction marks),
/// combining marks (once NFKC has joined those that make a letter such as 'é'), and the keycap
/// and variation selectors that dress up digits and emoji.
fn is_invisible(c: char) -> bool {
    matches!(
        c.general_category(),
        GeneralCategory::Format | GeneralCategory::NonspacingMark | GeneralCategory::EnclosingMark
    )
}

/// The ASCII digit of any script's decimal digit. Unicode promises that decimal digits come in
/// runs of ten, from 0 to 9 in order, so a digit's value is how many digits stand before it in
/// its run (counted modulo ten, as some runs of ten follow each other).
fn decimal_digit(c: char) -> Option<char> {
    if c.is_ascii_digit() {
        return Some(c);
    }
    if c.general_category() != GeneralCategory::DecimalNumber {
        return None;
    }
    let before = (1..)
        .map_while(|back| char::from_u32(u32::from(c) - back))
        .take_while(|earlier| earlier.general_category() == GeneralCategory::DecimalNumber)
        .count();
    char::from_digit((before % 10) as u32, 10)
}

/// The Latin letter a letter of another script or with a diacritic looks like, in the letter's
/// own case (a capital Greek 'Ζ' is a capital 'Z': the full-name rule reads capitals); the letter
/// itself when it looks like none.
fn push_look_alike(seen: &mut String, c: char) {
    let latin = match decancer::cure_char(c, decancer::Options::default()) {
        decancer::Translation::Character(latin) => latin.to_string(),
        decancer::Translation::String(latin) => latin.to_string(),
        decancer::Translation::None => return seen.push(c),
    };
    if c.is_uppercase() { seen.push_str(&latin.to_uppercase()) } else { seen.push_str(&latin) }
}

/// In a word made of digits and the letters O, l and I alone, with a digit, those letters are the
/// digits they stand for: "O788" is 0788, "l23" is 123 and "l4" is 14, while "lol", "Oil", "I"
/// and "2nd" stay words.
fn numbers_with_letter_digits(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let digits = word.chars().filter(char::is_ascii_digit).count();
        let letter_digits = word.chars().all(|c| c.is_ascii_digit() || matches!(c, 'o' | 'O' | 'l' | 'I' | 'i'));
        if digits >= 1 && word.chars().count() >= 2 && letter_digits {
            out.extend(word.chars().map(|c| match c {
                'o' | 'O' => '0',
                'l' | 'I' | 'i' => '1',
                digit => digit,
            }));
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen(text: &str) -> String {
        canonical(text).unwrap()
    }

    #[test]
    fn reordering_characters_are_refused_and_invisible_ones_dropped() {
        for control in ['\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2069}'] {
            assert_eq!(canonical(&format!("call me{control} 12")), Err(ReorderingCharacter), "{control:?}");
        }
        assert_eq!(
            seen("whats\u{200B}app di\u{200D}scord te\u{00AD}legram \u{FEFF}meet"),
            "whatsapp discord telegram meet"
        );
        assert!(is_blank("\u{200B}\u{200D} \u{FEFF}\u{2060}"));
        assert!(!is_blank("\u{200B}a"));
    }

    #[test]
    fn compatibility_forms_and_look_alikes_read_as_latin() {
        assert_eq!(seen("ｗｈａｔｓａｐｐ"), "whatsapp");
        assert_eq!(seen("amani＠gmail．com"), "amani@gmail.com");
        // Cyrillic а, е, о, р, с and Greek ο, ν.
        assert_eq!(seen("wh\u{0430}ts\u{0430}pp"), "whatsapp");
        assert_eq!(seen("t\u{0435}l\u{0435}gr\u{0430}m"), "telegram");
        assert_eq!(seen("sn\u{0430}p\u{0441}h\u{0430}t"), "snapchat");
        assert_eq!(seen("disc\u{03BF}rd"), "discord");
        assert_eq!(seen("zéro sept"), "zero sept");
        // Capitals stay capitals: Greek Ζ, Cyrillic О and К.
        assert_eq!(seen("\u{0396}uri \u{041E}tieno \u{041A}eza"), "Zuri Otieno Keza");
        // Plain text is left as it is, case and all.
        assert_eq!(seen("We won 21 to 19, Amani!"), "We won 21 to 19, Amani!");
    }

    #[test]
    fn digits_of_every_script_read_as_ascii() {
        assert_eq!(seen("٠٧٨٨١٢٣٤٥٦"), "0788123456");
        assert_eq!(seen("۰۷۸۸"), "0788");
        assert_eq!(seen("०७८८"), "0788");
        assert_eq!(seen("０７８８"), "0788");
        assert_eq!(seen("𝟎𝟕𝟖𝟖"), "0788");
        for zero in ['0', '٠', '۰', '०', '০', '๐', '០', '᠐', '꘠', '𑁦'] {
            let digits: String = (0..10).map(|n| char::from_u32(u32::from(zero) + n).unwrap()).collect();
            assert_eq!(seen(&digits), "0123456789", "{zero:?}");
        }
    }

    #[test]
    fn o_and_l_inside_numbers_are_digits_and_words_stay_words() {
        assert_eq!(seen("O788 l23 4S6"), "0788 123 4S6");
        assert_eq!(seen("07o8-1l2"), "0708-112");
        assert_eq!(seen("lol, I came 2nd in 2o26"), "lol, I came 2nd in 2026");
        assert_eq!(seen("Oil, ill, 1 cool"), "Oil, ill, 1 cool");
    }

    #[test]
    fn hidden_characters_and_mixed_alphabets_in_names() {
        assert!(has_hidden_characters("Bara\u{200B}ka"));
        assert!(has_hidden_characters("Baraka\u{202E}"));
        assert!(has_hidden_characters("Bar\u{00AD}aka"));
        assert!(!has_hidden_characters("Zoë"));
        // A Devanagari vowel sign is a mark that belongs to the name.
        assert!(!has_hidden_characters("अमित"));
        assert!(mixes_look_alike_alphabets("B\u{0430}raka"));
        assert!(mixes_look_alike_alphabets("Ama\u{03BD}i"));
        assert!(!mixes_look_alike_alphabets("Zoë Müller"));
        assert!(!mixes_look_alike_alphabets("Алёна"));
        assert!(!mixes_look_alike_alphabets("Νίκος"));
    }

    #[test]
    fn squeezed_words_take_out_separators() {
        assert_eq!(squeezed_words("w h a t s a p p me"), ["whatsapp", "me"]);
        assert_eq!(squeezed_words("whats.app or tele-gram?"), ["whatsapp", "or", "telegram"]);
        assert_eq!(squeezed_words("m e e t  m e at 3"), ["meetme", "at", "3"]);
        assert_eq!(squeezed_words("I am a fan"), ["i", "am", "a", "fan"]);
        assert_eq!(squeezed_words("3 + 4 = 7"), ["347"]);
    }
}
