//! The consent a parent gives when adding a child: recorded once per notice version, with the
//! time, and required again when the notice changes.

use diesel::ExpressionMethods;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::CONSENT_NOTICE_VERSION;
use crate::{
    db::{Connection, schema::parental_consents},
    error::{AppError, AppResult},
};

/// The field of CreateChildRequest that carries the consent.
const FIELD: &str = "consentNoticeVersion";

/// Whether a parent who agreed to `agreed` (their latest) must agree again with this request's
/// `given` version: `Ok(true)` to record it, `Ok(false)` when the current notice is agreed to
/// already, or the refusal that tells the parent what to do.
pub(crate) fn needs_recording(agreed: Option<&str>, given: &str) -> AppResult<bool> {
    if agreed == Some(CONSENT_NOTICE_VERSION) {
        return Ok(false);
    }
    match given.trim() {
        "" => Err(AppError::invalid(FIELD, crate::words!("consent-notice-required"))),
        CONSENT_NOTICE_VERSION => Ok(true),
        _ => Err(AppError::invalid(FIELD, crate::words!("consent-notice-outdated"))),
    }
}

/// Records that the parent agreed to the current notice (once per version).
pub(crate) async fn record(conn: &mut Connection<'_>, parent_id: Uuid) -> diesel::QueryResult<()> {
    diesel::insert_into(parental_consents::table)
        .values((
            parental_consents::parent_id.eq(parent_id),
            parental_consents::notice_version.eq(CONSENT_NOTICE_VERSION),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consent_is_asked_until_the_current_notice_is_agreed_to() {
        assert!(!needs_recording(Some(CONSENT_NOTICE_VERSION), "").unwrap(), "agreed already: nothing to send");
        assert!(needs_recording(None, CONSENT_NOTICE_VERSION).unwrap());
        assert!(needs_recording(Some("2020-01-01"), CONSENT_NOTICE_VERSION).unwrap(), "an older notice");
        for (agreed, given) in [(None, ""), (None, "  "), (Some("2020-01-01"), "")] {
            let error = needs_recording(agreed, given).unwrap_err();
            assert!(format!("{error:?}").contains("tick the box"), "{agreed:?} {given:?}: {error:?}");
        }
        let stale = needs_recording(None, "2020-01-01").unwrap_err();
        assert!(format!("{stale:?}").contains("has changed"), "{stale:?}");
    }
}
