//! Posts, likes and reports: only members take part; what a post may say is [`super::moderation`]'s
//! call; a child posts at most [`POSTS_PER_MINUTE`] times a minute; a post reported by
//! children of [`FAMILIES_REPORTING_TO_HIDE`] different families is hidden for everyone but its
//! author (who sees it being checked), and for its reporter at once (who sees a thank-you).

use crate::error::Reason;
use chrono::{TimeDelta, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::{
    FAMILIES_REPORTING_TO_HIDE, MAX_POST_CHARS, MAX_REPORT_REASON_CHARS, POSTS_PER_MINUTE,
    communities::reachable,
    moderation::{self, Author, Refusal},
    store::{self, PostPosition, PostRow},
};
use crate::{
    account::children::ChildAccount,
    canonical,
    db::Connection,
    error::{AppError, AppResult},
    paging::KeysetPage,
    review,
};

/// The window of the posting limit.
const POSTING_WINDOW: TimeDelta = TimeDelta::minutes(1);

/// Why a post's text cannot be published.
#[derive(Debug)]
pub(crate) enum PostProblem {
    /// Empty, too long, or holding a NUL character.
    Invalid(AppError),
    /// Moderation refused it.
    Refused(Refusal),
}

impl From<PostProblem> for AppError {
    fn from(problem: PostProblem) -> Self {
        match problem {
            PostProblem::Invalid(error) => error,
            PostProblem::Refused(refusal) => AppError::invalid("content", refusal.message()),
        }
    }
}

/// The post's text as stored: trimmed, 1 to 500 characters, and passed by moderation.
pub(crate) fn content(raw: &str, author: Author<'_>) -> Result<String, PostProblem> {
    text_within_limits(raw).map_err(PostProblem::Invalid)?;
    let text = raw.trim();
    moderation::review(text, author).map_err(PostProblem::Refused)?;
    Ok(text.to_owned())
}

/// Not empty (nor only invisible characters), no NUL, at most [`MAX_POST_CHARS`] once trimmed.
fn text_within_limits(raw: &str) -> AppResult<()> {
    let text = raw.trim();
    // Only invisible characters (zero-width spaces, say) show nothing: empty too.
    if text.is_empty() || canonical::is_blank(text) {
        return Err(AppError::invalid("content", crate::words!("post-empty")));
    }
    if text.contains('\0') {
        return Err(AppError::invalid("content", crate::words!("field-nul", field = "content")));
    }
    let chars = text.chars().count();
    if chars > MAX_POST_CHARS {
        return Err(AppError::invalid("content", crate::words!("post-too-long", max = MAX_POST_CHARS, chars = chars)));
    }
    Ok(())
}

fn not_a_member() -> AppError {
    AppError::PermissionDenied(Reason::NotAMember, crate::words!("not-a-member"))
}

/// The community, if the child may reach it and is a member (who may read its feed).
pub(crate) async fn membership(conn: &mut Connection<'_>, child: &ChildAccount, community_id: &str) -> AppResult<Uuid> {
    let community = reachable(conn, child, community_id).await?;
    if !community.has_joined {
        return Err(not_a_member());
    }
    Ok(community.community.id)
}

/// A page of the feed of `community` (whose [`membership`] the child has) that the child may
/// see, newest first: its rows to read.
pub(crate) async fn list(
    conn: &mut Connection<'_>,
    child: &ChildAccount,
    community: Uuid,
    page: &KeysetPage<PostPosition>,
) -> AppResult<Vec<PostRow>> {
    Ok(store::posts(conn, community, child.id, page, None).await?)
}

/// Where the next page of a feed starts: after this post.
pub(crate) fn position(post: &PostRow) -> PostPosition {
    (post.created_at, post.id)
}

/// Publishes a post, unless moderation refuses it or the child is over the posting limit.
pub(crate) async fn create(
    conn: &mut Connection<'_>,
    child: &ChildAccount,
    community_id: &str,
    raw: &str,
) -> AppResult<PostRow> {
    let child_id = child.id;
    let community = membership(conn, child, community_id).await?;
    let author = Author { first_name: &child.first_name, last_name: &child.last_name };
    let text = match content(raw, author) {
        Ok(text) => text,
        Err(PostProblem::Refused(refusal)) => {
            refused(conn, refusal, community, child_id, raw.trim()).await?;
            return Err(PostProblem::Refused(refusal).into());
        }
        Err(problem) => return Err(problem.into()),
    };
    let (id, created_at) = conn
        .transaction(async |conn| {
            if !crate::account::children::lock(conn, child_id).await? {
                return Err(AppError::AccountGone);
            }
            let now = Utc::now();
            let recent = store::posted_since(conn, child_id, now - POSTING_WINDOW).await?;
            if recent.len() >= POSTS_PER_MINUTE {
                let lifts = recent[recent.len() - POSTS_PER_MINUTE] + POSTING_WINDOW;
                metrics::counter!(crate::telemetry::names::LIMIT_REFUSALS, "limit" => "community_posts").increment(1);
                return Err(AppError::TooManyRequests {
                    message: crate::words!("limit-community-posts", max = POSTS_PER_MINUTE),
                    retry_after: (lifts - now).to_std().unwrap_or_default(),
                    limit: "community_posts",
                });
            }
            Ok(store::insert_post(conn, community, child_id, &text).await?)
        })
        .await?;
    Ok(PostRow {
        id,
        content: text,
        created_at,
        author_id: child_id,
        author_first_name: child.first_name.clone(),
        author_last_name: child.last_name.clone(),
        author_image: child.image.clone(),
        likes_count: Some(0),
        has_liked: false,
        being_checked: false,
        reported_by_reader: false,
    })
}

/// What follows a refusal: the serious kinds go to the moderators' queue with the text (kept for
/// them only); a child who says they want to hurt themselves is also a security-log event at
/// once, for whoever watches the log (the text stays out of the log).
async fn refused(
    conn: &mut Connection<'_>,
    refusal: Refusal,
    community: Uuid,
    child_id: Uuid,
    text: &str,
) -> AppResult<()> {
    metrics::counter!(crate::telemetry::names::MODERATION_REFUSALS, "category" => refusal.code(), "surface" => "post")
        .increment(1);
    if refusal == Refusal::SelfHarm {
        tracing::warn!(
            target: "security",
            event = "self_harm_post",
            account_id = %child_id,
            community = %community,
            "a child's refused post says they want to hurt themselves: someone should check on them"
        );
    }
    if let Some(category) = review::Category::of_refusal(refusal) {
        review::store::enqueue_refused(conn, category, community, child_id, text).await?;
    }
    Ok(())
}

fn post_id(id: &str) -> AppResult<Uuid> {
    id.trim().parse().map_err(|_| AppError::post_gone())
}

/// Likes the post, or takes the like back; returns whether the child likes it now and the count.
/// The child's row is locked meanwhile, so that calls of one child toggle one after the other.
pub(crate) async fn like(
    conn: &mut Connection<'_>,
    child: &ChildAccount,
    community_id: &str,
    post_id: &str,
    like: Option<bool>,
) -> AppResult<(bool, i64)> {
    let child_id = child.id;
    let community = membership(conn, child, community_id).await?;
    let post = self::post_id(post_id)?;
    conn.transaction(async |conn| {
        if !crate::account::children::lock(conn, child_id).await? {
            return Err(AppError::AccountGone);
        }
        let shown = store::posts(conn, community, child_id, &KeysetPage { size: 1, after: None }, Some(post)).await?;
        if shown.first().is_none_or(|post| post.being_checked || post.reported_by_reader) {
            return Err(AppError::post_gone());
        }
        Ok(store::set_like(conn, post, child_id, like).await?)
    })
    .await
}

/// Reports the post: hidden for the child at once, for everyone but its author once children of
/// enough families reported it, unless a moderator kept it. Reports are kept for review;
/// reporting twice counts once.
pub(crate) async fn report(
    conn: &mut Connection<'_>,
    child: &ChildAccount,
    community_id: &str,
    post_id: &str,
    reason: &str,
) -> AppResult<()> {
    let child_id = child.id;
    let community = membership(conn, child, community_id).await?;
    let post = self::post_id(post_id)?;
    let reason = reason.trim();
    if reason.contains('\0') {
        return Err(AppError::invalid("reason", crate::words!("field-nul", field = "reason")));
    }
    if reason.chars().count() > MAX_REPORT_REASON_CHARS {
        return Err(AppError::invalid(
            "reason",
            crate::words!("report-reason-too-long", max = MAX_REPORT_REASON_CHARS),
        ));
    }
    conn.transaction(async |conn| {
        let locked = store::lock_post(conn, community, post).await?.ok_or_else(AppError::post_gone)?;
        let families = store::report(conn, post, child_id, reason).await?;
        // A post a moderator kept is theirs to judge: reports still hide it for the reporter,
        // but neither reach the queue again nor hide it for others.
        if locked.kept_at.is_some() {
            return Ok(());
        }
        review::store::enqueue_reported(conn, community, locked.author_id, post).await?;
        if families >= FAMILIES_REPORTING_TO_HIDE && locked.hidden_at.is_none() {
            store::hide(conn, post).await?;
        }
        Ok(())
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    const AMANI: Author<'static> = Author { first_name: "Amani", last_name: "Mwangi" };

    fn refusal(raw: &str) -> String {
        AppError::from(content(raw, AMANI).unwrap_err()).to_string()
    }

    #[test]
    fn content_is_trimmed_and_counted_in_characters() {
        assert_eq!(content("  We won 3-2!\n", AMANI).unwrap(), "We won 3-2!");
        assert!(refusal(" \n\t ").contains("Your post is empty"));
        assert!(refusal(" \u{200B}\u{FEFF} \u{200D} ").contains("Your post is empty"));
        assert_eq!(content(&"🦒".repeat(500), AMANI).unwrap().chars().count(), 500);
        assert_eq!(content(&"é".repeat(500), AMANI).unwrap().chars().count(), 500);
        assert!(refusal(&"🦒".repeat(501)).contains("at most 500 characters and yours has 501"));
        assert!(refusal("a\0b").contains("NUL"));
        assert_eq!(refusal("call 0788 123 456"), moderation::Refusal::PhoneNumber.message().to_string());
    }
}
