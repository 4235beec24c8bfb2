import { Button } from 'antd';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';

import { MODERATION } from '@/features/moderation/api/limits';
import { moderationCasePath, paths } from '@/config/paths';
import { queueCases, useCaseQueue } from '@/features/moderation/api/moderation';
import {
  caseFailureText,
  categoryLabel,
  dateOf,
  needsOwnPassword,
  reportsText,
  waitingText,
} from '@/features/moderation/components/moderation-logic';
import { Notice } from '@/features/moderation/components/notice';
import { useNow } from '@/lib/use-now';
import { CaseCategory, type CaseSummary } from '@/gen/ndoto/v1/moderation_service_pb';

/** One line of the queue: a link that opens (and takes) the case. */
function CaseItem({ item, now }: { item: CaseSummary; now: number }) {
  const created = dateOf(item.createdAt);
  const held = item.taken ? (item.takenByYou ? 'Taken by you' : 'Taken by another moderator') : null;
  return (
    <li className={`case-item${item.urgent ? ' is-urgent' : ''}`}>
      <Link to={moderationCasePath(item.id)} className="case-link">
        <span className="case-item-head">
          <span className="case-item-title">{categoryLabel(item.category)}</span>{' '}
          {item.urgent && (
            <>
              <span className="moderation-tag is-urgent">Urgent</span>{' '}
            </>
          )}
          {held && (
            <>
              <span className={`moderation-tag${item.takenByYou ? ' is-yours' : ' is-held'}`}>{held}</span>{' '}
            </>
          )}
        </span>
        <span className="case-item-meta">
          <span>{item.communityName}</span>
          {created && (
            <>
              {' · '}
              <time dateTime={created.toISOString()} title={created.toLocaleString()}>
                {waitingText(created, now)}
              </time>
            </>
          )}
          {item.category === CaseCategory.REPORTED && <span>{` · ${reportsText(item.reportCount)}`}</span>}
        </span>
      </Link>
    </li>
  );
}

/**
 * The queue of open cases: urgent first, then oldest, as the server orders them; 'Load more' while
 * there are more pages. Choosing a case opens it, which takes it. A moderator who still has the
 * password an operator printed is sent to choose their own.
 */
export function CaseQueue() {
  const queue = useCaseQueue();
  const now = useNow(MODERATION.refreshMs);
  const failure = queue.error;
  const ownPasswordFirst = needsOwnPassword(failure);
  useEffect(() => {
    if (failure && !ownPasswordFirst) console.error('Could not load the moderation queue', failure);
  }, [failure, ownPasswordFirst]);

  if (ownPasswordFirst) return <Navigate to={paths.moderationChoosePassword} replace />;
  const cases = queueCases(queue.data?.pages);
  return (
    <section className="case-queue" aria-labelledby="case-queue-title">
      <div className="moderation-title-row">
        <h1 id="case-queue-title">Moderation queue</h1>
        <Button onClick={() => void queue.refetch()}>
          Refresh
        </Button>
      </div>
      {queue.isPending ? (
        <p role="status" className="moderation-soft">
          Loading the queue…
        </p>
      ) : cases.length === 0 && !queue.isError ? (
        <p className="moderation-empty" role="status">
          Nothing to review. Thank you!
        </p>
      ) : (
        cases.length > 0 && (
          <ul className="case-list" aria-label="Open cases">
            {cases.map((item) => (
              <CaseItem key={item.id} item={item} now={now} />
            ))}
          </ul>
        )
      )}
      {queue.isError && (
        // Also when a refresh or the next page failed: the cases already shown stay.
        <Notice tone="error" title="Could not load the queue" action={<Button onClick={() => void queue.refetch()}>Try again</Button>}>
          <p>{caseFailureText(queue.error)}</p>
        </Notice>
      )}
      {queue.hasNextPage && !queue.isError && (
        <Button className="case-more" onClick={() => void queue.fetchNextPage()} loading={queue.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </section>
  );
}
