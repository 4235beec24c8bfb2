//! The child's learning journey (My Learning Journey on the dashboard, and the parent's progress
//! page): videos opened, books and resources read, activities completed, and the streak of days
//! with at least one of them, in the day of the parent's time zone for the child. The rule for the
//! streak is here; the rows are [`store`]'s.

pub(crate) mod store;
pub(crate) mod wire;

use chrono::{Days, NaiveDate};

/// What a child has done, counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Journey {
    pub(crate) videos_watched: i32,
    pub(crate) books_read: i32,
    pub(crate) resources_read: i32,
    pub(crate) activities_completed: i32,
    pub(crate) streak: Streak,
}

/// Days in a row with some learning, and whether today is one of them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Streak {
    pub(crate) days: i32,
    pub(crate) active_today: bool,
}

/// What the child read: a book of the dashboard or a resource of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reading {
    Book,
    Resource,
}

impl Reading {
    /// The `readings.kind` stored for it.
    pub(crate) fn kind(self) -> &'static str {
        match self {
            Reading::Book => "book",
            Reading::Resource => "resource",
        }
    }
}

/// The streak on `today`, from the days with learning, newest first. A day without learning yet
/// today keeps yesterday's streak (a child who learned every day until yesterday has not lost it
/// before today ends). Days after `today` (a time zone moved west) are ignored.
pub(crate) fn streak(days_newest_first: &[NaiveDate], today: NaiveDate) -> Streak {
    let mut days = days_newest_first.iter().copied().skip_while(|day| *day > today).peekable();
    let active_today = days.peek() == Some(&today);
    let mut expected = if active_today { Some(today) } else { today.checked_sub_days(Days::new(1)) };
    let mut count = 0;
    for day in days {
        if Some(day) != expected {
            break;
        }
        count += 1;
        expected = day.checked_sub_days(Days::new(1));
    }
    Streak { days: count, active_today }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    #[test]
    fn a_new_child_has_no_streak() {
        assert_eq!(streak(&[], day(27)), Streak { days: 0, active_today: false });
    }

    #[test]
    fn days_in_a_row_up_to_today_count() {
        assert_eq!(streak(&[day(27), day(26), day(25)], day(27)), Streak { days: 3, active_today: true });
    }

    #[test]
    fn nothing_yet_today_keeps_yesterdays_streak() {
        assert_eq!(streak(&[day(26), day(25)], day(27)), Streak { days: 2, active_today: false });
    }

    #[test]
    fn a_missed_day_ends_the_streak() {
        assert_eq!(streak(&[day(25), day(24)], day(27)), Streak { days: 0, active_today: false });
        assert_eq!(streak(&[day(27), day(25), day(24)], day(27)), Streak { days: 1, active_today: true });
    }

    #[test]
    fn a_streak_runs_across_months() {
        let days = [day(2), day(1), NaiveDate::from_ymd_opt(2026, 10, 31).unwrap()];
        assert_eq!(streak(&days, day(2)), Streak { days: 3, active_today: true });
    }

    #[test]
    fn days_after_today_are_ignored() {
        assert_eq!(streak(&[day(28), day(27), day(26)], day(27)), Streak { days: 2, active_today: true });
    }
}
