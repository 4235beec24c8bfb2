import { SafetyOutlined } from '@ant-design/icons';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Empty, Skeleton, Tag } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';

import { LoadFailed } from '@/components/load-failed';
import { parentChildPath } from '@/config/paths';
import { useMarkSafetyEventsSeen, useSafetyEvents } from '@/features/parents/api/safety-events';
import {
  decisionLine,
  newSafetyEvents,
  quotedText,
  safetyHeadline,
  signInGuessedText,
  urgentAdvice,
} from '@/features/parents/components/safety-words';
import { when } from '@/features/parents/components/when';
import { SafetyEventKind, type Child, type SafetyEvent } from '@/gen/ndoto/v1/parent_service_pb';
import { relativeTime } from '@/lib/relative-time';

import './child-safety.css';

/**
 * The Safety tab's label: 'Safety', with the count of new events in a badge. Screen readers hear
 * one phrase, 'Safety, 2 new' (the words as shown, and the badge, are hidden from them).
 */
export function SafetyTabLabel({ count }: { count: number }) {
  const { t } = useLingui();
  if (count <= 0) return t`Safety`;
  return (
    <>
      <span className="safety-tab-label" aria-hidden="true">
        <Trans>Safety</Trans>
        <Badge count={count} className="safety-badge" />
      </span>
      <span className="visually-hidden">
        <Trans>Safety, {count} new</Trans>
      </span>
    </>
  );
}

/**
 * On a child's card in the parent's overview: '2 new safety events', a link to the child's Safety
 * tab named for the child ('2 new safety events for Amani'); nothing when there is none.
 */
export function NewSafetyEventsLink({ child }: { child: Child }) {
  const { t } = useLingui();
  if (child.newSafetyEvents <= 0) return null;
  const text = newSafetyEvents(child.newSafetyEvents);
  const name = child.firstName;
  return (
    <Link className="child-safety-link" to={parentChildPath(child.id, 'safety')} aria-label={t`${text} for ${name}`}>
      <SafetyOutlined aria-hidden="true" />
      {text}
    </Link>
  );
}

function SafetyEventItem({ event, name }: { event: SafetyEvent; name: string }) {
  const headingId = useId();
  const quote = quotedText(event);
  const decision = decisionLine(event, name);
  const urgent = urgentAdvice(event, name);
  const at = event.at ? timestampDate(event.at) : undefined;
  const reason = event.reason.trim();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  const classes = ['safety-event', urgent && `is-urgent is-${urgent.type}`, event.isNew && 'is-new'].filter(Boolean).join(' ');
  return (
    <li className={classes} aria-labelledby={headingId}>
      <h4 id={headingId}>{safetyHeadline(event, name)}</h4>
      <p className="safety-event-meta">
        {at && (
          <time dateTime={at.toISOString()} title={when(event.at, true)}>
            {relativeTime(at)}
          </time>
        )}
        {event.isNew && (
          <Tag color="purple">
            <Trans context="a safety event not seen yet">New</Trans>
          </Tag>
        )}
      </p>
      {/* Not role="alert" (antd's default): the list is read in order, not announced at once, item after item. */}
      {urgent && <Alert className="safety-event-advice" type={urgent.type} showIcon role={undefined} title={urgent.text} />}
      {quote && (
        <figure className="safety-event-quote">
          <figcaption>
            <Trans>What {name} wrote:</Trans>
          </figcaption>
          <blockquote>{quote}</blockquote>
        </figure>
      )}
      {event.kind === SafetyEventKind.POST_REFUSED && (
        <p>
          <Trans>Other children did not see it.</Trans>
        </p>
      )}
      {event.kind === SafetyEventKind.SIGN_IN_GUESSED && <p>{signInGuessedText(name)}</p>}
      {decision && <p className="safety-event-decision">{decision}</p>}
      {event.kind === SafetyEventKind.REPORT_MADE && (
        <>
          {reason !== '' && (
            <p>
              <Trans>Reason: {reason}</Trans>
            </p>
          )}
          <p className="safety-event-praise">
            <Trans>Reporting is the right thing to do when something feels wrong.</Trans>
          </p>
        </>
      )}
    </li>
  );
}

/** Newest first, whatever order they came in. */
function newestFirst(events: SafetyEvent[]): SafetyEvent[] {
  const time = (event: SafetyEvent) => (event.at ? timestampDate(event.at).getTime() : 0);
  return [...events].sort((a, b) => time(b) - time(a));
}

/**
 * The Safety tab of a child's page in the parent area: the child's posts our safety check refused,
 * reports on their posts with what a moderator decided, the reports they made, and strangers'
 * guesses at their password (many wrong ones from new devices), newest first.
 * Opening it with new events marks them seen, once: the counts on the overview and on the tab go
 * to 0, while the events shown keep their 'New' tags until the parent leaves.
 */
export function ChildSafetyTab({ child }: { child: Child }) {
  const { t } = useLingui();
  const events = useSafetyEvents(child.id);
  const { mutate: markSeen } = useMarkSafetyEventsSeen(child.id);
  const markedFor = useRef<string | null>(null);
  const titleId = useId();

  const hasNew = events.data?.events.some((event) => event.isNew) ?? false;
  // Only on an answer fresh from the server: a cached list from an earlier visit still says 'new'.
  const settled = events.isSuccess && !events.isFetching;
  useEffect(() => {
    if (!settled || !hasNew || markedFor.current === child.id) return;
    markedFor.current = child.id;
    markSeen({ childId: child.id });
  }, [settled, hasNew, child.id, markSeen]);

  if (events.isPending) return <Skeleton active />;
  if (events.isError) {
    return <LoadFailed error={events.error} retry={events.refetch} />;
  }
  const name = child.firstName;
  if (events.data.events.length === 0) {
    return <Empty description={t`Nothing to report. ${name}'s posts and reports will show here.`} />;
  }
  return (
    <section className="child-safety" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Trans>Safety events</Trans>
      </h3>
      <p className="child-safety-intro">
        <Trans>
          {name}&apos;s posts that our safety check stopped, reports other children made on {name}&apos;s posts,
          reports {name} made, and tries to guess {name}&apos;s password, newest first.
        </Trans>
      </p>
      <ul className="safety-events" aria-labelledby={titleId}>
        {newestFirst(events.data.events).map((event) => (
          <SafetyEventItem key={`${event.kind}-${event.id}`} event={event} name={name} />
        ))}
      </ul>
    </section>
  );
}
