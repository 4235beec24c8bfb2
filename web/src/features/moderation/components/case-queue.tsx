import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const created = dateOf(item.createdAt);
  const held = item.taken ? (item.takenByYou ? t`Taken by you` : t`Taken by another moderator`) : null;
  return (
    <li className={`case-item${item.urgent ? ' is-urgent' : ''}`}>
      <Link to={moderationCasePath(item.id)} className="case-link">
        <span className="case-item-head">
          <span className="case-item-title">{categoryLabel(item.category)}</span>{' '}
          {item.urgent && (
            <>
              <span className="moderation-tag is-urgent">{t`Urgent`}</span>{' '}
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
              <time dateTime={created.toISOString()} title={i18n.date(created, { dateStyle: 'medium', timeStyle: 'short' })}>
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
  const { t } = useLingui();
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
        <h1 id="case-queue-title">
          <Trans>Moderation queue</Trans>
        </h1>
        <Button onClick={() => void queue.refetch()}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {queue.isPending ? (
        <p role="status" className="moderation-soft">
          <Trans>Loading the queue…</Trans>
        </p>
      ) : cases.length === 0 && !queue.isError ? (
        <p className="moderation-empty" role="status">
          <Trans>Nothing to review. Thank you!</Trans>
        </p>
      ) : (
        cases.length > 0 && (
          <ul className="case-list" aria-label={t`Open cases`}>
            {cases.map((item) => (
              <CaseItem key={item.id} item={item} now={now} />
            ))}
          </ul>
        )
      )}
      {queue.isError && (
        // Also when a refresh or the next page failed: the cases already shown stay.
        <Notice
          tone="error"
          title={t`Could not load the queue`}
          action={
            <Button onClick={() => void queue.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <p>{caseFailureText(queue.error)}</p>
        </Notice>
      )}
      {queue.hasNextPage && !queue.isError && (
        <Button className="case-more" onClick={() => void queue.fetchNextPage()} loading={queue.isFetchingNextPage}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </section>
  );
}
