//! The auth feature's answers on the wire.

use super::store::ParentRow;
use crate::api::v1;

impl From<ParentRow> for v1::Parent {
    fn from(row: ParentRow) -> Self {
        Self {
            id: row.id.to_string(),
            first_name: row.first_name,
            last_name: row.last_name,
            email: row.email,
            phone: row.phone,
        }
    }
}
