import { screen, waitFor, within } from '@testing-library/react';

import { CONSENT_NOTICE_VERSION } from '@/config/constants';
import { renderApp } from '@/testing/render-app';

describe('data notice page', () => {
  it('says what is kept about a child, why and for how long, to anyone signed out', async () => {
    renderApp('/parent/data-notice');
    expect(await screen.findByRole('heading', { level: 1, name: 'What Ndoto keeps about your child' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('What Ndoto keeps · Ndoto'));
    const signIns = screen.getByText(/When your child signed in: the time only/).closest('li');
    expect(signIns).not.toBeNull();
    expect(within(signIns as HTMLElement).getByText(/So that you can see when your child uses Ndoto/)).toBeInTheDocument();
    expect(signIns).toHaveTextContent('How long: 90 days.');
    expect(screen.getByText(/video search history stays in their own browser/)).toBeInTheDocument();
    expect(screen.getByText(/the Data tab lets you download everything Ndoto keeps about your child/)).toHaveTextContent(
      /or delete it all with your child’s account/,
    );
    expect(screen.getByText(`This is version ${CONSENT_NOTICE_VERSION} of this notice.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parent sign in' })).toHaveAttribute('href', '/parent/signin');
    expect(screen.queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
  });

  it('leads a signed-in parent back to their children, and offers to sign out', async () => {
    localStorage.setItem('parentToken', 'parent-token');
    const { router } = renderApp('/parent/data-notice');
    expect(await screen.findByRole('link', { name: 'Back to your children' })).toHaveAttribute('href', '/parent');
    expect(screen.getByRole('button', { name: /Sign out/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parent/data-notice');
  });
});
