import { Code, ConnectError } from '@connectrpc/connect';
import { plural, t } from '@lingui/core/macro';

import { BadRequestSchema, ErrorInfoSchema, LocalizedMessageSchema } from '@/gen/google/rpc/error_details_pb';

/** The ErrorInfo domain of every refusal of the server (proto/README.md lists the reasons). */
const ERROR_DOMAIN = 'ndoto.app';

/** The reasons of a parent's rules that close Ndoto for now; a rate limit is `RATE_LIMITED`. */
const CLOSED_REASONS = new Set(['BEDTIME', 'DAILY_LIMIT']);

/**
 * The server's words for a person: its google.rpc.LocalizedMessage detail when it sent one (in
 * the caller's language; AIP-193 keeps the status message itself a developer's English), else
 * the status message.
 */
export function serverWords(error: ConnectError): string {
  return error.findDetails(LocalizedMessageSchema)[0]?.message || error.rawMessage;
}

/**
 * The server's words for the child when bedtime or the daily limit their parent chose closes
 * Ndoto for now (RESOURCE_EXHAUSTED with an ErrorInfo of reason BEDTIME or DAILY_LIMIT); `null`
 * for any other error, a rate limit included.
 */
export function closedMessage(error: unknown): string | null {
  const connectError = ConnectError.from(error);
  if (connectError.code !== Code.ResourceExhausted) return null;
  const closed = connectError
    .findDetails(ErrorInfoSchema)
    .some((info) => info.domain === ERROR_DOMAIN && CLOSED_REASONS.has(info.reason));
  const words = serverWords(connectError);
  return closed && words !== '' ? words : null;
}

/** A server error placed next to a form field, by the field's JSON name. */
export interface FieldError {
  field: string;
  message: string;
}

/** Capitalises the first letter: the server's messages start with the field's JSON name. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The field errors of a failed call: the google.rpc.BadRequest detail's violations, else an
 * INVALID_ARGUMENT message that starts with one of `fields`. ALREADY_EXISTS belongs to the field
 * that must be unique (`alreadyExistsField`: the email at sign-up, the sign-in name for a child).
 */
export function fieldErrors(
  error: unknown,
  fields: readonly string[],
  alreadyExistsField?: string,
): FieldError[] {
  const connectError = ConnectError.from(error);
  const found: FieldError[] = [];
  for (const detail of connectError.findDetails(BadRequestSchema)) {
    for (const violation of detail.fieldViolations) {
      if (fields.includes(violation.field)) {
        found.push({ field: violation.field, message: sentence(violation.localizedMessage?.message || violation.description) });
      }
    }
  }
  if (found.length > 0) return found;
  if (connectError.code === Code.AlreadyExists && alreadyExistsField) {
    return [{ field: alreadyExistsField, message: sentence(serverWords(connectError)) }];
  }
  if (connectError.code === Code.InvalidArgument) {
    const message = connectError.rawMessage;
    const field = fields.find((name) => message.startsWith(`${name} `));
    if (field) return [{ field, message: sentence(serverWords(connectError)) }];
  }
  return [];
}

/** A message for people, for errors that belong to no field. */
export function errorMessage(error: unknown): string {
  const connectError = ConnectError.from(error);
  switch (connectError.code) {
    case Code.Unavailable:
    case Code.Unknown:
      return t`We could not reach Ndoto. Check your connection and try again.`;
    case Code.ResourceExhausted:
      return t`Too many tries. Please wait a few minutes and try again.`;
    case Code.Internal:
      return t`Something went wrong on our side. Please try again.`;
    default:
      return sentence(serverWords(connectError) || t`Something went wrong. Please try again.`);
  }
}

/** '1 second', '40 seconds', '1 minute', '3 minutes': a wait in words, as the server writes it. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return plural(whole, { one: '# second', other: '# seconds' });
  }
  const minutes = seconds < 120 ? 1 : Math.ceil(seconds / 60);
  return plural(minutes, { one: '# minute', other: '# minutes' });
}

/**
 * What a refusal for a limit says, with the time to wait: for RESOURCE_EXHAUSTED, the server's own
 * words, which name the wait ('please try again in 40 minutes'), else the wait its Retry-After
 * header gives; any other error as errorMessage says it.
 */
export function limitMessage(error: unknown): string {
  const connectError = ConnectError.from(error);
  if (connectError.code !== Code.ResourceExhausted) return errorMessage(error);
  const words = serverWords(connectError).trim();
  if (words !== '') return sentence(words);
  const seconds = Number(connectError.metadata.get('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0) {
    const wait = waitInWords(seconds);
    return t`Too many tries. Please try again in ${wait}.`;
  }
  return errorMessage(error);
}
