import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

import { RouteError } from '@/app/route-error';
import { routes } from '@/app/routes';
import { renderApp, renderWithWords } from '@/testing/render-app';

/** A JWT-shaped token whose `exp` is `secondsFromNow` away (only the payload matters here). */
function token(secondsFromNow: number): string {
  const payload = btoa(JSON.stringify({ sub: 'child-1', exp: Math.floor(Date.now() / 1000) + secondsFromNow }));
  return `e30.${payload.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;
}

describe('around every page', () => {
  it("titles each page 'Name · Ndoto' and moves focus to the new page's heading on navigation", async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in · Ndoto'));
    // The first load leaves focus where the browser puts it.
    expect(document.body).toHaveFocus();

    await act(() => router.navigate('/no/such/page'));
    const heading = await screen.findByRole('heading', { name: '404' });
    await waitFor(() => expect(document.title).toBe('Page not found · Ndoto'));
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("has 'Skip to content' as the first thing a keyboard reaches, and it moves focus to the page", async () => {
    const user = userEvent.setup();
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Welcome Back' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(heading).toHaveFocus();
  });

  it('sends a child whose session is still valid from / straight to /home; an expired one signs in', async () => {
    localStorage.setItem('childToken', token(3600));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument();
    cleanup();

    localStorage.setItem('childToken', token(-60));
    const again = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/');
  });

  it('gives every route its own error element', () => {
    const missing: string[] = [];
    const visit = (list: RouteObject[]) =>
      list.forEach((route) => {
        if (!route.errorElement) missing.push(route.path ?? '(layout)');
        if (route.children) visit(route.children);
      });
    visit(routes);
    expect(missing).toEqual([]);
  });

  it("replaces a failed screen inside its layout, which stays, and 'Try again' loads it afresh", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let attempts = 0;
    const router = createMemoryRouter([
      {
        element: (
          <div>
            <nav>The layout</nav>
            <Outlet />
          </div>
        ),
        children: [
          {
            path: '/',
            errorElement: <RouteError />,
            loader: () => {
              attempts += 1;
              if (attempts === 1) throw new Error('the connection dropped');
              return null;
            },
            Component: () => <h1>The screen</h1>,
          },
        ],
      },
    ]);
    renderWithWords(<RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oh no, something went wrong');
    expect(screen.getByRole('navigation')).toHaveTextContent('The layout');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveTextContent('The layout');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
    log.mockRestore();
  });
});
