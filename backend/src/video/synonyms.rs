//! The children's words the catalogue search also looks for (issue 24, item 7): `synonyms.txt`,
//! built into the server and checked when it starts.

use std::{collections::HashMap, sync::LazyLock};

use crate::moderation::lists::entries;

/// Typed word → the words its search also looks for.
type Synonyms = HashMap<String, Vec<String>>;

static SYNONYMS: LazyLock<Result<Synonyms, String>> = LazyLock::new(|| parse(include_str!("synonyms.txt")));

/// Reads the file now, as the server does at start: the line of the first malformed entry, if any.
pub(crate) fn check() -> Result<(), String> {
    SYNONYMS.as_ref().map(|_| ()).map_err(Clone::clone)
}

/// The words a search for `word` (lower case) also looks for; none for most words.
pub(crate) fn of(word: &str) -> &'static [String] {
    SYNONYMS.as_ref().ok().and_then(|synonyms| synonyms.get(word)).map_or(&[], Vec::as_slice)
}

fn parse(text: &str) -> Result<Synonyms, String> {
    let mut synonyms = Synonyms::new();
    for (line, entry) in entries(text) {
        let malformed = || format!("synonyms.txt line {line}: {entry:?} is not `typed: catalogue words`");
        let (typed, words) = entry.split_once(':').ok_or_else(malformed)?;
        let typed = typed.trim();
        let words: Vec<String> = words.split_whitespace().map(str::to_owned).collect();
        let plain = |word: &str| !word.is_empty() && word.chars().all(|c| c.is_lowercase() || c.is_ascii_digit());
        if !plain(typed) || words.is_empty() || !words.iter().all(|word| plain(word)) {
            return Err(malformed());
        }
        if synonyms.insert(typed.to_owned(), words).is_some() {
            return Err(format!("synonyms.txt line {line}: {typed:?} has a line already"));
        }
    }
    Ok(synonyms)
}

#[cfg(test)]
mod tests {
    use super::{check, of, parse};

    #[test]
    fn the_file_is_well_formed_and_read() {
        assert_eq!(check(), Ok(()));
        assert_eq!(of("dinos"), ["dinosaur"]);
        assert!(of("volcano").is_empty());
    }

    #[test]
    fn malformed_lines_name_their_line() {
        assert!(parse("dinos dinosaur\n").unwrap_err().contains("line 1"));
        assert!(parse("# note\ndinos:\n").unwrap_err().contains("line 2"));
        assert!(parse("Dinos: dinosaur\n").is_err(), "lower case, as the query is");
        assert!(parse("dinos: dino-saur\n").is_err(), "words only: nothing a tsquery reads as syntax");
        assert!(parse("dinos: dinosaur\ndinos: fossil\n").unwrap_err().contains("has a line already"));
    }
}
