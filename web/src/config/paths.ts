/** Every route of the app (spec section 2's route table, the parent area and the moderation console). */
export const paths = {
  signIn: '/',
  signUp: '/signup',
  parentSignIn: '/parent/signin',
  parentHome: '/parent',
  parentChild: '/parent/children/:childId',
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

/** The tabs of a child's page in the parent area, as its `?tab=` names them. */
export const PARENT_CHILD_TABS = ['progress', 'requests', 'safety', 'videos', 'settings', 'data'] as const;
export type ParentChildTab = (typeof PARENT_CHILD_TABS)[number];

/** The parent area's page of one child, opened on `tab` when one is named (else Progress). */
export function parentChildPath(childId: string, tab?: ParentChildTab): string {
  const path = paths.parentChild.replace(':childId', encodeURIComponent(childId));
  return tab && tab !== 'progress' ? `${path}?tab=${tab}` : path;
}

/** The moderation console's page of one case (opening it takes the case). */
export function moderationCasePath(caseId: string): string {
  return paths.moderationCase.replace(':caseId', encodeURIComponent(caseId));
}
