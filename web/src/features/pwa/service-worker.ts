// Registers the service worker (sw.ts, served as /sw.js) and takes a new version at the right
// moment. Loaded lazily once the page has loaded (start.ts), so that it costs the first download
// nothing but a few lines.
import { PWA } from '@/config/constants';
import { isActivityPath, shouldTakeUpdate } from '@/features/pwa/pwa-rules';
import { askToTakeOver, screenShown, startedUnder } from '@/features/pwa/take-over';

/**
 * Registers the worker, then, each time the child has moved to another screen (never into an
 * activity) while a new version waits, lets it take over and loads that screen again under it.
 * Told after the screen is shown (route-chrome.tsx), when the one left is gone: the quiz, which
 * asks before the page unloads, can no longer ask. A page whose version another window took over
 * (or that took it late) loads again at its next move likewise: its code is the old version's.
 * It tells a waiting worker which screen it shows (sw.ts asks before taking over). A page left
 * open asks the server for a new version when it comes back to the foreground, at most once an
 * hour (the browser itself checks only on full loads).
 */
export async function startServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register(PWA.workerUrl, { scope: PWA.scope, updateViaCache: 'none' });

  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === PWA.whichScreenMessage) event.ports[0]?.postMessage(location.pathname);
  });
  navigator.serviceWorker.startMessages();

  // The first version claiming this page changes nothing; a later one means this code is old, and
  // so does one that took over between the page's start and this (registered seconds later). One
  // this page asked for a moment ago (its answer may come after the page stopped waiting for it,
  // on a busy phone) loads the screen again at once, unless the child is in an activity now.
  let outdated = startedUnder !== null && navigator.serviceWorker.controller !== startedUnder;
  let controller = navigator.serviceWorker.controller;
  let askedAt = Number.NEGATIVE_INFINITY;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controller) outdated = true;
    controller = navigator.serviceWorker.controller;
    if (outdated && Date.now() - askedAt < PWA.lateTakeOverMs && !isActivityPath(location.pathname)) location.reload();
  });

  let shownPath = location.pathname;
  let taking = false;
  screenShown.listener = (pathname) => {
    const from = shownPath;
    shownPath = pathname;
    if (!shouldTakeUpdate(from, pathname)) return;
    if (outdated) {
      location.reload();
      return;
    }
    const waiting = registration.waiting;
    if (taking || !waiting || !navigator.serviceWorker.controller) return;
    taking = true;
    askedAt = Date.now();
    void askToTakeOver(waiting).then((taken) => {
      if (!taken) taking = false;
      // Taken late, once the child has moved into an activity: `outdated` loads the screen after it.
      else if (!isActivityPath(location.pathname)) location.reload();
    });
  };

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < PWA.updateCheckEveryMs) return;
    lastCheck = Date.now();
    // Offline or the server away: the next time will do.
    registration.update().catch(() => undefined);
  });
}
