//! The catalogue's entries as the TOML files spell them: strict structs that refuse unknown fields,
//! so a misspelt field is an error rather than a silently missing value.

use serde::Deserialize;
use strum::{Display, EnumString, IntoStaticStr, VariantArray};

use crate::riasec::Dimension;

/// Inclusive ages an entry suits, written `ages = [9, 12]`; always within 6 to 18.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct Ages(pub i32, pub i32);

impl Ages {
    /// Ages 6 to 8: with the three below, the four age bands of the career quiz.
    pub const EARLY: Ages = Ages(6, 8);
    /// Ages 9 to 12.
    pub const BUDDING: Ages = Ages(9, 12);
    /// Ages 13 to 15.
    pub const TEEN: Ages = Ages(13, 15);
    /// Ages 16 to 18.
    pub const VISIONARY: Ages = Ages(16, 18);
    /// The four age bands, youngest first; the catalogue must have enough for each.
    pub const BANDS: [Ages; 4] = [Ages::EARLY, Ages::BUDDING, Ages::TEEN, Ages::VISIONARY];

    /// Whether a child of some age within `band` is within these ages.
    pub fn overlap(self, band: Ages) -> bool {
        self.0 <= band.1 && band.0 <= self.1
    }
}

/// A recommended video. `url` is a YouTube URL in one of the forms of spec section 5.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Video {
    /// Stable id: loading the catalogue again updates the row with this slug. Never renamed.
    pub slug: String,
    /// The YouTube URL.
    pub url: String,
    /// The title as the child reads it.
    pub title: String,
    /// Such as "Science".
    pub category: String,
    /// As shown to the child, such as "5:30"; absent when no evidence states it (stored as "").
    pub duration: Option<String>,
    /// One or two sentences for the card.
    pub description: String,
    /// The ages it suits.
    pub ages: Ages,
    /// The RIASEC types (career areas) the video speaks to, most relevant first.
    pub areas: Vec<Dimension>,
    /// The channel that published it, as the evidence names it; absent when the evidence does not.
    #[serde(default)]
    pub channel: Option<String>,
    /// A few lower-case words a child might search for that the title does not say (search only).
    #[serde(default)]
    pub tags: Vec<String>,
    /// Where the video's id was found next to its title and channel: the evidence that it is real.
    pub source: String,
    /// Off every screen, kept for what children earned from it; see the crate's README.
    #[serde(default)]
    pub retired: bool,
}

/// A recommended book: a real, published children's book.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Book {
    /// Stable id: loading the catalogue again updates the row with this slug. Never renamed.
    pub slug: String,
    /// The cover picture: one of our illustrations under `web/public/catalogue/`.
    pub thumbnail: String,
    /// The book's real title.
    pub title: String,
    /// Such as "Adventure".
    pub theme: String,
    /// The book's real author or authors.
    pub author: String,
    /// The ages it suits.
    pub ages: Ages,
    /// The RIASEC types (career areas) it speaks to, most relevant first.
    pub areas: Vec<Dimension>,
    /// Off every screen, kept for what children earned from it.
    #[serde(default)]
    pub retired: bool,
}

/// A recommended learning game: a real, free game on the web.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    /// Stable id: loading the catalogue again updates the row with this slug. Never renamed.
    pub slug: String,
    /// One of our illustrations under `web/public/catalogue/`.
    pub thumbnail: String,
    /// The game's real name.
    pub name: String,
    /// The skill it trains, such as "Logic".
    pub skill: String,
    /// One or two sentences for the card.
    pub description: String,
    /// Where to play it (https).
    pub url: String,
    /// The ages it suits.
    pub ages: Ages,
    /// The RIASEC types (career areas) it speaks to, most relevant first.
    pub areas: Vec<Dimension>,
    /// Off every screen, kept for what children earned from it.
    #[serde(default)]
    pub retired: bool,
}

/// An activity's theme; every theme has its '{Theme} Explorer' badge. Stored and written in the
/// TOML files in lower case, such as "science".
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Deserialize,
    Display,
    EnumString,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Theme {
    /// Experiments and how the world works.
    Science,
    /// Drawing, painting and making.
    Art,
    /// Building, coding and tinkering.
    Technology,
    /// Numbers, shapes and patterns.
    Math,
    /// Rhythm, songs and instruments.
    Music,
    /// Stories and words.
    Reading,
    /// Plants, animals and the outdoors.
    Nature,
    /// Games and moving the body.
    Sports,
    /// Helping others and working together.
    Community,
}

impl Theme {
    /// As stored and sent, such as "science".
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// As a child reads it, such as "Science": the stored name with a capital.
    pub fn title(self) -> String {
        let name = self.as_str();
        name[..1].to_uppercase() + &name[1..]
    }

    /// The id of the '{Theme} Explorer' badge that one activity of this theme earns.
    pub fn explorer_badge_id(self) -> String {
        format!("{self}-explorer")
    }
}

/// How hard an activity is. Stored and written as "Easy", "Medium" or "Hard".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Display, EnumString, IntoStaticStr, VariantArray)]
pub enum Difficulty {
    /// A first project: a few simple steps.
    Easy,
    /// Some planning and patience.
    Medium,
    /// A longer project for confident makers.
    Hard,
}

impl Difficulty {
    /// As stored and sent, such as "Easy".
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The stars an activity of this difficulty brings.
    pub fn stars(self) -> i32 {
        match self {
            Difficulty::Easy => 5,
            Difficulty::Medium => 10,
            Difficulty::Hard => 15,
        }
    }
}

/// A fun learning activity.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Activity {
    /// Stable id: loading the catalogue again updates the row with this slug. Never renamed.
    pub slug: String,
    /// The title on the card.
    pub title: String,
    /// One or two sentences for the card.
    pub description: String,
    /// The theme, whose Explorer badge a first activity earns.
    pub theme: Theme,
    /// How hard it is; also how many stars it brings.
    pub difficulty: Difficulty,
    /// The ages it suits.
    pub ages: Ages,
    /// About how long it takes, in minutes.
    pub estimated_minutes: i32,
    /// One of our illustrations under `web/public/catalogue/`.
    pub image_url: String,
    /// The slug of a video of `videos.toml` that teaches the activity or the idea behind it: the
    /// dialog's tutorial step plays it. Absent when no video of the library fits.
    #[serde(default)]
    pub tutorial_video: Option<String>,
    /// Our own short steps or tips for the dialog's tutorial step: what the child needs to know
    /// before starting (how it works, safety, what to get ready), not the project's steps. Every
    /// active activity has these or a `tutorial_video`, or both.
    #[serde(default)]
    pub tutorial_steps: Vec<String>,
    /// The project, step by step, for the dialog's 'Let's Build!' step.
    pub project: String,
    /// For 'What you'll learn'.
    pub learning_outcomes: Vec<String>,
    /// Off every screen (it can no longer be completed); completions and badges stay.
    #[serde(default)]
    pub retired: bool,
}

/// The dashboard's badge groups. Stored and written as "Academic", "Skills", "Social" or
/// "Projects".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Display, EnumString, IntoStaticStr, VariantArray)]
pub enum BadgeCategory {
    /// Subjects learnt.
    Academic,
    /// Making and building skills.
    Skills,
    /// Together with others.
    Social,
    /// Activities completed.
    Projects,
}

impl BadgeCategory {
    /// As stored and sent, such as "Academic".
    pub fn as_str(self) -> &'static str {
        self.into()
    }
}

/// Badge tiers, lowest first. Stored and written in lower case, such as "bronze".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Display, EnumString, IntoStaticStr, VariantArray)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Tier {
    /// The first tier.
    Bronze,
    /// The second tier.
    Silver,
    /// The third tier.
    Gold,
    /// The highest tier.
    Legendary,
    /// Badges for milestones outside the tiers, such as the career quiz.
    Special,
}

impl Tier {
    /// As stored and sent, such as "bronze".
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The stars a badge of this tier brings.
    pub fn stars(self) -> i32 {
        match self {
            Tier::Bronze => 5,
            Tier::Silver => 10,
            Tier::Gold => 20,
            Tier::Legendary => 50,
            Tier::Special => 10,
        }
    }
}

/// What earns a badge, written as a table with its `kind`, such as
/// `rule = { kind = "theme", theme = "science", count = 1 }` or `rule = { kind = "quiz" }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "RuleFields")]
pub enum BadgeRule {
    /// `count` completed activities of one theme.
    Theme {
        /// The theme.
        theme: Theme,
        /// How many of its activities.
        count: i32,
    },
    /// `count` completed activities of any theme.
    Activities {
        /// How many activities.
        count: i32,
    },
    /// Completed activities in `count` different themes.
    Themes {
        /// How many themes.
        count: i32,
    },
    /// A submitted career quiz.
    QuizCompleted,
}

/// A rule's table as written; [`BadgeRule`] checks that it has the fields of its kind and no more.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleFields {
    kind: RuleKind,
    theme: Option<Theme>,
    count: Option<i32>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum RuleKind {
    Theme,
    Activities,
    Themes,
    Quiz,
}

impl TryFrom<RuleFields> for BadgeRule {
    type Error = &'static str;

    fn try_from(rule: RuleFields) -> Result<Self, Self::Error> {
        match (rule.kind, rule.theme, rule.count) {
            (RuleKind::Theme, Some(theme), Some(count)) => Ok(BadgeRule::Theme { theme, count }),
            (RuleKind::Theme, ..) => {
                Err("a theme rule has a theme and a count, such as { kind = \"theme\", theme = \"art\", count = 1 }")
            }
            (RuleKind::Activities, None, Some(count)) => Ok(BadgeRule::Activities { count }),
            (RuleKind::Activities, ..) => {
                Err("an activities rule has a count and no theme, such as { kind = \"activities\", count = 3 }")
            }
            (RuleKind::Themes, None, Some(count)) => Ok(BadgeRule::Themes { count }),
            (RuleKind::Themes, ..) => {
                Err("a themes rule has a count and no theme, such as { kind = \"themes\", count = 5 }")
            }
            (RuleKind::Quiz, None, None) => Ok(BadgeRule::QuizCompleted),
            (RuleKind::Quiz, ..) => Err("a quiz rule has nothing but its kind: { kind = \"quiz\" }"),
        }
    }
}

/// A badge of the catalogue.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Badge {
    /// Stable id, such as "science-explorer"; the explorer badges are `{theme}-explorer`. Never
    /// renamed.
    pub id: String,
    /// The badge's name, such as "Science Explorer".
    pub name: String,
    /// What the child did to earn it, in a sentence.
    pub description: String,
    /// An emoji.
    pub icon: String,
    /// Its tier; also how many stars it brings.
    pub tier: Tier,
    /// The dialog's group it shows in.
    pub category: BadgeCategory,
    /// What earns it.
    pub rule: BadgeRule,
    /// Off every screen and no longer awarded; children who earned it keep it and its stars.
    #[serde(default)]
    pub retired: bool,
}

/// A community's topic: the category style keys of the web app (each with its icon and colour).
/// Stored and written in lower case, such as "science".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Display, EnumString, IntoStaticStr, VariantArray)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum CommunityCategory {
    /// Experiments and how the world works.
    Science,
    /// Drawing, painting and making.
    Art,
    /// Building, coding and tinkering.
    Technology,
    /// Numbers, shapes and puzzles.
    Math,
    /// Games, teams and moving the body.
    Sports,
    /// Songs, rhythm and instruments.
    Music,
    /// Books and stories.
    Reading,
}

impl CommunityCategory {
    /// As stored and sent, such as "science".
    pub fn as_str(self) -> &'static str {
        self.into()
    }
}

/// A community: children of one age band talking about one topic.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Community {
    /// Stable id: loading the catalogue again updates the row with this slug. Never renamed.
    pub slug: String,
    /// The name children see.
    pub name: String,
    /// One or two sentences on what the members talk about.
    pub description: String,
    /// Its topic, which sets the card's icon and colour.
    pub category: CommunityCategory,
    /// The ages it is for: exactly one of the four age bands, such as [9, 12], so that children
    /// only ever meet children of their own age band.
    pub ages: Ages,
    /// Off every screen: nobody can see, join or post in it any more; its posts are kept.
    #[serde(default)]
    pub retired: bool,
}

/// A resource's kind, as the resource board's cards name it. Written and stored as spelt here:
/// "PDF", "Book", "Article", "Video", "eBook" or "Guide".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Display, EnumString, IntoStaticStr, VariantArray)]
pub enum ResourceType {
    /// A printable document.
    #[serde(rename = "PDF")]
    #[strum(serialize = "PDF")]
    Pdf,
    /// A published book.
    Book,
    /// A short piece to read.
    Article,
    /// A video to watch.
    Video,
    /// A book to read on a screen.
    #[serde(rename = "eBook")]
    #[strum(serialize = "eBook")]
    EBook,
    /// Steps to follow.
    Guide,
}

impl ResourceType {
    /// As stored and sent, such as "eBook".
    pub fn as_str(self) -> &'static str {
        self.into()
    }
}

/// A resource of the resource board: our own text to read in full (`body`), or a real page on
/// another site (`link`, with a `link_note` that tells the child where it goes). Exactly one of
/// the two.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resource {
    /// Stable id, also the reading page's address (`/resource/{slug}`). Never renamed.
    pub slug: String,
    /// The title.
    pub title: String,
    /// A short line for the card.
    pub quote: String,
    /// The topic the board filters by, such as "Science".
    pub category: String,
    /// Its kind.
    #[serde(rename = "type")]
    pub kind: ResourceType,
    /// Where it comes from, such as "Ndoto Explainers".
    pub source: String,
    /// Who wrote or made it.
    pub author: String,
    /// One of our illustrations under `web/public/catalogue/`.
    pub author_image: String,
    /// The ages it suits.
    pub ages: Ages,
    /// The full text, paragraphs separated by blank lines; absent for a link.
    #[serde(default)]
    pub body: Option<String>,
    /// An https address on another site; absent when `body` holds the full text.
    #[serde(default)]
    pub link: Option<String>,
    /// For a link: where it goes and what the child finds there.
    #[serde(default)]
    pub link_note: Option<String>,
    /// Slugs of other resources to read next.
    #[serde(default)]
    pub related: Vec<String>,
    /// Off every screen.
    #[serde(default)]
    pub retired: bool,
}

/// How a career excursion happens, as its card says: "Virtual Tour" or "In Person".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Display, EnumString, IntoStaticStr, VariantArray)]
pub enum ExcursionKind {
    /// Online, from home or school.
    #[serde(rename = "Virtual Tour")]
    #[strum(serialize = "Virtual Tour")]
    VirtualTour,
    /// At the workplace itself.
    #[serde(rename = "In Person")]
    #[strum(serialize = "In Person")]
    InPerson,
}

impl ExcursionKind {
    /// As shown, such as "In Person".
    pub fn as_str(self) -> &'static str {
        self.into()
    }
}

/// A career excursion a child may ask their parent to join: only the facts a parent needs to
/// decide. The web app shows the rest of the card.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Excursion {
    /// Stable id, the same as the web app's. Never renamed.
    pub id: String,
    /// The title, such as "Robotics Lab Adventure".
    pub title: String,
    /// How it happens.
    pub kind: ExcursionKind,
    /// Off every screen; a request can no longer name it.
    #[serde(default)]
    pub retired: bool,
}

/// The kind of mentor chat a child asks for (spec section 9), written "Quick Question" or
/// "Deep Dive"; stored by its [`MentorSession::code`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Display, EnumString, IntoStaticStr, VariantArray)]
pub enum MentorSession {
    /// A quick question, 15 minutes.
    #[serde(rename = "Quick Question")]
    #[strum(serialize = "Quick Question")]
    QuickQuestion,
    /// A deep dive, 30 minutes.
    #[serde(rename = "Deep Dive")]
    #[strum(serialize = "Deep Dive")]
    DeepDive,
}

impl MentorSession {
    /// As shown, such as "Deep Dive".
    pub fn label(self) -> &'static str {
        self.into()
    }

    /// The stable code stored in the database, such as "deep_dive".
    pub fn code(self) -> &'static str {
        match self {
            Self::QuickQuestion => "quick_question",
            Self::DeepDive => "deep_dive",
        }
    }

    /// The session type with that stored code.
    pub fn from_code(code: &str) -> Option<Self> {
        Self::VARIANTS.iter().copied().find(|session| session.code() == code)
    }

    /// How long the chat lasts, in minutes.
    pub fn minutes(self) -> i32 {
        match self {
            Self::QuickQuestion => 15,
            Self::DeepDive => 30,
        }
    }
}

/// A mentor a child may ask their parent to chat with: the facts a parent needs to decide.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mentor {
    /// Stable id, the same as the web app's ("1" to "4"). Never renamed.
    pub id: String,
    /// The mentor's name, such as "Dr. Wanjiru Kamau".
    pub name: String,
    /// What the mentor does, in a line.
    pub headline: String,
    /// The session types the mentor offers.
    pub sessions: Vec<MentorSession>,
    /// Off every screen; a request can no longer name them.
    #[serde(default)]
    pub retired: bool,
}
