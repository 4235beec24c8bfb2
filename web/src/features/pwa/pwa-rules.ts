// When the installable app may interrupt a child: the rules alone, with no browser API, shared by
// the pages (start.ts, service-worker.ts, install-prompt.tsx) and the service worker itself (sw.ts).
import { PWA } from '@/config/constants';
import { paths } from '@/config/paths';

/** Whether `pathname` is an activity under way (the quiz and its start page: /quiz*). */
export function isActivityPath(pathname: string): boolean {
  return PWA.activityPathPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/** The pages of a first visit, where the worker is not registered yet (see PWA.registerAfterMs). */
const FIRST_VISIT_PATHS: readonly string[] = [paths.signIn, paths.signUp, paths.parentSignIn, paths.moderatorSignIn];

/** Whether the worker may be registered while `pathname` shows: past the sign-in and sign-up pages. */
export function mayRegisterOn(pathname: string): boolean {
  return !FIRST_VISIT_PATHS.includes(pathname);
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

/** What the install prompt's rule reads. */
export interface InstallMoment {
  /** The screen shown now. */
  pathname: string;
  /** The different screens the child opened since the app started, this one included. */
  screensSeen: number;
  /** The browser offered installation (`beforeinstallprompt`) and it was not used yet. */
  installable: boolean;
  /** The prompt was shown on this device before. */
  shownBefore: boolean;
  /** The app runs installed already (display-mode standalone). */
  standalone: boolean;
}

/**
 * 'Add Ndoto to your home screen' shows once per device, at a calm moment: on the dashboard,
 * after the child has opened at least one other screen there and come back, never in an activity.
 */
export function shouldOfferInstall(moment: InstallMoment): boolean {
  return (
    moment.installable &&
    !moment.shownBefore &&
    !moment.standalone &&
    moment.pathname === paths.home &&
    !isActivityPath(moment.pathname) &&
    moment.screensSeen >= PWA.installPromptAfterScreens
  );
}
