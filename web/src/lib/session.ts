import { useSyncExternalStore } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import { readStorage, subscribeStorage, writeStorage } from '@/lib/store';

/**
 * Who a token belongs to. Children, parents and moderators have separate sessions in one browser:
 * signing one in or out leaves the others as they were.
 */
export type Role = 'child' | 'parent' | 'moderator';

const tokenKey: Record<Role, string> = {
  child: STORAGE_KEYS.childToken,
  parent: STORAGE_KEYS.parentToken,
  moderator: STORAGE_KEYS.moderatorToken,
};

export function getToken(role: Role): string | null {
  const token = readStorage(tokenKey[role]);
  return token === '' ? null : token;
}

/**
 * Whether the role holds a token that has not expired yet, by the token's own `exp` claim (a JWT
 * the server signed; the server still checks it on every call). Anything unreadable is no session.
 */
export function hasLiveSession(role: Role, now = Date.now()): boolean {
  const payload = getToken(role)?.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

/**
 * Whether a child's screens open on this device: a live session, or, with no network, any session
 * not signed out (an expired token included: the screens show only what the device kept for this
 * child, and the server checks the token again once the network is back, when an expired one
 * sends the child to sign in).
 */
export function childMayGoIn(now = Date.now()): boolean {
  return hasLiveSession('child', now) || (!navigator.onLine && getToken('child') !== null);
}

/** Stores a signed-in child's token, age and id (spec section 3). */
export function startChildSession(session: { token: string; age: number; id: string }): void {
  writeStorage({
    [STORAGE_KEYS.childToken]: session.token,
    [STORAGE_KEYS.childAge]: String(Math.trunc(session.age)),
    [STORAGE_KEYS.childId]: session.id,
  });
}

export function startParentSession(token: string): void {
  writeStorage({ [STORAGE_KEYS.parentToken]: token });
}

export function startModeratorSession(token: string): void {
  writeStorage({ [STORAGE_KEYS.moderatorToken]: token });
}

/**
 * Keeps a token the server renewed (or issued after a password change) in place of `previous`,
 * unless the session changed meanwhile (signed out, or someone else signed in).
 */
export function renewToken(role: Role, previous: string, token: string): void {
  if (getToken(role) === previous) writeStorage({ [tokenKey[role]]: token });
}

/** Signs a child, a parent or a moderator out of this browser. */
export function endSession(role: Role): void {
  if (role === 'child') {
    writeStorage({
      [STORAGE_KEYS.childToken]: null,
      [STORAGE_KEYS.childAge]: null,
      [STORAGE_KEYS.childId]: null,
      // A family's phone is shared: what this child kept on it goes with them.
      [STORAGE_KEYS.resourceFavorites]: null,
      [STORAGE_KEYS.profileOnDevice]: null,
      [STORAGE_KEYS.offlineUse]: null,
    });
  } else {
    writeStorage({ [tokenKey[role]]: null });
  }
}

/** The current token of a role; components re-render when it changes. */
export function useToken(role: Role): string | null {
  return useSyncExternalStore(
    subscribeStorage,
    () => getToken(role),
    () => null,
  );
}
