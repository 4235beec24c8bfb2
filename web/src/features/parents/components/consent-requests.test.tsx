import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConsentRequestKind, ConsentRequestSchema, ConsentRequestStatus, MentorSessionType, type ConsentRequest } from '@/gen/ndoto/v1/consent_pb';
import {
  DecideConsentRequestResponseSchema,
  ListConsentRequestsResponseSchema,
  ParentService,
  type ListConsentRequestsRequest,
} from '@/gen/ndoto/v1/parent_service_pb';
import { CONSENT_REQUESTS_PAGE_SIZE } from '@/features/parents/api/consent-requests';
import { ConsentRequestsTab } from '@/features/parents/components/consent-requests';
import { renderWithServices } from '@/testing/render-app';

function request(id: string, fields: Omit<Partial<ConsentRequest>, '$typeName' | '$unknown'>): ConsentRequest {
  return create(ConsentRequestSchema, {
    id,
    kind: ConsentRequestKind.EXCURSION,
    subjectId: 'robotics',
    title: 'Robotics Lab Adventure',
    excursionKind: 'Virtual Tour',
    eventDate: '2026-11-28',
    slot: '10:00 AM',
    status: ConsentRequestStatus.PENDING,
    childId: 'c1',
    childFirstName: 'Imani',
    ...fields,
  });
}

beforeAll(async () => {
  await import('@/features/parents/components/consent-requests');
});

describe('the Requests tab', () => {
  beforeEach(() => localStorage.setItem('parentToken', 'parent-token'));

  it("lists the child's pending requests first with Approve and Decline, then the earlier ones; approving moves it", async () => {
    const requests = [
      request('r1', {}),
      request('r2', {
        kind: ConsentRequestKind.MENTOR_CHAT,
        subjectId: '2',
        title: 'Kwame Mensah',
        excursionKind: '',
        sessionType: MentorSessionType.DEEP_DIVE,
        sessionMinutes: 30,
        slot: '2:30 PM',
      }),
      request('r3', { title: 'Art Studio Visit', status: ConsentRequestStatus.EXPIRED }),
    ];
    const asked: ListConsentRequestsRequest[] = [];
    renderWithServices(<ConsentRequestsTab childId="c1" />, ({ service }) =>
      service(ParentService, {
        listConsentRequests: (input) => {
          asked.push(input);
          return create(ListConsentRequestsResponseSchema, { requests: [...requests] });
        },
        decideConsentRequest: ({ id, approve }) => {
          const at = requests.findIndex((item) => item.id === id);
          const decided = { ...(requests[at] as ConsentRequest), status: approve ? ConsentRequestStatus.APPROVED : ConsentRequestStatus.DECLINED };
          requests.splice(at, 1, decided);
          return create(DecideConsentRequestResponseSchema, { request: decided });
        },
      }),
    );
    const user = userEvent.setup();
    const waiting = (await screen.findByRole('heading', { name: 'Waiting for your answer' })).closest('section') as HTMLElement;
    expect(asked[0]?.childId).toBe('c1');
    const items = within(waiting).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Imani asks to join the excursion Robotics Lab Adventure (Virtual Tour)',
      'Imani asks to chat with the mentor Kwame Mensah (Deep Dive, 30 min)',
    ]);
    expect(items[0]).toHaveTextContent(/Saturday,? 28 November 2026 at 10:00 AM/);
    const earlier = screen.getByRole('heading', { name: 'Earlier requests' }).closest('section') as HTMLElement;
    expect(earlier).toHaveTextContent('Expired: the day passed without an answer');
    expect(within(earlier).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: Robotics Lab Adventure.')).toBeInTheDocument();
    const after = (await screen.findByRole('heading', { name: 'Earlier requests' })).closest('section') as HTMLElement;
    expect(await within(after).findByText('Approved')).toBeInTheDocument();
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(1);
  });

  it("declines, and shows the server's refusal of a request that expired meanwhile", async () => {
    renderWithServices(<ConsentRequestsTab childId="c1" />, ({ service }) =>
      service(ParentService, {
        listConsentRequests: () => create(ListConsentRequestsResponseSchema, { requests: [request('r1', {})] }),
        decideConsentRequest: () => {
          throw new ConnectError('This request has expired: its day has passed without an answer, so it can no longer be approved or declined.', Code.FailedPrecondition);
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/This request has expired/)).toBeInTheDocument();
  });

  /**
   * A fake server holding `requests` in its order, answering pages as the real one does: the page
   * token is the offset (opaque to the app), empty on the last page.
   */
  function pagingServer(requests: ConsentRequest[], options: { failNextPage?: { count: number } } = {}) {
    const asked: ListConsentRequestsRequest[] = [];
    renderWithServices(<ConsentRequestsTab childId="c1" />, ({ service }) =>
      service(ParentService, {
        listConsentRequests: (input) => {
          asked.push(input);
          if (input.pageToken !== '' && options.failNextPage && options.failNextPage.count > 0) {
            options.failNextPage.count -= 1;
            throw new ConnectError('database down', Code.Internal);
          }
          const start = Number(input.pageToken || '0');
          const end = start + input.pageSize;
          return create(ListConsentRequestsResponseSchema, {
            requests: requests.slice(start, end),
            nextPageToken: end < requests.length ? String(end) : '',
          });
        },
        decideConsentRequest: ({ id, approve }) => {
          // Decided, it leaves the pending ones at the top for the decided ones, newest first.
          const at = requests.findIndex((item) => item.id === id);
          const [found] = requests.splice(at, 1);
          const decided = { ...(found as ConsentRequest), status: approve ? ConsentRequestStatus.APPROVED : ConsentRequestStatus.DECLINED };
          const firstDecided = requests.findIndex((item) => item.status !== ConsentRequestStatus.PENDING);
          requests.splice(firstDecided === -1 ? requests.length : firstDecided, 0, decided);
          return create(DecideConsentRequestResponseSchema, { request: decided });
        },
      }),
    );
    return asked;
  }

  /** 2 pending, then `decided` earlier ones titled 'Trip 1', 'Trip 2'... */
  function manyRequests(decided: number): ConsentRequest[] {
    return [
      request('p1', { title: 'Robotics Lab Adventure' }),
      request('p2', { title: 'Science Lab Explorer' }),
      ...Array.from({ length: decided }, (_, i) =>
        request(`d${i + 1}`, { title: `Trip ${i + 1}`, status: i % 2 === 0 ? ConsentRequestStatus.APPROVED : ConsentRequestStatus.DECLINED }),
      ),
    ];
  }

  const titles = (section: string) =>
    within(screen.getByRole('region', { name: section }))
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading').textContent?.replace(/^Imani asks to join the excursion (.*) \(Virtual Tour\)$/, '$1'));

  it("shows a page of requests, and 'Show more requests' adds the next in order until there is none", async () => {
    const all = manyRequests(2 * CONSENT_REQUESTS_PAGE_SIZE + 3);
    const asked = pagingServer(all);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Earlier requests' });
    expect(asked).toEqual([expect.objectContaining({ childId: 'c1', pageSize: CONSENT_REQUESTS_PAGE_SIZE, pageToken: '' })]);
    expect(titles('Waiting for your answer')).toEqual(['Robotics Lab Adventure', 'Science Lab Explorer']);
    const earlier = (count: number) => Array.from({ length: count }, (_, i) => `Trip ${i + 1}`);
    expect(titles('Earlier requests')).toEqual(earlier(CONSENT_REQUESTS_PAGE_SIZE - 2));

    await user.click(screen.getByRole('button', { name: 'Show more requests' }));
    await waitFor(() => expect(titles('Earlier requests')).toEqual(earlier(2 * CONSENT_REQUESTS_PAGE_SIZE - 2)));
    expect(asked.at(-1)?.pageToken).toBe(String(CONSENT_REQUESTS_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Show more requests' }));
    await waitFor(() => expect(titles('Earlier requests')).toEqual(earlier(2 * CONSENT_REQUESTS_PAGE_SIZE + 3)));
    // The last page: nothing more to show.
    expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
    expect(asked).toHaveLength(3);
    expect(titles('Waiting for your answer')).toEqual(['Robotics Lab Adventure', 'Science Lab Explorer']);
  });

  it('after a decision fetches every loaded page again, so the answered request moves and nothing is lost', async () => {
    const asked = pagingServer(manyRequests(CONSENT_REQUESTS_PAGE_SIZE + 5));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show more requests' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument());
    expect(asked).toHaveLength(2);

    const waiting = screen.getByRole('region', { name: 'Waiting for your answer' });
    await user.click(within(within(waiting).getAllByRole('listitem')[1] as HTMLElement).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined: Science Lab Explorer.')).toBeInTheDocument();
    await waitFor(() => expect(titles('Waiting for your answer')).toEqual(['Robotics Lab Adventure']));
    // Both pages were read again, from the first.
    expect(asked.slice(2).map((input) => input.pageToken)).toEqual(['', String(CONSENT_REQUESTS_PAGE_SIZE)]);
    expect(titles('Earlier requests')).toEqual([
      'Science Lab Explorer',
      ...Array.from({ length: CONSENT_REQUESTS_PAGE_SIZE + 5 }, (_, i) => `Trip ${i + 1}`),
    ]);
    expect(within(screen.getByRole('region', { name: 'Earlier requests' })).getAllByRole('listitem')[0]).toHaveTextContent('Declined');
  });

  it('keeps the requests shown when the next page fails, says why, and tries again', async () => {
    pagingServer(manyRequests(CONSENT_REQUESTS_PAGE_SIZE + 1), { failNextPage: { count: 1 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show more requests' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(titles('Earlier requests')).toHaveLength(CONSENT_REQUESTS_PAGE_SIZE - 2);

    await user.click(screen.getByRole('button', { name: 'Show more requests' }));
    await waitFor(() => expect(titles('Earlier requests')).toHaveLength(CONSENT_REQUESTS_PAGE_SIZE + 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
  });

  it('shows each request once when a new one pushed the next page on by one', async () => {
    const all = manyRequests(CONSENT_REQUESTS_PAGE_SIZE);
    pagingServer(all);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Earlier requests' });
    // The child asked for something new meanwhile: the last request of page 1 is now on page 2 too.
    all.unshift(request('p0', { title: 'Art Studio Visit' }));
    await user.click(screen.getByRole('button', { name: 'Show more requests' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument());
    const shown = titles('Earlier requests');
    expect(shown).toEqual(Array.from({ length: CONSENT_REQUESTS_PAGE_SIZE }, (_, i) => `Trip ${i + 1}`));
  });

  it('says so when the child has asked for nothing yet', async () => {
    renderWithServices(<ConsentRequestsTab childId="c1" />, ({ service }) =>
      service(ParentService, { listConsentRequests: () => create(ListConsentRequestsResponseSchema, { requests: [] }) }),
    );
    expect(await screen.findByText(/No requests yet/)).toBeInTheDocument();
  });
});
