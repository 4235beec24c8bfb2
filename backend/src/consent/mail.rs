//! The email a parent gets about new consent requests, one or a digest of several (and, through [`Mail::send_text`], when a
//! moderator confirms that their child wrote about hurting themselves; and the link that verifies
//! their address, [`Mail::send_verification_in_background`]), when SMTP is configured
//! (`NDOTO_SMTP_URL`, `NDOTO_SMTP_FROM`). Plain text in plain language, with no link to click:
//! the parent signs in to Ndoto to approve or decline. Sent in the background; a failure is
//! logged, never answered to the child.

use std::time::Duration;

use chrono::NaiveDate;
use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, header::ContentType},
};
use uuid::Uuid;

use super::{domain::Kind, store::RequestRow};
use crate::{
    catalogue::MentorSession,
    i18n::{self, Language, Words},
    words,
};

/// How long one email may take to send before it is given up (and logged).
const SEND_TIMEOUT: Duration = Duration::from_secs(20);

/// Where mail goes out, as configured.
#[derive(Debug, Clone)]
pub struct MailSettings {
    /// An SMTP URL as lettre reads it: `smtps://user:pass@host:465`,
    /// `smtp://user:pass@host:587?tls=required`, or `smtp://host:25` for a relay on the machine.
    pub url: String,
    /// The sender, such as `Ndoto <no-reply@ndoto.example>`.
    pub from: String,
}

/// Sends the parents' emails over SMTP.
#[derive(Clone)]
pub struct Mail {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl std::fmt::Debug for Mail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mail").field("from", &self.from).finish_non_exhaustive()
    }
}

impl Mail {
    /// The mailer for `settings`; a malformed URL or sender is an error at start-up.
    pub fn new(settings: &MailSettings) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&settings.url)
            .map_err(|error| anyhow::anyhow!("NDOTO_SMTP_URL is not an SMTP URL lettre understands: {error}"))?
            .timeout(Some(SEND_TIMEOUT))
            .build();
        let from = settings.from.parse().map_err(|error| {
            anyhow::anyhow!("NDOTO_SMTP_FROM is not an email address (such as Ndoto <no-reply@example.org>): {error}")
        })?;
        Ok(Self { transport, from })
    }

    /// Sends a parent the link that verifies their address, in the background. Without SMTP the
    /// link is written to the log (the development mail mode, warned about at start): whoever
    /// reads the server's log can verify, so production sets `--require-smtp`.
    /// The log line names the account by its id, never its address.
    pub(crate) fn send_verification_in_background(
        mail: Option<Self>,
        account_id: Uuid,
        to: &str,
        first_name: &str,
        link: String,
        language: Language,
    ) {
        let subject = words!("email-verification-subject").in_language(language);
        let body = verification_body(first_name, &link, language);
        let Some(mail) = mail else {
            tracing::warn!(target: "mail", account_id = %account_id, link = %link, "no SMTP is configured: the verification email is not sent; its link is this line's");
            return;
        };
        let to = to.to_owned();
        tokio::spawn(async move {
            match mail.send_text(&to, subject, body).await {
                Ok(()) => tracing::info!("a verification email was sent"),
                Err(error) => {
                    tracing::warn!(error = %error, "a verification email could not be sent; the parent can ask for it again")
                }
            }
        });
    }

    /// Sends a plain-text email.
    pub(crate) async fn send_text(&self, to: &str, subject: String, body: String) -> anyhow::Result<()> {
        let to: Mailbox = to.parse()?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(body)?;
        self.transport.send(message).await?;
        Ok(())
    }
}

/// The verification email's text: what the link does, for how long, and what to do if the
/// parent did not sign up.
fn verification_body(first_name: &str, link: &str, language: Language) -> String {
    words!("email-verification-body", first_name = first_name, link = link).in_language(language) + "\n"
}

/// What the parent is told about one request.
#[derive(Debug, Clone)]
pub(crate) struct Notice {
    /// The child's first name.
    pub(crate) child_first_name: String,
    /// An excursion or a mentor chat.
    pub(crate) kind: Kind,
    /// The excursion's title (in English) or the mentor's name.
    pub(crate) title: String,
    /// The excursion's or mentor's id in the catalogue.
    pub(crate) subject_id: String,
    /// For an excursion, "Virtual Tour" or "In Person".
    pub(crate) excursion_kind: String,
    /// The day.
    pub(crate) event_date: NaiveDate,
    /// The time of day.
    pub(crate) slot: String,
    /// For a mentor chat, its session type.
    pub(crate) session: Option<MentorSession>,
}

impl Notice {
    /// The notice of a stored request; `None` for a kind this release does not know.
    pub(crate) fn of(row: &RequestRow) -> Option<Self> {
        Some(Self {
            child_first_name: row.child_first_name.clone(),
            kind: Kind::from_code(&row.kind)?,
            title: row.subject_title.clone(),
            subject_id: row.subject_id.clone(),
            excursion_kind: super::domain::excursion_kind(row),
            event_date: row.event_date,
            slot: row.slot.clone(),
            session: MentorSession::from_code(&row.session_type),
        })
    }

    /// The excursion's title in `language` as the catalogue writes it, or the mentor's name.
    fn title_in(&self, language: Language) -> String {
        match self.kind {
            Kind::Excursion => crate::catalogue::texts::excursion(&self.subject_id, language)
                .map_or_else(|| self.title.clone(), |texts| texts.title.clone()),
            Kind::MentorChat => self.title.clone(),
        }
    }

    /// "Imani would like to join the career excursion ... on Saturday 28 November 2026 at 10:00 AM."
    fn sentence(&self, language: Language) -> Words {
        let (child, title, slot) = (&self.child_first_name, &self.title_in(language), &self.slot);
        let day = i18n::long_date(self.event_date);
        match (self.kind, self.session) {
            (Kind::Excursion, _) => match excursion_kind(&self.excursion_kind) {
                Some(how) => words!(
                    "email-consent-excursion-kind",
                    child = child,
                    title = title,
                    how = how,
                    day = day,
                    slot = slot
                ),
                None => words!("email-consent-excursion", child = child, title = title, day = day, slot = slot),
            },
            (Kind::MentorChat, Some(session)) => words!(
                "email-consent-mentor-session",
                child = child,
                session = Words::new(match session {
                    MentorSession::QuickQuestion => "session-quick-question",
                    MentorSession::DeepDive => "session-deep-dive",
                }),
                minutes = session.minutes(),
                title = title,
                day = day,
                slot = slot
            ),
            (Kind::MentorChat, None) => {
                words!("email-consent-mentor", child = child, title = title, day = day, slot = slot)
            }
        }
    }
}

/// One email to a parent about the requests that came in since the last one: a single request,
/// or a digest of several (at most one email an hour, [`super::digest::EMAIL_EVERY`]).
#[derive(Debug, Clone)]
pub(crate) struct ConsentEmail {
    /// The requests, soonest first; never empty.
    pub(crate) notices: Vec<Notice>,
    /// The parent's language.
    pub(crate) language: Language,
}

/// An excursion's kind as the catalogue names it ("Virtual Tour", "In Person"), in words.
fn excursion_kind(kind: &str) -> Option<Words> {
    match kind {
        "Virtual Tour" => Some(words!("excursion-kind-virtual-tour")),
        "In Person" => Some(words!("excursion-kind-in-person")),
        _ => None,
    }
}

impl ConsentEmail {
    /// The subject line.
    pub(crate) fn subject(&self) -> String {
        let subject = match self.notices.as_slice() {
            [notice] => {
                let (child, title) = (&notice.child_first_name, &notice.title_in(self.language));
                match notice.kind {
                    Kind::Excursion => words!("email-consent-subject-excursion", child = child, title = title),
                    Kind::MentorChat => words!("email-consent-subject-mentor", child = child, title = title),
                }
            }
            notices => {
                let first = &notices[0].child_first_name;
                if notices.iter().all(|notice| &notice.child_first_name == first) {
                    words!("email-consent-subject-one-child", child = first, count = notices.len())
                } else {
                    words!("email-consent-subject-children", count = notices.len())
                }
            }
        };
        subject.in_language(self.language)
    }

    /// The text: what, when, who, and what to do; no links.
    pub(crate) fn body(&self) -> String {
        let body = match self.notices.as_slice() {
            [notice] => words!("email-consent-body-one", request = notice.sentence(self.language)),
            notices => {
                let list: Vec<String> = notices
                    .iter()
                    .map(|notice| format!("- {}", notice.sentence(self.language).in_language(self.language)))
                    .collect();
                words!("email-consent-body-many", requests = list.join("\n"))
            }
        };
        body.in_language(self.language) + "\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn notice(kind: Kind) -> Notice {
        Notice {
            child_first_name: "Imani".into(),
            kind,
            title: "Robotics Lab Adventure".into(),
            subject_id: "robotics".into(),
            excursion_kind: "Virtual Tour".into(),
            event_date: NaiveDate::from_ymd_opt(2026, 11, 28).unwrap(),
            slot: "10:00 AM".into(),
            session: None,
        }
    }

    #[test]
    fn the_email_says_what_when_and_who_and_has_no_link() {
        let excursion = ConsentEmail { notices: vec![notice(Kind::Excursion)], language: Language::English };
        assert_eq!(excursion.subject(), "Imani asks to join Robotics Lab Adventure");
        let body = excursion.body();
        assert!(body.contains("Imani would like to join the career excursion \"Robotics Lab Adventure\" (Virtual Tour) on Saturday 28 November 2026 at 10:00 AM."), "{body}");
        assert!(body.contains("sign in to Ndoto to approve or decline"), "{body}");
        assert!(!body.contains("http"), "{body}");

        let chat = ConsentEmail {
            notices: vec![Notice {
                title: "Kwame Mensah".into(),
                excursion_kind: String::new(),
                session: Some(MentorSession::DeepDive),
                ..notice(Kind::MentorChat)
            }],
            language: Language::English,
        };
        assert_eq!(chat.subject(), "Imani asks to chat with mentor Kwame Mensah");
        assert!(chat.body().contains("have a Deep Dive (30 minutes) chat with the mentor Kwame Mensah on Saturday 28 November 2026 at 10:00 AM"), "{}", chat.body());
    }

    #[test]
    fn a_digest_lists_every_request_and_says_why_it_gathers_them() {
        let chat = Notice {
            title: "Kwame Mensah".into(),
            session: Some(MentorSession::QuickQuestion),
            ..notice(Kind::MentorChat)
        };
        let digest = ConsentEmail { notices: vec![notice(Kind::Excursion), chat.clone()], language: Language::English };
        assert_eq!(digest.subject(), "Imani asks for your permission for 2 things");
        let body = digest.body();
        assert!(body.contains("- Imani would like to join the career excursion \"Robotics Lab Adventure\""), "{body}");
        assert!(body.contains("- Imani would like to have a Quick Question"), "{body}");
        assert!(body.contains("at most one such email an hour"), "{body}");
        assert!(!body.contains("http"), "{body}");
        let siblings = ConsentEmail {
            notices: vec![notice(Kind::Excursion), Notice { child_first_name: "Juma".into(), ..chat.clone() }],
            language: Language::English,
        };
        assert_eq!(siblings.subject(), "Your children ask for your permission for 2 things");
        // Issue 29: in the parent's language, dates included.
        let swahili =
            ConsentEmail { notices: vec![notice(Kind::Excursion), chat.clone()], language: Language::Kiswahili };
        let body = swahili.body();
        // The excursion as the catalogue names it in Kiswahili; the mentor's name stays a name.
        let robotics = crate::catalogue::texts::excursion("robotics", Language::Kiswahili).unwrap().title.as_str();
        assert!(body.contains("Jumamosi, 28 Novemba 2026") && body.contains(robotics), "{body}");
        assert!(!body.contains("Robotics Lab Adventure") && body.contains("Kwame Mensah"), "{body}");
        assert!(!body.contains("would like") && !body.contains("Saturday"), "{body}");
        let french = ConsentEmail { notices: vec![chat], language: Language::French };
        assert!(french.body().contains("samedi 28 novembre 2026"), "{}", french.body());
        assert!(
            french.subject().contains("Kwame Mensah") && !french.subject().contains("asks"),
            "{}",
            french.subject()
        );
    }

    #[test]
    fn the_verification_email_holds_the_link_and_says_how_long_it_works() {
        let body =
            verification_body("Neema", "https://ndoto.example.org/parent/verify-email?token=abc", Language::English);
        assert!(body.starts_with("Hello Neema,"), "{body}");
        assert!(body.contains("\n\nhttps://ndoto.example.org/parent/verify-email?token=abc\n\n"), "{body}");
        assert!(body.contains("works once, for 24 hours"), "{body}");
        assert!(body.contains("If you did not sign up for Ndoto, ignore this email"), "{body}");
        let french =
            verification_body("Neema", "https://ndoto.example.org/parent/verify-email?token=abc", Language::French);
        assert!(french.contains("\n\nhttps://ndoto.example.org/parent/verify-email?token=abc\n\n"), "{french}");
        assert!(french.starts_with("Bonjour Neema"), "{french}");
    }

    #[test]
    fn a_malformed_url_or_sender_is_refused_at_start() {
        let settings = MailSettings { url: "http://example.com".into(), from: "Ndoto <no-reply@example.org>".into() };
        assert!(Mail::new(&settings).unwrap_err().to_string().contains("NDOTO_SMTP_URL"));
        let settings = MailSettings { url: "smtp://127.0.0.1:2525".into(), from: "not an address".into() };
        assert!(Mail::new(&settings).unwrap_err().to_string().contains("NDOTO_SMTP_FROM"));
    }
}
