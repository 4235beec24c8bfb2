/** The product's name, as shown to people. */
export const PRODUCT_NAME = 'Ndoto';

/**
 * The version of 'What Ndoto keeps about your child' (the data notice), which a parent agrees to
 * when adding a child. The server holds the same constant; a parent whose recorded version differs
 * is asked again. Change it only with the notice's text, and with the server's.
 */
export const CONSENT_NOTICE_VERSION = '2026-11-26';

/**
 * Local storage keys (spec section 3), plus the parent's and the moderator's sessions, each kept
 * apart from the child's.
 */
export const STORAGE_KEYS = {
  childToken: 'childToken',
  childAge: 'childAge',
  childId: 'childId',
  theme: 'theme',
  /** The language chosen on this device ('en', 'sw' or 'fr'; see lib/i18n.ts). */
  language: 'language',
  parentToken: 'parentToken',
  moderatorToken: 'moderatorToken',
  /** 'off' when the moderator turned the console's K, R and W shortcuts off (WCAG 2.1.4). */
  moderationShortcuts: 'moderationShortcuts',
  /** The ids of the resources the child marked as favourites, on this device only. */
  resourceFavorites: 'resourceFavorites',
  /** Country and school from the profile form, on this device only (never sent to the server). */
  profileOnDevice: 'profileOnDevice',
} as const;

/** Session storage keys: kept for this tab only, gone when it closes. */
export const SESSION_KEYS = {
  /** The quiz being taken, its answers so far and the question shown, so a reload resumes it. */
  quizProgress: 'quizProgress',
  /** The posts the signed-in child reported in this tab, so each keeps its thank-you after the server hides it. */
  reportedPosts: 'reportedPosts',
} as const;

/** How long a chosen quiz answer shows as chosen, taps ignored, before the next question. */
export const QUIZ_ANSWER_CONFIRM_MS = 500;

/** The profile form's countries (spec section 3); kept on the device only. */
export const PROFILE_COUNTRIES = ['Kenya', 'Nigeria', 'Ghana', 'South Africa'] as const;

/** How long fetched data stays fresh (spec section 9). */
/**
 * How long a call may take before the app gives up on it: a little over the server's own limit
 * (30 s, the model's answers included), so that the server's answer wins when there is one, and a
 * dead connection on a slow network still ends.
 */
export const CALL_TIMEOUT_MS = 35_000;

/** How often the outbox tries again while actions done offline wait to be sent (issue 30). */
export const OUTBOX_RETRY_MS = 30_000;

/** Tries after the first for a query that failed for want of a connection, and the longest pause. */
export const QUERY_RETRIES = { transient: 2, maxDelayMs: 8_000 } as const;

export const CACHE_TIMES = {
  /** Dashboard, rewards, activities, communities and a single community. */
  default: 5 * 60 * 1000,
  /** A community's posts. */
  posts: 2 * 60 * 1000,
  /**
   * What the child's parent chose (not in the spec): read again every minute, so that a bedtime
   * or a daily limit reached while the child is on a screen closes it, and a parent's change shows.
   */
  mySettings: 60 * 1000,
} as const;

/** Header height and notification panel height (spec section 9). */
export const HEADER_HEIGHT = 70;

/**
 * Screens narrower than this get the phone layout: a bottom navigation bar instead of the
 * sidebar, and a search icon instead of the header's search box. The CSS media queries of
 * app-layout.css and art-buddy-button.css say `max-width: 599px` for the same width.
 */
export const PHONE_LAYOUT_BELOW = 600;
export const NOTIFICATION_PANEL_MAX_HEIGHT = 400;

/** Phone input constants (spec sections 5 and 9). */
export const PHONE = {
  defaultCountry: 'rw',
  placeholder: '1 (702) 123-4567',
  prefix: '+',
  /** Countries without a mask of their own: groups of three digits. */
  defaultMask: '... ... ... ... ..',
  /** Digits allowed unless long numbers are enabled. */
  maxDigits: 15,
  enableLongNumbers: false,
  searchDelayMs: 250,
} as const;

/**
 * A post's length bound (spec sections 5 and 9), in characters as the server counts them:
 * Unicode code points, so an emoji or an accented letter is one.
 */
export const POST_MAX_CHARACTERS = 500;

/** Member avatars a community card or header shows before '+N' (spec section 9). */
export const AVATARS_SHOWN = 3;

/** Resource cards on one page of the resource board. */
export const RESOURCES_PER_PAGE = 6;
/**
 * The one host the app embeds video players from: YouTube's privacy-enhanced host, the only one the
 * server's Content-Security-Policy (frame-src) lets the app frame.
 */
export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** The safe video hub (spec sections 2, 4 and 9). */
export const VIDEO_HUB = {
  /** Results shown at most; the server already answers with no more. */
  resultsShown: 12,
  /** Videos in the player's 'Up Next' list. */
  upNext: 5,
  /** Searches kept in the search history, newest first. */
  searchHistoryCap: 20,
  /** Videos kept in the watch history, newest first (memory only, reset on load). */
  watchHistoryCap: 50,
  /** Characters of a description shown in a preview. */
  descriptionPreview: 100,
  /** The quick suggestions under the search box. */
  suggestions: ['Science Experiments', 'Space', 'Animals', 'Math', 'Art', 'Coding'],
  /** One of these is searched when the hub opens without a query. */
  randomTopics: [
    'science experiments for kids',
    'animals for kids',
    'space and planets',
    'dinosaurs',
    'math for kids',
    'drawing for kids',
    'coding for kids',
    'the human body',
    'music for kids',
    'geography for kids',
  ],
} as const;
