import { isActivityPath, mayActivateUpdate, shouldTakeUpdate } from './pwa-rules';

describe('activities under way', () => {
  it('are the quiz and its start page', () => {
    expect(isActivityPath('/quiz')).toBe(true);
    expect(isActivityPath('/quizHome')).toBe(true);
    for (const calm of ['/', '/home', '/activities', '/results', '/community/42', '/parent']) expect(isActivityPath(calm)).toBe(false);
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
