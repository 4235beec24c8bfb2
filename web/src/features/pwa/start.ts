// The installable app's part of the first download, kept to a few lines: a new version of the
// app, downloaded on an earlier visit and waiting, is taken when the app starts, before anything
// shows (nothing of the child's is on the screen yet); the service worker is registered once the
// page has loaded, by service-worker.ts, loaded then, which also takes a new version when the
// child moves to another screen.
import { PWA } from '@/config/constants';
import { isActivityPath } from '@/features/pwa/pwa-rules';
import { askToTakeOver } from '@/features/pwa/take-over';

/**
 * True when a waiting version took over at this start and the page is loading again (render
 * nothing); false to carry on. Not in an activity: a quiz reopened resumes as it was.
 */
export async function takeUpdateAtStart(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller || isActivityPath(location.pathname)) return false;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration?.waiting || !(await askToTakeOver(registration.waiting, PWA.takeUpdateAtStartTimeoutMs))) return false;
  location.reload();
  return true;
}

let registering = false;

/**
 * Registers the service worker once the page has loaded (never in `npm run dev`, whose files are
 * not the build's): its precache downloads after the page's own files, not alongside them.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  const start = () => {
    // A failure (a private window that forbids workers) leaves the app as it was: online only.
    import('@/features/pwa/service-worker').then((module) => module.startServiceWorker()).catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
