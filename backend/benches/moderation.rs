//! Time to moderate one post: `ndoto::moderation::review` (the canonical text, then every rule,
//! rustrict last) on a short clean post, a clean post of the maximum length (500 characters), a
//! phone number disguised in other digit scripts and a zero-width space, and a post of the maximum
//! length full of numbers and words. A clean post is read by every rule to its end, so the long
//! clean posts are the worst case. Target (issue 22): under 1 ms a post on the release build.
//!
//! Criterion measures; no test asserts a time. Each case's verdict is checked before it is timed,
//! so that a change of the rules cannot leave a case timing something else than it says.
//!
//! Run: `cargo bench -p ndoto --bench moderation` (`-- long` for the cases whose name holds
//! "long"). Criterion prints a mean with its confidence interval; the medians are in
//! `target/criterion/moderation/*/new/estimates.json`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use ndoto::moderation::{Author, Refusal, review};

/// The writer of every post.
const AUTHOR: Author<'static> = Author { first_name: "Amani", last_name: "Mwangi" };

/// The longest post a child can send, in characters (`MAX_POST_CHARS` of the community module).
const MAX_POST_CHARS: usize = 500;

const SHORT_CLEAN: &str = "We won 3-2 in the last minute, best match ever";

const LONG_CLEAN: &str = "I just finished my volcano model for the science fair and it actually erupted! First I \
    built the cone out of paper and glue around an old bottle, then I painted it brown and green so it looks like a \
    real mountain with trees. Inside the bottle I mixed baking soda with warm water and a little washing up liquid, \
    and when my teacher poured in the vinegar the foam came out of the top like lava. Everyone in class clapped. \
    Next time I want to add red food colouring and make the lava flow down slowly!!!";

/// Arabic-Indic and Devanagari digits, with a zero-width space inside the number.
const DISGUISED_PHONE: &str = "namba yangu ni \u{0660}\u{0667}\u{0668}\u{0668}\u{200B} \u{0661}\u{0662}\u{0663} \
    \u{096A}\u{096B}\u{096C}, piga jioni";

/// Primes (counting), scores, dates, a decimal, big and round numbers: every exception of the
/// phone-number rule, and words for rustrict.
const LONG_DIGITS: &str = "Maths club today was great fun! We counted the primes 2 3 5 7 11 13 17 19 23 29 31 37 \
    and then worked out scores: we won 3-2, then 21-18 after overtime, and lost 0-1 in the final. The eclipse is on \
    2026-08-12 and my science fair is on 12/03/2026. Pi is 3.14159265358979, the Moon is 384,400 km away, light from \
    the Sun takes 8 minutes and 20 seconds to reach us, a blue whale heart weighs 180 kg, and Jupiter is 4.6 billion \
    years old. I scored 1000000 points and my best is 250,000, beat that in 2027";

/// Each case's name, post and verdict.
const CASES: [(&str, &str, Result<(), Refusal>); 4] = [
    ("short_clean", SHORT_CLEAN, Ok(())),
    ("long_clean", LONG_CLEAN, Ok(())),
    ("disguised_phone", DISGUISED_PHONE, Err(Refusal::PhoneNumber)),
    ("long_digits_and_words", LONG_DIGITS, Ok(())),
];

fn moderation(c: &mut Criterion) {
    for post in [LONG_CLEAN, LONG_DIGITS] {
        assert_eq!(post.chars().count(), MAX_POST_CHARS, "{post:?}");
    }
    let mut group = c.benchmark_group("moderation");
    for (name, post, verdict) in CASES {
        assert_eq!(review(post, AUTHOR), verdict, "{name}: {post:?}");
        group.bench_function(name, |b| b.iter(|| review(black_box(post), black_box(AUTHOR))));
    }
    group.finish();
}

criterion_group!(benches, moderation);
criterion_main!(benches);
