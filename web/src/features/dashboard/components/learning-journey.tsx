import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Progress } from 'antd';

import { ACCENTS } from '@/config/colours';
import {
  goalPercent,
  journeyNote,
  nextGoal,
  streakText,
  type JourneyCounts,
} from '@/features/dashboard/components/dashboard-logic';
import { useLearningJourney } from '@/lib/learning-journey';

const STATS = [
  { key: 'booksRead', emoji: '📚', label: msg`Books Read`, colour: ACCENTS.cyan.fill },
  { key: 'videosWatched', emoji: '🎬', label: msg`Videos Watched`, colour: ACCENTS.pink.fill },
  { key: 'projectsDone', emoji: '🛠️', label: msg`Projects Done`, colour: ACCENTS.purple.fill },
] as const;

/**
 * My Learning Journey (spec section 2): the child's streak and three counts, counted by the server
 * (GetLearningJourney): books and resources read, videos opened from Ndoto, activities completed.
 * Each bar fills towards the count's next goal. A new child sees zeros and an invitation.
 */
export function LearningJourney() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, refetch } = useLearningJourney();
  const journey = data?.journey;
  const counts: JourneyCounts | undefined = journey && {
    booksRead: journey.booksRead + journey.resourcesRead,
    videosWatched: journey.videosWatched,
    projectsDone: journey.activitiesCompleted,
    streakDays: journey.streakDays,
    activeToday: journey.activeToday,
  };
  return (
    <section className="dash-card journey" aria-labelledby="journey-title" aria-busy={isPending}>
      <div className="journey-head">
        <h2 id="journey-title" className="dash-card-title">
          <span aria-hidden="true">🗺️</span> <Trans>My Learning Journey</Trans>
        </h2>
        {counts && (
          <span className={counts.streakDays > 0 ? 'journey-streak' : 'journey-streak journey-streak-none'}>
            <span aria-hidden="true">{counts.streakDays > 0 ? '🔥' : '🌱'}</span> {streakText(counts.streakDays)}
          </span>
        )}
      </div>
      {isError && !counts ? (
        <p className="journey-note" role="alert">
          <Trans>We couldn't load your journey right now.</Trans>{' '}
          <button type="button" className="journey-retry" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          <ul className="journey-stats" aria-label={t`My learning journey`}>
            {STATS.map((item) => {
              const count = counts?.[item.key];
              const goal = count === undefined ? undefined : nextGoal(count);
              const label = i18n._(item.label);
              const shown = count === undefined ? '–' : i18n.number(count);
              const target = goal === undefined ? '' : i18n.number(goal);
              return (
                <li key={item.key} className="journey-stat" style={{ ['--journey' as string]: item.colour }}>
                  <span className="journey-emoji" aria-hidden="true">
                    {item.emoji}
                  </span>
                  <span className="journey-count">{shown}</span>
                  <span className="journey-label">{label}</span>
                  <Progress
                    percent={count === undefined ? 0 : goalPercent(count)}
                    showInfo={goal !== undefined}
                    format={() => `${shown}/${target}`}
                    size="small"
                    strokeColor={item.colour}
                    aria-label={
                      count === undefined ? t`${label}: loading` : t`${label}: ${shown} of ${target} for your next goal`
                    }
                  />
                </li>
              );
            })}
          </ul>
          {counts && <p className="journey-note">{journeyNote(counts)}</p>}
        </>
      )}
    </section>
  );
}
