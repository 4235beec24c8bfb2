import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';

import {
  authorName,
  caseFailureText,
  categoryLabel,
  clipNote,
  dateOf,
  isTypingTarget,
  needsOwnPassword,
  noteLength,
  passwordChoiceProblems,
  shortcutDecision,
  signInFailureText,
  signInProblems,
  waitingText,
} from '@/features/moderation/components/moderation-logic';
import { CaseAuthorSchema, CaseCategory, Decision } from '@/gen/ndoto/v1/moderation_service_pb';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('moderation logic', () => {
  it('says how long a case has waited, shortly', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const at = (ms: number) => new Date(now - ms);
    expect(waitingText(at(20 * 1000), now)).toBe('waiting under 1 min');
    expect(waitingText(at(-5 * MINUTE), now)).toBe('waiting under 1 min');
    expect(waitingText(at(59 * MINUTE), now)).toBe('waiting 59 min');
    expect(waitingText(at(2 * HOUR + 59 * MINUTE), now)).toBe('waiting 2 h');
    expect(waitingText(at(47 * HOUR), now)).toBe('waiting 47 h');
    expect(waitingText(at(3 * 24 * HOUR), now)).toBe('waiting 3 d');
  });

  it('names categories and authors in plain words', () => {
    expect(
      [CaseCategory.REPORTED, CaseCategory.SELF_HARM, CaseCategory.GROOMING, CaseCategory.PERSONAL_INFORMATION].map(categoryLabel),
    ).toEqual(['Reported post', 'Self-harm', 'Grooming', 'Personal information']);
    expect(authorName(create(CaseAuthorSchema, { firstName: 'Amani', lastInitial: 'O' }))).toBe('Amani O.');
    expect(authorName(create(CaseAuthorSchema, { firstName: 'Amani' }))).toBe('Amani');
  });

  it('maps K, R and W to decisions, W only where a warning is allowed, and nothing with a modifier', () => {
    const key = (letter: string, more: Partial<KeyboardEvent> = {}) =>
      ({ key: letter, ctrlKey: false, metaKey: false, altKey: false, repeat: false, isComposing: false, ...more }) as KeyboardEvent;
    expect(shortcutDecision(key('k'), true)).toBe(Decision.KEEP);
    expect(shortcutDecision(key('R'), true)).toBe(Decision.REMOVE);
    expect(shortcutDecision(key('w'), true)).toBe(Decision.REMOVE_AND_WARN);
    expect(shortcutDecision(key('w'), false)).toBeNull();
    expect(shortcutDecision(key('r', { ctrlKey: true }), true)).toBeNull();
    expect(shortcutDecision(key('k', { repeat: true }), true)).toBeNull();
    expect(shortcutDecision(key('x'), true)).toBeNull();
  });

  it('knows where people type', () => {
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('counts and clips a note in code points, as the server counts', () => {
    expect(noteLength('🦁é')).toBe(2);
    expect(clipNote('🦁🦁🦁', 2)).toBe('🦁🦁');
  });

  it("shows the server's words for a refused sign-in and for too many tries, the app's for the rest", () => {
    expect(signInFailureText(new ConnectError('wrong email address or password', Code.Unauthenticated))).toBe(
      'Wrong email address or password',
    );
    expect(signInFailureText(new ConnectError('too many tries; wait 10 minutes', Code.ResourceExhausted))).toBe(
      'Too many tries; wait 10 minutes',
    );
    expect(signInFailureText(new ConnectError('', Code.Unavailable))).toBe('We could not reach Ndoto. Check your connection and try again.');
    expect(caseFailureText(new ConnectError('no case with that id', Code.NotFound))).toBe('No case with that id');
  });

  it('checks the sign-in form before calling the server', () => {
    expect(signInProblems('', '')).toEqual({ email: 'Please enter your email address', password: 'Please enter your password' });
    expect(signInProblems('mod@', 'x')).toEqual({ email: 'Please enter an email address such as name@example.com' });
    expect(signInProblems(' mod@ndoto.example ', 'x')).toEqual({});
  });

  it('knows the refusal that asks for the moderator’s own password from the other preconditions', () => {
    const first = 'choose your own password first (ChangePassword): the one the operator gave you works for one sign-in only';
    expect(needsOwnPassword(new ConnectError(first, Code.FailedPrecondition))).toBe(true);
    expect(needsOwnPassword(new ConnectError('another moderator took this case 4 minutes ago', Code.FailedPrecondition))).toBe(false);
    expect(needsOwnPassword(new ConnectError(first, Code.PermissionDenied))).toBe(false);
    expect(needsOwnPassword(null)).toBe(false);
  });

  it('checks a new password before calling the server: 8 to 128 code points, repeated the same', () => {
    expect(passwordChoiceProblems({ newPassword: '', repeatPassword: '' })).toEqual({
      newPassword: 'Please choose a new password',
      repeatPassword: 'Please type the new password again',
    });
    expect(passwordChoiceProblems({ newPassword: '        ', repeatPassword: '        ' })).toEqual({
      newPassword: 'Please choose a new password',
    });
    expect(passwordChoiceProblems({ newPassword: '🦁🦁🦁🦁🦁🦁🦁', repeatPassword: '🦁🦁🦁🦁🦁🦁🦁' })).toEqual({
      newPassword: 'Use at least 8 characters',
    });
    expect(passwordChoiceProblems({ newPassword: '🦁🦁🦁🦁🦁🦁🦁🦁', repeatPassword: '🦁🦁🦁🦁🦁🦁🦁🦁' })).toEqual({});
    expect(passwordChoiceProblems({ newPassword: 'x'.repeat(129), repeatPassword: 'x'.repeat(129) })).toEqual({
      newPassword: 'Use at most 128 characters',
    });
    expect(passwordChoiceProblems({ newPassword: 'kind words at work', repeatPassword: 'kind words at wrok' })).toEqual({
      repeatPassword: 'The two passwords are not the same',
    });
    expect(passwordChoiceProblems({ currentPassword: '', newPassword: 'kind words at work', repeatPassword: 'kind words at work' })).toEqual({
      currentPassword: 'Please enter the password you signed in with',
    });
  });

  it('reads a Timestamp as a Date', () => {
    const when = new Date('2026-11-21T09:30:12.345Z');
    expect(dateOf(timestampFromDate(when))?.toISOString()).toBe(when.toISOString());
    expect(dateOf(undefined)).toBeNull();
  });
});
