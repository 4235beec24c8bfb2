// What a child's device keeps of their screens for offline use (issue 30): the answers of the
// calls in OFFLINE.keptCalls, saved to IndexedDB under the child's id as they arrive, and put back
// into the query cache when the app starts, so that a child with no network sees what they saw
// last. TanStack Query's own dehydrate and hydrate do the work; idb-keyval stores the result as is
// (IndexedDB's structured clone keeps protobuf's bigints and bytes, which JSON would not). The
// calls are grpc-web POSTs, which a service worker's Cache cannot store: hence the query cache.
import { createConnectQueryKey } from '@connectrpc/connect-query';
import type { Transport } from '@connectrpc/connect';
import { dehydrate, hashKey, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

import { OFFLINE, STORAGE_KEYS } from '@/config/constants';
import { StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { readStorage } from '@/lib/store';

/** What is kept for one child. */
interface KeptData {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

/** The part of Connect-Query's query key that names the call. */
interface CallKey {
  serviceName?: unknown;
  methodName?: unknown;
}

let store: UseStore | undefined;
const keptStore = () => (store ??= createStore(OFFLINE.database, OFFLINE.store));
const keyOf = (childId: string) => `child:${childId}`;
const signedInChild = () => readStorage(STORAGE_KEYS.childId) || null;

/** 'ndoto.v1.StudentService/GetDashboard' for a Connect-Query key of that call, else undefined. */
function callOf(queryKey: QueryKey): string | undefined {
  const [scope, props] = queryKey as [unknown, CallKey | undefined];
  if (scope !== 'connect-query' || typeof props?.serviceName !== 'string' || typeof props.methodName !== 'string') return undefined;
  return `${props.serviceName}/${props.methodName}`;
}

/** Whether the answer of the query `queryKey` is kept on the device. */
export function isKeptQuery(queryKey: QueryKey): boolean {
  const call = callOf(queryKey);
  return call !== undefined && (OFFLINE.keptCalls as readonly string[]).includes(call);
}

/**
 * The kept queries, keyed for this start's transport: Connect-Query names a transport in its keys
 * by a number handed out in the order transports are first used, which a later start may hand out
 * otherwise.
 */
export function retarget(state: DehydratedState, transportKey: string): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const [scope, props] = query.queryKey as [string, Record<string, unknown>];
      const queryKey = [scope, { ...props, transport: transportKey }];
      return { ...query, queryKey, queryHash: hashKey(queryKey) };
    }),
  };
}

/** How Connect-Query names `transport` in its keys. */
function transportKeyOf(transport: Transport): string {
  const [, props] = createConnectQueryKey({ schema: StudentService.method.getProfile, transport, cardinality: 'finite' });
  return String(props.transport);
}

/** Saves the signed-in child's kept answers now (nothing when no child is signed in). */
export async function saveChildData(queryClient: QueryClient, now = Date.now()): Promise<void> {
  const childId = signedInChild();
  if (!childId) return;
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isKeptQuery(query.queryKey) });
  const kept: KeptData = { version: OFFLINE.keptDataVersion, savedAt: now, state };
  await set(keyOf(childId), kept, keptStore());
}

/**
 * Puts the signed-in child's kept answers into `queryClient` (each with the time it was fetched,
 * so that it is fetched again as soon as the network allows). A copy older than OFFLINE.keptForMs
 * or of another shape is dropped.
 */
export async function restoreChildData(queryClient: QueryClient, transport: Transport, now = Date.now()): Promise<void> {
  const childId = signedInChild();
  if (!childId) return;
  const kept = await get<KeptData>(keyOf(childId), keptStore());
  if (!kept) return;
  if (kept.version !== OFFLINE.keptDataVersion || now - kept.savedAt > OFFLINE.keptForMs) {
    await del(keyOf(childId), keptStore());
    return;
  }
  hydrate(queryClient, retarget(kept.state, transportKeyOf(transport)));
}

/** Forgets what the device kept for `childId` (at sign-out: a family's phone is shared). */
export async function forgetChildData(childId: string): Promise<void> {
  await del(keyOf(childId), keptStore());
}

/**
 * Keeps the child's screens on the device from now on: the kept queries stay in memory as long
 * as they are kept (not the five minutes of an unused query), each new answer is saved (at most
 * once per OFFLINE.saveEveryMs), and what an earlier start kept is put back first.
 */
export async function keepChildData(queryClient: QueryClient, transport: Transport): Promise<void> {
  for (const call of OFFLINE.keptCalls) {
    const [serviceName, methodName] = call.split('/');
    queryClient.setQueryDefaults(['connect-query', { serviceName, methodName }], { gcTime: OFFLINE.keptForMs });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    saveChildData(queryClient).catch((error: unknown) => console.warn('Could not keep the screens for offline use', error));
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptQuery(event.query.queryKey) || timer) return;
    timer = setTimeout(save, OFFLINE.saveEveryMs);
  });
  // The app closed or put away before the pause ends: saved at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && timer) save();
  });
  await restoreChildData(queryClient, transport);
}
