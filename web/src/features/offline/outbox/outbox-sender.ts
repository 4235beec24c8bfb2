import type { OutboxAction } from '@/features/offline/outbox/outbox-actions';
import { readQueue, removeItem } from '@/features/offline/outbox/outbox-store';
import { verdict } from '@/features/offline/outbox/outbox-verdict';

/** What a round of sending needs: the pieces a test replaces. */
export interface SendRound {
  /** The child signed in now (null: nobody): a round stops as soon as it is not `childId`. */
  signedInChild: () => string | null;
  send: (action: OutboxAction) => Promise<unknown>;
  onSent: (action: OutboxAction) => void;
  onDropped: (action: OutboxAction, error: unknown) => void;
}

/** How a round ended: the queue empty, or stopped with the rest kept for later. */
export type RoundEnd = 'empty' | 'retry' | 'wait-for-sign-in' | 'signed-out';

/**
 * Sends the child's queue oldest first, one item at a time, each taken out only once the server
 * answered it (or refused it for good): a lost answer means the same item, with the same request
 * id, is sent again, which the server answers without doing it twice. Stops at the first item
 * that must wait, so that nothing overtakes it (a leave never arrives before its join).
 */
export async function sendQueue(childId: string, round: SendRound): Promise<RoundEnd> {
  for (;;) {
    if (round.signedInChild() !== childId) return 'signed-out';
    const [item] = await readQueue(childId);
    if (!item) return 'empty';
    try {
      await round.send(item.action);
    } catch (error) {
      const next = verdict(error);
      if (next !== 'drop') return next;
      await removeItem(childId, item.seq);
      round.onDropped(item.action, error);
      continue;
    }
    await removeItem(childId, item.seq);
    round.onSent(item.action);
  }
}

let running: Promise<RoundEnd> | undefined;
let again = false;

/**
 * One sender at a time: in this tab (a round asked for while one runs is run after it, for the
 * items queued meanwhile), and across the app's tabs on this device when the browser has Web
 * Locks (a tab that finds another sending leaves it to that one).
 */
export function sendOutbox(childId: string, round: SendRound): Promise<RoundEnd> {
  if (running) {
    again = true;
    return running;
  }
  const once = (): Promise<RoundEnd> => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return sendQueue(childId, round);
    return locks.request('ndoto-outbox', { ifAvailable: true }, (lock) =>
      lock ? sendQueue(childId, round) : Promise.resolve<RoundEnd>('retry'),
      // A promise the lock's callback returns is awaited: typed as nested, it is one RoundEnd.
    ) as unknown as Promise<RoundEnd>;
  };
  const loop = async (): Promise<RoundEnd> => {
    let end: RoundEnd;
    do {
      again = false;
      end = await once();
    } while (again && end === 'empty');
    return end;
  };
  running = loop().finally(() => {
    running = undefined;
  });
  return running;
}
