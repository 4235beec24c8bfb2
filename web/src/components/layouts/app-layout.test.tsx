import { create } from '@bufbuild/protobuf';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AuthService, SignOutResponseSchema } from '@/gen/ndoto/v1/auth_service_pb';
import { CommunityService, GetCommunityResponseSchema } from '@/gen/ndoto/v1/community_service_pb';
import { ListNotificationsResponseSchema, StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { renderApp } from '@/testing/render-app';

function signInChild() {
  localStorage.setItem('childToken', 'token-amani');
  localStorage.setItem('childAge', '7');
  localStorage.setItem('childId', 'child-1');
}

describe('signed-in layout', () => {
  it('has the header links and the eight sidebar entries, the current one highlighted', async () => {
    signInChild();
    renderApp('/community/42', ({ service }) =>
      service(CommunityService, {
        getCommunity: ({ communityId }) =>
          create(GetCommunityResponseSchema, { community: { id: communityId, name: 'Star Gazers', category: 'science' } }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Star Gazers' })).toBeInTheDocument();
    const header = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Dashboard', '/home'],
      ['My Profile', '/my-profile'],
      ['Achievements', '/achievements'],
      ['Community', '/community'],
    ]) {
      expect(within(header).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Ndoto dashboard' })).toHaveAttribute('href', '/home');

    const sidebar = screen.getByRole('menu', { name: 'Sections' });
    const entries = within(sidebar).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Dashboard',
      'Quiz',
      'Activities',
      'Resources',
      'Achievements',
      'Community',
      'Mentors',
      'Career Excursions',
    ]);
    const selected = entries.filter((entry) => entry.className.includes('ant-menu-item-selected'));
    expect(selected.map((entry) => entry.textContent)).toEqual(['Community']);
  });

  it('toggles the sidebar from the header, open by default', async () => {
    signInChild();
    const user = userEvent.setup();
    renderApp('/mentors');
    const toggle = await screen.findByRole('button', { name: 'Close the menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.ant-layout-sider-collapsed')).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.ant-layout-sider-collapsed')).not.toBeNull();
  });

  it('searches videos only for text that is not blank, URL-encoded', async () => {
    signInChild();
    const user = userEvent.setup();
    const { router } = renderApp('/home');
    const search = await screen.findByRole('textbox', { name: 'Search videos' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(search, '    {Enter}');
    expect(router.state.location.pathname).toBe('/home');
    // The clear button empties the box and is there only while it holds something.
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(search, '{Enter}');
    expect(router.state.location.pathname).toBe('/home');
    await user.type(search, '  space & stars?  {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/youtube-search'));
    expect(router.state.location.search).toBe('?q=space%20%26%20stars%3F');
    // The hub searches what was typed.
    expect(await screen.findByRole('textbox', { name: 'Search for videos' })).toHaveValue('space & stars?');
  });

  it('has a notification menu, empty before anything happened, with an inert Enable prompt', async () => {
    signInChild();
    const user = userEvent.setup();
    const { router } = renderApp('/home', ({ service }) =>
      service(StudentService, { listNotifications: () => create(ListNotificationsResponseSchema, {}) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No notifications yet')).toBeInTheDocument();
    expect(panel).toHaveStyle({ maxHeight: '400px' });
    await user.click(within(panel).getByRole('button', { name: 'Enable' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('childToken')).toBe('token-amani');
  });

  it('logs out on the server with the child\'s token first, then removes it', async () => {
    signInChild();
    const seen: (string | null)[] = [];
    const user = userEvent.setup();
    const { router } = renderApp('/achievements', ({ service }) => {
      service(AuthService, {
        signOut: (_, context) => {
          seen.push(context.requestHeader.get('Authorization'));
          return create(SignOutResponseSchema, {});
        },
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(seen).toEqual(['Bearer token-amani']);
    expect(localStorage.getItem('childToken')).toBeNull();
  });

  // No SignOut on this server: the call fails, and the browser signs out all the same.
  it('logs out: the token is removed and the child is back at /', async () => {
    signInChild();
    const user = userEvent.setup();
    const { router } = renderApp('/achievements');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('childToken')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('theme', () => {
  it('starts light when nothing is saved', async () => {
    signInChild();
    renderApp('/home');
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('starts from the saved theme, and the switch swaps the root class and saves it', async () => {
    signInChild();
    localStorage.setItem('theme', 'dark');
    const user = userEvent.setup();
    renderApp('/home');
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');

    await user.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(toggle);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
  });
});

describe('on a small screen', () => {
  it('shows the sidebar as an icon-only rail and keeps logout and theme in the More menu', async () => {
    window.innerWidth = 360;
    signInChild();
    const user = userEvent.setup();
    const { router } = renderApp('/activities');
    expect(await screen.findByRole('heading', { name: 'Fun Learning Activities' })).toBeInTheDocument();
    expect(document.querySelector('.ant-layout-sider-collapsed')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: /Dark mode/ }));
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('childToken')).toBeNull();
  });
});
