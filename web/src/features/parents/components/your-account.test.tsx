import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError, type ConnectRouter, type ServiceImpl } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import { AuthService, ParentSchema } from '@/gen/ndoto/v1/auth_service_pb';
import {
  ChildSchema,
  DeleteParentAccountResponseSchema,
  ExportedTableSchema,
  ExportParentDataResponseSchema,
  GetParentResponseSchema,
  ListChildrenResponseSchema,
  ParentService,
  UpdateParentResponseSchema,
} from '@/gen/ndoto/v1/parent_service_pb';
import { parentExportFileName } from '@/features/parents/components/your-account';
import { fill, renderApp } from '@/testing/render-app';

const neema = create(ParentSchema, {
  id: 'p1',
  firstName: 'Neema',
  lastName: 'Okafor',
  email: 'neema@example.com',
  phone: '+250788123456',
  emailVerified: true,
  consentNoticeVersion: '2026-11-26',
});
const children = [
  create(ChildSchema, { id: 'c1', firstName: 'Amani', lastName: 'Okafor', age: 10, signInName: 'Amani' }),
  create(ChildSchema, { id: 'c2', firstName: 'Baraka', lastName: 'Okafor', age: 12, signInName: 'Baraka' }),
];
const export_ = create(ExportParentDataResponseSchema, {
  exportedAt: timestampFromDate(new Date('2026-11-23T07:00:00Z')),
  parent: neema,
  tables: [
    create(ExportedTableSchema, {
      name: 'parental_consents',
      description: 'The notices the parent agreed to, and when.',
      rows: [{ notice_version: '2026-11-26', agreed_at: '2026-11-01T10:00:00Z' }],
    }),
    create(ExportedTableSchema, { name: 'email_verifications', description: 'Verification emails sent.', rows: [] }),
  ],
});

/** A blob's text (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The account page's server: the parent, their children, and `more` of ParentService's calls. */
function accountServer(more: Partial<ServiceImpl<typeof ParentService>> = {}) {
  return ({ service }: ConnectRouter) => {
    service(ParentService, {
      getParent: () => create(GetParentResponseSchema, { parent: neema }),
      listChildren: () => create(ListChildrenResponseSchema, { children }),
      ...more,
    });
  };
}

describe("the parent's own account", () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  it('is linked from the header of the parent area, with the password form and the data', async () => {
    const { router } = renderApp('/parent', accountServer());
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Your account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText('Signed in as Neema Okafor (neema@example.com)')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Change your password',
      'Your language',
      'Your data',
      'Delete your account',
    ]);
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Read or print your data' })).toHaveAttribute('href', '/parent/account/data');
  });

  it('downloads the data as a JSON file named after the parent', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderApp('/parent/account', accountServer({ exportParentData: () => export_ }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^neema-okafor-ndoto-account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const document_ = JSON.parse(await blobText(blobs[0] as Blob)) as {
      parent: { _id: string; email: string };
      tables: { name: string; rows: unknown[] }[];
    };
    expect(document_.parent).toMatchObject({ _id: 'p1', email: 'neema@example.com' });
    expect(document_.tables.map((table) => table.name)).toEqual(['parental_consents', 'email_verifications']);
    expect(document_.tables[1]).toEqual({ name: 'email_verifications', description: 'Verification emails sent.', rows: [] });
    expect(await screen.findByText('Your data is downloaded.')).toBeInTheDocument();
    click.mockRestore();
  });

  it('shows the data as a page to read or print', async () => {
    renderApp('/parent/account/data', accountServer({ exportParentData: () => export_ }));
    expect(await screen.findByRole('heading', { level: 1, name: "Neema Okafor's account data" })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'The account' });
    expect(within(account).getByText('Email address').nextSibling).toHaveTextContent('neema@example.com');
    expect(within(account).getByText('Email address verified').nextSibling).toHaveTextContent('Yes');
    const consents = screen.getByRole('region', { name: 'The notices the parent agreed to, and when' });
    expect(within(consents).getByText('Notice version').nextSibling).toHaveTextContent(/2026/);
    expect(within(consents).getByText('Agreed at').nextSibling).not.toHaveTextContent('2026-11-01T10:00:00Z');
    const emails = screen.getByRole('region', { name: 'Verification emails sent' });
    expect(within(emails).getByText('Nothing of this kind is kept.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute('href', '/parent/account');
  });

  it("changes the parent's own language: saved, then the parent area speaks it at once", async () => {
    const sent: string[] = [];
    renderApp(
      '/parent/account',
      accountServer({
        updateParent: (request) => {
          sent.push(request.language ?? '');
          return create(UpdateParentResponseSchema, { parent: { ...neema, language: request.language ?? '' } });
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Your language' }));
    await user.click(await screen.findByText('Français', { selector: '.ant-select-item-option-content span' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre compte' })).toBeInTheDocument();
    expect(sent).toEqual(['fr']);
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('deletes the account with the password typed again, then signs out and says so', async () => {
    const sent: string[] = [];
    const { router } = renderApp(
      '/parent/account',
      accountServer({
        deleteParentAccount: (request) => {
          sent.push(request.password);
          return create(DeleteParentAccountResponseSchema, {});
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete your account and your children's accounts?" });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await waitFor(() => expect(dialog).toHaveTextContent("your 2 children's accounts (Amani Okafor, Baraka Okafor)"));
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Your password'), 'giraffe lemon kite');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/signin'));
    expect(sent).toEqual(['giraffe lemon kite']);
    expect(localStorage.getItem('parentToken')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Parent sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your account is deleted.Your children's accounts and everything Ndoto kept about you and them are deleted too.",
    );
    // Signed out: the sign-in page stays (it would go to the parent area with a session).
    expect(router.state.location.pathname).toBe('/parent/signin');
  });

  it("keeps the dialog open with the field emptied and shows the server's words for a wrong password", async () => {
    const sent: string[] = [];
    const { router } = renderApp(
      '/parent/account',
      accountServer({
        deleteParentAccount: (request) => {
          sent.push(request.password);
          const description = 'password is not your current password; nothing was deleted';
          throw new ConnectError(description, Code.InvalidArgument, undefined, [
            { desc: BadRequestSchema, value: { fieldViolations: [{ field: 'password', description }] } },
          ]);
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByLabelText('Your password');
    await fill(user, password, 'wrong guess');
    await user.keyboard('{Enter}');

    const problem = await within(dialog).findByText('Password is not your current password; nothing was deleted');
    expect(problem.closest('[role="alert"]')).not.toBeNull();
    expect(sent).toEqual(['wrong guess']);
    expect(password).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(localStorage.getItem('parentToken')).toBe('parent-token');
    expect(router.state.location.pathname).toBe('/parent/account');
  });

  it('shows the wait when too many tries were made', async () => {
    renderApp(
      '/parent/account',
      accountServer({
        deleteParentAccount: () => {
          throw new ConnectError('too many tries; please try again in 14 minutes', Code.ResourceExhausted);
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Your password'), 'giraffe lemon kite');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Too many tries; please try again in 14 minutes')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('');
  });

  it('signs the parent out from the header as before', async () => {
    const { router } = renderApp('/parent/account', (server) => {
      accountServer()(server);
      server.service(AuthService, { signOut: () => ({}) });
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/signin'));
    expect(screen.queryByText('Your account is deleted.')).not.toBeInTheDocument();
  });
});

describe('the download file name', () => {
  it("is the parent's name and the day, in safe characters", () => {
    const day = new Date('2026-11-23T12:00:00Z');
    expect(parentExportFileName(create(ParentSchema, { firstName: 'Zoë', lastName: "O'Neil" }), day)).toBe(
      'zoe-oneil-ndoto-account-data-2026-11-23.json',
    );
    expect(parentExportFileName(undefined, day)).toBe('parent-ndoto-account-data-2026-11-23.json');
  });
});
