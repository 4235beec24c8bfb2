import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import {
  AuthService,
  ParentSignInResponseSchema,
  ParentSignUpResponseSchema,
  type ParentSignInRequest,
  type ParentSignUpRequest,
} from '@/gen/ndoto/v1/auth_service_pb';
import { ListChildrenResponseSchema, ParentService } from '@/gen/ndoto/v1/parent_service_pb';
import { fill, renderApp } from '@/testing/render-app';

async function fillForm() {
  const user = userEvent.setup();
  await fill(user, await screen.findByPlaceholderText('Enter your first name'), 'Neema');
  await fill(user, screen.getByPlaceholderText('Enter your last name'), 'Uwase');
  await fill(user, screen.getByPlaceholderText('Enter your email'), 'neema@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '788123456');
  await fill(user, screen.getByPlaceholderText('Create a password'), 'kigali-hills-2026');
  // Text queries: role queries are slow on antd's large DOM.
  await user.click(screen.getByText('Create Account'));
  return user;
}

/** The error shown under a field: antd puts it in the field's Form.Item. */
function errorUnder(input: HTMLElement): string | null | undefined {
  return input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent;
}

describe('parent sign-up at /signup', () => {
  it('shows the card, heading, subtitle and fields in order with their placeholders', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Join Ndoto' })).toBeInTheDocument();
    expect(screen.getByText("Create an account to start your child's journey")).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /family|parent/i })).toHaveAttribute('loading', 'lazy');
    const inputs = [...document.querySelectorAll('form input')] as HTMLInputElement[];
    expect(inputs.map((input) => [input.name || input.id, input.type, input.placeholder])).toEqual([
      ['firstName', 'text', 'Enter your first name'],
      ['lastName', 'text', 'Enter your last name'],
      ['email', 'email', 'Enter your email'],
      ['phone', 'tel', '1 (702) 123-4567'],
      ['password', 'password', 'Create a password'],
    ]);
    // Rwanda is the default country.
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+250 ');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
  });

  it('signs the parent up, signs them in and opens the parent area', async () => {
    let sent: ParentSignUpRequest | undefined;
    let signedIn: ParentSignInRequest | undefined;
    const { router } = renderApp('/signup', ({ service }) => {
      service(AuthService, {
        parentSignUp: (request) => {
          sent = request;
          return create(ParentSignUpResponseSchema, {});
        },
        parentSignIn: (request) => {
          signedIn = request;
          return create(ParentSignInResponseSchema, {
            accessToken: 'parent-token',
            parent: { id: 'p1', firstName: 'Neema', lastName: 'Uwase', email: 'neema@example.com' },
          });
        },
      });
      service(ParentService, { listChildren: () => create(ListChildrenResponseSchema, { children: [] }) });
    });
    await fillForm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent'));
    expect(sent).toMatchObject({
      firstName: 'Neema',
      lastName: 'Uwase',
      email: 'neema@example.com',
      phone: '+250788123456',
      password: 'kigali-hills-2026',
    });
    expect(signedIn).toMatchObject({ email: 'neema@example.com', password: 'kigali-hills-2026' });
    expect(localStorage.getItem('parentToken')).toBe('parent-token');
    expect(localStorage.getItem('childToken')).toBeNull();
  });

  it('never says that an email is taken: when the new password does not sign in, it offers sign-in', async () => {
    const { router } = renderApp('/signup', ({ service }) => {
      service(AuthService, {
        parentSignUp: () => create(ParentSignUpResponseSchema, {}),
        parentSignIn: () => {
          throw new ConnectError('that name and password do not match an account', Code.Unauthenticated);
        },
      });
    });
    await fillForm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/signin'));
    expect(
      await screen.findByText(/If this email address already had an account, sign in with its password/),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('neema@example.com');
    expect(screen.queryByText(/already exists|taken/i)).toBeNull();
    expect(localStorage.getItem('parentToken')).toBeNull();
  });

  it("shows the server's field errors next to their fields", async () => {
    renderApp('/signup', ({ service }) => {
      service(AuthService, {
        parentSignUp: () => {
          throw new ConnectError(
            'phone must be a valid phone number with its country code, such as +250 788 123 456',
            Code.InvalidArgument,
            undefined,
            [
              {
                desc: BadRequestSchema,
                value: {
                  fieldViolations: [
                    {
                      field: 'phone',
                      description: 'phone must be a valid phone number with its country code, such as +250 788 123 456',
                    },
                  ],
                },
              },
            ],
          );
        },
      });
    });
    await fillForm();
    const phone = screen.getByLabelText('Phone Number');
    await waitFor(() => expect(errorUnder(phone)).toMatch(/^Phone must be a valid phone number/));
    expect(errorUnder(screen.getByPlaceholderText('Enter your email'))).toBeFalsy();
    expect(document.querySelector('.parent-card-banner')).toBeNull();
  });

  it('puts a too-common password under the password field, from the message when there is no detail', async () => {
    renderApp('/signup', ({ service }) => {
      service(AuthService, {
        parentSignUp: () => {
          throw new ConnectError('password is one of the most common passwords; choose another', Code.InvalidArgument);
        },
      });
    });
    await fillForm();
    const password = screen.getByPlaceholderText('Create a password');
    await waitFor(() => expect(errorUnder(password)).toBe('Password is one of the most common passwords; choose another'));
  });

  it('shows other failures in a banner', async () => {
    renderApp('/signup', ({ service }) => {
      service(AuthService, {
        parentSignUp: () => {
          throw new ConnectError('down', Code.Unavailable);
        },
      });
    });
    await fillForm();
    expect(await screen.findByText(/We could not reach Ndoto/)).toBeInTheDocument();
  });

  it('checks the form before calling the server', async () => {
    let called = false;
    renderApp('/signup', ({ service }) => {
      service(AuthService, {
        parentSignUp: () => {
          called = true;
          return create(ParentSignUpResponseSchema, {});
        },
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the first name')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Create a password'), 'short');
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(called).toBe(false);
  });
});
