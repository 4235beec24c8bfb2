// Keeps the browser's offer to install the app (`beforeinstallprompt`) for the install prompt to
// use later, at a calm moment, instead of the browser's own banner at a moment of its choosing.
// Part of the first download (main.tsx imports it): the offer can come before any screen's code.

/** Chromium's event (not in TypeScript's DOM types): `prompt()` opens the install dialog once. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The browser's pending offer, if any (for useSyncExternalStore). */
export const installOffer = (): InstallOffer | null => offer;

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the offer: it was used (a second `prompt()` throws) or the app is installed. */
export function forgetInstallOffer(): void {
  offer = null;
  changed();
}

/** Starts listening for the browser's offer; call once, before the first render. */
export function keepInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallOffer;
    changed();
  });
  window.addEventListener('appinstalled', forgetInstallOffer);
}
