import { create } from '@bufbuild/protobuf';
import { timestampFromMs, timestampMs } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

import { AVATARS_SHOWN, POST_MAX_CHARACTERS } from '@/config/constants';
import type { ReportedPost } from '@/features/communities/api/reported-posts';
import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import { PostSchema, type Post } from '@/gen/ndoto/v1/community_service_pb';
import { isForAge } from '@/lib/age-range';
import { errorMessage, serverWords } from '@/lib/errors';
import { i18n } from '@/lib/i18n';

/**
 * Spec section 5's community age filter: a community is kept when it has no ageGroup, when the
 * child's age is unknown or 0, or when the age lies within its inclusive 'min-max'. The server's
 * order is kept.
 */
export function communitiesForAge<T extends { ageGroup: string }>(communities: readonly T[], childAge: number | null): T[] {
  return communities.filter((community) => isForAge(community.ageGroup, childAge));
}

/** 'N member(s)' on a card: singular for 1 (spec section 2). */
export function memberCountText(count: number): string {
  return plural(count, { one: '# member', other: '# members' });
}

/** The detail header's count: 'amazing explorer!' for 1, 'amazing explorers!' otherwise. */
export function explorersText(count: number): string {
  return plural(count, { one: '# amazing explorer!', other: '# amazing explorers!' });
}

/**
 * The avatars a card or header shows (the first AVATARS_SHOWN members) and the '+N' of the others.
 * N counts from memberCount, which may be larger than the members the answer lists.
 */
export function avatarPreview<T>(members: readonly T[], memberCount: number): { shown: T[]; more: number } {
  const shown = members.slice(0, AVATARS_SHOWN);
  return { shown, more: Math.max(memberCount, members.length) - shown.length };
}

/** The nine category style keys of spec section 9. */
export const CATEGORY_STYLE_KEYS = ['science', 'art', 'technology', 'tech', 'math', 'sports', 'music', 'reading', 'default'] as const;
export type CategoryStyleKey = (typeof CATEGORY_STYLE_KEYS)[number];

/** The style key of a community's category: its own key when it has one (any case), else 'default'. */
export function categoryStyleKey(category: string): CategoryStyleKey {
  const key = category.trim().toLowerCase();
  return (CATEGORY_STYLE_KEYS as readonly string[]).includes(key) ? (key as CategoryStyleKey) : 'default';
}

/** The categories of spec section 9 in words; any other category is the server's word, capitalised. */
const CATEGORY_LABELS: Record<Exclude<CategoryStyleKey, 'default'>, MessageDescriptor> = {
  science: msg`Science`,
  art: msg`Art`,
  technology: msg`Technology`,
  tech: msg`Tech`,
  math: msg`Math`,
  sports: msg`Sports`,
  music: msg`Music`,
  reading: msg`Reading`,
};

/** 'science' -> 'Science' (in the active language), for the category as a label. */
export function categoryLabel(category: string): string {
  const text = category.trim();
  if (text === '') return t`General`;
  const key = categoryStyleKey(text);
  if (key !== 'default') return i18n._(CATEGORY_LABELS[key]);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A post's length as the server counts it: Unicode code points of the trimmed text, so '😀' and
 * 'é' are one character each (a UTF-16 `length` would count the emoji as two).
 */
export function postLength(text: string): number {
  return [...text.trim()].length;
}

/** The composer's counter: 'n/500 characters'. */
export function counterText(text: string): string {
  const length = postLength(text);
  const max = POST_MAX_CHARACTERS;
  return t`${length}/${max} characters`;
}

/** Spec section 5: a post is shared when its trimmed text is 1 to 500 characters, and not while posting. */
export function canShare(text: string, posting: boolean): boolean {
  const length = postLength(text);
  return !posting && length >= 1 && length <= POST_MAX_CHARACTERS;
}

/** The membership button's label (spec section 2): 'Join', 'Joining...', 'Leave' or 'Leaving...'. */
export function membershipLabel(joined: boolean, pending: boolean): string {
  if (joined) return pending ? t`Leaving...` : t`Leave`;
  return pending ? t`Joining...` : t`Join`;
}

/** Spec section 8's text for a community that could not be loaded: 404 or anything else. */
export function communityErrorText(error: unknown): string {
  return ConnectError.from(error).code === Code.NotFound
    ? t`This community doesn't exist or you don't have access to it.`
    : t`We couldn't load the community details right now.`;
}

/**
 * What the child is told when a post is not published, next to the composer. A refusal by the
 * server's moderation comes as INVALID_ARGUMENT with a google.rpc.BadRequest violation on
 * `content`, whose description is written for a child; its message says the same when the detail
 * is missing. Other failures get a plain sentence.
 */
export function postFailureText(error: unknown): string {
  const connectError = ConnectError.from(error);
  for (const detail of connectError.findDetails(BadRequestSchema)) {
    const violation = detail.fieldViolations.find((candidate) => candidate.field === 'content');
    // The server's words in the child's language, else its developer's English.
    const words = violation?.localizedMessage?.message || violation?.description;
    if (words) return words;
  }
  switch (connectError.code) {
    case Code.InvalidArgument:
      return serverWords(connectError) || t`This post cannot be shared. Please change it and try again.`;
    case Code.ResourceExhausted:
      return t`You're posting very fast! Take a short break and try again in a minute.`;
    case Code.PermissionDenied:
      return t`Only members can post here. Join the community to share your ideas!`;
    default:
      return errorMessage(connectError);
  }
}

/**
 * The feed as the reporter sees it: the server's posts, and in its place by date each post the child
 * reported this session that the server no longer lists (hidden for everyone once children of
 * enough families reported it, or removed by a moderator), as reported by them (no content), so
 * that it never just vanishes. The server's order is kept.
 */
export function withReportedPosts(posts: readonly Post[], reported: readonly ReportedPost[]): Post[] {
  const listed = new Set(posts.map((post) => post.id));
  const gone = reported
    .filter((report) => !listed.has(report.postId))
    .map((report) => create(PostSchema, { id: report.postId, createdAt: timestampFromMs(report.createdAtMs), reportedByYou: true }));
  if (gone.length === 0) return [...posts];
  const publishedMs = (post: Post) => (post.createdAt ? timestampMs(post.createdAt) : 0);
  // Newest first; a stable sort keeps the server's order among equal times.
  return [...posts, ...gone].sort((a, b) => publishedMs(b) - publishedMs(a));
}
