//! The catalogue's own rules: enough of everything for every age band, sane fields, unique slugs,
//! and a badge for every theme.

use std::collections::HashSet;

use super::*;
use crate::quiz::engine::AgeBand;

fn covers(ages: Ages, band: AgeBand) -> bool {
    (ages.0..=ages.1).any(|age| AgeBand::for_age(age) == Some(band))
}

fn ages_are_valid(ages: Ages) -> bool {
    6 <= ages.0 && ages.0 <= ages.1 && ages.1 <= 18
}

fn assert_unique<'a>(what: &str, slugs: impl Iterator<Item = &'a str>) {
    let mut seen = HashSet::new();
    for slug in slugs {
        assert!(
            !slug.is_empty() && slug.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{what} slug {slug:?} must be lower-case letters, digits and dashes"
        );
        assert!(seen.insert(slug), "{what} slug {slug} is used twice");
    }
}

#[test]
fn there_is_enough_of_everything_for_every_age_band() {
    assert!(VIDEOS.len() >= 40, "{} videos", VIDEOS.len());
    assert!(BOOKS.len() >= 40, "{} books", BOOKS.len());
    assert!(GAMES.len() >= 40, "{} games", GAMES.len());
    assert!(ACTIVITIES.len() >= 24, "{} activities", ACTIVITIES.len());
    for band in AgeBand::ALL {
        let videos = VIDEOS.iter().filter(|v| covers(v.ages, band)).count();
        let books = BOOKS.iter().filter(|b| covers(b.ages, band)).count();
        let games = GAMES.iter().filter(|g| covers(g.ages, band)).count();
        let activities = ACTIVITIES.iter().filter(|a| covers(a.ages, band)).count();
        assert!(videos >= 8 && books >= 8 && games >= 8, "{band}: {videos} videos, {books} books, {games} games");
        assert!(activities >= 6, "{band}: {activities} activities");
    }
}

#[test]
fn every_entry_has_valid_ages_areas_and_a_unique_slug() {
    assert_unique("video", VIDEOS.iter().map(|v| v.slug));
    assert_unique("book", BOOKS.iter().map(|b| b.slug));
    assert_unique("game", GAMES.iter().map(|g| g.slug));
    assert_unique("activity", ACTIVITIES.iter().map(|a| a.slug));
    for video in VIDEOS {
        assert!(ages_are_valid(video.ages) && !video.areas.is_empty(), "{}", video.slug);
        assert!(!video.title.is_empty() && !video.category.is_empty() && !video.description.is_empty());
    }
    for book in BOOKS {
        assert!(ages_are_valid(book.ages) && !book.areas.is_empty(), "{}", book.slug);
        assert!(book.thumbnail.starts_with("/catalogue/") && !book.author.is_empty() && !book.theme.is_empty());
    }
    for game in GAMES {
        assert!(ages_are_valid(game.ages) && !game.areas.is_empty(), "{}", game.slug);
        assert!(game.url.starts_with("https://") && game.thumbnail.starts_with("/catalogue/"), "{}", game.slug);
    }
    for activity in ACTIVITIES {
        assert!(ages_are_valid(activity.ages), "{}", activity.slug);
        assert!((5..=180).contains(&activity.estimated_minutes), "{}", activity.slug);
        assert!(activity.image_url.starts_with("/catalogue/"), "{}", activity.slug);
        assert!(!activity.project.is_empty() && !activity.learning_outcomes.is_empty(), "{}", activity.slug);
    }
}

/// A video URL in one of the YouTube forms the web app turns into an embed (spec section 5).
fn is_youtube_url(url: &str) -> bool {
    let id = url
        .strip_prefix("https://www.youtube.com/watch?v=")
        .or_else(|| url.strip_prefix("https://youtu.be/"))
        .or_else(|| url.strip_prefix("https://www.youtube.com/embed/"))
        .or_else(|| url.strip_prefix("https://www.youtube.com/shorts/"))
        .unwrap_or(url);
    let id = id.split(['&', '?']).next().unwrap_or_default();
    id.len() == 11 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

#[test]
fn videos_are_youtube_links() {
    for video in VIDEOS {
        assert!(is_youtube_url(video.url), "{}: {}", video.slug, video.url);
    }
    for activity in ACTIVITIES.iter().filter(|a| !a.video_tutorial_url.is_empty()) {
        assert!(is_youtube_url(activity.video_tutorial_url), "{}", activity.slug);
    }
}

#[test]
fn every_theme_has_activities_and_an_explorer_badge() {
    assert_eq!(BADGES.len(), 16);
    for theme in Theme::ALL {
        assert!(ACTIVITIES.iter().any(|a| a.theme == theme), "no {theme:?} activity");
        let badge = BADGES.iter().find(|b| b.id == theme.explorer_badge_id()).expect("explorer badge");
        assert_eq!(badge.name, format!("{} Explorer", theme.title()));
        assert_eq!(badge.rule, BadgeRule::Theme { theme, count: 1 });
    }
    for category in [BadgeCategory::Academic, BadgeCategory::Skills, BadgeCategory::Social, BadgeCategory::Projects] {
        assert_eq!(BADGES.iter().filter(|b| b.category == category).count(), 4, "{category:?}");
    }
    assert_unique("badge", BADGES.iter().map(|b| b.id));
}

#[test]
fn every_career_area_has_content() {
    for dimension in crate::quiz::engine::Dimension::ALL {
        for (what, count) in [
            ("videos", VIDEOS.iter().filter(|v| v.areas.contains(&dimension)).count()),
            ("books", BOOKS.iter().filter(|b| b.areas.contains(&dimension)).count()),
            ("games", GAMES.iter().filter(|g| g.areas.contains(&dimension)).count()),
        ] {
            assert!(count >= 3, "{dimension:?}: only {count} {what}");
        }
    }
}

/// TEMPORARY: the TOML files of `ndoto-catalogue` hold exactly what the statics hold, field by
/// field (the video sources are the `// source:` comments of videos.rs, word for word).
#[test]
fn the_toml_files_hold_exactly_the_statics() {
    let toml = ndoto_catalogue::embedded().unwrap_or_else(|error| panic!("{error}"));
    let optional = |s: &str| (!s.is_empty()).then(|| s.to_owned());
    let areas = |a: &[Dimension]| a.to_vec();
    let ages = |a: Ages| ndoto_catalogue::Ages(a.0, a.1);

    assert_eq!(toml.videos.len(), VIDEOS.len());
    let source_text = include_str!("videos.rs");
    for (t, s) in toml.videos.iter().zip(VIDEOS) {
        assert_eq!(t.slug, s.slug);
        assert_eq!((t.url.as_str(), t.title.as_str(), t.category.as_str()), (s.url, s.title, s.category), "{}", s.slug);
        assert_eq!(t.duration, optional(s.duration), "{}", s.slug);
        assert_eq!(t.description, s.description, "{}", s.slug);
        assert_eq!(t.ages, ages(s.ages), "{}", s.slug);
        assert_eq!(t.areas, areas(s.areas), "{}", s.slug);
        assert!(!t.retired);
        // The comment, as it stands right above the entry.
        let comment: String = t
            .source
            .lines()
            .enumerate()
            .map(|(i, line)| if i == 0 { format!("    // source: {line}\n") } else { format!("    // {line}\n") })
            .collect();
        let entry = format!("{comment}    Video {{\n        slug: \"{}\",\n", s.slug);
        assert_eq!(source_text.matches(&entry).count(), 1, "{entry}");
    }
    assert_eq!(source_text.matches("// source: ").count(), VIDEOS.len(), "one per video");

    assert_eq!(toml.books.len(), BOOKS.len());
    for (t, s) in toml.books.iter().zip(BOOKS) {
        assert_eq!(
            (t.slug.as_str(), t.thumbnail.as_str(), t.title.as_str(), t.theme.as_str(), t.author.as_str()),
            (s.slug, s.thumbnail, s.title, s.theme, s.author)
        );
        assert_eq!((t.ages, t.areas.clone(), t.retired), (ages(s.ages), areas(s.areas), false), "{}", s.slug);
    }

    assert_eq!(toml.games.len(), GAMES.len());
    for (t, s) in toml.games.iter().zip(GAMES) {
        assert_eq!(
            (t.slug.as_str(), t.thumbnail.as_str(), t.name.as_str(), t.skill.as_str()),
            (s.slug, s.thumbnail, s.name, s.skill)
        );
        assert_eq!((t.description.as_str(), t.url.as_str()), (s.description, s.url), "{}", s.slug);
        assert_eq!((t.ages, t.areas.clone(), t.retired), (ages(s.ages), areas(s.areas), false), "{}", s.slug);
    }

    assert_eq!(toml.activities.len(), ACTIVITIES.len());
    for (t, s) in toml.activities.iter().zip(ACTIVITIES) {
        assert_eq!((t.slug.as_str(), t.title.as_str(), t.description.as_str()), (s.slug, s.title, s.description));
        assert_eq!((t.theme.as_str(), t.difficulty.as_str()), (s.theme.as_str(), s.difficulty.as_str()), "{}", s.slug);
        assert_eq!(t.difficulty.stars(), s.difficulty.stars());
        assert_eq!((t.ages, t.estimated_minutes), (ages(s.ages), s.estimated_minutes), "{}", s.slug);
        assert_eq!(t.image_url, s.image_url, "{}", s.slug);
        assert_eq!(t.video_tutorial_url, optional(s.video_tutorial_url), "{}", s.slug);
        assert_eq!(t.project, s.project, "{}", s.slug);
        assert_eq!(t.learning_outcomes, s.learning_outcomes, "{}", s.slug);
        assert!(!t.retired);
    }

    assert_eq!(toml.badges.len(), BADGES.len());
    for (t, s) in toml.badges.iter().zip(BADGES) {
        assert_eq!(
            (t.id.as_str(), t.name.as_str(), t.description.as_str(), t.icon.as_str()),
            (s.id, s.name, s.description, s.icon)
        );
        assert_eq!((t.tier.as_str(), t.tier.stars()), (s.tier.as_str(), s.tier.stars()), "{}", s.id);
        assert_eq!(t.category.as_str(), s.category.as_str(), "{}", s.id);
        let rule = match s.rule {
            BadgeRule::Theme { theme, count } => {
                ndoto_catalogue::BadgeRule::Theme { theme: theme.as_str().parse().unwrap(), count }
            }
            BadgeRule::Activities { count } => ndoto_catalogue::BadgeRule::Activities { count },
            BadgeRule::Themes { count } => ndoto_catalogue::BadgeRule::Themes { count },
            BadgeRule::QuizCompleted => ndoto_catalogue::BadgeRule::QuizCompleted,
        };
        assert_eq!(t.rule, rule, "{}", s.id);
        assert!(!t.retired);
    }
}
