//! The Art Buddy's check: what a child asks it to draw passes the same moderation as a community
//! post before the app draws it on the child's device. Nothing is stored. Its refusals are in the
//! Art Buddy's own voice: the posts' messages talk about posts.

use crate::{
    account::children::ChildAccount,
    community::moderation::{self, Author, Refusal},
    error::{AppError, AppResult},
};

/// The longest request the Art Buddy reads, as long as a post.
pub(crate) const MAX_REQUEST_CHARS: usize = 500;

/// `None` when the Art Buddy may draw what the child asked, else what it says instead.
pub(crate) fn check(child: &ChildAccount, text: &str) -> AppResult<Option<&'static str>> {
    let text = text.trim();
    if text.is_empty() || crate::canonical::is_blank(text) {
        return Err(AppError::invalid("text", "Tell the Art Buddy what to draw first, like 'draw a lion in space'."));
    }
    if text.contains('\0') {
        return Err(AppError::invalid("text", "text must not contain a NUL character (\\0)"));
    }
    let chars = text.chars().count();
    if chars > MAX_REQUEST_CHARS {
        return Err(AppError::invalid(
            "text",
            format!(
                "The Art Buddy reads at most {MAX_REQUEST_CHARS} characters and yours has {chars}: make it shorter."
            ),
        ));
    }
    let author = Author { first_name: &child.first_name, last_name: &child.last_name };
    Ok(moderation::review(text, author).err().map(refusal_message))
}

/// What the Art Buddy says when it will not draw a request, and what to ask for instead.
fn refusal_message(refusal: Refusal) -> &'static str {
    match refusal {
        Refusal::ReorderingCharacters => {
            "Some hidden characters in your message change the order of the letters. Could you type it again without \
             them?"
        }
        Refusal::SelfHarm => {
            "It sounds like you might be going through something really hard. Please talk to a parent, a teacher or \
             another grown-up you trust right now: you matter, and they can help."
        }
        Refusal::SelfHarmEncouragement => {
            "I can't draw anything that tells someone to hurt themselves. Everyone deserves kindness. If you're \
             upset, talk to a grown-up you trust."
        }
        Refusal::Grooming => {
            "I can't draw that: it sounds like the kind of thing people say to trick children. Never keep secrets \
             with someone you met online, and tell a grown-up you trust if someone asks you to."
        }
        Refusal::PhoneNumber | Refusal::Email | Refusal::Address | Refusal::FullName | Refusal::Password => {
            "Let's keep personal information like phone numbers, emails, addresses, full names and passwords out \
             of our pictures. Tell me about animals, places or things to draw instead!"
        }
        Refusal::Link | Refusal::Social => {
            "I can't draw links, websites or social media names. Tell me about a picture in your own words instead!"
        }
        Refusal::MeetUp => {
            "I can't help with meeting people or sending photos. Never meet someone from the internet without a \
             grown-up you trust! Shall we draw something fun instead?"
        }
        Refusal::Bullying => "I only draw kind pictures. How about drawing something nice for a friend instead?",
        Refusal::Profanity => "Let's use kind words for our pictures. Try asking another way!",
    }
}
