import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';

import { PRODUCT_NAME } from '@/config/constants';
import { screenShown } from '@/features/pwa/take-over';

/** What a route says about itself, in its `handle`. */
export interface RouteHandle {
  /** The page's name in the browser tab and in screen readers' announcements (a `msg`). */
  title: MessageDescriptor;
}

/** 'Activities · Ndoto' for a route titled 'Activities'; the product's name alone without one. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Moves focus to the page's main heading, else to the main region, so that it is read next. */
export function focusMain(): void {
  const main = document.querySelector('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

/**
 * Around every page: the skip link (the first thing a keyboard reaches), a thin progress bar shown
 * at once while the next page's code and data load, the page's title in the tab, and focus moved
 * to the new page's heading after a navigation (not on the first load, nor when only the query
 * string changes, as when searching).
 */
export function RouteChrome() {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();
  const handle = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.title).find(Boolean);
  const title = handle && i18n._(handle);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  const shownPath = useRef(location.pathname);
  useEffect(() => {
    // After the screen left is gone: a waiting new version of the app may take over now.
    screenShown.listener?.(location.pathname);
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    focusMain();
  }, [location.pathname]);

  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          focusMain();
        }}
      >
        <Trans>Skip to content</Trans>
      </a>
      {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-label={t`Loading the page`} />}
      <Outlet />
    </>
  );
}

/** Shown while the first screen's code downloads. */
export function RouteLoading() {
  const { t } = useLingui();
  return (
    <div className="route-loading" role="status" aria-label={t`Loading`}>
      <span />
    </div>
  );
}
