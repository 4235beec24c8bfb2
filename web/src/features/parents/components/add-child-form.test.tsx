import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CONSENT_NOTICE_VERSION } from '@/config/constants';
import { ParentSchema, type Parent } from '@/gen/ndoto/v1/auth_service_pb';
import {
  ChildSchema,
  CreateChildResponseSchema,
  GetParentResponseSchema,
  ListChildrenResponseSchema,
  ParentService,
  type Child,
  type CreateChildRequest,
} from '@/gen/ndoto/v1/parent_service_pb';
import { fill, renderApp } from '@/testing/render-app';

function tenYearsAgo(): string {
  return `${new Date().getFullYear() - 10}-01-15`;
}

/**
 * The parent area for a verified parent who agreed to the notice `agreed` ('' for none), with a
 * ParentService that records the agreement CreateChild carries, as the server does.
 */
function renderHome(agreed: string, refuse?: (request: CreateChildRequest, parent: Parent) => ConnectError | null) {
  const parent = create(ParentSchema, { id: 'p1', email: 'neema@example.com', emailVerified: true, consentNoticeVersion: agreed });
  const children: Child[] = [];
  const sent: CreateChildRequest[] = [];
  let parentReads = 0;
  renderApp('/parent', ({ service }) => {
    service(ParentService, {
      getParent: () => {
        parentReads += 1;
        return create(GetParentResponseSchema, { parent });
      },
      listChildren: () => create(ListChildrenResponseSchema, { children }),
      createChild: (request) => {
        sent.push(request);
        const refusal = refuse?.(request, parent);
        if (refusal) throw refusal;
        if (request.consentNoticeVersion !== '') parent.consentNoticeVersion = request.consentNoticeVersion;
        const child = create(ChildSchema, { id: `c${children.length + 1}`, firstName: request.firstName, lastName: request.lastName, age: 10, signInName: request.signInName });
        children.push(child);
        return create(CreateChildResponseSchema, { child });
      },
    });
  });
  return { sent, parentReads: () => parentReads };
}

async function fillChild(user: ReturnType<typeof userEvent.setup>, firstName: string) {
  await user.type(await screen.findByPlaceholderText("Enter your child's first name"), firstName);
  await fill(user, screen.getByPlaceholderText("Enter your child's last name"), 'Mwangi');
  await fill(user, screen.getByLabelText('Birth Date'), tenYearsAgo());
  await fill(user, screen.getByPlaceholderText('A password for your child'), 'lions-and-zebras');
}

const consentBox = (name: RegExp = /parent or guardian/) => screen.queryByRole('checkbox', { name });

describe('add-child form: consent to the data notice', () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  it.each(['', '2025-01-01'])('asks a parent whose agreed notice is %j to tick a box naming the child, with a link to the notice', async (agreed) => {
    renderHome(agreed);
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: /I am this child's parent or guardian/ })).not.toBeChecked();
    await user.type(screen.getByPlaceholderText("Enter your child's first name"), 'Baraka');
    const box = consentBox(
      /^I am Baraka's parent or guardian, and I agree that Ndoto keeps what it needs to run my child's account, as listed in What Ndoto keeps/,
    );
    expect(box).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'What Ndoto keeps (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/parent/data-notice');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('refuses to add the child until the box is ticked, with the reason under it', async () => {
    const { sent } = renderHome('');
    const user = userEvent.setup();
    await fillChild(user, 'Baraka');
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText('Tick the box to agree before adding your child.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("sends the notice's version with the child once ticked, then no longer asks", async () => {
    const { sent, parentReads } = renderHome('');
    const user = userEvent.setup();
    await fillChild(user, 'Baraka');
    await user.click(consentBox() as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText('Baraka can sign in now!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.consentNoticeVersion).toBe(CONSENT_NOTICE_VERSION);
    // The account was fetched again: the server recorded the agreement, so the box is gone.
    await waitFor(() => expect(parentReads()).toBe(2));
    await waitFor(() => expect(consentBox()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Child' })).toBeInTheDocument();
  });

  it('shows no box to a parent who agreed to the current notice, and claims no agreement', async () => {
    const { sent } = renderHome(CONSENT_NOTICE_VERSION);
    const user = userEvent.setup();
    await fillChild(user, 'Baraka');
    expect(consentBox()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText('Baraka can sign in now!')).toBeInTheDocument();
    expect(sent[0]?.consentNoticeVersion).toBe('');
  });

  it('shows the box when the server wants an agreement the page did not know was missing', async () => {
    const { parentReads } = renderHome(CONSENT_NOTICE_VERSION, (request, parent) => {
      if (request.consentNoticeVersion !== CONSENT_NOTICE_VERSION) {
        // The agreement on record is gone (or older than this page knew).
        parent.consentNoticeVersion = '';
        return new ConnectError('consentNoticeVersion must be the version of the current notice', Code.InvalidArgument);
      }
      return null;
    });
    const user = userEvent.setup();
    await fillChild(user, 'Baraka');
    expect(consentBox()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ndoto needs your agreement to What Ndoto keeps before adding your child. Tick the box below; if there is none, reload this page.',
    );
    await waitFor(() => expect(parentReads()).toBe(2));
    expect(await screen.findByRole('checkbox', { name: /I am Baraka's parent or guardian/ })).toBeInTheDocument();
  });
});

describe('add-child form: the birth date', () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  const AGES = /Ndoto is for children aged 6 to 18/;

  it('says the ages once: the hint, then only the error, which the field is described by', async () => {
    renderHome(CONSENT_NOTICE_VERSION);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Birth Date');
    expect(screen.getAllByText(AGES)).toHaveLength(1);
    expect(field).toHaveAccessibleDescription('Ndoto is for children aged 6 to 18.');

    await fill(user, field, `${new Date().getFullYear() - 3}-01-15`);
    const error = 'Ndoto is for children aged 6 to 18; please check the date';
    await waitFor(() => expect(screen.getByText(error)).toBeInTheDocument());
    expect(screen.getAllByText(AGES)).toHaveLength(1);
    expect(field).toHaveAccessibleDescription(error);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // A date in range again: the hint is back, the error gone.
    await user.clear(field);
    await fill(user, field, tenYearsAgo());
    await waitFor(() => expect(screen.queryByText(error)).not.toBeInTheDocument());
    expect(screen.getAllByText(AGES)).toHaveLength(1);
    expect(field).toHaveAccessibleDescription('Ndoto is for children aged 6 to 18.');
  });

  it("leaves the saying to the form: no browser bubble for a date outside the picker's range", async () => {
    const { sent } = renderHome(CONSENT_NOTICE_VERSION);
    const user = userEvent.setup();
    await fillChild(user, 'Baraka');
    const field = screen.getByLabelText('Birth Date');
    await user.clear(field);
    await fill(user, field, `${new Date().getFullYear() - 3}-01-15`);
    // The browser shows its bubble unless its 'invalid' event is cancelled.
    expect(fireEvent.invalid(field)).toBe(false);
    expect(field.closest('form')).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Ndoto is for children aged 6 to 18; please check the date'));
    expect(sent).toEqual([]);
  });
});
