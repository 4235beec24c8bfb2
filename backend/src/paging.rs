//! Pages of a list, as AIP-158 asks: a request's `page_size` and `page_token`, and the answer's
//! `next_page_token`, empty on the last page.
//!
//! A token is opaque to clients and tamper-proof: where the next page starts, with an HMAC over
//! it and the list it belongs to ("a parent's consent requests of one child"), under a key
//! derived from the server's secret, which every replica shares. A token from another list,
//! another account or another filter, or one changed by hand, is INVALID_ARGUMENT.
//!
//! Where the next page starts is either an offset (lists that change only when their reader acts:
//! the catalogue's, a parent's children) or, for lists that grow at their head or whose rows move
//! while someone pages (posts, notifications, safety events, watched videos, the moderators'
//! queue), the sort key of the page's last row ([`Position`]): the next page is the rows after
//! it, so a row arriving meanwhile neither repeats nor pushes one out of sight.
//!
//! Each list's page sizes are here, in one table ([`Sizes`]): the default is what the list
//! answered before it had pages (the web app asks for no page size and reads every list whole).

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use uuid::Uuid;

use crate::{
    derived_key::DerivedKey,
    error::{AppError, AppResult},
};

/// The page size when the client asks for none, for lists without a size of their own.
pub const DEFAULT_PAGE_SIZE: i32 = 50;
/// The largest page, for lists without a size of their own; a larger `page_size` is served this
/// many (AIP-158: coerce, never refuse).
pub const MAX_PAGE_SIZE: i32 = 100;
/// The tag's bytes: 128 bits, beyond guessing.
const TAG_BYTES: usize = 16;

/// A list's page sizes: what `page_size` 0 answers, and the most one page holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sizes {
    /// The page size when the request asks for none.
    pub default: i32,
    /// The largest page; a larger `page_size` is served this many.
    pub max: i32,
}

/// Lists without a reason for other sizes.
pub const STANDARD: Sizes = Sizes { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE };
/// ListCommunities, ListChallenges and ListResources: a catalogue list, whole in its default
/// page as it was before it had pages. Today a child sees the 5 communities of their age band,
/// all 41 activities and at most 10 resources; a test of the catalogue fails when one outgrows
/// this, so that the web app learns to page before the catalogue does.
pub const CATALOGUE: Sizes = Sizes { default: 100, max: 100 };
/// ListPosts: the newest 100, as a feed held before it had pages.
pub const POSTS: Sizes = Sizes { default: 100, max: 100 };
/// ListNotifications: the latest 50, as before.
pub const NOTIFICATIONS: Sizes = Sizes { default: 50, max: 100 };
/// ListChildren: every child of a family in one page, as before (a family has a few; child
/// accounts are limited per hour, not in all, so a larger one pages).
pub const CHILDREN: Sizes = Sizes { default: 100, max: 100 };
/// ListSafetyEvents: the latest 100, as before.
pub const SAFETY_EVENTS: Sizes = Sizes { default: 100, max: 100 };
/// ListWatchedVideos: the newest 200, as before, hence a larger largest page than the others'.
pub const WATCHED_VIDEOS: Sizes = Sizes { default: 200, max: 200 };
/// ListCases: 20 cases, as the console shows them, at most 100.
pub const CASES: Sizes = Sizes { default: 20, max: 100 };
/// ListConsentRequests and ListMyConsentRequests.
pub const CONSENT_REQUESTS: Sizes = STANDARD;

impl Sizes {
    /// How many rows a request's `page_size` asks for: the default for 0, at most [`Self::max`];
    /// a negative size is INVALID_ARGUMENT naming pageSize.
    pub fn of(self, page_size: i32) -> AppResult<i64> {
        match page_size {
            ..0 => Err(AppError::invalid("pageSize", crate::words!("page-size-negative"))),
            0 => Ok(i64::from(self.default)),
            size => Ok(i64::from(size.min(self.max))),
        }
    }
}

/// Which rows a request asks for, by offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    /// How many rows, at most.
    pub size: i64,
    /// How many rows of the list come before.
    pub offset: i64,
}

impl Page {
    /// How many rows to read: one more than the page, to know whether another page follows.
    pub fn rows_to_read(&self) -> i64 {
        self.size + 1
    }
}

/// Which rows a request asks for, by the sort key of the row before them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeysetPage<P> {
    /// How many rows, at most.
    pub size: i64,
    /// The position of the previous page's last row; `None` for the first page.
    pub after: Option<P>,
}

impl<P> KeysetPage<P> {
    /// How many rows to read: one more than the page, to know whether another page follows.
    pub fn rows_to_read(&self) -> i64 {
        self.size + 1
    }
}

/// A row's sort key, in the list's order (such as its time and id), that a token carries so
/// that the next page starts after that row: a pair or a triple of [`Part`]s.
pub trait Position: Sized {
    /// Appends the position's bytes.
    fn write(&self, bytes: &mut Vec<u8>);
    /// The position written as `bytes`, all of them; `None` when they are not one.
    fn read(bytes: &[u8]) -> Option<Self>;
}

/// One value of a [`Position`].
pub trait Part: Sized {
    /// Appends the value's bytes.
    fn write(&self, bytes: &mut Vec<u8>);
    /// Reads the value from the start of `bytes`, and moves past it.
    fn read(bytes: &mut &[u8]) -> Option<Self>;
}

fn take<'a>(bytes: &mut &'a [u8], n: usize) -> Option<&'a [u8]> {
    let (head, rest) = bytes.split_at_checked(n)?;
    *bytes = rest;
    Some(head)
}

impl Part for bool {
    fn write(&self, bytes: &mut Vec<u8>) {
        bytes.push(u8::from(*self));
    }

    fn read(bytes: &mut &[u8]) -> Option<Self> {
        match take(bytes, 1)? {
            [0] => Some(false),
            [1] => Some(true),
            _ => None,
        }
    }
}

impl Part for i64 {
    fn write(&self, bytes: &mut Vec<u8>) {
        bytes.extend_from_slice(&self.to_be_bytes());
    }

    fn read(bytes: &mut &[u8]) -> Option<Self> {
        Some(i64::from_be_bytes(take(bytes, 8)?.try_into().ok()?))
    }
}

/// To the microsecond, PostgreSQL's precision: a row's time comes back exactly.
impl Part for DateTime<Utc> {
    fn write(&self, bytes: &mut Vec<u8>) {
        self.timestamp_micros().write(bytes);
    }

    fn read(bytes: &mut &[u8]) -> Option<Self> {
        DateTime::from_timestamp_micros(i64::read(bytes)?)
    }
}

impl Part for Uuid {
    fn write(&self, bytes: &mut Vec<u8>) {
        bytes.extend_from_slice(self.as_bytes());
    }

    fn read(bytes: &mut &[u8]) -> Option<Self> {
        Some(Uuid::from_bytes(take(bytes, 16)?.try_into().ok()?))
    }
}

/// Its length in two bytes, then its UTF-8: ids such as a YouTube video's.
impl Part for String {
    fn write(&self, bytes: &mut Vec<u8>) {
        // A position's text is an id of a few bytes; one of 64 KiB or more cannot be stored.
        let len = u16::try_from(self.len()).expect("a position's text is shorter than 64 KiB");
        bytes.extend_from_slice(&len.to_be_bytes());
        bytes.extend_from_slice(self.as_bytes());
    }

    fn read(bytes: &mut &[u8]) -> Option<Self> {
        let len = u16::from_be_bytes(take(bytes, 2)?.try_into().ok()?);
        String::from_utf8(take(bytes, usize::from(len))?.to_vec()).ok()
    }
}

impl<A: Part, B: Part> Position for (A, B) {
    fn write(&self, bytes: &mut Vec<u8>) {
        self.0.write(bytes);
        self.1.write(bytes);
    }

    fn read(mut bytes: &[u8]) -> Option<Self> {
        let position = (A::read(&mut bytes)?, B::read(&mut bytes)?);
        bytes.is_empty().then_some(position)
    }
}

impl<A: Part, B: Part, C: Part> Position for (A, B, C) {
    fn write(&self, bytes: &mut Vec<u8>) {
        self.0.write(bytes);
        self.1.write(bytes);
        self.2.write(bytes);
    }

    fn read(mut bytes: &[u8]) -> Option<Self> {
        let position = (A::read(&mut bytes)?, B::read(&mut bytes)?, C::read(&mut bytes)?);
        bytes.is_empty().then_some(position)
    }
}

/// Makes and reads page tokens.
#[derive(Clone, Debug)]
pub struct PageTokens {
    key: DerivedKey,
}

impl PageTokens {
    /// The tokens of the server whose secret is `secret` (the token secret: its own key is
    /// derived, so a page token is never a valid bearer token's signature).
    pub fn new(secret: &[u8]) -> Self {
        Self { key: DerivedKey::new("page tokens", secret) }
    }

    /// The MAC over the list and where the next page starts; a token carries its first
    /// [`TAG_BYTES`].
    fn mac(&self, list: &str, start: &[u8]) -> Hmac<Sha256> {
        let mut mac = self.key.mac();
        mac.update(list.as_bytes());
        mac.update(b"\0");
        mac.update(start);
        mac
    }

    /// A token of `list` for the page that starts at `start`: its bytes and their tag.
    fn seal(&self, list: &str, start: Vec<u8>) -> String {
        let tag = self.mac(list, &start).finalize().into_bytes();
        let mut bytes = start;
        bytes.extend_from_slice(&tag[..TAG_BYTES]);
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// Where the page of `token` starts, if `list` gave the token; the first page without one.
    fn open(&self, list: &str, token: &str) -> AppResult<Option<Vec<u8>>> {
        if token.is_empty() {
            return Ok(None);
        }
        let bytes = URL_SAFE_NO_PAD.decode(token.trim()).map_err(|_| refused())?;
        let Some(split) = bytes.len().checked_sub(TAG_BYTES).filter(|&split| split > 0) else { return Err(refused()) };
        let (start, tag) = bytes.split_at(split);
        // Compared in constant time, as MACs are.
        self.mac(list, start).verify_truncated_left(tag).map_err(|_| refused())?;
        Ok(Some(start.to_vec()))
    }

    /// The page a request asks for of `list` (a name with the account and filters it depends
    /// on), by offset: the first without a token.
    pub fn page(&self, list: &str, sizes: Sizes, page_size: i32, page_token: &str) -> AppResult<Page> {
        let size = sizes.of(page_size)?;
        let offset = match self.open(list, page_token)? {
            None => 0,
            Some(start) => u32::from_be_bytes(start.try_into().map_err(|_| refused())?),
        };
        Ok(Page { size, offset: i64::from(offset) })
    }

    /// The answer's `next_page_token` after `page` of `list`, whose `rows` were read with
    /// [`Page::rows_to_read`]; empty when no row follows. Drops the extra row from `rows`.
    pub fn next<T>(&self, list: &str, page: Page, rows: &mut Vec<T>) -> String {
        if rows.len() as i64 <= page.size {
            return String::new();
        }
        rows.truncate(page.size as usize);
        let Ok(offset) = u32::try_from(page.offset + page.size) else { return String::new() };
        self.seal(list, offset.to_be_bytes().to_vec())
    }

    /// The page a request asks for of `list`, by the position of the row before it: the first
    /// without a token.
    pub fn keyset_page<P: Position>(
        &self,
        list: &str,
        sizes: Sizes,
        page_size: i32,
        page_token: &str,
    ) -> AppResult<KeysetPage<P>> {
        let size = sizes.of(page_size)?;
        let after = match self.open(list, page_token)? {
            None => None,
            Some(start) => Some(P::read(&start).ok_or_else(refused)?),
        };
        Ok(KeysetPage { size, after })
    }

    /// The answer's `next_page_token` after `page` of `list`, whose `rows` were read with
    /// [`KeysetPage::rows_to_read`]: the position of the page's last row, as `position` gives
    /// it; empty when no row follows. Drops the extra row from `rows`.
    pub fn next_after<T, P: Position>(
        &self,
        list: &str,
        page: &KeysetPage<P>,
        rows: &mut Vec<T>,
        position: impl Fn(&T) -> P,
    ) -> String {
        if rows.len() as i64 <= page.size {
            return String::new();
        }
        rows.truncate(page.size as usize);
        let Some(last) = rows.last() else { return String::new() };
        let mut start = Vec::new();
        position(last).write(&mut start);
        self.seal(list, start)
    }
}

/// A token this list did not give, or one changed by hand.
fn refused() -> AppError {
    AppError::invalid("pageToken", crate::words!("page-token-unknown"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens() -> PageTokens {
        PageTokens::new(b"a secret of the server, long enough")
    }

    #[test]
    fn a_list_is_read_page_by_page_and_the_last_page_has_no_token() {
        let tokens = tokens();
        let list: Vec<i32> = (0..5).collect();
        let mut read = Vec::new();
        let mut token = String::new();
        loop {
            let page = tokens.page("list:a", STANDARD, 2, &token).unwrap();
            let mut rows: Vec<i32> =
                list.iter().copied().skip(page.offset as usize).take(page.rows_to_read() as usize).collect();
            token = tokens.next("list:a", page, &mut rows);
            read.extend(rows);
            if token.is_empty() {
                break;
            }
        }
        assert_eq!(read, list);
    }

    #[test]
    fn sizes_default_and_coerce_and_a_negative_one_is_refused() {
        let tokens = tokens();
        assert_eq!(tokens.page("l", STANDARD, 0, "").unwrap().size, i64::from(DEFAULT_PAGE_SIZE));
        assert_eq!(tokens.page("l", STANDARD, 10_000, "").unwrap().size, i64::from(MAX_PAGE_SIZE));
        assert!(matches!(tokens.page("l", STANDARD, -1, ""), Err(AppError::InvalidField { field: "pageSize", .. })));
        assert_eq!(WATCHED_VIDEOS.of(0).unwrap(), 200);
        assert_eq!(WATCHED_VIDEOS.of(500).unwrap(), 200);
        assert_eq!(CASES.of(0).unwrap(), 20);
        assert_eq!(CASES.of(101).unwrap(), 100);
        assert!(matches!(CASES.of(i32::MIN), Err(AppError::InvalidField { field: "pageSize", .. })));
        for sizes in [STANDARD, CATALOGUE, POSTS, NOTIFICATIONS, CHILDREN, SAFETY_EVENTS, WATCHED_VIDEOS, CASES] {
            assert!(0 < sizes.default && sizes.default <= sizes.max, "{sizes:?}");
        }
    }

    #[test]
    fn a_token_of_another_list_or_server_or_changed_by_hand_is_refused() {
        let tokens = tokens();
        let mut rows = vec![1, 2, 3];
        let token = tokens.next("parent:1", Page { size: 2, offset: 0 }, &mut rows);
        assert_eq!(tokens.page("parent:1", STANDARD, 2, &token).unwrap().offset, 2);
        let refused = |list: &str, token: &str, tokens: &PageTokens| {
            matches!(tokens.page(list, STANDARD, 2, token), Err(AppError::InvalidField { field: "pageToken", .. }))
        };
        assert!(refused("parent:2", &token, &tokens));
        assert!(refused("parent:1", &token, &PageTokens::new(b"another server's secret, long enough")));
        let mut bytes = URL_SAFE_NO_PAD.decode(&token).unwrap();
        bytes[3] ^= 1;
        assert!(refused("parent:1", &URL_SAFE_NO_PAD.encode(&bytes), &tokens));
        for garbage in ["x", "not base64!", "AAAA", &URL_SAFE_NO_PAD.encode([0; TAG_BYTES])] {
            assert!(refused("parent:1", garbage, &tokens), "{garbage}");
        }
    }

    /// Rows of a list newest first, by time then id, as the feeds are.
    fn feed(rows: &[(i64, Uuid)]) -> Vec<(DateTime<Utc>, Uuid)> {
        let mut rows: Vec<_> =
            rows.iter().map(|&(micros, id)| (DateTime::from_timestamp_micros(micros).unwrap(), id)).collect();
        rows.sort_by(|a, b| b.cmp(a));
        rows
    }

    fn read_after(
        list: &[(DateTime<Utc>, Uuid)],
        page: &KeysetPage<(DateTime<Utc>, Uuid)>,
    ) -> Vec<(DateTime<Utc>, Uuid)> {
        list.iter()
            .filter(|row| page.after.is_none_or(|after| **row < after))
            .take(page.rows_to_read() as usize)
            .copied()
            .collect()
    }

    #[test]
    fn a_keyset_page_starts_after_the_last_row_so_a_new_row_at_the_head_repeats_nothing() {
        let tokens = tokens();
        let ids: Vec<Uuid> = (0..6).map(|_| Uuid::new_v4()).collect();
        // Two rows of the same microsecond: the id orders them.
        let mut list = feed(&[(10, ids[0]), (20, ids[1]), (20, ids[2]), (30, ids[3]), (40, ids[4])]);
        let first: KeysetPage<(DateTime<Utc>, Uuid)> = tokens.keyset_page("posts:c", POSTS, 2, "").unwrap();
        let mut rows = read_after(&list, &first);
        let token = tokens.next_after("posts:c", &first, &mut rows, |row| *row);
        let mut read = rows;
        // A row arrives at the head while the reader pages: it is not on the next pages, and no
        // row of the first page comes again.
        list = feed(&[(10, ids[0]), (20, ids[1]), (20, ids[2]), (30, ids[3]), (40, ids[4]), (50, ids[5])]);
        let mut token = token;
        while !token.is_empty() {
            let page = tokens.keyset_page("posts:c", POSTS, 2, &token).unwrap();
            let mut rows = read_after(&list, &page);
            token = tokens.next_after("posts:c", &page, &mut rows, |row| *row);
            read.extend(rows);
        }
        assert_eq!(read, feed(&[(10, ids[0]), (20, ids[1]), (20, ids[2]), (30, ids[3]), (40, ids[4])]));
        let refused = |list: &str, token: &str| {
            matches!(
                tokens.keyset_page::<(DateTime<Utc>, Uuid)>(list, POSTS, 2, token),
                Err(AppError::InvalidField { field: "pageToken", .. })
            )
        };
        let mut rows = read_after(&list, &first);
        let token = tokens.next_after("posts:c", &first, &mut rows, |row| *row);
        assert!(!refused("posts:c", &token));
        assert!(refused("posts:d", &token), "another community's");
        // An offset token of the same list is not a position, nor a position of another shape.
        let mut three = vec![1, 2, 3];
        assert!(refused("posts:c", &tokens.next("posts:c", Page { size: 2, offset: 0 }, &mut three)));
        assert!(matches!(
            tokens.keyset_page::<(DateTime<Utc>, i64)>("posts:c", POSTS, 2, &token),
            Err(AppError::InvalidField { field: "pageToken", .. })
        ));
    }

    #[test]
    fn positions_come_back_as_they_were_written() {
        fn round_trip<P: Position + PartialEq + std::fmt::Debug>(position: P) {
            let mut bytes = Vec::new();
            position.write(&mut bytes);
            assert_eq!(P::read(&bytes).as_ref(), Some(&position));
            bytes.push(0);
            assert_eq!(P::read(&bytes), None, "a byte too many");
            bytes.truncate(bytes.len() - 2);
            assert_eq!(P::read(&bytes), None, "a byte too few");
        }
        let at = DateTime::from_timestamp_micros(1_790_000_000_123_456).unwrap();
        round_trip((at, Uuid::new_v4()));
        round_trip((at, -7_i64));
        round_trip((at, "WX_E1CAZjaQ".to_owned()));
        round_trip((true, at, Uuid::new_v4()));
        assert_eq!(<(bool, i64)>::read(&[2, 0, 0, 0, 0, 0, 0, 0, 0]), None, "a bool is 0 or 1");
    }
}
