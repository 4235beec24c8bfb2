import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import mascotUrl from '@/assets/mascot.svg';
import { FloatingIcons } from '@/components/floating-icons';
import { paths } from '@/config/paths';

import './not-found.css';

/** Any path the route table does not know (spec section 2, "Not-found"). */
export function NotFoundRoute() {
  const { t } = useLingui();
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="not-found">
      <FloatingIcons />
      <section className="not-found-card">
        <img src={mascotUrl} alt={t`Ndoto the owl, looking puzzled`} width={120} height={120} loading="lazy" decoding="async" />
        <h1>404</h1>
        <p>
          <Trans>Oops! Page not found</Trans>
        </p>
        <Link to={paths.home} className="not-found-link">
          <Trans>Return to Dashboard</Trans>
        </Link>
      </section>
    </main>
  );
}
