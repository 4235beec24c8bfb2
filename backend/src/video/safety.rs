//! The safety filter every provider's videos pass before a child sees them (spec section 5, issue
//! 24): a pure function of what YouTube says about a video and the viewer's age, with no state
//! and no I/O. The terms, age rules and channels are data in `safety/lists/` ([`lists`]).
//!
//! - **Missing facts refuse.** A YouTube video without a snippet (nothing to read) or without
//!   `contentDetails.contentRating` (age restriction unknown) is refused, never assumed safe.
//! - **Age-restricted refuses** (`ytRating` `ytAgeRestricted`) at every age: all viewers are minors.
//! - **Terms in named categories** are looked for in the title, description, each tag and the
//!   channel's title, as whole words in a row, on the canonical text (look-alike letters, hidden
//!   characters, digits of other scripts) and again with digits read as letters ("v4pe").
//!   `age_rules.txt` says which [`AgeBand`] refuses which category.
//! - **Nothing rescues a hit.** A category an age band allows (weapons at 16, horror at 13) is still
//!   refused beside children's or learning words ('learn colors with real guns'): a risk dressed
//!   as a lesson is the disguise, not the excuse. No channel and no `madeForKids` rescues either.
//! - **YouTube's own filing counts.** Under News & Politics with the topic Military, a video is a
//!   war report whatever its words, refused where war news is.
//! - **Under 13, a crossover is refused:** characters of two franchises (`franchises.txt`) in one
//!   video, the mark of the knock-off channels of 'Elsagate'.
//! - **Under 13, YouTube's videos must be made for kids** (`status.madeForKids` true) or come from
//!   a channel of `channels.txt` (by its id; a title can be copied); unknown is not true. The
//!   catalogue's videos are curated by age, so this rule and the two above are YouTube's alone;
//!   the terms are read for every provider.
//!
//! What a refusal means for the video's channel ([`Blocked::taints_channel`]) is decided here;
//! remembering it is the search's ([`super::search`]), which has the database.

mod lists;

use rustrict::{CensorStr, Type};

pub(crate) use lists::{AgeBand, Category};
use lists::{Found, Term, fold_words, letters_for_digits, push_part};

use super::FoundVideo;

/// Where a video comes from: the rules that lean on YouTube's own facts apply to YouTube's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Ndoto's curated catalogue, chosen for each age.
    Catalogue,
    /// YouTube, through `videos.list`.
    YouTube,
}

/// What the filter reads: the video, where it comes from, and who would watch it.
#[derive(Debug, Clone, Copy)]
pub struct Candidate<'a> {
    /// What the provider says of the video.
    pub video: &'a FoundVideo,
    /// Which provider.
    pub source: Source,
    /// The child's age in years.
    pub viewer_age: i32,
}

/// Why a video was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blocked {
    pub(crate) category: Category,
    /// The term that matched (and the children's word beside it), `rustrict`, or the fact.
    pub(crate) term: String,
    /// The term sat beside children's or learning words: a risk dressed as a lesson.
    pub(crate) disguised: bool,
}

impl Blocked {
    /// The category's code, as logged and as its list file is named ("gambling").
    pub fn category_code(&self) -> &'static str {
        self.category.code()
    }

    /// Whether the refusal says something about the channel and not only about this video for
    /// this viewer: YouTube age-restricted it, it was dressed as a lesson, or its category is
    /// refused at every age. Profanity is left out (rustrict mistakes a clean word now and then),
    /// and so are missing facts, madeForKids and what an older viewer may see (war news).
    pub(crate) fn taints_channel(&self) -> bool {
        match self.category {
            Category::AgeRestricted => true,
            Category::NotMadeForKids | Category::MissingFacts | Category::Profanity | Category::CartoonCrossover => {
                false
            }
            category => self.disguised || lists::lists().refuses_at_every_age(category),
        }
    }
}

/// Reads every list now, as the server does at start: the file and line of the first malformed
/// entry, if any.
pub(crate) fn check_lists() -> Result<(), String> {
    lists::check()
}

/// None when the video may be shown to the viewer; otherwise the category and term that refuse it.
pub fn verdict(candidate: &Candidate<'_>) -> Option<Blocked> {
    verdict_reading(candidate, |video| lists::lists().find(&text_of(video)))
}

/// [`verdict`], with the terms found in the video by `find`.
fn verdict_reading<'l>(candidate: &Candidate<'_>, find: impl FnOnce(&FoundVideo) -> Found<'l>) -> Option<Blocked> {
    let video = candidate.video;
    let band = AgeBand::of(candidate.viewer_age);
    let youtube = candidate.source == Source::YouTube;
    let blocked = |category, term: &str| Some(Blocked { category, term: term.to_owned(), disguised: false });
    if video.snippet_missing {
        return blocked(Category::MissingFacts, "snippet");
    }
    if youtube {
        match video.age_restricted {
            None => return blocked(Category::MissingFacts, "contentDetails.contentRating"),
            Some(true) => return blocked(Category::AgeRestricted, "ytAgeRestricted"),
            Some(false) => {}
        }
    }
    if let Some(hit) = term_hit(video, band, &find(video)) {
        return Some(hit);
    }
    if youtube && let Some(report) = war_report(video, band) {
        return Some(report);
    }
    if youtube && band == AgeBand::Child && video.made_for_kids != Some(true) && !listed_channel(video) {
        let fact = match video.made_for_kids {
            Some(_) => "madeForKids false",
            None => "madeForKids unknown",
        };
        return blocked(Category::NotMadeForKids, fact);
    }
    None
}

/// The parts of a video the terms are looked for in, as words: its title, description, channel
/// and each tag, as written and again with digits read as letters where that changes them.
/// Parts are apart: a term never runs from the title into a tag.
fn parts_of(video: &FoundVideo) -> Vec<Vec<String>> {
    let mut parts = Vec::new();
    let fields = [&video.title, &video.description, &video.channel].into_iter().chain(&video.tags);
    for field in fields {
        let words = fold_words(field);
        let read = letters_for_digits(&words);
        if read != words {
            parts.push(read);
        }
        parts.push(words);
    }
    parts
}

/// The [`parts_of`] a video as the term index reads them ([`push_part`]).
fn text_of(video: &FoundVideo) -> String {
    let mut text = String::with_capacity(video.title.len() + video.description.len() + video.channel.len() + 64);
    for part in parts_of(video) {
        push_part(&mut text, &part);
    }
    text
}

/// The first category (in [`Category::LISTED`] order) whose term the video holds and the band
/// refuses, or whose term the band allows but sits beside children's or learning words.
fn term_hit(video: &FoundVideo, band: AgeBand, found: &Found<'_>) -> Option<Blocked> {
    let lists = lists::lists();
    let children_word = found.children_word();
    for (position, (category, _)) in lists.terms.iter().enumerate() {
        let term = match category {
            Category::DisturbingCartoons => {
                found.cartoon_disguise().or_else(|| found.characters().next()).and_then(|_| found.in_category(position))
            }
            _ => found.in_category(position),
        };
        let term = match (term, category) {
            (Some(term), _) => term.join(" "),
            (None, Category::Profanity)
                if rustrict_profane(&video.title, &lists.rustrict_mistakes)
                    || rustrict_profane(&video.channel, &lists.rustrict_mistakes) =>
            {
                "rustrict".to_owned()
            }
            (None, _) => continue,
        };
        if lists.refuses(*category, band) {
            return Some(Blocked { category: *category, term, disguised: false });
        }
        if let Some(word) = children_word {
            let term = format!("{term} + {}", word.join(" "));
            return Some(Blocked { category: *category, term, disguised: true });
        }
    }
    let mut characters = found.characters();
    if let (AgeBand::Child, Some(one), Some(other)) = (band, characters.next(), characters.next()) {
        let term = format!("{} + {}", one.join(" "), other.join(" "));
        return Some(Blocked { category: Category::CartoonCrossover, term, disguised: false });
    }
    None
}

/// YouTube files it under News & Politics with the topic Military: a report from a war, whatever
/// its words, for the bands `age_rules.txt` refuses war news.
fn war_report(video: &FoundVideo, band: AgeBand) -> Option<Blocked> {
    const NEWS_AND_POLITICS: &str = "25";
    const MILITARY: &str = "https://en.wikipedia.org/wiki/Military";
    let report = video.category_id.as_deref() == Some(NEWS_AND_POLITICS)
        && video.topic_categories.iter().any(|topic| topic == MILITARY);
    (report && lists::lists().refuses(Category::WarNews, band)).then(|| Blocked {
        category: Category::WarNews,
        term: "News & Politics + Military".to_owned(),
        disguised: false,
    })
}

/// Whether rustrict finds profanity or sexual words (moderate or worse) in `text`, word by word
/// as in community posts (over a whole title it reads words across their boundaries: it
/// finds one in "Let's Explore Space!"). Disguised spellings inside a word ("f*cking") count;
/// the clean words it mistakes (`rustrict_mistakes.txt`) do not.
fn rustrict_profane(text: &str, mistakes: &[Term]) -> bool {
    text.split_whitespace()
        .map(|token| token.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|token| token.chars().any(char::is_alphabetic))
        .filter(|token| !mistakes.contains(&fold_words(token)))
        .any(|token| token.is((Type::PROFANE | Type::SEXUAL) & Type::MODERATE_OR_HIGHER))
}

/// Whether the video's channel id is in `channels.txt` (never its title, which anyone can copy).
fn listed_channel(video: &FoundVideo) -> bool {
    lists::lists().channels.iter().any(|channel| channel.id == video.channel_id)
}

#[cfg(test)]
mod labelled;
#[cfg(test)]
mod tests;
