import { withWords } from '@/lib/i18n';

/**
 * The code of a signed-in child's first screen, shared by the routes that lazy-load it and by the
 * sign-in page, which starts downloading it once the child starts typing: on a slow network the
 * dashboard is then already here when the sign-in succeeds. Each comes with its features' words
 * in the active language (withWords).
 */
export const loadAntdShell = () => import('@/app/routes/antd-shell');
export const loadChildArea = () => withWords(import('@/app/routes/child-area'), 'art-buddy', 'notifications', 'offline');
export const loadDashboard = () => withWords(import('@/features/dashboard/components/dashboard'), 'dashboard');
/**
 * The moderation console's one module, for its five routes: one import here keeps the route
 * table (part of the first download) from listing its files five times.
 */
export const loadModeration = () => withWords(import('@/app/routes/moderation'), 'moderation');

let started = false;
/** Starts downloading /home's code once (not on a connection where the user asked to save data). */
export function preloadChildHome() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (started || connection?.saveData) return;
  started = true;
  // A failed download is retried by the route itself when it is needed.
  Promise.all([loadAntdShell(), loadChildArea(), loadDashboard()]).catch(() => {
    started = false;
  });
}
