//! The resource board: the catalogue's resources for the child's age, and one resource to read
//! with its related ones.

use super::store::{self, ResourceRow};
use crate::error::Reason;
use crate::{
    account::children::ChildAccount,
    db::Connection,
    error::{AppError, AppResult},
    paging::Page,
};

/// A resource to read, with the related resources that are still offered.
#[derive(Debug)]
pub(crate) struct Reading {
    pub(crate) resource: ResourceRow,
    pub(crate) related: Vec<ResourceRow>,
}

/// A page of the active resources that suit the child's age today, in catalogue order: its rows
/// to read.
pub(crate) async fn for_child(
    conn: &mut Connection<'_>,
    child: &ChildAccount,
    page: Page,
) -> AppResult<Vec<ResourceRow>> {
    Ok(store::resources_for_age(conn, child.age(), page).await?)
}

/// Whether the active resource `slug` is on the child's board (it suits their age today).
pub(crate) async fn offered(conn: &mut Connection<'_>, child: &ChildAccount, slug: &str) -> AppResult<bool> {
    let age = child.age();
    let found = store::resources_named(conn, &[slug.to_owned()]).await?;
    Ok(found.iter().any(|resource| resource.min_age <= age && age <= resource.max_age))
}

/// The active resource `id` (a slug), with its related resources in the order the catalogue
/// lists them; any other id, malformed ones included, is NOT_FOUND.
pub(crate) async fn reading(conn: &mut Connection<'_>, id: &str) -> AppResult<Reading> {
    let not_found = || {
        AppError::NotFound(
            Reason::ResourceNotFound,
            crate::words!("resource-not-found", id = id.chars().take(80).collect::<String>()),
        )
    };
    let slug = id.trim();
    let well_formed = !slug.is_empty()
        && slug.len() <= 100
        && slug.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !well_formed {
        return Err(not_found());
    }
    let mut found = store::resources_named(conn, &[slug.to_owned()]).await?;
    let resource = found.pop().ok_or_else(not_found)?;
    let mut related = store::resources_named(conn, &resource.related).await?;
    related.sort_by_key(|r| resource.related.iter().position(|slug| *slug == r.slug));
    Ok(Reading { resource, related })
}
