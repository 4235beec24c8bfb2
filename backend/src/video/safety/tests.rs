use super::{Candidate, Category, verdict};

fn title(title: &str) -> Option<Category> {
    verdict(&Candidate { title, description: "", channel: "Some Channel", made_for_kids: None }).map(|b| b.category)
}

#[test]
fn whole_words_keep_the_tricky_safe_titles() {
    for safe in [
        "Killer Whale Facts for Kids",
        "Orcas: the killer whales of the Pacific",
        "The Battle of Hastings in 5 Minutes",
        "How Sharks Hunt",
        "How Vaccines Work",
        "Skill Building: Drawing Circles",          // 'skill' holds 'kill'
        "Assembling a Model Volcano",               // 'assembling' holds 'ass'
        "Scunthorpe United Stadium Tour",           // rustrict's classic
        "Drugstore Chemistry? No: How Soap Works",  // 'drugstore' is not 'drug'
        "Grassland Animals",                        // 'grass' holds 'ass'
        "The Kissimmee River Wetlands",             // 'kissimmee' holds 'kiss'
        "Cocktail Shaker Sort Algorithm Explained", // rescued by 'explained'
        "Why Did the Titanic Sink? A History Documentary",
        "Ancient Roman Weapons: Swords and Shields",
        "How a Cannonball Works: Physics of Projectiles",
        "Volcano Experiment with Baking Soda",
        "World War II Bombers: A History Lesson",
    ] {
        assert_eq!(title(safe), None, "{safe}");
    }
}

#[test]
fn blocked_terms_block_in_their_category() {
    for (unsafe_title, category) in [
        ("Huggy Wuggy Jumpscare Compilation", Category::HorrorJumpscares),
        ("Scary Ghost Stories at 3am", Category::HorrorJumpscares),
        ("Spiderman and Elsa kissing", Category::SexualContent),
        ("Funny PRANK on my sister", Category::Pranks),
        ("Tide Pod challenge gone wrong", Category::DangerousChallenges),
        ("How to make a bomb at home", Category::DangerousChallenges),
        ("Street fight compilation 2024", Category::Violence),
        ("Serial killer documentary", Category::Gore),
        ("Best sniper rifle loadout", Category::Weapons),
        ("Casino jackpot wins", Category::Gambling),
        ("Trying vapes for the first time", Category::AlcoholVaping),
        ("Getting drunk on vodka", Category::AlcoholVaping),
        ("Weed brownies recipe", Category::Drugs),
        ("WTF is this game", Category::Profanity),
        ("Elsa pregnant learn colors", Category::DisturbingCartoons),
    ] {
        assert_eq!(title(unsafe_title), Some(category), "{unsafe_title}");
    }
    // rustrict reads disguised profanity the list does not hold.
    assert_eq!(title("this game is f*cking hard"), Some(Category::Profanity));
}

#[test]
fn the_strongest_categories_are_never_rescued() {
    for unsafe_title in [
        "Learn Colors with Injections | Baby Doctor Educational Video",
        "Learn colors: superheroes kissing cartoon for kids",
        "Drugs science experiment",
        "Horror history documentary",
        "True crime history documentary",
        "Prank science experiment",
        "Spiderman kills Joker learn colors",
        "Elsa and Spiderman with guns | learn colors for kids",
        "Peppa Pig shooting nursery rhymes educational",
    ] {
        assert!(title(unsafe_title).is_some(), "{unsafe_title}");
        let made_for_kids =
            Candidate { title: unsafe_title, description: "", channel: "SciShow Kids", made_for_kids: Some(true) };
        assert!(verdict(&made_for_kids).is_some(), "{unsafe_title} on a trusted channel made for kids");
    }
}

#[test]
fn milder_hits_are_rescued_by_allow_terms_channels_and_made_for_kids() {
    assert_eq!(title("How sharks kill their prey"), None, "'prey' is an allow term");
    assert_eq!(title("How the atomic bomb changed history"), None);
    assert_eq!(title("Batman: the history of a comic book hero"), None, "a character alone is fine");
    assert_eq!(title("Why do guns recoil?"), Some(Category::Weapons));
    let trusted = Candidate { title: "Why do guns recoil?", description: "", channel: "SciShow", made_for_kids: None };
    assert_eq!(verdict(&trusted), None);
    let for_kids =
        Candidate { title: "Why do guns recoil?", description: "", channel: "Someone", made_for_kids: Some(true) };
    assert_eq!(verdict(&for_kids), None);
    let not_for_kids = Candidate { made_for_kids: Some(false), ..for_kids };
    assert_eq!(verdict(&not_for_kids).map(|b| b.category), Some(Category::Weapons));
}

#[test]
fn the_description_and_channel_count_too() {
    let description = Candidate {
        title: "My day at the park",
        description: "then we did the blackout challenge",
        channel: "Fun Kid",
        made_for_kids: None,
    };
    assert_eq!(verdict(&description).map(|b| b.category), Some(Category::DangerousChallenges));
    let channel =
        Candidate { title: "Minecraft house", description: "", channel: "Horror Gaming", made_for_kids: None };
    assert_eq!(verdict(&channel).map(|b| b.category), Some(Category::HorrorJumpscares));
}

#[test]
fn the_lists_are_as_large_as_issue_12_asks() {
    let blocked: usize = super::BLOCKED.iter().map(|(_, terms)| terms.len()).sum();
    assert!(blocked >= 60, "{blocked} blocked terms");
    assert!(super::ALLOWED.len() >= 40, "{} allow terms", super::ALLOWED.len());
    for (_, terms) in super::BLOCKED {
        for term in *terms {
            assert_eq!(*term, super::words(term).join(" "), "a term is lower-case whole words");
        }
    }
}

#[test]
fn every_catalogue_video_passes() {
    let catalogue = ndoto_catalogue::embedded().unwrap();
    for video in &catalogue.videos {
        let candidate = Candidate {
            title: &video.title,
            description: &video.description,
            channel: video.channel.as_deref().unwrap_or_default(),
            made_for_kids: None,
        };
        assert_eq!(verdict(&candidate), None, "{}", video.slug);
    }
}

/// The labelled titles in `safety_cases.tsv` (`safe` or `unsafe`, a tab, the title): the filter's
/// precision (blocked titles that are unsafe) and recall (unsafe titles blocked), printed with
/// the misses and bounded.
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
