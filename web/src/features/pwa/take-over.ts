// How a page hands over to a waiting new version of the app (sw.ts decides whether it may), and
// when: at the start (start.ts) and on a move to another screen (service-worker.ts).
import { PWA } from '@/config/constants';

/**
 * The version that controlled this page when it started (null: none), read as the app's code
 * starts: the worker is registered seconds later (start.ts), and a new version may have taken over
 * meanwhile, which makes this page's code the old version's.
 */
export const startedUnder: ServiceWorker | null = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;

/** Told of each screen shown (route-chrome.tsx), once service-worker.ts listens. */
export const screenShown: { listener?: (pathname: string) => void } = {};

/**
 * Asks `waiting` to take over. Resolves false at once when it refuses (another window of the app
 * is in an activity) or does not answer; true once it controls this page (the caller then loads
 * the page again, under the new version); false when that takes over `timeoutMs` (Chromium
 * activates it once the old version has nothing under way: about a second, longer on a busy
 * phone). A take-over that comes later is seen by the page's `controllerchange` listener.
 */
export function askToTakeOver(waiting: ServiceWorker, timeoutMs: number = Number.POSITIVE_INFINITY): Promise<boolean> {
  return new Promise((resolve) => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const done = (taken: boolean) => {
      timers.forEach(clearTimeout);
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
      resolve(taken);
    };
    const onChange = () => done(true);
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
    const answer = new MessageChannel();
    answer.port1.onmessage = (event) => {
      clearTimeout(timers.shift());
      if (event.data !== true) done(false);
      else if (Number.isFinite(timeoutMs)) timers.push(setTimeout(() => done(false), timeoutMs));
    };
    timers.push(setTimeout(() => done(false), PWA.takeUpdateAnswerTimeoutMs));
    waiting.postMessage({ type: PWA.takeUpdateMessage }, [answer.port2]);
  });
}
