//! The learning catalogue, written here as data and loaded into PostgreSQL by `ndoto seed` and at
//! every start: recommended videos, books and games, fun learning activities, and the badges
//! with the rules that earn them. All text is our own; books, games and videos are real ones.
//!
//! Each entry has a stable `slug`, so loading the catalogue again updates rows in place.

mod activities;
mod badges;
mod books;
mod games;
pub mod load;
mod videos;

#[cfg(test)]
mod tests;

pub use activities::ACTIVITIES;
pub use badges::BADGES;
pub use books::BOOKS;
pub use games::GAMES;
pub use videos::VIDEOS;

use crate::quiz::engine::Dimension;

/// Inclusive ages an entry suits, such as `Ages(9, 12)`; always within 6 to 18.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ages(pub i32, pub i32);

impl Ages {
    /// Ages 6 to 8 (with the three below, the four age bands of the quiz).
    pub const EARLY: Ages = Ages(6, 8);
    /// Ages 9 to 12.
    pub const BUDDING: Ages = Ages(9, 12);
    /// Ages 13 to 15.
    pub const TEEN: Ages = Ages(13, 15);
    /// Ages 16 to 18.
    pub const VISIONARY: Ages = Ages(16, 18);
}

/// A recommended video. `url` is a YouTube URL in one of the forms of spec section 5.
#[derive(Debug)]
pub struct Video {
    /// Stable id: loading the catalogue again updates the row with this slug.
    pub slug: &'static str,
    /// The YouTube URL.
    pub url: &'static str,
    /// The title as the child reads it.
    pub title: &'static str,
    /// Such as "Science".
    pub category: &'static str,
    /// As shown to the child, such as "5:30".
    pub duration: &'static str,
    /// One or two sentences for the card.
    pub description: &'static str,
    /// The ages it suits.
    pub ages: Ages,
    /// The RIASEC types (career areas) the video speaks to, most relevant first.
    pub areas: &'static [Dimension],
}

/// A recommended book: a real, published children's book.
#[derive(Debug)]
pub struct Book {
    /// Stable id: loading the catalogue again updates the row with this slug.
    pub slug: &'static str,
    /// The cover picture: one of our illustrations under `web/public/catalogue/`.
    pub thumbnail: &'static str,
    /// The book's real title.
    pub title: &'static str,
    /// Such as "Adventure".
    pub theme: &'static str,
    /// The book's real author or authors.
    pub author: &'static str,
    /// The ages it suits.
    pub ages: Ages,
    /// The RIASEC types (career areas) it speaks to, most relevant first.
    pub areas: &'static [Dimension],
}

/// A recommended learning game: a real, free game on the web.
#[derive(Debug)]
pub struct Game {
    /// Stable id: loading the catalogue again updates the row with this slug.
    pub slug: &'static str,
    /// One of our illustrations under `web/public/catalogue/`.
    pub thumbnail: &'static str,
    /// The game's real name.
    pub name: &'static str,
    /// The skill it trains, such as "Logic".
    pub skill: &'static str,
    /// One or two sentences for the card.
    pub description: &'static str,
    /// Where to play it (https).
    pub url: &'static str,
    /// The ages it suits.
    pub ages: Ages,
    /// The RIASEC types (career areas) it speaks to, most relevant first.
    pub areas: &'static [Dimension],
}

/// An activity's theme; every theme has its '{Theme} Explorer' badge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
    /// Every theme, in catalogue order.
    pub const ALL: [Theme; 9] = [
        Theme::Science,
        Theme::Art,
        Theme::Technology,
        Theme::Math,
        Theme::Music,
        Theme::Reading,
        Theme::Nature,
        Theme::Sports,
        Theme::Community,
    ];

    /// As stored and sent, such as "science".
    pub fn as_str(self) -> &'static str {
        match self {
            Theme::Science => "science",
            Theme::Art => "art",
            Theme::Technology => "technology",
            Theme::Math => "math",
            Theme::Music => "music",
            Theme::Reading => "reading",
            Theme::Nature => "nature",
            Theme::Sports => "sports",
            Theme::Community => "community",
        }
    }

    /// The theme stored as `s`, such as "science".
    pub fn parse(s: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.as_str() == s)
    }

    /// As a child reads it, such as "Science".
    pub fn title(self) -> &'static str {
        match self {
            Theme::Science => "Science",
            Theme::Art => "Art",
            Theme::Technology => "Technology",
            Theme::Math => "Math",
            Theme::Music => "Music",
            Theme::Reading => "Reading",
            Theme::Nature => "Nature",
            Theme::Sports => "Sports",
            Theme::Community => "Community",
        }
    }

    /// The id of the '{Theme} Explorer' badge that one activity of this theme earns.
    pub fn explorer_badge_id(self) -> String {
        format!("{}-explorer", self.as_str())
    }
}

/// How hard an activity is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Hard => "Hard",
        }
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
#[derive(Debug)]
pub struct Activity {
    /// Stable id: loading the catalogue again updates the row with this slug.
    pub slug: &'static str,
    /// The title on the card.
    pub title: &'static str,
    /// One or two sentences for the card.
    pub description: &'static str,
    /// The theme, whose Explorer badge a first activity earns.
    pub theme: Theme,
    /// How hard it is; also how many stars it brings.
    pub difficulty: Difficulty,
    /// The ages it suits.
    pub ages: Ages,
    /// About how long it takes, in minutes.
    pub estimated_minutes: i32,
    /// One of our illustrations under `web/public/catalogue/`.
    pub image_url: &'static str,
    /// A YouTube tutorial URL, or "" when there is none.
    pub video_tutorial_url: &'static str,
    /// The project, step by step, for the dialog's 'Let's Build!' step.
    pub project: &'static str,
    /// For 'What you'll learn'.
    pub learning_outcomes: &'static [&'static str],
}

/// The dashboard's badge groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
        match self {
            BadgeCategory::Academic => "Academic",
            BadgeCategory::Skills => "Skills",
            BadgeCategory::Social => "Social",
            BadgeCategory::Projects => "Projects",
        }
    }
}

/// Badge tiers, lowest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// Every tier, lowest first.
    pub const ALL: [Tier; 5] = [Tier::Bronze, Tier::Silver, Tier::Gold, Tier::Legendary, Tier::Special];

    /// As stored and sent, such as "bronze".
    pub fn as_str(self) -> &'static str {
        match self {
            Tier::Bronze => "bronze",
            Tier::Silver => "silver",
            Tier::Gold => "gold",
            Tier::Legendary => "legendary",
            Tier::Special => "special",
        }
    }

    /// The tier stored as `s`.
    pub fn parse(s: &str) -> Option<Tier> {
        Tier::ALL.into_iter().find(|tier| tier.as_str() == s)
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

/// What earns a badge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// A badge of the catalogue.
#[derive(Debug)]
pub struct Badge {
    /// Stable id, such as "science-explorer"; the explorer badges are `{theme}-explorer`.
    pub id: &'static str,
    /// The badge's name, such as "Science Explorer".
    pub name: &'static str,
    /// What the child did to earn it, in a sentence.
    pub description: &'static str,
    /// An emoji.
    pub icon: &'static str,
    /// Its tier; also how many stars it brings.
    pub tier: Tier,
    /// The dialog's group it shows in.
    pub category: BadgeCategory,
    /// What earns it.
    pub rule: BadgeRule,
}

/// The path of a catalogue illustration served by the web app, such as "/catalogue/science.svg".
pub const fn illustration(theme: Theme) -> &'static str {
    match theme {
        Theme::Science => "/catalogue/science.svg",
        Theme::Art => "/catalogue/art.svg",
        Theme::Technology => "/catalogue/technology.svg",
        Theme::Math => "/catalogue/math.svg",
        Theme::Music => "/catalogue/music.svg",
        Theme::Reading => "/catalogue/reading.svg",
        Theme::Nature => "/catalogue/nature.svg",
        Theme::Sports => "/catalogue/sports.svg",
        Theme::Community => "/catalogue/community.svg",
    }
}
