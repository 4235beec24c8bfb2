import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConsentRequestKind, ConsentRequestSchema, ConsentRequestStatus, MentorSessionType, type ConsentRequest } from '@/gen/ndoto/v1/consent_pb';
import {
  DecideConsentRequestResponseSchema,
  ListConsentRequestsResponseSchema,
  ParentService,
  type ListConsentRequestsRequest,
} from '@/gen/ndoto/v1/parent_service_pb';
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

  it('says so when the child has asked for nothing yet', async () => {
    renderWithServices(<ConsentRequestsTab childId="c1" />, ({ service }) =>
      service(ParentService, { listConsentRequests: () => create(ListConsentRequestsResponseSchema, { requests: [] }) }),
    );
    expect(await screen.findByText(/No requests yet/)).toBeInTheDocument();
  });
});
