import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CONSENT_NOTICE_VERSION } from '@/config/constants';
import { AuthService, ParentSchema, type Parent } from '@/gen/ndoto/v1/auth_service_pb';
import {
  ChildSchema,
  CreateChildResponseSchema,
  EarnedBadgeSchema,
  GetChildProgressResponseSchema,
  GetParentResponseSchema,
  ListChildrenResponseSchema,
  ListConsentRequestsResponseSchema,
  ListSafetyEventsResponseSchema,
  ParentService,
  SendVerificationEmailResponseSchema,
  type Child,
  type CreateChildRequest,
} from '@/gen/ndoto/v1/parent_service_pb';
import { ConsentRequestKind, ConsentRequestStatus } from '@/gen/ndoto/v1/consent_pb';
import { fill, renderApp } from '@/testing/render-app';

/** A parent who verified their address and agreed to the current notice: they can add children. */
const verified = create(ParentSchema, {
  id: 'p1',
  firstName: 'Neema',
  email: 'neema@example.com',
  emailVerified: true,
  consentNoticeVersion: CONSENT_NOTICE_VERSION,
});
const unverified = create(ParentSchema, { ...verified, emailVerified: false, consentNoticeVersion: '' });
const getParent = (parent: Parent) => () => create(GetParentResponseSchema, { parent });

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
        getParent: getParent(verified),
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
        getParent: getParent(verified),
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
        getParent: getParent(verified),
        listChildren: () => create(ListChildrenResponseSchema, { children: [{ ...amani, newSafetyEvents: 2 }, baraka] }),
        listSafetyEvents: () => create(ListSafetyEventsResponseSchema, {}),
      });
    });
    const link = await screen.findByRole('link', { name: '2 new safety events for Amani' });
    expect(link).toHaveTextContent('2 new safety events');
    expect(link.closest('li')).toHaveTextContent('Amani Okafor');
    expect(screen.getByText('Baraka Okafor')).toBeInTheDocument();
    // The card's link, and the header's count.
    expect(screen.queryAllByRole('link', { name: /safety event/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /^Safety\W+2 new safety events$/ })).toHaveAttribute('href', '/parent/children/c1?tab=safety');
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/children/c1'));
    expect(router.state.location.search).toBe('?tab=safety');
    expect(await screen.findByRole('tab', { name: 'Safety, 2 new' })).toHaveAttribute('aria-selected', 'true');
  });

  it('counts the requests that wait on the child card and in the header, and lists them in a notice with their age', async () => {
    const baraka = create(ChildSchema, { id: 'c2', firstName: 'Baraka', lastName: 'Okafor', age: 12, signInName: 'Baraka' });
    const twoHoursAgo = timestampFromDate(new Date(Date.now() - 2 * 60 * 60 * 1000 - 60_000));
    const { router } = renderApp('/parent', ({ service }) => {
      service(ParentService, {
        getParent: getParent(verified),
        listChildren: () => create(ListChildrenResponseSchema, { children: [{ ...amani, pendingConsentRequests: 2 }, baraka] }),
        listConsentRequests: (request) => {
          expect(request.childId).toBe('');
          const asked = (id: string, title: string, status: ConsentRequestStatus) => ({
            id,
            kind: ConsentRequestKind.EXCURSION,
            title,
            eventDate: '2030-03-01',
            slot: '10:00 AM',
            status,
            createdAt: twoHoursAgo,
            childId: 'c1',
            childFirstName: 'Amani',
          });
          return create(ListConsentRequestsResponseSchema, {
            requests: [
              asked('r1', 'Robotics Lab Adventure', ConsentRequestStatus.PENDING),
              asked('r2', 'Art Studio Visit', ConsentRequestStatus.PENDING),
              asked('r3', 'Science Lab Explorer', ConsentRequestStatus.APPROVED),
            ],
          });
        },
      });
    });
    const link = await screen.findByRole('link', { name: '2 requests wait for your answer: Amani' });
    expect(link.closest('li')).toHaveTextContent('Amani Okafor');
    expect(screen.getAllByRole('link', { name: /requests? waits? for your answer/ })).toHaveLength(2);
    const header = screen.getByRole('link', { name: /^Requests\W+2 requests wait for your answer$/ });
    expect(header).toHaveAttribute('href', '/parent/children/c1?tab=requests');
    // The notice: the pending ones only, each with when the child asked.
    const notice = (await screen.findByText(/asks to join the excursion Robotics Lab Adventure/)).closest('ul') as HTMLElement;
    expect(notice.querySelectorAll('li')).toHaveLength(2);
    expect(notice).toHaveTextContent('asked 2 hours ago');
    expect(notice).not.toHaveTextContent('Science Lab Explorer');
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=requests'));
    expect(await screen.findByRole('tab', { name: 'Requests, 2 waiting' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says 1 new safety event in the singular', async () => {
    renderApp('/parent', ({ service }) => {
      service(ParentService, {
        getParent: getParent(verified),
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
        getParent: getParent(verified),
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
    await fill(user, screen.getByPlaceholderText('A password for your child'), 'lions-and-zebras');
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
        getParent: getParent(verified),
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
    await fill(user, screen.getByPlaceholderText('A password for your child'), 'lions-and-zebras');
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
        getParent: getParent(verified),
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
      service(ParentService, { getParent: getParent(verified), listChildren: () => create(ListChildrenResponseSchema, { children: [amani] }) });
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

  describe('until the email address is verified', () => {
    it('shows a banner above the children, and explains in place of the form that adding a child waits for it', async () => {
      renderApp('/parent', ({ service }) => {
        service(ParentService, {
          getParent: getParent(unverified),
          listChildren: () => create(ListChildrenResponseSchema, { children: [] }),
        });
      });
      const banner = await screen.findByRole('region', { name: 'Verify your email address to add a child' });
      expect(banner).toHaveTextContent(
        'We sent a link to neema@example.com. Open it on this device or any other; it works for 24 hours.',
      );
      expect(screen.getByRole('heading', { name: 'Verify your email address to add a child' })).toBeInTheDocument();
      expect(screen.getByText(/You can add a child once your email address is verified/)).toBeInTheDocument();
      expect(screen.getByText('No children yet. Once your email address is verified, add your first child below.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Child' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText("Child's First Name")).not.toBeInTheDocument();
      // The banner comes before the children.
      const heading = screen.getByRole('heading', { name: 'Your children' });
      expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('sends the email again and says where it went', async () => {
      let sends = 0;
      renderApp('/parent', ({ service }) => {
        service(ParentService, {
          getParent: getParent(unverified),
          listChildren: () => create(ListChildrenResponseSchema, { children: [amani] }),
          sendVerificationEmail: () => {
            sends += 1;
            return create(SendVerificationEmailResponseSchema, { email: 'neema@example.com' });
          },
        });
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the email again' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Sent to neema@example.com.');
      expect(sends).toBe(1);
    });

    it('says how long to wait when the parent asked too often', async () => {
      renderApp('/parent', ({ service }) => {
        service(ParentService, {
          getParent: getParent(unverified),
          listChildren: () => create(ListChildrenResponseSchema, { children: [] }),
          sendVerificationEmail: () => {
            throw new ConnectError('you have asked for many emails this hour; please try again in 40 minutes', Code.ResourceExhausted);
          },
        });
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the email again' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You have asked for many emails this hour; please try again in 40 minutes',
      );
      expect(screen.queryByText(/^Sent to/)).not.toBeInTheDocument();
    });

    it('drops the banner and shows the form once the server says the address is verified already', async () => {
      let parent = unverified;
      renderApp('/parent', ({ service }) => {
        service(ParentService, {
          getParent: () => create(GetParentResponseSchema, { parent }),
          listChildren: () => create(ListChildrenResponseSchema, { children: [] }),
          sendVerificationEmail: () => {
            // Verified meanwhile, on another device.
            parent = verified;
            throw new ConnectError('your email address is verified already', Code.FailedPrecondition);
          },
        });
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the email again' }));
      expect(await screen.findByRole('button', { name: 'Add Child' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Verify your email address to add a child' })).not.toBeInTheDocument();
    });
  });

  it('shows no banner to a verified parent', async () => {
    renderApp('/parent', ({ service }) => {
      service(ParentService, {
        getParent: getParent(verified),
        listChildren: () => create(ListChildrenResponseSchema, { children: [amani] }),
      });
    });
    expect(await screen.findByRole('button', { name: 'Add Child' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your email address to add a child' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the email again' })).not.toBeInTheDocument();
  });
});
