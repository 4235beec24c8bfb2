//! The career feature's answers on the wire.

use super::advice::Recommendations;
use crate::api::v1;

pub(super) fn recommendations(recommendations: Recommendations) -> v1::GetCareerRecommendationsResponse {
    v1::GetCareerRecommendationsResponse {
        analysis: recommendations.analysis,
        careers: recommendations
            .careers
            .iter()
            .map(|m| v1::CareerMatch {
                career: m.career.name(recommendations.language).to_owned(),
                emoji: m.career.emoji.clone(),
                match_percentage: m.match_percentage,
                description: m.career.description(recommendations.language).to_owned(),
            })
            .collect(),
    }
}
