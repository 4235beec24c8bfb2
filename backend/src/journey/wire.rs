//! The learning journey on the wire.

use super::Journey;
use crate::api::v1;

impl From<Journey> for v1::LearningJourney {
    fn from(journey: Journey) -> Self {
        Self {
            videos_watched: journey.videos_watched,
            books_read: journey.books_read,
            resources_read: journey.resources_read,
            activities_completed: journey.activities_completed,
            streak_days: journey.streak.days,
            active_today: journey.streak.active_today,
        }
    }
}
