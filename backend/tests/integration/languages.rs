//! Issue 29, item 5: the server's words for people in their language. A refusal's status message
//! stays the developer's, in English (AIP-193); the person's words travel beside it as a
//! `google.rpc.LocalizedMessage` over gRPC, grpc-web and REST: in the language the child's parent
//! chose, the parent's own, or before sign-in the request's Accept-Language.

use crate::common::{PASSWORD, TestApp, with_token};
use base64::Engine as _;
use ndoto::api::v1::{self, auth_service_client::AuthServiceClient, student_service_client::StudentServiceClient};
use prost::Message;
use serde_json::{Value, json};
use tonic::Code;
use tonic_types::StatusExt;

const LOCALIZED: &str = "type.googleapis.com/google.rpc.LocalizedMessage";

fn sign_up_json() -> Value {
    json!({"firstName": "Neema", "lastName": "Okafor", "email": "neema-at-example", "phone": "+250788123456",
        "password": PASSWORD})
}

/// The LocalizedMessage of a REST error body, as (locale, message).
fn localized(body: &Value) -> (String, String) {
    let detail = body["details"]
        .as_array()
        .and_then(|details| details.iter().find(|detail| detail["@type"] == LOCALIZED))
        .unwrap_or_else(|| panic!("no LocalizedMessage: {body}"));
    (detail["locale"].as_str().unwrap().to_owned(), detail["message"].as_str().unwrap().to_owned())
}

async fn rest_with_language(app: &TestApp, path: &str, token: Option<&str>, body: Value, language: &str) -> Value {
    let mut request = app.http.post(app.url(path)).header("accept-language", language).json(&body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.unwrap().json().await.unwrap()
}

#[tokio::test]
async fn before_sign_in_accept_language_chooses_the_words_in_every_protocol() {
    let app = TestApp::start().await;

    // REST: the message stays English; the detail and the field's violation speak Kiswahili.
    let body =
        rest_with_language(&app, "/api/auth/parent/signup", None, sign_up_json(), "sw-TZ,sw;q=0.9,en;q=0.5").await;
    assert!(body["message"].as_str().unwrap().starts_with("email must be an email address"), "{body}");
    let (locale, words) = localized(&body);
    assert_eq!(locale, "sw");
    assert!(words.contains("barua pepe") && words.starts_with("email "), "{words}");
    let violation = &body["details"][0]["fieldViolations"][0];
    assert_eq!((&violation["field"], &violation["reason"]), (&json!("email"), &json!("INVALID_FIELD")), "{body}");
    assert_eq!(violation["localizedMessage"], json!({"locale": "sw", "message": words}), "{body}");

    // gRPC: French from the request's metadata.
    let mut request = tonic::Request::new(v1::ParentSignUpRequest {
        first_name: "Neema".into(),
        last_name: "Okafor".into(),
        email: "neema-at-example".into(),
        phone: "+250788123456".into(),
        password: PASSWORD.into(),
        ..Default::default()
    });
    request.metadata_mut().insert("accept-language", "fr-CA, fr;q=0.9".parse().unwrap());
    let status = AuthServiceClient::new(app.channel().await).parent_sign_up(request).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert!(status.message().starts_with("email must be an email address"), "{}", status.message());
    let french = status.get_details_localized_message().expect("a LocalizedMessage detail");
    assert_eq!(french.locale, "fr");
    assert!(french.message.contains("adresse e-mail"), "{}", french.message);

    // grpc-web, as the web app calls with the page's language: a failed sign-in in Kiswahili.
    let payload = v1::ChildSignInRequest { first_name: "Nobody".into(), password: "wrong-pass".into() }.encode_to_vec();
    let mut frame = vec![0u8];
    frame.extend_from_slice(&(payload.len() as u32).to_be_bytes());
    frame.extend_from_slice(&payload);
    let response = app
        .http
        .post(app.url("/ndoto.v1.AuthService/ChildSignIn"))
        .header("content-type", "application/grpc-web+proto")
        .header("x-grpc-web", "1")
        .header("accept-language", "sw")
        .body(frame)
        .send()
        .await
        .unwrap();
    let details = response.headers()["grpc-status-details-bin"].to_str().unwrap().trim_end_matches('=').to_owned();
    let details = base64::engine::general_purpose::STANDARD_NO_PAD.decode(details).unwrap();
    let status = tonic::Status::with_details(Code::Unauthenticated, "", details.into());
    let swahili = status.get_details_localized_message().expect("a LocalizedMessage detail");
    assert_eq!(swahili.locale, "sw");
    assert!(swahili.message.contains("nenosiri"), "{}", swahili.message);

    // No Accept-Language, or one naming none of Ndoto's languages: English, the same words.
    let body = rest_with_language(&app, "/api/auth/parent/signup", None, sign_up_json(), "de-DE, rw;q=0.8").await;
    assert_eq!(localized(&body), ("en".to_owned(), body["message"].as_str().unwrap().to_owned()));
}

#[tokio::test]
async fn a_child_reads_refusals_art_buddy_and_notifications_in_the_language_their_parent_chose() {
    let app = TestApp::start().await;
    let (parent, token, signed_in) = app.signed_in_child_with("Amani", 9, json!({"language": "sw"})).await;
    assert_eq!(signed_in["user"]["language"], "sw");

    // The account's language wins over the browser's.
    let unknown_book = json!({"kind": "READING_KIND_BOOK", "id": "no-such-book"});
    let body =
        rest_with_language(&app, "/api/student/learning-journey/readings", Some(&token), unknown_book.clone(), "en")
            .await;
    assert!(body["message"].as_str().unwrap().contains("pick one from your dashboard"), "{body}");
    let (locale, words) = localized(&body);
    assert_eq!(locale, "sw");
    assert!(words.contains("hakuna kitabu") && words.contains("no-such-book"), "{words}");

    // The Art Buddy's refusal, in Kiswahili too.
    let (status, answer) = app
        .rest("POST", "/api/art-buddy/check", Some(&token), Some(json!({"text": "draw my number 0788 123 456"})))
        .await;
    assert_eq!((status, &answer["allowed"]), (200, &json!(false)), "{answer}");
    assert!(answer["message"].as_str().unwrap().contains("namba za simu"), "{answer}");

    // A notification, after an activity: its words follow the parent's next choice, French.
    let (_, list) = app.rest("GET", "/api/student/dashboard/challenges", Some(&token), None).await;
    let first = list[0]["_id"].as_str().unwrap_or_else(|| panic!("no activity: {list}")).to_owned();
    let (status, done) =
        app.rest("POST", &format!("/api/student/rewards/complete-challenge/{first}"), Some(&token), None).await;
    assert_eq!(status, 200, "{done}");
    let child_id = signed_in["user"]["_id"].as_str().unwrap().to_owned();
    let (status, saved) = app
        .rest(
            "PATCH",
            &format!("/api/parent/children/{child_id}/settings"),
            Some(&parent),
            Some(json!({"language": "fr"})),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    let notifications = StudentServiceClient::new(app.channel().await)
        .list_notifications(with_token(v1::ListNotificationsRequest::default(), &token))
        .await
        .unwrap()
        .into_inner();
    let titles: Vec<&str> = notifications.notifications.iter().map(|n| n.title.as_str()).collect();
    assert!(titles.contains(&"Activité terminée\u{202f}!"), "{titles:?}");
    // The activity is named in French too, as the French list names it, not by its English title.
    let (_, french_list) = app.rest("GET", "/api/student/dashboard/challenges", Some(&token), None).await;
    let french_title = french_list.as_array().unwrap().iter().find(|a| a["_id"] == first.as_str()).unwrap()["title"]
        .as_str()
        .unwrap()
        .to_owned();
    let completed = notifications.notifications.iter().find(|n| n.title == "Activité terminée\u{202f}!").unwrap();
    assert!(completed.description.contains(&french_title), "{} / {french_title}", completed.description);
    let body =
        rest_with_language(&app, "/api/student/learning-journey/readings", Some(&token), unknown_book, "sw").await;
    assert_eq!(localized(&body).0, "fr", "{body}");
}
