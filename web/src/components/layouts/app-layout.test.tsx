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
    window.innerWidth = 700;
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

describe('on a phone', () => {
  it('has a bottom bar with five sections and More instead of the sidebar, the current one marked', async () => {
    window.innerWidth = 360;
    signInChild();
    renderApp('/community/42', ({ service }) =>
      service(CommunityService, {
        getCommunity: ({ communityId }) =>
          create(GetCommunityResponseSchema, { community: { id: communityId, name: 'Star Gazers', category: 'science' } }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Star Gazers' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/home'],
      ['Quiz', '/quizHome'],
      ['Activities', '/activities'],
      ['Achievements', '/achievements'],
      ['Community', '/community'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([
      'Community',
    ]);
    expect(within(bar).getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu');
    // Neither the sidebar, nor its toggle, nor the header's own More menu.
    expect(document.getElementById('app-sidebar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the menu' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'More' })).toHaveLength(1);
  });

  it("opens the other sections, the profile, the theme and logout from More; Escape closes it onto More", async () => {
    window.innerWidth = 360;
    signInChild();
    const user = userEvent.setup();
    const { router } = renderApp('/activities');
    expect(await screen.findByRole('heading', { name: 'Fun Learning Activities' })).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Resources',
      'Mentors',
      'Career Excursions',
      'My Profile',
      'Dark mode',
      'Logout',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(within(await screen.findByRole('menu')).getByRole('link', { name: 'Mentors' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mentors'));
    expect(await screen.findByRole('heading', { name: 'Meet Our Mentors' })).toBeInTheDocument();

    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: /Dark mode/ }));
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('childToken')).toBeNull();
  });

  it('searches from a search button whose box opens over the header; Escape and Close put focus back on it', async () => {
    window.innerWidth = 360;
    signInChild();
    const user = userEvent.setup();
    const { router } = renderApp('/home');
    const open = await screen.findByRole('button', { name: 'Search videos' });
    expect(screen.queryByRole('textbox', { name: 'Search videos' })).toBeNull();

    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Search videos' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Search videos' })).toBeNull();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('textbox', { name: 'Search videos' })).toBeNull();
    expect(open).toHaveFocus();

    // Blank text goes nowhere; the rest goes to the hub, URL-encoded, and the box closes.
    await user.click(open);
    await user.keyboard('   {Enter}');
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('textbox', { name: 'Search videos' })).toBeInTheDocument();
    await user.keyboard(' space & stars? {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/youtube-search'));
    expect(router.state.location.search).toBe('?q=space%20%26%20stars%3F');
    expect(screen.queryByRole('textbox', { name: 'Search videos' })).toBeNull();
  });
});
