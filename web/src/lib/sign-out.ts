import { createClient } from '@connectrpc/connect';
import { useTransport } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import { AuthService } from '@/gen/ndoto/v1/auth_service_pb';
import { forgetChildData } from '@/lib/kept-data';
import { endSession, type Role } from '@/lib/session';
import { readStorage } from '@/lib/store';
import { callAs } from '@/lib/transport';

/** How long sign-out waits for the server before it signs out of this browser anyway. */
const SIGN_OUT_TIMEOUT_MS = 5000;

/**
 * Signs `role` out: the server ends every session of the account (SignOut), then this browser
 * forgets the token and the cached data, also when the call fails (offline, or already ended).
 */
export function useSignOut(role: Role): () => Promise<void> {
  const transport = useTransport();
  const forget = useForgetSession(role);
  return useCallback(async () => {
    try {
      await createClient(AuthService, transport).signOut({}, { ...callAs(role), timeoutMs: SIGN_OUT_TIMEOUT_MS });
    } catch {
      // Signed out of this browser below all the same.
    } finally {
      forget();
    }
  }, [role, transport, forget]);
}

/** What else a child's sign-out forgets on this device, as features register it (the offline outbox). */
const childForgetters = new Set<() => Promise<void>>();

/** Has `forget` run at every child's sign-out from now on; returns what stops that. */
export function forgetAtChildSignOut(forget: () => Promise<void>): () => void {
  childForgetters.add(forget);
  return () => {
    childForgetters.delete(forget);
  };
}

/**
 * Signs `role` out of this browser only (the token and the cached data go), for when the server
 * has already ended the sessions, as when the account was just deleted.
 */
export function useForgetSession(role: Role): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const childId = role === 'child' ? readStorage(STORAGE_KEYS.childId) : null;
    endSession(role);
    queryClient.clear();
    // A family's phone is shared: the next child finds nothing of this one's on it.
    if (role !== 'child') return;
    const forgetting = [...(childId ? [forgetChildData(childId)] : []), ...[...childForgetters].map((forget) => forget())];
    for (const each of forgetting) each.catch((error: unknown) => console.warn('Could not forget what the device kept for the child', error));
  }, [role, queryClient]);
}
