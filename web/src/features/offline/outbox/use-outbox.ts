import { useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import type { OutboxAction } from '@/features/offline/outbox/outbox-actions';
import { afterSent, applyQueued, sendAction, type Answers } from '@/features/offline/outbox/outbox-calls';
import { enqueue, onOutboxChange, readQueue } from '@/features/offline/outbox/outbox-store';
import { verdict } from '@/features/offline/outbox/outbox-verdict';
import { getToken } from '@/lib/session';
import { readStorage } from '@/lib/store';

/** The id of the child signed in on this device, or null. */
export function signedInChild(): string | null {
  return getToken('child') ? readStorage(STORAGE_KEYS.childId) || null : null;
}

/** Sent at once, with the server's answer; or kept in the outbox, to be sent when it can be. */
export type SendOrQueue<A extends OutboxAction> = { queued: false; answer: Answers[A['kind']] } | { queued: true };

/**
 * Does an action now when the network is there, else keeps it in the outbox and shows it done
 * (issue 30, item 5). It is kept too when the call fails for want of an answer (the network went
 * during it: the same request id makes the later resend safe, had it arrived), and when older
 * actions still wait, so that it never overtakes them. A refusal (a 4xx) is thrown as before.
 */
export function useSendOrQueue() {
  const transport = useTransport();
  const queryClient = useQueryClient();
  return useCallback(
    async <A extends OutboxAction>(action: A): Promise<SendOrQueue<A>> => {
      const childId = signedInChild();
      const keep = async (): Promise<SendOrQueue<A>> => {
        if (!childId) throw new Error('No child is signed in to keep the action for');
        await enqueue(childId, action);
        applyQueued(queryClient, transport, action);
        return { queued: true };
      };
      if (childId && (!navigator.onLine || (await readQueue(childId)).length > 0)) return keep();
      try {
        const answer = await sendAction(transport, action);
        afterSent(queryClient, transport, action);
        return { queued: false, answer };
      } catch (error) {
        if (childId && verdict(error) === 'retry') return keep();
        throw error;
      }
    },
    [transport, queryClient],
  );
}

/** The signed-in child's waiting actions, oldest first; the screens show them done, "will send". */
export function useQueuedActions(): OutboxAction[] {
  const [actions, setActions] = useState<OutboxAction[]>([]);
  useEffect(() => {
    let current = true;
    const load = () => {
      const childId = signedInChild();
      if (!childId) return setActions([]);
      readQueue(childId).then(
        (queue) => current && setActions(queue.map((item) => item.action)),
        (error: unknown) => console.error('Could not read the outbox', error),
      );
    };
    load();
    const stop = onOutboxChange(load);
    return () => {
      current = false;
      stop();
    };
  }, []);
  return actions;
}

/** The activities completed while offline and not sent yet. */
export function queuedCompletions(actions: OutboxAction[]): Set<string> {
  return new Set(actions.flatMap((a) => (a.kind === 'completeActivity' ? [a.activityId] : [])));
}

/** Whether the child will be a member of `communityId` once the outbox is sent (undefined: no change waits). */
export function queuedMembership(actions: OutboxAction[], communityId: string): boolean | undefined {
  const changes = actions.filter(
    (a) => (a.kind === 'joinCommunity' || a.kind === 'leaveCommunity') && a.communityId === communityId,
  );
  const last = changes.at(-1);
  return last ? last.kind === 'joinCommunity' : undefined;
}
