import { Code, ConnectError } from '@connectrpc/connect';
import { plural, t } from '@lingui/core/macro';

import { MODERATION } from '@/features/moderation/api/limits';
import { CaseCategory, Decision, type CaseAuthor } from '@/gen/ndoto/v1/moderation_service_pb';
import { errorMessage, serverWords } from '@/lib/errors';

/** A case's category in plain words, as the queue and the case's heading show it. */
export function categoryLabel(category: CaseCategory): string {
  switch (category) {
    case CaseCategory.REPORTED:
      return t`Reported post`;
    case CaseCategory.SELF_HARM:
      return t`Self-harm`;
    case CaseCategory.GROOMING:
      return t`Grooming`;
    case CaseCategory.PERSONAL_INFORMATION:
      return t`Personal information`;
    default:
      return t`Other`;
  }
}

/** What each decision does, for the category at hand, shown above the decision buttons. */
export function decisionHelp(category: CaseCategory): string {
  switch (category) {
    case CaseCategory.REPORTED:
      return t`Children reported this post. Keep clears the reports and stops reports from hiding it. Remove takes it away from everyone and tells its author. Remove and warn also warns the author.`;
    case CaseCategory.SELF_HARM:
      return t`This post was never published: the child may want to hurt themselves. Remove confirms the refusal and tells the child’s parent. Keep means there is nothing more to do. There is no warning: a child who wrote about hurting themselves needs help, not a warning.`;
    case CaseCategory.GROOMING:
      return t`This post was never published: it sounds like grooming. Remove confirms the refusal; Remove and warn also warns its author. Keep means there is nothing more to do.`;
    case CaseCategory.PERSONAL_INFORMATION:
      return t`This post was never published: it gives away how to find or reach a child. Remove confirms the refusal; Remove and warn also warns its author. Keep means there is nothing more to do.`;
    default:
      return t`Keep, Remove, or Remove and warn the author.`;
  }
}

/** Whether a case may be decided 'Remove and warn' (never a self-harm case: the server refuses it). */
export function canWarn(category: CaseCategory): boolean {
  return category !== CaseCategory.SELF_HARM;
}

/** A decision as it reads once made: 'Kept', 'Removed', 'Removed and warned'. */
export function decisionDone(decision: Decision): string {
  switch (decision) {
    case Decision.KEEP:
      return t`Kept`;
    case Decision.REMOVE:
      return t`Removed`;
    case Decision.REMOVE_AND_WARN:
      return t`Removed and warned`;
    default:
      return t`Not decided`;
  }
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a case has waited, short enough for a queue line: 'waiting under 1 min',
 * 'waiting 12 min', 'waiting 2 h' (under two days), then 'waiting 3 d'. A time ahead of the
 * clock (a clock a little behind the server's) reads as under a minute.
 */
export function waitingText(since: Date, now: number): string {
  const elapsed = now - since.getTime();
  if (elapsed < MINUTE) return t`waiting under 1 min`;
  const minutes = Math.floor(elapsed / MINUTE);
  if (elapsed < HOUR) return t`waiting ${minutes} min`;
  const hours = Math.floor(elapsed / HOUR);
  if (elapsed < 2 * DAY) return t`waiting ${hours} h`;
  const days = Math.floor(elapsed / DAY);
  return t`waiting ${days} d`;
}

/** '3 reports', '1 report'. */
export function reportsText(count: number): string {
  return plural(count, { one: '# report', other: '# reports' });
}

/** The author as a moderator sees them: 'Amani O.' (first name and last initial). */
export function authorName(author: CaseAuthor | undefined): string {
  if (!author || author.firstName === '') return t`Unknown author`;
  return author.lastInitial === '' ? author.firstName : `${author.firstName} ${author.lastInitial}.`;
}

/** The decision a key press asks for (K, R, W), or null for any other key. */
export function shortcutDecision(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'isComposing'>,
  warnAllowed: boolean,
): Decision | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.isComposing) return null;
  switch (event.key.toLowerCase()) {
    case 'k':
      return Decision.KEEP;
    case 'r':
      return Decision.REMOVE;
    case 'w':
      return warnAllowed ? Decision.REMOVE_AND_WARN : null;
    default:
      return null;
  }
}

/** Whether a key press lands where people type (the note, any field), where letters are text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** A note's length as the server counts it: Unicode code points. */
export function noteLength(text: string): number {
  return [...text].length;
}

/** The first `max` code points of a note (what the note field keeps of a longer paste). */
export function clipNote(text: string, max: number): string {
  return [...text].slice(0, max).join('');
}

/**
 * What a moderator reads when taking or deciding a case fails. FAILED_PRECONDITION (another
 * moderator holds it, or it was decided), NOT_FOUND and INVALID_ARGUMENT carry the server's own
 * words; a connection or server failure reads as the app's usual message.
 */
export function caseFailureText(error: unknown): string {
  const connectError = ConnectError.from(error);
  if (connectError.code === Code.PermissionDenied) {
    return t`This account may not moderate. Please sign in with a moderator’s account.`;
  }
  return errorMessage(error);
}

/** Whether a failed call means the case cannot be acted on here: go back to the queue. */
export function isCaseGone(error: unknown): boolean {
  const code = ConnectError.from(error).code;
  return code === Code.FailedPrecondition || code === Code.NotFound;
}

/**
 * What a refused sign-in shows: the server's own words for a wrong email or password
 * (UNAUTHENTICATED) and for too many tries (RESOURCE_EXHAUSTED), else the app's usual message.
 */
export function signInFailureText(error: unknown): string {
  const connectError = ConnectError.from(error);
  if (connectError.code === Code.Unauthenticated) {
    return sentence(serverWords(connectError)) || t`That email address and password do not match a moderator’s account.`;
  }
  if (connectError.code === Code.ResourceExhausted) {
    return sentence(serverWords(connectError)) || t`Too many tries. Please wait a few minutes and try again.`;
  }
  return errorMessage(error);
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the sign-in form says before calling the server: a missing or malformed address, no password. */
export function signInProblems(email: string, password: string): { email?: string; password?: string } {
  const address = email.trim();
  const problems: { email?: string; password?: string } = {};
  if (address === '') problems.email = t`Please enter your email address`;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) problems.email = t`Please enter an email address such as name@example.com`;
  if (password === '') problems.password = t`Please enter your password`;
  return problems;
}

/** The start of ModerationService's refusal while the moderator still has the operator's password. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the server's developer message, compared, never shown
const OWN_PASSWORD_FIRST = 'choose your own password first';

/**
 * Whether a failed call means the moderator must choose their own password before anything else:
 * FAILED_PRECONDITION, 'choose your own password first (ChangePassword): …'.
 */
export function needsOwnPassword(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const connectError = ConnectError.from(error);
  return connectError.code === Code.FailedPrecondition && connectError.rawMessage.startsWith(OWN_PASSWORD_FIRST);
}

/** What the moderator typed in the choose-password form. */
export interface PasswordChoice {
  /** Asked for only when the console no longer holds the operator's password (after a reload). */
  currentPassword?: string;
  newPassword: string;
  repeatPassword: string;
}

export type PasswordChoiceProblems = Partial<Record<keyof PasswordChoice, string>>;

/**
 * What the choose-password form says before calling the server: no current password (when asked
 * for), a new password blank, shorter than 8 or longer than 128 characters (Unicode code points,
 * as the server counts them), and a repeat that differs. The server checks the rest (common
 * passwords, the moderator's own words).
 */
export function passwordChoiceProblems(choice: PasswordChoice): PasswordChoiceProblems {
  const problems: PasswordChoiceProblems = {};
  if (choice.currentPassword !== undefined && choice.currentPassword === '') {
    problems.currentPassword = t`Please enter the password you signed in with`;
  }
  const length = [...choice.newPassword].length;
  const { passwordMinCharacters: min, passwordMaxCharacters: max } = MODERATION;
  if (choice.newPassword.trim() === '') problems.newPassword = t`Please choose a new password`;
  else if (length < min) {
    problems.newPassword = t`Use at least ${min} characters`;
  } else if (length > max) {
    problems.newPassword = t`Use at most ${max} characters`;
  }
  if (choice.repeatPassword === '') problems.repeatPassword = t`Please type the new password again`;
  else if (choice.repeatPassword !== choice.newPassword) problems.repeatPassword = t`The two passwords are not the same`;
  return problems;
}

/**
 * A protobuf Timestamp as a Date, here rather than with @bufbuild/protobuf/wkt's timestampDate:
 * importing that would make one more screen share it, which moves it into the RPC code every
 * child's screen downloads (vite.config.ts).
 */
export function dateOf(timestamp: { seconds: bigint; nanos: number } | undefined): Date | null {
  if (!timestamp) return null;
  return new Date(Number(timestamp.seconds) * 1000 + Math.floor(timestamp.nanos / 1_000_000));
}
