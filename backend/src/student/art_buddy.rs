//! The Art Buddy's check: what a child asks it to draw passes the same moderation as a community
//! post before the app draws it on the child's device. Nothing is stored. Its refusals are in the
//! Art Buddy's own voice: the posts' messages talk about posts.

use crate::{
    account::children::ChildAccount,
    community::moderation::{self, Author, Refusal},
    error::{AppError, AppResult},
    i18n::Words,
};

/// The longest request the Art Buddy reads, as long as a post.
pub(crate) const MAX_REQUEST_CHARS: usize = 500;

/// `None` when the Art Buddy may draw what the child asked, else what it says instead.
pub(crate) fn check(child: &ChildAccount, text: &str) -> AppResult<Option<Words>> {
    let text = text.trim();
    if text.is_empty() || crate::canonical::is_blank(text) {
        return Err(AppError::invalid("text", crate::words!("art-buddy-empty")));
    }
    if text.contains('\0') {
        return Err(AppError::invalid("text", crate::words!("field-nul", field = "text")));
    }
    let chars = text.chars().count();
    if chars > MAX_REQUEST_CHARS {
        return Err(AppError::invalid(
            "text",
            crate::words!("art-buddy-too-long", max = MAX_REQUEST_CHARS, chars = chars),
        ));
    }
    let author = Author { first_name: &child.first_name, last_name: &child.last_name };
    Ok(moderation::review(text, author).err().map(refusal_message))
}

/// What the Art Buddy says when it will not draw a request, and what to ask for instead.
fn refusal_message(refusal: Refusal) -> Words {
    Words::new(match refusal {
        Refusal::ReorderingCharacters => "art-buddy-refusal-reordering-characters",
        Refusal::SelfHarm => "art-buddy-refusal-self-harm",
        Refusal::SelfHarmEncouragement => "art-buddy-refusal-self-harm-encouragement",
        Refusal::Grooming => "art-buddy-refusal-grooming",
        Refusal::PhoneNumber | Refusal::Email | Refusal::Address | Refusal::FullName | Refusal::Password => {
            "art-buddy-refusal-personal-information"
        }
        Refusal::Link | Refusal::Social => "art-buddy-refusal-link",
        Refusal::MeetUp => "art-buddy-refusal-meet-up",
        Refusal::Bullying => "art-buddy-refusal-bullying",
        Refusal::Profanity => "art-buddy-refusal-profanity",
    })
}
