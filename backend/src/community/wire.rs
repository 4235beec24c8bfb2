//! The community feature's answers on the wire, in one place. Names go through
//! [`super::privacy`]; counts are int32 as the REST contract needs.

use uuid::Uuid;

use super::{
    communities::CommunityView,
    privacy::{author_name, shown_name},
    store::PostRow,
};
use crate::{api::v1, catalogue::texts, i18n::Language};

fn count(n: i64) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// A community as `reader` sees it, its name and description in `language`.
pub(super) fn community(reader: Uuid, view: CommunityView, language: Language) -> v1::Community {
    let CommunityView { status, members } = view;
    let row = status.community;
    let (name, description) = match texts::community(&row.slug, language) {
        Some(texts) => (texts.name.clone(), texts.description.clone()),
        None => (row.name, row.description),
    };
    v1::Community {
        id: row.id.to_string(),
        name,
        description,
        category: row.category,
        age_group: format!("{}-{}", row.min_age, row.max_age),
        member_count: count(status.member_count),
        has_joined: status.has_joined,
        created_at: Some(row.created_at.into()),
        members: members
            .into_iter()
            .map(|member| {
                let (first_name, last_name) = shown_name(reader, member.id, &member.first_name, &member.last_name);
                v1::CommunityMember { id: member.id.to_string(), first_name, last_name, image: member.image }
            })
            .collect(),
    }
}

pub(super) fn post(reader: Uuid, row: PostRow) -> v1::Post {
    // The reporter is not shown again what they reported: a thank-you stands in its place.
    let content = if row.reported_by_reader { String::new() } else { row.content };
    v1::Post {
        id: row.id.to_string(),
        author: Some(v1::PostAuthor {
            name: author_name(reader, row.author_id, &row.author_first_name, &row.author_last_name),
            avatar: row.author_image,
        }),
        content,
        created_at: Some(row.created_at.into()),
        has_liked: row.has_liked,
        likes_count: count(row.likes_count.unwrap_or_default()),
        // There are no comments yet.
        comments_count: 0,
        being_checked: row.being_checked,
        reported_by_you: row.reported_by_reader,
    }
}

pub(super) fn membership((has_joined, members): (bool, i64)) -> (bool, i32) {
    (has_joined, count(members))
}

pub(super) fn like((has_liked, likes): (bool, i64)) -> v1::LikePostResponse {
    v1::LikePostResponse { has_liked, likes_count: count(likes) }
}
