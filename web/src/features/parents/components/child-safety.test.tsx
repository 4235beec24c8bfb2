import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ChildSafetyTab } from '@/features/parents/components/child-safety';
import { CaseCategory, Decision } from '@/gen/ndoto/v1/moderation_service_pb';
import {
  ChildSchema,
  GetChildProgressResponseSchema,
  ListChildrenResponseSchema,
  ListSafetyEventsResponseSchema,
  MarkSafetyEventsSeenResponseSchema,
  ParentService,
  SafetyEventKind,
  SafetyEventSchema,
  type Child,
  type SafetyEvent,
} from '@/gen/ndoto/v1/parent_service_pb';
import { renderApp, renderWithServices } from '@/testing/render-app';

const HOUR = 60 * 60 * 1000;

function amani(newSafetyEvents = 0): Child {
  return create(ChildSchema, { id: 'c1', firstName: 'Amani', lastName: 'Okafor', age: 10, signInName: 'Amani', newSafetyEvents });
}

/** An event `hoursAgo` hours ago, in Young Scientists, not new, not urgent unless `fields` say so. */
function event(id: string, hoursAgo: number, fields: Omit<Partial<SafetyEvent>, '$typeName' | '$unknown' | 'at'>): SafetyEvent {
  return create(SafetyEventSchema, {
    id,
    at: timestampFromDate(new Date(Date.now() - hoursAgo * HOUR)),
    communityName: 'Young Scientists',
    ...fields,
  });
}

const refused = (id: string, hoursAgo: number, category: CaseCategory, fields: Omit<Partial<SafetyEvent>, '$typeName' | '$unknown' | 'at'> = {}) =>
  event(id, hoursAgo, { kind: SafetyEventKind.POST_REFUSED, category, ...fields });
const reported = (id: string, hoursAgo: number, decision: Decision) =>
  event(id, hoursAgo, { kind: SafetyEventKind.POST_REPORTED, category: CaseCategory.REPORTED, decision, text: `My post ${id}` });

/** The Safety tab alone, with the events given; returns how often MarkSafetyEventsSeen was called. */
function renderTab(events: SafetyEvent[], child = amani()) {
  const marked: string[] = [];
  renderWithServices(<ChildSafetyTab child={child} />, ({ service }) =>
    service(ParentService, {
      listSafetyEvents: (request) => {
        expect(request.childId).toBe('c1');
        return create(ListSafetyEventsResponseSchema, { events });
      },
      markSafetyEventsSeen: (request) => {
        marked.push(request.childId);
        return create(MarkSafetyEventsSeenResponseSchema, {});
      },
      listChildren: () => create(ListChildrenResponseSchema, { children: [child] }),
    }),
  );
  return marked;
}

/** The list's items by their accessible names (each is named by its heading). */
async function itemNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Safety events' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id ?? '')?.textContent ?? '');
}

const item = (name: string | RegExp) => screen.getByRole('listitem', { name });

describe('the Safety tab', () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  it('says why each refused post was not published, in words for a parent', async () => {
    renderTab([
      refused('e1', 1, CaseCategory.PERSONAL_INFORMATION),
      refused('e2', 2, CaseCategory.GROOMING, { text: 'Keep this our secret and I will send you a gift', urgent: true }),
      refused('e3', 3, CaseCategory.SELF_HARM, { text: 'I want to hurt myself', urgent: true, decision: Decision.REMOVE }),
    ]);
    expect(await itemNames()).toEqual([
      "Amani's post in Young Scientists was not published: it shared personal information (a phone number, an address, a meeting place...)",
      "Amani's post in Young Scientists was not published: it sounded like grooming (someone asking for secrets or gifts)",
      "Amani's post in Young Scientists was not published: it said they want to hurt themselves",
    ]);
    const personal = item(/personal information/);
    expect(personal).toHaveTextContent('1 hour ago');
    expect(personal).toHaveTextContent('Other children did not see it.');
    expect(personal).toHaveTextContent('A moderator will look at it.');
  });

  it('quotes the words only of self-harm and grooming posts, never of another category', async () => {
    renderTab([
      refused('e1', 1, CaseCategory.SELF_HARM, { text: 'I want to hurt myself', urgent: true }),
      refused('e2', 2, CaseCategory.GROOMING, { text: 'Do not tell your mum, I will send you a gift' }),
      // Words the server should never send: the tab still does not show them.
      refused('e3', 3, CaseCategory.PERSONAL_INFORMATION, { text: 'Meet me at 12 Kimathi Street' }),
      event('e4', 4, { kind: SafetyEventKind.REPORT_MADE, category: CaseCategory.REPORTED, text: "Another child's words" }),
    ]);
    await screen.findByRole('list', { name: 'Safety events' });
    const selfHarm = item(/hurt themselves/);
    expect(within(selfHarm).getByText('I want to hurt myself').closest('blockquote')).not.toBeNull();
    expect(selfHarm).toHaveTextContent('What Amani wrote:');
    expect(within(item(/grooming/)).getByText('Do not tell your mum, I will send you a gift').closest('blockquote')).not.toBeNull();
    expect(screen.queryByText(/Kimathi Street/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Another child's words/)).not.toBeInTheDocument();
    expect(document.querySelectorAll('blockquote')).toHaveLength(2);
  });

  it("shows reports on the child's posts with their text and each decision", async () => {
    renderTab([
      reported('w', 1, Decision.UNSPECIFIED),
      reported('k', 2, Decision.KEEP),
      reported('r', 3, Decision.REMOVE),
      reported('rw', 4, Decision.REMOVE_AND_WARN),
    ]);
    expect(await itemNames()).toEqual(Array(4).fill("Other children reported Amani's post in Young Scientists"));
    const items = within(screen.getByRole('list', { name: 'Safety events' })).getAllByRole('listitem');
    const expected = [
      ['My post w', 'A moderator will look at it.'],
      ['My post k', 'A moderator checked it and it stays.'],
      ['My post r', 'A moderator removed it.'],
      ['My post rw', 'A moderator removed it and reminded Amani of the rules.'],
    ];
    expected.forEach(([text, decision], i) => {
      const li = items[i] as HTMLElement;
      expect(within(li).getByText(text as string).closest('blockquote')).not.toBeNull();
      expect(within(li).getByText(decision as string)).toBeInTheDocument();
    });
    expect(items[2]).not.toHaveTextContent('reminded');
  });

  it('praises the reports the child made, with their reason when there is one', async () => {
    renderTab([
      event('p1', 1, { kind: SafetyEventKind.REPORT_MADE, category: CaseCategory.REPORTED, communityName: 'Art Club', reason: 'It was unkind' }),
      event('p2', 30, { kind: SafetyEventKind.REPORT_MADE, category: CaseCategory.REPORTED, communityName: 'Coders' }),
    ]);
    expect(await itemNames()).toEqual(['Amani reported a post in Art Club', 'Amani reported a post in Coders']);
    const withReason = item('Amani reported a post in Art Club');
    expect(withReason).toHaveTextContent('Reason: It was unkind');
    expect(withReason).toHaveTextContent('Reporting is the right thing to do when something feels wrong.');
    const without = item('Amani reported a post in Coders');
    expect(without).toHaveTextContent('1 day ago');
    expect(without).not.toHaveTextContent('Reason:');
    expect(without).toHaveTextContent('Reporting is the right thing to do when something feels wrong.');
  });

  it('lists the newest first, marks new ones, and asks the parent to act on urgent ones', async () => {
    renderTab([
      refused('old', 50, CaseCategory.PERSONAL_INFORMATION),
      refused('sh', 2, CaseCategory.SELF_HARM, { urgent: true, isNew: true, text: 'I want to hurt myself' }),
      refused('gr', 5, CaseCategory.GROOMING, { urgent: true, text: 'Our secret' }),
    ]);
    expect(await itemNames()).toEqual([
      expect.stringMatching(/hurt themselves$/),
      expect.stringMatching(/grooming/),
      expect.stringMatching(/personal information/),
    ]);
    const selfHarm = item(/hurt themselves/);
    expect(selfHarm).toHaveTextContent('2 hours ago');
    expect(within(selfHarm).getByText('New')).toBeInTheDocument();
    const alert = within(selfHarm).getByText(
      'Please talk with Amani today. If you think they are in danger, contact local emergency services.',
    );
    expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
    const grooming = item(/grooming/);
    expect(within(grooming).queryByText('New')).not.toBeInTheDocument();
    expect(within(grooming).getByText(/^Please talk with Amani today about who they talk to online/).closest('.ant-alert')).toHaveClass(
      'ant-alert-warning',
    );
    expect(item(/personal information/).querySelector('.ant-alert')).toBeNull();
  });

  it("says in a parent's words that someone tried to guess the child's password, without a community", async () => {
    const marked = renderTab([
      reported('r', 30, Decision.KEEP),
      // As the server sends it: no category, no community, no words, never urgent.
      event('g1', 2, { kind: SafetyEventKind.SIGN_IN_GUESSED, category: CaseCategory.UNSPECIFIED, communityName: '', isNew: true }),
    ]);
    expect(await itemNames()).toEqual(["Someone tried to guess Amani's password", "Other children reported Amani's post in Young Scientists"]);
    const guessed = item("Someone tried to guess Amani's password");
    expect(within(guessed).getByText(
      "Many wrong passwords were tried on Amani's account from devices Amani has never used. Sign-ins on Amani's own devices " +
        "still work. If Amani may have shared their password, give them a new one with 'Reset password' at the top of this page.",
    )).toBeInTheDocument();
    expect(guessed).toHaveTextContent('2 hours ago');
    expect(within(guessed).getByText('New')).toBeInTheDocument();
    // Nothing of a post: no community, no quote, no moderator, no advice box.
    expect(guessed).not.toHaveTextContent(/community|Other children did not see it|moderator|What Amani wrote/i);
    expect(guessed.querySelector('blockquote, .ant-alert')).toBeNull();
    expect(guessed).not.toHaveClass('is-urgent');
    await waitFor(() => expect(marked).toEqual(['c1']));
  });

  it('says there is nothing to report, and marks nothing seen', async () => {
    const marked = renderTab([]);
    expect(await screen.findByText("Nothing to report. Amani's posts and reports will show here.")).toBeInTheDocument();
    expect(marked).toEqual([]);
  });

  it('marks the events seen once when some are new, and never when none is', async () => {
    const marked = renderTab([
      refused('a', 1, CaseCategory.PERSONAL_INFORMATION, { isNew: true }),
      reported('b', 2, Decision.KEEP),
    ]);
    await waitFor(() => expect(marked).toEqual(['c1']));
    // The 'New' tags stay for this visit.
    expect(within(item(/personal information/)).getByText('New')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marked).toEqual(['c1']);
  });

  it('does not mark events seen when none is new', async () => {
    const marked = renderTab([reported('b', 2, Decision.KEEP)]);
    await screen.findByRole('listitem', { name: /reported Amani's post/ });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marked).toEqual([]);
  });

  it("shows the server's error with a way to try again", async () => {
    renderWithServices(<ChildSafetyTab child={amani()} />, ({ service }) =>
      service(ParentService, {
        listSafetyEvents: () => {
          throw new ConnectError('This child is not on your account.', Code.NotFound);
        },
      }),
    );
    expect(await screen.findByText('This child is not on your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe("the Safety tab on a child's page", () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  /** The child's page on a fake server where marking the events seen makes them not new. */
  function renderPage(path: string, initial: SafetyEvent[]) {
    let events = initial;
    let count = events.filter((e) => e.isNew).length;
    const marked: string[] = [];
    const listed: string[] = [];
    const view = renderApp(path, ({ service }) => {
      service(ParentService, {
        listChildren: () => create(ListChildrenResponseSchema, { children: [amani(count)] }),
        getChildProgress: () => create(GetChildProgressResponseSchema, { child: amani(count) }),
        listSafetyEvents: (request) => {
          listed.push(request.childId);
          return create(ListSafetyEventsResponseSchema, { events });
        },
        markSafetyEventsSeen: (request) => {
          marked.push(request.childId);
          count = 0;
          events = events.map((e) => ({ ...e, isNew: false }));
          return create(MarkSafetyEventsSeenResponseSchema, {});
        },
      });
    });
    return { ...view, marked, listed };
  }

  it('shows the count of new events on the tab, and marks them seen only when the tab is opened', async () => {
    const { marked, listed, router } = renderPage('/parent/children/c1', [
      refused('a', 1, CaseCategory.SELF_HARM, { isNew: true, urgent: true }),
      reported('b', 2, Decision.UNSPECIFIED),
    ]);
    const tab = await screen.findByRole('tab', { name: 'Safety, 1 new' });
    expect(within(tab).getByText('1', { selector: '.ant-scroll-number-only-unit' })).toBeInTheDocument();
    await screen.findByText('Posts');
    expect(listed).toEqual([]);
    expect(marked).toEqual([]);

    await userEvent.setup().click(tab);
    expect(await screen.findByRole('listitem', { name: /hurt themselves/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=safety');
    await waitFor(() => expect(marked).toEqual(['c1']));
    // The children were fetched again: the count is gone from the tab.
    expect(await screen.findByRole('tab', { name: 'Safety' })).toHaveAttribute('aria-selected', 'true');
    expect(marked).toEqual(['c1']);
  });

  it('opens on the Safety tab from its address, without marking anything when nothing is new', async () => {
    const { marked } = renderPage('/parent/children/c1?tab=safety', [reported('b', 2, Decision.REMOVE)]);
    expect(await screen.findByRole('tab', { name: 'Safety' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('listitem', { name: "Other children reported Amani's post in Young Scientists" })).toHaveTextContent(
      'A moderator removed it.',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marked).toEqual([]);
  });

  it('does not mark them again when the parent comes back, and then shows them as seen', async () => {
    const { marked, listed } = renderPage('/parent/children/c1?tab=safety', [
      refused('a', 1, CaseCategory.PERSONAL_INFORMATION, { isNew: true }),
    ]);
    const user = userEvent.setup();
    const first = await screen.findByRole('listitem', { name: /personal information/ });
    expect(within(first).getByText('New')).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual(['c1']));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Safety' })).toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: /Your children/ }));
    await user.click(await screen.findByRole('link', { name: 'Progress, data and settings for Amani' }));
    await user.click(await screen.findByRole('tab', { name: 'Safety' }));
    await waitFor(() => expect(listed).toHaveLength(2));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: /personal information/ })).queryByText('New')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marked).toEqual(['c1']);
  });
});
