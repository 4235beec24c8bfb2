import { clear, createStore, get, update, type UseStore } from 'idb-keyval';

import type { OutboxAction, OutboxItem } from '@/features/offline/outbox/outbox-actions';

/**
 * The outbox in IndexedDB (idb-keyval: one small, maintained wrapper): one queue per child, under
 * the child's id, so that a child signing in on a shared phone never sends or sees another's.
 * A database of its own, apart from any other data the app keeps on the device.
 */
let store: UseStore | undefined;
const outboxStore = () => (store ??= createStore('ndoto-outbox', 'queues'));

/** Who is told when a queue changes: the screens' "will send" marks and the sender. */
const listeners = new Set<() => void>();

/** Calls `listener` whenever a queue changes in this tab; returns the way to stop. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

/** The child's waiting actions, oldest first. */
export async function readQueue(childId: string): Promise<OutboxItem[]> {
  return (await get<OutboxItem[]>(childId, outboxStore())) ?? [];
}

/** Adds `action` at the end of the child's queue (one IndexedDB transaction). */
export async function enqueue(childId: string, action: OutboxAction): Promise<void> {
  await update<OutboxItem[]>(
    childId,
    (queue = []) => [...queue, { seq: (queue.at(-1)?.seq ?? 0) + 1, action }],
    outboxStore(),
  );
  changed();
}

/** Takes the item `seq` out of the child's queue: sent, or refused for good. */
export async function removeItem(childId: string, seq: number): Promise<void> {
  await update<OutboxItem[]>(childId, (queue = []) => queue.filter((item) => item.seq !== seq), outboxStore());
  changed();
}

/**
 * Forgets every queue on this device, for sign-out: a shared family phone keeps no child's
 * unsent actions. Every child's, not only the one signing out: the phone is being handed on.
 */
export async function clearOutbox(): Promise<void> {
  await clear(outboxStore());
  changed();
}
