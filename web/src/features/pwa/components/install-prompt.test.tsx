import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';

import { forgetInstallOffer, keepInstallOffer } from '@/features/pwa/install-event';
import { speak } from '@/testing/language';
import { renderWithWords } from '@/testing/render-app';

import { InstallPrompt } from './install-prompt';

beforeAll(() => keepInstallOffer());
afterEach(() => act(() => forgetInstallOffer()));

/** The prompt above every screen, as the child area's layout holds it; `go` moves to a screen. */
function renderPrompt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <InstallPrompt />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>screen</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithWords(<RouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  return { ...view, go };
}

/** The browser offering installation (Chromium's beforeinstallprompt), with its `prompt()`. */
function browserOffersInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const prompt = () => screen.queryByRole('region', { name: 'Add Ndoto to your home screen' });

describe('Add Ndoto to your home screen', () => {
  it('waits for a calm moment: the dashboard, after the child opened another screen and came back', async () => {
    const { go } = renderPrompt('/home');
    const { event } = browserOffersInstall();
    // The browser's own banner is held back for ours.
    expect(event.defaultPrevented).toBe(true);
    expect(prompt()).toBeNull();
    await go('/activities');
    expect(prompt()).toBeNull();
    await go('/home');
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByText('Open Ndoto in one tap, like your other apps.')).toBeInTheDocument();
    expect(localStorage.getItem('installPromptShown')).toBe('1');
  });

  it('never shows during the quiz', async () => {
    const { go } = renderPrompt('/home');
    browserOffersInstall();
    await go('/quizHome');
    await go('/quiz');
    expect(prompt()).toBeNull();
    // Back on the dashboard after it, the calm moment has come.
    await go('/home');
    expect(prompt()).toBeInTheDocument();
  });

  it('shows once: Not now closes it, and it comes back neither on this visit nor the next', async () => {
    const user = userEvent.setup();
    const { go, unmount } = renderPrompt('/activities');
    browserOffersInstall();
    await go('/home');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
    await go('/activities');
    await go('/home');
    expect(prompt()).toBeNull();
    unmount();

    const next = renderPrompt('/activities');
    browserOffersInstall();
    await next.go('/home');
    expect(prompt()).toBeNull();
  });

  it('goes for good when the child leaves the dashboard without answering', async () => {
    const { go } = renderPrompt('/activities');
    browserOffersInstall();
    await go('/home');
    expect(prompt()).toBeInTheDocument();
    await go('/achievements');
    await go('/home');
    expect(prompt()).toBeNull();
  });

  it("Install opens the browser's own dialog, once", async () => {
    const user = userEvent.setup();
    const { go } = renderPrompt('/activities');
    const offer = browserOffersInstall();
    await go('/home');
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(prompt()).toBeNull();
  });

  it('never shows when the browser does not offer installation', async () => {
    const { go } = renderPrompt('/activities');
    await go('/home');
    await go('/activities');
    await go('/home');
    expect(prompt()).toBeNull();
  });

  it('speaks Kiswahili', async () => {
    speak('sw');
    const { go } = renderPrompt('/activities');
    browserOffersInstall();
    await go('/home');
    expect(screen.getByRole('heading', { name: 'Weka Ndoto kwenye skrini ya mwanzo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sakinisha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Si sasa' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    speak('fr');
    const { go } = renderPrompt('/activities');
    browserOffersInstall();
    await go('/home');
    expect(screen.getByRole('heading', { name: 'Ajoute Ndoto à ton écran d’accueil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Installer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pas maintenant' })).toBeInTheDocument();
  });
});
