//! Phone numbers in a post: runs of digits, whatever their script (the canonical text has made
//! them ASCII), spelt out in English, Kiswahili or French ("zéro sept, quatre-vingt-trois",
//! "sifuri saba", "double one"), or both mixed, with a few separators of any kind between them
//! ("0 7 8 8, 4 3 1", "+250 ... 785", "0739|552|817"). What children write about school stays
//! allowed: dates, decimals, round numbers, amounts written in thousands ("149 600 000 km"),
//! one digit repeated, counting ("1 2 3 4 5 6 7 8 9 10"). A run of 7 or 8 digits without a
//! plus or a leading 0 is refused only if the `phonenumber` library says it is a real number in
//! a country we serve.

use std::collections::HashMap;

use phonenumber::country;

use super::lists::{NumberWord, NumberWordEntry};

/// Digits in one run that make a phone number (the shortest local numbers have 7).
const PHONE_DIGITS: usize = 7;

/// Digits that make a run a phone number by its length alone (national numbers without their
/// leading 0 have 9 in most of our countries).
const LONG_NUMBER_DIGITS: usize = 9;

/// Numbers in a row that may be counting rather than a phone number.
const COUNTING_NUMBERS: usize = 5;

/// At most this many characters between two digits of one run ("0788 ... 123").
const SEPARATOR_CHARS: usize = 5;

/// The characters that may stand between the digits of one number.
fn is_separator_char(c: char) -> bool {
    c.is_whitespace() || "-.()+/_,;:|\\…–—‒―[]{}*·•~".contains(c)
}

/// Where our families live, and the regions whose numbers `phonenumber` checks.
const REGIONS: [country::Id; 14] = [
    country::Id::RW,
    country::Id::KE,
    country::Id::UG,
    country::Id::TZ,
    country::Id::BI,
    country::Id::CD,
    country::Id::NG,
    country::Id::GH,
    country::Id::ZA,
    country::Id::ET,
    country::Id::ZM,
    country::Id::MW,
    country::Id::CM,
    country::Id::SN,
];

/// Whether the canonical lower-case `lower` holds a phone number.
pub(super) fn has_phone_number(lower: &str, number_words: &HashMap<String, NumberWordEntry>) -> bool {
    digit_runs(lower, number_words).iter().any(DigitRun::is_phone_number)
}

/// Groups of digits with what separates them, such as "0788 123-456" or "12/03/2026".
#[derive(Debug, Default)]
struct DigitRun {
    groups: Vec<String>,
    separators: Vec<String>,
    /// Whether a plus came right before the first digit.
    plus: bool,
}

impl DigitRun {
    fn digits(&self) -> usize {
        self.groups.iter().map(String::len).sum()
    }

    fn is_phone_number(&self) -> bool {
        if self.digits() < PHONE_DIGITS {
            return false;
        }
        if self.plus {
            return true;
        }
        let lengths: Vec<usize> = self.groups.iter().map(String::len).collect();
        let date_separators = self.separators.iter().all(|s| matches!(s.trim(), "-" | "/" | "."));
        let date =
            date_separators && matches!(lengths.as_slice(), [4, 1..=2, 1..=2] | [1..=2, 1..=2, 4] | [1..=2, 1..=2, 2]);
        let decimal = self.groups.len() == 2 && self.separators[0] == ".";
        let all = self.groups.concat();
        let repeated = all.chars().all(|c| all.starts_with(c));
        let numbers: Vec<u64> = self.groups.iter().filter_map(|g| g.parse().ok()).collect();
        // "kumi: moja, mbili, tatu ..." (to ten: one, two, three): a count after its last number.
        let counting = !self.groups.iter().any(|g| g.len() > 1 && g.starts_with('0'))
            && (is_counting(&numbers) || (numbers.len() > 1 && numbers[0] >= numbers[1] && is_counting(&numbers[1..])));
        let round = self.groups.len() == 1 && all.ends_with("000");
        // 67 000 000, 100,000,000,000: thousands, ending in a round thousand.
        let thousands = self.groups.len() >= 2
            && (1..=3).contains(&lengths[0])
            && lengths[1..].iter().all(|&n| n == 3)
            && self.separators.iter().all(|s| *s == self.separators[0] && matches!(s.as_str(), " " | "," | "." | "'"))
            && all.ends_with("000");
        if date || decimal || repeated || counting || round || thousands {
            return false;
        }
        // Nine digits or more, or a leading 0 (how a child writes their own number), is a phone
        // number by its shape; a shorter code (a library card, a game level) only if it is a real
        // number in a country we serve.
        all.len() >= LONG_NUMBER_DIGITS || all.starts_with('0') || is_real_number(&all)
    }
}

/// Numbers that count: at least [`COUNTING_NUMBERS`], going up ("1 2 3 4 5", "2 3 5 7 11",
/// "2 4 8 16 32"), by the same step when they start at zero ("0 5 10 15 20"). Numbers that go up
/// from zero unevenly ("zéro six, dix-neuf, vingt-deux, trente-trois": 06 19 22 33) are a phone
/// number read out in pairs.
fn is_counting(numbers: &[u64]) -> bool {
    let step = |pair: &[u64]| pair[1] - pair[0];
    numbers.len() >= COUNTING_NUMBERS
        && numbers.windows(2).all(|pair| pair[0] < pair[1])
        && (numbers[0] != 0 || numbers.windows(2).all(|pair| step(pair) == step(&numbers[..2])))
}

/// Whether `digits` is a valid number in one of [`REGIONS`].
fn is_real_number(digits: &str) -> bool {
    REGIONS.iter().any(|&region| phonenumber::parse(Some(region), digits).is_ok_and(|number| number.is_valid()))
}

/// A maximal run of letters and digits (a word), or of anything else (a gap).
#[derive(Debug)]
struct Token<'a> {
    word: bool,
    text: &'a str,
}

fn tokens(lower: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut start = 0;
    let mut kind: Option<bool> = None;
    for (at, c) in lower.char_indices() {
        let word = c.is_alphanumeric();
        if let Some(previous) = kind.filter(|&previous| previous != word) {
            tokens.push(Token { word: previous, text: &lower[start..at] });
            start = at;
        }
        kind = Some(word);
    }
    if let Some(word) = kind {
        tokens.push(Token { word, text: &lower[start..] });
    }
    tokens
}

/// What a word of a run stands for.
#[derive(Debug, Clone, Copy)]
enum Atom<'a> {
    Digits(&'a str),
    Word(NumberWord),
}

/// The runs of digits in `lower`, spelt-out numbers read as their digits.
fn digit_runs(lower: &str, number_words: &HashMap<String, NumberWordEntry>) -> Vec<DigitRun> {
    let tokens = tokens(lower);
    // Whether the word after token `i` (past one separator) is certainly a number.
    let number_follows = |i: usize| {
        tokens.get(i + 1).is_some_and(|gap| is_separator(gap.text))
            && tokens
                .get(i + 2)
                .and_then(|next| atom(next.word, next.text, number_words))
                .is_some_and(|(_, only_between)| !only_between)
    };
    let mut runs = Vec::new();
    let mut reader = RunReader::default();
    for (i, token) in tokens.iter().enumerate() {
        if !token.word {
            if is_separator(token.text) {
                reader.gap(token.text);
            } else {
                reader.end(&mut runs);
                reader.plus = token.text.ends_with('+');
            }
            continue;
        }
        match atom(token.word, token.text, number_words) {
            Some((atom, only_between)) if !only_between || reader.in_run() || number_follows(i) => {
                if !reader.read(atom) {
                    reader.end(&mut runs);
                }
            }
            _ => reader.end(&mut runs),
        }
        reader.plus = false;
    }
    reader.end(&mut runs);
    runs
}

/// What `text` (a word if `word`) stands for in a run, and whether only between digits.
fn atom<'t>(word: bool, text: &'t str, number_words: &HashMap<String, NumberWordEntry>) -> Option<(Atom<'t>, bool)> {
    if !word {
        return None;
    }
    if text.bytes().all(|b| b.is_ascii_digit()) {
        return Some((Atom::Digits(text), false));
    }
    number_words.get(text).map(|entry| (Atom::Word(entry.word), entry.only_between_digits))
}

/// Reads the words of runs one by one.
#[derive(Debug, Default)]
struct RunReader {
    run: DigitRun,
    /// The gap since the last group, if the run goes on after it.
    pending: String,
    /// A plus right before the next word.
    plus: bool,
    /// The last group is a ten from a word, which a digit word after it joins ("twenty three").
    open_ten: bool,
    /// The last group is the word "quatre" (4), which "vingt" after it makes 80.
    last_is_four_word: bool,
    /// "double" or "triple" before the next digit.
    repeat: usize,
}

impl RunReader {
    fn in_run(&self) -> bool {
        !self.run.groups.is_empty()
    }

    fn gap(&mut self, gap: &str) {
        if self.in_run() {
            self.pending = gap.to_owned();
        }
        self.plus = gap.ends_with('+');
    }

    fn end(&mut self, runs: &mut Vec<DigitRun>) {
        if self.in_run() {
            runs.push(std::mem::take(&mut self.run));
        }
        *self = Self { plus: self.plus, ..Self::default() };
    }

    fn push(&mut self, digits: String) {
        if self.in_run() {
            self.run.separators.push(std::mem::take(&mut self.pending));
        } else {
            self.run.plus = self.plus;
        }
        let times = std::mem::replace(&mut self.repeat, 0).max(1);
        self.run.groups.push(digits.repeat(times));
    }

    /// The last group's value, when it is a number word's.
    fn last_value(&self) -> u32 {
        self.run.groups.last().and_then(|g| g.parse().ok()).unwrap_or(0)
    }

    fn replace_last(&mut self, value: u32) {
        if let Some(last) = self.run.groups.last_mut() {
            *last = value.to_string();
        }
    }

    /// Takes the next word of a run; false when it cannot go on the run (it ends it).
    fn read(&mut self, atom: Atom<'_>) -> bool {
        let four_before = std::mem::take(&mut self.last_is_four_word);
        match atom {
            Atom::Digits(digits) => {
                self.open_ten = false;
                self.push(digits.to_owned());
            }
            Atom::Word(NumberWord::Repeat(times)) => {
                self.open_ten = false;
                self.repeat = times;
            }
            Atom::Word(NumberWord::And) => return self.open_ten,
            Atom::Word(NumberWord::Value(value)) => {
                let value = u32::from(value);
                let last = self.last_value();
                match value {
                    1..=9 if self.open_ten && self.repeat == 0 => {
                        self.replace_last(last + value);
                        self.open_ten = false;
                    }
                    // soixante-dix (70), quatre-vingt-dix (90), soixante-treize (73).
                    10..=19 if self.open_ten && matches!(last, 60 | 80) => {
                        self.replace_last(last + value);
                        self.open_ten = value == 10;
                    }
                    20 if four_before && last == 4 => {
                        self.replace_last(80);
                        self.open_ten = true;
                    }
                    _ => {
                        self.push(value.to_string());
                        self.open_ten = value == 10 || value >= 20;
                        self.last_is_four_word = value == 4;
                    }
                }
            }
        }
        true
    }
}

/// A gap that may stand inside one number: a few separator characters.
fn is_separator(gap: &str) -> bool {
    gap.chars().count() <= SEPARATOR_CHARS && gap.chars().all(is_separator_char)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::community::moderation::lists::lists;

    fn runs(text: &str) -> Vec<String> {
        digit_runs(text, &lists().number_words).iter().map(|run| run.groups.concat()).collect()
    }

    #[test]
    fn digits_with_separators_of_any_kind_make_one_run() {
        assert_eq!(runs("0 7 8 8, 4 3 1, 9 0 2"), ["0788431902"]);
        assert_eq!(runs("+250 ... 785 ... 160"), ["250785160"]);
        assert_eq!(runs("0739|552|817 and 12"), ["0739552817", "12"]);
        assert_eq!(runs("07 22 \\ 61 45"), ["07226145"]);
        assert_eq!(runs("3 + 4 = 7"), ["34", "7"]);
    }

    #[test]
    fn spelt_out_numbers_in_three_languages() {
        assert_eq!(runs("zero seven double one, three nine five"), ["0711395"]);
        assert_eq!(runs("oh seven oh one"), ["0701"]);
        assert_eq!(runs("nought seven triple four"), ["07444"]);
        assert_eq!(runs("zero seven twenty-three, fifty-one"), ["072351"]);
        assert_eq!(runs("sifuri saba, tano sita, kumi na mbili"), ["075612"]);
        assert_eq!(runs("zero sept, quatre-vingt-trois, vingt-six, cinquante et un"), ["07832651"]);
        assert_eq!(runs("soixante-dix-sept quatre-vingt-dix-neuf quatre-vingts"), ["779980"]);
        assert_eq!(runs("0 saba 5 4 — 8 tatu 1"), ["0754831"]);
        assert_eq!(runs("0 7 2 i 4 o 9"), ["0721409"]);
    }

    #[test]
    fn short_codes_are_phone_numbers_only_if_real() {
        let words = &lists().number_words;
        // Not a number anywhere we serve (by the phonenumber library's data).
        assert!(!has_phone_number("my library card is 9876543", words));
        assert!(!has_phone_number("level 7123456 unlocked", words));
        // Valid numbers there, so refused.
        assert!(has_phone_number("call 77123456", words));
        assert!(has_phone_number("20123456 is my line", words));
    }

    #[test]
    fn ambiguous_letters_are_digits_only_beside_digits() {
        assert_eq!(runs("i have 2 cats"), ["2"]);
        assert_eq!(runs("oh no, 5 goals"), ["5"]);
        assert!(runs("one day i will, cinq et toi").iter().all(|run| run.len() == 1));
    }

    #[test]
    fn school_numbers_are_not_phone_numbers() {
        let words = &lists().number_words;
        for text in [
            "26/11/2026",
            "2026-11-26",
            "149 600 000 km",
            "67 000 000 people",
            "100,000,000,000 stars",
            "3.14159265",
            "1000000",
            "1 2 3 4 5 6 7 8 9 10",
            "moja mbili tatu nne tano sita saba nane tisa kumi",
            "un deux trois quatre cinq six sept huit neuf dix",
            "7777777",
            "0 5 10 15 20 25 30",
            "2 4 8 16 32 64 128",
            "nimehesabu hadi kumi: moja, mbili, tatu, nne, tano, sita, saba, nane, tisa, kumi",
        ] {
            assert!(!has_phone_number(text, words), "{text}");
        }
        for text in [
            "0788123456",
            "+27 82, 441, 7760",
            "zero seven one two six oh eight three three five",
            // Going up, not counting: a number read out in pairs.
            "zero six dix-neuf vingt-deux trente-trois quarante-quatre",
        ] {
            assert!(has_phone_number(text, words), "{text}");
        }
    }
}
