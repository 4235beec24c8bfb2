import type { ConnectRouter } from '@connectrpc/connect';
import { createRouterTransport } from '@connectrpc/connect';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/routes';
import { AntdShell } from '@/app/routes/antd-shell';
import { lazyQueryClient } from '@/lib/app-query-client';
import { i18n } from '@/lib/i18n';
import { createAppQueryClient } from '@/lib/query-client';
import { authInterceptor } from '@/lib/transport';

/**
 * Renders the whole app (real routes, real providers) at `path`, talking to an in-memory Connect
 * server whose handlers the test writes, through the app's own auth interceptor. With
 * `strictMode`, inside React's StrictMode as main.tsx renders it (effects run twice on mount).
 */
export function renderApp(
  path: string,
  services: (router: ConnectRouter) => void = () => {},
  { strictMode = false }: { strictMode?: boolean } = {},
) {
  const transport = createRouterTransport(services, { transport: { interceptors: [authInterceptor] } });
  const queryClient = createAppQueryClient();
  const source = lazyQueryClient(queryClient);
  const router = createMemoryRouter(createRoutes({ queryClient: source, transport }), { initialEntries: [path] });
  const app = (
    <AppProvider transport={transport} queryClient={source}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, transport, queryClient };
}

/** Renders `ui` with the active language's words and nothing else of the app around it. */
export function renderWithWords(ui: ReactNode) {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

/**
 * Renders one component with the app's providers and the antd shell (none of the app's routes),
 * talking to an in-memory Connect server whose handlers the test writes.
 */
export function renderWithServices(ui: ReactNode, services: (router: ConnectRouter) => void) {
  const transport = createRouterTransport(services, { transport: { interceptors: [authInterceptor] } });
  // Inside the antd shell (theme, App context, Connect-Query's transport) as every screen is.
  const router = createMemoryRouter([{ element: <AntdShell />, children: [{ path: '*', element: ui }] }]);
  return render(
    <AppProvider transport={transport} queryClient={lazyQueryClient(createAppQueryClient())}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** A promise the test settles when it chooses, to hold a call open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Types text into a field in one go (a paste), which keeps antd form tests quick. */
export async function fill(user: { click: (el: Element) => Promise<void>; paste: (text: string) => Promise<void> }, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Stores a signed-in child's session (token, age and id) as the sign-in page does. */
export function signInChild(age = 10) {
  localStorage.setItem('childToken', 'token-child');
  localStorage.setItem('childAge', String(age));
  localStorage.setItem('childId', 'child-1');
}
