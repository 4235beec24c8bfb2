//! The notice a parent reads before turning on "Answers from an outside AI service" for a child
//! (issue 32): who receives what and why, in plain words. Its text lives here, versioned; the
//! parent's Settings tab shows it as the server sends it, and each turn on or off records the
//! version read (`outside_ai_choices`). Change the text, change the version.

/// The version of [`NOTICE`]: the date it was written.
pub const NOTICE_VERSION: &str = "2026-11-27";

/// The notice, with `{child}` and `{recipient}` to fill in.
const NOTICE: &str = include_str!("outside_ai_notice.txt");

/// The notice for `child` (their first name), naming `recipient`, the service's host.
pub fn notice(child: &str, recipient: &str) -> String {
    NOTICE.trim().replace("{child}", child).replace("{recipient}", recipient)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notice_names_the_child_the_recipient_what_is_sent_and_what_never_is() {
        let text = notice("Amani", "api.openai.com");
        assert!(!text.contains('{'), "every placeholder filled: {text}");
        for words in [
            "written by api.openai.com, an outside AI service",
            "the words of each question Amani types",
            "never receives Amani's name, sign-in name, exact age, email, or any id",
            "forbids training on what it receives",
            "nothing Amani writes or chooses leaves Ndoto",
        ] {
            assert!(text.contains(words), "{words}: {text}");
        }
    }
}
