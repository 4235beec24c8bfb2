import { ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useEffect, useReducer, type ReactNode } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import { useActivities } from '@/features/activities/api/activities';
import { ActivityCard } from '@/features/activities/components/activity-card';
import { ActivityDialog } from '@/features/activities/components/activity-dialog';
import {
  activitiesForAge,
  canStart,
  dialogReducer,
  initialDialog,
  type DialogState,
} from '@/features/activities/components/activity-logic';
import { queuedCompletions, useQueuedActions } from '@/features/offline/outbox/use-outbox';
import type { Challenge } from '@/gen/ndoto/v1/student_service_pb';
import { storedChildAge } from '@/lib/age-range';
import { readStorage } from '@/lib/store';

import './activities.css';

function Notice({ emoji, title, text, role, children }: {
  emoji: string;
  title: string;
  text?: string;
  role?: 'status' | 'alert';
  children?: ReactNode;
}) {
  return (
    <div className="activities-notice" role={role}>
      <span className="activities-notice-emoji" aria-hidden="true">
        {emoji}
      </span>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}

/**
 * /activities (spec sections 2, 4, 5 and 8): the fun learning activities for the child's age, and
 * the three-step dialog that completes one and earns its badge.
 */
export function Activities() {
  const { t } = useLingui();
  const activities = useActivities();
  const queued = queuedCompletions(useQueuedActions());
  const [dialog, dispatch] = useReducer(
    dialogReducer<Challenge>,
    undefined,
    (): DialogState<Challenge> => initialDialog<Challenge>(),
  );
  const childAge = storedChildAge(readStorage(STORAGE_KEYS.childAge));
  const failure = activities.error;

  useEffect(() => {
    if (failure) console.error('Could not load the activities', failure);
  }, [failure]);

  const start = (activity: Challenge) => {
    if (canStart(activity)) dispatch({ type: 'open', activity });
  };

  let content: ReactNode;
  if (activities.isPending || (activities.isError && activities.isFetching)) {
    content = (
      <div className="activities-notice" role="status">
        <span className="activities-spinner" aria-hidden="true" />
        <p>
          <Trans>Loading your fun activities...</Trans>
        </p>
      </div>
    );
  } else if (activities.isError) {
    content = (
      <Notice emoji="😕" title={t`Oops! Something went wrong loading activities.`} role="alert">
        <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={() => void activities.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </Notice>
    );
  } else {
    const shown = activitiesForAge(activities.data.challenges, childAge);
    content =
      shown.length === 0 ? (
        <Notice emoji="🧺" title={t`No Activities Available Yet`} text={t`New projects are on their way. Check back soon!`}>
          <Button
            type="primary"
            size="large"
            icon={<ReloadOutlined />}
            loading={activities.isFetching}
            onClick={() => void activities.refetch()}
          >
            <Trans>Refresh Activities</Trans>
          </Button>
        </Notice>
      ) : (
        <ul className="activity-grid" aria-label={t`Activities`}>
          {shown.map((activity) => {
            // Completed offline and not sent yet: shown completed all the same.
            const waiting = queued.has(activity.id);
            const card = waiting ? { ...activity, isCompleted: true } : activity;
            return <ActivityCard key={activity.id} activity={card} onStart={start} willSync={waiting} />;
          })}
        </ul>
      );
  }

  return (
    <div className="activities-page">
      <header className="activities-hero">
        <span className="activities-hero-emoji" aria-hidden="true">
          🚀
        </span>
        <h1>
          <Trans>Fun Learning Activities</Trans>
        </h1>
        <p>
          <Trans>Watch, build and learn! Finish a project to earn its Explorer badge and stars.</Trans>
        </p>
      </header>
      {content}
      <ActivityDialog state={dialog} dispatch={dispatch} />
    </div>
  );
}
