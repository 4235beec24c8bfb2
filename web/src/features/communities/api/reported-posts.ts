import { SESSION_KEYS, STORAGE_KEYS } from '@/config/constants';
import { readStorage } from '@/lib/store';

/** A post the child reported in this tab: enough to keep its place in the feed. */
export interface ReportedPost {
  communityId: string;
  postId: string;
  /** When the post was published (ms since the epoch), for its place among the others. */
  createdAtMs: number;
}

/** The newest reports kept: far more than a child makes in a session. */
const KEPT = 100;

const isReportedPost = (value: unknown): value is ReportedPost =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReportedPost).communityId === 'string' &&
  typeof (value as ReportedPost).postId === 'string' &&
  Number.isFinite((value as ReportedPost).createdAtMs);

const signedInChild = () => readStorage(STORAGE_KEYS.childId) ?? '';

/** What this tab holds for the signed-in child; another child's (a shared tablet) is not theirs. */
function storedForChild(): ReportedPost[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.reportedPosts) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return [];
    const { childId, posts } = stored as { childId?: unknown; posts?: unknown };
    if (childId !== signedInChild() || !Array.isArray(posts)) return [];
    return posts.filter(isReportedPost);
  } catch {
    return [];
  }
}

/** The posts the signed-in child reported in `communityId` during this tab's session. */
export function reportedPostsIn(communityId: string): ReportedPost[] {
  return storedForChild().filter((post) => post.communityId === communityId);
}

/**
 * Remembers a report for this tab's session. The server keeps a reported post in the reporter's
 * feed (as reported by them) only until it is hidden for everyone or removed: then it leaves the
 * feed, and this memory keeps the thank-you in its place.
 */
export function rememberReportedPost(post: ReportedPost): void {
  const posts = [post, ...storedForChild().filter((kept) => kept.postId !== post.postId)].slice(0, KEPT);
  try {
    window.sessionStorage.setItem(SESSION_KEYS.reportedPosts, JSON.stringify({ childId: signedInChild(), posts }));
  } catch {
    // Private mode or a full disk: the thank-you shows while the server still lists the post.
  }
}
