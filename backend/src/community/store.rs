//! What the community service reads and writes: communities, members, posts, likes and reports.
//! Counts are always counted from the rows, never kept in a column that could drift.

use chrono::{DateTime, Utc};
use diesel::{
    AggregateExpressionMethods, BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl, Queryable,
    QueryableByName, Selectable, SelectableHelper,
    dsl::{count, count_star, exists},
    sql_types,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::{
    db::{
        Connection,
        schema::{communities, community_members, community_posts, post_likes, post_reports},
        views::child_profiles,
    },
    paging::{KeysetPage, Page},
};

/// Where a feed's page starts: after the post of this time and id (the feed is newest first).
pub(crate) type PostPosition = (DateTime<Utc>, Uuid);

/// A community as stored.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = communities)]
pub(crate) struct CommunityRow {
    pub id: Uuid,
    pub slug: String,
    pub name: String,
    pub description: String,
    pub category: String,
    pub min_age: i32,
    pub max_age: i32,
    pub created_at: DateTime<Utc>,
}

/// A community with its member count and whether the reader is a member.
#[derive(Debug, Clone)]
pub(crate) struct CommunityStatus {
    pub community: CommunityRow,
    pub member_count: i64,
    pub has_joined: bool,
}

/// A child as the other members may see them (after [`super::privacy::shown_name`]).
#[derive(Debug, Clone, QueryableByName)]
pub(crate) struct MemberRow {
    #[diesel(sql_type = sql_types::Uuid)]
    pub community_id: Uuid,
    #[diesel(sql_type = sql_types::Uuid)]
    pub id: Uuid,
    #[diesel(sql_type = sql_types::Text)]
    pub first_name: String,
    #[diesel(sql_type = sql_types::Text)]
    pub last_name: String,
    #[diesel(sql_type = sql_types::Text)]
    pub image: String,
}

/// A post with its author and its likes, for one reader.
#[derive(Debug, Clone, Queryable)]
pub(crate) struct PostRow {
    pub id: Uuid,
    pub content: String,
    pub created_at: DateTime<Utc>,
    pub author_id: Uuid,
    pub author_first_name: String,
    pub author_last_name: String,
    pub author_image: String,
    /// A count, so never `None`; SQL types a subquery's value as nullable.
    pub likes_count: Option<i64>,
    pub has_liked: bool,
    /// Hidden for everyone while a grown-up checks it: only its author still sees it.
    pub being_checked: bool,
    /// The reader reported it: they see a thank-you in its place, not the post.
    pub reported_by_reader: bool,
}

/// Active communities for a child aged `age`, in catalogue order, with counts for `reader`; or
/// only community `id`; all of them, or the rows to read of `page`.
pub(crate) async fn communities_for(
    conn: &mut Connection<'_>,
    reader: Uuid,
    age: i32,
    only: Option<Uuid>,
    page: Option<Page>,
) -> diesel::QueryResult<Vec<CommunityStatus>> {
    let member_count = community_members::table
        .filter(community_members::community_id.eq(communities::id))
        .select(count_star())
        .single_value();
    let has_joined = exists(
        community_members::table
            .filter(community_members::community_id.eq(communities::id))
            .filter(community_members::child_id.eq(reader)),
    );
    let mut query = communities::table
        .filter(communities::retired.eq(false))
        .filter(communities::min_age.le(age).and(communities::max_age.ge(age)))
        .order(communities::position)
        .select((CommunityRow::as_select(), member_count, has_joined))
        .into_boxed();
    if let Some(id) = only {
        query = query.filter(communities::id.eq(id));
    }
    if let Some(page) = page {
        query = query.limit(page.rows_to_read()).offset(page.offset);
    }
    let rows: Vec<(CommunityRow, Option<i64>, bool)> = query.load(conn).await?;
    Ok(rows
        .into_iter()
        .map(|(community, count, has_joined)| CommunityStatus {
            community,
            member_count: count.unwrap_or_default(),
            has_joined,
        })
        .collect())
}

/// Up to `per_community` members of each community, `reader` first when a member, then in the
/// order they joined.
pub(crate) async fn members(
    conn: &mut Connection<'_>,
    community_ids: &[Uuid],
    reader: Uuid,
    per_community: i64,
) -> diesel::QueryResult<Vec<MemberRow>> {
    diesel::sql_query(
        "SELECT community_id, id, first_name, last_name, image FROM ( \
           SELECT m.community_id, c.id, c.first_name, c.last_name, c.image, \
                  row_number() OVER (PARTITION BY m.community_id \
                                     ORDER BY (m.child_id = $2) DESC, m.joined_at, m.child_id) AS n \
           FROM community_members m JOIN child_profiles c ON c.id = m.child_id \
           WHERE m.community_id = ANY($1) \
         ) ranked WHERE n <= $3 ORDER BY community_id, n",
    )
    .bind::<sql_types::Array<sql_types::Uuid>, _>(community_ids)
    .bind::<sql_types::Uuid, _>(reader)
    .bind::<sql_types::BigInt, _>(per_community)
    .load(conn)
    .await
}

/// Makes `child` a member (a second time changes nothing); returns the member count.
pub(crate) async fn join(conn: &mut Connection<'_>, community_id: Uuid, child_id: Uuid) -> diesel::QueryResult<i64> {
    diesel::insert_into(community_members::table)
        .values((community_members::community_id.eq(community_id), community_members::child_id.eq(child_id)))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    member_count(conn, community_id).await
}

/// Ends `child`'s membership (if any); returns the member count.
pub(crate) async fn leave(conn: &mut Connection<'_>, community_id: Uuid, child_id: Uuid) -> diesel::QueryResult<i64> {
    diesel::delete(
        community_members::table
            .filter(community_members::community_id.eq(community_id))
            .filter(community_members::child_id.eq(child_id)),
    )
    .execute(conn)
    .await?;
    member_count(conn, community_id).await
}

async fn member_count(conn: &mut Connection<'_>, community_id: Uuid) -> diesel::QueryResult<i64> {
    community_members::table.filter(community_members::community_id.eq(community_id)).count().get_result(conn).await
}

/// The posts of a community that `reader` may see, newest first: the rows to read of `page`
/// (those after its position); or only post `id`. A post a moderator removed is nobody's to see.
/// A post hidden for everyone stays in its author's feed (marked being checked); a post `reader`
/// reported stays in theirs, marked so, for the thank-you in its place.
pub(crate) async fn posts(
    conn: &mut Connection<'_>,
    community_id: Uuid,
    reader: Uuid,
    page: &KeysetPage<PostPosition>,
    only: Option<Uuid>,
) -> diesel::QueryResult<Vec<PostRow>> {
    let likes =
        post_likes::table.filter(post_likes::post_id.eq(community_posts::id)).select(count_star()).single_value();
    let has_liked = exists(
        post_likes::table.filter(post_likes::post_id.eq(community_posts::id)).filter(post_likes::child_id.eq(reader)),
    );
    let reported_by_reader = exists(
        post_reports::table
            .filter(post_reports::post_id.eq(community_posts::id))
            .filter(post_reports::reporter_id.eq(reader)),
    );
    let mut query = community_posts::table
        .inner_join(child_profiles::table)
        .filter(community_posts::community_id.eq(community_id))
        .filter(community_posts::removed_at.is_null())
        .filter(community_posts::hidden_at.is_null().or(community_posts::author_id.eq(reader)))
        .order((community_posts::created_at.desc(), community_posts::id.desc()))
        .limit(page.rows_to_read())
        .select((
            community_posts::id,
            community_posts::content,
            community_posts::created_at,
            community_posts::author_id,
            child_profiles::first_name,
            child_profiles::last_name,
            child_profiles::image,
            likes,
            has_liked,
            community_posts::hidden_at.is_not_null(),
            reported_by_reader,
        ))
        .into_boxed();
    if let Some(id) = only {
        query = query.filter(community_posts::id.eq(id));
    }
    if let Some((at, id)) = page.after {
        query = query.filter(
            community_posts::created_at.lt(at).or(community_posts::created_at.eq(at).and(community_posts::id.lt(id))),
        );
    }
    query.load(conn).await
}

/// When `child` posted since `since`, oldest first.
pub(crate) async fn posted_since(
    conn: &mut Connection<'_>,
    child_id: Uuid,
    since: DateTime<Utc>,
) -> diesel::QueryResult<Vec<DateTime<Utc>>> {
    community_posts::table
        .filter(community_posts::author_id.eq(child_id))
        .filter(community_posts::created_at.gt(since))
        .order(community_posts::created_at)
        .select(community_posts::created_at)
        .load(conn)
        .await
}

pub(crate) async fn insert_post(
    conn: &mut Connection<'_>,
    community_id: Uuid,
    author_id: Uuid,
    content: &str,
) -> diesel::QueryResult<(Uuid, DateTime<Utc>)> {
    diesel::insert_into(community_posts::table)
        .values((
            community_posts::community_id.eq(community_id),
            community_posts::author_id.eq(author_id),
            community_posts::content.eq(content),
        ))
        .returning((community_posts::id, community_posts::created_at))
        .get_result(conn)
        .await
}

/// Likes the post for `child` (`like` true), takes their like back (false), or toggles (`None`:
/// takes it back when there was one, likes it otherwise); returns whether the child likes it now
/// and the like count. Call with the child's row locked.
pub(crate) async fn set_like(
    conn: &mut Connection<'_>,
    post_id: Uuid,
    child_id: Uuid,
    like: Option<bool>,
) -> diesel::QueryResult<(bool, i64)> {
    let mine = post_likes::table.filter(post_likes::post_id.eq(post_id)).filter(post_likes::child_id.eq(child_id));
    let taken_back = match like {
        Some(true) => false,
        Some(false) | None => {
            let deleted = diesel::delete(mine).execute(conn).await? > 0;
            deleted || like == Some(false)
        }
    };
    if !taken_back {
        diesel::insert_into(post_likes::table)
            .values((post_likes::post_id.eq(post_id), post_likes::child_id.eq(child_id)))
            .on_conflict_do_nothing()
            .execute(conn)
            .await?;
    }
    let likes = post_likes::table.filter(post_likes::post_id.eq(post_id)).count().get_result(conn).await?;
    Ok((!taken_back, likes))
}

/// What reporting needs of a post.
#[derive(Debug, Queryable)]
pub(crate) struct LockedPost {
    pub author_id: Uuid,
    /// When enough families reported it, if they did.
    pub hidden_at: Option<DateTime<Utc>>,
    /// When a moderator decided to keep it: reports no longer hide it.
    pub kept_at: Option<DateTime<Utc>>,
}

/// Locks a post of the community until the transaction ends; `None` when there is no such post
/// or a moderator removed it.
pub(crate) async fn lock_post(
    conn: &mut Connection<'_>,
    community_id: Uuid,
    post_id: Uuid,
) -> diesel::QueryResult<Option<LockedPost>> {
    community_posts::table
        .find(post_id)
        .filter(community_posts::community_id.eq(community_id))
        .filter(community_posts::removed_at.is_null())
        .select((community_posts::author_id, community_posts::hidden_at, community_posts::kept_at))
        .for_no_key_update()
        .first(conn)
        .await
        .optional()
}

/// Records `reporter`'s report (a second one changes nothing); returns how many different
/// families reported the post: brothers and sisters count once, so that one family cannot hide
/// a post for everyone.
pub(crate) async fn report(
    conn: &mut Connection<'_>,
    post_id: Uuid,
    reporter_id: Uuid,
    reason: &str,
) -> diesel::QueryResult<i64> {
    diesel::insert_into(post_reports::table)
        .values((
            post_reports::post_id.eq(post_id),
            post_reports::reporter_id.eq(reporter_id),
            post_reports::reason.eq(reason),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    post_reports::table
        .inner_join(child_profiles::table)
        .filter(post_reports::post_id.eq(post_id))
        .select(count(child_profiles::family_id).aggregate_distinct())
        .get_result(conn)
        .await
}

/// Hides the post for everyone.
pub(crate) async fn hide(conn: &mut Connection<'_>, post_id: Uuid) -> diesel::QueryResult<()> {
    diesel::update(community_posts::table.find(post_id))
        .set(community_posts::hidden_at.eq(diesel::dsl::now))
        .execute(conn)
        .await?;
    Ok(())
}
