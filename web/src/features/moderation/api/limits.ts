/**
 * The moderation console's numbers. Here rather than in config/constants.ts, which is part of the
 * first download of every page: a child's sign-in page has no use for them.
 */
export const MODERATION = {
  /** Cases in one page of the queue (ListCases allows 1 to 100). */
  pageSize: 20,
  /** The longest note with a decision, in Unicode code points as the server counts them. */
  noteMaxCharacters: 500,
  /** How often an open queue is fetched again, and its waiting times brought up to date. */
  refreshMs: 60 * 1000,
  /** The shortest and the longest password the server accepts, in Unicode code points. */
  passwordMinCharacters: 8,
  passwordMaxCharacters: 128,
} as const;
