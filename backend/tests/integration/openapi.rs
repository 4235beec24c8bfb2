//! The OpenAPI document (`/api/openapi.json`) against the real server: every documented REST route
//! is one of its operations, and real answers, successes and errors alike, validate against the
//! schema of the operation and status that gave them (JSON Schema 2020-12, which OpenAPI 3.1 uses).

use crate::common::{PASSWORD, TestApp};
use serde_json::{Value, json};

/// The served document, and the checks made against it.
struct Contract {
    document: Value,
    /// The (method, template) pairs whose answers were checked.
    checked: std::collections::BTreeSet<(String, String)>,
}

impl Contract {
    /// The documented template that `path` (without its query) fills, such as
    /// `/api/student/dashboard/communities/{community_id}` for a community's address.
    fn template_of(&self, method: &str, path: &str) -> String {
        let path = path.split('?').next().unwrap();
        let segments: Vec<&str> = path.split('/').collect();
        let paths = self.document["paths"].as_object().unwrap();
        let matches = |template: &str| {
            let parts: Vec<&str> = template.split('/').collect();
            parts.len() == segments.len()
                && parts.iter().zip(&segments).all(|(part, segment)| part.starts_with('{') || part == segment)
        };
        // The most literal template wins (`/posts` before `/{community_id}`).
        let mut candidates: Vec<&String> = paths
            .iter()
            .filter(|(template, item)| matches(template) && item.get(method).is_some())
            .map(|(template, _)| template)
            .collect();
        candidates.sort_by_key(|template| template.matches('{').count());
        candidates.first().unwrap_or_else(|| panic!("{method} {path} is not in the OpenAPI document")).to_string()
    }

    /// Checks an answer against the document: the schema of its status, or the default (error) one.
    fn check(&mut self, method: &str, path: &str, status: u16, body: &Value) {
        let method = method.to_lowercase();
        let template = self.template_of(&method, path);
        let responses = &self.document["paths"][&template][&method]["responses"];
        let mut response = responses.get(status.to_string()).unwrap_or(&responses["default"]);
        // A shared response (`#/components/responses/NotFound`).
        if let Some(name) = response["$ref"].as_str().and_then(|r| r.strip_prefix("#/components/responses/")) {
            response = &self.document["components"]["responses"][name];
        }
        let mut schema = response["content"]["application/json"]["schema"].clone();
        assert!(schema.is_object(), "{method} {template} documents no schema for {status}");
        schema["components"] = self.document["components"].clone();
        // boon: JSON Schema 2020-12 (its default draft), `$ref`s resolved within this document.
        let (mut schemas, mut compiler) = (boon::Schemas::new(), boon::Compiler::new());
        compiler.add_resource("urn:ndoto:answer", schema).unwrap();
        let index = compiler.compile("urn:ndoto:answer", &mut schemas).unwrap();
        if let Err(error) = schemas.validate(body, index) {
            panic!("{method} {path} answered {status} off its documented schema: {error:#}\n{body}");
        }
        self.checked.insert((method, template));
    }
}

/// Calls the API over REST and checks the answer against the contract.
async fn call(
    app: &TestApp,
    contract: &mut Contract,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let (status, answer) = app.rest(method, path, token, body).await;
    contract.check(method, path, status, &answer);
    (status, answer)
}

#[tokio::test]
async fn every_rest_route_is_documented_and_real_answers_match_the_document() {
    let (port, inbox) = crate::mail::smtp_sink().await;
    let mail = ndoto::consent::mail::MailSettings {
        url: format!("smtp://127.0.0.1:{port}"),
        from: "Ndoto <no-reply@ndoto.test>".into(),
    };
    let app = TestApp::start_with(crate::common::Options { mail: Some(mail), ..Default::default() }).await;
    let (status, document) = app.rest("GET", "/api/openapi.json", None, None).await;
    assert_eq!(status, 200);
    let mut contract = Contract { document, checked: Default::default() };

    // Every route of the descriptor set is an operation of the served document.
    let routes: Vec<(String, String)> = ndoto::auth::endpoints::endpoints()
        .unwrap()
        .into_iter()
        .flat_map(|endpoint| endpoint.rest)
        .map(|route| (route.method.as_str().to_lowercase(), route.template))
        .collect();
    for (method, template) in &routes {
        let operation = &contract.document["paths"][template][method];
        assert!(operation.is_object(), "{method} {template} is not documented");
    }

    // A family's real answers, step by step, each checked.
    let c = &mut contract;
    let sign_up = json!({"firstName": "Wanjiru", "lastName": "Kamau", "email": "wanjiru@example.com",
        "phone": "+250788123456", "password": PASSWORD});
    let (status, _) = call(&app, c, "POST", "/api/auth/parent/signup", None, Some(sign_up)).await;
    assert_eq!(status, 200);
    let (_, parent) = call(
        &app,
        c,
        "POST",
        "/api/auth/parent/signin",
        None,
        Some(json!({"email": "wanjiru@example.com", "password": PASSWORD})),
    )
    .await;
    let parent_token = parent["access_token"].as_str().unwrap().to_owned();
    let parent = Some(parent_token.as_str());
    // Verified by the emailed link (the sign-up's and one sent again), then consenting.
    call(&app, c, "GET", "/api/parent/me", parent, None).await;
    let (status, _) = call(&app, c, "PATCH", "/api/parent/me", parent, Some(json!({"language": "fr"}))).await;
    assert_eq!(status, 200);
    let (status, _) = call(&app, c, "POST", "/api/parent/email/send-verification", parent, None).await;
    assert_eq!(status, 200);
    let link = loop {
        if let Some(text) = inbox.verifications_to("wanjiru@example.com").into_iter().next() {
            break text;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    let token = link.split("verify-email?token=").nth(1).unwrap().split_whitespace().next().unwrap().to_owned();
    let (status, _) = call(&app, c, "POST", "/api/parent/email/verify", parent, Some(json!({"token": token}))).await;
    assert_eq!(status, 200);
    let child = json!({"firstName": "Amani", "lastName": "Kamau", "signInName": "Amani", "birthDate": "2015-03-01",
        "password": PASSWORD, "consentNoticeVersion": ndoto::account::CONSENT_NOTICE_VERSION});
    let (status, _) = call(&app, c, "POST", "/api/parent/children", parent, Some(child)).await;
    assert_eq!(status, 200);
    call(&app, c, "GET", "/api/parent/children", parent, None).await;
    let (_, signed_in) = call(
        &app,
        c,
        "POST",
        "/api/auth/child/signin",
        None,
        Some(json!({"firstName": "Amani", "password": PASSWORD})),
    )
    .await;
    let token = signed_in["access_token"].as_str().unwrap().to_owned();
    let child_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let me = Some(token.as_str());

    call(&app, c, "GET", "/api/student/dashboard", me, None).await;
    call(&app, c, "GET", "/api/student/rewards", me, None).await;
    let (_, challenges) = call(&app, c, "GET", "/api/student/dashboard/challenges", me, None).await;
    let challenge = challenges[0]["_id"].as_str().unwrap();
    // The bare arrays' `:page` bindings answer the response message, a page at a time.
    let (status, page) = call(&app, c, "GET", "/api/student/dashboard/challenges:page?pageSize=2", me, None).await;
    assert_eq!((status, &page["challenges"][0]["_id"]), (200, &challenges[0]["_id"]), "{page}");
    let next = format!(
        "/api/student/dashboard/challenges:page?pageSize=2&pageToken={}",
        page["nextPageToken"].as_str().unwrap()
    );
    assert_eq!(call(&app, c, "GET", &next, me, None).await.1["challenges"][0]["_id"], challenges[2]["_id"]);
    let (status, _) =
        call(&app, c, "POST", &format!("/api/student/rewards/complete-challenge/{challenge}"), me, None).await;
    assert_eq!(status, 200);
    let reading = json!({"kind": "READING_KIND_RESOURCE", "id": "why-do-volcanoes-erupt"});
    assert_eq!(call(&app, c, "POST", "/api/student/learning-journey/readings", me, Some(reading)).await.0, 200);
    assert_eq!(call(&app, c, "GET", "/api/student/learning-journey", me, None).await.0, 200);
    let art = json!({"text": "draw a giraffe on a bicycle"});
    assert_eq!(call(&app, c, "POST", "/api/art-buddy/check", me, Some(art)).await.0, 200);

    let (_, quiz) = call(&app, c, "POST", "/api/ai/quiz", me, Some(json!({"ageRange": "9-12"}))).await;
    let answers: Vec<Value> = quiz["quiz"]["questions"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, q)| json!({"questionIndex": i, "answer": q["answers"][0]}))
        .collect();
    let quiz_id = quiz["quizId"].as_str().unwrap().to_owned();
    let (status, _) =
        call(&app, c, "POST", "/api/ai/quiz/submit", me, Some(json!({"quizId": quiz_id, "answers": answers}))).await;
    assert_eq!(status, 200);
    let careers = format!("/api/ai/career-recommendations?userId={child_id}&childId={child_id}&quizId={quiz_id}");
    let (status, _) = call(&app, c, "GET", &careers, me, None).await;
    assert_eq!(status, 200);
    call(&app, c, "POST", "/api/ai/advisor", me, Some(json!({"message": "What does an engineer do?"}))).await;

    let (_, communities) = call(&app, c, "GET", "/api/student/dashboard/communities", me, None).await;
    let community = format!("/api/student/dashboard/communities/{}", communities[0]["_id"].as_str().unwrap());
    let (status, page) = call(&app, c, "GET", "/api/student/dashboard/communities:page", me, None).await;
    assert_eq!((status, &page["communities"], &page["nextPageToken"]), (200, &communities, &json!("")), "{page}");
    call(&app, c, "GET", &community, me, None).await;
    call(&app, c, "POST", &format!("{community}/join"), me, None).await;
    let (status, post) =
        call(&app, c, "POST", &format!("{community}/posts"), me, Some(json!({"content": "We built a rain gauge!"})))
            .await;
    assert_eq!(status, 200, "{post}");
    let post_id = post["_id"].as_str().unwrap();
    call(&app, c, "POST", &format!("{community}/posts/{post_id}/like"), me, None).await;
    let (_, posts) = call(&app, c, "GET", &format!("{community}/posts"), me, None).await;
    let (status, page) = call(&app, c, "GET", &format!("{community}/posts:page?pageSize=1"), me, None).await;
    assert_eq!((status, &page["posts"], &page["nextPageToken"]), (200, &posts, &json!("")), "{page}");
    call(&app, c, "POST", &format!("{community}/posts/{post_id}/report"), me, Some(json!({"reason": "test"}))).await;
    call(&app, c, "POST", &format!("{community}/leave"), me, None).await;

    // A moderator decides the reported post.
    app.moderator("rehema@example.org").await;
    let login = json!({"email": "rehema@example.org", "password": crate::common::MODERATOR_PASSWORD});
    let (status, signed_in) = call(&app, c, "POST", "/api/auth/moderator/signin", None, Some(login)).await;
    assert_eq!(status, 200);
    let moderator = signed_in["access_token"].as_str().map(str::to_owned);
    let moderator = moderator.as_deref();
    let (_, queue) = call(&app, c, "GET", "/api/moderation/cases?pageSize=5", moderator, None).await;
    let case = queue["cases"][0]["id"].as_str().unwrap().to_owned();
    let (status, _) = call(&app, c, "POST", &format!("/api/moderation/cases/{case}/take"), moderator, None).await;
    assert_eq!(status, 200);
    let keep = json!({"decision": "DECISION_KEEP", "note": "a real rain gauge"});
    let (status, _) =
        call(&app, c, "POST", &format!("/api/moderation/cases/{case}/decide"), moderator, Some(keep.clone())).await;
    assert_eq!(status, 200);
    let (status, _) =
        call(&app, c, "POST", &format!("/api/moderation/cases/{case}/decide"), moderator, Some(keep)).await;
    assert_eq!(status, 400);
    call(&app, c, "GET", "/api/videos/search?q=volcanoes", me, None).await;

    let (_, resources) = call(&app, c, "GET", "/api/resources", me, None).await;
    let resource = resources["resources"][0]["id"].as_str().unwrap();
    let (status, _) = call(&app, c, "GET", &format!("/api/resources/{resource}"), me, None).await;
    assert_eq!(status, 200);
    let (_, profile) = call(&app, c, "GET", "/api/profile", me, None).await;
    let avatar = profile["avatarChoices"][0].clone();
    let changes = json!({"image": avatar, "favoriteSubject": "science", "learningGoal": "Build a robot"});
    let (status, saved) = call(&app, c, "PATCH", "/api/profile", me, Some(changes)).await;
    assert_eq!(status, 200, "{saved}");
    call(&app, c, "GET", "/api/my-settings", me, None).await;
    let settings = format!("/api/parent/children/{child_id}/settings");
    let (status, _) = call(&app, c, "GET", &settings, parent, None).await;
    assert_eq!(status, 200);
    // No bedtime: it would refuse the child's calls below at some hours of the day.
    let changes = json!({"dailyLimitMinutes": 120, "communityPosting": true, "timeZone": "Africa/Kigali"});
    let (status, saved) = call(&app, c, "PATCH", &settings, parent, Some(changes)).await;
    assert_eq!(status, 200, "{saved}");
    let (_, notifications) = call(&app, c, "GET", "/api/notifications", me, None).await;
    assert!(!notifications["notifications"].as_array().unwrap().is_empty(), "{notifications}");
    let (status, _) = call(&app, c, "POST", "/api/notifications/read", me, Some(json!({}))).await;
    assert_eq!(status, 200);
    let date = (chrono::Utc::now().date_naive() + chrono::Days::new(3)).format("%Y-%m-%d").to_string();
    let ask = json!({"kind": "CONSENT_REQUEST_KIND_MENTOR_CHAT", "subjectId": "1", "parentEmail": "wanjiru@example.com",
        "eventDate": date, "slot": "9:00 AM", "sessionType": "MENTOR_SESSION_TYPE_QUICK_QUESTION"});
    let (status, asked) = call(&app, c, "POST", "/api/consent-requests", me, Some(ask)).await;
    assert_eq!(status, 200, "{asked}");
    call(&app, c, "GET", "/api/consent-requests", me, None).await;
    call(&app, c, "GET", &format!("/api/parent/consent-requests?childId={child_id}"), parent, None).await;
    let decision = format!("/api/parent/consent-requests/{}/decision", asked["request"]["_id"].as_str().unwrap());
    let (status, _) = call(&app, c, "POST", &decision, parent, Some(json!({"approve": true}))).await;
    assert_eq!(status, 200);
    let (status, _) = call(&app, c, "POST", &decision, parent, Some(json!({"approve": false}))).await;
    assert_eq!(status, 400, "decided already");

    // The parent area: Amani's progress, details and data; a brother's password reset and removal.
    let amani = format!("/api/parent/children/{child_id}");
    call(&app, c, "GET", &format!("{amani}/progress"), parent, None).await;
    let (status, _) = call(&app, c, "GET", &format!("{amani}/safety"), parent, None).await;
    assert_eq!(status, 200);
    let (status, _) = call(&app, c, "POST", &format!("{amani}/safety/seen"), parent, None).await;
    assert_eq!(status, 200);
    // Her watched videos, shared: one started, listed, blocked and let back.
    let sharing = json!({"shareWatchHistory": true});
    assert_eq!(call(&app, c, "PATCH", &settings, parent, Some(sharing)).await.0, 200);
    let (_, found) = call(&app, c, "GET", "/api/videos/search?q=science", me, None).await;
    let video = json!({"videoId": found["videos"][0]["id"]});
    let (status, recorded) = call(&app, c, "POST", "/api/videos/watched", me, Some(video.clone())).await;
    assert_eq!((status, &recorded["recorded"]), (200, &json!(true)), "{recorded}");
    let (status, _) = call(&app, c, "GET", &format!("{amani}/videos"), parent, None).await;
    assert_eq!(status, 200);
    let block = json!({"kind": "VIDEO_BLOCK_KIND_VIDEO", "targetId": video["videoId"]});
    let (status, _) = call(&app, c, "POST", &format!("{amani}/videos/blocks"), parent, Some(block.clone())).await;
    assert_eq!(status, 200);
    let (status, _) = call(&app, c, "POST", &format!("{amani}/videos/unblock"), parent, Some(block)).await;
    assert_eq!(status, 200);
    let details = json!({"firstName": "Amani", "lastName": "Kamau", "birthDate": "2015-03-02"});
    let (status, _) = call(&app, c, "PATCH", &amani, parent, Some(details)).await;
    assert_eq!(status, 200);
    let (status, _) = call(&app, c, "GET", &format!("{amani}/export"), parent, None).await;
    assert_eq!(status, 200);
    for (name, removal) in [("Baraka", "/data"), ("Zawadi", "")] {
        let sibling = json!({"firstName": name, "lastName": "Kamau", "signInName": name, "birthDate": "2014-05-01",
            "password": PASSWORD});
        let (_, added) = call(&app, c, "POST", "/api/parent/children", parent, Some(sibling)).await;
        let sibling = format!("/api/parent/children/{}", added["child"]["_id"].as_str().unwrap());
        let reset = json!({"password": "a brand new password"});
        let (status, _) = call(&app, c, "POST", &format!("{sibling}/password"), parent, Some(reset)).await;
        assert_eq!(status, 200);
        let (status, _) = call(&app, c, "DELETE", &format!("{sibling}{removal}"), parent, None).await;
        assert_eq!(status, 200);
    }

    // Refusals are documented errors too: bad input, no token, the wrong role, unknown ids.
    let (status, _) = call(&app, c, "POST", "/api/auth/child/signin", None, Some(json!({}))).await;
    assert_eq!(status, 400);
    let (status, _) = call(&app, c, "GET", "/api/student/dashboard", None, None).await;
    assert_eq!(status, 401);
    let (status, _) = call(&app, c, "GET", "/api/student/dashboard", parent, None).await;
    assert_eq!(status, 403);
    let (status, _) =
        call(&app, c, "GET", &format!("/api/student/dashboard/communities/{}", uuid::Uuid::new_v4()), me, None).await;
    assert_eq!(status, 404);
    let (status, _) = call(
        &app,
        c,
        "POST",
        "/api/auth/password",
        me,
        Some(json!({"currentPassword": PASSWORD, "newPassword": "a new and longer password"})),
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = call(&app, c, "POST", "/api/auth/signout", parent, Some(json!({}))).await;
    assert_eq!(status, 200);
    // Another parent reads their own data and deletes their account.
    let leaving = app.parent("leaving@example.com").await;
    let leaving = Some(leaving.as_str());
    let (status, _) = call(&app, c, "GET", "/api/parent/me/export", leaving, None).await;
    assert_eq!(status, 200);
    let wrong = json!({"password": "not the password"});
    let (status, _) = call(&app, c, "POST", "/api/parent/me/deletion", leaving, Some(wrong)).await;
    assert_eq!(status, 400);
    let right = json!({"password": PASSWORD});
    let (status, _) = call(&app, c, "POST", "/api/parent/me/deletion", leaving, Some(right)).await;
    assert_eq!(status, 200);

    // The check has teeth: answers of the wrong shape are refused.
    for (path, wrong) in [
        ("/api/student/dashboard", json!({"dashboardResponse": 5})),
        ("/api/student/dashboard/challenges", json!({"challenges": []})),
        ("/api/student/rewards", json!({"totalBadges": "three"})),
    ] {
        let refused = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            Contract { document: contract.document.clone(), checked: Default::default() }
                .check("GET", path, 200, &wrong)
        }));
        assert!(refused.is_err(), "{wrong} passed as an answer of GET {path}");
    }

    // Every route was called at least once.
    let missed: Vec<_> = routes.iter().filter(|route| !contract.checked.contains(route)).collect();
    assert!(missed.is_empty(), "no answer checked for {missed:?}");
}
