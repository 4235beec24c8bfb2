import { isActivityPath, mayActivateUpdate, mayRegisterOn, shouldOfferInstall, shouldTakeUpdate, type InstallMoment } from './pwa-rules';

describe('activities under way', () => {
  it('are the quiz and its start page', () => {
    expect(isActivityPath('/quiz')).toBe(true);
    expect(isActivityPath('/quizHome')).toBe(true);
    for (const calm of ['/', '/home', '/activities', '/results', '/community/42', '/parent']) expect(isActivityPath(calm)).toBe(false);
  });
});

describe('registering the worker', () => {
  it('waits until a screen past the sign-in and sign-up pages, so its download never slows a first sign-in', () => {
    for (const firstVisit of ['/', '/signup', '/parent/signin', '/moderation/sign-in']) expect(mayRegisterOn(firstVisit)).toBe(false);
    for (const signedIn of ['/home', '/quizHome', '/parent', '/activities']) expect(mayRegisterOn(signedIn)).toBe(true);
  });
});

describe('taking a new version', () => {
  it('happens on a move to another screen', () => {
    expect(shouldTakeUpdate('/home', '/activities')).toBe(true);
    expect(shouldTakeUpdate('/activities', '/home')).toBe(true);
    // Leaving the quiz for its results ends the activity.
    expect(shouldTakeUpdate('/quiz', '/results')).toBe(true);
  });

  it('never reloads into an activity, nor a screen onto itself (a search typed on it)', () => {
    expect(shouldTakeUpdate('/home', '/quiz')).toBe(false);
    expect(shouldTakeUpdate('/home', '/quizHome')).toBe(false);
    expect(shouldTakeUpdate('/youtube-search', '/youtube-search')).toBe(false);
  });

  it('waits while another window of the app is in an activity', () => {
    expect(mayActivateUpdate([])).toBe(true);
    expect(mayActivateUpdate(['/home', '/activities'])).toBe(true);
    expect(mayActivateUpdate(['/home', '/quiz'])).toBe(false);
  });
});

describe('the install prompt', () => {
  const calm: InstallMoment = { pathname: '/home', screensSeen: 2, installable: true, shownBefore: false, standalone: false };

  it('shows on the dashboard once the child has opened another screen', () => {
    expect(shouldOfferInstall(calm)).toBe(true);
    expect(shouldOfferInstall({ ...calm, screensSeen: 1 })).toBe(false);
  });

  it('shows on the dashboard only: never in the quiz, never on another screen', () => {
    for (const pathname of ['/quiz', '/quizHome', '/activities', '/']) expect(shouldOfferInstall({ ...calm, pathname })).toBe(false);
  });

  it('shows once, only when the browser offers installation, and not in the installed app', () => {
    expect(shouldOfferInstall({ ...calm, shownBefore: true })).toBe(false);
    expect(shouldOfferInstall({ ...calm, installable: false })).toBe(false);
    expect(shouldOfferInstall({ ...calm, standalone: true })).toBe(false);
  });
});
