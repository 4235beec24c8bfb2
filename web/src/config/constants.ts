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
  /** '1' once 'Add Ndoto to your home screen' was shown on this device: it is shown once only. */
  installPromptShown: 'installPromptShown',
  /** The time the app was used offline since the parent's settings were last fetched (features/offline). */
  offlineUse: 'offlineUse',
} as const;

/**
 * What a child's device keeps for offline use (features/offline): the screens' data, kept in
 * IndexedDB under the child's id, for at most `keptForMs`; the calls whose answers are kept
 * (service and method, as the API names them); and how long the parent's settings (bedtime, the
 * daily limit) are trusted offline before the app asks for the network. `keptDataVersion` changes
 * when the kept shape does: an older copy is then dropped.
 */
export const OFFLINE = {
  database: 'ndoto-offline',
  store: 'kept-data',
  keptDataVersion: 1,
  keptForMs: 7 * 24 * 60 * 60 * 1000,
  settingsTrustedForMs: 24 * 60 * 60 * 1000,
  /** At most one write to the device per this many ms while answers arrive. */
  saveEveryMs: 1000,
  keptCalls: [
    'ndoto.v1.StudentService/GetDashboard',
    'ndoto.v1.StudentService/GetRewards',
    'ndoto.v1.StudentService/ListChallenges',
    'ndoto.v1.StudentService/ListResources',
    'ndoto.v1.StudentService/GetResource',
    'ndoto.v1.StudentService/GetProfile',
    'ndoto.v1.StudentService/GetMySettings',
    'ndoto.v1.StudentService/GetLearningJourney',
    'ndoto.v1.CommunityService/ListCommunities',
    'ndoto.v1.CommunityService/GetCommunity',
  ],
} as const;

/** Session storage keys: kept for this tab only, gone when it closes. */
export const SESSION_KEYS = {
  /** The quiz being taken, its answers so far and the question shown, so a reload resumes it. */
  quizProgress: 'quizProgress',
  /** The posts the signed-in child reported in this tab, so each keeps its thank-you after the server hides it. */
  reportedPosts: 'reportedPosts',
} as const;

/**
 * The installable app (features/pwa). The service worker's file and scope, the messages between
 * a waiting worker and the pages, the paths of an activity under way (the quiz: never
 * reloaded for an update, never interrupted by the install prompt), and how often a page left open
 * asks the server for a new version.
 */
export const PWA = {
  workerUrl: '/sw.js',
  scope: '/',
  takeUpdateMessage: 'ndoto-take-update',
  /** What a waiting worker asks each window of the app: the path of the screen it shows. */
  whichScreenMessage: 'ndoto-which-screen',
  /** How long a waiting worker waits for a window's answer before it reads the window's first URL. */
  whichScreenTimeoutMs: 500,
  activityPathPrefixes: ['/quiz'],
  /** Different screens a child opens (the dashboard one of them) before the install prompt may show. */
  installPromptAfterScreens: 2,
  /**
   * The worker (and its precache of every screen's code, about 800 KB) is registered only on a
   * screen past the sign-in and sign-up pages, this long after it showed and the browser is idle:
   * on a slow network its download must not slow the first sign-in down.
   */
  registerAfterMs: 3_000,
  updateCheckEveryMs: 60 * 60 * 1000,
  /**
   * How long a page waits for a waiting worker to say whether it takes over (it first asks the
   * other windows which screen they show, each within whichScreenTimeoutMs).
   */
  takeUpdateAnswerTimeoutMs: 3_000,
  /**
   * How long a starting page, showing nothing yet, waits for a waiting worker that agreed to take
   * over before it starts under the old one (and loads again at the next screen).
   */
  takeUpdateAtStartTimeoutMs: 5_000,
  /**
   * A take-over this long after a page asked for it still loads that page's screen again (the
   * worker's answer came after the page stopped waiting); later, only at the next screen.
   */
  lateTakeOverMs: 30_000,
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
