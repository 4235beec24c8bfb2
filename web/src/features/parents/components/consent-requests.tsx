import { timestampDate } from '@bufbuild/protobuf/wkt';
import { CalendarOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';

import { requestDay } from '@/components/consent-request';
import { parentChildPath } from '@/config/paths';

import { ConsentRequestKind, ConsentRequestStatus, MentorSessionType, type ConsentRequest } from '@/gen/ndoto/v1/consent_pb';
import {
  loadedRequests,
  useConsentRequests,
  useDecideConsentRequest,
  useWaitingRequests,
} from '@/features/parents/api/consent-requests';
import type { Child } from '@/gen/ndoto/v1/parent_service_pb';
import { errorMessage } from '@/lib/errors';
import { relativeTime } from '@/lib/relative-time';

import './consent-requests.css';

/** What the parent reads for each status. */
const STATUS_LABELS: Record<ConsentRequestStatus, string> = {
  [ConsentRequestStatus.UNSPECIFIED]: '',
  [ConsentRequestStatus.PENDING]: 'Waiting for you',
  [ConsentRequestStatus.APPROVED]: 'Approved',
  [ConsentRequestStatus.DECLINED]: 'Declined',
  [ConsentRequestStatus.EXPIRED]: 'Expired: the day passed without an answer',
};

const SESSION_LABELS: Record<MentorSessionType, string> = {
  [MentorSessionType.UNSPECIFIED]: '',
  [MentorSessionType.QUICK_QUESTION]: 'Quick Question',
  [MentorSessionType.DEEP_DIVE]: 'Deep Dive',
};

/** A request's day, such as 'Saturday 28 November 2026'. */
function day(eventDate: string): string {
  return requestDay(eventDate, { withYear: true });
}

/** '1 request waits for your answer', '2 requests wait for your answer'. */
export function requestsWaiting(count: number): string {
  return count === 1 ? '1 request waits for your answer' : `${count} requests wait for your answer`;
}

/** When the child asked: 'asked just now', 'asked 2 hours ago', 'asked on 21 Nov 2026'. */
export function askedAgo(request: ConsentRequest, now: Date = new Date()): string {
  if (!request.createdAt) return '';
  const ago = relativeTime(timestampDate(request.createdAt), now);
  return ago === 'just now' || ago.endsWith(' ago') ? `asked ${ago}` : `asked on ${ago}`;
}

/** What the child asks for, in a sentence. */
function what(request: ConsentRequest): string {
  if (request.kind === ConsentRequestKind.MENTOR_CHAT) {
    const session = SESSION_LABELS[request.sessionType];
    return `${request.childFirstName} asks to chat with the mentor ${request.title}${session ? ` (${session}, ${request.sessionMinutes} min)` : ''}`;
  }
  const how = request.excursionKind ? ` (${request.excursionKind})` : '';
  return `${request.childFirstName} asks to join the excursion ${request.title}${how}`;
}

function RequestItem({ request }: { request: ConsentRequest }) {
  const { message } = App.useApp();
  const decide = useDecideConsentRequest();
  const pending = request.status === ConsentRequestStatus.PENDING;
  const answer = async (approve: boolean) => {
    try {
      await decide.mutateAsync({ id: request.id, approve });
      void message.success(approve ? `Approved: ${request.title}.` : `Declined: ${request.title}.`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const headingId = `consent-${request.id}`;
  return (
    <li className="consent-request" aria-labelledby={headingId}>
      <h4 id={headingId}>{what(request)}</h4>
      <p className="consent-request-when">
        {day(request.eventDate)} at {request.slot}
      </p>
      <p className="consent-request-asked">{askedAgo(request)}</p>
      <p className={`consent-request-status is-${ConsentRequestStatus[request.status].toLowerCase()}`}>
        {STATUS_LABELS[request.status]}
      </p>
      {pending && (
        <div className="consent-request-actions">
          <Button type="primary" size="large" loading={decide.isPending && decide.variables?.approve === true} disabled={decide.isPending} onClick={() => void answer(true)}>
            Approve
          </Button>
          <Button size="large" danger loading={decide.isPending && decide.variables?.approve === false} disabled={decide.isPending} onClick={() => void answer(false)}>
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The Requests tab of a child's page in the parent area: the child's consent requests for
 * excursions and mentor chats, pending ones first with Approve and Decline, then the decided and
 * expired ones, a page at a time: 'Show more requests' under the list adds the next page.
 */
export function ConsentRequestsTab({ childId }: { childId: string }) {
  const list = useConsentRequests(childId);
  if (list.isPending) return <Skeleton active />;
  // A failed refresh or next page keeps what was shown (with its error under the list).
  if (!list.data) return <p role="alert">{errorMessage(list.error)}</p>;
  const requests = loadedRequests(list.data.pages);
  if (requests.length === 0 && !list.hasNextPage) {
    return <Empty description="No requests yet. When your child asks to join an excursion or chat with a mentor, it shows here." />;
  }
  const pending = requests.filter((request) => request.status === ConsentRequestStatus.PENDING);
  const others = requests.filter((request) => request.status !== ConsentRequestStatus.PENDING);
  return (
    <div className="consent-requests">
      <section aria-labelledby="consent-pending">
        <h3 id="consent-pending">Waiting for your answer</h3>
        {pending.length === 0 ? (
          <p>Nothing is waiting for you.</p>
        ) : (
          <ul>
            {pending.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="consent-earlier">
          <h3 id="consent-earlier">Earlier requests</h3>
          <ul>
            {others.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        </section>
      )}
      {list.isError && !list.isFetching && (
        <p role="alert" className="consent-requests-problem">
          {errorMessage(list.error)}
        </p>
      )}
      {list.hasNextPage && (
        <Button className="consent-requests-more" size="large" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more requests
        </Button>
      )}
    </div>
  );
}

/** The Requests tab's name, with how many requests wait (as the Safety tab counts new events). */
export function RequestsTabLabel({ count }: { count: number }) {
  if (count <= 0) return 'Requests';
  return (
    <>
      <span className="requests-tab-label" aria-hidden="true">
        Requests
        <Badge count={count} className="requests-badge" />
      </span>
      <span className="visually-hidden">Requests, {count} waiting</span>
    </>
  );
}

/** On a child's card: how many requests wait for the parent, linking to the child's Requests tab. */
export function WaitingRequestsLink({ child }: { child: Child }) {
  if (child.pendingConsentRequests <= 0) return null;
  const text = requestsWaiting(child.pendingConsentRequests);
  return (
    <Link className="child-requests-link" to={parentChildPath(child.id, 'requests')} aria-label={`${text}: ${child.firstName}`}>
      <CalendarOutlined aria-hidden="true" />
      {text}
    </Link>
  );
}

/**
 * At the top of the parent area, after sign-in: every request that waits for an answer, with the
 * child, what, when they asked, and a link to answer it. Nothing when none waits.
 */
export function WaitingRequestsNotice() {
  const waiting = useWaitingRequests();
  const requests = waiting.data ?? [];
  if (requests.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="waiting-requests"
      title={requestsWaiting(requests.length)}
      description={
        <ul>
          {requests.map((request) => (
            <li key={request.id}>
              {what(request)} on {day(request.eventDate)} at {request.slot}, {askedAgo(request)}.{' '}
              <Link to={parentChildPath(request.childId, 'requests')}>Answer {request.childFirstName}</Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
