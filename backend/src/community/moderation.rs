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

use rustrict::{Censor, Type};

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
    /// What the child reads: why the post cannot go up, and what to do instead.
    pub fn message(self) -> &'static str {
        match self {
            Refusal::ReorderingCharacters => {
                "Posts can't include hidden characters that change the order of the letters. Please type your \
                 post again without them."
            }
            Refusal::SelfHarm => {
                "It sounds like you might be going through something really hard. Please talk to a parent, a \
                 teacher or another grown-up you trust right now: you matter, and they can help."
            }
            Refusal::SelfHarmEncouragement => {
                "Posts can't tell anyone to hurt themselves. Everyone here deserves kindness. If you're upset, \
                 talk to a grown-up you trust."
            }
            Refusal::Grooming => {
                "This post can't be shared: it sounds like the kind of thing people say to trick children. Never \
                 keep secrets with someone you met online, and tell a grown-up you trust if someone asks you to."
            }
            Refusal::PhoneNumber => "Posts can't include phone numbers. Keep your personal information private!",
            Refusal::Email => "Posts can't include email addresses. Keep your personal information private!",
            Refusal::Address => {
                "Posts can't include home addresses or where someone lives. Keep your personal information \
                 private: saying your country is fine!"
            }
            Refusal::Link => {
                "Posts can't include links or website addresses. Tell everyone about it in your own words instead!"
            }
            Refusal::Social => {
                "Posts can't include social media names or invitations to other apps. Keep chatting here, where \
                 it's safe!"
            }
            Refusal::FullName => {
                "Posts can't include full names. Use first names only, to keep everyone's information private!"
            }
            Refusal::MeetUp => {
                "Posts can't ask anyone to meet, to send photos or to talk somewhere private. Keep chatting here, \
                 and never meet someone from the internet without a grown-up you trust!"
            }
            Refusal::Password => {
                "Posts can't include passwords or PINs. Never share them with anyone except your parent or guardian!"
            }
            Refusal::Bullying => "Posts can't be unkind to anyone. Try saying something kind or helpful instead!",
            Refusal::Profanity => "Posts can't include rude words. Try saying it another way!",
        }
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
    let text = Text::new(&seen);
    let checks: [(Refusal, Rule); 12] = [
        (Refusal::SelfHarm, |t, _| t.has_phrase(SELF_HARM)),
        (Refusal::SelfHarmEncouragement, |t, _| t.has_phrase(SELF_HARM_ENCOURAGEMENT)),
        (Refusal::Grooming, |t, _| t.has_phrase(GROOMING) || t.offers_gifts()),
        (Refusal::PhoneNumber, |t, _| t.has_phone_number()),
        (Refusal::Email, |t, _| t.has_email()),
        (Refusal::Address, |t, _| t.has_address()),
        (Refusal::Link, |t, _| t.has_link()),
        (Refusal::Social, |t, _| t.has_social()),
        (Refusal::FullName, |t, author| t.has_full_name(author)),
        (Refusal::MeetUp, |t, _| t.has_phrase(MEET_UP)),
        (Refusal::Password, |t, _| t.has_phrase(PASSWORDS)),
        (Refusal::Bullying, |t, _| t.is_bullying()),
    ];
    if let Some((refusal, _)) = checks.iter().find(|(_, breaks)| breaks(&text, author)) {
        return Err(*refusal);
    }
    // Last: rustrict reads runs of digits, such as phone numbers, as disguised words.
    text.rude().map_or(Ok(()), Err)
}

const SELF_HARM: &[&str] = &[
    "kill myself",
    "hurt myself",
    "harm myself",
    "cut myself",
    "want to die",
    "wanna die",
    "end my life",
    "self harm",
    "want to disappear",
    "no reason to live",
    "better off without me",
    "nobody cares about me",
    "hate my life",
    "suicide",
    "suicidal",
];

const SELF_HARM_ENCOURAGEMENT: &[&str] = &[
    "kill yourself",
    "kill urself",
    "kill ur self",
    "kys",
    "go die",
    "just die",
    "you should die",
    "u should die",
    "hurt yourself",
    "cut yourself",
    "end your life",
    "hang yourself",
    "drink bleach",
    "nobody would miss you",
    "no one would miss you",
];

const GROOMING: &[&str] = &[
    "don't tell your parents",
    "dont tell your parents",
    "don't tell your mum",
    "don't tell your mom",
    "don't tell your dad",
    "don't tell anyone",
    "dont tell anyone",
    "our little secret",
    "our secret",
    "keep this a secret",
    "keep it a secret",
    "keep this between us",
    "just between us",
    "are you alone",
    "are you home alone",
    "home alone",
    "is anyone home",
    "are your parents home",
    "are your parents out",
    "mature for your age",
    "what are you wearing",
    "do you have a boyfriend",
    "do you have a girlfriend",
    "be my girlfriend",
    "be my boyfriend",
    "delete our messages",
    "delete this message",
    "delete the messages",
    "delete our chat",
    "so nobody sees",
    "you can trust me",
    "won't tell anyone",
    "wont tell anyone",
    "how old are you really",
    "you seem older",
    "send me a selfie",
    "send a selfie",
    "selfie of you",
];

const MEET_UP: &[&str] = &[
    "meet me",
    "meet up",
    "meetup",
    "let's meet",
    "lets meet",
    "meet you at",
    "meet at",
    "hang out",
    "hangout",
    "come to my birthday",
    "come to my party",
    "come to my house",
    "come over to my",
    "come to my place",
    "visit me at",
    "where do you live",
    "where do u live",
    "where you live",
    "what school do you go",
    "which school do you go",
    "what school are you in",
    "where do you go to school",
    "send me a photo",
    "send me a pic",
    "send me a picture",
    "send a photo",
    "send a pic",
    "send a picture",
    "send pics",
    "photo of you",
    "picture of you",
    "pic of you",
    "video call",
    "facetime",
    "call me",
    "text me",
    "private chat",
    "chat in private",
    "somewhere private",
    "talk in private",
    "talk privately",
    "message me privately",
    "inbox me",
];

const PASSWORDS: &[&str] = &[
    "my password",
    "your password",
    "password is",
    "pass word is",
    "passcode",
    "my pin",
    "your pin",
    "pin is",
    "pin code",
    "pin number",
    "login details",
    "log in details",
    "my login",
];

/// Second-person words that aim what follows at the reader.
const AT_SOMEONE: &[&str] = &["you", "you're", "youre", "ur", "u", "you's", "yo"];

/// Words that hurt when aimed at someone ("you are so stupid"), though fine about a thing.
const INSULTS: &[&str] = &[
    "stupid",
    "dumb",
    "ugly",
    "fat",
    "idiot",
    "loser",
    "worthless",
    "useless",
    "pathetic",
    "disgusting",
    "freak",
    "trash",
    "garbage",
    "weirdo",
    "moron",
    "dummy",
    "fool",
    "smelly",
    "stinky",
    "hideous",
    "lame",
    "failure",
    "worst",
];

/// Name-calling: aimed at someone wherever it stands ("look at this idiot").
const NAMES_CALLED: &[&str] = &["idiot", "idiots", "loser", "losers", "moron", "morons", "weirdo", "weirdos", "dummy"];

const BULLYING: &[&str] = &[
    "nobody likes you",
    "no one likes you",
    "everyone hates you",
    "everybody hates you",
    "we all hate you",
    "nobody wants you",
    "no one wants you",
    "you don't belong",
    "you dont belong",
    "you're not welcome",
    "you are not welcome",
    "get lost",
    "shut up",
];

/// Apps where children talk in private: any mention is an invitation to move the talk there.
const MESSAGING_APPS: &[&str] =
    &["whatsapp", "snapchat", "telegram", "kik", "discord", "wechat", "viber", "messenger", "signal app"];

/// Social networks, fine to talk about ("a video on YouTube"), not to point to oneself on.
const SOCIAL_NETWORKS: &[&str] = &[
    "instagram",
    "insta",
    "ig",
    "tiktok",
    "youtube",
    "facebook",
    "fb",
    "twitter",
    "snap",
    "roblox",
    "minecraft",
    "fortnite",
    "twitch",
    "threads",
];

/// Phrases that point to oneself somewhere else, whatever the place.
const INVITES_ELSEWHERE: &[&str] = &[
    "follow me",
    "add me",
    "friend me",
    "subscribe to my",
    "my channel",
    "my username",
    "my user name",
    "my handle",
    "my account",
    "my server",
    "join my server",
    "find me on",
    "dm me",
    "pm me",
];

/// Email providers: "my gmail is ..." gives the address away without an @.
const EMAIL_PROVIDERS: &[&str] = &["gmail", "yahoo", "hotmail", "icloud", "ymail", "protonmail", "aol"];

/// Endings of web addresses that are not also everyday words or file names.
const DOMAIN_ENDINGS: &[&str] = &[
    "com", "net", "org", "io", "co", "info", "biz", "xyz", "app", "dev", "gg", "ly", "tv", "me", "be", "ke", "rw",
    "ng", "gh", "za", "uk", "tz", "ug", "edu", "gov", "site", "online", "shop", "store", "live", "blog", "link",
    "club", "fun", "top",
];

const STREET_WORDS: &[&str] = &[
    "street",
    "st",
    "road",
    "rd",
    "avenue",
    "ave",
    "lane",
    "ln",
    "drive",
    "crescent",
    "boulevard",
    "blvd",
    "estate",
    "close",
];

const ADDRESS_PHRASES: &[&str] = &[
    "my address",
    "home address",
    "our address",
    "your address",
    "i live at",
    "i live on",
    "my house is",
    "our house is",
    "my home is",
    "our home is",
    "po box",
    "p o box",
    "house number",
];

/// Spelt-out digits, English and Swahili ("zero seven eight ..." is a phone number too).
const DIGIT_WORDS: [(&str, char); 20] = [
    ("zero", '0'),
    ("one", '1'),
    ("two", '2'),
    ("three", '3'),
    ("four", '4'),
    ("five", '5'),
    ("six", '6'),
    ("seven", '7'),
    ("eight", '8'),
    ("nine", '9'),
    ("sifuri", '0'),
    ("moja", '1'),
    ("mbili", '2'),
    ("tatu", '3'),
    ("nne", '4'),
    ("tano", '5'),
    ("sita", '6'),
    ("saba", '7'),
    ("nane", '8'),
    ("tisa", '9'),
];

/// Digits in one run that make a phone number (the shortest local numbers have 7).
const PHONE_DIGITS: usize = 7;

/// A post, read in the forms the rules need.
struct Text<'a> {
    /// The post as a person sees it (canonical), in its own case.
    original: &'a str,
    /// Lower case, straight apostrophes.
    lower: String,
    /// The words of `lower`, apostrophes kept inside words ("you're").
    words: Vec<String>,
    /// The words with separators taken out ("w h a t s a p p", "whats.app": "whatsapp").
    squeezed: Vec<String>,
}

/// Phrases shorter than this are not looked for among the squeezed words, where a few spaced
/// letters ("i g") would match them by chance.
const SQUEEZED_PHRASE_CHARS: usize = 5;

impl<'a> Text<'a> {
    fn new(original: &'a str) -> Self {
        let lower: String = original
            .chars()
            .map(|c| match c {
                '’' | '‘' | '`' => '\'',
                other => other,
            })
            .flat_map(char::to_lowercase)
            .collect();
        let words = words_of(&lower);
        let squeezed = squeezed_words(&lower);
        Self { original, lower, words, squeezed }
    }

    /// Whether any phrase occurs as whole words, or with its separators taken out as one of the
    /// squeezed words ("m e e t m e").
    fn has_phrase(&self, phrases: &[&str]) -> bool {
        let padded = format!(" {} ", self.words.join(" "));
        phrases.iter().any(|phrase| {
            let squeezed: String = phrase.chars().filter(|c| c.is_alphanumeric()).collect();
            padded.contains(&format!(" {phrase} "))
                || (squeezed.chars().count() >= SQUEEZED_PHRASE_CHARS && self.squeezed.contains(&squeezed))
        })
    }

    fn has_word(&self, words: &[&str]) -> bool {
        self.words.iter().any(|w| words.contains(&w.as_str()))
    }

    fn offers_gifts(&self) -> bool {
        let offers = self.has_phrase(&["give you", "send you", "buy you", "get you"]);
        offers && self.has_word(&["robux", "vbucks", "v-bucks", "money", "gift", "gifts", "airtime", "card", "cash"])
    }

    /// Seven or more digits (or spelt-out digits) in one run, whatever separates them (spaces,
    /// dashes, dots, brackets, slashes, a plus), unless the run is a date, a decimal number, a
    /// round number, one digit repeated, or a rising sequence of plain numbers (counting).
    fn has_phone_number(&self) -> bool {
        digit_runs(&self.lower).iter().any(|run| run.is_phone_number())
    }

    fn has_email(&self) -> bool {
        let plain = self.lower.split_whitespace().any(|token| {
            let token = token.trim_matches(|c: char| !c.is_alphanumeric());
            token.split_once('@').is_some_and(|(user, domain)| !user.is_empty() && domain.contains('.'))
        });
        // "amani at gmail dot com", "amani(at)gmail(dot)com", "amani @ gmail . com".
        let spelt = words_of(&self.lower.replace('@', " at ").replace(" . ", " dot "));
        let written_out = spelt.windows(5).any(|w| w[1] == "at" && w[3] == "dot" && DOMAIN_ENDINGS.contains(&&*w[4]));
        plain
            || written_out
            || self.has_word(EMAIL_PROVIDERS)
            || self.has_phrase(&[
                "my email is",
                "my email address",
                "my e mail is",
                "your email",
                "email me",
                "e mail me",
            ])
    }

    fn has_address(&self) -> bool {
        // A house number shortly before a street word: "12 Ngong Road", "27 Baker Street".
        let numbered_street = self.words.iter().enumerate().any(|(i, word)| {
            word.chars().all(|c| c.is_ascii_digit())
                && self.words[i + 1..].iter().take(3).any(|w| STREET_WORDS.contains(&w.as_str()))
        });
        numbered_street
            || self.has_phrase(ADDRESS_PHRASES)
            || self.words.windows(2).any(|w| w[0] == "plot" && w[1].starts_with(|c: char| c.is_ascii_digit()))
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
                && DOMAIN_ENDINGS.contains(&ending)
        });
        address
            || self.has_phrase(&["dot com", "dot net", "dot org", "dot co", "dot ke", "dot io"])
            || self.has_word(&["http", "https", "www"])
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
        let about_me = self.has_word(&["my", "me", "mine"]);
        handle
            || self.has_phrase(MESSAGING_APPS)
            || self.has_phrase(INVITES_ELSEWHERE)
            || (about_me && self.has_word(SOCIAL_NETWORKS))
    }

    fn has_full_name(&self, author: Author<'_>) -> bool {
        let first = author.first_name.to_lowercase();
        let last = author.last_name.to_lowercase();
        let authors_name =
            !first.is_empty() && !last.is_empty() && self.has_phrase(&[format!("{first} {last}").as_str()]);
        // "My name is Amani Mwangi": two capitalised words after "my name is".
        let original_words: Vec<&str> =
            self.original.split(|c: char| !(c.is_alphanumeric() || c == '\'')).filter(|w| !w.is_empty()).collect();
        let named_in_full = original_words.windows(5).any(|w| {
            let capitalised = |word: &str| word.chars().next().is_some_and(char::is_uppercase);
            w[0].eq_ignore_ascii_case("my")
                && w[1].eq_ignore_ascii_case("name")
                && w[2].eq_ignore_ascii_case("is")
                && capitalised(w[3])
                && capitalised(w[4])
        });
        authors_name
            || named_in_full
            || self.has_phrase(&[
                "my full name",
                "my last name",
                "my surname",
                "my second name",
                "my family name",
                "my real name",
            ])
    }

    fn is_bullying(&self) -> bool {
        let aimed_insult = self.words.iter().enumerate().any(|(i, word)| {
            AT_SOMEONE.contains(&word.as_str())
                && self.words[i + 1..].iter().take(3).any(|w| INSULTS.contains(&w.as_str()))
        });
        aimed_insult || self.has_word(NAMES_CALLED) || self.has_phrase(BULLYING)
    }

    /// rustrict's verdict, word by word (over the whole text it reads words across their
    /// boundaries: "light sensor", "carbon dioxide"), and on letters spaced out ("f u c k"):
    /// profane words of moderate or worse severity, and moderately offensive or sexual ones, are
    /// [`Refusal::Profanity`] (mild ones such as "poop" or "damn" pass); severely mean words, or
    /// moderately mean ones in a post aimed at someone ("I hate you", not "I hate mushrooms"),
    /// are [`Refusal::Bullying`]. Numbers and formulas such as H2O are no words to it.
    fn rude(&self) -> Option<Refusal> {
        let tokens: Vec<&str> = self
            .original
            .split_whitespace()
            .map(|token| token.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|token| {
                let formula = token.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
                token.chars().any(char::is_alphabetic) && !formula
            })
            .collect();
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
        let aimed = self.has_word(AT_SOMEONE);
        let mean = findings.iter().any(|found| {
            found.is(Type::MEAN & Type::SEVERE) || (aimed && found.is(Type::MEAN & Type::MODERATE_OR_HIGHER))
        });
        mean.then_some(Refusal::Bullying)
    }
}

/// Lower-case words: letters and digits, apostrophes kept inside words.
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .map(|w| w.trim_matches('\'').to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
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
        let round = self.groups.len() == 1 && all.ends_with("000");
        let repeated = all.chars().all(|c| all.starts_with(c));
        let numbers: Vec<u64> = self.groups.iter().filter_map(|g| g.parse().ok()).collect();
        let counting = self.groups.len() >= 5
            && !self.groups.iter().any(|g| g.len() > 1 && g.starts_with('0'))
            && numbers.windows(2).all(|pair| pair[0] < pair[1]);
        !(date || decimal || round || repeated || counting)
    }
}

/// The runs of digits in `lower`, spelt-out digits read as digits.
fn digit_runs(lower: &str) -> Vec<DigitRun> {
    let mut runs = Vec::new();
    let mut run = DigitRun::default();
    let mut pending = String::new();
    let mut plus = false;
    let end_run = |run: &mut DigitRun, runs: &mut Vec<DigitRun>| {
        if !run.groups.is_empty() {
            runs.push(std::mem::take(run));
        }
    };
    // Tokens: maximal runs of letters and digits, and the characters between them.
    let mut tokens: Vec<(bool, String)> = Vec::new();
    for c in lower.chars() {
        let word = c.is_alphanumeric();
        match tokens.last_mut() {
            Some((is_word, token)) if *is_word == word => token.push(c),
            _ => tokens.push((word, c.to_string())),
        }
    }
    for (is_word, token) in tokens {
        if !is_word {
            let separator = token.chars().count() <= 3 && token.chars().all(|c| " -.()+/_".contains(c));
            if separator && !run.groups.is_empty() {
                pending = token.clone();
            } else if !separator {
                end_run(&mut run, &mut runs);
                pending.clear();
            }
            plus = token.ends_with('+');
            continue;
        }
        let digits = if token.chars().all(|c| c.is_ascii_digit()) {
            Some(token)
        } else {
            DIGIT_WORDS.iter().find(|(word, _)| *word == token).map(|(_, digit)| digit.to_string())
        };
        match digits {
            Some(digits) => {
                if run.groups.is_empty() {
                    run.plus = plus;
                } else {
                    run.separators.push(std::mem::take(&mut pending));
                }
                run.groups.push(digits);
            }
            None => {
                end_run(&mut run, &mut runs);
                pending.clear();
            }
        }
        plus = false;
    }
    end_run(&mut run, &mut runs);
    runs
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
            let message = refusal.message();
            assert!(message.len() < 240 && message.ends_with(['!', '.']), "{message}");
        }
        assert_eq!(
            Refusal::PhoneNumber.message(),
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
    /// `moderation_heldout.tsv`, which they never are): both sets' figures are printed; the tuning
    /// set's may not fall below what the rules reached when they were last tuned.
    #[test]
    fn disguised_posts_on_the_tuning_and_held_out_sets() {
        let tuning = measure("tuning set", include_str!("moderation_disguise_tuning.tsv"));
        measure("held-out set", include_str!("moderation_heldout.tsv"));
        assert!(tuning.caught >= TUNING_CAUGHT_AT_LEAST, "caught {} of the tuning set", tuning.caught);
        assert!(
            tuning.wrongly_refused <= TUNING_WRONGLY_REFUSED_AT_MOST,
            "wrongly refused {} of the tuning set",
            tuning.wrongly_refused
        );
    }

    /// Where the rules stand on the tuning set (89 posts to refuse, 44 clean), measured when the
    /// canonical text came in; the goal is 98% caught and at most 2% of the clean posts refused.
    /// Raise these as the rules improve; never lower them.
    const TUNING_CAUGHT_AT_LEAST: usize = 33;
    const TUNING_WRONGLY_REFUSED_AT_MOST: usize = 6;
}
