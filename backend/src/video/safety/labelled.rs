//! The filter against the labelled sets of issue 24: unsafe videos shown, safe videos kept. Run
//! with `cargo test -p ndoto --lib labelled_youtube_sets -- --nocapture` to see the figures.
//!
//! - `youtube_tuning.json`: the lists were tuned on it from the start.
//! - `youtube_tuning_2.json`: written as the held-out set; once its figure was reported (10 of 39
//!   unsafe shown) it became a second tuning set, for the signals beyond words (franchise
//!   crossovers, secrecy, YouTube's filing of war reports) and the lists in other languages.
//! - `youtube_heldout.json`: written by another author before that tuning, from the issue's
//!   categories alone, never read while tuning. Its misses are printed as counts only, so that
//!   reading the output cannot tune the lists to it.

use serde::Deserialize;

use super::{Candidate, Source, verdict};
use crate::video::{FoundVideo, youtube::category_name};

/// One flattened video of the labelled sets; `null` is a field YouTube left out.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Labelled {
    label: String,
    category: String,
    viewer_age: i32,
    title: Option<String>,
    description: Option<String>,
    #[serde(default)]
    tags: Option<Vec<String>>,
    channel_title: Option<String>,
    channel_id: Option<String>,
    category_id: Option<String>,
    made_for_kids: Option<bool>,
    /// Null when YouTube gives no ytRating, as for every video it does not restrict.
    yt_rating: Option<String>,
    duration: Option<String>,
    #[serde(default)]
    topic_categories: Option<Vec<String>>,
}

impl Labelled {
    /// The video as `youtube.rs` would have mapped YouTube's answer.
    fn found(&self) -> FoundVideo {
        FoundVideo {
            id: String::new(),
            title: self.title.clone().unwrap_or_default(),
            channel: self.channel_title.clone().unwrap_or_default(),
            channel_id: self.channel_id.clone().unwrap_or_default(),
            description: self.description.clone().unwrap_or_default(),
            category: self.category_id.as_deref().map(category_name).unwrap_or_default().to_owned(),
            duration: self.duration.clone().unwrap_or_default(),
            views: None,
            likes: None,
            published_at: None,
            thumbnail: String::new(),
            made_for_kids: self.made_for_kids,
            age_restricted: Some(self.yt_rating.as_deref() == Some("ytAgeRestricted")),
            snippet_missing: self.title.is_none() && self.description.is_none(),
            tags: self.tags.clone().unwrap_or_default(),
            category_id: self.category_id.clone(),
            topic_categories: self.topic_categories.clone().unwrap_or_default(),
        }
    }
}

/// What the filter did with one set.
struct Figures {
    unsafe_shown: Vec<String>,
    /// The labelled category of each unsafe video shown: what a held-out set may tell.
    unsafe_shown_by_category: std::collections::BTreeMap<String, usize>,
    unsafe_total: usize,
    safe_kept: usize,
    safe_refused: Vec<String>,
    /// Unsafe videos refused only by the under-13 made-for-kids rule: the terms would show them
    /// were YouTube to say made for kids.
    unsafe_caught_by_made_for_kids_alone: Vec<String>,
    /// Safe videos refused only because, under 13, YouTube did not mark them made for kids and
    /// their channel is not on the allowlist: the policy, not a word rule, refused them.
    safe_refused_by_made_for_kids_alone: usize,
}

impl Figures {
    /// Of all safe videos, the share shown: the figure.
    fn safe_kept_percent(&self) -> f64 {
        let safe = self.safe_kept + self.safe_refused.len();
        100.0 * self.safe_kept as f64 / safe as f64
    }

    /// Of the safe videos the under-13 made-for-kids rule lets reach the word rules, the share
    /// those rules keep: how often the category lists themselves refuse a safe video.
    fn safe_kept_by_the_word_rules_percent(&self) -> f64 {
        let judged = self.safe_kept + self.safe_refused.len() - self.safe_refused_by_made_for_kids_alone;
        100.0 * self.safe_kept as f64 / judged as f64
    }
}

fn run(json: &str) -> Figures {
    let set: Vec<Labelled> = serde_json::from_str(json).expect("a labelled set reads");
    let mut figures = Figures {
        unsafe_shown: Vec::new(),
        unsafe_shown_by_category: Default::default(),
        unsafe_total: 0,
        safe_kept: 0,
        safe_refused: Vec::new(),
        unsafe_caught_by_made_for_kids_alone: Vec::new(),
        safe_refused_by_made_for_kids_alone: 0,
    };
    for labelled in &set {
        let video = labelled.found();
        let refused = verdict(&Candidate { video: &video, source: Source::YouTube, viewer_age: labelled.viewer_age });
        let name = format!("{:?} (age {}, {})", video.title, labelled.viewer_age, labelled.category);
        match (labelled.label.as_str(), refused) {
            ("unsafe", None) => {
                *figures.unsafe_shown_by_category.entry(labelled.category.clone()).or_default() += 1;
                figures.unsafe_shown.push(name);
            }
            ("safe", Some(blocked)) => {
                if blocked.category == super::Category::NotMadeForKids {
                    figures.safe_refused_by_made_for_kids_alone += 1;
                }
                figures.safe_refused.push(format!("{name}: {} '{}'", blocked.category.code(), blocked.term));
            }
            ("safe", None) => figures.safe_kept += 1,
            ("unsafe", Some(blocked)) => {
                if blocked.category == super::Category::NotMadeForKids {
                    figures.unsafe_caught_by_made_for_kids_alone.push(name);
                }
            }
            (label, _) => panic!("label {label:?} is neither safe nor unsafe"),
        }
        figures.unsafe_total += usize::from(labelled.label == "unsafe");
    }
    figures
}

/// Every set's figures are printed; the tuning sets may show no unsafe video, and their word rules
/// must keep at least 85% of the safe videos they judge. The share of all safe videos shown is
/// printed but not held: under 13 the made-for-kids rule refuses safe
/// videos of small channels that YouTube does not mark made for kids and that are not on the
/// allowlist, which holds real, vetted channels only.
#[test]
fn labelled_youtube_sets() {
    let print = |name: &str, figures: &Figures, contents: bool| {
        println!(
            "{name}: {} of {} unsafe shown; {} safe kept ({:.1}% of all safe, {:.1}% of those the word rules judge), {} \
             safe refused ({} by the under-13 made-for-kids rule alone), {} unsafe refused by that rule alone",
            figures.unsafe_shown.len(),
            figures.unsafe_total,
            figures.safe_kept,
            figures.safe_kept_percent(),
            figures.safe_kept_by_the_word_rules_percent(),
            figures.safe_refused.len(),
            figures.safe_refused_by_made_for_kids_alone,
            figures.unsafe_caught_by_made_for_kids_alone.len(),
        );
        println!("  {name} unsafe shown by category: {:?}", figures.unsafe_shown_by_category);
        if contents {
            for shown in &figures.unsafe_shown {
                println!("  {name} unsafe shown: {shown}");
            }
            for refused in &figures.safe_refused {
                println!("  {name} safe refused: {refused}");
            }
        }
    };
    let tuning = run(include_str!("youtube_tuning.json"));
    print("tuning", &tuning, true);
    // Counts only: no rule is tuned on what the held-out set holds.
    let tuning_2 = run(include_str!("youtube_tuning_2.json"));
    print("tuning 2", &tuning_2, true);
    // Counts only: no rule is tuned on what the held-out set holds.
    let heldout = run(include_str!("youtube_heldout.json"));
    print("held-out", &heldout, false);
    for (name, set) in [("tuning", &tuning), ("tuning 2", &tuning_2)] {
        assert!(set.unsafe_shown.is_empty(), "{name}: unsafe videos shown: {:#?}", set.unsafe_shown);
        let kept = set.safe_kept_by_the_word_rules_percent();
        assert!(kept >= 85.0, "{name}: the word rules kept {kept:.1}% of the safe videos they judged");
    }
}

/// Every case file as videos, by name: the labelled titles (made for kids and unknown), the three
/// labelled YouTube sets, the catalogue (with its tags and without, as its search reads it), and
/// each list's terms alone, beside children's words, beside characters, and with digits for letters.
fn every_case() -> Vec<(&'static str, Vec<FoundVideo>)> {
    let titled = |title: &str, made_for_kids: Option<bool>| FoundVideo {
        title: title.to_owned(),
        channel: "Some Channel".into(),
        channel_id: "UCsomechannel".into(),
        made_for_kids,
        age_restricted: Some(false),
        ..Labelled::empty()
    };
    let mut cases = Vec::new();
    let titles: Vec<FoundVideo> = include_str!("../safety_cases.tsv")
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .flat_map(|(_, title)| [titled(title, Some(true)), titled(title, None)])
        .collect();
    cases.push(("safety_cases", titles));
    for (name, json) in [
        ("tuning", include_str!("youtube_tuning.json")),
        ("tuning_2", include_str!("youtube_tuning_2.json")),
        ("heldout", include_str!("youtube_heldout.json")),
    ] {
        let set: Vec<Labelled> = serde_json::from_str(json).expect("a labelled set reads");
        cases.push((name, set.iter().map(Labelled::found).collect()));
    }
    let catalogue: Vec<FoundVideo> = ndoto_catalogue::embedded()
        .unwrap()
        .videos
        .iter()
        .flat_map(|entry| {
            let row = FoundVideo {
                title: entry.title.clone(),
                description: entry.description.clone(),
                channel: entry.channel.clone().unwrap_or_default(),
                age_restricted: Some(false),
                ..Labelled::empty()
            };
            [FoundVideo { tags: entry.tags.clone(), ..row.clone() }, row]
        })
        .collect();
    cases.push(("catalogue", catalogue));
    let lists = super::lists::lists();
    let mut terms: Vec<String> = Vec::new();
    let all = lists.terms.iter().map(|(_, list)| list).chain([&lists.cartoon_disguises, &lists.children_words]);
    for list in all.chain(&lists.franchises) {
        terms.extend(list.terms.iter().map(|term| term.join(" ")));
    }
    let alone: Vec<FoundVideo> = terms
        .iter()
        .flat_map(|term| {
            [
                titled(term, Some(true)),
                titled(&format!("{term} for kids"), Some(true)),
                titled(&format!("peppa {term} spiderman"), Some(true)),
                titled(&term.replace('e', "3").replace('a', "4"), Some(true)),
            ]
        })
        .collect();
    cases.push(("terms", alone));
    cases
}

/// The ages the verdicts are compared at: each band's ends.
const AGES: [i32; 7] = [6, 9, 12, 13, 15, 16, 18];

/// The term index (one automaton) finds, in every case of every file, the same first term of
/// each list as the plain reading word by word ([`super::lists::Lists::find_plainly`]), and so
/// the filter's verdict through either is the same, at every age, for either provider. Nothing
/// is printed: the held-out set stays unread.
#[test]
fn the_automaton_reads_every_case_as_the_plain_reading_does() {
    let lists = super::lists::lists();
    let mut compared = 0;
    for (name, videos) in every_case() {
        for video in &videos {
            let parts = super::parts_of(video);
            let automaton = lists.find(&super::text_of(video));
            let plain = lists.find_plainly(&parts);
            assert!(automaton.first() == plain.first(), "{name}: the automaton and the plain reading differ");
            for source in [Source::YouTube, Source::Catalogue] {
                for viewer_age in AGES {
                    let candidate = Candidate { video, source, viewer_age };
                    let reference =
                        super::verdict_reading(&candidate, |video| lists.find_plainly(&super::parts_of(video)));
                    assert!(verdict(&candidate) == reference, "{name}: a verdict differs from the plain reading's");
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 10_000, "{compared} verdicts compared");
}

/// A fingerprint of the filter's every verdict on [`every_case`] at every age of [`AGES`], as
/// YouTube's and as the catalogue's: for comparing the filter before and after a change that must
/// not change what it decides (a faster matcher, say). Prints one SHA-256 per file, never a
/// verdict, so that the held-out set's misses stay unread. Run with
/// `cargo test -p ndoto --lib verdict_fingerprints -- --ignored --nocapture`.
#[test]
#[ignore = "a tool: prints fingerprints to compare by hand"]
fn verdict_fingerprints() {
    use sha2::{Digest, Sha256};

    for (name, videos) in every_case() {
        let mut hash = Sha256::new();
        for video in &videos {
            for source in [Source::YouTube, Source::Catalogue] {
                for viewer_age in AGES {
                    let got = verdict(&Candidate { video, source, viewer_age });
                    hash.update(format!("{got:?}\n").as_bytes());
                }
            }
        }
        let hex: String = hash.finalize().iter().map(|byte| format!("{byte:02x}")).collect();
        println!("verdicts {name:<16} {:>5} videos  {hex}", videos.len());
    }
}

impl Labelled {
    /// A video with nothing in it, for the fields a case leaves out.
    fn empty() -> FoundVideo {
        FoundVideo {
            id: String::new(),
            title: String::new(),
            channel: String::new(),
            channel_id: String::new(),
            description: String::new(),
            category: String::new(),
            duration: String::new(),
            views: None,
            likes: None,
            published_at: None,
            thumbnail: String::new(),
            made_for_kids: None,
            age_restricted: None,
            snippet_missing: false,
            tags: Vec::new(),
            category_id: None,
            topic_categories: Vec::new(),
        }
    }
}
