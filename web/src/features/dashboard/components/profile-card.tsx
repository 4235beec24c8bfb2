import { useLingui } from '@lingui/react/macro';
import { Skeleton } from 'antd';
import { useState } from 'react';

import { ageGroupTitle, fullName, initials } from '@/features/dashboard/components/dashboard-logic';
import type { CurrentUser } from '@/gen/ndoto/v1/student_service_pb';

/** The child's picture, or their initials when there is none or it fails to load (spec section 8). */
function ProfileAvatar({ image, letters }: { image: string; letters: string }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState<string | null>(null);
  if (image === '' || failed === image) {
    return (
      <span className="profile-avatar profile-initials" role="img" aria-label={t`Your avatar`}>
        {letters}
      </span>
    );
  }
  return (
    <img
      className="profile-avatar"
      src={image}
      alt={t`Your avatar`}
      width={96}
      height={96}
      decoding="async"
      onError={() => setFailed(image)}
    />
  );
}

/** A number on the card, or a skeleton while the rewards load, or a dash when they could not. */
function Stat({ label, emoji, value }: { label: string; emoji: string; value: number | 'loading' | 'failed' }) {
  const { t, i18n } = useLingui();
  return (
    <div className="profile-stat">
      <dt>
        <span aria-hidden="true">{emoji} </span>
        {label}
      </dt>
      <dd>
        {value === 'loading' ? (
          <Skeleton.Button active size="small" className="profile-stat-skeleton" />
        ) : value === 'failed' ? (
          <span title={t`Not available right now`}>–</span>
        ) : (
          i18n.number(value)
        )}
      </dd>
    </div>
  );
}

export interface ProfileCardProps {
  /** The child from the dashboard; undefined while it loads or when it could not be loaded. */
  user: CurrentUser | undefined;
  loading: boolean;
  /** The child's age when the dashboard has none (the age stored at sign-in). */
  fallbackAge: number;
  badges: number | 'loading' | 'failed';
  stars: number | 'loading' | 'failed';
}

/** The profile card: picture, full name, age-group title, and the Badges and Stars counts. */
export function ProfileCard({ user, loading, fallbackAge, badges, stars }: ProfileCardProps) {
  const { t } = useLingui();
  const first = user?.firstName ?? '';
  const last = user?.lastName ?? '';
  const name = fullName(first, last) || t`Explorer`;
  const age = user && user.age > 0 ? user.age : fallbackAge;
  return (
    <section className="dash-card profile-card" aria-label={t`My profile`}>
      <div className="profile-banner" aria-hidden="true" />
      {loading ? (
        <div className="profile-loading" role="status" aria-label={t`Loading your profile`}>
          <Skeleton.Avatar active size={96} />
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
        </div>
      ) : (
        <>
          <ProfileAvatar image={user?.image ?? ''} letters={initials(first, last)} />
          <h2 className="profile-name">{name}</h2>
          <p className="profile-title">{ageGroupTitle(age)}</p>
        </>
      )}
      <dl className="profile-stats">
        <Stat label={t`Badges`} emoji="🏅" value={badges} />
        <Stat label={t`Stars`} emoji="⭐" value={stars} />
      </dl>
    </section>
  );
}
