import { Code, ConnectError } from '@connectrpc/connect';

import { ErrorInfoSchema } from '@/gen/google/rpc/error_details_pb';

/** What the outbox does with an item after a failed send. */
export type Verdict =
  /** Refused for good (a 4xx but 401 and 429): taken out, and the child told. */
  | 'drop'
  /** The session ended (401): kept until the child signs in again. */
  | 'wait-for-sign-in'
  /** No answer, or "not now" (429, 5xx, the network): kept, and sent again later. */
  | 'retry';

/** Refusals that a resend would only meet again. */
const FOR_GOOD = new Set([
  Code.InvalidArgument,
  Code.NotFound,
  Code.FailedPrecondition,
  Code.PermissionDenied,
  Code.AlreadyExists,
  Code.OutOfRange,
]);

/** The verdict on a send that failed with `error`. */
export function verdict(error: unknown): Verdict {
  const connectError = ConnectError.from(error);
  if (connectError.code === Code.Unauthenticated) return 'wait-for-sign-in';
  // The same request id is still under way (another tab, or an answer lost on the way): its
  // answer comes with a later try.
  const inProgress = connectError.findDetails(ErrorInfoSchema).some((info) => info.reason === 'REQUEST_IN_PROGRESS');
  if (FOR_GOOD.has(connectError.code) && !inProgress) return 'drop';
  return 'retry';
}
