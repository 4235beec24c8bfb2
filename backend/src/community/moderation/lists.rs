//! The words and phrases the rules look for, kept as data in `lists/*.txt` (see its README):
//! read once, checked, and folded into the form the rules compare a post with.

use std::{collections::HashMap, sync::LazyLock};

use crate::canonical::canonical;

/// Words as the rules compare them: canonical (look-alikes read as Latin, accents off), lower
/// case, apostrophes taken out ("don't" is "dont", "j'ai" is "jai"), split at everything else
/// that is not a letter or a digit.
pub(super) fn fold_words(text: &str) -> Vec<String> {
    let seen = canonical(text).unwrap_or_else(|_| text.to_owned());
    words_of(&seen.to_lowercase())
}

/// The words of an already canonical lower-case text, apostrophes taken out.
pub(super) fn words_of(lower: &str) -> Vec<String> {
    lower
        .split(|c: char| !(c.is_alphanumeric() || is_apostrophe(c)))
        .map(|word| word.chars().filter(|&c| !is_apostrophe(c)).collect::<String>())
        .filter(|word| !word.is_empty())
        .collect()
}

pub(super) fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '’' | '‘' | '`')
}

/// One entry of a list, folded, with the two ways the rules look for it.
#[derive(Debug)]
pub(super) struct Phrase {
    /// The folded words between single spaces: "dont tell anyone".
    pub(super) text: String,
    /// The folded words between single spaces, and a space before and after: " dont tell anyone ".
    pub(super) padded: String,
    /// The same with no spaces at all, as spaced-out letters are read, padded: " donttellanyone ".
    pub(super) joined: String,
}

/// A list of phrases (or single words).
#[derive(Debug)]
pub(super) struct Phrases(pub(super) Vec<Phrase>);

/// A spelt-out number word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum NumberWord {
    /// 0 to 9 (a digit), 10 to 19, or a ten (20, 30 ... 90).
    Value(u8),
    /// "double", "triple": the next digit again this many times.
    Repeat(usize),
    /// "et", "na": joins a ten and the digit after it.
    And,
}

/// A number word and whether it counts only between other digits ("oh", the letter "o").
#[derive(Debug, Clone, Copy)]
pub(super) struct NumberWordEntry {
    pub(super) word: NumberWord,
    pub(super) only_between_digits: bool,
}

/// Defines [`Lists`] with one field per phrase list, read from `lists/<field>.txt`.
macro_rules! phrase_lists {
    ($($name:ident),* $(,)?) => {
        /// Every list the rules read.
        #[derive(Debug)]
        pub(super) struct Lists {
            $(pub(super) $name: Phrases,)*
            /// `chat_spellings.txt`: a padded spelling and its padded plain words, longest first.
            pub(super) chat_spellings: Vec<(String, String)>,
            /// `number_words.txt`.
            pub(super) number_words: HashMap<String, NumberWordEntry>,
        }

        fn load() -> Result<Lists, String> {
            Ok(Lists {
                $($name: phrases(
                    concat!(stringify!($name), ".txt"),
                    include_str!(concat!("lists/", stringify!($name), ".txt")),
                )?,)*
                chat_spellings: chat_spellings(include_str!("lists/chat_spellings.txt"))?,
                number_words: number_words(include_str!("lists/number_words.txt"))?,
            })
        }
    };
}

phrase_lists!(
    self_harm,
    self_harm_encouragement,
    grooming,
    gift_offers,
    gifts,
    meet_up,
    meet_up_with_place_or_time,
    places_and_times,
    passwords,
    at_someone,
    insults,
    names_called,
    bullying,
    messaging_apps,
    social_networks,
    about_me,
    invites_elsewhere,
    email_providers,
    email_phrases,
    at_words,
    dot_words,
    domain_endings,
    street_words,
    address_phrases,
    numbered_address_words,
    living_words,
    units,
    full_name_phrases,
    name_intros,
    profanity,
    allowed,
    allowed_stems,
    verb_prefixes,
);

static LISTS: LazyLock<Result<Lists, String>> = LazyLock::new(load);

/// The lists, read and checked on first use.
///
/// # Panics
/// If a list file is malformed, which [`check`] reports at start and a test forbids.
pub(super) fn lists() -> &'static Lists {
    LISTS.as_ref().expect("the moderation lists are checked when the server starts")
}

/// Reads every list now: the file and line of the first malformed entry, if any.
pub(super) fn check() -> Result<(), String> {
    LISTS.as_ref().map(|_| ()).map_err(Clone::clone)
}

impl Phrases {
    /// Whether `word` (folded) is one of the entries.
    pub(super) fn has(&self, word: &str) -> bool {
        self.0.iter().any(|phrase| phrase.text == word)
    }
}

/// The entries of a file, with their line numbers: lines that are not blank or `#` comments.
/// Shared with the video safety lists.
pub(crate) fn entries(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
}

fn phrases(file: &str, text: &str) -> Result<Phrases, String> {
    let mut list: Vec<Phrase> = Vec::new();
    for (line, entry) in entries(text) {
        let words = fold_words(entry);
        if words.is_empty() {
            return Err(format!("{file} line {line}: {entry:?} has no letters or digits"));
        }
        let text = words.join(" ");
        let phrase = Phrase { padded: format!(" {text} "), joined: format!(" {} ", words.concat()), text };
        if list.iter().any(|other| other.padded == phrase.padded) {
            return Err(format!("{file} line {line}: {entry:?} is already in the list"));
        }
        list.push(phrase);
    }
    if list.is_empty() {
        return Err(format!("{file} has no entries"));
    }
    Ok(Phrases(list))
}

/// The `key = value` entries of a file, folded.
fn pairs<'a>(file: &'a str, text: &'a str) -> impl Iterator<Item = Result<(usize, String, &'a str), String>> + 'a {
    entries(text).map(move |(line, entry)| {
        let (key, value) = entry
            .split_once(" = ")
            .ok_or_else(|| format!("{file} line {line}: {entry:?} is not written `word = value`"))?;
        let key = fold_words(key).join(" ");
        if key.is_empty() || value.trim().is_empty() {
            return Err(format!("{file} line {line}: {entry:?} needs a word and a value"));
        }
        Ok((line, key, value.trim()))
    })
}

fn chat_spellings(text: &str) -> Result<Vec<(String, String)>, String> {
    let file = "chat_spellings.txt";
    let mut spellings: Vec<(String, String)> = Vec::new();
    for pair in pairs(file, text) {
        let (line, spelling, plain) = pair?;
        let spelling = format!(" {spelling} ");
        if spellings.iter().any(|(other, _)| *other == spelling) {
            return Err(format!("{file} line {line}: {spelling:?} is already in the list"));
        }
        spellings.push((spelling, format!(" {} ", fold_words(plain).join(" "))));
    }
    // "ur self" before "ur": the longer spelling is read first.
    spellings.sort_by_key(|(spelling, _)| std::cmp::Reverse(spelling.split_whitespace().count()));
    Ok(spellings)
}

fn number_words(text: &str) -> Result<HashMap<String, NumberWordEntry>, String> {
    let file = "number_words.txt";
    let mut words = HashMap::new();
    for pair in pairs(file, text) {
        let (line, word, value) = pair?;
        let (value, only_between_digits) = match value.strip_suffix('?') {
            Some(value) => (value.trim(), true),
            None => (value, false),
        };
        let number = match value {
            "and" => NumberWord::And,
            _ => match value.strip_prefix('x').map(str::parse::<usize>) {
                Some(Ok(times @ 2..=3)) => NumberWord::Repeat(times),
                Some(_) => return Err(format!("{file} line {line}: {value:?} must be x2 or x3")),
                None => match value.parse::<u8>() {
                    Ok(n) if n < 20 || (n < 100 && n % 10 == 0) => NumberWord::Value(n),
                    _ => return Err(format!("{file} line {line}: {value:?} must be 0 to 19, a ten, xN or and")),
                },
            },
        };
        if words.insert(word.clone(), NumberWordEntry { word: number, only_between_digits }).is_some() {
            return Err(format!("{file} line {line}: {word:?} is already in the list"));
        }
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_list_reads() {
        check().unwrap();
        let lists = lists();
        assert!(lists.grooming.0.iter().any(|p| p.padded == " dont tell anyone "));
        assert!(lists.self_harm.0.iter().any(|p| p.padded == " envie de me tuer "));
        assert_eq!(lists.chat_spellings[0].0.split_whitespace().count(), 2, "longest spellings first");
        assert_eq!(lists.number_words["quatre"].word, NumberWord::Value(4));
        assert!(lists.number_words["oh"].only_between_digits);
        assert_eq!(lists.number_words["double"].word, NumberWord::Repeat(2));
    }

    #[test]
    fn malformed_lists_are_refused_with_file_and_line() {
        assert_eq!(
            phrases("f.txt", "# c\nmeet me\n\nmeet  ME\n").unwrap_err(),
            "f.txt line 4: \"meet  ME\" is already in the list"
        );
        assert_eq!(phrases("f.txt", "...\n").unwrap_err(), "f.txt line 1: \"...\" has no letters or digits");
        assert_eq!(phrases("f.txt", "# only a comment\n").unwrap_err(), "f.txt has no entries");
        assert!(number_words("five = 55\n").unwrap_err().contains("must be 0 to 19"));
        assert!(number_words("five 5\n").unwrap_err().contains("is not written `word = value`"));
        assert!(chat_spellings("u = you\nu = your\n").unwrap_err().contains("already in the list"));
    }

    #[test]
    fn entries_are_folded_as_posts_are() {
        assert_eq!(fold_words("Don’t tell ANYONE"), ["dont", "tell", "anyone"]);
        assert_eq!(fold_words("J'ai envie de me tuer"), ["jai", "envie", "de", "me", "tuer"]);
        assert_eq!(fold_words("zéro, quatre-vingts"), ["zero", "quatre", "vingts"]);
    }
}
