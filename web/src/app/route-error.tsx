import { useRouteError } from 'react-router';

/**
 * Shown when a screen fails to load or render, most often a lost connection while a screen's code
 * was downloading: a friendly message and a way to try again, instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('A screen failed to load', error);
  return (
    <main className="route-error" role="alert">
      <h1>Oh no, something went wrong</h1>
      <p>Please check your connection and try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
