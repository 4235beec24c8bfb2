import { TrophyOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';

import { BadgesDialog } from '@/features/dashboard/components/badges-dialog';
import { earnedAt, recentBadges } from '@/features/dashboard/components/dashboard-logic';
import type { Badge } from '@/gen/ndoto/v1/student_service_pb';
import { localDate, relativeTime } from '@/lib/relative-time';

export interface RecentBadgesProps {
  badges: readonly Badge[];
  catalogue: readonly Badge[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Recent Badges (spec section 2): the child's latest badges (icon, name, how long ago), 'No badges
 * yet' before the first, and the 'All Achievement Badges' dialog.
 */
export function RecentBadges({ badges, catalogue, loading, failed, onRetry }: RecentBadgesProps) {
  const { t, i18n } = useLingui();
  const [dialogOpen, setDialogOpen] = useState(false);
  const recent = recentBadges(badges);
  const now = new Date();

  return (
    <section className="dash-card" aria-labelledby="recent-badges-title">
      <h2 id="recent-badges-title" className="dash-card-title">
        <span aria-hidden="true">🏅</span> <Trans>Recent Badges</Trans>
      </h2>
      {loading ? (
        <div role="status" aria-label={t`Loading your badges`}>
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      ) : recent.length === 0 ? (
        <div className="dash-empty dash-empty-small">
          <span className="dash-empty-emoji" aria-hidden="true">
            🌟
          </span>
          <p className="dash-empty-title">
            <Trans>No badges yet</Trans>
          </p>
          <p className="dash-empty-text">
            <Trans>Keep learning to earn badges!</Trans>
          </p>
        </div>
      ) : (
        <ul className="recent-badges" aria-label={t`Recent badges`}>
          {recent.map((badge) => {
            const at = earnedAt(badge);
            return (
              <li key={badge.id} className={`recent-badge tier-${badge.tier}`}>
                <span className="recent-badge-icon" aria-hidden="true">
                  {badge.icon}
                </span>
                <span className="recent-badge-name">{badge.name}</span>
                {at && (
                  <time className="recent-badge-time" dateTime={at.toISOString()} title={localDate(at, i18n.locale)}>
                    {relativeTime(at, now, i18n.locale)}
                  </time>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Button
        block
        size="large"
        icon={<TrophyOutlined />}
        className="all-badges-button"
        onClick={() => setDialogOpen(true)}
      >
        <Trans>All Achievement Badges</Trans>
      </Button>
      <BadgesDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        catalogue={catalogue}
        loading={loading}
        failed={failed}
        onRetry={onRetry}
      />
    </section>
  );
}
