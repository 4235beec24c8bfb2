//! Time for the video safety filter (`ndoto::video::safety::verdict`) to judge one YouTube
//! candidate for a 9-year-old: a typical clean video (title, 300-character description, ten tags),
//! a clean video with YouTube's longest description (5,000 characters), which every term list is
//! read to its end, the worst case; and a risk dressed as a lesson, refused early. Then a
//! whole search's worth: twenty typical candidates. Target (issue 24): under 0.3 ms of CPU a
//! candidate on the release build, so a search of 20 stays under 6 ms.
//!
//! Criterion measures; no test asserts a time. Each case's verdict is checked before it is timed.
//!
//! Run: `cargo bench -p ndoto --bench video_filter`. The medians are in
//! `target/criterion/video_filter/*/new/estimates.json`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use ndoto::video::{
    FoundVideo,
    safety::{Candidate, Source, verdict},
};

/// YouTube's limit for `snippet.description`, in bytes.
const LONGEST_DESCRIPTION: usize = 5000;

fn video(id: &str, title: &str, description: String, tags: &[&str]) -> FoundVideo {
    FoundVideo {
        id: id.into(),
        title: title.into(),
        channel: "Volcano School".into(),
        channel_id: "UCvolcanoschoolxxxxxxxxx".into(),
        description,
        category: "Education".into(),
        duration: "5:30".into(),
        views: Some(1_234_567),
        likes: Some(8_901),
        published_at: None,
        thumbnail: String::new(),
        made_for_kids: Some(true),
        age_restricted: Some(false),
        snippet_missing: false,
        tags: tags.iter().map(|tag| (*tag).to_owned()).collect(),
        category_id: Some("27".into()),
        topic_categories: vec!["https://en.wikipedia.org/wiki/Knowledge".into()],
    }
}

const TAGS: [&str; 10] =
    ["volcano", "science", "kids", "lava", "earth", "geology", "experiment", "eruption", "magma", "learning"];

fn typical(id: &str) -> FoundVideo {
    let description = "Why do volcanoes erupt? Join us on a trip inside the Earth to see how magma rises, why \
        some volcanoes explode while others ooze, and how scientists keep people safe. Try our baking soda \
        volcano at home with a grown-up, and tell us in the comments what you found out!"
        .to_owned();
    video(id, "How Do Volcanoes Work? 🌋 Science for Kids", description, &TAGS)
}

fn longest() -> FoundVideo {
    let sentence = "Lava, ash and rocks: what happens inside a volcano when the pressure builds up. ";
    let description = sentence.repeat(LONGEST_DESCRIPTION / sentence.len());
    video("longdescrip", "How Do Volcanoes Work? 🌋 Science for Kids", description, &TAGS)
}

fn disguised() -> FoundVideo {
    video("slotsmaths1", "Learn Percentages with SLOT MACHINES 🎰 | Fun Maths for Kids", String::new(), &TAGS)
}

fn judge(video: &FoundVideo) -> Option<&'static str> {
    let candidate = Candidate { video, source: Source::YouTube, viewer_age: 9 };
    verdict(&candidate).map(|blocked| blocked.category_code())
}

fn video_filter(c: &mut Criterion) {
    let mut group = c.benchmark_group("video_filter");
    for (name, video, refused) in [
        ("typical_clean", typical("typical0001"), None),
        ("longest_description_clean", longest(), None),
        ("disguised_gambling", disguised(), Some("gambling")),
    ] {
        assert_eq!(judge(&video), refused, "{name}");
        group.bench_function(name, |b| b.iter(|| judge(black_box(&video))));
    }
    let search: Vec<FoundVideo> = (0..20).map(|n| typical(&format!("typical{n:04}"))).collect();
    assert!(search.iter().all(|video| judge(video).is_none()));
    group.bench_function("search_of_20_typical", |b| {
        b.iter(|| search.iter().filter(|video| judge(black_box(video)).is_none()).count())
    });
    group.finish();
}

criterion_group!(benches, video_filter);
criterion_main!(benches);
