import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import {
  AuthService,
  ChangePasswordResponseSchema,
  ModeratorSignInResponseSchema,
  type ChangePasswordRequest,
} from '@/gen/ndoto/v1/auth_service_pb';
import {
  CaseCategory,
  ListCasesResponseSchema,
  ModerationService,
  TakeCaseResponseSchema,
} from '@/gen/ndoto/v1/moderation_service_pb';
import { fill, renderApp } from '@/testing/render-app';

/** What `ndoto moderator add` printed: it works for one sign-in. */
const PRINTED = 'Qx7-printed-once-4k2';
const OWN = 'kind words at work';

function refusal(field: string, description: string): ConnectError {
  return new ConnectError(description, Code.InvalidArgument, undefined, [
    { desc: BadRequestSchema, value: { fieldViolations: [{ field, description }] } },
  ]);
}

/**
 * An in-memory server for a moderator added with a printed password: the sign-in answers
 * must_change_password and the token `first-token`; ModerationService answers FAILED_PRECONDITION
 * until ChangePassword (current password the printed one, new one without 'ndoto'), which answers
 * the token `own-token`. Everything the console sent is recorded.
 */
function firstSignInServer() {
  const state = { ownPassword: false };
  const sent = {
    list: [] as (string | null)[],
    take: [] as string[],
    change: [] as { auth: string | null; request: ChangePasswordRequest }[],
  };
  const refuseUntilOwnPassword = () => {
    if (!state.ownPassword) {
      throw new ConnectError(
        'choose your own password first (ChangePassword): the one the operator gave you works for one sign-in only',
        Code.FailedPrecondition,
      );
    }
  };
  const services = (router: ConnectRouter) => {
    router.service(AuthService, {
      moderatorSignIn: (request) => {
        if (request.password !== PRINTED) throw new ConnectError('wrong email address or password', Code.Unauthenticated);
        return create(ModeratorSignInResponseSchema, { accessToken: 'first-token', mustChangePassword: true });
      },
      changePassword: (request, context) => {
        sent.change.push({ auth: context.requestHeader.get('Authorization'), request });
        if (request.currentPassword !== PRINTED) {
          throw refusal('currentPassword', 'currentPassword is not your current password');
        }
        if (request.newPassword.includes('ndoto')) {
          throw refusal(
            'newPassword',
            "newPassword must not contain the name of this website ('ndoto'), which others can guess; please choose other words",
          );
        }
        state.ownPassword = true;
        return create(ChangePasswordResponseSchema, { accessToken: 'own-token' });
      },
    });
    router.service(ModerationService, {
      listCases: (_, context) => {
        sent.list.push(context.requestHeader.get('Authorization'));
        refuseUntilOwnPassword();
        return create(ListCasesResponseSchema, { cases: [] });
      },
      takeCase: (request) => {
        sent.take.push(request.caseId);
        refuseUntilOwnPassword();
        return create(TakeCaseResponseSchema, {
          moderationCase: { summary: { id: request.caseId, category: CaseCategory.REPORTED, taken: true, takenByYou: true } },
        });
      },
    });
  };
  return { sent, services };
}

/** Signs in at /moderation/sign-in with the printed password. */
async function signInWithPrintedPassword(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, await screen.findByLabelText('Email address'), 'new.mod@ndoto.example');
  await fill(user, screen.getByLabelText('Password'), PRINTED);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Every value this browser stored, in both storages. */
function storedValues(): string[] {
  return [localStorage, sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '') ?? ''),
  );
}

describe('choosing a password after the first sign-in', () => {
  it('leads a first sign-in to the form, with the printed password kept in memory only', async () => {
    const server = firstSignInServer();
    const { router } = renderApp('/moderation/sign-in', server.services);
    await signInWithPrintedPassword(userEvent.setup());

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation/choose-password');
    expect(
      screen.getByText('The password the operator gave you works for this sign-in only. Choose your own to start reviewing.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByLabelText('Repeat the new password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
    // The console still holds the password just typed: it does not ask for it again.
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(localStorage.getItem('moderatorToken')).toBe('first-token');
    expect(storedValues().some((value) => value.includes(PRINTED))).toBe(false);
    expect(server.sent.list).toEqual([]);
  });

  it('refuses a short new password and a repeat that differs before sending anything', async () => {
    const server = firstSignInServer();
    renderApp('/moderation/sign-in', server.services);
    const user = userEvent.setup();
    await signInWithPrintedPassword(user);
    await screen.findByRole('heading', { level: 1, name: 'Choose your password' });

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please choose a new password')).toBeInTheDocument();
    expect(screen.getByText('Please type the new password again')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await fill(user, screen.getByLabelText('New password'), 'short');
    await fill(user, screen.getByLabelText('Repeat the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('New password'));
    await fill(user, screen.getByLabelText('New password'), OWN);
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await fill(user, screen.getByLabelText('Repeat the new password'), 'kind words at wrok');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords are not the same');
    expect(screen.getByLabelText('Repeat the new password')).toHaveFocus();
    expect(screen.queryByText('Use at least 8 characters')).not.toBeInTheDocument();

    expect(server.sent.change).toEqual([]);
    expect(localStorage.getItem('moderatorToken')).toBe('first-token');
  });

  it("shows the server's refusal of the new password at its field, and stays", async () => {
    const server = firstSignInServer();
    const { router } = renderApp('/moderation/sign-in', server.services);
    const user = userEvent.setup();
    await signInWithPrintedPassword(user);
    await screen.findByRole('heading', { level: 1, name: 'Choose your password' });

    await fill(user, screen.getByLabelText('New password'), 'ndoto is great');
    await fill(user, screen.getByLabelText('Repeat the new password'), 'ndoto is great');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const field = screen.getByLabelText('New password');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "At least 8 characters. NewPassword must not contain the name of this website ('ndoto'), which others can guess; please choose other words",
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.sent.change).toHaveLength(1);
    expect(server.sent.change[0]?.request.currentPassword).toBe(PRINTED);
    expect(router.state.location.pathname).toBe('/moderation/choose-password');
    expect(localStorage.getItem('moderatorToken')).toBe('first-token');
  });

  it('stores the new token and opens the queue once the password is saved', async () => {
    const server = firstSignInServer();
    const { router } = renderApp('/moderation/sign-in', server.services);
    const user = userEvent.setup();
    await signInWithPrintedPassword(user);
    await screen.findByRole('heading', { level: 1, name: 'Choose your password' });

    await fill(user, screen.getByLabelText('New password'), OWN);
    await fill(user, screen.getByLabelText('Repeat the new password'), OWN);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Nothing to review. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation');
    expect(server.sent.change).toEqual([
      { auth: 'Bearer first-token', request: expect.objectContaining({ currentPassword: PRINTED, newPassword: OWN }) },
    ]);
    expect(localStorage.getItem('moderatorToken')).toBe('own-token');
    expect(server.sent.list).toEqual(['Bearer own-token']);
    expect(storedValues().some((value) => value.includes(PRINTED) || value.includes(OWN))).toBe(false);
  });

  it('sends a moderator who reloaded to the form from the queue, and asks for the current password there', async () => {
    // The sign-in happened before a reload: the token is stored, the printed password is gone.
    localStorage.setItem('moderatorToken', 'reloaded-token');
    const server = firstSignInServer();
    const { router } = renderApp('/moderation', server.services);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation/choose-password');
    expect(server.sent.list).toEqual(['Bearer reloaded-token']);
    expect(screen.queryByText('Could not load the queue')).not.toBeInTheDocument();
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription('The password you signed in with.');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please enter the password you signed in with')).toBeInTheDocument();
    expect(current).toHaveFocus();
    expect(server.sent.change).toEqual([]);

    await fill(user, current, 'not-what-was-printed');
    await fill(user, screen.getByLabelText('New password'), OWN);
    await fill(user, screen.getByLabelText('Repeat the new password'), OWN);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('CurrentPassword is not your current password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());

    await user.clear(screen.getByLabelText('Current password'));
    await fill(user, screen.getByLabelText('Current password'), PRINTED);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    // The queue's refusal is not shown again: it is read afresh with the new token.
    expect(await screen.findByText('Nothing to review. Thank you!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation');
    expect(localStorage.getItem('moderatorToken')).toBe('own-token');
    expect(server.sent.change.map(({ auth, request }) => [auth, request.currentPassword])).toEqual([
      ['Bearer reloaded-token', 'not-what-was-printed'],
      ['Bearer reloaded-token', PRINTED],
    ]);
    expect(server.sent.list).toEqual(['Bearer reloaded-token', 'Bearer own-token']);
  });

  it('sends a moderator who opens a case before choosing to the form too', async () => {
    localStorage.setItem('moderatorToken', 'reloaded-token');
    const server = firstSignInServer();
    const { router } = renderApp('/moderation/cases/r1', server.services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation/choose-password');
    expect(server.sent.take).toEqual(['r1']);
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it("shows other failures in the console's alert box", async () => {
    localStorage.setItem('moderatorToken', 'reloaded-token');
    renderApp('/moderation/choose-password', ({ service }) => {
      service(AuthService, {
        changePassword: () => {
          throw new ConnectError('too many tries', Code.ResourceExhausted);
        },
      });
    });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Current password'), PRINTED);
    await fill(user, screen.getByLabelText('New password'), OWN);
    await fill(user, screen.getByLabelText('Repeat the new password'), OWN);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Please wait a few minutes and try again.');
    expect(localStorage.getItem('moderatorToken')).toBe('reloaded-token');
  });
});
