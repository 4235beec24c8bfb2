//! Every limit of the server in one place: the numbers, the counters in PostgreSQL (one atomic
//! upsert each, so that replicas agree and no check-then-act race lets a burst through), the
//! client address they are keyed on, and the RESOURCE_EXHAUSTED answer with its Retry-After.

use std::{net::IpAddr, time::Duration};

use chrono::{DateTime, TimeDelta, Utc};
use diesel::{
    QueryableByName,
    sql_types::{Array, Integer, Text, Timestamptz},
};
use diesel_async::RunQueryDsl;
use ipnet::IpNet;
use uuid::Uuid;

use crate::{
    db::Connection,
    error::{AppError, AppResult},
    i18n::Words,
    words,
};

/// How long the server waits for a client to send a request's headers.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);
/// How long one request may take, waiting for its turn included. The model's own timeout
/// (`NDOTO_LLM_TIMEOUT_SECS`, 10 s by default) fits well inside.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// Sign-in failures of one account from one address that cost nothing: typing slips.
pub const FREE_PAIR_FAILURES: i32 = 5;
/// The first delay after the free failures; each further failure doubles it.
pub const FIRST_PAIR_DELAY_SECS: i32 = 2;
/// The longest delay between two attempts of one account from one address.
pub const MAX_PAIR_DELAY_SECS: i32 = 15 * 60;
/// A pair with no attempt for this long is forgotten, and its delays with it.
pub const PAIR_MEMORY: TimeDelta = TimeDelta::hours(24);

/// Password hashes of sign-in computed at once: one per core.
pub fn sign_in_hashers() -> usize {
    cores()
}
/// Sign-in hashes that may wait for a turn; beyond, sign-in answers RESOURCE_EXHAUSTED at once.
pub const SIGN_IN_HASH_QUEUE: usize = 64;
/// Password hashes of new passwords (sign-up, child creation, password change) computed at once:
/// half the cores, so that a sign-up flood leaves sign-in the rest.
pub fn new_password_hashers() -> usize {
    (cores() / 2).max(1)
}
/// New-password hashes that may wait for a turn.
pub const NEW_PASSWORD_HASH_QUEUE: usize = 16;

fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, std::num::NonZero::get)
}

/// The configurable limits, from the command line (see `config.rs` for each default).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Sign-in attempts per client address per minute.
    pub sign_in_attempts_per_address: u32,
    /// Failed sign-ins per account in an hour from devices that never signed it in, all
    /// addresses together (ASVS 2.2.1: at most 100); beyond, such devices wait growing delays,
    /// while a device that signed the account in before is exempt (`auth::devices`).
    pub sign_in_failures_per_account: u32,
    /// Parent sign-ups per client address per hour.
    pub sign_ups_per_address: u32,
    /// Child accounts a parent may try to create per hour (taken names included).
    pub children_per_parent: u32,
    /// Quizzes a child may generate per hour.
    pub quizzes_per_child: u32,
    /// Messages a child may send the advisor per hour.
    pub advisor_messages_per_child: u32,
    /// Career paragraphs the model may write for a child per hour; beyond, the built-in engine
    /// writes them, so the child is never refused.
    pub career_analyses_per_child: u32,
    /// Video searches a child may make per hour, so that one token cannot spend the platform's
    /// daily YouTube quota.
    pub video_searches_per_child: u32,
}

impl Limits {
    /// The defaults of `ndoto serve`.
    pub const DEFAULT: Self = Self {
        sign_in_attempts_per_address: 60,
        sign_in_failures_per_account: 100,
        sign_ups_per_address: 20,
        children_per_parent: 30,
        quizzes_per_child: 30,
        advisor_messages_per_child: 60,
        career_analyses_per_child: 30,
        video_searches_per_child: 60,
    };
}

/// Verification emails a parent may ask for again in an hour (issue 25): enough when a
/// spam filter took one, too few to turn Ndoto into a mail cannon aimed at one address.
pub const VERIFICATION_EMAILS_PER_HOUR: u32 = 5;

/// Consent requests one child may make in a day (issue 26): far more than a child plans, too few
/// to flood a parent.
pub const CONSENT_REQUESTS_PER_DAY: u32 = 10;

/// Password changes and resets one account may make in an hour (issue 26), counted before any
/// hashing, so that no account can keep the server's password hashing busy.
pub const PASSWORD_CHANGES_PER_HOUR: u32 = 10;

/// What a counter counts, with its window; the scope names are the ones `rate_counts` allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    /// Sign-in attempts from one client address.
    SignInAddress,
    /// Parent sign-ups from one client address.
    SignUpAddress,
    /// Child accounts one parent tried to create.
    ChildCreation,
    /// Quizzes one child generated.
    QuizGeneration,
    /// Advisor messages of one child.
    AdvisorMessage,
    /// Career paragraphs the model wrote for one child.
    CareerAnalysis,
    /// Video searches of one child.
    VideoSearch,
    /// Verification emails a parent asked to be sent again.
    VerificationEmail,
    /// Password changes of one account, and the resets a parent made.
    PasswordChange,
    /// A parent's tries of sign-in names that were taken.
    TakenSignInName,
    /// Consent requests one child made.
    ConsentRequest,
}

impl Counter {
    /// Every counter, for the purge of old windows.
    const ALL: [Counter; 11] = [
        Counter::SignInAddress,
        Counter::SignUpAddress,
        Counter::ChildCreation,
        Counter::QuizGeneration,
        Counter::AdvisorMessage,
        Counter::CareerAnalysis,
        Counter::VideoSearch,
        Counter::VerificationEmail,
        Counter::PasswordChange,
        Counter::TakenSignInName,
        Counter::ConsentRequest,
    ];

    /// The scope stored in `rate_counts`, also the `limit` field of the security log line.
    pub fn scope(self) -> &'static str {
        match self {
            Counter::SignInAddress => "sign_in_address",
            Counter::SignUpAddress => "sign_up_address",
            Counter::ChildCreation => "child_creation",
            Counter::QuizGeneration => "quiz_generation",
            Counter::AdvisorMessage => "advisor_message",
            Counter::CareerAnalysis => "career_analysis",
            Counter::VideoSearch => "video_search",
            Counter::VerificationEmail => "verification_email",
            Counter::PasswordChange => "password_change",
            Counter::TakenSignInName => "taken_sign_in_name",
            Counter::ConsentRequest => "consent_request",
        }
    }

    fn window(self) -> TimeDelta {
        match self {
            Counter::SignInAddress => TimeDelta::minutes(1),
            Counter::ConsentRequest => TimeDelta::days(1),
            _ => TimeDelta::hours(1),
        }
    }

    fn cap(self, limits: &Limits) -> u32 {
        match self {
            Counter::SignInAddress => limits.sign_in_attempts_per_address,
            Counter::SignUpAddress => limits.sign_ups_per_address,
            Counter::ChildCreation => limits.children_per_parent,
            Counter::QuizGeneration => limits.quizzes_per_child,
            Counter::AdvisorMessage => limits.advisor_messages_per_child,
            Counter::CareerAnalysis => limits.career_analyses_per_child,
            Counter::VideoSearch => limits.video_searches_per_child,
            Counter::VerificationEmail => VERIFICATION_EMAILS_PER_HOUR,
            Counter::PasswordChange => PASSWORD_CHANGES_PER_HOUR,
            Counter::TakenSignInName => limits.children_per_parent,
            Counter::ConsentRequest => CONSENT_REQUESTS_PER_DAY,
        }
    }

    /// The message (`locales/*/limits.ftl`) the person is told when over the limit; its `$wait`
    /// is "2 minutes" or the like.
    fn message(self) -> &'static str {
        match self {
            Counter::SignInAddress => "limit-sign-in-address",
            Counter::SignUpAddress => "limit-sign-up-address",
            Counter::ChildCreation | Counter::TakenSignInName => "limit-child-creation",
            Counter::QuizGeneration => "limit-quiz-generation",
            Counter::AdvisorMessage => "limit-advisor-message",
            // Never shown: over this quota the built-in engine answers instead of the model.
            Counter::CareerAnalysis => "limit-career-analysis",
            Counter::VideoSearch => "limit-video-search",
            Counter::VerificationEmail => "limit-verification-email",
            Counter::PasswordChange => "limit-password-change",
            Counter::ConsentRequest => "limit-consent-request",
        }
    }
}

/// A limit was hit: the answer for the client, and a `security` log line without personal data.
/// `message` is the id of a message reading `$wait` (`locales/*/limits.ftl`); `subject` is an
/// account id when there is one.
pub fn exhausted(
    counter: &'static str,
    message: &'static str,
    retry_after: Duration,
    subject: Option<Uuid>,
) -> AppError {
    let retry_after_secs = retry_after.as_secs().max(1);
    metrics::counter!(crate::telemetry::names::LIMIT_REFUSALS, "limit" => counter).increment(1);
    tracing::warn!(
        target: "security",
        event = "limit_hit",
        limit = counter,
        retry_after_secs,
        account_id = subject.map(|id| id.to_string()),
        "a limit was hit"
    );
    AppError::TooManyRequests {
        message: Words::new(message).with("wait", wait_in_words(retry_after_secs)),
        retry_after: Duration::from_secs(retry_after_secs),
        limit: counter,
    }
}

/// "1 second", "40 seconds", "3 minutes", "23 hours": how long to wait, rounded up to whole
/// minutes past one, and to whole hours past two (a day's limit, in words a child reads).
pub fn wait_in_words(seconds: u64) -> Words {
    match seconds {
        0..=59 => words!("wait-seconds", count = seconds.max(1)),
        60..=119 => words!("wait-minutes", count = 1u64),
        120..=7200 => words!("wait-minutes", count = seconds.div_ceil(60)),
        _ => words!("wait-hours", count = seconds.div_ceil(3600)),
    }
}

fn window_start(now: DateTime<Utc>, window: TimeDelta) -> DateTime<Utc> {
    let seconds = window.num_seconds();
    DateTime::from_timestamp(now.timestamp().div_euclid(seconds) * seconds, 0).expect("a window start is a valid time")
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = Integer)]
    count: i32,
}

impl Limits {
    /// Counts one event of `counter` for `key` and refuses it when the window is full. One
    /// statement: the count only grows while below the cap, so concurrent requests can never
    /// pass it together.
    pub async fn take(
        &self,
        conn: &mut Connection<'_>,
        counter: Counter,
        key: &str,
        subject: Option<Uuid>,
    ) -> AppResult<()> {
        self.take_counted(conn, counter, key, subject).await.map(drop)
    }

    /// [`Limits::take`], answering how many events the window holds with this one.
    pub async fn take_counted(
        &self,
        conn: &mut Connection<'_>,
        counter: Counter,
        key: &str,
        subject: Option<Uuid>,
    ) -> AppResult<u32> {
        let now = Utc::now();
        let window = window_start(now, counter.window());
        let taken: Option<Count> = diesel::sql_query(
            "INSERT INTO rate_counts AS r (scope, key, window_start, count) VALUES ($1, $2, $3, 1) \
             ON CONFLICT (scope, key, window_start) DO UPDATE SET count = r.count + 1 WHERE r.count < $4 \
             RETURNING r.count",
        )
        .bind::<Text, _>(counter.scope())
        .bind::<Text, _>(key)
        .bind::<Timestamptz, _>(window)
        .bind::<Integer, _>(counter.cap(self) as i32)
        .get_result(conn)
        .await
        .map(Some)
        .or_else(|error| if error == diesel::result::Error::NotFound { Ok(None) } else { Err(error) })?;
        match taken {
            Some(count) if count.count <= counter.cap(self) as i32 => Ok(count.count.max(0) as u32),
            _ => {
                let retry_after = (window + counter.window() - now).to_std().unwrap_or(Duration::from_secs(1));
                Err(exhausted(counter.scope(), counter.message(), retry_after, subject))
            }
        }
    }

    /// Gives back one event of `counter` for `key` counted by [`Limits::take`] in this window,
    /// such as a sign-in attempt that turned out not to be a failure.
    pub async fn give_back(&self, conn: &mut Connection<'_>, counter: Counter, key: &str) -> AppResult<()> {
        let window = window_start(Utc::now(), counter.window());
        diesel::sql_query(
            "UPDATE rate_counts SET count = count - 1 WHERE scope = $1 AND key = $2 AND window_start = $3 AND count > 0",
        )
        .bind::<Text, _>(counter.scope())
        .bind::<Text, _>(key)
        .bind::<Timestamptz, _>(window)
        .execute(conn)
        .await?;
        Ok(())
    }
}

/// Deletes counts whose windows are long over and pairs forgotten, as of `now`; the retention
/// task (`parent::retention`) runs it.
pub async fn purge_expired(conn: &mut Connection<'_>, now: DateTime<Utc>) -> AppResult<usize> {
    let mut purged = 0;
    // Each counter's windows are over one window after they start: a start two windows ago is
    // surely over, whatever the clock of the replica that wrote it.
    let mut windows: Vec<TimeDelta> = Counter::ALL.iter().map(|counter| counter.window()).collect();
    windows.sort_unstable();
    windows.dedup();
    for window in windows {
        let scopes: Vec<&str> =
            Counter::ALL.iter().filter(|counter| counter.window() == window).map(|counter| counter.scope()).collect();
        purged += diesel::sql_query("DELETE FROM rate_counts WHERE scope = ANY($1) AND window_start < $2")
            .bind::<Array<Text>, _>(scopes)
            .bind::<Timestamptz, _>(now - window * 2)
            .execute(&mut *conn)
            .await?;
    }
    // Scopes no counter uses any more (`sign_in_account`, replaced by the account's row in
    // `sign_in_pairs`): gone once the longest window would be over.
    let scopes: Vec<&str> = Counter::ALL.iter().map(|counter| counter.scope()).collect();
    purged += diesel::sql_query("DELETE FROM rate_counts WHERE scope <> ALL($1) AND window_start < $2")
        .bind::<Array<Text>, _>(scopes)
        .bind::<Timestamptz, _>(now - TimeDelta::hours(2))
        .execute(&mut *conn)
        .await?;
    purged += diesel::sql_query("DELETE FROM sign_in_pairs WHERE last_attempt_at < $1")
        .bind::<Timestamptz, _>(now - PAIR_MEMORY)
        .execute(&mut *conn)
        .await?;
    // The table of the previous release, until a later one drops it.
    purged += diesel::sql_query("DELETE FROM sign_in_attempts WHERE window_start < $1")
        .bind::<Timestamptz, _>(now - TimeDelta::hours(1))
        .execute(conn)
        .await?;
    Ok(purged)
}

/// The proxies whose `X-Forwarded-For` the server believes, from `NDOTO_TRUSTED_PROXIES`.
#[derive(Clone, Debug, Default)]
pub struct TrustedProxies(pub Vec<IpNet>);

impl TrustedProxies {
    fn trusts(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.0.iter().any(|net| net.contains(&address))
    }

    /// The client of a connection from `peer`: the peer itself, unless it is a trusted proxy;
    /// then the `X-Forwarded-For` entries are read from the right (each proxy appends the
    /// address it saw), skipping trusted proxies, and the first other address is the client.
    /// A malformed entry stops the walk at the last address known good.
    pub fn client(&self, peer: IpAddr, forwarded_for: Option<&str>) -> IpAddr {
        let mut client = peer.to_canonical();
        if !self.trusts(client) {
            return client;
        }
        for entry in forwarded_for.unwrap_or_default().rsplit(',') {
            match entry.trim().parse::<IpAddr>() {
                Ok(address) => {
                    client = address.to_canonical();
                    if !self.trusts(client) {
                        break;
                    }
                }
                Err(_) => break,
            }
        }
        client
    }
}

/// The key a client address is counted under: IPv4 as it is, IPv6 by its /64 network, which
/// one household or phone usually holds whole.
pub fn address_key(address: IpAddr) -> String {
    match address.to_canonical() {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => {
            let network = IpNet::new(IpAddr::V6(v6), 64).expect("64 is a valid IPv6 prefix").trunc();
            network.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_start_on_their_boundaries() {
        let now = DateTime::parse_from_rfc3339("2026-11-21T10:37:42Z").unwrap().with_timezone(&Utc);
        assert_eq!(window_start(now, TimeDelta::hours(1)).to_rfc3339(), "2026-11-21T10:00:00+00:00");
        assert_eq!(window_start(now, TimeDelta::minutes(1)).to_rfc3339(), "2026-11-21T10:37:00+00:00");
    }

    #[test]
    fn ipv6_clients_count_by_their_64_network_and_ipv4_as_they_are() {
        let key = |s: &str| address_key(s.parse().unwrap());
        assert_eq!(key("2001:db8:1:2:aaaa::1"), "2001:db8:1:2::/64");
        assert_eq!(key("2001:db8:1:2:ffff:ffff:ffff:ffff"), "2001:db8:1:2::/64");
        assert_ne!(key("2001:db8:1:3::1"), key("2001:db8:1:2::1"));
        assert_eq!(key("192.0.2.7"), "192.0.2.7");
        assert_eq!(key("::ffff:192.0.2.7"), "192.0.2.7");
    }

    #[test]
    fn forwarded_for_is_believed_only_from_trusted_proxies() {
        let proxies = TrustedProxies(vec!["10.0.0.0/8".parse().unwrap(), "fd00::/8".parse().unwrap()]);
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        // A stranger cannot choose their address by sending the header.
        assert_eq!(proxies.client(ip("198.51.100.9"), Some("203.0.113.1")), ip("198.51.100.9"));
        // Through a proxy, the rightmost untrusted entry; forged entries on its left are ignored.
        assert_eq!(proxies.client(ip("10.1.2.3"), Some("203.0.113.1, 198.51.100.9")), ip("198.51.100.9"));
        assert_eq!(proxies.client(ip("10.1.2.3"), Some("203.0.113.1, 198.51.100.9, 10.9.9.9")), ip("198.51.100.9"));
        assert_eq!(proxies.client(ip("::ffff:10.1.2.3"), Some("2001:db8::5")), ip("2001:db8::5"));
        // A proxy that sends nothing, or garbage, is the client as far as we know.
        assert_eq!(proxies.client(ip("10.1.2.3"), None), ip("10.1.2.3"));
        assert_eq!(proxies.client(ip("10.1.2.3"), Some("not an address")), ip("10.1.2.3"));
        // With no proxies configured, the header means nothing.
        assert_eq!(TrustedProxies::default().client(ip("10.1.2.3"), Some("203.0.113.1")), ip("10.1.2.3"));
    }

    #[test]
    fn waits_read_as_people_say_them() {
        let english = |seconds| wait_in_words(seconds).to_string();
        assert_eq!(english(0), "1 second");
        assert_eq!(english(40), "40 seconds");
        assert_eq!(english(61), "1 minute");
        assert_eq!(english(121), "3 minutes");
        assert_eq!(english(7200), "120 minutes");
        assert_eq!(english(7201), "3 hours");
        assert_eq!(english(80_000), "23 hours");
        let swahili = |seconds| wait_in_words(seconds).in_language(crate::i18n::Language::Kiswahili);
        assert_eq!(swahili(60), "dakika 1");
        assert_eq!(swahili(600), "dakika 10");
        let french = |seconds| wait_in_words(seconds).in_language(crate::i18n::Language::French);
        assert_eq!(french(1), "1 seconde");
        assert_eq!(french(7201), "3 heures");
    }
}
