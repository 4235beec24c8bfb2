//! Which videos, books and games the dashboard recommends: those for the child's age, those in the
//! child's language first, then ranked by how well they fit the career areas of the child's latest
//! quiz. Pure: no storage. Career areas are compared as RIASEC types, never as their labels, which
//! may be reworded.

use crate::{catalogue::Language, quiz::engine::Dimension};

/// How many of each kind the dashboard shows.
pub const PER_KIND: usize = 8;

/// A catalogue entry as ranking sees it.
pub trait Recommendable {
    /// The entry's place in the catalogue: the order when nothing else decides.
    fn position(&self) -> i32;
    /// The career areas the entry speaks to, most relevant first.
    fn career_areas(&self) -> &[Dimension];
    /// The inclusive ages the entry suits.
    fn ages(&self) -> (i32, i32);
    /// The language the entry is in.
    fn language(&self) -> Language;
}

/// How well an entry fits a child whose quiz put `top_areas` first (best first): an area the
/// child ranked first counts most; an entry's own first area counts more than its later ones.
fn fit(entry: &impl Recommendable, top_areas: &[Dimension]) -> usize {
    entry
        .career_areas()
        .iter()
        .enumerate()
        .filter_map(|(entry_rank, area)| {
            let child_rank = top_areas.iter().position(|top| top == area)?;
            Some(2 * (top_areas.len() - child_rank) + usize::from(entry_rank == 0))
        })
        .sum()
}

/// The age used to pick content: children outside 6-18 get the nearest band's content.
pub fn content_age(age: i32) -> i32 {
    age.clamp(6, 18)
}

/// The best `PER_KIND` entries for a child of `age` who reads `language`, best first: those in
/// their language before the others (a book they can read beats a better fit they cannot), each
/// group ranked by fit. Without a quiz (`top_areas` empty) the catalogue order decides.
pub fn recommend<'a, T: Recommendable>(
    entries: &'a [T],
    age: i32,
    top_areas: &[Dimension],
    language: Language,
) -> Vec<&'a T> {
    let age = content_age(age);
    let mut suitable: Vec<&T> = entries
        .iter()
        .filter(|entry| {
            let (low, high) = entry.ages();
            low <= age && age <= high
        })
        .collect();
    suitable.sort_by_key(|entry| {
        (entry.language() != language, std::cmp::Reverse(fit(*entry, top_areas)), entry.position())
    });
    suitable.truncate(PER_KIND);
    suitable
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Entry(i32, Vec<Dimension>, (i32, i32), Language);

    impl Recommendable for Entry {
        fn position(&self) -> i32 {
            self.0
        }
        fn career_areas(&self) -> &[Dimension] {
            &self.1
        }
        fn ages(&self) -> (i32, i32) {
            self.2
        }
        fn language(&self) -> Language {
            self.3
        }
    }

    fn entries(areas: &[&[Dimension]]) -> Vec<Entry> {
        areas.iter().enumerate().map(|(i, a)| Entry(i as i32, a.to_vec(), (9, 12), EN)).collect()
    }

    fn positions(entries: &[&Entry]) -> Vec<i32> {
        entries.iter().map(|e| e.0).collect()
    }

    const ARTS: Dimension = Dimension::Artistic;
    const SCIENCE: Dimension = Dimension::Investigative;
    const HELPING: Dimension = Dimension::Social;
    const EN: Language = Language::En;

    #[test]
    fn without_a_quiz_the_catalogue_order_decides_and_the_list_is_capped() {
        let all: Vec<Entry> = (0..12).map(|i| Entry(i, vec![SCIENCE], (9, 12), EN)).collect();
        assert_eq!(positions(&recommend(&all, 10, &[], EN)), (0..8).collect::<Vec<_>>());
    }

    #[test]
    fn the_childs_top_area_comes_first() {
        let all = entries(&[&[SCIENCE], &[ARTS], &[HELPING], &[SCIENCE, ARTS], &[ARTS, SCIENCE]]);
        let arts_first = recommend(&all, 10, &[ARTS], EN);
        assert_eq!(positions(&arts_first), [1, 4, 3, 0, 2]);
        let all = entries(&[&[SCIENCE], &[ARTS], &[HELPING], &[SCIENCE, ARTS], &[ARTS, SCIENCE]]);
        let science_then_arts = recommend(&all, 10, &[SCIENCE, ARTS], EN);
        assert_eq!(positions(&science_then_arts), [3, 4, 0, 1, 2]);
    }

    #[test]
    fn only_entries_for_the_childs_age_are_recommended_edges_included() {
        let all = vec![
            Entry(0, vec![ARTS], (6, 8), EN),
            Entry(1, vec![ARTS], (9, 12), EN),
            Entry(2, vec![ARTS], (12, 15), EN),
            Entry(3, vec![ARTS], (16, 18), EN),
        ];
        assert_eq!(positions(&recommend(&all, 12, &[], EN)), [1, 2]);
        assert_eq!(positions(&recommend(&all, 8, &[], EN)), [0]);
        assert_eq!(positions(&recommend(&all, 4, &[], EN)), [0], "younger than 6: the 6-8 content");
        assert_eq!(positions(&recommend(&all, 19, &[], EN)), [3], "older than 18: the 16-18 content");
    }

    #[test]
    fn entries_in_the_childs_language_come_first_then_the_best_fit() {
        let all = vec![
            Entry(0, vec![SCIENCE], (9, 12), EN),
            Entry(1, vec![ARTS], (9, 12), EN),
            Entry(2, vec![HELPING], (9, 12), Language::Sw),
            Entry(3, vec![ARTS], (9, 12), Language::Fr),
            Entry(4, vec![SCIENCE], (9, 12), Language::Sw),
        ];
        // In their own language, the better fit first; then the others by fit.
        assert_eq!(positions(&recommend(&all, 10, &[SCIENCE], Language::Sw)), [4, 2, 0, 1, 3]);
        assert_eq!(positions(&recommend(&all, 10, &[SCIENCE], Language::Fr)), [3, 0, 4, 1, 2]);
        // An English reader meets the others after every English entry, even a better fit.
        assert_eq!(positions(&recommend(&all, 10, &[SCIENCE], EN)), [0, 1, 4, 2, 3]);
        // A language the catalogue has nothing in changes nothing; ages still decide first.
        let too_young = vec![Entry(0, vec![ARTS], (6, 8), Language::Sw), Entry(1, vec![ARTS], (9, 12), EN)];
        assert_eq!(positions(&recommend(&too_young, 10, &[], Language::Sw)), [1]);
    }

    #[test]
    fn ages_outside_the_bands_get_the_nearest_band() {
        assert_eq!((content_age(4), content_age(10), content_age(21)), (6, 10, 18));
    }
}
