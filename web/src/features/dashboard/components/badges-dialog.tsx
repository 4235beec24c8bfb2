import { LockFilled } from '@ant-design/icons';
import { Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';

import { BADGE_TABS, badgesOfTab, earnedAt, type BadgeTab } from '@/features/dashboard/components/dashboard-logic';
import { PillTabs } from '@/features/dashboard/components/pill-tabs';
import type { Badge } from '@/gen/ndoto/v1/student_service_pb';
import { localDate } from '@/lib/relative-time';

const TABS = BADGE_TABS.map((name) => ({ key: name, label: name }));

function BadgeTile({ badge }: { badge: Badge }) {
  const at = earnedAt(badge);
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
            ✓ Earned <time dateTime={at.toISOString()}>{localDate(at)}</time>
          </p>
          {badge.description && <p className="badge-tile-text">{badge.description}</p>}
        </>
      ) : (
        <>
          <p className="badge-tile-status">
            <LockFilled aria-hidden="true" /> Locked
          </p>
          {badge.howToEarn && <p className="badge-tile-text">{badge.howToEarn}</p>}
        </>
      )}
      {badge.stars > 0 && (
        <span className="badge-tile-stars" aria-label={`${badge.stars} stars`}>
          +{badge.stars} ⭐
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
  const [tab, setTab] = useState<BadgeTab>('All');
  const earned = catalogue.filter((badge) => earnedAt(badge) !== null).length;

  const body = (badges: Badge[]) => {
    if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (failed && catalogue.length === 0) {
      return (
        <div className="dash-empty dash-empty-small">
          <p className="dash-empty-text">We couldn't load the badges right now.</p>
          <Button onClick={onRetry}>Try Again</Button>
        </div>
      );
    }
    return (
      <ul className="badge-tiles" aria-label={`${tab} badges`}>
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
      title="All Achievement Badges"
      footer={null}
      width={820}
      centered
      className="badges-dialog"
    >
      {!loading && catalogue.length > 0 && (
        <p className="badges-dialog-summary">
          You have earned <strong>{earned}</strong> of <strong>{catalogue.length}</strong> badges. Keep going!
        </p>
      )}
      <PillTabs label="Badge groups" tabs={TABS} active={tab} onChange={setTab}>
        {body(badgesOfTab(catalogue, tab))}
      </PillTabs>
    </Modal>
  );
}
