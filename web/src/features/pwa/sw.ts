/// <reference lib="webworker" />
// Ndoto's service worker (built by vite-plugin-pwa into /sw.js, see vite.config.ts): the app shell
// opens with no network. It keeps the build's files (the hashed scripts and styles, index.html,
// the icons and pictures of public/) in a precache, answers every navigation to one of the app's
// screens with index.html, and leaves everything else to the network: the API (REST under /api,
// gRPC and grpc-web, /healthz) is never answered from here, so no child ever sees stale data from
// this cache. A new version waits until a page asks it to take over (start.ts and
// service-worker.ts say when): it never takes over by itself while a child is mid-activity.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import { PWA } from '@/config/constants';
import { mayActivateUpdate } from '@/features/pwa/pwa-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * Navigations the server answers itself: the API and the server's own paths, and files (a last
 * segment with a dot, dotfiles included, which the server refuses): the app's routes have none.
 */
export const SERVER_NAVIGATIONS = [/^\/api(?:\/|$)/, /^\/healthz$/, /^\/ndoto\.v1\./, /^\/grpc\./, /\/[^/]*\.[^/]*$/];

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
// The precache of an older version goes once this one is active.
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_NAVIGATIONS }));

// The first version installed controls the page that registered it at once, so that the app opens
// offline from the next start even if the page was never reloaded. A later version waits: no
// skipWaiting on install.
clientsClaim();

/**
 * The screen `window` shows: it says so itself (service-worker.ts answers), as its URL here is the
 * one it was opened at, not where the child moved in it since; a window too busy starting to
 * answer is on the screen it was opened at.
 */
function screenOf(window: WindowClient): Promise<string> {
  const opened = new URL(window.url).pathname;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(opened), PWA.whichScreenTimeoutMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : opened);
    };
    window.postMessage({ type: PWA.whichScreenMessage }, [channel.port2]);
  });
}

// A page asks this version, waiting, to take over (start.ts, service-worker.ts): it does unless
// another window of the app is in an activity, and answers the page (true or false) on the port it
// sent, so that a page told no carries on at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== PWA.takeUpdateMessage) return;
  const askingId = event.source && 'id' in event.source ? event.source.id : undefined;
  const [answer] = event.ports;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => Promise.all(windows.filter((window) => window.id !== askingId).map(screenOf)))
      .then((screens) => {
        const takesOver = mayActivateUpdate(screens);
        answer?.postMessage(takesOver);
        return takesOver ? self.skipWaiting() : undefined;
      }),
  );
});
