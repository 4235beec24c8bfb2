import { ClockCircleOutlined, RocketOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useState } from 'react';

import { WillSync } from '@/features/offline/outbox/will-sync';
import { canStart, difficultyLabel, themeLabel } from '@/features/activities/components/activity-logic';
import type { Challenge } from '@/gen/ndoto/v1/student_service_pb';
import { PLACEHOLDER_THUMBNAIL } from '@/lib/video-link';

/** Intrinsic size of a card's picture (16:10), so the grid does not jump while pictures load. */
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 200;

/** Swaps a broken picture for the shared placeholder (spec section 8), once. */
export function usePlaceholderOnError() {
  const [broken, setBroken] = useState(false);
  // Once broken, the placeholder is shown; if that fails too, nothing more is tried.
  const onError = () => setBroken(true);
  return { broken, onError };
}

/** One activity of the grid: picture, theme, title, description, time, ages, difficulty and its button. */
export function ActivityCard({
  activity,
  onStart,
  willSync = false,
}: {
  activity: Challenge;
  onStart: (activity: Challenge) => void;
  /** Completed offline: the mark that it is sent when the network returns. */
  willSync?: boolean;
}) {
  const { t } = useLingui();
  const { broken, onError } = usePlaceholderOnError();
  const minutes = activity.estimatedTime;
  const ages = activity.ageRange;
  const startable = canStart(activity);
  const titleId = `activity-${activity.id}-title`;
  return (
    <li className={`activity-card${activity.isCompleted ? ' is-completed' : ''}`} aria-labelledby={titleId}>
      <div className="activity-card-image">
        <img
          src={broken || activity.imageUrl === '' ? PLACEHOLDER_THUMBNAIL : activity.imageUrl}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={onError}
        />
        {activity.theme && <span className="activity-theme">{themeLabel(activity.theme)}</span>}
      </div>
      <div className="activity-card-body">
        <h2 id={titleId} className="activity-title">
          {activity.title}
        </h2>
        <p className="activity-description">{activity.description}</p>
        <ul className="activity-facts" aria-label={t`About this activity`}>
          <li>
            <ClockCircleOutlined aria-hidden="true" /> <Trans>{minutes} min</Trans>
          </li>
          <li>
            <TeamOutlined aria-hidden="true" /> {ages ? t`Ages ${ages}` : t`All ages`}
          </li>
          {activity.difficultyLevel && (
            <li className={`activity-difficulty difficulty-${activity.difficultyLevel.toLowerCase()}`}>
              <ThunderboltOutlined aria-hidden="true" /> {difficultyLabel(activity.difficultyLevel)}
            </li>
          )}
        </ul>
        {startable ? (
          <Button type="primary" size="large" block icon={<RocketOutlined />} onClick={() => onStart(activity)}>
            <Trans>Start Activity</Trans>
          </Button>
        ) : (
          <Button size="large" block disabled className="activity-done">
            <Trans>Completed ✓</Trans>
          </Button>
        )}
        {willSync && <WillSync />}
      </div>
    </li>
  );
}
