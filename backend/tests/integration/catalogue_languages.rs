//! The catalogue in the reader's language: a child whose parent chose Kiswahili or French reads
//! our own texts (activities, badges, communities, resources, excursions) in it, and the
//! dashboard recommends the books written in it first; a parent reads them in their own language.

use crate::common::{TestApp, catalogue};
use ndoto::catalogue::{Ages, Language, Translated};
use serde_json::{Value, json};

const BOOK_AGE: u32 = 14;

fn strings(list: &Value, field: &str) -> Vec<String> {
    list.as_array().unwrap().iter().map(|entry| entry[field].as_str().unwrap().to_owned()).collect()
}

async fn get(app: &TestApp, path: &str, token: &str) -> Value {
    let (status, body) = app.rest("GET", path, Some(token), None).await;
    assert_eq!(status, 200, "{path}: {body}");
    body
}

/// What a child of `BOOK_AGE` reads in `language`, checked screen by screen.
async fn child_reads(app: &TestApp, name: &str, code: &str, language: Language) {
    let (_, token, _) = app.signed_in_child_with(name, BOOK_AGE, json!({"language": code})).await;
    let catalogue = catalogue();
    let age = i32::try_from(BOOK_AGE).unwrap();
    let suits = |ages: Ages| ages.0 <= age && age <= ages.1;

    // The dashboard: the books written in the child's language first, in catalogue order (no quiz).
    let dashboard = get(app, "/api/student/dashboard", &token).await;
    let books = strings(&dashboard["dashboardResponse"]["educationalContents"][0]["books"], "title");
    let own: Vec<&str> = catalogue
        .books
        .iter()
        .filter(|b| !b.retired && suits(b.ages) && b.language == language)
        .map(|b| b.title.as_str())
        .collect();
    assert!(own.len() >= 2, "{language}: the catalogue has books in it for {age}");
    assert_eq!(books[..own.len().min(books.len())], own[..own.len().min(books.len())], "{language}: {books:?}");

    // The activities: every text of each in the child's language, tutorial steps included.
    let listed = get(app, "/api/student/dashboard/challenges", &token).await;
    let active: Vec<_> = catalogue.activities.iter().filter(|a| !a.retired).collect();
    assert_eq!(listed.as_array().unwrap().len(), active.len());
    for (shown, activity) in listed.as_array().unwrap().iter().zip(active) {
        let texts = activity.translation(language).unwrap();
        assert_eq!(shown["title"], texts.title.as_str(), "{}", activity.slug);
        assert_eq!(shown["description"], texts.description.as_str());
        assert_eq!(shown["project"], texts.project.as_str());
        assert_eq!(shown["learningOutcomes"], json!(texts.learning_outcomes));
        assert_eq!(shown["tutorialSteps"], json!(texts.tutorial_steps));
        assert_ne!(shown["title"], activity.title.as_str(), "{}: not the English", activity.slug);
    }

    // The communities of the child's age band.
    let communities = get(app, "/api/student/dashboard/communities", &token).await;
    let band: Vec<_> = catalogue.communities.iter().filter(|c| !c.retired && suits(c.ages)).collect();
    assert_eq!(
        strings(&communities, "name"),
        band.iter().map(|c| c.translation(language).unwrap().name.clone()).collect::<Vec<_>>()
    );
    assert_eq!(
        strings(&communities, "description"),
        band.iter().map(|c| c.translation(language).unwrap().description.clone()).collect::<Vec<_>>()
    );

    // The badges of the rewards page.
    let rewards = get(app, "/api/student/rewards", &token).await;
    let badges: Vec<_> = catalogue.badges.iter().filter(|b| !b.retired).collect();
    assert_eq!(
        strings(&rewards["catalogue"], "name"),
        badges.iter().map(|b| b.translation(language).unwrap().name.clone()).collect::<Vec<_>>()
    );

    // The resource board, and a resource read in full with its related ones.
    let board = get(app, "/api/resources", &token).await;
    let offered: Vec<_> = catalogue.resources.iter().filter(|r| !r.retired && suits(r.ages)).collect();
    assert_eq!(
        strings(&board["resources"], "title"),
        offered.iter().map(|r| r.translation(language).unwrap().title.clone()).collect::<Vec<_>>()
    );
    let written = offered.iter().find(|r| r.body.is_some()).unwrap();
    let page = get(app, &format!("/api/resources/{}", written.slug), &token).await;
    let texts = written.translation(language).unwrap();
    assert_eq!(page["resource"]["body"], texts.body.as_deref().unwrap().trim());
    assert_eq!(page["resource"]["summary"]["quote"], texts.quote.as_str());
    assert_eq!(page["resource"]["summary"]["category"], texts.category.as_str());
}

#[tokio::test]
async fn a_kiswahili_childs_screens_answer_in_kiswahili_and_an_english_childs_in_english() {
    let app = TestApp::start().await;
    child_reads(&app, "Neema", "sw", Language::Sw).await;

    // Beside her, an English reader of the same age: English texts, English books.
    let (_, token, _) = app.signed_in_child_with("Juma", BOOK_AGE, json!({"language": "en"})).await;
    let listed = get(&app, "/api/student/dashboard/challenges", &token).await;
    let first = catalogue().activities.iter().find(|a| !a.retired).unwrap();
    assert_eq!(listed[0]["title"], first.title.as_str());
    let dashboard = get(&app, "/api/student/dashboard", &token).await;
    let books = strings(&dashboard["dashboardResponse"]["educationalContents"][0]["books"], "title");
    let english = |title: &String| catalogue().books.iter().any(|b| b.title == *title && b.language == Language::En);
    assert!(books.iter().all(english), "{books:?}");
}

#[tokio::test]
async fn a_french_childs_screens_answer_in_french() {
    child_reads(&TestApp::start().await, "Amina", "fr", Language::Fr).await;
}

#[tokio::test]
async fn a_parent_reads_the_catalogue_in_their_own_language_and_the_child_in_theirs() {
    let app = TestApp::start().await;
    let (parent, child, _) = app.signed_in_child_with("Zawadi", 10, json!({"language": "sw"})).await;
    let (status, _) = app.rest("PATCH", "/api/parent/me", Some(&parent), Some(json!({"language": "fr"}))).await;
    assert_eq!(status, 200);
    let catalogue = catalogue();
    let robotics = catalogue.excursions.iter().find(|e| e.id == "robotics").unwrap();
    let asked = json!({
        "kind": "CONSENT_REQUEST_KIND_EXCURSION",
        "subjectId": "robotics",
        "parentEmail": "zawadi@example.com",
        "eventDate": (chrono::Utc::now().date_naive() + chrono::Days::new(6)).format("%Y-%m-%d").to_string(),
        "slot": "10:00 AM",
    });
    let (status, created) = app.rest("POST", "/api/consent-requests", Some(&child), Some(asked)).await;
    assert_eq!(status, 200, "{created}");
    let in_kiswahili = robotics.translation(Language::Sw).unwrap().title.as_str();
    let in_french = robotics.translation(Language::Fr).unwrap().title.as_str();
    assert_eq!(created["request"]["title"], in_kiswahili);
    assert_eq!(get(&app, "/api/consent-requests", &child).await["requests"][0]["title"], in_kiswahili);
    let theirs = get(&app, "/api/parent/consent-requests", &parent).await;
    assert_eq!(theirs["requests"][0]["title"], in_french, "{theirs}");

    // The child completes an activity and joins a community; the parent's progress names them,
    // and the badge it earned, in French.
    let activities = get(&app, "/api/student/dashboard/challenges", &child).await;
    let (status, done) = app
        .rest(
            "POST",
            &format!("/api/student/rewards/complete-challenge/{}", activities[0]["_id"].as_str().unwrap()),
            Some(&child),
            None,
        )
        .await;
    assert_eq!(status, 200, "{done}");
    let first = catalogue.activities.iter().find(|a| !a.retired).unwrap();
    let explorer = catalogue.badge(&first.theme.explorer_badge_id()).unwrap();
    let awarded = strings(&done["awardedBadges"], "name");
    assert!(awarded.contains(&explorer.translation(Language::Sw).unwrap().name), "{done}");
    let communities = get(&app, "/api/student/dashboard/communities", &child).await;
    let id = communities[0]["_id"].as_str().unwrap();
    let (status, _) =
        app.rest("POST", &format!("/api/student/dashboard/communities/{id}/join"), Some(&child), None).await;
    assert_eq!(status, 200);

    let children = get(&app, "/api/parent/children", &parent).await;
    let child_id = children["children"][0]["_id"].as_str().unwrap();
    let progress = get(&app, &format!("/api/parent/children/{child_id}/progress"), &parent).await;
    assert_eq!(progress["activities"][0]["title"], first.translation(Language::Fr).unwrap().title.as_str());
    assert!(
        strings(&progress["badges"], "name").contains(&explorer.translation(Language::Fr).unwrap().name),
        "{progress}"
    );
    let joined = catalogue
        .communities
        .iter()
        .find(|c| !c.retired && c.ages == Ages::BUDDING)
        .and_then(|c| c.translation(Language::Fr))
        .unwrap();
    assert_eq!(progress["communities"][0]["name"], joined.name.as_str(), "{progress}");
}
