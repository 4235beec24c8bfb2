//! The student feature's answers on the wire: storage and domain types to proto messages, in one
//! place.

use super::{
    awards::{Completion, Rewards},
    profile::{self, Profile, Subject},
    resources::Reading,
    rewards::{self, how_to_earn},
    store::{self, BadgeStatus, ListedChallenge, ResourceRow},
};
use crate::{
    api::v1,
    catalogue::{ResourceTexts, Tier, texts},
    error::{AppError, AppResult},
    i18n::Language,
};

/// The kinds of stars `starsByType` counts.
const ACTIVITY_STARS: &str = "activity_completed";
const BADGE_STARS: &str = "badge_earned";

/// A badge with its name and description in `language`.
pub(super) fn badge(status: &BadgeStatus, language: Language) -> v1::Badge {
    let badge = &status.badge;
    let how = rewards::stored_rule(&badge.rule_kind, badge.rule_theme.as_deref(), badge.rule_count)
        .map(how_to_earn)
        .unwrap_or_default();
    let (name, description) = match texts::badge(&badge.id, language) {
        Some(texts) => (texts.name.clone(), texts.description.clone()),
        None => (badge.name.clone(), badge.description.clone()),
    };
    v1::Badge {
        id: badge.id.clone(),
        name,
        description,
        icon: badge.icon.clone(),
        tier: badge.tier.clone(),
        completed_at: status.earned.map(|(at, _)| at.into()),
        category: badge.category.clone(),
        how_to_earn: how,
        stars: badge.stars,
    }
}

/// An activity with its texts in `language`.
pub(super) fn challenge(listed: ListedChallenge, language: Language) -> v1::Challenge {
    let ListedChallenge { mut row, mut tutorial_steps, completed: is_completed } = listed;
    if let Some(texts) = texts::activity(&row.slug, language) {
        row.title.clone_from(&texts.title);
        row.description.clone_from(&texts.description);
        row.project.clone_from(&texts.project);
        row.learning_outcomes.clone_from(&texts.learning_outcomes);
        tutorial_steps.clone_from(&texts.tutorial_steps);
    }
    v1::Challenge {
        id: row.id.to_string(),
        title: row.title,
        description: row.description,
        theme: row.theme,
        difficulty_level: row.difficulty_level,
        age_range: format!("{}-{}", row.min_age, row.max_age),
        estimated_time: row.estimated_minutes,
        image_url: row.image_url,
        video_tutorial_url: row.video_tutorial_url,
        is_completed,
        project: row.project,
        learning_outcomes: row.learning_outcomes,
        stars: row.stars,
        tutorial_steps,
    }
}

pub(super) fn completion(completion: Completion, language: Language) -> v1::CompleteChallengeResponse {
    v1::CompleteChallengeResponse {
        message: completion.message,
        awarded_badges: completion.awarded.iter().map(|status| badge(status, language)).collect(),
        stars_awarded: completion.stars_awarded,
        total_stars: completion.total_stars,
    }
}

pub(super) fn rewards(rewards: Rewards, language: Language) -> AppResult<v1::GetRewardsResponse> {
    let badges: Vec<v1::Badge> = rewards.earned.iter().map(|status| badge(status, language)).collect();
    let mut by_tier = v1::BadgesByTier::default();
    for badge in &badges {
        let tier = match badge.tier.parse::<Tier>() {
            Ok(Tier::Bronze) => &mut by_tier.bronze,
            Ok(Tier::Silver) => &mut by_tier.silver,
            Ok(Tier::Gold) => &mut by_tier.gold,
            Ok(Tier::Legendary) => &mut by_tier.legendary,
            Ok(Tier::Special) => &mut by_tier.special,
            Err(_) => return Err(AppError::Internal(anyhow::anyhow!("stored badge has tier {:?}", badge.tier))),
        };
        tier.push(badge.clone());
    }
    Ok(v1::GetRewardsResponse {
        total_badges: i32::try_from(badges.len()).unwrap_or(i32::MAX),
        total_stars: rewards.activity_stars.saturating_add(rewards.badge_stars),
        badges,
        badges_by_tier: Some(by_tier),
        stars_by_type: [
            (ACTIVITY_STARS.to_owned(), rewards.activity_stars),
            (BADGE_STARS.to_owned(), rewards.badge_stars),
        ]
        .into_iter()
        .collect(),
        catalogue: rewards.catalogue.iter().map(|status| badge(status, language)).collect(),
    })
}

impl From<&store::VideoRow> for v1::LearningVideo {
    fn from(row: &store::VideoRow) -> Self {
        Self {
            url: row.url.clone(),
            title: row.title.clone(),
            category: row.category.clone(),
            duration: row.duration.clone(),
            description: row.description.clone(),
        }
    }
}

impl From<&store::BookRow> for v1::Book {
    fn from(row: &store::BookRow) -> Self {
        Self {
            thumbnail: row.thumbnail.clone(),
            title: row.title.clone(),
            theme: row.theme.clone(),
            author: row.author.clone(),
            id: row.slug.clone(),
        }
    }
}

impl From<&store::GameRow> for v1::Game {
    fn from(row: &store::GameRow) -> Self {
        Self {
            thumbnail: row.thumbnail.clone(),
            name: row.name.clone(),
            skill: row.skill.clone(),
            description: row.description.clone(),
            url: row.url.clone(),
        }
    }
}

/// A resource's card, in `language`.
pub(super) fn resource_summary(row: &ResourceRow, language: Language) -> v1::ResourceSummary {
    let texts = texts::resource(&row.slug, language);
    let text = |translated: fn(&ResourceTexts) -> &String, english: &String| texts.map_or(english, translated).clone();
    v1::ResourceSummary {
        id: row.slug.clone(),
        title: text(|t| &t.title, &row.title),
        quote: text(|t| &t.quote, &row.quote),
        category: text(|t| &t.category, &row.category),
        r#type: row.kind.clone(),
        source: text(|t| &t.source, &row.source),
        author: text(|t| &t.author, &row.author),
        author_image: row.author_image.clone(),
        age_range: format!("{}-{}", row.min_age, row.max_age),
    }
}

/// A resource to read, with its related ones, in `language`.
pub(super) fn resource(reading: Reading, language: Language) -> v1::Resource {
    let resource = reading.resource;
    let texts = texts::resource(&resource.slug, language);
    // The translation has a body or a link note exactly where English has one (validated).
    let body = texts.and_then(|t| t.body.as_deref()).map_or(resource.body.clone(), |body| body.trim().to_owned());
    let link_note = texts.and_then(|t| t.link_note.clone()).unwrap_or_else(|| resource.link_note.clone());
    v1::Resource {
        summary: Some(resource_summary(&resource, language)),
        related: reading.related.iter().map(|related| resource_summary(related, language)).collect(),
        body,
        link: resource.link,
        link_note,
    }
}

pub(super) fn profile(profile: Profile) -> v1::Profile {
    v1::Profile {
        first_name: profile.first_name,
        age: profile.age,
        image: profile.image,
        favorite_subject: profile.favorite_subject.map(Subject::label).unwrap_or_default().to_owned(),
        learning_goal: profile.learning_goal,
        guardian_name: profile.guardian_name,
        total_badges: profile.total_badges,
        total_stars: profile.total_stars,
        activities_completed: profile.activities_completed,
    }
}

/// The profile with the choices it offers.
pub(super) fn profile_page(profile: Profile) -> v1::GetProfileResponse {
    v1::GetProfileResponse {
        profile: Some(self::profile(profile)),
        avatar_choices: profile::AVATARS.iter().map(|avatar| (*avatar).to_owned()).collect(),
        subject_choices: Subject::ALL.iter().map(|subject| subject.label().to_owned()).collect(),
        max_learning_goal_length: i32::try_from(profile::MAX_LEARNING_GOAL_CHARS).unwrap_or(i32::MAX),
    }
}
