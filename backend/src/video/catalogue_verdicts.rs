//! The safety filter's verdicts on the catalogue's videos, reached once per video and age band
//! when the catalogue is loaded ([`crate::catalogue::load::load`], at every start of the server)
//! instead of on every search: a catalogue search runs no filter (issue 33, item 6).
//!
//! A verdict is a function of the video as the search makes it of its row and of the viewer's
//! age band alone (the lists are built into the server), so each verdict is kept with the very
//! video it judged, and a search takes it only for a video equal to that one in every field. A
//! row that differs from the one judged (`ndoto seed` run with another catalogue, a replica of
//! another version, a column the loader does not update) is judged on first sight and kept in
//! place of the old one: nothing stale is ever answered, so no reload has to reach this cache.

use std::sync::{Arc, LazyLock, RwLock};

use rustc_hash::FxHashMap;

use super::{
    FoundVideo,
    safety::{self, AgeBand, Blocked, Candidate, Source},
    store::CatalogueHit,
};
use crate::catalogue::Catalogue;

/// The most videos kept: many times the catalogue, so that a row changed again and again cannot
/// grow the cache without end (past it, a new video is judged on every search).
const MOST_KEPT: usize = 10_000;

/// A catalogue video as the search makes it, and the filter's verdict on it for each [`AgeBand`]
/// in [`AgeBand::ALL`] order.
struct Judged {
    video: FoundVideo,
    verdicts: [Option<Blocked>; 3],
}

impl Judged {
    fn of(video: FoundVideo) -> Self {
        let verdicts = AgeBand::ALL.map(|band| {
            safety::verdict(&Candidate { video: &video, source: Source::Catalogue, viewer_age: band.youngest() })
        });
        Self { video, verdicts }
    }

    fn verdict(&self, age: i32) -> Option<Blocked> {
        let band = AgeBand::of(age);
        let at = AgeBand::ALL.iter().position(|b| *b == band).expect("every band is in ALL");
        self.verdicts[at].clone()
    }
}

/// The judged videos by their YouTube id (one row each in a valid catalogue).
static JUDGED: LazyLock<RwLock<FxHashMap<String, Arc<Judged>>>> = LazyLock::new(Default::default);

/// Judges every video of `catalogue` (retired ones too: cheap, and harmless) for every age band,
/// as the search will find it in the database that `catalogue` was just loaded into.
pub(crate) fn judge(catalogue: &Catalogue) {
    let judged: Vec<Arc<Judged>> = catalogue
        .videos
        .iter()
        .filter_map(|video| super::search::catalogue_video(hit_of(video)))
        .map(|video| Arc::new(Judged::of(video)))
        .collect();
    let mut kept = JUDGED.write().unwrap_or_else(std::sync::PoisonError::into_inner);
    for judged in judged {
        if kept.len() < MOST_KEPT || kept.contains_key(&judged.video.id) {
            kept.insert(judged.video.id.clone(), judged);
        }
    }
}

/// A catalogue video as the database's row reads it (what `ndoto_catalogue` leaves out, empty).
fn hit_of(video: &ndoto_catalogue::Video) -> CatalogueHit {
    CatalogueHit {
        url: video.url.clone(),
        title: video.title.clone(),
        category: video.category.clone(),
        duration: video.duration.clone().unwrap_or_default(),
        description: video.description.clone(),
        channel: video.channel.clone().unwrap_or_default(),
    }
}

/// The filter's verdict on the catalogue's `video` for a viewer `age` years old: the one kept
/// for this very video, or else reached now (and kept).
pub(crate) fn verdict(video: &FoundVideo, age: i32) -> Option<Blocked> {
    if let Some(judged) = kept(video) {
        return judged.verdict(age);
    }
    let judged = Arc::new(Judged::of(video.clone()));
    let verdict = judged.verdict(age);
    let mut kept = JUDGED.write().unwrap_or_else(std::sync::PoisonError::into_inner);
    if kept.len() < MOST_KEPT || kept.contains_key(&video.id) {
        kept.insert(video.id.clone(), judged);
    }
    verdict
}

/// The judgement kept for this very video, if any.
fn kept(video: &FoundVideo) -> Option<Arc<Judged>> {
    let kept = JUDGED.read().unwrap_or_else(std::sync::PoisonError::into_inner);
    kept.get(&video.id).filter(|judged| judged.video == *video).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(title: &str) -> FoundVideo {
        super::super::search::catalogue_video(CatalogueHit {
            url: "https://www.youtube.com/watch?v=zzzzzzzzzz1".into(),
            title: title.into(),
            category: "Science".into(),
            duration: "3:00".into(),
            description: "Rocks, rivers and mountains.".into(),
            channel: "A Channel".into(),
        })
        .unwrap()
    }

    fn judged_now(video: &FoundVideo, age: i32) -> Option<Blocked> {
        safety::verdict(&Candidate { video, source: Source::Catalogue, viewer_age: age })
    }

    /// Every catalogue video, once judged at load, is answered from the cache with the filter's
    /// own verdict at every age.
    #[test]
    fn the_catalogue_is_judged_at_load_as_the_filter_judges_it() {
        let catalogue = crate::catalogue::embedded().unwrap();
        judge(catalogue);
        for entry in &catalogue.videos {
            let video = super::super::search::catalogue_video(hit_of(entry)).unwrap();
            assert!(kept(&video).is_some(), "{} was judged at load", entry.slug);
            for age in 6..=18 {
                assert_eq!(verdict(&video, age), judged_now(&video, age), "{} at {age}", entry.slug);
            }
        }
    }

    /// A row changed after the catalogue was judged (reloaded by another process, say) is judged
    /// again, never answered with the verdict on its old words, both ways.
    #[test]
    fn a_changed_row_is_judged_again() {
        let clean = row("How Volcanoes Work");
        for age in [9, 14, 17] {
            assert_eq!(verdict(&clean, age), None);
        }
        let risky = row("Casino jackpot wins");
        assert!(kept(&risky).is_none(), "another title is another video");
        for age in [9, 14, 17] {
            let got = verdict(&risky, age);
            assert_eq!(got.as_ref().map(Blocked::category_code), Some("gambling"), "at {age}");
            assert_eq!(got, judged_now(&risky, age));
        }
        assert!(kept(&risky).is_some(), "kept in place of the old one");
        assert!(kept(&clean).is_none());
        let channel = FoundVideo { channel: "Horror Gaming".into(), ..clean.clone() };
        assert_eq!(verdict(&channel, 9).as_ref().map(Blocked::category_code), Some("horror_jumpscares"));
        assert_eq!(verdict(&channel, 14), None, "horror is allowed from 13");
        assert_eq!(verdict(&clean, 9), None, "and back");
    }
}
