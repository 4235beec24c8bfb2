//! The child's own profile: what the parent set (first name and birth date, read-only here), what
//! the child chooses (favourite subject, learning goal, avatar) and the child's real progress.
//! The chosen avatar is the `children.image` that the dashboard and communities show. School and
//! country are never stored (data minimisation).

use super::store;
use crate::{
    account::{
        self,
        children::{ChildAccount, Chosen},
    },
    db::Connection,
    error::{AppError, AppResult},
};

/// The avatars a child may choose: our own pictures under `web/public/avatars/`.
pub(crate) const AVATARS: [&str; 8] = [
    "/avatars/lion.svg",
    "/avatars/cat.svg",
    "/avatars/bear.svg",
    "/avatars/rabbit.svg",
    "/avatars/fox.svg",
    "/avatars/panda.svg",
    "/avatars/monkey.svg",
    "/avatars/frog.svg",
];

/// The longest learning goal, in characters (the database checks it too).
pub(crate) const MAX_LEARNING_GOAL_CHARS: usize = 200;

/// The subjects a child may choose as favourite: stored as `code`, shown as `label`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Subject {
    Science,
    Math,
    Art,
    Music,
}

impl Subject {
    /// Every subject, in the order the profile offers them.
    pub(crate) const ALL: [Subject; 4] = [Subject::Science, Subject::Math, Subject::Art, Subject::Music];

    /// As stored, such as "science".
    pub(crate) fn code(self) -> &'static str {
        match self {
            Subject::Science => "science",
            Subject::Math => "math",
            Subject::Art => "art",
            Subject::Music => "music",
        }
    }

    /// As the child reads and sends it, such as "Science".
    pub(crate) fn label(self) -> &'static str {
        match self {
            Subject::Science => "Science",
            Subject::Math => "Math",
            Subject::Art => "Art",
            Subject::Music => "Music",
        }
    }

    /// The subject stored as `code`.
    pub(crate) fn from_code(code: &str) -> Option<Subject> {
        Subject::ALL.into_iter().find(|s| s.code() == code)
    }

    /// The subject a child sent, by its label in any case.
    fn from_label(label: &str) -> Option<Subject> {
        Subject::ALL.into_iter().find(|s| s.label().eq_ignore_ascii_case(label.trim()))
    }
}

/// The child's profile with their progress.
#[derive(Debug)]
pub(crate) struct Profile {
    pub(crate) first_name: String,
    pub(crate) image: String,
    pub(crate) learning_goal: String,
    /// The parent's first and last names.
    pub(crate) guardian_name: String,
    pub(crate) age: i32,
    pub(crate) favorite_subject: Option<Subject>,
    pub(crate) total_badges: i32,
    pub(crate) total_stars: i32,
    pub(crate) activities_completed: i32,
}

/// What the child asked to change; `None` leaves a field as it is.
#[derive(Debug, Default)]
pub(crate) struct Changes<'a> {
    pub(crate) image: Option<&'a str>,
    pub(crate) favorite_subject: Option<&'a str>,
    pub(crate) learning_goal: Option<&'a str>,
}

/// Checked changes, ready to store.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Checked {
    pub(crate) image: Option<&'static str>,
    /// `Some("")` clears the subject.
    pub(crate) favorite_subject: Option<&'static str>,
    pub(crate) learning_goal: Option<String>,
}

/// Checks what the child sent, each refusal naming the field and what to send instead.
pub(crate) fn check(changes: &Changes<'_>) -> AppResult<Checked> {
    let image = changes
        .image
        .map(|image| {
            AVATARS.iter().copied().find(|avatar| *avatar == image.trim()).ok_or_else(|| {
                AppError::invalid("image", crate::words!("avatar-unknown", avatars = AVATARS.join(", ")))
            })
        })
        .transpose()?;
    let favorite_subject = changes
        .favorite_subject
        .map(|subject| {
            if subject.trim().is_empty() {
                return Ok("");
            }
            Subject::from_label(subject).map(Subject::code).ok_or_else(|| {
                let labels: Vec<&str> = Subject::ALL.iter().map(|s| s.label()).collect();
                AppError::invalid(
                    "favoriteSubject",
                    crate::words!(
                        "favorite-subject-unknown",
                        subjects = labels.join(", "),
                        subject = format!("{subject:?}")
                    ),
                )
            })
        })
        .transpose()?;
    let learning_goal = changes
        .learning_goal
        .map(|goal| {
            let goal = goal.trim();
            if goal.contains('\0') || goal.chars().any(|c| c.is_control() && c != '\n') {
                return Err(AppError::invalid(
                    "learningGoal",
                    crate::words!("field-control-characters", field = "learningGoal"),
                ));
            }
            let length = goal.chars().count();
            if length > MAX_LEARNING_GOAL_CHARS {
                return Err(AppError::invalid(
                    "learningGoal",
                    crate::words!("learning-goal-too-long", length = length, max = MAX_LEARNING_GOAL_CHARS),
                ));
            }
            Ok(goal.to_owned())
        })
        .transpose()?;
    Ok(Checked { image, favorite_subject, learning_goal })
}

/// The child's profile and progress as stored; `saved` are the chosen fields just saved, if any.
pub(crate) async fn profile(
    conn: &mut Connection<'_>,
    child: &ChildAccount,
    saved: Option<Chosen>,
) -> AppResult<Profile> {
    let Chosen { image, favorite_subject, learning_goal } = saved.unwrap_or_else(|| Chosen {
        image: child.image.clone(),
        favorite_subject: child.favorite_subject.clone(),
        learning_goal: child.learning_goal.clone(),
    });
    let (first, last) = account::store::parent_names(conn, child.parent_id).await?.ok_or(AppError::AccountGone)?;
    let progress = store::progress(conn, child.id).await?;
    let clamp = |value: i64| i32::try_from(value).unwrap_or(i32::MAX);
    Ok(Profile {
        first_name: child.first_name.clone(),
        image,
        learning_goal,
        guardian_name: format!("{first} {last}"),
        age: child.age(),
        favorite_subject: Subject::from_code(&favorite_subject),
        total_badges: clamp(progress.badges),
        total_stars: clamp(progress.badge_stars + progress.activity_stars),
        activities_completed: clamp(progress.activities),
    })
}

/// Saves changes that passed [`check`] and returns the profile as saved.
pub(crate) async fn update(conn: &mut Connection<'_>, child: &ChildAccount, checked: &Checked) -> AppResult<Profile> {
    let saved = account::children::update_profile(
        conn,
        child.id,
        checked.image,
        checked.favorite_subject,
        checked.learning_goal.as_deref(),
    )
    .await?
    .ok_or(AppError::AccountGone)?;
    profile(conn, child, Some(saved)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subjects_are_taken_by_label_in_any_case_and_stored_as_codes() {
        let changes = Changes { favorite_subject: Some(" science "), ..Changes::default() };
        assert_eq!(check(&changes).unwrap().favorite_subject, Some("science"));
        let cleared = Changes { favorite_subject: Some(""), ..Changes::default() };
        assert_eq!(check(&cleared).unwrap().favorite_subject, Some(""));
        for subject in Subject::ALL {
            assert_eq!(Subject::from_code(subject.code()), Some(subject));
        }
        let error = check(&Changes { favorite_subject: Some("Cooking"), ..Changes::default() }).unwrap_err();
        assert!(error.to_string().contains("Science, Math, Art, Music"), "{error}");
    }

    #[test]
    fn avatars_and_goals_are_checked() {
        assert_eq!(check(&Changes { image: Some(AVATARS[2]), ..Changes::default() }).unwrap().image, Some(AVATARS[2]));
        let error = check(&Changes { image: Some("https://evil.example/me.png"), ..Changes::default() }).unwrap_err();
        assert!(error.to_string().starts_with("image must be one of the avatars"), "{error}");
        let long = "a".repeat(MAX_LEARNING_GOAL_CHARS + 1);
        let error = check(&Changes { learning_goal: Some(&long), ..Changes::default() }).unwrap_err();
        assert!(error.to_string().contains("keep it to 200 characters"), "{error}");
        let goal = check(&Changes { learning_goal: Some("  Build a robot  "), ..Changes::default() }).unwrap();
        assert_eq!(goal.learning_goal.as_deref(), Some("Build a robot"));
    }

    #[test]
    fn every_avatar_is_a_picture_of_the_web_app() {
        let public = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/public");
        for avatar in AVATARS {
            let file = public.join(avatar.trim_start_matches('/'));
            assert!(file.is_file(), "{avatar} names no file: {} is missing", file.display());
        }
    }
}
