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
