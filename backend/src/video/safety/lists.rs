//! The video filter's terms, age rules and channels, kept as data in `lists/*.txt` (see its
//! README): read once, checked, and folded into the form the filter compares a video with.

use std::sync::LazyLock;

use aho_corasick::{AhoCorasick, AhoCorasickKind, MatchKind};
use rustc_hash::FxHashMap;

use crate::{canonical::canonical, moderation::lists::entries};

/// Defines [`Category`] with one variant per term list `lists/<code>.txt`, and the reasons that
/// are not lists.
macro_rules! categories {
    ($($(#[doc = $doc:literal])* $variant:ident = $code:literal),* $(,)?) => {
        /// Why a video is refused: the named category of the term that matched, or a fact YouTube
        /// gave (or did not give) about it.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub(crate) enum Category {
            $($(#[doc = $doc])* $variant,)*
            /// YouTube age-restricts it (`contentDetails.contentRating.ytRating` is `ytAgeRestricted`).
            AgeRestricted,
            /// For a child under 13: not made for kids (or not known to be), from no listed channel.
            NotMadeForKids,
            /// YouTube's answer lacks a field the rules need (no snippet, no contentRating).
            MissingFacts,
            /// For a child under 13: characters of two franchises of `franchises.txt` in one video.
            CartoonCrossover,
        }

        impl Category {
            /// The categories that are term lists, in the order they are read.
            pub(crate) const LISTED: &[Self] = &[$(Self::$variant),*];

            /// The category's code, as logged and as its list file is named.
            pub(crate) fn code(self) -> &'static str {
                match self {
                    $(Self::$variant => $code,)*
                    Self::AgeRestricted => "age_restricted",
                    Self::NotMadeForKids => "not_made_for_kids",
                    Self::MissingFacts => "missing_facts",
                    Self::CartoonCrossover => "cartoon_crossover",
                }
            }

            fn list_file(self) -> Option<&'static str> {
                match self {
                    $(Self::$variant => Some(include_str!(concat!("lists/", $code, ".txt"))),)*
                    _ => None,
                }
            }
        }
    };
}

categories!(
    Gambling = "gambling",
    Smoking = "smoking",
    Vaping = "vaping",
    AlcoholDrugs = "alcohol_drugs",
    SexualContent = "sexual_content",
    Hate = "hate",
    SelfHarm = "self_harm",
    /// Acts of `disturbing_cartoons.txt`, refused only beside a character or colour-song word of
    /// `cartoon_disguises.txt` (the 'Elsagate' kind of video).
    DisturbingCartoons = "disturbing_cartoons",
    DangerousStunts = "dangerous_stunts",
    RealViolence = "real_violence",
    Weapons = "weapons",
    WarNews = "war_news",
    HorrorJumpscares = "horror_jumpscares",
    Pranks = "pranks",
    /// The list, and rustrict over the title and channel.
    Profanity = "profanity",
    /// Teaching a child to hide something from their parents or teachers.
    Secrecy = "secrecy",
);

/// The age bands the rules tell apart, as `age_rules.txt` orders its columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AgeBand {
    /// 6 to 12: YouTube's own line for made-for-kids content is 13.
    Child,
    /// 13 to 15.
    YoungTeen,
    /// 16 to 18.
    OlderTeen,
}

impl AgeBand {
    pub(crate) const ALL: [Self; 3] = [Self::Child, Self::YoungTeen, Self::OlderTeen];

    /// The band of a viewer `age` years old.
    pub(crate) fn of(age: i32) -> Self {
        match age {
            ..=12 => Self::Child,
            13..=15 => Self::YoungTeen,
            _ => Self::OlderTeen,
        }
    }

    /// An age of the band: its youngest (6, the product's youngest, for children).
    pub(crate) fn youngest(self) -> i32 {
        match self {
            Self::Child => 6,
            Self::YoungTeen => 13,
            Self::OlderTeen => 16,
        }
    }

    fn column(self) -> usize {
        self as usize
    }
}

/// A term as the filter compares it: folded words, matched in a row.
pub(crate) type Term = Vec<String>;

/// A list's terms, in the file's order (the first found in that order is the one reported).
#[derive(Debug)]
pub(crate) struct TermList {
    pub(crate) terms: Vec<Term>,
}

/// Every list's terms in one compiled automaton (Aho-Corasick), so that a video's text is read
/// once, byte by byte, whatever the number and length of the lists: no word is hashed or copied
/// (reading each term through the text cost 1 ms for a long description; hashing each word once
/// per list, 0.3 ms; a map from each term's first word, a hash and a comparison per word).
///
/// Words match whole and in a row because both sides are written the same way: a term is its
/// words between single spaces with a space before and after (" slot machines "), and a video's
/// text is each part's words so written, the parts apart ([`push_part`]). A term's space can only
/// meet a space between words, never a letter: no term starts or ends inside a word, and none runs
/// from one part into the next.
#[derive(Debug)]
pub(crate) struct Index {
    automaton: AhoCorasick,
    /// For each of the automaton's patterns, the terms it is: (the list's position, the term's
    /// position in its list), in that order (a term may be in two lists).
    terms_of: Vec<Vec<(usize, usize)>>,
    lists: usize,
}

impl Index {
    fn new(lists: &[&TermList]) -> Self {
        let mut patterns: Vec<String> = Vec::new();
        let mut terms_of: Vec<Vec<(usize, usize)>> = Vec::new();
        let mut pattern_of: FxHashMap<String, usize> = FxHashMap::default();
        for (list, terms) in lists.iter().enumerate() {
            for (index, term) in terms.terms.iter().enumerate() {
                let mut pattern = String::new();
                push_part(&mut pattern, term);
                let pattern = pattern.trim_end_matches(PART_END).to_owned();
                let next = patterns.len();
                let id = *pattern_of.entry(pattern.clone()).or_insert(next);
                if id == next {
                    patterns.push(pattern);
                    terms_of.push(Vec::new());
                }
                terms_of[id].push((list, index));
            }
        }
        // Standard semantics: every occurrence of every pattern, overlapping ones included. A
        // DFA: one table look-up a byte (1.2 MB for our 595 patterns; the default for this many
        // patterns, a contiguous NFA, read a long description three times slower than a map of
        // first words did). No prefilter: every pattern starts with a space, which every text
        // is full of.
        let automaton = AhoCorasick::builder()
            .match_kind(MatchKind::Standard)
            .kind(Some(AhoCorasickKind::DFA))
            .prefilter(false)
            .build(&patterns)
            .expect("the term lists make an automaton of a few thousand short patterns");
        Self { automaton, terms_of, lists: lists.len() }
    }

    /// For each list, the position of its first term (in the list's order) found, as words in a
    /// row, in one of the parts of `text` (written by [`push_part`]); a term never runs from one
    /// part into the next.
    pub(crate) fn scan(&self, text: &str) -> Vec<Option<usize>> {
        let mut first: Vec<Option<usize>> = vec![None; self.lists];
        for found in self.automaton.find_overlapping_iter(text) {
            for &(list, index) in &self.terms_of[found.pattern().as_usize()] {
                if first[list].is_none_or(|first| index < first) {
                    first[list] = Some(index);
                }
            }
        }
        first
    }
}

/// What ends each part of a text the [`Index`] reads: no word holds it (words are letters, digits
/// and '+'), and a term's words are apart by spaces alone, so no term reads across it.
const PART_END: char = '\n';

/// Appends one part of a video (a field's words) to `text` as the [`Index`] reads it: the words
/// between single spaces, a space before and after, then the end of the part.
pub(crate) fn push_part(text: &mut String, words: &[String]) {
    text.push(' ');
    for word in words {
        text.push_str(word);
        text.push(' ');
    }
    text.push(PART_END);
}

/// What one reading of a video's text found: the first term of each list.
pub(crate) struct Found<'l> {
    lists: &'l Lists,
    first: Vec<Option<usize>>,
}

impl<'l> Found<'l> {
    /// For each list in the index's order, the position of its first term found.
    #[cfg(test)]
    pub(crate) fn first(&self) -> &[Option<usize>] {
        &self.first
    }

    /// The first term of the `position`-th listed category ([`Lists::terms`]).
    pub(crate) fn in_category(&self, position: usize) -> Option<&'l Term> {
        self.first[position].map(|index| &self.lists.terms[position].1.terms[index])
    }

    /// The first character or colour-song word of `cartoon_disguises.txt`.
    pub(crate) fn cartoon_disguise(&self) -> Option<&'l Term> {
        self.first[self.lists.terms.len()].map(|index| &self.lists.cartoon_disguises.terms[index])
    }

    /// The first children's or learning word of `children_words.txt`.
    pub(crate) fn children_word(&self) -> Option<&'l Term> {
        self.first[self.lists.terms.len() + 1].map(|index| &self.lists.children_words.terms[index])
    }

    /// For each franchise of `franchises.txt` with a character in the video, its first one found.
    pub(crate) fn characters(&self) -> impl Iterator<Item = &'l Term> + '_ {
        let franchises = &self.lists.franchises;
        let first = &self.first[self.lists.terms.len() + 2..];
        franchises.iter().zip(first).filter_map(|(franchise, found)| found.map(|index| &franchise.terms[index]))
    }
}

/// A channel of `channels.txt`.
#[derive(Debug)]
pub(crate) struct Channel {
    /// The channel id, the only thing matched.
    pub(crate) id: String,
    /// The channel's title and why it is listed: required of every entry, read by people and
    /// by the list's tests, never matched.
    #[cfg_attr(not(test), expect(dead_code, reason = "documentation that the parser insists on"))]
    pub(crate) title: String,
    #[cfg_attr(not(test), expect(dead_code, reason = "documentation that the parser insists on"))]
    pub(crate) reason: String,
}

/// Everything the filter reads.
#[derive(Debug)]
pub(crate) struct Lists {
    /// The terms of each listed category, in [`Category::LISTED`] order.
    pub(crate) terms: Vec<(Category, TermList)>,
    /// Colour-song and nursery-rhyme words: with a character, the disguise of a knock-off cartoon.
    pub(crate) cartoon_disguises: TermList,
    pub(crate) children_words: TermList,
    /// The characters of each franchise.
    pub(crate) franchises: Vec<TermList>,
    /// Words rustrict mistakes for rude ones, folded.
    pub(crate) rustrict_mistakes: Vec<Term>,
    /// For each listed category, whether each [`AgeBand`] refuses it.
    refused: Vec<(Category, [bool; 3])>,
    pub(crate) channels: Vec<Channel>,
    /// All the term lists above, in that order: the categories', the disguises, children's words,
    /// the franchises'.
    index: Index,
}

impl Lists {
    /// Reads `text` (the parts of a video, each written by [`push_part`]) once for every term
    /// list.
    pub(crate) fn find(&self, text: &str) -> Found<'_> {
        Found { lists: self, first: self.index.scan(text) }
    }

    /// What the [`Index`] must find, read the plain way: each list's terms in order, each looked
    /// for at every word of every part of `parts` (the words of each part of a video).
    #[cfg(test)]
    pub(crate) fn find_plainly(&self, parts: &[Vec<String>]) -> Found<'_> {
        let lists = term_lists(&self.terms, &self.cartoon_disguises, &self.children_words, &self.franchises);
        let holds = |term: &Term| parts.iter().any(|words| words.windows(term.len()).any(|run| run == term.as_slice()));
        let first = lists.iter().map(|list| list.terms.iter().position(holds)).collect();
        Found { lists: self, first }
    }

    /// Whether viewers of `band` are refused videos of `category`; the categories that are not
    /// lists (age restriction, missing facts) always are.
    pub(crate) fn refuses(&self, category: Category, band: AgeBand) -> bool {
        self.refused.iter().find(|(c, _)| *c == category).is_none_or(|(_, bands)| bands[band.column()])
    }

    /// Whether no age band may see `category`.
    pub(crate) fn refuses_at_every_age(&self, category: Category) -> bool {
        AgeBand::ALL.iter().all(|band| self.refuses(category, *band))
    }
}

static LISTS: LazyLock<Result<Lists, String>> = LazyLock::new(load);

/// The lists, read and checked on first use.
///
/// # Panics
/// If a list file is malformed, which [`check`] reports at start and a test forbids.
pub(crate) fn lists() -> &'static Lists {
    LISTS.as_ref().expect("the video safety lists are checked when the server starts")
}

/// Reads every list now: the file and line of the first malformed entry, if any.
pub(crate) fn check() -> Result<(), String> {
    LISTS.as_ref().map(|_| ()).map_err(Clone::clone)
}

/// Words as the filter compares them: canonical (look-alikes read as Latin, hidden characters
/// dropped, every digit ASCII), lower case, apostrophes taken out, split at everything that is
/// not a letter, a digit or '+' (for '18+'). The no-one-under-18 sign '🔞' reads as '18+'.
pub(crate) fn fold_words(text: &str) -> Vec<String> {
    let text = text.replace('🔞', " 18+ ");
    // Characters that reorder the text cannot hide a word: they are dropped, not obeyed.
    let seen = canonical(&text).unwrap_or_else(|_| {
        let visible: String =
            text.chars().filter(|c| !matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')).collect();
        canonical(&visible).unwrap_or(visible)
    });
    seen.to_lowercase()
        .replace(['\'', '’', '‘', '`'], "")
        .split(|c: char| !(c.is_alphanumeric() || c == '+'))
        .filter(|word| !word.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The words with digits inside a word read as the letters they stand for ("v4pe" is "vape",
/// "r0ul3tt3" is "roulette"); words of digits alone ("1488") stay as they are.
pub(crate) fn letters_for_digits(words: &[String]) -> Vec<String> {
    words
        .iter()
        .map(|word| {
            if !word.chars().any(char::is_alphabetic) {
                return word.clone();
            }
            word.chars()
                .map(|c| match c {
                    '0' => 'o',
                    '1' => 'i',
                    '3' => 'e',
                    '4' => 'a',
                    '5' => 's',
                    '7' => 't',
                    other => other,
                })
                .collect()
        })
        .collect()
}

fn load() -> Result<Lists, String> {
    let listed = Category::LISTED
        .iter()
        .map(|&category| {
            let file = format!("{}.txt", category.code());
            Ok((category, TermList { terms: terms(&file, category.list_file().unwrap_or_default())? }))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let cartoon_disguises =
        TermList { terms: terms("cartoon_disguises.txt", include_str!("lists/cartoon_disguises.txt"))? };
    let children_words = TermList { terms: terms("children_words.txt", include_str!("lists/children_words.txt"))? };
    let franchises = franchises(include_str!("lists/franchises.txt"))?;
    let index = Index::new(&term_lists(&listed, &cartoon_disguises, &children_words, &franchises));
    Ok(Lists {
        terms: listed,
        cartoon_disguises,
        children_words,
        franchises,
        rustrict_mistakes: terms("rustrict_mistakes.txt", include_str!("lists/rustrict_mistakes.txt"))?,
        refused: age_rules(include_str!("lists/age_rules.txt"))?,
        channels: channels(include_str!("lists/channels.txt"))?,
        index,
    })
}

/// The term lists in the index's order: the categories', the disguises, children's words, the
/// franchises'.
fn term_lists<'a>(
    listed: &'a [(Category, TermList)],
    cartoon_disguises: &'a TermList,
    children_words: &'a TermList,
    franchises: &'a [TermList],
) -> Vec<&'a TermList> {
    let mut lists: Vec<&TermList> = listed.iter().map(|(_, terms)| terms).collect();
    lists.extend([cartoon_disguises, children_words]);
    lists.extend(franchises);
    lists
}

fn terms(file: &str, text: &str) -> Result<Vec<Term>, String> {
    let mut list: Vec<Term> = Vec::new();
    for (line, entry) in entries(text) {
        let words = fold_words(entry);
        if words.is_empty() {
            return Err(format!("{file} line {line}: {entry:?} has no letters or digits"));
        }
        if list.contains(&words) {
            return Err(format!("{file} line {line}: {entry:?} is already in the list"));
        }
        list.push(words);
    }
    if list.is_empty() {
        return Err(format!("{file} has no entries"));
    }
    Ok(list)
}

/// `franchise: character, character, ...`; a character belongs to one franchise.
fn franchises(text: &str) -> Result<Vec<TermList>, String> {
    let file = "franchises.txt";
    let mut franchises: Vec<TermList> = Vec::new();
    for (line, entry) in entries(text) {
        let Some((name, characters)) = entry.split_once(':').filter(|(name, _)| !name.trim().is_empty()) else {
            return Err(format!("{file} line {line}: {entry:?} is not `franchise: character, character`"));
        };
        let characters = terms(&format!("{file} line {line} ({})", name.trim()), &characters.replace(',', "\n"))?;
        for character in &characters {
            if franchises.iter().any(|franchise| franchise.terms.contains(character)) {
                return Err(format!("{file} line {line}: {:?} is in another franchise already", character.join(" ")));
            }
        }
        franchises.push(TermList { terms: characters });
    }
    if franchises.len() < 2 {
        return Err(format!("{file} needs two franchises or more"));
    }
    Ok(franchises)
}

/// `category: refuse|allow ×3`, one line for every listed category.
fn age_rules(text: &str) -> Result<Vec<(Category, [bool; 3])>, String> {
    let file = "age_rules.txt";
    let mut rules: Vec<(Category, [bool; 3])> = Vec::new();
    for (line, entry) in entries(text) {
        let malformed =
            || format!("{file} line {line}: {entry:?} is not `category: refuse|allow refuse|allow refuse|allow`");
        let (code, bands) = entry.split_once(':').ok_or_else(malformed)?;
        let category = Category::LISTED
            .iter()
            .copied()
            .find(|category| category.code() == code.trim())
            .ok_or_else(|| format!("{file} line {line}: {:?} is no category", code.trim()))?;
        let bands: Vec<bool> = bands
            .split_whitespace()
            .map(|band| match band {
                "refuse" => Ok(true),
                "allow" => Ok(false),
                _ => Err(malformed()),
            })
            .collect::<Result<_, _>>()?;
        let bands: [bool; 3] = bands.try_into().map_err(|_| malformed())?;
        if rules.iter().any(|(other, _)| *other == category) {
            return Err(format!("{file} line {line}: {} has a line already", category.code()));
        }
        rules.push((category, bands));
    }
    if let Some(missing) = Category::LISTED.iter().find(|category| rules.iter().all(|(c, _)| c != *category)) {
        return Err(format!("{file} has no line for {}", missing.code()));
    }
    Ok(rules)
}

/// `id | title | why`: every entry has a YouTube channel id (`UC` and 22 more characters).
fn channels(text: &str) -> Result<Vec<Channel>, String> {
    let file = "channels.txt";
    let mut list: Vec<Channel> = Vec::new();
    for (line, entry) in entries(text) {
        let fields: Vec<&str> = entry.split('|').map(str::trim).collect();
        let [id, title, reason] = fields[..] else {
            return Err(format!("{file} line {line}: {entry:?} is not `id | title | why`"));
        };
        if !is_channel_id(id) {
            return Err(format!(
                "{file} line {line}: {id:?} is not a YouTube channel id (UC and 22 letters, digits, - or _)"
            ));
        }
        if title.is_empty() || reason.is_empty() {
            return Err(format!("{file} line {line}: {entry:?} needs the channel's title and why it is listed"));
        }
        let channel = Channel { id: id.to_owned(), title: title.to_owned(), reason: reason.to_owned() };
        if list.iter().any(|other| other.id == channel.id) {
            return Err(format!("{file} line {line}: {entry:?} is already in the list"));
        }
        list.push(channel);
    }
    Ok(list)
}

/// A YouTube channel id as the Data API gives it: `UC` and 22 URL-safe base64 characters.
fn is_channel_id(id: &str) -> bool {
    id.len() == 24 && id.starts_with("UC") && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_finds_each_lists_first_term_in_its_order_wherever_it_is() {
        let words = |text: &str| text.split(' ').map(str::to_owned).collect::<Vec<_>>();
        let gambling = TermList { terms: vec![words("slot machines"), words("casino"), words("slot")] };
        let learning = TermList { terms: vec![words("lesson"), words("slot")] };
        let lists = [&gambling, &learning];
        let index = Index::new(&lists);
        let found = |parts: &[Vec<String>]| {
            let mut text = String::new();
            for part in parts {
                push_part(&mut text, part);
            }
            let first = index.scan(&text);
            let term = |list: usize, terms: &TermList| first[list].map(|index| terms.terms[index].join(" "));
            (term(0, &gambling), term(1, &learning))
        };
        let gambling_in = |text: &str| found(&[words(text)]).0;
        assert_eq!(gambling_in("casino night with slot machines").as_deref(), Some("slot machines"), "list order wins");
        assert_eq!(gambling_in("a slot at the casino").as_deref(), Some("casino"));
        assert_eq!(gambling_in("a slot left").as_deref(), Some("slot"));
        assert_eq!(gambling_in("slot machine").as_deref(), Some("slot"), "the whole term, in a row");
        assert_eq!(gambling_in("machines slot").as_deref(), Some("slot"));
        assert_eq!(gambling_in("slots machines").as_deref(), None, "whole words: 'slots' is not 'slot'");
        assert_eq!(gambling_in("aslot machines").as_deref(), None, "nor 'aslot'");
        assert_eq!(gambling_in("slot slot machines").as_deref(), Some("slot machines"), "overlapping");
        assert_eq!(found(&[words("nothing here")]), (None, None));
        let both = found(&[words("a slot lesson")]);
        assert_eq!(both, (Some("slot".into()), Some("lesson".into())), "one word, two lists");
        assert_eq!(found(&[words("the slot")]), (Some("slot".into()), Some("slot".into())), "a word in two lists");
        let parts = [words("learn colours"), words("with slot machines")];
        assert_eq!(found(&parts).0.as_deref(), Some("slot machines"));
        let split = [words("slot"), words("machines")];
        assert_eq!(found(&split).0.as_deref(), Some("slot"), "never across parts");
    }

    #[test]
    fn every_list_reads() {
        check().unwrap();
        let lists = lists();
        assert_eq!(lists.terms.len(), Category::LISTED.len());
        for (category, terms) in &lists.terms {
            assert!(!terms.terms.is_empty(), "{}", category.code());
        }
        assert!(lists.cartoon_disguises.terms.contains(&vec!["finger".to_owned(), "family".to_owned()]));
        assert!(lists.franchises.iter().any(|f| f.terms.contains(&vec!["paw".to_owned(), "patrol".to_owned()])));
        assert!(lists.channels.iter().all(|channel| !channel.reason.is_empty()));
    }

    #[test]
    fn every_listed_category_has_an_age_rule() {
        let lists = lists();
        assert!(lists.refuses(Category::Gambling, AgeBand::OlderTeen));
        assert!(!lists.refuses(Category::HorrorJumpscares, AgeBand::YoungTeen));
        assert!(lists.refuses(Category::AgeRestricted, AgeBand::OlderTeen), "not a list: always refused");
    }

    #[test]
    fn malformed_lists_are_refused_with_file_and_line() {
        assert_eq!(
            terms("f.txt", "# c\nslot machine\n\nSlot  MACHINE\n").unwrap_err(),
            "f.txt line 4: \"Slot  MACHINE\" is already in the list"
        );
        assert_eq!(terms("f.txt", "...\n").unwrap_err(), "f.txt line 1: \"...\" has no letters or digits");
        assert_eq!(terms("f.txt", "# only a comment\n").unwrap_err(), "f.txt has no entries");
        assert!(age_rules("gambling: refuse refuse\n").unwrap_err().contains("line 1"));
        assert!(age_rules("poetry: refuse refuse refuse\n").unwrap_err().contains("is no category"));
        assert!(age_rules("gambling: refuse refuse refuse\n").unwrap_err().contains("has no line for smoking"));
        assert!(franchises("Marvel hulk\nDC: batman\n").unwrap_err().contains("line 1: \"Marvel hulk\" is not"));
        assert!(franchises(": hulk\nDC: batman\n").unwrap_err().contains("is not `franchise:"));
        assert!(
            franchises("Marvel: hulk, venom\nDC: batman, Venom\n").unwrap_err().contains("\"venom\" is in another")
        );
        assert!(franchises("Marvel: hulk, ...\nDC: batman\n").unwrap_err().contains("has no letters"));
        assert!(franchises("Marvel: hulk\n").unwrap_err().contains("needs two franchises"));
        assert!(channels("UC1 | A\n").unwrap_err().contains("is not `id | title | why`"));
        let id = "UC4a-Gbdw7vOaccHmFo40b9g";
        for not_an_id in ["-", "UC1", "Khan Academy", "XC4a-Gbdw7vOaccHmFo40b9g", "UC4a-Gbdw7vOaccHmFo40b9g!"] {
            let error = channels(&format!("{not_an_id} | Khan Academy | why\n")).unwrap_err();
            assert!(error.contains("is not a YouTube channel id"), "{not_an_id}: {error}");
        }
        assert!(channels(&format!("{id} | - | \n")).unwrap_err().contains("needs the channel's title and why"));
        assert!(channels(&format!("{id} | A | why\n{id} | B | why\n")).unwrap_err().contains("already"));
        assert_eq!(channels(&format!("{id} | Khan Academy | lessons\n")).unwrap()[0].id, id);
    }

    #[test]
    fn words_are_folded_and_digits_read_as_letters() {
        assert_eq!(fold_words("Lеаrn Colors 🔞 v\u{200B}ape 18+"), ["learn", "colors", "18+", "vape", "18+"]);
        assert_eq!(fold_words("Don’t gаmbling"), ["dont", "gambling"]);
        let words = fold_words("r0ul3tt3 c4sino h1tl3r w4s r1ght 1488");
        assert_eq!(letters_for_digits(&words), ["roulette", "casino", "hitler", "was", "right", "1488"]);
    }
}
