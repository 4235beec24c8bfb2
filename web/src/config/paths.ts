/** Every route of the app (spec section 2's route table, the parent area and the moderation console). */
export const paths = {
  signIn: '/',
  signUp: '/signup',
  parentSignIn: '/parent/signin',
  parentHome: '/parent',
  parentChild: '/parent/children/:childId',
  /** Everything kept about a child as a readable, printable page (the Data tab's JSON in words). */
  parentChildData: '/parent/children/:childId/data',
  /** The parent's own account: their password, their data, and closing the account. */
  parentAccount: '/parent/account',
  /** Everything kept about the parent's own account as a readable, printable page. */
  parentAccountData: '/parent/account/data',
  /** Where the verification email's link leads: `?token=` holds the link's token. */
  parentVerifyEmail: '/parent/verify-email',
  /** 'What Ndoto keeps about your child', open to anyone, signed in or not. */
  parentDataNotice: '/parent/data-notice',
  home: '/home',
  activities: '/activities',
  resources: '/resources',
  achievements: '/achievements',
  quizHome: '/quizHome',
  quiz: '/quiz',
  results: '/results',
  aiAdvisor: '/ai-advisor',
  careerRecommendations: '/career-recommendations',
  mentors: '/mentors',
  mentorDetail: '/mentor-detail/:mentorId',
  careerExcursions: '/career-excursions',
  community: '/community',
  communityDetail: '/community/:communityId',
  myProfile: '/my-profile',
  youtubeSearch: '/youtube-search',
  resource: '/resource/:id',
  moderatorSignIn: '/moderation/sign-in',
  moderation: '/moderation',
  moderationCase: '/moderation/cases/:caseId',
  moderationChoosePassword: '/moderation/choose-password',
} as const;

/** The safe video hub's address for a header search, or null when there is nothing to search. */
export function videoSearchPath(text: string): string | null {
  const query = text.trim();
  if (query === '') return null;
  return `${paths.youtubeSearch}?q=${encodeURIComponent(query)}`;
}

/** The query parameter of the parent sign-in page naming where to go once signed in. */
export const RETURN_PARAM = 'next';

/**
 * The parent sign-in page, bringing the parent back to `returnTo` (a path of the parent area with
 * its query string, such as a verification link's) once signed in.
 */
export function parentSignInPath(returnTo?: string): string {
  return returnTo ? `${paths.parentSignIn}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : paths.parentSignIn;
}

/**
 * Where a parent goes after signing in: `next` when it is a path of the parent area on this site
 * (its query string and fragment kept), else the parent area's home. Anything else (another site,
 * `//host`, a backslash, a `javascript:` URL, the child's screens, the sign-in page itself) is
 * ignored, so that a link cannot send a parent elsewhere after they type their password.
 */
export function parentReturnPath(next: string | null | undefined): string {
  const unsafe = (text: string) => text.includes('\\') || [...text].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f');
  if (!next || !next.startsWith('/') || next.startsWith('//') || unsafe(next)) return paths.parentHome;
  const base = 'https://ndoto.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return paths.parentHome;
  }
  const inParentArea = url.pathname === paths.parentHome || url.pathname.startsWith(`${paths.parentHome}/`);
  if (url.origin !== base || !inParentArea || url.pathname === paths.parentSignIn) return paths.parentHome;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The tabs of a child's page in the parent area, as its `?tab=` names them. */
export const PARENT_CHILD_TABS = ['progress', 'requests', 'safety', 'videos', 'settings', 'data'] as const;
export type ParentChildTab = (typeof PARENT_CHILD_TABS)[number];

/** The parent area's page of one child, opened on `tab` when one is named (else Progress). */
export function parentChildPath(childId: string, tab?: ParentChildTab): string {
  const path = paths.parentChild.replace(':childId', encodeURIComponent(childId));
  return tab && tab !== 'progress' ? `${path}?tab=${tab}` : path;
}

/** The readable, printable page of everything kept about one child. */
export function parentChildDataPath(childId: string): string {
  return paths.parentChildData.replace(':childId', encodeURIComponent(childId));
}

/** The moderation console's page of one case (opening it takes the case). */
export function moderationCasePath(caseId: string): string {
  return paths.moderationCase.replace(':caseId', encodeURIComponent(caseId));
}
