//! The parent feature's answers on the wire.

use chrono::Utc;

use super::store::ChildRow;
use crate::{api::v1, validate};

impl From<ChildRow> for v1::Child {
    fn from(row: ChildRow) -> Self {
        Self {
            id: row.id.to_string(),
            age: validate::age_on(row.birth_date, Utc::now().date_naive()),
            birth_date: row.birth_date.format("%Y-%m-%d").to_string(),
            first_name: row.first_name,
            last_name: row.last_name,
            sign_in_name: row.sign_in_name,
            created_at: Some(row.created_at.into()),
        }
    }
}
