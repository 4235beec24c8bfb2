import { BookOutlined, ReloadOutlined, RocketOutlined, StarFilled, TrophyOutlined } from '@ant-design/icons';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';

import { useRewards } from '@/features/achievements/api/rewards';
import {
  badgeCount,
  earnedDate,
  earnedIso,
  headerStarCount,
  recentBadges,
  starTypes,
  tierBadges,
  TIERS,
} from '@/features/achievements/components/achievements-logic';
import type { Badge } from '@/gen/ndoto/v1/student_service_pb';

import './achievements.css';

/** A badge as a row: icon, name, description and the date it was earned. */
function BadgeRow({ badge }: { badge: Badge }) {
  const { i18n } = useLingui();
  const date = earnedDate(badge.completedAt, i18n.locale);
  return (
    <li className="badge-row">
      <span className="badge-row-icon" aria-hidden="true">
        {badge.icon}
      </span>
      <div className="badge-row-text">
        <h3 className="badge-row-name">{badge.name}</h3>
        {badge.description && <p className="badge-row-description">{badge.description}</p>}
        {date && (
          <p className="badge-row-date">
            <Trans>
              Earned on <time dateTime={earnedIso(badge.completedAt)}>{date}</time>
            </Trans>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * /achievements (spec section 2, 'Achievements', and section 9): the child's badges by tier, the
 * most recent ones, every badge in a dialog, and the stars by what earned them.
 */
export function Achievements() {
  const { t, i18n } = useLingui();
  const rewards = useRewards();
  const [allOpen, setAllOpen] = useState(false);
  const failure = rewards.error;

  useEffect(() => {
    if (failure) console.error('Could not load the achievements', failure);
  }, [failure]);

  if (rewards.isPending || (rewards.isError && rewards.isFetching)) {
    return (
      <div className="achievements-page">
        <div className="achievements-notice" role="status">
          <span className="achievements-spinner" aria-hidden="true" />
          <p>
            <Trans>Loading your achievements...</Trans>
          </p>
        </div>
      </div>
    );
  }

  if (rewards.isError) {
    return (
      <div className="achievements-page">
        <div className="achievements-notice" role="alert">
          <span className="achievements-notice-emoji" aria-hidden="true">
            😕
          </span>
          <p>
            <Trans>We couldn&apos;t load your achievements right now.</Trans>
          </p>
          <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={() => void rewards.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const data = rewards.data;
  const stars = headerStarCount(data.totalBadges);
  const recent = recentBadges(data.badges);
  const types = starTypes(data.starsByType);
  const totalBadges = data.totalBadges;
  const totalStars = data.totalStars;
  const badgesInAll = data.badges.length;

  return (
    <div className="achievements-page">
      <header className="achievements-hero">
        <TrophyOutlined className="achievements-hero-trophy" aria-hidden="true" />
        <h1>
          <Trans>My Amazing Achievements!</Trans>
        </h1>
        <p className="achievements-total">
          {/* A <span> around each choice: Lingui takes an element there, not a fragment. */}
          <Plural
            value={totalBadges}
            one={
              <span>
                <strong>#</strong> badge earned
              </span>
            }
            other={
              <span>
                <strong>#</strong> badges earned
              </span>
            }
          />
        </p>
        {stars > 0 && (
          <span className="achievements-hero-stars" role="img" aria-label={plural(stars, { one: '# star', other: '# stars' })}>
            {Array.from({ length: stars }, (_, at) => (
              <StarFilled key={at} />
            ))}
          </span>
        )}
      </header>

      <section className="tier-cards" aria-label={t`Badges by tier`}>
        {TIERS.map(({ tier, label, emoji }) => {
          const { count, shown } = tierBadges(data, tier);
          return (
            <article key={tier} className={`tier-card tier-${tier}`} aria-labelledby={`tier-${tier}`}>
              <header className="tier-card-header">
                <span className="tier-card-emoji" aria-hidden="true">
                  {emoji}
                </span>
                <h2 id={`tier-${tier}`}>{t(label)}</h2>
                <span className="tier-card-count" aria-label={badgeCount(count)}>
                  {count}
                </span>
              </header>
              {shown.length === 0 ? (
                <p className="tier-card-empty">
                  <Trans>No badges yet</Trans>
                </p>
              ) : (
                <ul className="tier-card-badges">
                  {shown.map((badge) => (
                    <li key={badge.id}>
                      <span aria-hidden="true">{badge.icon}</span> {badge.name}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          );
        })}
      </section>

      <div className="achievements-columns">
        <section className="achievements-card achievements-recent" aria-labelledby="recent-title">
          <h2 id="recent-title">
            <span aria-hidden="true">🌟</span> <Trans>Recent Super Achievements!</Trans>
          </h2>
          {recent.length === 0 ? (
            <div className="achievements-empty">
              <span aria-hidden="true">🏅</span>
              <h3>
                <Trans>No Badges Yet</Trans>
              </h3>
              <p>
                <Trans>Keep learning to earn your first badges!</Trans>
              </p>
            </div>
          ) : (
            <>
              <ul className="badge-rows" aria-label={t`Recent badges`}>
                {recent.map((badge) => (
                  <BadgeRow key={badge.id} badge={badge} />
                ))}
              </ul>
              <Button size="large" type="primary" ghost block icon={<TrophyOutlined />} onClick={() => setAllOpen(true)}>
                <Trans>View All Badges</Trans>
              </Button>
            </>
          )}
        </section>

        <div className="achievements-side">
          <section className="achievements-card achievements-stars" aria-labelledby="stars-title">
            <h2 id="stars-title">
              <StarFilled className="achievements-star-icon" aria-hidden="true" /> <Trans>Stars Earned</Trans>
            </h2>
            <p className="achievements-stars-total">
              <Plural
                value={totalStars}
                one={
                  <span>
                    <strong>#</strong> star
                  </span>
                }
                other={
                  <span>
                    <strong>#</strong> stars
                  </span>
                }
              />
            </p>
            {types.length > 0 && (
              <ul className="star-types" aria-label={t`Stars by type`}>
                {types.map(({ type, label, count }) => (
                  <li key={type}>
                    <span className="star-type-label">{label}</span>
                    <span className="star-type-count">{i18n.number(count)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="achievements-card achievements-keep-going" aria-labelledby="keep-going-title">
            <h2 id="keep-going-title">
              <span aria-hidden="true">💪</span> <Trans>Keep Going!</Trans>
            </h2>
            <ul className="keep-going-hints">
              <li>
                <RocketOutlined aria-hidden="true" /> <Trans>Complete challenges to earn more badges.</Trans>
              </li>
              <li>
                <BookOutlined aria-hidden="true" /> <Trans>Watch videos and read books to earn more stars.</Trans>
              </li>
            </ul>
          </section>
        </div>
      </div>

      <Modal
        open={allOpen}
        title={t`All My Badges (${badgesInAll})`}
        onCancel={() => setAllOpen(false)}
        footer={
          <Button size="large" onClick={() => setAllOpen(false)}>
            <Trans>Close</Trans>
          </Button>
        }
        width={600}
        centered
        className="achievements-all-dialog"
      >
        <ul className="badge-rows" aria-label={t`All badges`}>
          {data.badges.map((badge) => (
            <BadgeRow key={badge.id} badge={badge} />
          ))}
        </ul>
      </Modal>
    </div>
  );
}
