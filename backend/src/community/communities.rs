//! Finding, joining and leaving communities. A child only ever reaches the communities of their
//! own age band (see the module's decisions); ids of others are NOT_FOUND like unknown ones.

use crate::error::Reason;
use uuid::Uuid;

use super::{
    MEMBERS_LISTED, MEMBERS_SHOWN,
    store::{self, CommunityStatus, MemberRow},
};
use crate::{
    account::children::ChildAccount,
    db::Connection,
    error::{AppError, AppResult},
    paging::Page,
};

/// A community with the members the answer shows.
#[derive(Debug)]
pub(crate) struct CommunityView {
    pub status: CommunityStatus,
    pub members: Vec<MemberRow>,
}

/// The answer to an id that is unknown, malformed or not for this child.
pub(crate) fn not_found() -> AppError {
    AppError::NotFound(Reason::CommunityNotFound, crate::words!("community-not-found"))
}

/// The community `id` if this child may reach it, with its counts for the child.
pub(crate) async fn reachable(conn: &mut Connection<'_>, child: &ChildAccount, id: &str) -> AppResult<CommunityStatus> {
    let id: Uuid = id.trim().parse().map_err(|_| not_found())?;
    store::communities_for(conn, child.id, child.age(), Some(id), None).await?.pop().ok_or_else(not_found)
}

/// A page of the communities for the child's age, in catalogue order (its rows to read), each
/// with its first few members.
pub(crate) async fn list(conn: &mut Connection<'_>, child: &ChildAccount, page: Page) -> AppResult<Vec<CommunityView>> {
    let communities = store::communities_for(conn, child.id, child.age(), None, Some(page)).await?;
    with_members(conn, child.id, communities, MEMBERS_LISTED).await
}

/// One community, with its members.
pub(crate) async fn get(conn: &mut Connection<'_>, child: &ChildAccount, id: &str) -> AppResult<CommunityView> {
    let community = reachable(conn, child, id).await?;
    let mut views = with_members(conn, child.id, vec![community], MEMBERS_SHOWN).await?;
    Ok(views.remove(0))
}

async fn with_members(
    conn: &mut Connection<'_>,
    reader: Uuid,
    communities: Vec<CommunityStatus>,
    per_community: i64,
) -> AppResult<Vec<CommunityView>> {
    let ids: Vec<Uuid> = communities.iter().map(|c| c.community.id).collect();
    let mut members = store::members(conn, &ids, reader, per_community).await?;
    Ok(communities
        .into_iter()
        .map(|status| {
            let (mine, rest) = members.drain(..).partition(|m: &MemberRow| m.community_id == status.community.id);
            members = rest;
            CommunityView { status, members: mine }
        })
        .collect())
}

/// Makes the child a member (joining twice counts once); returns whether they are a member and
/// the member count.
pub(crate) async fn join(conn: &mut Connection<'_>, child: &ChildAccount, id: &str) -> AppResult<(bool, i64)> {
    let community = reachable(conn, child, id).await?;
    Ok((true, store::join(conn, community.community.id, child.id).await?))
}

/// Ends the child's membership (leaving when not a member changes nothing).
pub(crate) async fn leave(conn: &mut Connection<'_>, child: &ChildAccount, id: &str) -> AppResult<(bool, i64)> {
    let community = reachable(conn, child, id).await?;
    Ok((false, store::leave(conn, community.community.id, child.id).await?))
}
