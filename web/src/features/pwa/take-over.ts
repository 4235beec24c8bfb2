// How a page hands over to a waiting new version of the app (sw.ts decides whether it may), and
// when: at the start (start.ts) and on a move to another screen (service-worker.ts).
import { PWA } from '@/config/constants';

/** Told of each screen shown (route-chrome.tsx), once service-worker.ts listens. */
export const screenShown: { listener?: (pathname: string) => void } = {};

/**
 * Asks `waiting` to take over, and resolves true once it controls this page (the caller then
 * loads the page again, under the new version), false when it refused or did not answer in time.
 */
export function askToTakeOver(waiting: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (taken: boolean) => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
      resolve(taken);
    };
    const onChange = () => done(true);
    const timer = setTimeout(() => done(false), PWA.takeUpdateTimeoutMs);
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
    waiting.postMessage({ type: PWA.takeUpdateMessage });
  });
}
