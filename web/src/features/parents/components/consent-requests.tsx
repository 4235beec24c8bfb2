import { timestampDate } from '@bufbuild/protobuf/wkt';
import { CalendarOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { i18n } from '@/lib/i18n';
import { relativeTime } from '@/lib/relative-time';

import './consent-requests.css';

/** What the parent reads for each status. */
const STATUS_LABELS: Record<ConsentRequestStatus, MessageDescriptor | null> = {
  [ConsentRequestStatus.UNSPECIFIED]: null,
  [ConsentRequestStatus.PENDING]: msg`Waiting for you`,
  [ConsentRequestStatus.APPROVED]: msg`Approved`,
  [ConsentRequestStatus.DECLINED]: msg`Declined`,
  [ConsentRequestStatus.EXPIRED]: msg`Expired: the day passed without an answer`,
};

const SESSION_LABELS: Record<MentorSessionType, MessageDescriptor | null> = {
  [MentorSessionType.UNSPECIFIED]: null,
  [MentorSessionType.QUICK_QUESTION]: msg`Quick Question`,
  [MentorSessionType.DEEP_DIVE]: msg`Deep Dive`,
};

/** relativeTime's words reach back a week; older times are a date ('asked on ...'). */
const RELATIVE_WORDS_MS = 7 * 24 * 60 * 60 * 1000;

/** A request's day, such as 'Saturday 28 November 2026'. */
function day(eventDate: string): string {
  return requestDay(eventDate, { withYear: true });
}

/** '1 request waits for your answer', '2 requests wait for your answer'. */
export function requestsWaiting(count: number): string {
  return plural(count, { one: '# request waits for your answer', other: '# requests wait for your answer' });
}

/** When the child asked: 'asked just now', 'asked 2 hours ago', 'asked on 21 Nov 2026'. */
export function askedAgo(request: ConsentRequest, now: Date = new Date()): string {
  if (!request.createdAt) return '';
  const created = timestampDate(request.createdAt);
  const ago = relativeTime(created, now);
  return now.getTime() - created.getTime() < RELATIVE_WORDS_MS ? t`asked ${ago}` : t`asked on ${ago}`;
}

/** What the child asks for, in a sentence. */
function what(request: ConsentRequest): string {
  const { childFirstName: name, title, sessionMinutes: minutes, excursionKind: how } = request;
  if (request.kind === ConsentRequestKind.MENTOR_CHAT) {
    const label = SESSION_LABELS[request.sessionType];
    const session = label ? i18n._(label) : '';
    return session
      ? t`${name} asks to chat with the mentor ${title} (${session}, ${minutes} min)`
      : t`${name} asks to chat with the mentor ${title}`;
  }
  return how ? t`${name} asks to join the excursion ${title} (${how})` : t`${name} asks to join the excursion ${title}`;
}

function RequestItem({ request }: { request: ConsentRequest }) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const { title, slot } = request;
  const when = day(request.eventDate);
  const status = STATUS_LABELS[request.status];
  const decide = useDecideConsentRequest();
  const pending = request.status === ConsentRequestStatus.PENDING;
  const answer = async (approve: boolean) => {
    try {
      await decide.mutateAsync({ id: request.id, approve });
      void message.success(approve ? t`Approved: ${title}.` : t`Declined: ${title}.`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const headingId = `consent-${request.id}`;
  return (
    <li className="consent-request" aria-labelledby={headingId}>
      <h4 id={headingId}>{what(request)}</h4>
      <p className="consent-request-when">
        <Trans>
          {when} at {slot}
        </Trans>
      </p>
      <p className="consent-request-asked">{askedAgo(request)}</p>
      <p className={`consent-request-status is-${ConsentRequestStatus[request.status].toLowerCase()}`}>
        {status ? t(status) : ''}
      </p>
      {pending && (
        <div className="consent-request-actions">
          <Button type="primary" size="large" loading={decide.isPending && decide.variables?.approve === true} disabled={decide.isPending} onClick={() => void answer(true)}>
            <Trans>Approve</Trans>
          </Button>
          <Button size="large" danger loading={decide.isPending && decide.variables?.approve === false} disabled={decide.isPending} onClick={() => void answer(false)}>
            <Trans>Decline</Trans>
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
  const { t } = useLingui();
  const list = useConsentRequests(childId);
  if (list.isPending) return <Skeleton active />;
  // A failed refresh or next page keeps what was shown (with its error under the list).
  if (!list.data) return <p role="alert">{errorMessage(list.error)}</p>;
  const requests = loadedRequests(list.data.pages);
  if (requests.length === 0 && !list.hasNextPage) {
    return <Empty description={t`No requests yet. When your child asks to join an excursion or chat with a mentor, it shows here.`} />;
  }
  const pending = requests.filter((request) => request.status === ConsentRequestStatus.PENDING);
  const others = requests.filter((request) => request.status !== ConsentRequestStatus.PENDING);
  return (
    <div className="consent-requests">
      <section aria-labelledby="consent-pending">
        <h3 id="consent-pending">
          <Trans>Waiting for your answer</Trans>
        </h3>
        {pending.length === 0 ? (
          <p>
            <Trans>Nothing is waiting for you.</Trans>
          </p>
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
          <h3 id="consent-earlier">
            <Trans>Earlier requests</Trans>
          </h3>
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
          <Trans>Show more requests</Trans>
        </Button>
      )}
    </div>
  );
}

/** The Requests tab's name, with how many requests wait (as the Safety tab counts new events). */
export function RequestsTabLabel({ count }: { count: number }) {
  const { t } = useLingui();
  if (count <= 0) return t`Requests`;
  return (
    <>
      <span className="requests-tab-label" aria-hidden="true">
        <Trans>Requests</Trans>
        <Badge count={count} className="requests-badge" />
      </span>
      <span className="visually-hidden">
        <Trans>Requests, {count} waiting</Trans>
      </span>
    </>
  );
}

/** On a child's card: how many requests wait for the parent, linking to the child's Requests tab. */
export function WaitingRequestsLink({ child }: { child: Child }) {
  const { t } = useLingui();
  if (child.pendingConsentRequests <= 0) return null;
  const text = requestsWaiting(child.pendingConsentRequests);
  const name = child.firstName;
  return (
    <Link className="child-requests-link" to={parentChildPath(child.id, 'requests')} aria-label={t`${text}: ${name}`}>
      <CalendarOutlined aria-hidden="true" />
      {text}
    </Link>
  );
}

/** One request in the notice at the top of the parent area, with a link to answer it. */
function WaitingRequestItem({ request }: { request: ConsentRequest }) {
  const asks = what(request);
  const when = day(request.eventDate);
  const { slot, childFirstName: name } = request;
  const asked = askedAgo(request);
  return (
    <li>
      <Trans>
        {asks} on {when} at {slot}, {asked}.
      </Trans>{' '}
      <Link to={parentChildPath(request.childId, 'requests')}>
        <Trans>Answer {name}</Trans>
      </Link>
    </li>
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
            <WaitingRequestItem key={request.id} request={request} />
          ))}
        </ul>
      }
    />
  );
}
