//! The shipped catalogue is valid, no shipped slug ever disappears, and each rule catches what it
//! is for with a message that names the file and the entry.

use std::{collections::BTreeSet, str::FromStr};

use strum::VariantArray;

use super::*;
use crate::validate::{is_duration, is_illustration, is_youtube_url};

fn catalogue() -> Catalogue {
    match embedded() {
        Ok(catalogue) => catalogue.clone(),
        Err(error) => panic!("{error}"),
    }
}

/// The messages of `catalogue`'s problems, each as the error prints it.
fn problems(catalogue: &Catalogue) -> Vec<String> {
    catalogue.validate().err().map(|error| error.problems.iter().map(ToString::to_string).collect()).unwrap_or_default()
}

/// The Kiswahili and French texts of an entry, to change along with its English ones when a test
/// changes the shape of a translated field (which the translations must follow).
fn translations<T: Translated>(entry: &mut T, mut change: impl FnMut(&mut T::Texts)) {
    for language in Language::TRANSLATED {
        change(entry.translation_mut(language).expect("the shipped entry is translated"));
    }
}

fn assert_one_problem(catalogue: &Catalogue, expected: &[&str]) {
    let problems = problems(catalogue);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    for part in expected {
        assert!(problems[0].contains(part), "{:?} does not say {part:?}", problems[0]);
    }
}

#[test]
fn the_shipped_catalogue_is_valid() {
    let catalogue = catalogue();
    assert!(catalogue.videos.len() >= validate::MIN_PER_KIND);
    assert!(catalogue.activities.len() >= validate::MIN_ACTIVITIES);
    assert_eq!(catalogue.badges.len(), validate::BADGES);
}

/// `KIND SLUG` for every entry of the catalogue.
fn slugs(catalogue: &Catalogue) -> BTreeSet<String> {
    let kinds = [
        ("video", catalogue.videos.iter().map(|v| v.slug.as_str()).collect::<Vec<_>>()),
        ("book", catalogue.books.iter().map(|b| b.slug.as_str()).collect()),
        ("game", catalogue.games.iter().map(|g| g.slug.as_str()).collect()),
        ("activity", catalogue.activities.iter().map(|a| a.slug.as_str()).collect()),
        ("badge", catalogue.badges.iter().map(|b| b.id.as_str()).collect()),
        ("community", catalogue.communities.iter().map(|c| c.slug.as_str()).collect()),
        ("resource", catalogue.resources.iter().map(|r| r.slug.as_str()).collect()),
        ("excursion", catalogue.excursions.iter().map(|e| e.id.as_str()).collect()),
        ("mentor", catalogue.mentors.iter().map(|m| m.id.as_str()).collect()),
    ];
    kinds.into_iter().flat_map(|(kind, slugs)| slugs.into_iter().map(move |slug| format!("{kind} {slug}"))).collect()
}

const SHIPPED: &str = include_str!("../content/shipped-slugs.txt");

#[test]
fn no_shipped_slug_disappears_and_every_slug_is_recorded() {
    let shipped: BTreeSet<String> =
        SHIPPED.lines().filter(|line| !line.is_empty() && !line.starts_with('#')).map(str::to_owned).collect();
    let current = slugs(&catalogue());
    let file = |kind: &str| match kind {
        "activity" => "activities.toml".to_owned(),
        "community" => "communities.toml".to_owned(),
        kind => format!("{kind}s.toml"),
    };
    let mut problems = Vec::new();
    for line in shipped.difference(&current) {
        let (kind, slug) = line.split_once(' ').expect("KIND SLUG");
        problems.push(format!(
            "{kind} {slug:?} was shipped but is missing from {CONTENT_DIR}/{}. Children's completions and badges \
             point at it, so a slug never changes: put the entry back with `retired = true` (that takes it off \
             every screen) and, if you renamed it, keep the new entry under its new slug.",
            file(kind)
        ));
    }
    for line in current.difference(&shipped) {
        problems.push(format!(
            "{line:?} is not recorded in {CONTENT_DIR}/shipped-slugs.txt: add the line `{line}` so that the \
             entry can never silently disappear or be renamed"
        ));
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn every_illustration_is_a_picture_of_the_web_app() {
    let catalogue = catalogue();
    let pictures = catalogue
        .books
        .iter()
        .map(|b| &b.thumbnail)
        .chain(catalogue.games.iter().map(|g| &g.thumbnail))
        .chain(catalogue.activities.iter().map(|a| &a.image_url))
        .chain(catalogue.resources.iter().map(|r| &r.author_image));
    let public = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../web/public");
    for picture in pictures {
        let file = public.join(picture.trim_start_matches('/'));
        assert!(file.is_file(), "{picture} names no file: {} is missing", file.display());
    }
}

#[test]
fn a_misspelt_field_is_refused_with_its_file_and_line() {
    let videos = Sources::EMBEDDED.videos.replacen("category = ", "categroy = ", 1);
    let error = Catalogue::parse(&Sources { videos: &videos, ..Sources::EMBEDDED }).unwrap_err();
    let message = error.to_string();
    assert_eq!(error.problems.len(), 1, "{message}");
    assert!(message.contains("backend/crates/catalogue/content/videos.toml"), "{message}");
    assert!(message.contains("categroy") && message.contains("line "), "{message}");

    let activities = Sources::EMBEDDED.activities.replacen("theme = \"science\"", "theme = \"sceince\"", 1);
    let message = Catalogue::parse(&Sources { activities: &activities, ..Sources::EMBEDDED }).unwrap_err().to_string();
    assert!(message.contains("activities.toml") && message.contains("sceince"), "{message}");

    let badges =
        Sources::EMBEDDED.badges.replacen("rule = { kind = \"quiz\" }", "rule = { kind = \"quiz\", count = 2 }", 1);
    assert_ne!(badges, Sources::EMBEDDED.badges);
    let message = Catalogue::parse(&Sources { badges: &badges, ..Sources::EMBEDDED }).unwrap_err().to_string();
    assert!(message.contains("badges.toml") && message.contains("a quiz rule has nothing but its kind"), "{message}");
    let badges = Sources::EMBEDDED.badges.replacen(
        "rule = { kind = \"themes\", count = 5 }",
        "rule = { kind = \"themes\", cuont = 5 }",
        1,
    );
    assert_ne!(badges, Sources::EMBEDDED.badges);
    let message = Catalogue::parse(&Sources { badges: &badges, ..Sources::EMBEDDED }).unwrap_err().to_string();
    assert!(message.contains("cuont"), "{message}");
}

#[test]
fn duplicate_and_malformed_slugs_are_named() {
    let mut catalogue = catalogue();
    catalogue.books[5].slug = catalogue.books[2].slug.clone();
    let slug = catalogue.books[2].slug.clone();
    assert_one_problem(&catalogue, &["books.toml", &format!("book {slug:?}"), "entries 3 and 6 share this slug"]);

    let mut catalogue = self::catalogue();
    catalogue.games[0].slug = "Scratch Game".into();
    assert_one_problem(&catalogue, &["games.toml", "game \"Scratch Game\"", "lower-case letters"]);
    catalogue.games[0].slug = "scratch--game".into();
    assert_one_problem(&catalogue, &["single dashes"]);
    catalogue.games[0].slug = String::new();
    assert_one_problem(&catalogue, &["game #1 (no slug)"]);
}

#[test]
fn ages_must_lie_within_6_to_18_youngest_first() {
    for (ages, valid) in
        [(Ages(6, 18), true), (Ages(9, 9), true), (Ages(5, 8), false), (Ages(9, 19), false), (Ages(12, 9), false)]
    {
        let mut catalogue = catalogue();
        catalogue.activities[0].ages = ages;
        let problems = problems(&catalogue);
        assert_eq!(problems.is_empty(), valid, "{ages:?}: {problems:?}");
        if !valid {
            assert!(problems[0].contains("activity \"bottle-rain-gauge\": ages"), "{problems:?}");
        }
    }
}

#[test]
fn urls_pictures_and_durations_have_their_forms() {
    for url in [
        "https://www.youtube.com/watch?v=tkFPyue5X3Q",
        "https://www.youtube.com/watch?v=tkFPyue5X3Q&t=10",
        "https://youtu.be/Lly75dEbXE8",
        "https://www.youtube.com/embed/WX_E1CAZjaQ",
        "https://www.youtube.com/shorts/WX_E1CAZjaQ",
    ] {
        assert!(is_youtube_url(url), "{url}");
    }
    assert_eq!(crate::youtube_id("https://www.youtube.com/watch?v=tkFPyue5X3Q&t=10"), Some("tkFPyue5X3Q"));
    assert_eq!(crate::youtube_id("https://youtu.be/Lly75dEbXE8"), Some("Lly75dEbXE8"));
    for url in ["tkFPyue5X3Q", "https://vimeo.com/12345678901", "https://youtu.be/short", "http://youtu.be/Lly75dEbXE8"]
    {
        assert!(!is_youtube_url(url), "{url}");
    }
    assert!(is_illustration("/catalogue/science.svg"));
    for path in ["catalogue/science.svg", "/catalogue/Science.svg", "/catalogue/.svg", "/images/science.svg"] {
        assert!(!is_illustration(path), "{path}");
    }
    for duration in ["3:47", "0:45", "20:33", "1:02:03"] {
        assert!(is_duration(duration), "{duration}");
    }
    for duration in ["", "3", "03:47", "3:7", "3:60", "1:2:03", "01:02:03", "3:47 min", "120:00"] {
        assert!(!is_duration(duration), "{duration}");
    }

    let mut catalogue = catalogue();
    catalogue.videos[1].url = "https://example.com/watch?v=Lly75dEbXE8".into();
    assert_one_problem(&catalogue, &["videos.toml", "video \"grow-your-own-plants\"", "not a YouTube video link"]);
    let mut catalogue = self::catalogue();
    catalogue.videos[0].duration = Some(String::new());
    assert_one_problem(&catalogue, &["duration \"\"", "leave the field out"]);
    let mut catalogue = self::catalogue();
    catalogue.videos[0].tags = vec!["plants".into(), "Seeds".into()];
    assert_one_problem(&catalogue, &["tag \"Seeds\"", "lower-case"]);
    let mut catalogue = self::catalogue();
    catalogue.videos[0].channel = Some(" ".into());
    assert_one_problem(&catalogue, &["channel is empty"]);
    let mut catalogue = self::catalogue();
    catalogue.games[0].url = "http://scratch.mit.edu".into();
    assert_one_problem(&catalogue, &["game \"scratch\"", "https://"]);
    let mut catalogue = self::catalogue();
    catalogue.books[0].thumbnail = "science.svg".into();
    assert_one_problem(&catalogue, &["books.toml", "thumbnail \"science.svg\""]);
}

#[test]
fn text_fields_and_areas_are_never_empty() {
    let mut catalogue = catalogue();
    catalogue.videos[0].source = " ".into();
    catalogue.books[0].areas.clear();
    catalogue.games[0].areas = vec![riasec::Dimension::Realistic, riasec::Dimension::Realistic];
    catalogue.activities[0].learning_outcomes.clear();
    translations(&mut catalogue.activities[0], |texts| texts.learning_outcomes.clear());
    catalogue.badges[0].icon = String::new();
    let problems = problems(&catalogue);
    let expected =
        ["source is empty", "areas is empty", "areas lists \"R\" twice", "learning_outcomes is empty", "icon"];
    assert_eq!(problems.len(), expected.len(), "{problems:#?}");
    for (problem, expected) in problems.iter().zip(expected) {
        assert!(problem.contains(expected), "{problem:?} does not say {expected:?}");
    }
}

#[test]
fn every_active_activity_has_a_tutorial_a_video_for_its_ages_or_short_steps() {
    let catalogue = catalogue();
    for activity in catalogue.activities.iter().filter(|a| !a.retired) {
        let video = catalogue.tutorial_video(activity);
        assert!(video.is_some() || !activity.tutorial_steps.is_empty(), "{} has no tutorial", activity.slug);
        if let Some(video) = video {
            assert!(!video.retired && video.ages.overlap(activity.ages), "{} links {}", activity.slug, video.slug);
        }
    }
    // The first activity, the rain gauge for ages 6-10, links Learn Bright's weather video.
    assert_eq!(catalogue.activities[0].slug, "bottle-rain-gauge");
    assert_eq!(catalogue.tutorial_video(&catalogue.activities[0]).map(|v| v.slug.as_str()), Some("weather-for-kids"));

    let mut unknown = catalogue.clone();
    unknown.activities[0].tutorial_video = Some("no-such-video".into());
    assert_one_problem(
        &unknown,
        &["activities.toml", "activity \"bottle-rain-gauge\"", "tutorial_video \"no-such-video\" is not a video"],
    );

    let mut retired = catalogue.clone();
    let weather = retired.videos.iter().position(|v| v.slug == "weather-for-kids").unwrap();
    retired.videos[weather].retired = true;
    assert_one_problem(&retired, &["activity \"bottle-rain-gauge\"", "tutorial_video \"weather-for-kids\" is retired"]);

    let mut too_old = catalogue.clone();
    too_old.activities[0].tutorial_video = Some("what-is-statistics".into());
    assert_one_problem(
        &too_old,
        &["activity \"bottle-rain-gauge\"", "is for ages [14, 18], none of the activity's ages [6, 10]"],
    );

    let mut neither = catalogue.clone();
    neither.activities[0].tutorial_video = None;
    assert_one_problem(&neither, &["activity \"bottle-rain-gauge\"", "has no tutorial", "tutorial_steps"]);

    // Steps instead of the video are a tutorial too; a retired activity needs none.
    let mut steps = neither.clone();
    steps.activities[0].tutorial_steps =
        vec!["Rain is measured in millimetres or centimetres.".into(), "Open ground catches the most rain.".into()];
    translations(&mut steps.activities[0], |texts| texts.tutorial_steps = vec!["Pima.".into(), "Mesure.".into()]);
    assert_eq!(problems(&steps), Vec::<String>::new());
    neither.activities[0].retired = true;
    assert_eq!(problems(&neither), Vec::<String>::new());
}

#[test]
fn a_text_tutorial_is_a_few_short_tips_and_no_copy_of_the_project() {
    let catalogue = catalogue();
    let i = catalogue.activities.iter().position(|a| a.slug == "balloon-blow-up-reaction").unwrap();
    assert!(catalogue.activities[i].tutorial_video.is_none() && !catalogue.activities[i].tutorial_steps.is_empty());
    let with_steps = |steps: Vec<String>| {
        let mut catalogue = catalogue.clone();
        let translated = vec!["Siki ni asidi.".to_owned(); steps.len()];
        translations(&mut catalogue.activities[i], |texts| texts.tutorial_steps.clone_from(&translated));
        catalogue.activities[i].tutorial_steps = steps;
        catalogue
    };
    let tip = || "Vinegar is an acid.".to_owned();

    assert_one_problem(
        &with_steps(vec![tip()]),
        &["activity \"balloon-blow-up-reaction\"", "has 1 step: write 2 to 6"],
    );
    assert_one_problem(&with_steps(vec![tip(); 7]), &["has 7 steps: write 2 to 6"]);
    assert_one_problem(&with_steps(vec![tip(), " ".into()]), &["tutorial step 2 is empty"]);
    assert_one_problem(&with_steps(vec!["a".repeat(181), tip()]), &["tutorial step 1 has 181 characters", "180"]);
    assert_eq!(problems(&with_steps(vec!["a".repeat(180), tip()])), Vec::<String>::new());
    // A project line, with or without its number, belongs to the project step.
    for copied in [
        "3. Stretch the neck of the balloon over the bottle top, letting the balloon hang down to the side.",
        "stretch the neck of the balloon over the bottle top, letting the balloon hang down to the side.",
    ] {
        assert_one_problem(&with_steps(vec![tip(), copied.into()]), &["tutorial step 2 repeats a line of the project"]);
    }
}

#[test]
fn every_age_band_and_career_area_keeps_enough_active_content() {
    // Retiring every video for ages 6-8 leaves that band, and no other, without videos.
    let mut catalogue = catalogue();
    for video in catalogue.videos.iter_mut().filter(|v| v.ages.overlap(Ages::EARLY)) {
        video.retired = true;
    }
    let problems = problems(&catalogue);
    assert!(problems.iter().any(|p| p.contains("only 0 active videos suit ages 6-8")), "{problems:#?}");
    assert!(!problems.iter().any(|p| p.contains("ages 16-18")), "{problems:#?}");

    // Taking "C" off every book leaves the Organising & Data career area without books.
    let mut catalogue = self::catalogue();
    for book in &mut catalogue.books {
        book.areas.retain(|area| *area != riasec::Dimension::Conventional);
        if book.areas.is_empty() {
            book.areas.push(riasec::Dimension::Realistic);
        }
    }
    assert_one_problem(&catalogue, &["books.toml", "only 0 active books speak to career area \"C\""]);

    // Every theme needs an active activity.
    let mut catalogue = self::catalogue();
    for activity in catalogue.activities.iter_mut().filter(|a| a.theme == Theme::Music) {
        activity.retired = true;
    }
    let problems = self::problems(&catalogue);
    assert!(problems.iter().any(|p| p.contains("no active activity has theme \"music\"")), "{problems:#?}");
}

#[test]
fn communities_are_for_one_age_band_and_cover_every_band_and_category() {
    let catalogue = catalogue();
    assert!(catalogue.communities.len() >= validate::MIN_COMMUNITIES);

    let mut spanning = catalogue.clone();
    spanning.communities[0].ages = Ages(6, 12);
    let slug = spanning.communities[0].slug.clone();
    assert_one_problem(&spanning, &["communities.toml", &format!("community {slug:?}"), "exactly one age band"]);

    let mut unnamed = catalogue.clone();
    unnamed.communities[1].description = " ".into();
    assert_one_problem(&unnamed, &["communities.toml", "description is empty"]);

    let mut few = catalogue.clone();
    for community in few.communities.iter_mut().filter(|c| c.ages == Ages::TEEN) {
        community.retired = true;
    }
    let problems = problems(&few);
    assert!(problems.iter().any(|p| p.contains("active communities suit ages 13-15")), "{problems:#?}");

    let mut no_music = catalogue.clone();
    for community in no_music.communities.iter_mut().filter(|c| c.category == CommunityCategory::Music) {
        community.retired = true;
    }
    let problems = self::problems(&no_music);
    assert!(problems.iter().any(|p| p.contains("no active community has category \"music\"")), "{problems:#?}");

    let communities = Sources::EMBEDDED.communities.replacen("category = \"science\"", "category = \"cooking\"", 1);
    let message =
        Catalogue::parse(&Sources { communities: &communities, ..Sources::EMBEDDED }).unwrap_err().to_string();
    assert!(message.contains("communities.toml") && message.contains("cooking"), "{message}");
}

#[test]
fn resources_hold_their_text_or_a_noted_link_cover_every_band_and_relate_to_real_ones() {
    let catalogue = catalogue();
    assert!(catalogue.resources.len() >= validate::MIN_RESOURCES);
    for kind in ResourceType::VARIANTS {
        assert_eq!(ResourceType::from_str(kind.as_str()).unwrap(), *kind);
    }
    let linked = catalogue.resources.iter().position(|r| r.link.is_some()).expect("a linked resource");
    let written = catalogue.resources.iter().position(|r| r.body.is_some()).expect("a written resource");

    let mut both = catalogue.clone();
    both.resources[written].link = Some("https://www.nasa.gov".into());
    let slug = both.resources[written].slug.clone();
    assert_one_problem(&both, &["resources.toml", &format!("resource {slug:?}"), "either body"]);

    let mut unnoted = catalogue.clone();
    unnoted.resources[linked].link_note = None;
    translations(&mut unnoted.resources[linked], |texts| texts.link_note = None);
    assert_one_problem(&unnoted, &["resources.toml", "needs a link_note"]);

    let mut insecure = catalogue.clone();
    insecure.resources[linked].link = Some("http://example.com".into());
    assert_one_problem(&insecure, &["resources.toml", "https://"]);

    let mut dangling = catalogue.clone();
    dangling.resources[0].related = vec!["no-such-resource".into()];
    assert_one_problem(&dangling, &["resources.toml", "\"no-such-resource\", which is not an active resource"]);

    let mut own = catalogue.clone();
    let slug = own.resources[0].slug.clone();
    own.resources[0].related = vec![slug];
    assert_one_problem(&own, &["resources.toml", "the resource itself"]);

    let mut long = catalogue.clone();
    long.resources[0].quote = "a".repeat(validate::MAX_QUOTE_CHARS + 1);
    assert_one_problem(&long, &["resources.toml", "quote is longer"]);

    let mut few = catalogue.clone();
    for resource in few.resources.iter_mut().filter(|r| r.ages.overlap(Ages::VISIONARY)) {
        resource.retired = true;
    }
    let problems = problems(&few);
    assert!(problems.iter().any(|p| p.contains("active resources suit ages 16-18")), "{problems:#?}");

    let resources = Sources::EMBEDDED.resources.replacen("type = \"Article\"", "type = \"Podcast\"", 1);
    let message = Catalogue::parse(&Sources { resources: &resources, ..Sources::EMBEDDED }).unwrap_err().to_string();
    assert!(message.contains("resources.toml") && message.contains("Podcast"), "{message}");
}

#[test]
fn there_are_16_badges_4_per_category_and_an_explorer_per_theme() {
    let mut catalogue = catalogue();
    let art = catalogue.badges.iter().position(|b| b.id == "art-explorer").unwrap();
    catalogue.badges[art].retired = true;
    let problems = problems(&catalogue);
    assert!(problems.iter().any(|p| p.contains("15 badges are active")), "{problems:#?}");
    assert!(problems.iter().any(|p| p.contains("3 active badges are in category \"Skills\"")), "{problems:#?}");
    assert!(problems.iter().any(|p| p.contains("theme \"art\" has no active explorer badge")), "{problems:#?}");

    let mut catalogue = self::catalogue();
    catalogue.badges[art].name = "Art Adventurer".into();
    assert_one_problem(&catalogue, &["badge \"art-explorer\"", "must be named \"Art Explorer\""]);

    let mut catalogue = self::catalogue();
    let master = catalogue.badges.iter().position(|b| b.id == "project-master").unwrap();
    catalogue.badges[master].rule = BadgeRule::Activities { count: 1000 };
    assert_one_problem(&catalogue, &["badge \"project-master\"", "no child can earn it"]);
}

#[test]
fn the_enums_are_spelt_alike_in_the_files_and_the_database() {
    #[derive(serde::Deserialize)]
    struct One<T> {
        value: T,
    }
    fn round_trip<T>(variants: &[T], as_str: fn(T) -> &'static str)
    where
        T: Copy + PartialEq + std::fmt::Debug + FromStr + serde::de::DeserializeOwned,
    {
        for &variant in variants {
            let text = as_str(variant);
            let parsed: One<T> = toml::from_str(&format!("value = {text:?}")).unwrap();
            assert_eq!(parsed.value, variant, "{text}");
            assert!(T::from_str(text).is_ok_and(|v| v == variant), "{text}");
        }
    }
    round_trip(Theme::VARIANTS, Theme::as_str);
    round_trip(Difficulty::VARIANTS, Difficulty::as_str);
    round_trip(Tier::VARIANTS, Tier::as_str);
    round_trip(BadgeCategory::VARIANTS, BadgeCategory::as_str);
    round_trip(CommunityCategory::VARIANTS, CommunityCategory::as_str);
    assert_eq!(Theme::Science.as_str(), "science");
    assert_eq!(Theme::Technology.title(), "Technology");
    assert_eq!(Theme::Art.explorer_badge_id(), "art-explorer");
    assert_eq!(Difficulty::Medium.as_str(), "Medium");
    assert_eq!(Tier::Legendary.as_str(), "legendary");
    assert_eq!(BadgeCategory::Projects.as_str(), "Projects");
    assert!("Science".parse::<Theme>().is_err(), "stored themes are lower case");
}

/// The `id: '...'` values of a web data file, in order.
fn web_ids(source: &str) -> Vec<&str> {
    source.split("id: '").skip(1).filter_map(|rest| rest.split_once('\'')).map(|(id, _)| id).collect()
}

#[test]
fn excursions_and_mentors_have_the_web_apps_ids_and_names() {
    let catalogue = catalogue();
    let excursions = include_str!("../../../../web/src/features/excursions/components/excursion-data.ts");
    let mentors = include_str!("../../../../web/src/features/mentors/components/mentor-data.ts");
    let ids: Vec<&str> = catalogue.excursions.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, web_ids(excursions), "excursions.toml and the web app's excursions differ");
    let ids: Vec<&str> = catalogue.mentors.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, web_ids(mentors), "mentors.toml and the web app's mentors differ");
    // The web's titles and session labels are messages (Lingui's `msg`), translated there.
    for excursion in &catalogue.excursions {
        assert!(excursions.contains(&format!("title: msg`{}`", excursion.title)), "{excursion:?}");
        assert!(excursions.contains(&format!("kind: '{}'", excursion.kind)), "{excursion:?}");
    }
    for mentor in &catalogue.mentors {
        assert!(mentors.contains(&format!("name: '{}'", mentor.name)), "{mentor:?}");
    }
    for session in MentorSession::VARIANTS {
        let web = format!("label: msg`{}`, minutes: {}", session.label(), session.minutes());
        assert!(mentors.contains(&web), "the web app's session types lack {web}");
        assert_eq!(MentorSession::from_code(session.code()), Some(*session));
    }
}

#[test]
fn excursion_and_mentor_rules_name_the_entry() {
    let catalogue = catalogue();
    let mut untitled = catalogue.clone();
    untitled.excursions[0].title = " ".into();
    assert_one_problem(&untitled, &["excursions.toml", "excursion \"robotics\"", "title is empty"]);

    let mut twice = catalogue.clone();
    twice.mentors[1].id = "1".into();
    assert_one_problem(&twice, &["mentors.toml", "mentor \"1\"", "share this slug"]);

    let mut none = catalogue.clone();
    none.mentors[0].sessions.clear();
    translations(&mut none.mentors[0], |texts| texts.sessions.clear());
    assert_one_problem(&none, &["mentors.toml", "sessions is empty"]);

    let mut repeated = catalogue.clone();
    repeated.mentors[0].sessions = vec![MentorSession::DeepDive, MentorSession::DeepDive];
    assert_one_problem(&repeated, &["mentors.toml", "\"Deep Dive\" twice"]);

    let mentors = Sources::EMBEDDED.mentors.replacen("\"Deep Dive\"]", "\"Long Chat\"]", 1);
    let message = Catalogue::parse(&Sources { mentors: &mentors, ..Sources::EMBEDDED }).unwrap_err().to_string();
    assert!(message.contains("mentors.toml") && message.contains("Long Chat"), "{message}");
}

#[test]
fn every_text_we_write_is_in_kiswahili_and_french_shaped_like_english() {
    let catalogue = catalogue();
    for language in Language::TRANSLATED {
        assert!(catalogue.activities.iter().all(|a| a.translation(language).is_some()), "{language}");
    }

    let mut missing = catalogue.clone();
    missing.badges[0].sw.as_mut().unwrap().description = " ".into();
    assert_one_problem(&missing, &["badges.toml", "badge \"science-explorer\"", "[badge.sw] has no description"]);

    let mut untranslated = catalogue.clone();
    untranslated.communities[0].fr = None;
    assert_one_problem(
        &untranslated,
        &[
            "communities.toml",
            "community \"little-scientists-lab\"",
            "has no [community.fr]",
            "name, description in French",
        ],
    );

    let mut shorter = catalogue.clone();
    shorter.activities[0].sw.as_mut().unwrap().learning_outcomes.pop();
    assert_one_problem(
        &shorter,
        &[
            "activities.toml",
            "activity \"bottle-rain-gauge\"",
            "[activity.sw] learning_outcomes has 2 items, English has 3",
        ],
    );

    let mut longer = catalogue.clone();
    longer.mentors[0].fr.as_mut().unwrap().sessions.push("Visite".into());
    assert_one_problem(&longer, &["mentors.toml", "mentor \"1\"", "[mentor.fr] sessions has 3 items, English has 2"]);

    let mut blank_item = catalogue.clone();
    blank_item.activities[0].tutorial_steps = vec!["Rain falls.".into(), "Measure it.".into()];
    blank_item.activities[0].sw.as_mut().unwrap().tutorial_steps = vec!["Mvua.".into(), "Ipime.".into()];
    // The rain gauge's tutorial is a video: its translations have no steps until English has.
    assert!(catalogue.activities[0].tutorial_steps.is_empty());
    blank_item.activities[0].fr.as_mut().unwrap().tutorial_steps = vec!["Pluie.".into(), String::new()];
    assert_one_problem(&blank_item, &["[activity.fr] tutorial_steps item 2 is empty"]);

    // A project's steps are lines: one per English line.
    let mut merged = catalogue.clone();
    let project = &mut merged.activities[0].fr.as_mut().unwrap().project;
    *project = project.replacen("\n1.", " 1.", 1);
    assert_one_problem(
        &merged,
        &["activity \"bottle-rain-gauge\"", "[activity.fr] project has 6 lines, English has 7"],
    );

    // A body or a link note where English has one, and none where English has none.
    let linked = catalogue.resources.iter().position(|r| r.link.is_some()).unwrap();
    let mut body = catalogue.clone();
    body.resources[linked].sw.as_mut().unwrap().body = Some("Maandishi.".into());
    assert_one_problem(&body, &["resources.toml", "[resource.sw] has body, which the English entry has not"]);
    let mut no_note = catalogue.clone();
    no_note.resources[linked].fr.as_mut().unwrap().link_note = None;
    assert_one_problem(&no_note, &["[resource.fr] has no link_note"]);
}

#[test]
fn a_translation_missing_from_a_file_is_named_with_its_file_entry_and_field() {
    let translated = "[badge.sw]\nname = \"Mvumbuzi wa Sayansi\"\n";
    assert!(Sources::EMBEDDED.badges.contains(translated));
    let badges = Sources::EMBEDDED.badges.replacen(translated, "[badge.sw]\n", 1);
    let message = Catalogue::parse(&Sources { badges: &badges, ..Sources::EMBEDDED }).unwrap_err().to_string();
    assert!(
        message.contains("badges.toml, badge \"science-explorer\": [badge.sw] has no name (or it is empty)"),
        "{message}"
    );

    // Only the translatable fields: an icon is the same in every language.
    let badges = Sources::EMBEDDED.badges.replacen(translated, &format!("{translated}icon = \"🔬\"\n"), 1);
    let message = Catalogue::parse(&Sources { badges: &badges, ..Sources::EMBEDDED }).unwrap_err().to_string();
    assert!(message.contains("badges.toml") && message.contains("icon") && message.contains("line"), "{message}");
}

#[test]
fn books_videos_and_games_say_which_language_they_are_in() {
    let catalogue = catalogue();
    let in_language = |language: Language| catalogue.books.iter().filter(|b| b.language == language).count();
    assert!(in_language(Language::Sw) >= 4 && in_language(Language::Fr) >= 4, "real books first written in them");

    for (file, books) in [
        ("missing", Sources::EMBEDDED.books.replacen("language = \"en\"\n", "", 1)),
        ("unknown", Sources::EMBEDDED.books.replacen("language = \"en\"", "language = \"rw\"", 1)),
    ] {
        let message = Catalogue::parse(&Sources { books: &books, ..Sources::EMBEDDED }).unwrap_err().to_string();
        assert!(message.contains("books.toml") && message.contains("language"), "{file}: {message}");
    }
}

/// The `msgstr` of `msgid` in a web catalogue (`.po`).
fn web_translation<'a>(po: &'a str, msgid: &str) -> Option<&'a str> {
    let after = po.split_once(&format!("msgid \"{msgid}\"\nmsgstr \""))?.1;
    after.split_once("\"\n").map(|(text, _)| text)
}

#[test]
fn mentors_and_excursions_read_as_the_web_app_translates_them() {
    let catalogue = catalogue();
    let mentors = [
        (Language::Sw, include_str!("../../../../web/src/features/mentors/locales/sw.po")),
        (Language::Fr, include_str!("../../../../web/src/features/mentors/locales/fr.po")),
    ];
    for (language, po) in mentors {
        for mentor in &catalogue.mentors {
            let texts = mentor.translation(language).unwrap();
            assert_eq!(web_translation(po, &mentor.headline), Some(texts.headline.as_str()), "{mentor:?}");
            for (session, label) in mentor.sessions.iter().zip(&texts.sessions) {
                assert_eq!(web_translation(po, session.label()), Some(label.as_str()), "{mentor:?}");
            }
        }
    }
    let excursions = [
        (Language::Sw, include_str!("../../../../web/src/features/excursions/locales/sw.po")),
        (Language::Fr, include_str!("../../../../web/src/features/excursions/locales/fr.po")),
    ];
    for (language, po) in excursions {
        for excursion in &catalogue.excursions {
            let title = &excursion.translation(language).unwrap().title;
            assert_eq!(web_translation(po, &excursion.title), Some(title.as_str()), "{excursion:?}");
        }
    }
}
