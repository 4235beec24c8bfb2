use super::{AgeBand, Blocked, Candidate, Category, Source, verdict};
use crate::video::FoundVideo;

/// A YouTube video with every fact known, made for kids, so that only its text decides.
fn video(title: &str) -> FoundVideo {
    FoundVideo {
        id: "abcdefghijk".into(),
        title: title.into(),
        channel: "Some Channel".into(),
        channel_id: "UCsomechannel".into(),
        description: String::new(),
        category: String::new(),
        duration: String::new(),
        views: None,
        likes: None,
        published_at: None,
        thumbnail: String::new(),
        made_for_kids: Some(true),
        age_restricted: Some(false),
        snippet_missing: false,
        tags: Vec::new(),
        category_id: None,
        topic_categories: Vec::new(),
    }
}

fn verdict_at(video: &FoundVideo, viewer_age: i32) -> Option<Blocked> {
    verdict(&Candidate { video, source: Source::YouTube, viewer_age })
}

/// The category refusing `title` for a 9-year-old, the video made for kids.
fn title(title: &str) -> Option<Category> {
    verdict_at(&video(title), 9).map(|b| b.category)
}

#[test]
fn whole_words_keep_the_tricky_safe_titles() {
    for safe in [
        "Killer Whale Facts for Kids",
        "Orcas: the killer whales of the Pacific",
        "The Battle of Hastings in 5 Minutes",
        "How Sharks Hunt",
        "How Vaccines Work: why the injection pinches",
        "Skill Building: Drawing Circles",          // 'skill' holds 'kill'
        "Assembling a Model Volcano",               // 'assembling' holds 'ass'
        "Scunthorpe United Stadium Tour",           // rustrict's classic
        "Drugstore Chemistry? No: How Soap Works",  // 'drugstore' is not 'drug'
        "Grassland Animals",                        // 'grass' holds 'ass'
        "The Kissimmee River Wetlands",             // 'kissimmee' holds 'kiss'
        "Cocktail Shaker Sort Algorithm Explained", // 'cocktail' is no term
        "Why Did the Titanic Sink? A History Documentary",
        "Ancient Roman Weapons: Swords and Shields",
        "How a Cannonball Works: Physics of Projectiles",
        "Volcano Experiment with Baking Soda",
        "World War II Bombers: A History Lesson",
        "What Smoking Does to Your Lungs | Say no to smoking",
        "Shoot Like a Pro: Football Shooting Drills",
        "Shooting Stars Tonight: the Perseids",
        "White Blood Cells Attack Germs",
        "Batman: the history of a comic book hero", // a character alone is fine
        "Hot Glue Gun Crafts",
        "DIY Bath Bombs",
        "Explosive Volcano Eruptions",
        "A Rooftop Vegetable Garden",
    ] {
        assert_eq!(title(safe), None, "{safe}");
    }
}

#[test]
fn terms_refuse_in_their_category() {
    for (unsafe_title, category) in [
        ("Huggy Wuggy Jumpscare Compilation", Category::HorrorJumpscares),
        ("Scary Ghost Stories at 3am", Category::HorrorJumpscares),
        ("Spiderman and Elsa kissing", Category::SexualContent),
        ("Funny PRANK on my sister", Category::Pranks),
        ("Tide Pod challenge gone wrong", Category::DangerousStunts),
        ("How to make a bomb at home", Category::DangerousStunts),
        ("Street fight compilation 2024", Category::RealViolence),
        ("Serial killer documentary", Category::RealViolence),
        ("Best sniper rifle loadout", Category::Weapons),
        ("Casino jackpot wins", Category::Gambling),
        ("Trying vapes for the first time", Category::Vaping),
        ("Smoking cigarettes behind school", Category::Smoking),
        ("Getting drunk on vodka", Category::AlcoholDrugs),
        ("Weed brownies recipe", Category::AlcoholDrugs),
        ("WTF is this game", Category::Profanity),
        ("Elsa pregnant learn colors", Category::DisturbingCartoons),
        ("Peppa Pig shooting nursery rhymes", Category::DisturbingCartoons),
        ("Why some tribes are naturally inferior", Category::Hate),
        ("Shelling continues: injured civilians", Category::WarNews),
    ] {
        assert_eq!(title(unsafe_title), Some(category), "{unsafe_title}");
    }
    // rustrict reads disguised profanity the list does not hold.
    assert_eq!(title("this game is f*cking hard"), Some(Category::Profanity));
}

#[test]
fn disguises_are_read_through() {
    // Cyrillic 'а', a zero-width space, digits for letters, a tag, the description.
    assert_eq!(title("gаmbling strategy"), Some(Category::Gambling));
    assert_eq!(title("best v\u{200B}ape tricks"), Some(Category::Vaping));
    assert_eq!(title("sl33py ch1cken ch4llenge"), Some(Category::DangerousStunts));
    assert_eq!(title("h1tl3r w4s r1ght"), Some(Category::Hate));
    let tagged = FoundVideo { tags: vec!["w33d candy".into()], ..video("Gummy Bears Made Easy") };
    assert_eq!(verdict_at(&tagged, 9).map(|b| b.category), Some(Category::AlcoholDrugs));
    let described = FoundVideo { description: "then we did the blackout challenge".into(), ..video("My day") };
    assert_eq!(verdict_at(&described, 9).map(|b| b.category), Some(Category::DangerousStunts));
    let channel = FoundVideo { channel: "Horror Gaming".into(), ..video("Minecraft house") };
    assert_eq!(verdict_at(&channel, 9).map(|b| b.category), Some(Category::HorrorJumpscares));
}

/// Each listed category at each age band: refused or allowed as `age_rules.txt` decides, and
/// refused beside children's words where allowed. The table is written here again on purpose:
/// a change to the rules file must change this test too.
#[test]
fn age_rules_by_category_and_band() {
    use Category::*;
    #[rustfmt::skip]
    let table: &[(Category, &str, [bool; 3])] = &[
        // category, a title holding one of its terms, refused at 6-12, 13-15, 16-18
        (Gambling, "Roulette strategy", [true, true, true]),
        (Smoking, "Shisha night", [true, true, true]),
        (Vaping, "Vape tricks", [true, true, true]),
        (AlcoholDrugs, "Beer pong night", [true, true, true]),
        (SexualContent, "Try on haul uncensored", [true, true, true]),
        (Hate, "Holocaust hoax exposed", [true, true, true]),
        (SelfHarm, "Pro ana tips", [true, true, true]),
        (DisturbingCartoons, "Spiderman injection", [true, true, true]),
        (DangerousStunts, "Matatu roof riding", [true, true, true]),
        (RealViolence, "School fight caught on camera", [true, true, true]),
        (Weapons, "Shotgun review", [true, true, false]),
        (WarNews, "Airstrikes hit the city", [true, true, false]),
        (HorrorJumpscares, "FNAF jumpscares ranked", [true, false, false]),
        (Pranks, "Prank on my brother", [true, false, false]),
        (Profanity, "Damn that was close", [true, true, true]),
        (Secrecy, "Lunchbox hacks your parents will never know", [true, true, true]),
    ];
    assert_eq!(table.len(), Category::LISTED.len(), "a row for every listed category");
    for (category, text, refused) in table {
        for (band, (age, refused)) in AgeBand::ALL.iter().zip([9, 14, 17].into_iter().zip(refused)) {
            assert_eq!(AgeBand::of(age), *band);
            let got = verdict_at(&video(text), age);
            if *refused {
                assert_eq!(got.map(|b| b.category), Some(*category), "{text:?} at {age}");
            } else {
                assert_eq!(got, None, "{text:?} at {age}");
                let disguised = video(&format!("{text} for kids"));
                let got = verdict_at(&disguised, age).expect("beside children's words");
                assert_eq!((got.category, got.term.contains(" + ")), (*category, true), "{text:?} at {age}");
            }
        }
    }
}

#[test]
fn a_lesson_never_rescues_a_risk() {
    for disguised in [
        "Learn Colors with Injections | Baby Doctor Educational Video",
        "Learn Colors with Real Guns: counting for toddlers",
        "Learn Percentages with Slot Machines",
        "Science Experiment: smoke rings with a cigarette",
        "Drugs science experiment: cocaine",
        "Horror story lesson for kids",
        "Prank science experiment",
    ] {
        for age in [7, 14, 17] {
            let on_trusted = FoundVideo {
                channel: "SciShow Kids".into(),
                channel_id: "UCRFIPG2u1DxKLNuE3y2SjHA".into(),
                ..video(disguised)
            };
            assert!(verdict_at(&on_trusted, age).is_some(), "{disguised} at {age}, made for kids, on a listed channel");
        }
    }
    assert_eq!(verdict_at(&video("Sniper rifles of the Second World War"), 17), None, "weapons suit 16-18");
}

#[test]
fn under_13_youtube_videos_must_be_made_for_kids_or_from_a_listed_channel() {
    let made_for_kids = video("How Plants Grow");
    assert_eq!(verdict_at(&made_for_kids, 9), None);
    for (made_for_kids, fact) in [(Some(false), "madeForKids false"), (None, "madeForKids unknown")] {
        let video = FoundVideo { made_for_kids, ..video("How Plants Grow") };
        let blocked = verdict_at(&video, 12).unwrap();
        assert_eq!((blocked.category, blocked.term.as_str()), (Category::NotMadeForKids, fact));
        assert_eq!(verdict_at(&video, 13), None, "from 13 the categories alone decide");
        let listed = FoundVideo { channel_id: "UC4a-Gbdw7vOaccHmFo40b9g".into(), ..video.clone() };
        assert_eq!(verdict_at(&listed, 9), None, "a listed channel");
        let copied_title = FoundVideo { channel: "Khan Academy".into(), ..video.clone() };
        assert!(verdict_at(&copied_title, 9).is_some(), "a listed channel's title on another channel");
        let catalogue = Candidate { video: &video, source: Source::Catalogue, viewer_age: 9 };
        assert_eq!(verdict(&catalogue), None, "the catalogue is curated by age");
    }
}

#[test]
fn age_restricted_and_missing_facts_refuse_at_every_age() {
    for age in [6, 12, 13, 15, 16, 18] {
        let restricted = FoundVideo { age_restricted: Some(true), ..video("Cooking Goat Stew") };
        assert_eq!(verdict_at(&restricted, age).map(|b| b.category), Some(Category::AgeRestricted));
        let no_rating = FoundVideo { age_restricted: None, ..video("Cooking Goat Stew") };
        assert_eq!(verdict_at(&no_rating, age).map(|b| b.category), Some(Category::MissingFacts));
        let no_snippet = FoundVideo { snippet_missing: true, ..video("") };
        assert_eq!(verdict_at(&no_snippet, age).map(|b| b.category), Some(Category::MissingFacts));
    }
}

#[test]
fn every_catalogue_video_passes_at_its_ages() {
    let catalogue = ndoto_catalogue::embedded().unwrap();
    for entry in &catalogue.videos {
        let found = FoundVideo {
            title: entry.title.clone(),
            description: entry.description.clone(),
            channel: entry.channel.clone().unwrap_or_default(),
            made_for_kids: None,
            ..video("")
        };
        for age in [entry.ages.0, entry.ages.1] {
            let candidate = Candidate { video: &found, source: Source::Catalogue, viewer_age: age };
            assert_eq!(verdict(&candidate), None, "{} at {age}", entry.slug);
        }
    }
}

/// The labelled titles in `safety_cases.tsv` (`safe` or `unsafe`, a tab, the title): the term
/// lists' precision (refused titles that are unsafe) and recall (unsafe titles refused), printed
/// with the misses and bounded. The file labels titles alone for a child of 6 to 14, so they are
/// read for a 9-year-old as if YouTube said made for kids: unknown, every title would be refused
/// for a 9-year-old by the made-for-kids rule, and the test would say nothing about titles.
#[test]
fn labelled_titles_precision_and_recall() {
    let cases = include_str!("../safety_cases.tsv");
    let (mut blocked_unsafe, mut passed_unsafe, mut blocked_safe, mut passed_safe) = (0, 0, 0, 0);
    for line in cases.lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (label, text) = line.split_once('\t').unwrap_or_else(|| panic!("no tab in {line:?}"));
        let blocked = title(text).is_some();
        match (label, blocked) {
            ("unsafe", true) => blocked_unsafe += 1,
            ("unsafe", false) => {
                passed_unsafe += 1;
                println!("unsafe shown: {text}");
            }
            ("safe", true) => {
                blocked_safe += 1;
                println!("safe dropped: {text} ({:?})", title(text));
            }
            ("safe", false) => passed_safe += 1,
            _ => panic!("label {label:?} is neither safe nor unsafe"),
        }
    }
    let precision = f64::from(blocked_unsafe) / f64::from(blocked_unsafe + blocked_safe);
    let recall = f64::from(blocked_unsafe) / f64::from(blocked_unsafe + passed_unsafe);
    println!(
        "safety filter on {} labelled titles: precision {precision:.3}, recall {recall:.3} \
         ({passed_unsafe} unsafe shown, {blocked_safe} safe dropped, {passed_safe} safe shown)",
        blocked_unsafe + passed_unsafe + blocked_safe + passed_safe
    );
    assert!(blocked_unsafe + passed_unsafe >= 50 && blocked_safe + passed_safe >= 50, "a real sample");
    assert!(recall >= 0.9, "recall {recall:.3}");
    assert!(precision >= 0.9, "precision {precision:.3}");
}

#[test]
fn rustrict_still_mistakes_every_listed_clean_word() {
    for word in &super::lists::lists().rustrict_mistakes {
        let word = word.join(" ");
        assert!(super::rustrict_profane(&word, &[]), "rustrict no longer refuses {word:?}: take it off the list");
        assert!(!super::rustrict_profane(&word, &super::lists::lists().rustrict_mistakes));
    }
}

/// Each term file, one term at a time: alone in a title, each term of a category list refuses a
/// 9-year-old (in its category or an earlier one that shares the word); each act of
/// `disturbing_cartoons.txt` is that category only beside a disguise (alone, 'naked' or 'guns' still
/// refuse in their own); no children's word alone refuses; every
/// channel of `channels.txt` lets an under-13 see a video not known to be made for kids.
#[test]
fn each_list_file_does_what_its_readme_says() {
    let lists = super::lists::lists();
    let blocked_at_9 = |video: &FoundVideo| verdict_at(video, 9).map(|b| b.category);
    for (category, terms) in &lists.terms {
        for term in &terms.terms {
            let term = term.join(" ");
            if *category == Category::DisturbingCartoons {
                let alone = title(&format!("a story about {term}"));
                assert_ne!(alone, Some(Category::DisturbingCartoons), "{term} alone");
                assert!(title(&format!("peppa {term}")).is_some(), "{term} beside peppa");
                assert!(title(&format!("{term} learn colors")).is_some(), "{term} beside learn colors");
            } else {
                assert!(title(&term).is_some(), "{}.txt: {term}", category.code());
            }
        }
    }
    for (franchise, characters) in lists.franchises.iter().enumerate() {
        let other = &lists.franchises[(franchise + 1) % lists.franchises.len()].terms[0].join(" ");
        for character in &characters.terms {
            let character = character.join(" ");
            let alone = title(&format!("{character} counting song"));
            let cartoon = [Some(Category::DisturbingCartoons), Some(Category::CartoonCrossover)];
            assert!(!cartoon.contains(&alone), "{character} alone: {alone:?}");
            assert_eq!(title(&format!("{character} injection")), Some(Category::DisturbingCartoons), "{character}");
            let crossover = video(&format!("{character} and {other} counting song"));
            let expected = alone.or(Some(Category::CartoonCrossover)); // huggy wuggy is horror alone
            assert_eq!(blocked_at_9(&crossover), expected, "{character} with {other}");
        }
    }
    for word in &lists.children_words.terms {
        let word = word.join(" ");
        assert_eq!(title(&format!("{word} about volcanoes")), None, "{word}");
    }
    for channel in &lists.channels {
        let video = FoundVideo {
            made_for_kids: None,
            channel_id: channel.id.clone(),
            channel: channel.title.clone(),
            ..video("How Volcanoes Work")
        };
        assert_eq!(blocked_at_9(&video), None, "{} ({})", channel.title, channel.reason);
    }
}

/// Which refusals taint the video's channel for every child (the search remembers them for 30
/// days): what no age may see, anything dressed as a lesson, an age-restricted upload; never a
/// refusal about the viewer's age alone, a missing fact, or profanity.
#[test]
fn only_refusals_that_say_something_about_the_channel_taint_it() {
    let not_made_for_kids = FoundVideo { made_for_kids: Some(false), ..video("How Plants Grow") };
    let restricted = FoundVideo { age_restricted: Some(true), ..video("How Plants Grow") };
    let no_rating = FoundVideo { age_restricted: None, ..video("How Plants Grow") };
    for (video, age, taints) in [
        (video("Learn Percentages with Slot Machines"), 9, true),
        (video("Casino night highlights"), 17, true),
        (video("Sniper rifles lesson for kids"), 17, true),
        (video("Sniper rifles of the Second World War"), 9, false),
        (video("Earthquake death toll rises"), 9, false),
        (video("Horror stories at midnight"), 9, false),
        (restricted, 14, true),
        (not_made_for_kids, 9, false),
        (no_rating, 9, false),
        (video("Volcanoes are f*cking cool"), 9, false),
        (video("Elsa and Spiderman counting song"), 9, false),
        (video("Elsa injection song"), 9, true),
    ] {
        let blocked = verdict_at(&video, age).unwrap_or_else(|| panic!("{} at {age} passes", video.title));
        assert_eq!(blocked.taints_channel(), taints, "{} at {age}: {blocked:?}", video.title);
    }
}

/// Characters of two franchises in one video (anywhere in it: title, description, tags, channel)
/// are refused under 13 only; one franchise, or a teenager, passes.
#[test]
fn under_13_a_crossover_of_two_franchises_is_refused() {
    let crossover = video("Spiderman and Elsa Learn Numbers");
    let blocked = verdict_at(&crossover, 9).unwrap();
    assert_eq!((blocked.category, blocked.term.as_str()), (Category::CartoonCrossover, "spiderman + elsa"));
    for age in [13, 17] {
        assert_eq!(verdict_at(&crossover, age), None, "at {age}: Batman vs Spiderman debates are fine");
    }
    assert_eq!(title("Spiderman and Hulk Learn Numbers"), None, "one franchise (Marvel)");
    assert_eq!(title("Anna and Elsa Sing Along"), None, "one franchise (Frozen)");
    let tagged = FoundVideo { tags: vec!["peppa pig".into(), "paw patrol".into()], ..video("Toy Train Ride") };
    assert_eq!(verdict_at(&tagged, 9).map(|b| b.category), Some(Category::CartoonCrossover), "in the tags");
    let parted = FoundVideo { channel: "Mickey Fun TV".into(), ..video("Sonic Counting Song") };
    assert_eq!(verdict_at(&parted, 9).map(|b| b.category), Some(Category::CartoonCrossover), "title and channel");
}

/// YouTube's own filing of a video under News & Politics with the topic Military is a war report,
/// refused where war news is (to 15), whatever its words; the same topic under Education passes.
#[test]
fn a_war_report_by_youtubes_category_and_topic_is_refused_under_16() {
    let military = "https://en.wikipedia.org/wiki/Military".to_owned();
    let report = FoundVideo {
        category_id: Some("25".into()),
        topic_categories: vec!["https://en.wikipedia.org/wiki/Politics".into(), military.clone()],
        made_for_kids: Some(false),
        ..video("Families Leave the City as Rebels Advance")
    };
    for (age, refused) in [(9, true), (13, true), (15, true), (16, false), (18, false)] {
        let got = verdict_at(&report, age);
        assert_eq!(
            got.as_ref().map(|b| (b.category, b.term.as_str())).filter(|_| refused),
            refused.then_some((Category::WarNews, "News & Politics + Military")),
            "at {age}"
        );
        assert_eq!(got.is_some(), refused, "at {age}");
    }
    let history = FoundVideo { category_id: Some("27".into()), ..report.clone() };
    assert_eq!(verdict_at(&history, 14), None, "Education with the topic Military: a history lesson");
    let politics =
        FoundVideo { topic_categories: vec!["https://en.wikipedia.org/wiki/Politics".into()], ..report.clone() };
    assert_eq!(verdict_at(&politics, 14), None, "news without the topic Military");
    let catalogue = Candidate { video: &report, source: Source::Catalogue, viewer_age: 9 };
    assert_eq!(verdict(&catalogue), None, "YouTube's facts judge YouTube's videos");
}
