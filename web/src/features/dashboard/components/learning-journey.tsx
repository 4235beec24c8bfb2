import { Progress } from 'antd';

import { ACCENTS } from '@/config/colours';

/** The spec's sample numbers: My Learning Journey is static, not the child's real progress. */
const JOURNEY = [
  { emoji: '📚', label: 'Books Read', count: 15, percent: 75, colour: ACCENTS.cyan.fill },
  { emoji: '🎬', label: 'Videos Watched', count: 8, percent: 40, colour: ACCENTS.pink.fill },
  { emoji: '🛠️', label: 'Projects Done', count: 12, percent: 60, colour: ACCENTS.purple.fill },
] as const;

/** My Learning Journey (spec section 2): '5 Day Streak!' and three sample counts with percentages. */
export function LearningJourney() {
  return (
    <section className="dash-card journey" aria-labelledby="journey-title">
      <div className="journey-head">
        <h2 id="journey-title" className="dash-card-title">
          <span aria-hidden="true">🗺️</span> My Learning Journey
        </h2>
        <span className="journey-streak">
          <span aria-hidden="true">🔥</span> 5 Day Streak!
        </span>
      </div>
      <ul className="journey-stats" aria-label="Learning journey, sample numbers">
        {JOURNEY.map((item) => (
          <li key={item.label} className="journey-stat" style={{ ['--journey' as string]: item.colour }}>
            <span className="journey-emoji" aria-hidden="true">
              {item.emoji}
            </span>
            <span className="journey-count">{item.count}</span>
            <span className="journey-label">{item.label}</span>
            <Progress
              percent={item.percent}
              size="small"
              strokeColor={item.colour}
              aria-label={`${item.label}: ${item.percent}%`}
            />
          </li>
        ))}
      </ul>
      <p className="journey-note">
        <span className="dash-sample-tag">Sample</span> These are example numbers. Tracking your own journey is coming
        soon!
      </p>
    </section>
  );
}
