import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import {
  AuthService,
  ChangePasswordResponseSchema,
  type ChangePasswordRequest,
} from '@/gen/ndoto/v1/auth_service_pb';
import { GetParentResponseSchema, ListChildrenResponseSchema, ParentService } from '@/gen/ndoto/v1/parent_service_pb';
import { fill, renderApp } from '@/testing/render-app';

function refusal(field: string, description: string): ConnectError {
  return new ConnectError(description, Code.InvalidArgument, undefined, [
    { desc: BadRequestSchema, value: { fieldViolations: [{ field, description }] } },
  ]);
}

describe('change password', () => {
  it("changes a child's password from /my-profile and keeps the new token", async () => {
    localStorage.setItem('childToken', 'token-amani');
    localStorage.setItem('childAge', '7');
    const seen: { token: string | null; request: ChangePasswordRequest }[] = [];
    renderApp('/my-profile', ({ service }) => {
      service(AuthService, {
        changePassword: (request, context) => {
          seen.push({ token: context.requestHeader.get('Authorization'), request });
          if (request.currentPassword !== 'giraffe lemon kite') {
            throw refusal('currentPassword', 'currentPassword is not your current password');
          }
          return create(ChangePasswordResponseSchema, { accessToken: 'token-new' });
        },
      });
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Current password'), 'wrong guess');
    await fill(user, screen.getByLabelText('New password'), 'sunflower river 42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('CurrentPassword is not your current password')).toBeInTheDocument();
    expect(localStorage.getItem('childToken')).toBe('token-amani');

    await user.clear(screen.getByLabelText('Current password'));
    await fill(user, screen.getByLabelText('Current password'), 'giraffe lemon kite');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
    expect(localStorage.getItem('childToken')).toBe('token-new');
    expect(seen.map((call) => call.token)).toEqual(['Bearer token-amani', 'Bearer token-amani']);
    expect(seen[1]?.request.newPassword).toBe('sunflower river 42');
  });

  it("shows the server's refusal of a parent's new password under the field, on the parent's account page", async () => {
    localStorage.setItem('parentToken', 'parent-token');
    renderApp('/parent/account', ({ service }) => {
      service(ParentService, {
        getParent: () => create(GetParentResponseSchema, { parent: { firstName: 'Neema', email: 'neema@example.com' } }),
        listChildren: () => create(ListChildrenResponseSchema, { children: [] }),
      });
      service(AuthService, {
        changePassword: () => {
          throw refusal('newPassword', "newPassword must not contain your first name ('neema')");
        },
      });
    });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Current password'), 'giraffe lemon kite');
    await fill(user, screen.getByLabelText('New password'), 'neema 2026 rocks');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("NewPassword must not contain your first name ('neema')")).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('parentToken')).toBe('parent-token'));
  });
});
