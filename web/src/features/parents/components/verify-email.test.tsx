import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AuthService, ParentSchema, ParentSignInResponseSchema } from '@/gen/ndoto/v1/auth_service_pb';
import {
  GetParentResponseSchema,
  ListChildrenResponseSchema,
  ParentService,
  SendVerificationEmailResponseSchema,
  VerifyEmailResponseSchema,
  type VerifyEmailRequest,
} from '@/gen/ndoto/v1/parent_service_pb';
import { fill, renderApp } from '@/testing/render-app';

const unverified = create(ParentSchema, { id: 'p1', firstName: 'Neema', email: 'neema@example.com' });
const verified = create(ParentSchema, { ...unverified, emailVerified: true });

/** The app at `path` with a ParentService whose VerifyEmail answers `answer`, recording each call. */
function renderVerify(path: string, answer: (request: VerifyEmailRequest) => void = () => {}, options = {}) {
  const calls: { token: string; auth: string | null }[] = [];
  let sends = 0;
  const view = renderApp(
    path,
    ({ service }) => {
      service(ParentService, {
        verifyEmail: (request, context) => {
          calls.push({ token: request.token, auth: context.requestHeader.get('Authorization') });
          answer(request);
          return create(VerifyEmailResponseSchema, { parent: verified });
        },
        // Read only if the cache lost the account VerifyEmail answered: the banner would then show.
        getParent: () => create(GetParentResponseSchema, { parent: unverified }),
        listChildren: () => create(ListChildrenResponseSchema, { children: [] }),
        sendVerificationEmail: () => {
          sends += 1;
          return create(SendVerificationEmailResponseSchema, { email: 'neema@example.com' });
        },
      });
      service(AuthService, {
        parentSignIn: () => create(ParentSignInResponseSchema, { accessToken: 'parent-token' }),
        signOut: () => ({}),
      });
    },
    options,
  );
  return { ...view, calls, sends: () => sends };
}

describe('verify-email page', () => {
  describe('signed in', () => {
    beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

    it("verifies the link's token once, even with StrictMode's second run of effects, and leads to the parent area", async () => {
      const { router, calls } = renderVerify('/parent/verify-email?token=tok-1', undefined, { strictMode: true });
      expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeInTheDocument();
      expect(calls).toEqual([{ token: 'tok-1', auth: 'Bearer parent-token' }]);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the parent area' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/parent'));
      // The account VerifyEmail answered is the one shown: the form, and no banner.
      expect(await screen.findByRole('button', { name: 'Add Child' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Verify your email address to add a child' })).not.toBeInTheDocument();
      expect(calls).toHaveLength(1);
    });

    it("shows the server's words for an expired link, and sends a new one", async () => {
      const { sends } = renderVerify('/parent/verify-email?token=old', () => {
        throw new ConnectError('this link has expired; send a new one', Code.FailedPrecondition);
      });
      expect(await screen.findByText('This link has expired; send a new one')).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Sent to neema@example.com.');
      expect(sends()).toBe(1);
    });

    it("says a link of another account is not this one's, and signs out to sign in with the right address", async () => {
      const { router } = renderVerify('/parent/verify-email?token=theirs', () => {
        throw new ConnectError('no such verification link', Code.NotFound);
      });
      expect(await screen.findByText('This link is not for the account you are signed in with.')).toBeInTheDocument();
      expect(screen.getByText(/sign in with the email address that received the link/)).toBeInTheDocument();
      expect(screen.queryByText('No such verification link')).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out and sign in again' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/parent/signin'));
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/parent/verify-email?token=theirs')}`);
      expect(localStorage.getItem('parentToken')).toBeNull();
    });

    it('says plainly that a link without a token is not complete, and calls nothing', async () => {
      const { calls } = renderVerify('/parent/verify-email');
      expect(await screen.findByText('This link is not complete')).toBeInTheDocument();
      expect(screen.getByText(/Open the link in the email again/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go to the parent area' })).toBeInTheDocument();
      expect(calls).toEqual([]);
    });

    it('offers to try again when the server could not be reached', async () => {
      let fail = true;
      const { calls } = renderVerify('/parent/verify-email?token=tok-2', () => {
        if (fail) throw new ConnectError('down', Code.Unavailable);
      });
      expect(await screen.findByText('We could not reach Ndoto. Check your connection and try again.')).toBeInTheDocument();
      fail = false;
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
      expect(calls.map((call) => call.token)).toEqual(['tok-2', 'tok-2']);
    });
  });

  it('sends a signed-out parent to sign in, then back to this very link, which it then verifies', async () => {
    const { router, calls } = renderVerify('/parent/verify-email?token=tok-3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/signin'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/parent/verify-email?token=tok-3')}`);
    expect(calls).toEqual([]);
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Email Address'), 'neema@example.com');
    await fill(user, screen.getByLabelText('Password'), 'kigali-hills-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parent/verify-email');
    expect(router.state.location.search).toBe('?token=tok-3');
    expect(calls).toEqual([{ token: 'tok-3', auth: 'Bearer parent-token' }]);
  });
});
