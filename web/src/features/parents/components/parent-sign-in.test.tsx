import { create } from '@bufbuild/protobuf';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AuthService, ParentSignInResponseSchema } from '@/gen/ndoto/v1/auth_service_pb';
import { ChildSchema, ListChildrenResponseSchema, ParentService } from '@/gen/ndoto/v1/parent_service_pb';
import { fill, renderApp } from '@/testing/render-app';

const amani = create(ChildSchema, { id: 'c1', firstName: 'Amani', lastName: 'Okafor', age: 7, signInName: 'Amani' });

function renderSignIn(path: string) {
  return renderApp(path, ({ service }) => {
    service(AuthService, {
      parentSignIn: () => create(ParentSignInResponseSchema, { accessToken: 'parent-token' }),
    });
    service(ParentService, { listChildren: () => create(ListChildrenResponseSchema, { children: [amani] }) });
  });
}

async function signIn() {
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText('Email Address'), 'neema@example.com');
  await fill(user, screen.getByLabelText('Password'), 'kigali-hills-2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('parent sign-in', () => {
  it('brings the parent back to the page of the parent area named by ?next=, query string kept', async () => {
    const { router } = renderSignIn(`/parent/signin?next=${encodeURIComponent('/parent/children/c1?tab=data')}`);
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/children/c1'));
    expect(router.state.location.search).toBe('?tab=data');
    expect(await screen.findByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes to the parent area when ?next= leads anywhere else', async () => {
    const { router } = renderSignIn(`/parent/signin?next=${encodeURIComponent('//evil.example/parent/children/c1')}`);
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent'));
    expect(await screen.findByText('Amani Okafor')).toBeInTheDocument();
  });

  it('sends a parent signed in already straight to ?next=', async () => {
    localStorage.setItem('parentToken', 'parent-token');
    const { router } = renderSignIn(`/parent/signin?next=${encodeURIComponent('/parent/children/c1?tab=data')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/children/c1'));
    expect(router.state.location.search).toBe('?tab=data');
  });
});
