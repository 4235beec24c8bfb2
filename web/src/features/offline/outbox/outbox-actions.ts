/**
 * What the outbox keeps (issue 30, item 5): an action the child took while the network was gone,
 * as plain data (IndexedDB keeps it across a reload), sent later exactly as it was first made.
 * Each carries what makes a resend safe: the request id the server remembers for a day
 * (completions, joins and leaves), or an explicit list of ids (marking notifications read, which
 * can only ever add "read" marks, so a repeat or a late arrival changes nothing).
 */
export type OutboxAction =
  | {
      kind: 'completeActivity';
      activityId: string;
      /** The activity's title, for the message when the server refuses it. */
      title: string;
      requestId: string;
      /** When the child finished, as an ISO 8601 time: the server counts that day. */
      completedAt: string;
    }
  | { kind: 'joinCommunity' | 'leaveCommunity'; communityId: string; name: string; requestId: string }
  | { kind: 'markNotificationsRead'; ids: string[] };

/** An action waiting in the outbox: `seq` orders the queue (sent oldest first). */
export interface OutboxItem {
  seq: number;
  action: OutboxAction;
}

/** A new request id: a UUID made once per action, sent again with each resend of it. */
export function newRequestId(): string {
  return crypto.randomUUID();
}
