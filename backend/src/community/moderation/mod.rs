//! What a post may not say, decided on the server (the web app may pre-check; this decides).
//!
//! Pure rules, no I/O: [`review`] reads a post (already trimmed and within its length) and either
//! lets it through or names the [`Refusal`], whose message tells a child why and what to do
//! instead. Profanity, sexual words, slurs and insults are rustrict's job (a maintained filter
//! that knows disguised spellings and the Scunthorpe problem); the rules here are what no
//! library does: personal information (phone numbers in any spacing or spelt out, email
//! addresses also written "at ... dot com", home addresses, links and bare domains, social-media
//! handles and invitations to other apps, full names, passwords), invitations to meet or to talk
//! somewhere private, bullying aimed at someone, self-harm, and grooming phrases. Ordinary child
//! talk (scores such as 3-2, dates, big numbers, decimals, counting) passes; the labelled posts
//! in `moderation_cases.tsv` hold both sides, and a test measures the rules on them.
//!
//! The rules read the canonical text ([`canonical`]) in a few views (leetspeak read as letters,
//! chat spellings as plain words, separators taken out); the words and phrases they look for
//! are data in `lists/` ([`lists`]), and phone numbers are [`numbers`]'s.

pub(crate) mod lists;
mod numbers;

use rustrict::{Censor, Type};

use self::lists::{Lists, NumberWord, Phrases, fold_words, lists, words_of};
use crate::canonical::{canonical, squeezed_words};

/// Why a post is refused. Checked in this order, so a post with several problems gets the
/// first one's message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Characters that change the order in which the text is shown (a right-to-left override):
    /// what the screen shows is then not what the rules read.
    ReorderingCharacters,
    /// The writer says they want to hurt themselves: refused, with a pointer to a trusted adult.
    SelfHarm,
    /// Telling someone to hurt or kill themselves.
    SelfHarmEncouragement,
    /// Secrets, "are you alone", gifts for pictures and the like.
    Grooming,
    /// A phone number, in digits or words, in any spacing.
    PhoneNumber,
    /// An email address, also written as "name at gmail dot com".
    Email,
    /// A home address or a street address.
    Address,
    /// A link or a bare domain such as example.com.
    Link,
    /// A social-media handle, or an invitation to another app.
    Social,
    /// A first and last name together.
    FullName,
    /// An invitation to meet, to send photos or to talk somewhere private.
    MeetUp,
    /// A password or PIN.
    Password,
    /// Unkindness aimed at someone.
    Bullying,
    /// Rude, sexual or offensive words.
    Profanity,
}

impl Refusal {
    /// Its name in the metrics (`moderation-` and the message's id, in snake case).
    pub fn code(self) -> &'static str {
        match self {
            Refusal::ReorderingCharacters => "reordering_characters",
            Refusal::SelfHarmEncouragement => "self_harm_encouragement",
            Refusal::SelfHarm => "self_harm",
            Refusal::Grooming => "grooming",
            Refusal::PhoneNumber => "phone_number",
            Refusal::Email => "email",
            Refusal::Address => "address",
            Refusal::Link => "link",
            Refusal::Social => "social",
            Refusal::FullName => "full_name",
            Refusal::MeetUp => "meet_up",
            Refusal::Password => "password",
            Refusal::Bullying => "bullying",
            Refusal::Profanity => "profanity",
        }
    }

    /// What the child reads: why the post cannot go up, and what to do instead.
    pub fn message(self) -> crate::i18n::Words {
        crate::i18n::Words::new(match self {
            Refusal::ReorderingCharacters => "moderation-reordering-characters",
            Refusal::SelfHarmEncouragement => "moderation-self-harm-encouragement",
            Refusal::SelfHarm => "moderation-self-harm",
            Refusal::Grooming => "moderation-grooming",
            Refusal::PhoneNumber => "moderation-phone-number",
            Refusal::Email => "moderation-email",
            Refusal::Address => "moderation-address",
            Refusal::Link => "moderation-link",
            Refusal::Social => "moderation-social",
            Refusal::FullName => "moderation-full-name",
            Refusal::MeetUp => "moderation-meet-up",
            Refusal::Password => "moderation-password",
            Refusal::Bullying => "moderation-bullying",
            Refusal::Profanity => "moderation-profanity",
        })
    }
}

/// The post's writer, whose first and last name together must not appear.
#[derive(Debug, Clone, Copy)]
pub struct Author<'a> {
    /// The writer's first name, as stored.
    pub first_name: &'a str,
    /// The writer's last name, as stored.
    pub last_name: &'a str,
}

/// One rule: whether the post breaks it.
type Rule = fn(&Text, Author<'_>) -> bool;

/// Lets `post` through, or names the first rule it breaks. `post` is the trimmed text; the rules
/// read it as a person sees it ([`canonical`]).
pub fn review(post: &str, author: Author<'_>) -> Result<(), Refusal> {
    let seen = canonical(post).map_err(|_| Refusal::ReorderingCharacters)?;
    let text = Text::new(&seen, lists());
    let checks: [(Refusal, Rule); 12] = [
        (Refusal::SelfHarm, |t, _| t.has_phrase(&t.lists.self_harm)),
        (Refusal::SelfHarmEncouragement, |t, _| t.has_phrase(&t.lists.self_harm_encouragement)),
        (Refusal::Grooming, |t, _| t.has_phrase(&t.lists.grooming) || t.offers_gifts()),
        (Refusal::PhoneNumber, |t, _| numbers::has_phone_number(&t.lower, &t.lists.number_words)),
        (Refusal::Email, |t, _| t.has_email()),
        (Refusal::Address, |t, _| t.has_address()),
        (Refusal::Link, |t, _| t.has_link()),
        (Refusal::Social, |t, _| t.has_social()),
        (Refusal::FullName, |t, author| t.has_full_name(author)),
        (Refusal::MeetUp, |t, _| t.has_phrase(&t.lists.meet_up) || t.invites_with_place_or_time()),
        (Refusal::Password, |t, _| t.has_phrase(&t.lists.passwords)),
        (Refusal::Bullying, |t, _| t.is_bullying()),
    ];
    if let Some((refusal, _)) = checks.iter().find(|(_, breaks)| breaks(&text, author)) {
        return Err(*refusal);
    }
    // Last: rustrict reads runs of digits, such as phone numbers, as disguised words.
    text.rude().map_or(Ok(()), Err)
}

/// Reads and checks the word lists the rules use (`lists/*.txt`): the server calls this when it
/// starts, so that a malformed list stops it with the file and line instead of failing a post.
pub fn check_lists() -> Result<(), String> {
    lists::check()
}

/// Phrases shorter than this are not looked for among the squeezed words, where a few spaced
/// letters ("i g") would match them by chance.
const SQUEEZED_PHRASE_CHARS: usize = 5;

/// Words that stand between "plot" and its number ("plot no. 9", "plot namba 4").
const NUMBER_WORDS_AFTER_PLOT: &[&str] = &["no", "number", "nr", "namba", "nambari", "numero"];

/// How many words after "tukutane" or "on se voit" a place or time makes it an invitation.
const PLACE_OR_TIME_WITHIN: usize = 6;

/// How many words after "ninaishi" or "j'habite" a street word makes it an address.
const STREET_WITHIN: usize = 4;

/// A post, read in the forms the rules need.
struct Text<'a> {
    lists: &'static Lists,
    /// The post as a person sees it (canonical), in its own case.
    original: &'a str,
    /// The same in lower case.
    lower: String,
    /// The words of `lower` with leetspeak read as letters ("k1ll", "d0t", "d!e"), apostrophes out.
    words: Vec<String>,
    /// `words` with chat spellings read as plain words ("r u alone": "are you alone"), between
    /// single spaces and padded with one: the view the phrase lists are looked for in.
    read: String,
    /// The same with separators taken out ("w h a t s a p p", "whats.app": "whatsapp").
    squeezed: String,
}

impl<'a> Text<'a> {
    fn new(original: &'a str, lists: &'static Lists) -> Self {
        let lower = original.to_lowercase();
        let leet = leet_as_letters(&lower);
        let words = words_of(&leet);
        let read = plain_spelling(&words, &lists.chat_spellings);
        let squeezed = plain_spelling(&squeezed_words(&leet), &lists.chat_spellings);
        Self { lists, original, lower, words, read, squeezed }
    }

    /// Whether any phrase occurs as whole words, also once separators are taken out, or with no
    /// spaces at all as one of the squeezed words ("m e e t m e").
    fn has_phrase(&self, phrases: &Phrases) -> bool {
        phrases.0.iter().any(|phrase| {
            self.read.contains(&phrase.padded)
                || self.squeezed.contains(&phrase.padded)
                || (phrase.joined.len() >= SQUEEZED_PHRASE_CHARS + 2 && self.squeezed.contains(&phrase.joined))
        })
    }

    fn offers_gifts(&self) -> bool {
        self.has_phrase(&self.lists.gift_offers) && self.has_phrase(&self.lists.gifts)
    }

    /// "tukutane" or "on se voit" with a place or a time shortly after ("tukutane Uhuru Park
    /// jumamosi"), where "tukutane na wahusika" (meet the characters) passes.
    fn invites_with_place_or_time(&self) -> bool {
        self.followed_within(&self.lists.meet_up_with_place_or_time, &self.lists.places_and_times, PLACE_OR_TIME_WITHIN)
    }

    /// Whether a phrase of `first` is followed, within `within` words, by a phrase of `then`.
    fn followed_within(&self, first: &Phrases, then: &Phrases, within: usize) -> bool {
        first.0.iter().any(|phrase| {
            self.read.match_indices(&phrase.padded).any(|(at, matched)| {
                let after: Vec<&str> = self.read[at + matched.len() - 1..].split_whitespace().take(within).collect();
                let after = format!(" {} ", after.join(" "));
                then.0.iter().any(|next| after.contains(&next.padded))
            })
        })
    }

    fn has_email(&self) -> bool {
        let plain = self.lower.split_whitespace().any(|token| {
            let token = token.trim_matches(|c: char| !c.is_alphanumeric());
            token.split_once('@').is_some_and(|(user, domain)| !user.is_empty() && domain.contains('.'))
        });
        plain
            || self.spelt_address(true)
            || self.has_phrase(&self.lists.email_providers)
            || self.has_phrase(&self.lists.email_phrases)
    }

    /// The words of the post with "@", "[.]" and " . " written out as "at" and "dot", and
    /// spaced letters joined ("c o m"): where addresses spelt out are looked for.
    fn spelt_words(&self) -> Vec<String> {
        let mut spelt = self.lower.clone();
        for (written, said) in
            [("[.]", " dot "), ("(.)", " dot "), ("{.}", " dot "), (" . ", " dot "), ("[@]", " at "), ("(@)", " at ")]
        {
            spelt = spelt.replace(written, said);
        }
        squeezed_words(&leet_as_letters(&spelt.replace('@', " at ")))
    }

    /// "name at outlook dot com" (an email, `with_at`) or "name dot co dot ke" (a link), with the
    /// at and dot said in English, Kiswahili ("kwa", "nukta") or French ("arobase", "point").
    fn spelt_address(&self, with_at: bool) -> bool {
        let lists = self.lists;
        let words = self.spelt_words();
        let (at, dot) = (&lists.at_words, &lists.dot_words);
        let is_name = |word: &String| !at.has(word) && !dot.has(word);
        // After position `i`: one or more "dot part", the last part a domain ending.
        let dotted_ending = |mut i: usize| {
            while words.get(i).is_some_and(|w| dot.has(w)) && words.get(i + 1).is_some_and(is_name) {
                if lists.domain_endings.has(&words[i + 1]) {
                    return true;
                }
                i += 2;
            }
            false
        };
        (1..words.len()).any(|i| {
            if !is_name(&words[i - 1]) {
                return false;
            }
            if with_at {
                at.has(&words[i]) && words.get(i + 1).is_some_and(is_name) && dotted_ending(i + 2)
            } else {
                dotted_ending(i)
            }
        }) || (!with_at
            && words.iter().skip(1).any(|word| {
                // "kezacomics dotcom".
                dot.0.iter().any(|d| word.strip_prefix(&d.text).is_some_and(|ending| lists.domain_endings.has(ending)))
            }))
    }

    fn has_address(&self) -> bool {
        let lists = self.lists;
        let words = &self.words;
        let is_number = |word: &str| {
            word.bytes().all(|b| b.is_ascii_digit())
                || lists.number_words.get(word).is_some_and(|entry| {
                    matches!(entry.word, NumberWord::Value(value) if value >= 2) && !entry.only_between_digits
                })
        };
        // A house number shortly before a street word: "12 Ngong Road", "twelve Kimathi Street".
        let numbered_street = words.iter().enumerate().any(|(i, word)| {
            let house_number = word.len() <= 4 && is_number(word);
            house_number
                && !words.get(i + 1).is_some_and(|unit| lists.units.has(unit))
                && words[i + 1..].iter().take(3).any(|w| lists.street_words.has(w))
        });
        // "plot 12", "plot twenty-three", "plot no. 9", "S.L.P. 3021", "BP 1234".
        let plot = lists.numbered_address_words.0.iter().any(|entry| {
            let entry: Vec<&str> = entry.text.split(' ').collect();
            words.windows(entry.len()).enumerate().any(|(i, window)| {
                let after = i + entry.len();
                let number_at = |j: usize| words.get(j).is_some_and(|w| is_number(w));
                window.iter().zip(&entry).all(|(word, entry_word)| word == entry_word)
                    && (number_at(after)
                        || (words.get(after).is_some_and(|w| NUMBER_WORDS_AFTER_PLOT.contains(&w.as_str()))
                            && number_at(after + 1)))
            })
        });
        // "ninaishi Kinondoni, mtaa wa Togo": where one lives, with a street.
        let lives_on_street = self.followed_within(&lists.living_words, &lists.street_words, STREET_WITHIN);
        numbered_street || plot || lives_on_street || self.has_phrase(&lists.address_phrases)
    }

    fn has_link(&self) -> bool {
        let address = self.lower.split_whitespace().any(|token| {
            let token = token.trim_matches(|c: char| !c.is_alphanumeric() && c != '/');
            if token.contains("://") || token.starts_with("www.") {
                return true;
            }
            let host = token.split('/').next().unwrap_or_default();
            let Some((name, ending)) = host.rsplit_once('.') else { return false };
            !name.is_empty()
                && !name.contains('@')
                && name.chars().any(|c| c.is_ascii_alphabetic())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
                && self.lists.domain_endings.has(ending)
        });
        let web_words = self.spelt_words().iter().any(|word| matches!(word.as_str(), "http" | "https" | "www"));
        address || web_words || self.spelt_address(false)
    }

    fn has_social(&self) -> bool {
        let handle = self.lower.split_whitespace().any(|token| {
            let token = token.trim_end_matches(|c: char| !c.is_alphanumeric() && c != '_');
            let at_name = token.strip_prefix('@').is_some_and(|name| {
                name.chars().count() >= 2 && name.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.')
            });
            // A Discord tag: name#1234.
            let tag = token.split_once('#').is_some_and(|(name, number)| {
                !name.is_empty() && number.len() == 4 && number.chars().all(|c| c.is_ascii_digit())
            });
            at_name || tag
        });
        let lists = self.lists;
        handle
            || self.has_phrase(&lists.messaging_apps)
            || self.has_phrase(&lists.invites_elsewhere)
            || (self.has_phrase(&lists.about_me) && self.has_phrase(&lists.social_networks))
    }

    fn has_full_name(&self, author: Author<'_>) -> bool {
        let full_name = fold_words(&format!("{} {}", author.first_name, author.last_name)).join(" ");
        let authors_name = !author.first_name.trim().is_empty()
            && !author.last_name.trim().is_empty()
            && self.read.contains(&format!(" {full_name} "));
        // "My name is Amani Mwangi", "jina langu ni Baraka Mollel": two capitalised words after
        // words that introduce a name (name_intros.txt).
        let original_words: Vec<&str> = self
            .original
            .split(|c: char| !(c.is_alphanumeric() || lists::is_apostrophe(c)))
            .filter(|w| !w.is_empty())
            .collect();
        let folded: Vec<String> = original_words.iter().map(|word| fold_words(word).concat()).collect();
        let capitalised = |word: &str| word.chars().next().is_some_and(char::is_uppercase);
        let named_in_full = self.lists.name_intros.0.iter().any(|intro| {
            let intro: Vec<&str> = intro.text.split(' ').collect();
            folded.windows(intro.len() + 2).enumerate().any(|(i, window)| {
                window.iter().zip(&intro).all(|(word, intro_word)| word == intro_word)
                    && capitalised(original_words[i + intro.len()])
                    && capitalised(original_words[i + intro.len() + 1])
            })
        });
        authors_name || named_in_full || self.has_phrase(&self.lists.full_name_phrases)
    }

    fn is_bullying(&self) -> bool {
        let lists = self.lists;
        let aimed_insult = self.words.iter().enumerate().any(|(i, word)| {
            lists.at_someone.has(word) && self.words[i + 1..].iter().take(3).any(|w| lists.insults.has(w))
        });
        aimed_insult || self.words.iter().any(|w| lists.names_called.has(w)) || self.has_phrase(&lists.bullying)
    }

    /// Rude words: first those of `profanity.txt` (French and Kiswahili), then rustrict's verdict,
    /// word by word (over the whole text it reads words across their boundaries: "light sensor",
    /// "carbon dioxide"), and on letters spaced out ("f u c k"), leaving out the clean words of
    /// `allowed.txt` it mistakes for rude ones ("Essex", "shiitake"): profane words of moderate or
    /// worse severity, and moderately offensive or sexual ones, are [`Refusal::Profanity`] (mild
    /// ones such as "poop" or "damn" pass); severely mean words, or moderately mean ones in a post
    /// aimed at someone ("I hate you", not "I hate mushrooms"), are [`Refusal::Bullying`]. Numbers
    /// and formulas such as H2O are no words to it.
    fn rude(&self) -> Option<Refusal> {
        if self.has_phrase(&self.lists.profanity) {
            return Some(Refusal::Profanity);
        }
        let tokens: Vec<&str> = self
            .original
            .split_whitespace()
            .map(|token| token.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|token| {
                // H2O, CO2: capitals and digits, with a digit ("FUCK" is a word, shouted).
                let formula = token.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
                    && token.chars().any(|c| c.is_ascii_digit());
                token.chars().any(char::is_alphabetic) && !formula
            })
            .collect();
        let tokens = self.without_allowed(tokens);
        let mut spaced_out = Vec::new();
        let mut letters = String::new();
        for token in &tokens {
            if token.chars().count() == 1 {
                letters.push_str(token);
            } else if !letters.is_empty() {
                spaced_out.push(std::mem::take(&mut letters));
            }
        }
        spaced_out.push(letters);
        let findings: Vec<Type> = tokens
            .iter()
            .copied()
            .chain(spaced_out.iter().filter(|l| l.len() > 2).map(String::as_str))
            .map(|word| Censor::from_str(word).analyze())
            .collect();
        let rude = (Type::PROFANE | Type::OFFENSIVE | Type::SEXUAL) & Type::MODERATE_OR_HIGHER;
        if findings.iter().any(|found| found.is(rude)) {
            return Some(Refusal::Profanity);
        }
        let aimed = self.words.iter().any(|w| self.lists.at_someone.has(w));
        let mean = findings.iter().any(|found| {
            found.is(Type::MEAN & Type::SEVERE) || (aimed && found.is(Type::MEAN & Type::MODERATE_OR_HIGHER))
        });
        mean.then_some(Refusal::Bullying)
    }

    /// `tokens` without those that make up an entry of `allowed.txt`.
    fn without_allowed<'t>(&self, tokens: Vec<&'t str>) -> Vec<&'t str> {
        let folded: Vec<String> = tokens.iter().map(|token| fold_words(token).concat()).collect();
        let mut allowed = vec![false; tokens.len()];
        for entry in &self.lists.allowed.0 {
            // "dik-dik" as one token.
            let joined = entry.joined.trim();
            for (token, allowed) in folded.iter().zip(allowed.iter_mut()) {
                *allowed |= token == joined;
            }
            let entry: Vec<&str> = entry.text.split(' ').collect();
            for start in 0..tokens.len().saturating_sub(entry.len() - 1) {
                if folded[start..start + entry.len()].iter().zip(&entry).all(|(token, word)| token == word) {
                    allowed[start..start + entry.len()].fill(true);
                }
            }
        }
        for (token, allowed) in folded.iter().zip(allowed.iter_mut()) {
            *allowed |= self.is_swahili_verb(token);
        }
        tokens.into_iter().zip(allowed).filter(|(_, allowed)| !allowed).map(|(token, _)| token).collect()
    }

    /// Whether the folded `word` is a stem of `allowed_stems.txt` after a prefix that is clean to
    /// rustrict or made of Kiswahili verb prefixes: "alifunga", "ninazipenda", not "fuckfunga".
    fn is_swahili_verb(&self, word: &str) -> bool {
        let lists = self.lists;
        lists.allowed_stems.0.iter().any(|stem| {
            word.strip_suffix(stem.text.as_str()).is_some_and(|prefix| {
                prefix.is_empty()
                    || is_made_of(prefix, &lists.verb_prefixes)
                    || !Censor::from_str(prefix).analyze().is(Type::INAPPROPRIATE)
            })
        })
    }
}

/// Leetspeak read as letters inside words that have letters: "k1ll" is "kill", "d0t c0m" is "dot
/// com", "my5elf" is "myself", "d!e" is "die". Numbers ("2026") and words without a digit stay.
fn leet_as_letters(lower: &str) -> String {
    lower
        .split_inclusive(char::is_whitespace)
        .map(|token| {
            if !token.chars().any(|c| c.is_ascii_alphabetic()) {
                return token.to_owned();
            }
            let chars: Vec<char> = token.chars().collect();
            let inside = |i: usize| {
                i > 0 && chars[i - 1].is_alphanumeric() && chars.get(i + 1).is_some_and(|c| c.is_alphanumeric())
            };
            chars
                .iter()
                .enumerate()
                .map(|(i, &c)| match c {
                    '0' => 'o',
                    '1' => 'i',
                    '3' => 'e',
                    '4' => 'a',
                    '5' => 's',
                    '7' => 't',
                    '@' if inside(i) => 'a',
                    '$' if inside(i) => 's',
                    '!' if inside(i) => 'i',
                    other => other,
                })
                .collect()
        })
        .collect()
}

/// Whether `word` is made only of the entries of `parts`, one after another ("ni" "na" "zi").
fn is_made_of(word: &str, parts: &Phrases) -> bool {
    // ends[i]: whether word[..i] is made of parts.
    let mut ends = vec![false; word.len() + 1];
    ends[0] = true;
    for i in 0..word.len() {
        if ends[i] {
            for part in &parts.0 {
                if word[i..].starts_with(part.text.as_str()) {
                    ends[i + part.text.len()] = true;
                }
            }
        }
    }
    ends[word.len()]
}

/// The words between single spaces, padded with one, with chat spellings read as plain words.
fn plain_spelling(words: &[String], spellings: &[(String, String)]) -> String {
    let mut read = format!(" {} ", words.join(" "));
    // Twice: "u u" overlaps at the space between them.
    for _ in 0..2 {
        for (spelling, plain) in spellings {
            if read.contains(spelling.as_str()) {
                read = read.replace(spelling.as_str(), plain);
            }
        }
    }
    read
}

#[cfg(test)]
mod tests {
    use super::*;

    const AMANI: Author<'static> = Author { first_name: "Amani", last_name: "Mwangi" };

    fn verdict(post: &str) -> Result<(), Refusal> {
        review(post, AMANI)
    }

    #[test]
    fn ordinary_child_talk_passes() {
        for post in [
            "We won 3-2!",
            "3-2 win for the blue team",
            "My science fair is on 12/03/2026",
            "The eclipse is on 2026-08-12",
            "Jupiter is 4.6 billion years old",
            "Scunthorpe",
            "assassin bugs are cool",
            "Pi is 3.14159265358979",
            "I scored 1000000 points",
            "The first primes are 2 3 5 7 11 13 17 19 23 29",
            "one two three four five six seven eight nine",
            "I like watching videos on YouTube",
            "My name is Amani and I love space",
            "I live in Kenya",
            "The password game was fun",
            "Meet the new robot kit",
            "Trust me, this trick works for drawing hands",
            "I took a selfie with my volcano",
            "You are so good at drawing",
            "This puzzle is stupid hard",
        ] {
            assert_eq!(verdict(post), Ok(()), "{post:?}");
        }
    }

    #[test]
    fn each_rule_refuses_what_it_is_for() {
        let cases = [
            ("I want to kill myself", Refusal::SelfHarm),
            ("kys", Refusal::SelfHarmEncouragement),
            ("this is our little secret", Refusal::Grooming),
            ("I'll give you robux", Refusal::Grooming),
            ("0788123456", Refusal::PhoneNumber),
            ("+250 788 123 456", Refusal::PhoneNumber),
            ("0 7 8 8 1 2 3 4 5 6", Refusal::PhoneNumber),
            ("zero seven eight eight one two three four five six", Refusal::PhoneNumber),
            ("０７８８１２３４５６", Refusal::PhoneNumber),
            ("sifuri saba nane nane moja mbili tatu", Refusal::PhoneNumber),
            ("amani@example.com", Refusal::Email),
            ("amani at gmail dot com", Refusal::Email),
            ("amani(at)yahoo(dot)com", Refusal::Email),
            ("I live at 12 Ngong Road", Refusal::Address),
            ("https://example.com", Refusal::Link),
            ("amanidraws.com", Refusal::Link),
            ("@amani_draws", Refusal::Social),
            ("add me on snapchat", Refusal::Social),
            ("my tiktok is amani.dances", Refusal::Social),
            ("Amani Mwangi here", Refusal::FullName),
            ("My name is Zuri Otieno", Refusal::FullName),
            ("let's meet at the park", Refusal::MeetUp),
            ("my password is sunshine", Refusal::Password),
            ("you are so stupid", Refusal::Bullying),
            ("nobody likes you", Refusal::Bullying),
            ("what the fuck", Refusal::Profanity),
        ];
        for (post, refusal) in cases {
            assert_eq!(verdict(post), Err(refusal), "{post:?}");
        }
    }

    #[test]
    fn every_refusal_speaks_to_a_child() {
        for refusal in [
            Refusal::ReorderingCharacters,
            Refusal::SelfHarm,
            Refusal::SelfHarmEncouragement,
            Refusal::Grooming,
            Refusal::PhoneNumber,
            Refusal::Email,
            Refusal::Address,
            Refusal::Link,
            Refusal::Social,
            Refusal::FullName,
            Refusal::MeetUp,
            Refusal::Password,
            Refusal::Bullying,
            Refusal::Profanity,
        ] {
            for language in crate::i18n::Language::ALL {
                let message = refusal.message().in_language(language);
                assert!(message.chars().count() < 260 && message.ends_with(['!', '.']), "{language}: {message}");
            }
        }
        assert_eq!(
            Refusal::PhoneNumber.message().to_string(),
            "Posts can't include phone numbers. Keep your personal information private!"
        );
    }

    /// The label of the labelled set for a refusal.
    fn label(refusal: Refusal) -> &'static str {
        match refusal {
            Refusal::ReorderingCharacters => "bidi",
            Refusal::SelfHarm | Refusal::SelfHarmEncouragement => "self-harm",
            Refusal::Grooming => "grooming",
            Refusal::PhoneNumber => "phone",
            Refusal::Email => "email",
            Refusal::Address => "address",
            Refusal::Link => "link",
            Refusal::Social => "social",
            Refusal::FullName => "name",
            Refusal::MeetUp => "meet",
            Refusal::Password => "password",
            Refusal::Bullying => "bullying",
            Refusal::Profanity => "profanity",
        }
    }

    /// How the rules did on one file of labelled posts.
    struct Measured {
        caught: usize,
        missed: usize,
        wrongly_refused: usize,
        clean: usize,
        mistakes: Vec<String>,
    }

    /// Runs the rules over `file` (`label<TAB>post` lines) and prints the figures under `name`.
    fn measure(name: &str, file: &str) -> Measured {
        let cases: Vec<(&str, &str)> = file
            .lines()
            .filter(|line| !line.is_empty() && !line.starts_with('#'))
            .map(|line| line.split_once('\t').expect("label<TAB>post"))
            .collect();
        let mut measured = Measured { caught: 0, missed: 0, wrongly_refused: 0, clean: 0, mistakes: Vec::new() };
        let mut other_reason = 0;
        for (expected, post) in &cases {
            match (*expected, verdict(post)) {
                ("ok", Ok(())) => measured.clean += 1,
                ("ok", Err(refusal)) => {
                    measured.wrongly_refused += 1;
                    measured.mistakes.push(format!("refused as {}: {post}", label(refusal)));
                }
                (_, Ok(())) => {
                    measured.missed += 1;
                    measured.mistakes.push(format!("missed {expected}: {post}"));
                }
                (expected, Err(refusal)) => {
                    measured.caught += 1;
                    if label(refusal) != expected {
                        other_reason += 1;
                    }
                }
            }
        }
        let Measured { caught, missed, wrongly_refused, clean, .. } = measured;
        let refused = caught + wrongly_refused;
        println!(
            "{name}: {} labelled posts: {caught} of {} that must be refused were caught ({:.1}%), {wrongly_refused} of \
             {} clean posts were refused ({:.1}%); precision {:.1}% ({refused} refusals); {other_reason} caught under \
             another rule's message",
            cases.len(),
            caught + missed,
            percent(caught, caught + missed),
            clean + wrongly_refused,
            percent(wrongly_refused, clean + wrongly_refused),
            percent(caught, refused),
        );
        for mistake in &measured.mistakes {
            println!("  {mistake}");
        }
        measured
    }

    fn percent(part: usize, whole: usize) -> f64 {
        part as f64 * 100.0 / whole.max(1) as f64
    }

    /// Precision and recall on the labelled posts; run with `-- --nocapture` to see them.
    #[test]
    fn moderation_precision_on_the_labelled_posts() {
        let measured = measure("moderation_cases.tsv", include_str!("moderation_cases.tsv"));
        assert!(measured.mistakes.is_empty(), "{:#?}", measured.mistakes);
    }

    /// The disguised posts (`moderation_disguise_tuning.tsv`, which rules may be tuned on, and
    /// `moderation_heldout.tsv`, which they never are): both sets' figures are printed; on the
    /// tuning set the rules must catch at least 98% and wrongly refuse at most 2%.
    #[test]
    fn disguised_posts_on_the_tuning_and_held_out_sets() {
        let tuning = measure("tuning set", include_str!("moderation_disguise_tuning.tsv"));
        measure("held-out set", include_str!("moderation_heldout.tsv"));
        let caught = percent(tuning.caught, tuning.caught + tuning.missed);
        let wrongly_refused = percent(tuning.wrongly_refused, tuning.wrongly_refused + tuning.clean);
        assert!(caught >= 98.0, "caught {caught:.1}% of the tuning set: {:#?}", tuning.mistakes);
        assert!(
            wrongly_refused <= 2.0,
            "wrongly refused {wrongly_refused:.1}% of the tuning set: {:#?}",
            tuning.mistakes
        );
    }

    /// The posts of one language in a Kiswahili and French set: those after its `# lang: <code>`
    /// line, up to the next language's.
    fn posts_in(file: &str, code: &str) -> String {
        let mut language = "";
        let mut posts = String::new();
        for line in file.lines() {
            if let Some(code) = line.strip_prefix("# lang: ") {
                language = code.trim();
            } else if language == code {
                posts.push_str(line);
                posts.push('\n');
            }
        }
        assert!(!posts.is_empty(), "no `# lang: {code}` posts");
        posts
    }

    /// Least share of the Kiswahili or French held-out posts to refuse that must be caught.
    const HELD_OUT_SW_FR_RECALL: f64 = 90.0;

    /// The Kiswahili and French posts (`moderation_tuning_sw_fr.tsv`, which the lists may be tuned
    /// on, and `moderation_heldout_sw_fr.tsv`, which they never are), per language: both sets'
    /// figures are printed; the tuning set must pass whole, and on the held-out set the rules must
    /// catch at least [`HELD_OUT_SW_FR_RECALL`] percent and refuse no ordinary post.
    #[test]
    fn kiswahili_and_french_posts_on_the_tuning_and_held_out_sets() {
        let measured = ["sw", "fr"].map(|language| {
            let tuning = measure(
                &format!("{language} tuning set"),
                &posts_in(include_str!("moderation_tuning_sw_fr.tsv"), language),
            );
            let held_out = measure(
                &format!("{language} held-out set"),
                &posts_in(include_str!("moderation_heldout_sw_fr.tsv"), language),
            );
            (language, tuning, held_out)
        });
        for (language, tuning, held_out) in measured {
            assert!(tuning.mistakes.is_empty(), "{language} tuning set: {:#?}", tuning.mistakes);
            let caught = percent(held_out.caught, held_out.caught + held_out.missed);
            assert!(
                caught >= HELD_OUT_SW_FR_RECALL && held_out.wrongly_refused == 0,
                "{language} held-out set: caught {caught:.1}%, {} ordinary posts refused",
                held_out.wrongly_refused
            );
        }
    }

    /// Every entry of every list does what its list is for: a test per entry, so that an entry
    /// that no longer matches (a typo, a fold that changes it) fails here by name.
    #[test]
    fn every_list_entry_does_its_job() {
        let lists = lists();
        let wrong = std::cell::RefCell::new(Vec::new());
        let refused = |post: &str, refusal: Refusal| {
            if verdict(post) != Err(refusal) {
                wrong.borrow_mut().push(format!("{post:?}: {:?}, not {refusal:?}", verdict(post)));
            }
        };
        let entries = |phrases: &'static Phrases| phrases.0.iter().map(|phrase| phrase.text.as_str());
        for (list, refusal) in [
            (&lists.self_harm, Refusal::SelfHarm),
            (&lists.self_harm_encouragement, Refusal::SelfHarmEncouragement),
            (&lists.grooming, Refusal::Grooming),
            (&lists.meet_up, Refusal::MeetUp),
            (&lists.passwords, Refusal::Password),
            (&lists.bullying, Refusal::Bullying),
            (&lists.messaging_apps, Refusal::Social),
            (&lists.invites_elsewhere, Refusal::Social),
            (&lists.email_providers, Refusal::Email),
            (&lists.email_phrases, Refusal::Email),
            (&lists.address_phrases, Refusal::Address),
            (&lists.full_name_phrases, Refusal::FullName),
            (&lists.profanity, Refusal::Profanity),
        ] {
            for entry in entries(list) {
                refused(&format!("hey, {entry}"), refusal);
            }
        }
        for insult in entries(&lists.insults) {
            refused(&format!("you are so {insult}"), Refusal::Bullying);
        }
        for name in entries(&lists.names_called) {
            refused(&format!("look at this {name}"), Refusal::Bullying);
        }
        for aimed in entries(&lists.at_someone) {
            refused(&format!("{aimed} stupid"), Refusal::Bullying);
        }
        for network in entries(&lists.social_networks) {
            refused(&format!("my {network} is amani99"), Refusal::Social);
        }
        for mine in entries(&lists.about_me) {
            refused(&format!("{mine} tiktok"), Refusal::Social);
        }
        for offer in entries(&lists.gift_offers) {
            refused(&format!("{offer} robux"), Refusal::Grooming);
        }
        for gift in entries(&lists.gifts) {
            refused(&format!("I can give you {gift}"), Refusal::Grooming);
        }
        for invitation in entries(&lists.meet_up_with_place_or_time) {
            refused(&format!("{invitation} tomorrow"), Refusal::MeetUp);
            assert_eq!(verdict(&format!("{invitation} na wahusika")), Ok(()), "{invitation} without a place");
        }
        for place_or_time in entries(&lists.places_and_times) {
            refused(&format!("tukutane {place_or_time}"), Refusal::MeetUp);
        }
        for at in entries(&lists.at_words) {
            refused(&format!("write to amani {at} outlook dot com"), Refusal::Email);
        }
        for dot in entries(&lists.dot_words) {
            refused(&format!("write to amani at outlook {dot} com"), Refusal::Email);
        }
        for ending in entries(&lists.domain_endings) {
            refused(&format!("write to amani at outlook dot {ending}"), Refusal::Email);
        }
        for street in entries(&lists.street_words) {
            refused(&format!("come to 12 Kimathi {street}"), Refusal::Address);
        }
        for unit in entries(&lists.units) {
            assert_eq!(verdict(&format!("it is 12 {unit} by road")), Ok(()), "{unit}");
        }
        for place in entries(&lists.numbered_address_words) {
            refused(&format!("send letters to {place} 1234"), Refusal::Address);
        }
        for living in entries(&lists.living_words) {
            refused(&format!("{living} Kinondoni, mtaa wa Togo"), Refusal::Address);
            assert_eq!(verdict(&format!("{living} Arusha")), Ok(()), "{living} with a town");
        }
        for intro in entries(&lists.name_intros) {
            refused(&format!("{intro} Baraka Mollel"), Refusal::FullName);
            assert_eq!(verdict(&format!("{intro} Baraka")), Ok(()), "{intro} with a first name");
        }
        for (spelling, plain) in &lists.chat_spellings {
            let text = Text::new(spelling.trim(), lists);
            assert_eq!(text.read, *plain, "{spelling:?}");
        }
        for (word, entry) in &lists.number_words {
            let post = match entry.word {
                NumberWord::Value(_) => format!("call 0788 {word} 2345"),
                NumberWord::Repeat(_) => format!("call 0788 {word} 1 234"),
                // "et", "na": between a ten and a digit.
                NumberWord::And => format!("call 0788 20 twenty {word} one"),
            };
            refused(&post, Refusal::PhoneNumber);
        }
        let wrong = wrong.into_inner();
        assert!(wrong.is_empty(), "{} entries did not do their job: {wrong:#?}", wrong.len());
    }

    /// Each allowance of `allowed.txt` is needed (the profanity library alone refuses it) and
    /// works (a post with it passes), so that no entry lingers after the library learns it.
    #[test]
    fn every_allowance_is_needed_and_works() {
        let mut not_needed = Vec::new();
        for entry in &lists().allowed.0 {
            let words = entry.text.as_str();
            let flagged = words.split(' ').any(|word| {
                Censor::from_str(word)
                    .analyze()
                    .is((Type::PROFANE | Type::OFFENSIVE | Type::SEXUAL) & Type::MODERATE_OR_HIGHER)
            });
            if !flagged {
                not_needed.push(words);
            }
            let post = format!("We talked about {words} in class today");
            assert_eq!(verdict(&post), Ok(()), "{post:?}");
        }
        assert!(not_needed.is_empty(), "rustrict does not refuse these: take them out of allowed.txt: {not_needed:?}");
        // The allowance is for the name, not the word alone.
        assert_eq!(verdict("Dick Whittington had a cat"), Ok(()));
        assert_eq!(verdict("what a dick"), Err(Refusal::Profanity));
    }

    /// Each Kiswahili stem of `allowed_stems.txt` is needed (rustrict refuses it after some verb
    /// prefixes) and works (after any prefixes, not after a rude word); each verb prefix works.
    #[test]
    fn every_allowed_stem_is_needed_and_works() {
        let lists = lists();
        let rude = (Type::PROFANE | Type::OFFENSIVE | Type::SEXUAL) & Type::MODERATE_OR_HIGHER;
        let prefixes: Vec<&str> = lists.verb_prefixes.0.iter().map(|prefix| prefix.text.as_str()).collect();
        let mut not_needed = Vec::new();
        for stem in lists.allowed_stems.0.iter().map(|stem| stem.text.as_str()) {
            let needed = std::iter::once(String::new())
                .chain(prefixes.iter().map(|p| (*p).to_owned()))
                .chain(prefixes.iter().flat_map(|p| prefixes.iter().map(move |q| format!("{p}{q}"))))
                .any(|prefix| Censor::from_str(&format!("{prefix}{stem}")).analyze().is(rude));
            if !needed {
                not_needed.push(stem);
            }
            for word in [format!("ninazi{stem}"), format!("kume{stem}"), format!("ali{stem}")] {
                assert_eq!(verdict(&format!("Juma {word} jana")), Ok(()), "{word}");
            }
            assert_eq!(verdict(&format!("fuck{stem}")), Err(Refusal::Profanity), "fuck{stem}");
        }
        assert!(not_needed.is_empty(), "rustrict refuses none of their verb forms: take them out: {not_needed:?}");
        for prefix in prefixes {
            assert_eq!(verdict(&format!("Juma {prefix}funga goli")), Ok(()), "{prefix}funga");
        }
    }

    #[test]
    fn disguises_in_three_languages_are_read_through() {
        let cases = [
            ("namba yangu ni sifuri saba, tano sita, tisa mbili, nne nne", Refusal::PhoneNumber),
            ("mon numéro : zéro sept, quatre-vingt-trois, vingt-six, cinquante et un", Refusal::PhoneNumber),
            ("0739|552|817", Refusal::PhoneNumber),
            ("niandikie: baraka07 kwa outlook nukta com", Refusal::Email),
            ("jabari.k arobase laposte point net", Refusal::Email),
            ("neema.art at outlook d0t c0m", Refusal::Email),
            ("zawadi [at] outlook [.] com", Refusal::Email),
            ("h t t p s : / / drawtogether . io", Refusal::Link),
            ("hadithizamimi nukta co nukta ke", Refusal::Link),
            ("suis-moi sur in\u{200B}stagram", Refusal::Social),
            ("my t i k t o k is jabari dances", Refusal::Social),
            ("tukutane Uhuru Park jumamosi", Refusal::MeetUp),
            ("on se voit au marché samedi ?", Refusal::MeetUp),
            ("r u alone rn?", Refusal::Grooming),
            ("hii ni siri yetu tu", Refusal::Grooming),
            ("ne dis rien à tes parents", Refusal::Grooming),
            ("sometimes i want to k1ll myself", Refusal::SelfHarm),
            ("i want to d!e", Refusal::SelfHarm),
            ("nataka kujiua", Refusal::SelfHarm),
            ("j'ai envie de me tuer", Refusal::SelfHarm),
            ("m3rde", Refusal::Profanity),
            ("what the FUCK", Refusal::Profanity),
            ("SHIT I forgot", Refusal::Profanity),
            ("My name is \u{0396}uri \u{041E}tieno", Refusal::FullName),
            ("house no. l4 Moi Avenue", Refusal::Address),
            ("tunaishi plot twelve kimathi street", Refusal::Address),
        ];
        for (post, refusal) in cases {
            assert_eq!(verdict(post), Err(refusal), "{post:?}");
        }
        for post in [
            "tukutane na wahusika wapya katika sura ya tano",
            "Siri ya keki hii ni ndizi mbivu",
            "Je meurs de rire avec cette blague !",
            "moja mbili tatu nne tano sita saba nane tisa kumi",
            "Kampala to Nairobi is about 660 km by road",
            "r u reading the new chapter?",
            "Tanzania has about 67 000 000 people",
            "We made H2O and CO2 in the NASA lab",
        ] {
            assert_eq!(verdict(post), Ok(()), "{post:?}");
        }
    }
}
