//! The safety filter every provider's videos pass before a child sees them (spec section 5, made
//! stronger): a pure function of a video's title, description, channel and YouTube's
//! `madeForKids`, with no state and no I/O.
//!
//! - Blocked terms come in named [`Category`]s. A term matches whole words only, in order, so
//!   'killer whale', 'the battle of Hastings', 'how sharks hunt' and 'how vaccines work' stay.
//! - A hit in a milder category ([`Category::rescuable`]: violence without gore, weapons, alcohol
//!   and vaping, gambling) is
//!   rescued by an educational allow term ('history', 'documentary'), by YouTube saying the
//!   video is made for kids, or by a channel we trust. A hit in a strongest category (sexual
//!   content, gore, self-harm, drugs, horror, dangerous challenges, disturbing cartoons,
//!   profanity, pranks) never is: 'learn colors' next to injections is still blocked. Nor is
//!   violence or a weapon next to a cartoon character ('Spiderman kills Joker learn colors').
//! - Profanity is rustrict's job as well as the list's (a maintained filter that also reads
//!   disguised spellings), as in community posts.

use rustrict::{CensorStr, Type};

/// Why a video is blocked: the named category of the term that matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Category {
    /// Fights, killing, shootings: rescuable ('How sharks kill their prey', 'The Boston Massacre:
    /// a history lesson').
    Violence,
    /// Graphic violence and true crime, never rescued.
    Gore,
    HorrorJumpscares,
    SexualContent,
    Drugs,
    AlcoholVaping,
    Weapons,
    Gambling,
    SelfHarm,
    DangerousChallenges,
    Profanity,
    Pranks,
    /// Cartoon characters in injections, pregnancies and the like, dressed as lessons
    /// ('learn colors'): the 'Elsagate' kind of video.
    DisturbingCartoons,
}

impl Category {
    /// The category's code, as logged.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Self::Violence => "violence",
            Self::Gore => "gore",
            Self::HorrorJumpscares => "horror_jumpscares",
            Self::SexualContent => "sexual_content",
            Self::Drugs => "drugs",
            Self::AlcoholVaping => "alcohol_vaping",
            Self::Weapons => "weapons",
            Self::Gambling => "gambling",
            Self::SelfHarm => "self_harm",
            Self::DangerousChallenges => "dangerous_challenges",
            Self::Profanity => "profanity",
            Self::Pranks => "pranks",
            Self::DisturbingCartoons => "disturbing_cartoons",
        }
    }

    /// Whether an educational context may rescue a hit of this category; the strongest ones never.
    pub(crate) fn rescuable(self) -> bool {
        matches!(self, Self::Violence | Self::Weapons | Self::AlcoholVaping | Self::Gambling)
    }
}

/// Blocked terms by category, lower-case words (a term of several words matches them in a row).
#[rustfmt::skip]
const BLOCKED: &[(Category, &[&str])] = &[
    (Category::Violence, &[
        "kill", "kills", "killing", "killed", "murder", "murders", "murdered", "blood", "bloody", "massacre",
        "stabbing", "stabbed", "street fight", "fight compilation", "knockout compilation", "beat up",
        "beating up", "shooting", "brutal",
    ]),
    (Category::Gore, &[
        "gore", "gory", "beheading", "beheaded", "torture", "tortured", "dismembered", "corpse", "dead body",
        "serial killer", "serial killers", "murderer", "true crime", "school shooting", "mass shooting",
    ]),
    (Category::HorrorJumpscares, &[
        "horror", "jumpscare", "jumpscares", "jump scare", "jump scares", "scary", "creepypasta", "haunted",
        "ghost story", "ghost stories", "demon", "demonic", "possessed", "exorcism", "slasher", "huggy wuggy",
        "siren head", "momo", "skibidi toilet", "nightmare fuel",
    ]),
    (Category::SexualContent, &[
        "sex", "sexy", "porn", "nude", "nudes", "nudity", "naked", "kiss", "kissing", "kisses", "make out",
        "strip", "stripper", "twerk", "twerking", "lingerie", "bikini", "onlyfans", "hentai", "nsfw", "erotic",
        "seductive", "18+",
    ]),
    (Category::Drugs, &[
        "drug", "drugs", "cocaine", "heroin", "meth", "weed", "marijuana", "cannabis", "stoned", "overdose",
        "lsd", "mdma", "ecstasy", "fentanyl", "getting high",
    ]),
    (Category::AlcoholVaping, &[
        "alcohol", "beer", "vodka", "whiskey", "tequila", "drunk", "hangover", "vape", "vapes", "vaping", "juul",
        "cigarette", "cigarettes", "smoking", "cocktail", "cocktails",
    ]),
    (Category::Weapons, &[
        "gun", "guns", "rifle", "rifles", "pistol", "shotgun", "sniper", "firearm", "firearms", "ammo", "ak 47",
        "ar 15", "grenade", "grenades", "bomb", "bombs", "explosive", "explosives", "machine gun",
    ]),
    (Category::Gambling, &[
        "gambling", "gamble", "casino", "slot machine", "slot machines", "poker", "betting", "roulette",
        "blackjack", "loot box", "loot boxes", "jackpot",
    ]),
    (Category::SelfHarm, &[
        "suicide", "suicidal", "self harm", "selfharm", "kill myself", "kill yourself", "kys", "cutting myself",
        "anorexia", "pro ana", "thinspiration",
    ]),
    (Category::DangerousChallenges, &[
        "tide pod", "tide pods", "blackout challenge", "choking challenge", "fire challenge",
        "cinnamon challenge", "skull breaker", "salt and ice challenge", "benadryl challenge", "3am challenge",
        "3 am challenge", "hot water challenge", "outlet challenge", "penny challenge", "one chip challenge",
        "milk crate challenge", "make a bomb", "build a bomb", "homemade bomb", "dangerous stunt",
        "dangerous stunts",
    ]),
    (Category::Profanity, &["wtf", "fuck", "fucking", "shit", "bitch", "ass", "crap", "bullshit", "damn"]),
    (Category::Pranks, &["prank", "pranks", "pranked", "pranking", "prankster", "trolling"]),
    (Category::DisturbingCartoons, &[
        "injection", "injections", "syringe", "syringes", "pregnant", "buried alive", "bad baby", "vomit",
        "vomiting",
    ]),
];

/// Characters children know from cartoons, toys and games. Violence or weapons next to one of them
/// is the pattern of disturbing knock-off cartoons ('Spiderman kills Joker learn colors'), so such
/// a hit counts as [`Category::DisturbingCartoons`] and nothing rescues it.
#[rustfmt::skip]
const CHARACTERS: &[&str] = &[
    "spiderman", "spider man", "elsa", "anna and elsa", "joker", "hulk", "batman", "superman", "peppa",
    "peppa pig", "mickey", "minnie", "paw patrol", "mario", "sonic", "barbie", "shrek", "pikachu", "pokemon",
    "minions", "cocomelon", "baby shark", "bluey", "dora", "masha", "spongebob", "frozen elsa", "harley quinn",
    "venom", "thanos", "huggy", "poppy playtime",
];

/// Educational terms that rescue a hit of a [`Category::rescuable`] category.
#[rustfmt::skip]
const ALLOWED: &[&str] = &[
    "learn", "learning", "lesson", "lessons", "educational", "education", "science", "scientific", "scientists",
    "history", "historical", "historian", "documentary", "facts", "explained", "explainer", "biology",
    "chemistry", "physics", "math", "maths", "geography", "geology", "astronomy", "anatomy", "nature",
    "wildlife", "animals", "ocean", "museum", "experiment", "experiments", "engineering", "archaeology",
    "ancient", "medieval", "world war", "civil war", "battle", "health", "immune system", "vaccine", "vaccines",
    "predator", "predators", "prey", "killer whale", "killer whales", "classroom", "teacher", "ted ed",
    "crash course", "national geographic",
];

/// Channels whose videos we trust: a rescuable hit on them is rescued (lower-case names).
#[rustfmt::skip]
const TRUSTED_CHANNELS: &[&str] = &[
    "scishow kids", "scishow", "crash course kids", "crash course", "ted-ed", "national geographic kids",
    "national geographic", "nat geo kids", "pbs kids", "pbs eons", "khan academy", "bbc earth",
    "smithsonian channel", "nasa", "the dr. binocs show - peekaboo kidz", "free school",
    "kurzgesagt – in a nutshell",
];

/// What the filter reads of a video.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Candidate<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub channel: &'a str,
    /// YouTube's `status.madeForKids`, when known.
    pub made_for_kids: Option<bool>,
}

/// Why a video was blocked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Blocked {
    pub category: Category,
    /// The term that matched; `rustrict` when rustrict found it.
    pub term: &'static str,
}

/// The lower-case words of `text`: letters, digits and '+' (for '18+'); apostrophes are
/// dropped ("don't" is "dont"), everything else separates words.
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .replace(['\'', '’'], "")
        .split(|c: char| !(c.is_alphanumeric() || c == '+'))
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Whether `term` (words separated by spaces) occurs as whole words in a row in `words`.
fn has_term(words: &[String], term: &str) -> bool {
    let term: Vec<&str> = term.split(' ').collect();
    words.windows(term.len()).any(|window| window.iter().zip(&term).all(|(word, t)| word == t))
}

/// Whether rustrict finds profanity or sexual words (moderate or worse) in `text`, word by word
/// as in community posts (over a whole title it reads words across their boundaries: it
/// finds one in "Let's Explore Space!"). Disguised spellings inside a word ("f*cking") count.
fn rustrict_profane(text: &str) -> bool {
    text.split_whitespace()
        .map(|token| token.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|token| token.chars().any(char::is_alphabetic))
        .any(|token| token.is((Type::PROFANE | Type::SEXUAL) & Type::MODERATE_OR_HIGHER))
}

/// None when the video may be shown; otherwise the category and term that block it.
pub(crate) fn verdict(video: &Candidate<'_>) -> Option<Blocked> {
    let text = format!("{} \n {} \n {}", video.title, video.description, video.channel);
    let words = words(&text);
    let hits = BLOCKED
        .iter()
        .flat_map(|(category, terms)| terms.iter().map(move |term| (*category, *term)))
        .filter(|(_, term)| has_term(&words, term));
    let mut rescuable = None;
    for (category, term) in hits {
        if !category.rescuable() {
            return Some(Blocked { category, term });
        }
        rescuable.get_or_insert(Blocked { category, term });
    }
    if let Some(Blocked { category: Category::Violence | Category::Weapons, .. }) = rescuable
        && let Some(character) = CHARACTERS.iter().find(|character| has_term(&words, character))
    {
        return Some(Blocked { category: Category::DisturbingCartoons, term: character });
    }
    if rustrict_profane(video.title) || rustrict_profane(video.channel) {
        return Some(Blocked { category: Category::Profanity, term: "rustrict" });
    }
    let rescued = video.made_for_kids == Some(true)
        || TRUSTED_CHANNELS.contains(&video.channel.trim().to_lowercase().as_str())
        || ALLOWED.iter().any(|term| has_term(&words, &words_of_term(term)));
    if rescued { None } else { rescuable }
}

/// An allow term in the form [`has_term`] reads ('ted-ed' as 'ted ed').
fn words_of_term(term: &str) -> String {
    words(term).join(" ")
}

#[cfg(test)]
mod tests;
