/** A tiny external store over localStorage that React reads with useSyncExternalStore. */
type Listener = () => void;

const listeners = new Set<Listener>();

export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing out or switching theme is seen here too.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Sets (or with null removes) keys, then tells every subscriber once. */
export function writeStorage(entries: Record<string, string | null>): void {
  for (const [key, value] of Object.entries(entries)) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Private mode or a full disk: the app still works for this page's life.
    }
  }
  for (const listener of [...listeners]) listener();
}
