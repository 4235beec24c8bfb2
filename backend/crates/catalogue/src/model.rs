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
    /// The language it is in: "en", "sw" or "fr". Recommendations prefer the child's own.
    pub language: Language,
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
    /// The language it is in: "en", "sw" or "fr". Recommendations prefer the child's own.
    pub language: Language,
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
    /// The language it is in: "en", "sw" or "fr". Recommendations prefer the child's own.
    pub language: Language,
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
    /// Its texts in Kiswahili: the sub-table `[activity.sw]`, required (see [`Translated`]).
    #[serde(default)]
    pub sw: Option<ActivityTexts>,
    /// Its texts in French: the sub-table `[activity.fr]`, required.
    #[serde(default)]
    pub fr: Option<ActivityTexts>,
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
    /// Its texts in Kiswahili: the sub-table `[badge.sw]`, required (see [`Translated`]).
    #[serde(default)]
    pub sw: Option<BadgeTexts>,
    /// Its texts in French: the sub-table `[badge.fr]`, required.
    #[serde(default)]
    pub fr: Option<BadgeTexts>,
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
    /// Its texts in Kiswahili: the sub-table `[community.sw]`, required (see [`Translated`]).
    #[serde(default)]
    pub sw: Option<CommunityTexts>,
    /// Its texts in French: the sub-table `[community.fr]`, required.
    #[serde(default)]
    pub fr: Option<CommunityTexts>,
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
    /// Its texts in Kiswahili: the sub-table `[resource.sw]`, required (see [`Translated`]).
    #[serde(default)]
    pub sw: Option<ResourceTexts>,
    /// Its texts in French: the sub-table `[resource.fr]`, required.
    #[serde(default)]
    pub fr: Option<ResourceTexts>,
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
    /// Its texts in Kiswahili: the sub-table `[excursion.sw]`, required (see [`Translated`]).
    #[serde(default)]
    pub sw: Option<ExcursionTexts>,
    /// Its texts in French: the sub-table `[excursion.fr]`, required.
    #[serde(default)]
    pub fr: Option<ExcursionTexts>,
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
    /// Its texts in Kiswahili: the sub-table `[mentor.sw]`, required (see [`Translated`]).
    #[serde(default)]
    pub sw: Option<MentorTexts>,
    /// Its texts in French: the sub-table `[mentor.fr]`, required.
    #[serde(default)]
    pub fr: Option<MentorTexts>,
    /// Off every screen; a request can no longer name them.
    #[serde(default)]
    pub retired: bool,
}

/// A language of the catalogue: the language a book, video or game is in (`language = "sw"`),
/// and the languages our own texts are written in. Written as its code: "en", "sw" or "fr".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize, Display, IntoStaticStr, VariantArray)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Language {
    /// English, the language every entry is first written in.
    #[default]
    En,
    /// Kiswahili.
    Sw,
    /// French.
    Fr,
}

impl Language {
    /// The languages our texts are translated into: each has its sub-table, such as
    /// `[activity.sw]`, after every entry of a kind we write.
    pub const TRANSLATED: [Language; 2] = [Language::Sw, Language::Fr];

    /// As written, such as "sw".
    pub fn code(self) -> &'static str {
        self.into()
    }

    /// Its English name, for messages to a content editor.
    pub fn name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::Sw => "Kiswahili",
            Language::Fr => "French",
        }
    }
}

// The translatable fields of each kind we write, in one place: the texts a person reads, which
// the `sw` and `fr` sub-tables hold. Slugs, ids, themes, ages, URLs, icons and such are not here:
// they are the same in every language. Every field defaults to empty, so that a missing one is a
// validation problem that names its entry rather than a parse error.

/// One translatable field's value, for the rules that compare a translation with English.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field<'a> {
    /// A text every entry has.
    Text(&'a str),
    /// A text only some entries have, such as a resource's `body` (or its `link_note`).
    Optional(Option<&'a str>),
    /// A list of texts, such as learning outcomes.
    List(&'a [String]),
}

/// A field type of a texts struct.
trait AsField {
    fn as_field(&self) -> Field<'_>;
}

impl AsField for String {
    fn as_field(&self) -> Field<'_> {
        Field::Text(self)
    }
}

impl AsField for Option<String> {
    fn as_field(&self) -> Field<'_> {
        Field::Optional(self.as_deref())
    }
}

impl AsField for Vec<String> {
    fn as_field(&self) -> Field<'_> {
        Field::List(self)
    }
}

/// The translatable fields of a texts struct, for the rules.
pub(crate) trait TextFields {
    /// Each translatable field with its value, in the order the files write them.
    fn fields(&self) -> Vec<(&'static str, Field<'_>)>;
}

/// Declares the texts struct of a kind: its translatable fields, and `fields()` listing them.
macro_rules! texts {
    ($(#[$doc:meta])* $name:ident { $($(#[$field_doc:meta])* $field:ident: $type:ty,)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
        #[serde(default, deny_unknown_fields)]
        pub struct $name {
            $($(#[$field_doc])* pub $field: $type,)*
        }

        impl $name {
            /// The translatable fields' names, in the order the files write them.
            pub const FIELDS: &'static [&'static str] = &[$(stringify!($field)),*];

        }

        impl TextFields for $name {
            fn fields(&self) -> Vec<(&'static str, Field<'_>)> {
                vec![$((stringify!($field), self.$field.as_field())),*]
            }
        }
    };
}

texts! {
    /// An activity's texts in one language.
    ActivityTexts {
        /// The title on the card.
        title: String,
        /// One or two sentences for the card.
        description: String,
        /// The text tutorial's tips (none when a video is the whole tutorial).
        tutorial_steps: Vec<String>,
        /// The project, step by step: as many lines as English's.
        project: String,
        /// For 'What you'll learn'.
        learning_outcomes: Vec<String>,
    }
}

texts! {
    /// A badge's texts in one language.
    BadgeTexts {
        /// Its name, such as "Science Explorer".
        name: String,
        /// What the child did to earn it.
        description: String,
    }
}

texts! {
    /// A community's texts in one language.
    CommunityTexts {
        /// The name children see.
        name: String,
        /// What the members talk about.
        description: String,
    }
}

texts! {
    /// A resource's texts in one language.
    ResourceTexts {
        /// The title.
        title: String,
        /// The card's short line.
        quote: String,
        /// The topic the board filters by.
        category: String,
        /// Where it comes from (a site's or a series' name; names of others stay as they are).
        source: String,
        /// Who wrote or made it.
        author: String,
        /// Our own full text, when English has one: as many paragraphs.
        body: Option<String>,
        /// Where a link goes, when English has one.
        link_note: Option<String>,
    }
}

texts! {
    /// A mentor's texts in one language. The mentor's name is a person's name: the same in
    /// every language.
    MentorTexts {
        /// What the mentor does, in a line.
        headline: String,
        /// The labels of the sessions the mentor offers, in English's order, such as
        /// ["Swali la Haraka", "Uchunguzi wa Kina"] for ["Quick Question", "Deep Dive"].
        sessions: Vec<String>,
    }
}

texts! {
    /// An excursion's texts in one language.
    ExcursionTexts {
        /// The title.
        title: String,
    }
}

/// A kind whose entries we write in English and translate: each entry has its texts in every
/// language of [`Language::TRANSLATED`], in the sub-tables `sw` and `fr`.
pub trait Translated {
    /// The translatable fields.
    type Texts;

    /// The entry's English texts.
    fn english(&self) -> Self::Texts;

    /// The entry's texts in `language` as written in its sub-table; `None` for English (read
    /// the entry's own fields) and for a sub-table that is missing (validation refuses that).
    fn translation(&self, language: Language) -> Option<&Self::Texts>;

    /// The same, to change (for tests that change an entry).
    fn translation_mut(&mut self, language: Language) -> Option<&mut Self::Texts>;
}

macro_rules! translated {
    ($($entry:ty => $texts:ident { $($field:ident),* $(; $($mapped:ident: $map:expr),*)? },)*) => {$(
        impl Translated for $entry {
            type Texts = $texts;

            fn english(&self) -> $texts {
                $texts {
                    $($field: self.$field.clone(),)*
                    $($($mapped: $map(self),)*)?
                }
            }

            fn translation(&self, language: Language) -> Option<&$texts> {
                match language {
                    Language::En => None,
                    Language::Sw => self.sw.as_ref(),
                    Language::Fr => self.fr.as_ref(),
                }
            }

            fn translation_mut(&mut self, language: Language) -> Option<&mut $texts> {
                match language {
                    Language::En => None,
                    Language::Sw => self.sw.as_mut(),
                    Language::Fr => self.fr.as_mut(),
                }
            }
        }
    )*};
}

translated! {
    Activity => ActivityTexts { title, description, tutorial_steps, project, learning_outcomes },
    Badge => BadgeTexts { name, description },
    Community => CommunityTexts { name, description },
    Resource => ResourceTexts { title, quote, category, source, author, body, link_note },
    Mentor => MentorTexts { headline; sessions: |m: &Mentor| m.sessions.iter().map(|s| s.label().to_owned()).collect() },
    Excursion => ExcursionTexts { title },
}
