import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate, useRouteError } from 'react-router';

/** A screen's code that failed to download: only a fresh page load fetches it again. */
function isFailedDownload(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  // Chrome, Firefox and Safari's words for a module that could not be fetched.
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message);
}

/**
 * Shown in place of a screen that fails to load or render (a lost connection while its code or
 * data downloaded, most often), inside the layout around it: a friendly message and 'Try again',
 * which loads the screen afresh.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  console.error('A screen failed to load', error);
  const tryAgain = () => {
    if (isFailedDownload(error)) window.location.reload();
    else void navigate(location, { replace: true });
  };
  return (
    <section className="route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        <Trans>Oh no, something went wrong</Trans>
      </h1>
      <p>
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <button type="button" onClick={tryAgain}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
