//! The built-in careers advisor: rule-based replies from the child's profile and the catalogue,
//! with kind refusals of personal information and of off-topic or unsafe requests. It reads
//! English, Kiswahili and French (children mix them) and answers in the child's language; its
//! words and the words it understands are data (`texts/advisor.toml`).

use std::sync::LazyLock;

use unicode_normalization::{UnicodeNormalization, char::is_combining_mark};

use super::AgeBand;
use super::analysis::next_step;
use super::careers::{Career, career, careers, careers_in, percentage, recommend, similarity};
use super::riasec::{Dimension, Profile, top_dimensions};
use super::texts::{self, Keywords, Text, area_label, join_and, subjects as type_subjects};
use crate::i18n::Language;

/// The kinds of personal information the advisor keeps out of the chat.
#[derive(Debug, Clone, Copy)]
enum Personal {
    Phone,
    Email,
    Password,
    Address,
    Name,
    School,
    Meeting,
}

impl Personal {
    /// The kind in words for the reply.
    fn words(self) -> &'static Text {
        let kinds = &texts::advisor().personal_kinds;
        match self {
            Personal::Phone => &kinds.phone,
            Personal::Email => &kinds.email,
            Personal::Password => &kinds.password,
            Personal::Address => &kinds.address,
            Personal::Name => &kinds.name,
            Personal::School => &kinds.school,
            Personal::Meeting => &kinds.meeting,
        }
    }
}

/// What a child's message is about, as the built-in advisor understands it.
enum Intent {
    /// Nothing was said.
    Empty,
    /// The child mentions hurting themselves.
    SelfHarm,
    /// Violence, weapons, drugs, alcohol, sexual content, cheating and the like.
    Unsafe,
    /// Personal information shared or asked for; the kind, for the reply.
    Personal(Personal),
    /// Named catalogue careers; whether the child asks what to study or do for them.
    Careers(Vec<&'static Career>, bool),
    /// A career the catalogue lacks, as the child called it ("become a surgeon").
    UnknownCareer(String),
    /// A topic that points to one RIASEC type; whether the child asks what to study.
    Area(Dimension, bool),
    /// Which careers fit the child.
    Fit,
    /// What to study.
    Subjects,
    /// What to do next.
    NextSteps,
    Greeting,
    Thanks,
    /// Anything else.
    OffTopic,
}

impl Intent {
    fn of(message: &str) -> Self {
        let words = vocabulary();
        let msg = Message::new(message);
        if msg.words.is_empty() {
            return Intent::Empty;
        }
        if msg.has(&words.self_harm) {
            return Intent::SelfHarm;
        }
        if msg.has(&words.unsafe_request) {
            return Intent::Unsafe;
        }
        if let Some(what) = msg.personal_information() {
            return Intent::Personal(what);
        }
        // After personal information: rustrict reads digit runs such as phone numbers as
        // disguised words, and a child sharing a number should hear why to keep it private.
        if rustrict::CensorStr::is_inappropriate(message) {
            return Intent::Unsafe;
        }
        let wants_study = msg.has(&words.study);
        let wants_next = msg.has(&words.next);
        let wants_fit = msg.has(&words.fit);
        let named = msg.careers();
        if !named.is_empty() {
            return Intent::Careers(named, wants_study || wants_next);
        }
        if let Some(d) = msg.area() {
            return Intent::Area(d, wants_study);
        }
        if let Some(career) = msg.unknown_career() {
            return Intent::UnknownCareer(career);
        }
        if wants_fit {
            Intent::Fit
        } else if wants_study {
            Intent::Subjects
        } else if wants_next {
            Intent::NextSteps
        } else if msg.has(&words.jobs) {
            Intent::Fit
        } else if msg.has(&words.greeting) {
            Intent::Greeting
        } else if msg.has(&words.thanks) {
            Intent::Thanks
        } else {
            Intent::OffTopic
        }
    }
}

/// Whether the built-in advisor refuses the message: personal information shared or asked for,
/// an unsafe request, a mention of self-harm (answered with a pointer to a trusted adult) or
/// something off-topic. A model should never be asked to answer such a message.
pub fn advisor_refuses(message: &str) -> bool {
    matches!(Intent::of(message), Intent::SelfHarm | Intent::Unsafe | Intent::Personal(_) | Intent::OffTopic)
}

/// The built-in advisor's answer to a child's message, written for `band` in `language`. It
/// answers questions about careers, school subjects and next steps from the child's latest
/// profile (when there is one) and the careers catalogue, asked in English, Kiswahili or French.
/// It kindly refuses personal information (phone numbers, email or home addresses, passwords,
/// names, school names, meeting up) whether the child shares it or asks for it, and unsafe or
/// off-topic requests, steering back to careers; see [`advisor_refuses`]. Deterministic.
pub fn advisor_reply(band: AgeBand, language: Language, profile: Option<&Profile>, message: &str) -> String {
    let replies = &texts::advisor().reply;
    let young = matches!(band, AgeBand::EarlyExplorers | AgeBand::BuddingInnovators);
    let steer = steer(young, language);
    let with_steer = |text: &Text| text.fill(language, &[("steer", steer)]);
    match Intent::of(message) {
        Intent::Empty => with_steer(&replies.empty),
        Intent::SelfHarm => replies.self_harm.get(language).to_owned(),
        Intent::Unsafe => with_steer(&replies.unsafe_request),
        Intent::Personal(what) => {
            replies.personal.fill(language, &[("what", what.words().get(language)), ("steer", steer)])
        }
        Intent::Careers(named, study) => about_careers(band, language, profile, &named, study),
        Intent::UnknownCareer(name) => unknown_career(band, language, profile, &name),
        Intent::Area(d, study) => about_area(band, language, profile, d, study),
        Intent::Fit => fit(band, language, profile),
        Intent::Subjects => subjects(band, language, profile),
        Intent::NextSteps => next_steps(band, language, profile),
        Intent::Greeting => with_steer(&replies.greeting),
        Intent::Thanks => with_steer(&replies.thanks),
        Intent::OffTopic => with_steer(&replies.off_topic),
    }
}

/// Personal information that the communities' moderation found in a question to the advisor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SharedPersonal {
    /// A phone number.
    Phone,
    /// An email address.
    Email,
    /// A home address.
    Address,
    /// A link or a website address.
    Link,
    /// A social media name.
    Social,
    /// A full name.
    FullName,
    /// A plan to meet or to talk somewhere private.
    MeetUp,
    /// A password or a PIN.
    Password,
}

/// The advisor's answer, in `language`, to a question that carried personal information: it was
/// not sent anywhere, and why.
pub fn refused_personal_information(what: SharedPersonal, language: Language) -> String {
    let advisor = texts::advisor();
    let kinds = &advisor.moderated_kinds;
    let what = match what {
        SharedPersonal::Phone => &kinds.phone,
        SharedPersonal::Email => &kinds.email,
        SharedPersonal::Address => &kinds.address,
        SharedPersonal::Link => &kinds.link,
        SharedPersonal::Social => &kinds.social,
        SharedPersonal::FullName => &kinds.full_name,
        SharedPersonal::MeetUp => &kinds.meet_up,
        SharedPersonal::Password => &kinds.password,
    };
    advisor.reply.moderated.fill(language, &[("what", what.get(language))])
}

/// The invitation back to careers that ends refusals.
fn steer(young: bool, language: Language) -> &'static str {
    let replies = &texts::advisor().reply;
    if young { replies.steer_young.get(language) } else { replies.steer_older.get(language) }
}

/// Lower case, without accents, the typographic apostrophe as `'`.
fn fold(text: &str) -> String {
    text.to_lowercase().replace(['’', '‘'], "'").nfd().filter(|c| !is_combining_mark(*c)).collect()
}

/// French elisions a word may start with: "l'école" reads "école".
const ELISIONS: &[&str] = &["l", "d", "j", "m", "t", "s", "c", "n", "qu", "jusqu", "lorsqu", "puisqu"];

/// The words of a text as the advisor compares them: folded, split at anything but letters,
/// digits and apostrophes, without French elisions.
fn words_of(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .map(|w| w.trim_matches('\''))
        .map(|w| match w.split_once('\'') {
            Some((before, after)) if ELISIONS.contains(&before) => after,
            _ => w,
        })
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// A word or phrase to look for: its words joined by spaces; a prefix (`nisome*`) or whole words.
struct Pattern {
    words: String,
    prefix: bool,
}

impl Pattern {
    fn new(entry: &str) -> Self {
        let prefix = entry.ends_with('*');
        Self { words: words_of(entry.trim_end_matches('*')).join(" "), prefix }
    }
}

fn patterns<'a>(entries: impl IntoIterator<Item = &'a str>) -> Vec<Pattern> {
    entries.into_iter().map(Pattern::new).filter(|p| !p.words.is_empty()).collect()
}

/// How the advisor recognises one catalogue career.
struct CareerWords {
    career: &'static Career,
    /// The career's whole name in each language.
    names: Vec<Pattern>,
    /// The words of its names that pick it alone.
    own_words: Vec<String>,
}

/// How one language names a career the catalogue lacks (see [`texts::UnknownCareer`]).
struct UnknownRule {
    leads: Vec<Vec<String>>,
    articles: Vec<String>,
    article_required: bool,
    stop: Vec<String>,
}

/// The words the advisor understands, in comparable form.
struct Vocabulary {
    self_harm: Vec<Pattern>,
    unsafe_request: Vec<Pattern>,
    phone: Vec<Pattern>,
    email: Vec<Pattern>,
    password: Vec<Pattern>,
    street: Vec<Pattern>,
    address: Vec<Pattern>,
    name: Vec<Pattern>,
    school: Vec<Pattern>,
    meeting: Vec<Pattern>,
    study: Vec<Pattern>,
    next: Vec<Pattern>,
    fit: Vec<Pattern>,
    jobs: Vec<Pattern>,
    greeting: Vec<Pattern>,
    thanks: Vec<Pattern>,
    /// As written: case matters for a school's name.
    school_kinds_after: Vec<String>,
    school_kinds_before: Vec<String>,
    careers: Vec<CareerWords>,
    aliases: Vec<(Pattern, Vec<&'static Career>)>,
    unknown: Vec<UnknownRule>,
    topics: Vec<(Dimension, Vec<Pattern>)>,
}

fn vocabulary() -> &'static Vocabulary {
    static VOCABULARY: LazyLock<Vocabulary> = LazyLock::new(build_vocabulary);
    &VOCABULARY
}

fn build_vocabulary() -> Vocabulary {
    let u = &texts::advisor().understands;
    let all = |k: &Keywords| patterns(k.all());
    let generic: Vec<String> = u.generic_name_words.all().flat_map(words_of).collect();
    let careers = careers()
        .iter()
        .map(|career| {
            let names: Vec<String> = Language::ALL.iter().map(|l| career.name(*l).to_owned()).collect();
            let own_words =
                names.iter().flat_map(|name| words_of(name)).filter(|w| !generic.contains(w)).collect::<Vec<_>>();
            CareerWords { career, names: patterns(names.iter().map(String::as_str)), own_words }
        })
        .collect();
    let aliases = u
        .aliases
        .all()
        .into_iter()
        .flatten()
        .map(|(alias, ids)| {
            // An unknown id is a bad edit of advisor.toml, which the tests read.
            let named = ids.iter().map(|id| career(id).unwrap_or_else(|| panic!("advisor.toml: no career {id}")));
            (Pattern::new(alias), named.collect())
        })
        .collect();
    let unknown = u
        .unknown_career
        .all()
        .into_iter()
        .map(|rule| UnknownRule {
            leads: rule.leads.iter().map(|lead| lead.iter().flat_map(|w| words_of(w)).collect()).collect(),
            articles: rule.articles.iter().flat_map(|w| words_of(w)).collect(),
            article_required: rule.article_required,
            stop: rule.stop.iter().flat_map(|w| words_of(w)).collect(),
        })
        .collect();
    Vocabulary {
        self_harm: all(&u.self_harm),
        unsafe_request: all(&u.unsafe_request),
        phone: all(&u.phone),
        email: all(&u.email),
        password: all(&u.password),
        street: all(&u.street),
        address: all(&u.address),
        name: all(&u.name),
        school: all(&u.school),
        meeting: all(&u.meeting),
        study: all(&u.study),
        next: all(&u.next),
        fit: all(&u.fit),
        jobs: all(&u.jobs),
        greeting: all(&u.greeting),
        thanks: all(&u.thanks),
        school_kinds_after: u.school_kinds_after.all().map(str::to_owned).collect(),
        school_kinds_before: u.school_kinds_before.all().map(str::to_owned).collect(),
        careers,
        aliases,
        unknown,
        topics: Dimension::ALL.iter().map(|d| (*d, all(u.topics.get(*d)))).collect(),
    }
}

/// A child's message: lower-cased, and as words.
struct Message {
    original: String,
    lower: String,
    words: Vec<String>,
    /// The words between spaces, with one at each end, to find whole words and phrases.
    padded: String,
}

impl Message {
    fn new(message: &str) -> Self {
        let words = words_of(message);
        let padded = format!(" {} ", words.join(" "));
        Self { original: message.to_owned(), lower: message.to_lowercase(), words, padded }
    }

    /// Whether any of the words or phrases occurs, as whole words (or as the start of a word for
    /// a prefix).
    fn has(&self, patterns: &[Pattern]) -> bool {
        patterns.iter().any(|p| self.has_pattern(p))
    }

    fn has_pattern(&self, pattern: &Pattern) -> bool {
        if pattern.prefix {
            self.padded.contains(&format!(" {}", pattern.words))
        } else {
            self.padded.contains(&format!(" {} ", pattern.words))
        }
    }

    /// What kind of personal information the message shares or asks for, if any.
    fn personal_information(&self) -> Option<Personal> {
        let words = vocabulary();
        let digits = self.lower.chars().filter(char::is_ascii_digit).count();
        if digits >= 7 || self.has(&words.phone) {
            return Some(Personal::Phone);
        }
        let has_email = self
            .lower
            .split_whitespace()
            .any(|w| w.split_once('@').is_some_and(|(user, domain)| !user.is_empty() && domain.contains('.')));
        if has_email || self.has(&words.email) {
            return Some(Personal::Email);
        }
        if self.has(&words.password) {
            return Some(Personal::Password);
        }
        let street = self.has(&words.street);
        if self.has(&words.address) || (street && self.lower.chars().any(|c| c.is_ascii_digit())) {
            return Some(Personal::Address);
        }
        if self.has(&words.name) {
            return Some(Personal::Name);
        }
        if self.has(&words.school) || names_a_school(&self.original, words) {
            return Some(Personal::School);
        }
        if self.has(&words.meeting) {
            return Some(Personal::Meeting);
        }
        None
    }

    /// Catalogue careers the message names: by a whole name in any language, a word of a name
    /// that picks one career (or its plural in -s), or an alias. Careers named by a whole name of
    /// several words ("daktari wa wanyama") come first, then catalogue order.
    fn careers(&self) -> Vec<&'static Career> {
        let words = vocabulary();
        let mut found: Vec<(bool, &'static Career)> = words
            .careers
            .iter()
            .filter_map(|c| {
                let whole_name = c.names.iter().any(|n| n.words.contains(' ') && self.has_pattern(n));
                let named = self.has(&c.names)
                    || c.own_words.iter().any(|w| self.words.iter().any(|m| m == w || *m == format!("{w}s")))
                    || words.aliases.iter().any(|(alias, named)| {
                        named.iter().any(|n| std::ptr::eq(*n, c.career)) && self.has_pattern(alias)
                    });
                named.then_some((!whole_name, c.career))
            })
            .collect();
        found.sort_by_key(|(not_whole_name, _)| *not_whole_name);
        found.into_iter().map(|(_, career)| career).collect()
    }

    /// A career the child names in a career-shaped phrase ("become a surgeon", "what does a
    /// geneticist do", "devenir chirurgien", "kuwa rubani"): up to three letters-only words after
    /// the lead and its article, stopping at a small word.
    fn unknown_career(&self) -> Option<String> {
        for start in 0..self.words.len() {
            for rule in &vocabulary().unknown {
                for lead in &rule.leads {
                    let Some(rest) = self.words.get(start..).filter(|r| r.starts_with(lead)) else {
                        continue;
                    };
                    let mut rest = &rest[lead.len()..];
                    match rest.first() {
                        Some(article) if rule.articles.contains(article) => rest = &rest[1..],
                        _ if rule.article_required => continue,
                        _ => {}
                    }
                    let name: Vec<&str> = rest
                        .iter()
                        .map(String::as_str)
                        .take_while(|w| !rule.stop.iter().any(|s| s == w) && w.chars().all(char::is_alphabetic))
                        .take(3)
                        .collect();
                    if !name.is_empty() {
                        return Some(name.join(" "));
                    }
                }
            }
        }
        None
    }

    /// A RIASEC type the message asks about by topic, if any.
    fn area(&self) -> Option<Dimension> {
        vocabulary().topics.iter().find(|(_, topic)| self.has(topic)).map(|(d, _)| *d)
    }
}

/// Whether the text names a particular school, as in "Riverside Primary School", "Alliance High",
/// "Shule ya Msingi Mwenge" or "Lycée Victor Hugo": a capitalised word, not the first of the text,
/// followed by School, Academy, College, Primary, Secondary or High; or Shule, École, Lycée or
/// Collège followed within two words by a capitalised word.
fn names_a_school(text: &str, words: &Vocabulary) -> bool {
    let kinds_after = &words.school_kinds_after;
    let kinds_before = &words.school_kinds_before;
    let is_kind = |w: &str| kinds_after.iter().chain(kinds_before).any(|k| k == w);
    let capitalised = |w: &str| w.chars().next().is_some_and(char::is_uppercase) && w != "I" && !is_kind(w);
    let words: Vec<&str> = text
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
        .collect();
    let after = words
        .windows(2)
        .enumerate()
        .any(|(i, pair)| i > 0 && capitalised(pair[0]) && kinds_after.iter().any(|k| k == pair[1]));
    let before = words.iter().enumerate().any(|(i, w)| {
        kinds_before.iter().any(|k| k == w) && words.iter().skip(i + 1).take(2).any(|next| capitalised(next))
    });
    after || before
}

/// Subjects for a career: those of the first two letters of its code, without repeats.
fn career_subjects(career: &Career, language: Language) -> Vec<&'static str> {
    let mut subjects: Vec<&'static str> = Vec::new();
    for d in career.dimensions().into_iter().take(2) {
        for s in type_subjects(d, language).into_iter().take(3) {
            if !subjects.contains(&s) {
                subjects.push(s);
            }
        }
    }
    subjects.truncate(4);
    subjects
}

fn about_careers(
    band: AgeBand,
    language: Language,
    profile: Option<&Profile>,
    named: &[&'static Career],
    study: bool,
) -> String {
    let replies = &texts::advisor().reply;
    let mut parts = Vec::new();
    for career in named.iter().take(3) {
        let mut line = replies.career_line.fill(
            language,
            &[
                ("emoji", &career.emoji),
                ("career", career.name(language)),
                ("description", career.description(language)),
            ],
        );
        if study || named.len() == 1 {
            line.push(' ');
            let subjects = join_and(language, &career_subjects(career, language));
            line.push_str(&replies.useful_subjects.fill(language, &[("subjects", &subjects)]));
        }
        if let Some(p) = profile.filter(|p| !p.is_empty()) {
            line.push(' ');
            let percent = percentage(similarity(p, career)).to_string();
            line.push_str(&replies.matches_at.fill(language, &[("percent", &percent)]));
        }
        parts.push(line);
    }
    let first = named[0];
    let name = first.name(language).to_lowercase();
    let step = next_step(first.primary(), band).get(language);
    let tip = match band {
        AgeBand::EarlyExplorers => replies.tip_early_explorers.fill(language, &[("career", &name)]),
        AgeBand::BuddingInnovators => replies.tip_budding_innovators.fill(language, &[("step", step)]),
        _ => replies.tip_older.fill(language, &[("step", step), ("career", &name)]),
    };
    parts.push(tip);
    parts.join(" ")
}

fn about_area(band: AgeBand, language: Language, profile: Option<&Profile>, d: Dimension, study: bool) -> String {
    let advisor = texts::advisor();
    let list: Vec<&'static Career> = match profile.filter(|p| !p.is_empty()) {
        // Within the area, the careers closest to the child's whole profile first.
        Some(p) => {
            let mut list: Vec<_> = careers_in(d).collect();
            list.sort_by(|a, b| similarity(p, b).total_cmp(&similarity(p, a)));
            list
        }
        None => careers_in(d).collect(),
    };
    let names: Vec<String> = list.iter().take(4).map(|c| format!("{} {}", c.emoji, c.name(language))).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut reply = advisor.reply.area.fill(
        language,
        &[
            ("likes", advisor.likes.get(d).get(language)),
            ("area", area_label(d, language)),
            ("careers", &join_and(language, &names)),
        ],
    );
    if study || !matches!(band, AgeBand::EarlyExplorers) {
        reply.push(' ');
        let subjects = join_and(language, &type_subjects(d, language)[..4]);
        reply.push_str(&advisor.reply.area_subjects.fill(language, &[("subjects", &subjects)]));
    }
    reply.push(' ');
    reply.push_str(next_step(d, band).get(language));
    reply
}

fn unknown_career(band: AgeBand, language: Language, profile: Option<&Profile>, name: &str) -> String {
    let replies = &texts::advisor().reply;
    let young = matches!(band, AgeBand::EarlyExplorers | AgeBand::BuddingInnovators);
    let ask = if young { &replies.unknown_ask_young } else { &replies.unknown_ask_older };
    replies
        .unknown_career
        .fill(language, &[("name", name), ("ask", ask.get(language)), ("fit", &fit(band, language, profile))])
}

fn fit(band: AgeBand, language: Language, profile: Option<&Profile>) -> String {
    let replies = &texts::advisor().reply;
    let Some(p) = profile.filter(|p| !p.is_empty()) else {
        let firsts: Vec<&str> =
            Dimension::ALL.iter().filter_map(|d| careers_in(*d).next().map(|c| c.name(language))).collect();
        return replies.fit_no_profile.fill(language, &[("careers", &join_and(language, &firsts))]);
    };
    let top = recommend(p, 3);
    let lines: Vec<String> = top
        .iter()
        .map(|m| {
            replies.fit_line.fill(
                language,
                &[
                    ("emoji", &m.career.emoji),
                    ("career", m.career.name(language)),
                    ("percent", &m.match_percentage.to_string()),
                    ("description", m.career.description(language)),
                ],
            )
        })
        .collect();
    let areas: Vec<&str> = top_dimensions(p).iter().map(|d| area_label(*d, language)).collect();
    let areas = join_and(language, &areas);
    let intro = match band {
        AgeBand::EarlyExplorers => replies.fit_intro_early_explorers.get(language).to_owned(),
        AgeBand::BuddingInnovators => replies.fit_intro_budding_innovators.fill(language, &[("areas", &areas)]),
        _ => replies.fit_intro_older.fill(language, &[("areas", &areas), ("code", &p.code())]),
    };
    format!("{intro} {}", lines.join(" "))
}

fn subjects(band: AgeBand, language: Language, profile: Option<&Profile>) -> String {
    let replies = &texts::advisor().reply;
    let Some(p) = profile.filter(|p| !p.is_empty()) else {
        return replies.subjects_no_profile.get(language).to_owned();
    };
    let dims = top_dimensions(p);
    let per_type = if band == AgeBand::EarlyExplorers { 2 } else { 3 };
    let mut subjects: Vec<&str> = Vec::new();
    for d in &dims {
        for s in type_subjects(*d, language).into_iter().take(per_type) {
            if !subjects.contains(&s) {
                subjects.push(s);
            }
        }
    }
    subjects.truncate(5);
    let lead = match band {
        AgeBand::EarlyExplorers => &replies.subjects_lead_early_explorers,
        AgeBand::BuddingInnovators => &replies.subjects_lead_budding_innovators,
        _ => &replies.subjects_lead_older,
    };
    let mut reply =
        replies.subjects.fill(language, &[("lead", lead.get(language)), ("subjects", &join_and(language, &subjects))]);
    if let Some(best) = recommend(p, 1).first() {
        reply.push(' ');
        reply.push_str(
            &replies
                .subjects_example
                .fill(language, &[("emoji", &best.career.emoji), ("career", best.career.name(language))]),
        );
    }
    reply
}

fn next_steps(band: AgeBand, language: Language, profile: Option<&Profile>) -> String {
    let replies = &texts::advisor().reply;
    let Some(p) = profile.filter(|p| !p.is_empty()) else {
        return replies.next_no_profile.get(language).to_owned();
    };
    let steps: Vec<&str> = top_dimensions(p).iter().take(2).map(|d| next_step(*d, band).get(language)).collect();
    replies.next_steps.fill(language, &[("steps", &steps.join(" "))])
}
