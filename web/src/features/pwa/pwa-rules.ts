// When the installable app may interrupt a child: the rules alone, with no browser API, shared by
// the pages (start.ts, service-worker.ts) and the service worker itself (sw.ts).
import { PWA } from '@/config/constants';

/** Whether `pathname` is an activity under way (the quiz and its start page: /quiz*). */
export function isActivityPath(pathname: string): boolean {
  return PWA.activityPathPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Whether a page moving from `fromPath` to `toPath` may take a waiting new version (a full load of
 * `toPath` instead of the in-app move): only between two different screens, never into an
 * activity. Leaving a screen ends what was on it anyway; the quiz keeps its progress in the
 * tab's storage, but is still never reloaded under a child.
 */
export function shouldTakeUpdate(fromPath: string, toPath: string): boolean {
  return fromPath !== toPath && !isActivityPath(toPath);
}

/**
 * Whether a waiting worker may take over, given the paths open in the app's other windows (the one
 * asking is left out): not while any of them is in an activity, which the take-over would leave
 * running old code under the new version until its next screen.
 */
export function mayActivateUpdate(otherWindowPaths: readonly string[]): boolean {
  return !otherWindowPaths.some(isActivityPath);
}
