// The installable app's part of the first download, kept to a few lines: a new version of the
// app, downloaded on an earlier visit and waiting, is taken when the app starts, before anything
// shows (nothing of the child's is on the screen yet); the service worker is registered past the
// sign-in pages once the page has loaded and is idle, by service-worker.ts, loaded then, which also
// takes a new version when the child moves to another screen.
import { PWA } from '@/config/constants';
import { isActivityPath, mayRegisterOn } from '@/features/pwa/pwa-rules';
import { askToTakeOver, screenShown } from '@/features/pwa/take-over';

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
 * Registers the service worker (never in `npm run dev`, whose files are not the build's) once a
 * screen past sign-in has shown, the page has loaded and the browser is idle, PWA.registerAfterMs
 * later: its precache downloads after what the child is looking at, never alongside the first
 * sign-in's download on a slow network. Until then each screen shown is checked (route-chrome.tsx
 * tells `screenShown`; service-worker.ts takes that over once loaded).
 */
export function registerServiceWorkerAfterLoad(): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    // A failure (a private window that forbids workers) leaves the app as it was: online only.
    import('@/features/pwa/service-worker').then((module) => module.startServiceWorker()).catch(() => undefined);
  };
  const whenIdle = () => {
    const later = () => window.setTimeout(start, PWA.registerAfterMs);
    if ('requestIdleCallback' in window) window.requestIdleCallback(later, { timeout: PWA.registerAfterMs });
    else later();
  };
  const startOn = (pathname: string) => {
    if (registering || !mayRegisterOn(pathname)) return;
    registering = true;
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  };
  screenShown.listener = startOn;
  startOn(location.pathname);
}
