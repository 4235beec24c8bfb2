//! Careers for a child's submitted quiz and the careers advisor: the career feature's domain, over
//! the scores the quiz feature stored at submit time. Apart from the service, which maps requests
//! and answers.

use crate::error::Reason;
use crate::{
    account::children::ChildAccount,
    community::moderation::{self, Author, Refusal},
    error::{AppError, AppResult},
    i18n::Language,
    limits::Counter,
    quiz::{
        engine::{self, AgeBand, CareerMatch, SharedPersonal},
        submission::{self, parse_quiz_id},
    },
    state::AppState,
    validate,
};

/// How many careers a recommendation lists.
const CAREERS_RECOMMENDED: usize = 8;
/// The longest question the advisor reads, in characters.
const MAX_ADVISOR_MESSAGE_CHARS: usize = 500;

/// What a recommendation request names: the child twice (the web app sends both) and the quiz.
pub(crate) struct RecommendationsFor<'a> {
    /// The child's id as `userId`.
    pub(crate) user_id: &'a str,
    /// The child's id as `childId`.
    pub(crate) child_id: &'a str,
    /// The submitted quiz.
    pub(crate) quiz_id: &'a str,
}

/// Careers matched to a submitted quiz, best first, and a paragraph on why.
pub(crate) struct Recommendations {
    /// Why these careers fit the child.
    pub(crate) analysis: String,
    /// The careers, best first.
    pub(crate) careers: Vec<CareerMatch>,
    /// The child's language, which the careers' names and lines are given in.
    pub(crate) language: Language,
}

/// The careers that match the scores of the caller's submitted quiz.
pub(crate) async fn recommendations(
    state: &AppState,
    account: &ChildAccount,
    request: RecommendationsFor<'_>,
) -> AppResult<Recommendations> {
    let child = account.caller();
    for (field, value) in [("userId", request.user_id), ("childId", request.child_id)] {
        validate::required(field, value)?;
        if value.trim() != child.id.to_string() {
            return Err(AppError::PermissionDenied(Reason::NotYourId, crate::words!("not-your-id", field = field)));
        }
    }
    let quiz_id = parse_quiz_id("quizId", request.quiz_id)?;
    let mut conn = state.db().await?;
    // NOT_FOUND rather than FAILED_PRECONDITION, which the standard HTTP mapping makes a 400.
    let scored = submission::scored(&mut conn, child, quiz_id)
        .await?
        .ok_or_else(|| AppError::NotFound(Reason::QuizNotSubmitted, crate::words!("quiz-not-submitted")))?;
    // Over the quota the built-in engine writes the paragraph: looking at one's careers again is
    // never refused, it only stops costing model calls.
    let within_quota =
        match state.limits.take(&mut conn, Counter::CareerAnalysis, &child.id.to_string(), Some(child.id)).await {
            Ok(_) => true,
            Err(AppError::TooManyRequests { .. }) => false,
            Err(other) => return Err(other),
        };
    drop(conn);
    // Computed when read from the stored scores, so a child reads them in their language of now.
    let language = account.settings.language;
    let careers = engine::recommend(&scored.profile, CAREERS_RECOMMENDED);
    let analysis = if within_quota {
        let provider = state.quiz_provider.for_child(account.settings.outside_ai);
        provider.recommendation_analysis(scored.band, language, &scored.profile, &careers).await
    } else {
        engine::recommendation_analysis(scored.band, language, &scored.profile, &careers)
    };
    Ok(Recommendations { analysis, careers, language })
}

/// The advisor's answer to the caller's message, for the profile of their latest submitted quiz
/// (or, before any, for their age band).
pub(crate) async fn advise(state: &AppState, account: &ChildAccount, message: &str) -> AppResult<String> {
    let child = account.caller();
    let message = validate::required("message", message)?.trim();
    if message.chars().count() > MAX_ADVISOR_MESSAGE_CHARS {
        return Err(AppError::invalid(
            "message",
            crate::words!("advisor-message-too-long", max = MAX_ADVISOR_MESSAGE_CHARS),
        ));
    }
    // Personal information as the communities' moderation reads it (disguised numbers, "at
    // gmail dot com", full names): never stored, never sent anywhere, and the child hears why.
    let author = Author { first_name: &account.first_name, last_name: &account.last_name };
    let reviewed = moderation::review(message, author);
    if let Err(refusal) = reviewed {
        metrics::counter!(crate::telemetry::names::MODERATION_REFUSALS, "category" => refusal.code(), "surface" => "advisor")
            .increment(1);
    }
    if let Err(refusal) = reviewed
        && let Some(what) = personal_information(refusal)
    {
        return Ok(engine::refused_personal_information(what, account.settings.language));
    }
    let mut conn = state.db().await?;
    state.limits.take(&mut conn, Counter::AdvisorMessage, &child.id.to_string(), Some(child.id)).await?;
    let (profile, band) = match submission::latest(&mut conn, child).await? {
        Some(scored) => (Some(scored.profile), scored.band),
        None => (None, AgeBand::for_age(account.age()).unwrap_or(AgeBand::BuddingInnovators)),
    };
    drop(conn);
    // Whatever else the moderation refuses (self-harm, unkindness) the built-in advisor answers,
    // with its own care, and no outside service reads it.
    let provider = state.quiz_provider.for_child(account.settings.outside_ai && reviewed.is_ok());
    Ok(provider.advisor_reply(band, account.settings.language, profile.as_ref(), message).await)
}

/// What kind of personal information a refusal found; `None` for the refusals that are not
/// about personal information.
fn personal_information(refusal: Refusal) -> Option<SharedPersonal> {
    Some(match refusal {
        Refusal::PhoneNumber => SharedPersonal::Phone,
        Refusal::Email => SharedPersonal::Email,
        Refusal::Address => SharedPersonal::Address,
        Refusal::Link => SharedPersonal::Link,
        Refusal::Social => SharedPersonal::Social,
        Refusal::FullName => SharedPersonal::FullName,
        Refusal::MeetUp => SharedPersonal::MeetUp,
        Refusal::Password => SharedPersonal::Password,
        Refusal::ReorderingCharacters
        | Refusal::SelfHarm
        | Refusal::SelfHarmEncouragement
        | Refusal::Grooming
        | Refusal::Bullying
        | Refusal::Profanity => return None,
    })
}
