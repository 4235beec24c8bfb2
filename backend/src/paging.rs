//! Pages of a list, as AIP-158 asks: a request's `page_size` and `page_token`, and the answer's
//! `next_page_token`, empty on the last page.
//!
//! A token is opaque to clients and tamper-proof: the offset of the next page with an HMAC over
//! it and the list it belongs to ("a parent's consent requests of one child"), under a key
//! derived from the server's secret, which every replica shares. A token from another list,
//! another account or another filter, or one changed by hand, is INVALID_ARGUMENT.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

use crate::error::{AppError, AppResult};

/// The page size when the client asks for none.
pub const DEFAULT_PAGE_SIZE: i32 = 50;
/// The largest page; a larger `page_size` is served this many (AIP-158: coerce, never refuse).
pub const MAX_PAGE_SIZE: i32 = 100;
/// The tag's bytes: 128 bits, beyond guessing.
const TAG_BYTES: usize = 16;

/// Which rows a request asks for.
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

/// Makes and reads page tokens.
#[derive(Clone)]
pub struct PageTokens {
    key: [u8; 32],
}

impl std::fmt::Debug for PageTokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PageTokens(..)")
    }
}

impl PageTokens {
    /// The tokens of the server whose secret is `secret` (the token secret: its own key is
    /// derived, so a page token is never a valid bearer token's signature).
    pub fn new(secret: &[u8]) -> Self {
        let mut hasher = Sha256::new();
        hasher.update(b"ndoto page tokens\0");
        hasher.update(secret);
        Self { key: hasher.finalize().into() }
    }

    /// The MAC over the list and the offset; a token carries its first [`TAG_BYTES`].
    fn mac(&self, list: &str, offset: u32) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC takes a key of any size");
        mac.update(list.as_bytes());
        mac.update(b"\0");
        mac.update(&offset.to_be_bytes());
        mac
    }

    /// The page a request asks for of `list` (a name with the account and filters it depends
    /// on): the first without a token.
    pub fn page(&self, list: &str, page_size: i32, page_token: &str) -> AppResult<Page> {
        if page_size < 0 {
            return Err(AppError::invalid("pageSize", "pageSize must be 0 (the default) or more"));
        }
        let size = match page_size {
            0 => DEFAULT_PAGE_SIZE,
            size => size.min(MAX_PAGE_SIZE),
        };
        let offset = if page_token.is_empty() { 0 } else { self.offset(list, page_token)? };
        Ok(Page { size: i64::from(size), offset: i64::from(offset) })
    }

    fn offset(&self, list: &str, token: &str) -> AppResult<u32> {
        let refused = || {
            AppError::invalid(
                "pageToken",
                "pageToken is not one this list gave: ask for the first page again, without a pageToken",
            )
        };
        let bytes = URL_SAFE_NO_PAD.decode(token.trim()).map_err(|_| refused())?;
        let (offset, tag) = bytes.split_first_chunk::<4>().ok_or_else(refused)?;
        let offset = u32::from_be_bytes(*offset);
        // Compared in constant time, as MACs are.
        if tag.len() != TAG_BYTES || self.mac(list, offset).verify_truncated_left(tag).is_err() {
            return Err(refused());
        }
        Ok(offset)
    }

    /// The answer's `next_page_token` after `page` of `list`, whose `rows` were read with
    /// [`Page::rows_to_read`]; empty when no row follows. Drops the extra row from `rows`.
    pub fn next<T>(&self, list: &str, page: Page, rows: &mut Vec<T>) -> String {
        if rows.len() as i64 <= page.size {
            return String::new();
        }
        rows.truncate(page.size as usize);
        let Ok(offset) = u32::try_from(page.offset + page.size) else { return String::new() };
        let mut bytes = offset.to_be_bytes().to_vec();
        bytes.extend_from_slice(&self.mac(list, offset).finalize().into_bytes()[..TAG_BYTES]);
        URL_SAFE_NO_PAD.encode(bytes)
    }
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
            let page = tokens.page("list:a", 2, &token).unwrap();
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
        assert_eq!(tokens.page("l", 0, "").unwrap().size, i64::from(DEFAULT_PAGE_SIZE));
        assert_eq!(tokens.page("l", 10_000, "").unwrap().size, i64::from(MAX_PAGE_SIZE));
        assert!(matches!(tokens.page("l", -1, ""), Err(AppError::InvalidField { field: "pageSize", .. })));
    }

    #[test]
    fn a_token_of_another_list_or_server_or_changed_by_hand_is_refused() {
        let tokens = tokens();
        let mut rows = vec![1, 2, 3];
        let token = tokens.next("parent:1", Page { size: 2, offset: 0 }, &mut rows);
        assert_eq!(tokens.page("parent:1", 2, &token).unwrap().offset, 2);
        let refused = |list: &str, token: &str, tokens: &PageTokens| {
            matches!(tokens.page(list, 2, token), Err(AppError::InvalidField { field: "pageToken", .. }))
        };
        assert!(refused("parent:2", &token, &tokens));
        assert!(refused("parent:1", &token, &PageTokens::new(b"another server's secret, long enough")));
        let mut bytes = URL_SAFE_NO_PAD.decode(&token).unwrap();
        bytes[3] ^= 1;
        assert!(refused("parent:1", &URL_SAFE_NO_PAD.encode(&bytes), &tokens));
        for garbage in ["x", "not base64!", "AAAA"] {
            assert!(refused("parent:1", garbage, &tokens), "{garbage}");
        }
    }
}
