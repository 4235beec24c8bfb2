import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import {
  AuthService,
  ChildSignInResponseSchema,
  type ChildSignInRequest,
} from '@/gen/ndoto/v1/auth_service_pb';
import { ErrorInfoSchema } from '@/gen/google/rpc/error_details_pb';
import { GetDashboardResponseSchema, StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { ChildSignIn } from '@/features/sign-in/components/child-sign-in';
import { speak } from '@/testing/language';
import { deferred, renderApp, renderWithServices } from '@/testing/render-app';

const signedIn = () =>
  create(ChildSignInResponseSchema, {
    accessToken: 'token-amani',
    user: { id: 'child-1', age: 7, firstName: 'Amani', lastName: 'Okafor' },
  });

const dashboard = (needsToTakeQuiz: boolean, isCompleted: boolean) =>
  create(GetDashboardResponseSchema, {
    dashboardResponse: { currentUser: { firstName: 'Amani' }, quizStatus: { needsToTakeQuiz, isCompleted } },
  });

async function fillAndSubmit(name = 'Amani', password = 'ndoto-demo-2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First Name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Start Learning Adventure!' }));
  return user;
}

describe('child sign-in at /', () => {
  it('asks for the next screen once the child starts typing, and only then', async () => {
    const onStart = vi.fn();
    renderWithServices(<ChildSignIn onStart={onStart} />, () => {});
    const name = await screen.findByLabelText('First Name');
    expect(onStart).not.toHaveBeenCalled();
    await userEvent.setup().click(name);
    await waitFor(() => expect(onStart).toHaveBeenCalled());
  });

  it('greets the child with the mascot, and shows the password as plain text', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText("Let's continue your learning adventure")).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /owl/i })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Parent sign in' })).toHaveAttribute('href', '/parent/signin');
  });

  it("shows 'Great name!' once a name is typed, not for blanks", async () => {
    const user = userEvent.setup();
    renderApp('/');
    const name = await screen.findByLabelText('First Name');
    expect(screen.queryByText('Great name!')).not.toBeInTheDocument();
    await user.type(name, '   ');
    expect(screen.queryByText('Great name!')).not.toBeInTheDocument();
    await user.type(name, 'Zawadi');
    expect(screen.getByText('Great name!')).toBeInTheDocument();
    await user.clear(name);
    expect(screen.queryByText('Great name!')).not.toBeInTheDocument();
  });

  it('shows Getting Ready... with a spinner while signing in, stores the session, then goes to /quizHome', async () => {
    const call = deferred<ReturnType<typeof signedIn>>();
    let sent: ChildSignInRequest | undefined;
    let dashboardAuth: string | null = null;
    const { router } = renderApp('/', ({ service }) => {
      service(AuthService, {
        childSignIn: (request) => {
          sent = request;
          return call.promise;
        },
      });
      service(StudentService, {
        getDashboard: (_request, context) => {
          dashboardAuth = context.requestHeader.get('Authorization');
          return dashboard(true, false);
        },
      });
    });
    await fillAndSubmit('  Amani ');

    const busy = await screen.findByRole('button', { name: /Getting Ready\.\.\./ });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Signing in' })).toBeInTheDocument();

    call.resolve(signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizHome'));
    expect(sent?.firstName).toBe('Amani');
    expect(sent?.password).toBe('ndoto-demo-2026');
    expect(dashboardAuth).toBe('Bearer token-amani');
    expect(localStorage.getItem('childToken')).toBe('token-amani');
    expect(localStorage.getItem('childAge')).toBe('7');
    expect(localStorage.getItem('childId')).toBe('child-1');
    expect(await screen.findByRole('heading', { name: 'Career Quiz' })).toBeInTheDocument();
  });

  it('goes to /home once the quiz is done', async () => {
    const { router } = renderApp('/', ({ service }) => {
      service(AuthService, { childSignIn: signedIn });
      service(StudentService, { getDashboard: () => dashboard(false, true) });
    });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('goes to /quizHome when the quiz is not completed even if not flagged as needed', async () => {
    const { router } = renderApp('/', ({ service }) => {
      service(AuthService, { childSignIn: signedIn });
      service(StudentService, { getDashboard: () => dashboard(false, false) });
    });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizHome'));
  });

  it('logs a failed dashboard call and goes to /home', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/', ({ service }) => {
      service(AuthService, { childSignIn: signedIn });
      service(StudentService, {
        getDashboard: () => {
          throw new ConnectError('database unavailable', Code.Unavailable);
        },
      });
    });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(log).toHaveBeenCalledWith('Could not load the dashboard after sign-in', expect.anything());
    log.mockRestore();
  });

  it.each([
    ['wrong password', Code.Unauthenticated],
    ['too many tries', Code.ResourceExhausted],
    ['server down', Code.Unavailable],
  ])('shows the red banner on any failure (%s) and clears the submitting flag', async (_, code) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/', ({ service }) => {
      service(AuthService, {
        childSignIn: () => {
          throw new ConnectError('no', code);
        },
      });
    });
    await fillAndSubmit('Amani', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
    expect(screen.getByRole('button', { name: 'Start Learning Adventure!' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('childToken')).toBeNull();
    log.mockRestore();
  });
});

describe('a sign-in refused by a rule the parent chose', () => {
  it("shows the server's bedtime words instead of the failure banner", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const words = "It's bedtime! Your parent set Ndoto to rest from 20:00 to 06:30. Get some sleep and come back after 06:30.";
    const { router } = renderApp('/', ({ service }) => {
      service(AuthService, {
        childSignIn: () => {
          throw new ConnectError(words, Code.ResourceExhausted, undefined, [
            { desc: ErrorInfoSchema, value: { reason: 'BEDTIME', domain: 'ndoto.app' } },
          ]);
        },
      });
    });
    await fillAndSubmit();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(words);
    expect(banner).not.toHaveTextContent('Login failed');
    expect(router.state.location.pathname).toBe('/');
    log.mockRestore();
  });
});

describe('the sign-in page in the child’s language', () => {
  it('switches to Kiswahili and French, sets <html lang>, and keeps the choice on this device', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const switcher = await screen.findByRole('navigation', { name: 'Language' });
    expect(within(switcher).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(switcher).getByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByRole('heading', { name: 'Karibu Tena' })).toBeInTheDocument();
    expect(screen.getByLabelText('Jina la Kwanza')).toHaveAttribute('placeholder', 'Andika jina lako la kwanza');
    expect(screen.getByRole('button', { name: 'Anza Safari ya Kujifunza!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kuingia kwa mzazi' })).toHaveAttribute('href', '/parent/signin');
    expect(document.documentElement.lang).toBe('sw');
    expect(window.localStorage.getItem('language')).toBe('sw');
    expect(screen.getByRole('navigation', { name: 'Lugha' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Content de te revoir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte familial' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(document.title).toBe('Connexion · Ndoto'));
  });
});

describe('the child’s language after sign-in', () => {
  it('is the one their parent chose, from the first screen on, and this device starts in it next time', async () => {
    const { router } = renderApp('/', ({ service }) => {
      service(AuthService, {
        childSignIn: () =>
          create(ChildSignInResponseSchema, {
            accessToken: 'token-amani',
            user: { id: 'child-1', age: 7, firstName: 'Amani', language: 'sw' },
          }),
      });
      service(StudentService, { getDashboard: () => dashboard(false, true) });
    });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem('language')).toBe('sw');
  });
});

describe('the sign-in page rendered in a language', () => {
  it('speaks French from the first render when French is active', async () => {
    speak('fr');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Content de te revoir' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toBeInTheDocument();
  });
});
