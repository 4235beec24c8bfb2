//! The built-in careers advisor: rule-based replies from the child's profile and the catalogue,
//! with kind refusals of personal information and of off-topic or unsafe requests.

use super::AgeBand;
use super::analysis::join_and;
use super::careers::{Career, careers, careers_in, percentage, recommend, similarity};
use super::riasec::{Dimension, Profile, top_dimensions};

/// What a child's message is about, as the built-in advisor understands it.
enum Intent {
    /// Nothing was said.
    Empty,
    /// The child mentions hurting themselves.
    SelfHarm,
    /// Violence, weapons, drugs, alcohol, sexual content, cheating and the like.
    Unsafe,
    /// Personal information shared or asked for; the kind, for the reply.
    Personal(&'static str),
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
        let msg = Message::new(message);
        if msg.words.is_empty() {
            return Intent::Empty;
        }
        if msg.mentions_self_harm() {
            return Intent::SelfHarm;
        }
        if msg.is_unsafe() {
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
        let wants_study = msg.has_any(&[
            "study",
            "studying",
            "subject",
            "subjects",
            "learn",
            "course",
            "courses",
            "degree",
            "university",
            "college",
            "tvet",
            "school",
        ]);
        let wants_next = msg.has_any(&[
            "start", "prepare", "next", "skills", "skill", "improve", "practise", "practice", "dream", "become",
            "ready",
        ]);
        let wants_fit = msg.has_phrase(&[
            "fit me",
            "suit me",
            "suits me",
            "for me",
            "match",
            "matches",
            "good at",
            "should i be",
            "what jobs",
            "which jobs",
            "what careers",
            "which careers",
            "my interests",
            "my results",
            "my strengths",
            "grow up",
            "can i be",
            "should i become",
            "choose a career",
        ]);
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
        } else if msg.has_any(&["job", "jobs", "career", "careers", "work", "profession"]) {
            Intent::Fit
        } else if msg.has_any(&["hi", "hello", "hey", "jambo", "habari", "morning", "afternoon"]) {
            Intent::Greeting
        } else if msg.has_any(&["thanks", "thank", "asante"]) {
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

/// The built-in advisor's answer to a child's message, written for `band`. It answers questions
/// about careers, school subjects and next steps from the child's latest profile (when there is
/// one) and the careers catalogue. It kindly refuses personal information (phone numbers, email or
/// home addresses, passwords, names, school names, meeting up) whether the child shares it or
/// asks for it, and unsafe or off-topic requests, steering back to careers; see
/// [`advisor_refuses`]. Deterministic.
pub fn advisor_reply(band: AgeBand, profile: Option<&Profile>, message: &str) -> String {
    let young = matches!(band, AgeBand::EarlyExplorers | AgeBand::BuddingInnovators);
    match Intent::of(message) {
        Intent::Empty => format!("Hi! {}", steer(young)),
        Intent::SelfHarm => "I'm really sorry you're feeling this way. Please talk right now to a parent, a \
                             teacher or another grown-up you trust, and tell them how you feel. You matter, \
                             and they can help. I'm here for career questions whenever you're ready."
            .to_owned(),
        Intent::Unsafe => {
            format!("That's not something I can help with, because I want to keep you safe. {}", steer(young))
        }
        Intent::Personal(what) => format!(
            "Let's keep {what} private: please don't share it here, and I won't ask for it or \
             give it out. I don't need it to help you. {}",
            steer(young)
        ),
        Intent::Careers(named, study) => about_careers(band, profile, &named, study),
        Intent::UnknownCareer(name) => unknown_career(band, profile, &name),
        Intent::Area(d, study) => about_area(band, profile, d, study),
        Intent::Fit => fit(band, profile),
        Intent::Subjects => subjects(band, profile),
        Intent::NextSteps => next_steps(band, profile),
        Intent::Greeting => format!("Hello! I'm your career advisor. {}", steer(young)),
        Intent::Thanks => format!("You're welcome! {}", steer(young)),
        Intent::OffTopic => format!(
            "That's a fun question, but I'm your careers helper, so I stick to careers, school \
             subjects and next steps. {}",
            steer(young)
        ),
    }
}

/// The invitation back to careers that ends refusals.
fn steer(young: bool) -> String {
    if young {
        "Ask me things like \"What jobs fit me?\" or \"Tell me about being a vet\"!".to_owned()
    } else {
        "You could ask me which careers fit your interests, what to study for a career, or what \
         to do next."
            .to_owned()
    }
}

/// A child's message, lower-cased and split into words.
struct Message {
    original: String,
    lower: String,
    words: Vec<String>,
}

impl Message {
    fn new(message: &str) -> Self {
        let lower = message.to_lowercase().replace(['’', '‘'], "'");
        let words = lower
            .split(|c: char| !(c.is_alphanumeric() || c == '\''))
            .map(|w| w.trim_matches('\'').to_owned())
            .filter(|w| !w.is_empty())
            .collect();
        Self { original: message.to_owned(), lower, words }
    }

    fn has_any(&self, words: &[&str]) -> bool {
        self.words.iter().any(|w| words.contains(&w.as_str()))
    }

    /// Whether any phrase occurs as whole words.
    fn has_phrase(&self, phrases: &[&str]) -> bool {
        let padded = format!(" {} ", self.words.join(" "));
        phrases.iter().any(|p| padded.contains(&format!(" {p} ")))
    }

    fn mentions_self_harm(&self) -> bool {
        self.has_phrase(&[
            "kill myself",
            "hurt myself",
            "harm myself",
            "cut myself",
            "want to die",
            "end my life",
            "self harm",
        ]) || self.has_any(&["suicide", "suicidal"])
    }

    /// Unsafe requests that rustrict (profanity, sexual content, insults, the hard drugs its
    /// dictionary lists; see [`Intent::of`]) does not look for: weapons, other drugs, alcohol,
    /// tobacco, gambling, stealing, hacking, cheating and hurting someone.
    fn is_unsafe(&self) -> bool {
        self.has_any(&[
            "kill",
            "killing",
            "murder",
            "gun",
            "guns",
            "bomb",
            "bombs",
            "weapon",
            "weapons",
            "knife",
            "knives",
            "stab",
            "poison",
            "explosive",
            "explosives",
            "weed",
            "marijuana",
            "alcohol",
            "beer",
            "vodka",
            "cigarette",
            "cigarettes",
            "vape",
            "vaping",
            "steal",
            "stealing",
            "gamble",
            "gambling",
            "betting",
            "revenge",
            "punch",
        ]) || self.has_phrase(&[
            "hurt someone",
            "hurt somebody",
            "hurt him",
            "hurt her",
            "hurt them",
            "beat up",
            "fight a",
            "fight someone",
            "fight him",
            "fight her",
            "fight them",
            "get drugs",
            "buy drugs",
            "take drugs",
            "sell drugs",
            "hack into",
            "hack someone",
            "hack my",
            "hack a",
            "how to cheat",
            "cheat in",
            "cheat on",
        ])
    }

    /// What kind of personal information the message shares or asks for, if any.
    fn personal_information(&self) -> Option<&'static str> {
        let digits = self.lower.chars().filter(char::is_ascii_digit).count();
        if digits >= 7
            || self.has_phrase(&["phone number", "my number", "your number", "whatsapp", "call me", "text me"])
        {
            return Some("phone numbers");
        }
        let has_email = self
            .lower
            .split_whitespace()
            .any(|w| w.split_once('@').is_some_and(|(user, domain)| !user.is_empty() && domain.contains('.')));
        if has_email || self.has_any(&["email", "e-mail", "gmail"]) {
            return Some("email addresses");
        }
        if self.has_any(&["password", "passwords", "passcode", "pin", "login"]) {
            return Some("passwords and PINs");
        }
        let street = self.has_any(&["street", "st", "road", "rd", "avenue", "ave", "lane", "estate"]);
        if self.has_phrase(&[
            "my address",
            "your address",
            "home address",
            "i live at",
            "i live on",
            "where do you live",
            "where i live",
            "come to my house",
            "my house is",
        ]) || (street && self.lower.chars().any(|c| c.is_ascii_digit()))
        {
            return Some("home addresses and where you live");
        }
        if self.has_phrase(&[
            "my name is",
            "my full name",
            "my surname",
            "my last name",
            "my real name",
            "your real name",
            "your full name",
            "your surname",
        ]) {
            return Some("names");
        }
        let school_asked_or_told = self.has_phrase(&[
            "my school is",
            "name of my school",
            "my school's name",
            "what school do you",
            "which school do you",
            "where do you go to school",
            "what's your school",
            "your school's name",
            "name of your school",
        ]);
        if school_asked_or_told || names_a_school(&self.original) {
            return Some("the name of your school");
        }
        if self.has_phrase(&[
            "meet up",
            "meet you",
            "meet me",
            "send me a photo",
            "send a photo",
            "a photo of you",
            "your photo",
            "a picture of you",
            "where are you",
        ]) {
            return Some("meeting up, photos and where people are");
        }
        None
    }

    /// Catalogue careers the message names, in catalogue order.
    fn careers(&self) -> Vec<&'static Career> {
        const ALIASES: &[(&str, &[&str])] = &[
            ("vet", &["Veterinarian"]),
            ("vets", &["Veterinarian"]),
            ("veterinary", &["Veterinarian"]),
            ("doctors", &["Doctor"]),
            ("medicine", &["Doctor", "Pharmacist"]),
            ("nursing", &["Nurse"]),
            ("nurses", &["Nurse"]),
            ("engineer", &["Civil Engineer", "Robotics Engineer"]),
            ("engineers", &["Civil Engineer", "Robotics Engineer"]),
            ("engineering", &["Civil Engineer", "Robotics Engineer"]),
            ("robots", &["Robotics Engineer"]),
            ("robot", &["Robotics Engineer"]),
            ("coding", &["Software Developer"]),
            ("coder", &["Software Developer"]),
            ("programmer", &["Software Developer"]),
            ("programming", &["Software Developer"]),
            ("developer", &["Software Developer"]),
            ("computers", &["Software Developer", "Cybersecurity Analyst"]),
            ("apps", &["Software Developer"]),
            ("law", &["Lawyer"]),
            ("teaching", &["Teacher"]),
            ("teachers", &["Teacher"]),
            ("farming", &["Farmer", "Agronomist"]),
            ("cooking", &["Chef"]),
            ("cook", &["Chef"]),
            ("ranger", &["Wildlife Ranger"]),
            ("solar", &["Solar Technician"]),
            ("business", &["Entrepreneur"]),
            ("flying", &["Pilot"]),
            ("planes", &["Pilot"]),
            ("astronaut", &["Astronomer", "Pilot"]),
            ("space", &["Astronomer"]),
            ("games", &["Game Designer"]),
            ("fashion", &["Fashion Designer"]),
            ("films", &["Film Maker"]),
            ("movies", &["Film Maker"]),
            ("news", &["Journalist"]),
            ("accounting", &["Accountant"]),
            ("banking", &["Bank Officer"]),
            ("footballer", &["Sports Coach"]),
            ("football", &["Sports Coach", "Physiotherapist"]),
            ("soccer", &["Sports Coach", "Physiotherapist"]),
            ("sport", &["Sports Coach", "Physiotherapist"]),
            ("sports", &["Sports Coach", "Physiotherapist"]),
            ("animals", &["Veterinarian", "Wildlife Ranger", "Farmer"]),
            ("animal", &["Veterinarian", "Wildlife Ranger", "Farmer"]),
            ("nature", &["Wildlife Ranger", "Forester", "Agronomist"]),
            ("plants", &["Agronomist", "Forester", "Farmer"]),
            ("environment", &["Climate Scientist", "Forester", "Solar Technician"]),
        ];
        // Name words too general to pick one career by themselves.
        const GENERIC: &[&str] = &[
            "engineer",
            "manager",
            "officer",
            "scientist",
            "designer",
            "analyst",
            "worker",
            "teacher",
            "technician",
            "agent",
            "coordinator",
            "administrator",
            "representative",
            "controller",
            "inspector",
            "lab",
            "medical",
            "early",
            "childhood",
            "community",
            "social",
            "health",
            "data",
            "real",
            "estate",
            "media",
            "traffic",
            "air",
        ];
        let mut found: Vec<&'static Career> = Vec::new();
        for career in careers() {
            let name = career.name.to_lowercase();
            let by_name = self.has_phrase(&[name.as_str()])
                || name
                    .split_whitespace()
                    .filter(|w| !GENERIC.contains(w))
                    .any(|w| self.words.iter().any(|m| m == w || *m == format!("{w}s")));
            let by_alias = ALIASES.iter().any(|(alias, names)| names.contains(&career.name) && self.has_any(&[*alias]));
            if by_name || by_alias {
                found.push(career);
            }
        }
        found
    }

    /// A career the child names in a career-shaped phrase ("become a surgeon", "what does a
    /// geneticist do", "work as a dancer"): up to three letters-only words after the article,
    /// stopping at a small word.
    fn unknown_career(&self) -> Option<String> {
        const LEADS: &[&[&str]] = &[
            &["become"],
            &["becoming"],
            &["work", "as"],
            &["working", "as"],
            &["job", "as"],
            &["what", "does"],
            &["what", "do"],
        ];
        const STOP: &[&str] = &[
            "do", "does", "and", "or", "when", "if", "in", "at", "for", "one", "day", "job", "like", "because", "so",
            "but", "with", "who", "is", "i", "me", "my",
        ];
        for start in 0..self.words.len() {
            for lead in LEADS {
                let Some(rest) = self.words.get(start..).filter(|r| r.starts_with_str(lead)) else {
                    continue;
                };
                let rest = &rest[lead.len()..];
                let Some(article) = rest.first() else { continue };
                if !["a", "an"].contains(&article.as_str()) {
                    continue;
                }
                let name: Vec<&str> = rest[1..]
                    .iter()
                    .map(String::as_str)
                    .take_while(|w| !STOP.contains(w) && w.chars().all(char::is_alphabetic))
                    .take(3)
                    .collect();
                if !name.is_empty() {
                    return Some(name.join(" "));
                }
            }
        }
        None
    }

    /// A RIASEC type the message asks about by topic, if any.
    fn area(&self) -> Option<Dimension> {
        const TOPICS: [(Dimension, &[&str]); 6] = [
            (Dimension::Realistic, &["building", "build", "fixing", "fix", "machines", "tools", "outdoors", "hands"]),
            (
                Dimension::Investigative,
                &[
                    "science",
                    "sciences",
                    "maths",
                    "math",
                    "mathematics",
                    "biology",
                    "chemistry",
                    "physics",
                    "experiments",
                    "research",
                    "discover",
                    "discovery",
                ],
            ),
            (
                Dimension::Artistic,
                &[
                    "art", "arts", "drawing", "draw", "painting", "music", "singing", "dance", "dancing", "writing",
                    "stories", "acting", "drama", "design", "creative",
                ],
            ),
            (Dimension::Social, &["helping", "people", "caring", "children", "friends", "health"]),
            (
                Dimension::Enterprising,
                &[
                    "leading",
                    "leader",
                    "leadership",
                    "selling",
                    "money",
                    "businesses",
                    "company",
                    "boss",
                    "entrepreneur",
                ],
            ),
            (
                Dimension::Conventional,
                &[
                    "organising",
                    "organizing",
                    "organised",
                    "numbers",
                    "counting",
                    "lists",
                    "records",
                    "spreadsheets",
                    "accounts",
                    "office",
                ],
            ),
        ];
        TOPICS.iter().find(|(_, words)| self.has_any(words)).map(|(d, _)| *d)
    }
}

/// `starts_with` between a slice of owned words and a slice of word literals.
trait StartsWithStr {
    fn starts_with_str(&self, prefix: &[&str]) -> bool;
}

impl StartsWithStr for [String] {
    fn starts_with_str(&self, prefix: &[&str]) -> bool {
        self.len() >= prefix.len() && self.iter().zip(prefix).all(|(a, b)| a == b)
    }
}

/// Whether the text names a particular school, as in "Riverside Primary School" or "Alliance High":
/// a capitalised word, not the first of the text, followed by School, Academy, College, Primary,
/// Secondary or High.
fn names_a_school(text: &str) -> bool {
    const KINDS: &[&str] = &["School", "Academy", "College", "Primary", "Secondary", "High"];
    let words: Vec<&str> = text
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
        .collect();
    words.windows(2).enumerate().any(|(i, pair)| {
        let named =
            pair[0].chars().next().is_some_and(char::is_uppercase) && pair[0] != "I" && !KINDS.contains(&pair[0]);
        i > 0 && named && KINDS.contains(&pair[1])
    })
}

/// Subjects for a career: those of the first two letters of its code, without repeats.
fn career_subjects(career: &Career) -> Vec<&'static str> {
    let mut subjects: Vec<&'static str> = Vec::new();
    for d in career.dimensions().into_iter().take(2) {
        for s in d.subjects().iter().take(3) {
            if !subjects.contains(s) {
                subjects.push(s);
            }
        }
    }
    subjects.truncate(4);
    subjects
}

fn about_careers(band: AgeBand, profile: Option<&Profile>, named: &[&'static Career], study: bool) -> String {
    let mut parts = Vec::new();
    for career in named.iter().take(3) {
        let mut line = format!("{} {}: {}", career.emoji, career.name, career.description);
        let subjects = career_subjects(career);
        if study || named.len() == 1 {
            line.push_str(&format!(" Useful subjects: {}.", join_and(&subjects)));
        }
        if let Some(p) = profile.filter(|p| !p.is_empty()) {
            line.push_str(&format!(" It matches your quiz interests at {}%.", percentage(similarity(p, career))));
        }
        parts.push(line);
    }
    let first = named[0];
    let tip = match band {
        AgeBand::EarlyExplorers => format!(
            "You can play at being a {} with your friends, and ask a grown-up to help you find out more!",
            first.name.to_lowercase()
        ),
        AgeBand::BuddingInnovators => format!("A great next step: {}", next_step_for(band, first.primary())),
        _ => format!(
            "To test whether it suits you: {} If you can, talk to someone who works as a {} about their day.",
            next_step_for(band, first.primary()),
            first.name.to_lowercase()
        ),
    };
    parts.push(tip);
    parts.join(" ")
}

fn next_step_for(band: AgeBand, d: Dimension) -> String {
    let next = super::analysis::analysis(band, &Profile::new(one_hot(d)));
    next.get("nextSteps").cloned().unwrap_or_default()
}

fn one_hot(d: Dimension) -> [f64; 6] {
    let mut scores = [0.0; 6];
    scores[d.index()] = 1.0;
    scores
}

fn about_area(band: AgeBand, profile: Option<&Profile>, d: Dimension, study: bool) -> String {
    let list: Vec<&'static Career> = match profile.filter(|p| !p.is_empty()) {
        // Within the area, the careers closest to the child's whole profile first.
        Some(p) => {
            let mut list: Vec<_> = careers_in(d).collect();
            list.sort_by(|a, b| similarity(p, b).total_cmp(&similarity(p, a)));
            list
        }
        None => careers_in(d).collect(),
    };
    let names: Vec<String> = list.iter().take(4).map(|c| format!("{} {}", c.emoji, c.name)).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut reply = format!(
        "If you like {}, careers in {} could suit you, such as {}.",
        match d {
            Dimension::Realistic => "building, fixing and being outdoors",
            Dimension::Investigative => "science and finding things out",
            Dimension::Artistic => "art, music and making things up",
            Dimension::Social => "helping people",
            Dimension::Enterprising => "leading and business",
            Dimension::Conventional => "organising and numbers",
        },
        d.career_area(),
        join_and(&names)
    );
    if study || !matches!(band, AgeBand::EarlyExplorers) {
        reply.push_str(&format!(" Subjects that help: {}.", join_and(&d.subjects()[..4])));
    }
    reply.push(' ');
    reply.push_str(&next_step_for(band, d));
    reply
}

fn unknown_career(band: AgeBand, profile: Option<&Profile>, name: &str) -> String {
    let young = matches!(band, AgeBand::EarlyExplorers | AgeBand::BuddingInnovators);
    let ask = if young {
        "A grown-up, a teacher or a library book can tell you lots more about it."
    } else {
        "To learn more, read about it, ask a teacher or a careers counsellor, and if you can talk to someone who \
         does that work."
    };
    format!("\"{name}\" isn't in my careers list yet. {ask} {}", fit(band, profile))
}

fn fit(band: AgeBand, profile: Option<&Profile>) -> String {
    let Some(p) = profile.filter(|p| !p.is_empty()) else {
        return format!(
            "Take the career quiz first, then I can tell you which careers fit you best! Meanwhile, \
             here are a few to explore: {}.",
            join_and(&Dimension::ALL.iter().filter_map(|d| careers_in(*d).next().map(|c| c.name)).collect::<Vec<_>>())
        );
    };
    let top = recommend(p, 3);
    let lines: Vec<String> = top
        .iter()
        .map(|m| format!("{} {} ({}%): {}", m.career.emoji, m.career.name, m.match_percentage, m.career.description))
        .collect();
    let areas: Vec<&str> = top_dimensions(p).iter().map(|d| d.career_area()).collect();
    let intro = match band {
        AgeBand::EarlyExplorers => "Here are some jobs that fit what you love:".to_owned(),
        AgeBand::BuddingInnovators => format!("You like {}, so these careers fit you well:", join_and(&areas)),
        _ => format!("Your quiz points to {} (Holland code {}). Your closest matches:", join_and(&areas), p.code()),
    };
    format!("{intro} {}", lines.join(" "))
}

fn subjects(band: AgeBand, profile: Option<&Profile>) -> String {
    let Some(p) = profile.filter(|p| !p.is_empty()) else {
        return "Maths and languages help in almost every career. Take the career quiz and I can \
                suggest the subjects that fit your interests best!"
            .to_owned();
    };
    let dims = top_dimensions(p);
    let per_type = if band == AgeBand::EarlyExplorers { 2 } else { 3 };
    let mut subjects: Vec<&str> = Vec::new();
    for d in &dims {
        for s in d.subjects().iter().take(per_type) {
            if !subjects.contains(s) {
                subjects.push(s);
            }
        }
    }
    subjects.truncate(5);
    let best = recommend(p, 1);
    let example = best
        .first()
        .map(|m| format!(" They lead towards careers like {} {}.", m.career.emoji, m.career.name))
        .unwrap_or_default();
    let lead = match band {
        AgeBand::EarlyExplorers => "Fun things to learn more about:",
        AgeBand::BuddingInnovators => "Subjects to enjoy and work hard at:",
        _ => "Subjects worth focusing on for your interests:",
    };
    format!("{lead} {}.{example}", join_and(&subjects))
}

fn next_steps(band: AgeBand, profile: Option<&Profile>) -> String {
    let Some(p) = profile.filter(|p| !p.is_empty()) else {
        return "A great first step is to take the career quiz, so we can see what you enjoy \
                most. Then try clubs and activities in those areas!"
            .to_owned();
    };
    let dims = top_dimensions(p);
    let steps: Vec<String> = dims.iter().take(2).map(|d| next_step_for(band, *d)).collect();
    format!("Here's what you can do next: {}", steps.join(" "))
}
