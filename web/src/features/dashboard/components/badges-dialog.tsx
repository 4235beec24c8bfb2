import { LockFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';

import { BADGE_TAB_NAMES, BADGE_TABS, badgesOfTab, earnedAt, type BadgeTab } from '@/features/dashboard/components/dashboard-logic';
import { PillTabs } from '@/features/dashboard/components/pill-tabs';
import type { Badge } from '@/gen/ndoto/v1/student_service_pb';
import { localDate } from '@/lib/relative-time';

function BadgeTile({ badge }: { badge: Badge }) {
  const { t, i18n } = useLingui();
  const at = earnedAt(badge);
  const stars = badge.stars;
  const starCount = i18n.number(stars);
  const day = at ? localDate(at, i18n.locale) : '';
  const earned = at !== null;
  return (
    <li className={`badge-tile tier-${badge.tier} ${earned ? 'earned' : 'locked'}`} aria-label={badge.name}>
      <span className="badge-tile-icon" aria-hidden="true">
        {badge.icon}
        {!earned && <LockFilled className="badge-tile-lock" />}
      </span>
      <h3 className="badge-tile-name">{badge.name}</h3>
      {earned ? (
        <>
          <p className="badge-tile-status">
            ✓ <Trans>Earned <time dateTime={at.toISOString()}>{day}</time></Trans>
          </p>
          {badge.description && <p className="badge-tile-text">{badge.description}</p>}
        </>
      ) : (
        <>
          <p className="badge-tile-status">
            <LockFilled aria-hidden="true" /> <Trans>Locked</Trans>
          </p>
          {badge.howToEarn && <p className="badge-tile-text">{badge.howToEarn}</p>}
        </>
      )}
      {badge.stars > 0 && (
        // One star has its own message: French says "1 étoile" but "10 étoiles".
        <span className="badge-tile-stars" aria-label={stars === 1 ? t`1 star` : t`${starCount} stars`}>
          +{starCount} ⭐
        </span>
      )}
    </li>
  );
}

export interface BadgesDialogProps {
  open: boolean;
  onClose: () => void;
  /** Every badge there is, in catalogue order; completedAt is set on the child's. */
  catalogue: readonly Badge[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * 'All Achievement Badges' (spec section 2): tabs All, Academic, Skills, Social and Projects over the
 * badge catalogue, each badge earned (its colours and the day) or locked (grey, a lock, and how to
 * earn it).
 */
export function BadgesDialog({ open, onClose, catalogue, loading, failed, onRetry }: BadgesDialogProps) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<BadgeTab>(BADGE_TABS[0]);
  const earned = i18n.number(catalogue.filter((badge) => earnedAt(badge) !== null).length);
  const total = i18n.number(catalogue.length);
  const tabs = BADGE_TABS.map((key) => ({ key, label: i18n._(BADGE_TAB_NAMES[key]) }));
  const group = i18n._(BADGE_TAB_NAMES[tab]);

  const body = (badges: Badge[]) => {
    if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (failed && catalogue.length === 0) {
      return (
        <div className="dash-empty dash-empty-small">
          <p className="dash-empty-text">
            <Trans>We couldn't load the badges right now.</Trans>
          </p>
          <Button onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      );
    }
    return (
      <ul className="badge-tiles" aria-label={t`${group} badges`}>
        {badges.map((badge) => (
          <BadgeTile key={badge.id} badge={badge} />
        ))}
      </ul>
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t`All Achievement Badges`}
      footer={null}
      width={820}
      centered
      className="badges-dialog"
    >
      {!loading && catalogue.length > 0 && (
        <p className="badges-dialog-summary">
          <Trans>
            You have earned <strong>{earned}</strong> of <strong>{total}</strong> badges. Keep going!
          </Trans>
        </p>
      )}
      <PillTabs label={t`Badge groups`} tabs={tabs} active={tab} onChange={setTab}>
        {body(badgesOfTab(catalogue, tab))}
      </PillTabs>
    </Modal>
  );
}
