//! Which badges a child has earned, from what they have done: pure rules, no storage.

use crate::{i18n::Words, words};
use std::collections::BTreeMap;

use crate::catalogue::{BadgeRule, Theme, VariantArray};

/// What a child has done that badges reward.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Achievements {
    /// Completed activities per theme.
    pub completed_by_theme: BTreeMap<Theme, i32>,
    /// Whether the child has submitted a career quiz.
    pub quiz_completed: bool,
}

impl Achievements {
    pub(crate) fn completed(&self) -> i32 {
        self.completed_by_theme.values().sum()
    }

    pub(crate) fn themes_explored(&self) -> i32 {
        self.completed_by_theme.values().filter(|&&count| count > 0).count() as i32
    }

    /// Whether these achievements meet a badge's rule.
    pub(crate) fn meet(&self, rule: BadgeRule) -> bool {
        match rule {
            BadgeRule::Theme { theme, count } => self.completed_by_theme.get(&theme).copied().unwrap_or(0) >= count,
            BadgeRule::Activities { count } => self.completed() >= count,
            BadgeRule::Themes { count } => self.themes_explored() >= count,
            BadgeRule::QuizCompleted => self.quiz_completed,
        }
    }
}

/// A badge rule as stored (`badges.rule_kind`, `rule_theme`, `rule_count`); `None` for a row the
/// database's checks should have refused.
pub(crate) fn stored_rule(kind: &str, theme: Option<&str>, count: i32) -> Option<BadgeRule> {
    match (kind, theme) {
        ("theme", Some(theme)) => Some(BadgeRule::Theme { theme: theme.parse().ok()?, count }),
        ("activities", None) => Some(BadgeRule::Activities { count }),
        ("themes", None) => Some(BadgeRule::Themes { count }),
        ("quiz", None) => Some(BadgeRule::QuizCompleted),
        _ => None,
    }
}

/// How a child earns a badge, as the dialog shows it on a locked badge, in the child's language.
pub(crate) fn how_to_earn(rule: BadgeRule) -> String {
    let words = match rule {
        BadgeRule::Theme { theme, count } => {
            words!("badge-rule-theme", count = count, theme = theme.as_str(), name = theme_name(theme))
        }
        BadgeRule::Activities { count } => words!("badge-rule-activities", count = count),
        BadgeRule::Themes { count } if count as usize >= Theme::VARIANTS.len() => words!("badge-rule-every-theme"),
        BadgeRule::Themes { count } => words!("badge-rule-themes", count = count),
        BadgeRule::QuizCompleted => words!("badge-rule-quiz"),
    };
    words.for_caller()
}

/// A theme's name as a child reads it ("Science", "Sayansi", "Sciences").
fn theme_name(theme: Theme) -> Words {
    words!("theme-name", theme = theme.as_str())
}

/// The message for the child after completing an activity of `theme`, in the child's language.
pub(crate) fn completion_message(theme: Theme, explorer_badge_new: bool, stars: i32) -> String {
    let words = if explorer_badge_new {
        words!("completion-explorer-badge", badge = words!("explorer-badge-name", theme = theme.as_str()))
    } else {
        words!("completion-stars", stars = stars)
    };
    words.for_caller()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::Badge;

    fn badges() -> &'static [Badge] {
        &crate::catalogue::embedded().unwrap_or_else(|error| panic!("{error}")).badges
    }

    fn done(themes: &[(Theme, i32)], quiz_completed: bool) -> Achievements {
        Achievements { completed_by_theme: themes.iter().copied().collect(), quiz_completed }
    }

    fn earned(achievements: &Achievements) -> Vec<&'static str> {
        badges().iter().filter(|b| achievements.meet(b.rule)).map(|b| b.id.as_str()).collect()
    }

    #[test]
    fn nothing_done_earns_nothing() {
        assert!(earned(&Achievements::default()).is_empty());
    }

    #[test]
    fn a_first_science_activity_earns_its_explorer_badge_and_first_project() {
        assert_eq!(earned(&done(&[(Theme::Science, 1)], false)), ["science-explorer", "first-project"]);
    }

    #[test]
    fn counts_and_themes_add_up() {
        let three_themes = done(&[(Theme::Art, 1), (Theme::Music, 1), (Theme::Community, 1)], true);
        assert_eq!(
            earned(&three_themes),
            [
                "career-dreamer",
                "art-explorer",
                "music-explorer",
                "community-explorer",
                "first-project",
                "project-builder"
            ]
        );
        let kind = done(&[(Theme::Community, 2)], false);
        assert!(earned(&kind).contains(&"kindness-champion"));
        let five_themes = done(
            &[(Theme::Art, 2), (Theme::Music, 2), (Theme::Math, 2), (Theme::Nature, 2), (Theme::Sports, 2)],
            false,
        );
        let ids = earned(&five_themes);
        assert!(ids.contains(&"curious-mind") && ids.contains(&"project-master"), "{ids:?}");
        assert!(!ids.contains(&"all-round-explorer"));
        let all: Vec<_> =
            Theme::VARIANTS.iter().map(|&theme| (theme, if theme == Theme::Community { 2 } else { 1 })).collect();
        let everything = done(&all, true);
        assert_eq!(earned(&everything).len(), 16, "every badge is reachable");
    }

    #[test]
    fn stored_rules_round_trip_and_bad_rows_are_refused() {
        assert_eq!(stored_rule("theme", Some("art"), 1), Some(BadgeRule::Theme { theme: Theme::Art, count: 1 }));
        assert_eq!(stored_rule("quiz", None, 1), Some(BadgeRule::QuizCompleted));
        assert_eq!(stored_rule("theme", None, 1), None);
        assert_eq!(stored_rule("theme", Some("cooking"), 1), None);
        assert_eq!(stored_rule("streak", None, 3), None);
    }

    #[test]
    fn how_to_earn_reads_well() {
        let texts: Vec<String> = badges().iter().map(|b| how_to_earn(b.rule)).collect();
        assert!(texts.contains(&"Complete a science activity".to_owned()));
        assert!(texts.contains(&"Complete an art activity".to_owned()));
        assert!(texts.contains(&"Complete 2 community activities".to_owned()));
        assert!(texts.contains(&"Complete your first activity".to_owned()));
        assert!(texts.contains(&"Complete 10 activities".to_owned()));
        assert!(texts.contains(&"Complete activities in 5 different themes".to_owned()));
        assert!(texts.contains(&"Complete an activity in every theme".to_owned()));
        assert!(texts.contains(&"Finish the career quiz".to_owned()));
    }

    #[test]
    fn a_child_reads_badges_in_their_language() {
        use crate::i18n::Language;
        let art = BadgeRule::Theme { theme: Theme::Art, count: 1 };
        assert_eq!(Language::Kiswahili.serve_sync(|| how_to_earn(art)), "Kamilisha shughuli moja ya Sanaa");
        assert_eq!(
            Language::French.serve_sync(|| completion_message(Theme::Science, true, 5)),
            "Badge «\u{a0}Explorateur des sciences\u{a0}» gagné\u{202f}!"
        );
        assert_eq!(
            Language::Kiswahili.serve_sync(|| completion_message(Theme::Art, false, 3)),
            "Hongera! Umepata nyota 3."
        );
    }

    #[test]
    fn the_message_names_a_new_explorer_badge() {
        assert_eq!(completion_message(Theme::Science, true, 5), "Science Explorer Badge earned!");
        assert_eq!(completion_message(Theme::Art, false, 10), "Well done! You earned 10 stars.");
    }
}
