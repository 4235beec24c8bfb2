//! Communities (CommunityService): children of one age band join communities around a topic,
//! read and write posts, like and report them.
//!
//! Decisions the product spec leaves open:
//! - **The server filters by age.** A child sees, opens and joins only the communities of their
//!   own age band (every community is for exactly one band, a catalogue rule); any other id is
//!   NOT_FOUND, as an unknown one is. Children then only ever meet children of their own age;
//!   the web app's age rule (spec section 5) keeps the same communities.
//! - Only members read, write, like and report posts (PERMISSION_DENIED otherwise).
//! - Posts are moderated on the server ([`moderation`]); names are shown as [`privacy`] says.
//! - A feed comes a page at a time, newest first (100 a page unless asked otherwise, see
//!   [`crate::paging::POSTS`]), each page after the last post of the previous one; a community
//!   card carries the first [`MEMBERS_LISTED`] members, the community itself the first
//!   [`MEMBERS_SHOWN`] (the reader first when a member); `memberCount` always counts them all.

pub(crate) mod communities;
pub mod moderation;
pub(crate) mod posts;
pub(crate) mod privacy;
pub(crate) mod service;
pub(crate) mod store;
pub(crate) mod wire;

pub(crate) use service::CommunityApi;

/// The longest post, in characters (Unicode code points, as the web app's counter counts).
pub(crate) const MAX_POST_CHARS: usize = 500;
/// The longest reason a child gives for a report, in characters.
pub(crate) const MAX_REPORT_REASON_CHARS: usize = 200;
/// Posts one child may publish per minute, in all communities together.
pub(crate) const POSTS_PER_MINUTE: usize = 5;
/// Families whose children reported a post that hide it for everyone (children of one family
/// count once, so that brothers and sisters cannot hide a post together).
pub(crate) const FAMILIES_REPORTING_TO_HIDE: i64 = 3;
/// Members each community of the list carries (for the card's avatars).
pub(crate) const MEMBERS_LISTED: i64 = 12;
/// Members a single community carries (for its Members tab).
pub(crate) const MEMBERS_SHOWN: i64 = 100;
