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
  { key: 'booksRead', emoji: '📚', label: 'Books Read', colour: ACCENTS.cyan.fill },
  { key: 'videosWatched', emoji: '🎬', label: 'Videos Watched', colour: ACCENTS.pink.fill },
  { key: 'projectsDone', emoji: '🛠️', label: 'Projects Done', colour: ACCENTS.purple.fill },
] as const;

/**
 * My Learning Journey (spec section 2): the child's streak and three counts, counted by the server
 * (GetLearningJourney): books and resources read, videos opened from Ndoto, activities completed.
 * Each bar fills towards the count's next goal. A new child sees zeros and an invitation.
 */
export function LearningJourney() {
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
          <span aria-hidden="true">🗺️</span> My Learning Journey
        </h2>
        {counts && (
          <span className={counts.streakDays > 0 ? 'journey-streak' : 'journey-streak journey-streak-none'}>
            <span aria-hidden="true">{counts.streakDays > 0 ? '🔥' : '🌱'}</span> {streakText(counts.streakDays)}
          </span>
        )}
      </div>
      {isError && !counts ? (
        <p className="journey-note" role="alert">
          We couldn't load your journey right now.{' '}
          <button type="button" className="journey-retry" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <ul className="journey-stats" aria-label="My learning journey">
            {STATS.map((item) => {
              const count = counts?.[item.key];
              const goal = count === undefined ? undefined : nextGoal(count);
              return (
                <li key={item.key} className="journey-stat" style={{ ['--journey' as string]: item.colour }}>
                  <span className="journey-emoji" aria-hidden="true">
                    {item.emoji}
                  </span>
                  <span className="journey-count">{count ?? '–'}</span>
                  <span className="journey-label">{item.label}</span>
                  <Progress
                    percent={count === undefined ? 0 : goalPercent(count)}
                    showInfo={goal !== undefined}
                    format={() => `${count}/${goal}`}
                    size="small"
                    strokeColor={item.colour}
                    aria-label={
                      count === undefined ? `${item.label}: loading` : `${item.label}: ${count} of ${goal} for your next goal`
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
