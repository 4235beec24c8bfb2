//! The learning catalogue as data: recommended videos, books and games, fun learning activities,
//! the badges with the rules that earn them, the communities children join, the resource board's
//! resources, and the excursions and mentors a child may ask a parent about, written in the TOML files under `content/` and
//! built into the binary. [`embedded`] parses and validates them once; the server loads the result
//! into PostgreSQL at every start. All text is our own; books, games and videos are real ones.
//!
//! Each entry has a stable slug (a badge an id) that is never renamed, so loading the catalogue
//! again updates rows in place; an entry leaves the screens by `retired = true`, never by removal.
//! This crate's README.md tells a content editor how.

mod model;
pub mod riasec;
mod validate;

#[cfg(test)]
mod tests;

use std::{fmt, sync::OnceLock};

use serde::Deserialize;

pub use model::{
    Activity, ActivityTexts, Ages, Badge, BadgeCategory, BadgeRule, BadgeTexts, Book, Community, CommunityCategory,
    CommunityTexts, Difficulty, Excursion, ExcursionKind, ExcursionTexts, Game, Language, Mentor, MentorSession,
    MentorTexts, Resource, ResourceTexts, ResourceType, Theme, Tier, Translated, Video,
};
/// `Theme::VARIANTS` and the like: every value of the catalogue's enums, in declaration order.
pub use strum::VariantArray;
pub use validate::youtube_id;

/// Where the content files live in the repository, for messages that tell an editor what to fix.
pub const CONTENT_DIR: &str = "backend/crates/catalogue/content";

/// The text of the nine content files.
#[derive(Debug, Clone, Copy)]
pub struct Sources<'a> {
    /// `videos.toml`.
    pub videos: &'a str,
    /// `books.toml`.
    pub books: &'a str,
    /// `games.toml`.
    pub games: &'a str,
    /// `activities.toml`.
    pub activities: &'a str,
    /// `badges.toml`.
    pub badges: &'a str,
    /// `communities.toml`.
    pub communities: &'a str,
    /// `resources.toml`.
    pub resources: &'a str,
    /// `excursions.toml`.
    pub excursions: &'a str,
    /// `mentors.toml`.
    pub mentors: &'a str,
}

impl Sources<'static> {
    /// The files under `content/`, as this binary was built with them.
    pub const EMBEDDED: Sources<'static> = Sources {
        videos: include_str!("../content/videos.toml"),
        books: include_str!("../content/books.toml"),
        games: include_str!("../content/games.toml"),
        activities: include_str!("../content/activities.toml"),
        badges: include_str!("../content/badges.toml"),
        communities: include_str!("../content/communities.toml"),
        resources: include_str!("../content/resources.toml"),
        excursions: include_str!("../content/excursions.toml"),
        mentors: include_str!("../content/mentors.toml"),
    };
}

/// The whole catalogue, every kind in file order (the order the screens list it in).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalogue {
    /// Every video, retired ones included.
    pub videos: Vec<Video>,
    /// Every book, retired ones included.
    pub books: Vec<Book>,
    /// Every game, retired ones included.
    pub games: Vec<Game>,
    /// Every activity, retired ones included.
    pub activities: Vec<Activity>,
    /// Every badge, retired ones included.
    pub badges: Vec<Badge>,
    /// Every community, retired ones included.
    pub communities: Vec<Community>,
    /// Every resource of the resource board, retired ones included.
    pub resources: Vec<Resource>,
    /// Every career excursion a child may ask to join, retired ones included.
    pub excursions: Vec<Excursion>,
    /// Every mentor a child may ask to chat with, retired ones included.
    pub mentors: Vec<Mentor>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct VideosFile {
    video: Vec<Video>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BooksFile {
    book: Vec<Book>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GamesFile {
    game: Vec<Game>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ActivitiesFile {
    activity: Vec<Activity>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BadgesFile {
    badge: Vec<Badge>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CommunitiesFile {
    community: Vec<Community>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResourcesFile {
    resource: Vec<Resource>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExcursionsFile {
    excursion: Vec<Excursion>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MentorsFile {
    mentor: Vec<Mentor>,
}

/// Parses one file, adding its problem (with the line and column) to `problems` on failure.
fn parse_file<T: serde::de::DeserializeOwned>(
    file: &'static str,
    text: &str,
    problems: &mut Vec<Problem>,
) -> Option<T> {
    toml::from_str(text)
        .map_err(|error| problems.push(Problem { file, entry: None, message: error.to_string().trim_end().to_owned() }))
        .ok()
}

impl Catalogue {
    /// Parses the nine files and validates the result ([`Catalogue::validate`]); the error lists
    /// every problem found, each naming its file and entry.
    pub fn parse(sources: &Sources<'_>) -> Result<Catalogue, Error> {
        let mut problems = Vec::new();
        let videos = parse_file::<VideosFile>("videos.toml", sources.videos, &mut problems);
        let books = parse_file::<BooksFile>("books.toml", sources.books, &mut problems);
        let games = parse_file::<GamesFile>("games.toml", sources.games, &mut problems);
        let activities = parse_file::<ActivitiesFile>("activities.toml", sources.activities, &mut problems);
        let badges = parse_file::<BadgesFile>("badges.toml", sources.badges, &mut problems);
        let communities = parse_file::<CommunitiesFile>("communities.toml", sources.communities, &mut problems);
        let resources = parse_file::<ResourcesFile>("resources.toml", sources.resources, &mut problems);
        let excursions = parse_file::<ExcursionsFile>("excursions.toml", sources.excursions, &mut problems);
        let mentors = parse_file::<MentorsFile>("mentors.toml", sources.mentors, &mut problems);
        let (
            Some(videos),
            Some(books),
            Some(games),
            Some(activities),
            Some(badges),
            Some(communities),
            Some(resources),
            Some(excursions),
            Some(mentors),
        ) = (videos, books, games, activities, badges, communities, resources, excursions, mentors)
        else {
            return Err(Error { problems });
        };
        let catalogue = Catalogue {
            videos: videos.video,
            books: books.book,
            games: games.game,
            activities: activities.activity,
            badges: badges.badge,
            communities: communities.community,
            resources: resources.resource,
            excursions: excursions.excursion,
            mentors: mentors.mentor,
        };
        catalogue.validate()?;
        Ok(catalogue)
    }

    /// Checks the catalogue's rules: well-formed unique slugs, ages within 6 to 18, the URL and
    /// picture forms, durations, no empty text, enough entries for every age band and career area,
    /// the 16 badges with an explorer badge for every theme, communities of one age band
    /// each for every band and category, and resources for every band that hold their text or
    /// a link and point only at other resources, excursions and mentors with their names
    /// (mentors offering at least one session type, each once), a tutorial for every active
    /// activity: a linked active video for its ages, or our own short steps, and every text we
    /// write in Kiswahili and French, shaped like English's.
    pub fn validate(&self) -> Result<(), Error> {
        let problems = validate::problems(self);
        if problems.is_empty() { Ok(()) } else { Err(Error { problems }) }
    }

    /// The activity with this slug, retired or not.
    pub fn activity(&self, slug: &str) -> Option<&Activity> {
        self.activities.iter().find(|activity| activity.slug == slug)
    }

    /// The badge with this id, retired or not.
    pub fn badge(&self, id: &str) -> Option<&Badge> {
        self.badges.iter().find(|badge| badge.id == id)
    }

    /// The community with this slug, retired or not.
    pub fn community(&self, slug: &str) -> Option<&Community> {
        self.communities.iter().find(|community| community.slug == slug)
    }

    /// The resource with this slug, retired or not.
    pub fn resource(&self, slug: &str) -> Option<&Resource> {
        self.resources.iter().find(|resource| resource.slug == slug)
    }

    /// The excursion with this id, retired or not.
    pub fn excursion(&self, id: &str) -> Option<&Excursion> {
        self.excursions.iter().find(|excursion| excursion.id == id)
    }

    /// The video that `activity`'s `tutorial_video` names, if any. In a valid catalogue it is an
    /// active video for some of the activity's ages, for every active activity.
    pub fn tutorial_video(&self, activity: &Activity) -> Option<&Video> {
        let slug = activity.tutorial_video.as_deref()?;
        self.videos.iter().find(|video| video.slug == slug)
    }
}

/// The catalogue built into this binary, parsed and validated on first use.
pub fn embedded() -> Result<&'static Catalogue, &'static Error> {
    static EMBEDDED: OnceLock<Result<Catalogue, Error>> = OnceLock::new();
    EMBEDDED.get_or_init(|| Catalogue::parse(&Sources::EMBEDDED)).as_ref()
}

/// One thing wrong in the content files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The file, such as "videos.toml".
    pub file: &'static str,
    /// The entry, such as `video "grow-your-own-plants"`; `None` for the file as a whole.
    pub entry: Option<String>,
    /// What is wrong and how to fix it.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{CONTENT_DIR}/{}", self.file)?;
        if let Some(entry) = &self.entry {
            write!(f, ", {entry}")?;
        }
        write!(f, ": {}", self.message)
    }
}

/// Why the content files do not make a valid catalogue: every problem found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// The problems, file by file.
    pub problems: Vec<Problem>,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = self.problems.len();
        write!(f, "the catalogue has {count} problem{}:", if count == 1 { "" } else { "s" })?;
        for problem in &self.problems {
            write!(f, "\n- {problem}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}
