import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AuthService } from '@/gen/ndoto/v1/auth_service_pb';
import {
  ChildSchema,
  CreateChildResponseSchema,
  EarnedBadgeSchema,
  GetChildProgressResponseSchema,
  ListChildrenResponseSchema,
  ListSafetyEventsResponseSchema,
  ParentService,
  type Child,
  type CreateChildRequest,
} from '@/gen/ndoto/v1/parent_service_pb';
import { fill, renderApp } from '@/testing/render-app';

const amani = create(ChildSchema, {
  id: 'c1',
  firstName: 'Amani',
  lastName: 'Okafor',
  birthDate: '2019-03-02',
  age: 7,
  signInName: 'Amani',
});

function tenYearsAgo(): string {
  const date = new Date();
  return `${date.getFullYear() - 10}-01-15`;
}

describe('parent area', () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  it("lists the parent's children with their sign-in names and how they sign in", async () => {
    let auth: string | null = null;
    renderApp('/parent', ({ service }) => {
      service(ParentService, {
        listChildren: (_request, context) => {
          auth = context.requestHeader.get('Authorization');
          return create(ListChildrenResponseSchema, { children: [amani] });
        },
      });
    });
    expect(await screen.findByText('Amani Okafor')).toBeInTheDocument();
    expect(screen.getByText(/7 years old/)).toBeInTheDocument();
    expect(document.querySelector('.child-how-to')).toHaveTextContent('Amani types Amani in the First Name box');
    expect(auth).toBe('Bearer parent-token');
  });

  it('shows an overview per child (stars, badges, last sign-in) linking to their page', async () => {
    const { router } = renderApp('/parent', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [amani] }),
        getChildProgress: (request) =>
          create(GetChildProgressResponseSchema, {
            child: amani,
            totalStars: 35,
            badges: [create(EarnedBadgeSchema, { name: 'First Steps' })],
            signIns: request.childId === 'c1' ? [timestampFromDate(new Date('2026-11-20T09:30:00Z'))] : [],
          }),
      });
    });
    expect(await screen.findByText('35 stars')).toBeInTheDocument();
    expect(screen.getByText('1 badge')).toBeInTheDocument();
    expect(screen.getByText(/^Last signed in /)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Progress, data and settings for Amani' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/children/c1'));
  });

  it('shows a link to the Safety tab on the card of a child with new safety events, and nothing for the others', async () => {
    const baraka = create(ChildSchema, { id: 'c2', firstName: 'Baraka', lastName: 'Okafor', age: 12, signInName: 'Baraka', newSafetyEvents: 0 });
    const { router } = renderApp('/parent', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [{ ...amani, newSafetyEvents: 2 }, baraka] }),
        listSafetyEvents: () => create(ListSafetyEventsResponseSchema, {}),
      });
    });
    const link = await screen.findByRole('link', { name: '2 new safety events for Amani' });
    expect(link).toHaveTextContent('2 new safety events');
    expect(link.closest('li')).toHaveTextContent('Amani Okafor');
    expect(screen.getByText('Baraka Okafor')).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /safety event/ })).toHaveLength(1);
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/children/c1'));
    expect(router.state.location.search).toBe('?tab=safety');
    expect(await screen.findByRole('tab', { name: 'Safety, 2 new' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says 1 new safety event in the singular', async () => {
    renderApp('/parent', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [{ ...amani, newSafetyEvents: 1 }] }),
      });
    });
    expect(await screen.findByRole('link', { name: '1 new safety event for Amani' })).toHaveTextContent(/^1 new safety event$/);
  });

  it('adds a child with the sign-in name suggested from the first name, then lists them', async () => {
    const children: Child[] = [];
    let sent: CreateChildRequest | undefined;
    renderApp('/parent', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children }),
        createChild: (request) => {
          sent = request;
          const child = create(ChildSchema, {
            id: 'c2',
            firstName: request.firstName,
            lastName: request.lastName,
            birthDate: request.birthDate,
            age: 10,
            signInName: request.signInName,
          });
          children.push(child);
          return create(CreateChildResponseSchema, { child });
        },
      });
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No children yet. Add your first child below.')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText("Enter your child's first name"), "Ba'raka");
    expect(screen.getByLabelText('Sign-in Name')).toHaveValue('Baraka');
    await fill(user, screen.getByPlaceholderText("Enter your child's last name"), 'Mwangi');
    await fill(user, screen.getByLabelText('Birth Date'), tenYearsAgo());
    await fill(user, screen.getByPlaceholderText('Create a password for your child'), 'lions-and-zebras');
    await user.click(screen.getByRole('button', { name: 'Add Child' }));

    expect(await screen.findByText("Ba'raka can sign in now!")).toBeInTheDocument();
    expect(sent).toMatchObject({
      firstName: "Ba'raka",
      lastName: 'Mwangi',
      birthDate: tenYearsAgo(),
      signInName: 'Baraka',
      password: 'lions-and-zebras',
    });
    // The list was fetched again and shows the new child.
    expect(await screen.findByText("Ba'raka Mwangi")).toBeInTheDocument();
  });

  it('keeps a sign-in name the parent typed, and shows a taken name under its field', async () => {
    let sent: CreateChildRequest | undefined;
    renderApp('/parent', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [] }),
        createChild: (request) => {
          sent = request;
          throw new ConnectError(
            "the sign-in name 'Zed' is already taken; free names you could use: Zed.M, Zed2",
            Code.AlreadyExists,
          );
        },
      });
    });
    const user = userEvent.setup();
    const signInName = await screen.findByLabelText('Sign-in Name');
    await fill(user, signInName, 'Zed');
    await user.type(screen.getByPlaceholderText("Enter your child's first name"), 'Zawadi');
    expect(signInName).toHaveValue('Zed');
    await fill(user, screen.getByPlaceholderText("Enter your child's last name"), 'Mwangi');
    await fill(user, screen.getByLabelText('Birth Date'), tenYearsAgo());
    await fill(user, screen.getByPlaceholderText('Create a password for your child'), 'lions-and-zebras');
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    await waitFor(() =>
      expect(signInName.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')).toHaveTextContent(
        "The sign-in name 'Zed' is already taken; free names you could use: Zed.M, Zed2",
      ),
    );
    expect(sent?.signInName).toBe('Zed');
  });

  it('refuses birth dates outside 6 to 18 years before calling the server', async () => {
    let called = false;
    renderApp('/parent', ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [] }),
        createChild: () => {
          called = true;
          return create(CreateChildResponseSchema, {});
        },
      });
    });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Birth Date'), `${new Date().getFullYear() - 3}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText(/Ndoto is for children aged 6 to 18; please check the date/)).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it("signs the parent out on the server with the parent's token, then in this browser", async () => {
    const seen: (string | null)[] = [];
    const { router } = renderApp('/parent', ({ service }) => {
      service(ParentService, { listChildren: () => create(ListChildrenResponseSchema, { children: [amani] }) });
      service(AuthService, {
        signOut: (_, context) => {
          seen.push(context.requestHeader.get('Authorization'));
          throw new ConnectError('unreachable', Code.Unavailable);
        },
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/signin'));
    expect(seen).toEqual(['Bearer parent-token']);
    expect(localStorage.getItem('parentToken')).toBeNull();
  });
});
