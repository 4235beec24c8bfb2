import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import { useDashboard, useRewards } from '@/features/dashboard/api/dashboard';
import { LearningJourney } from '@/features/dashboard/components/learning-journey';
import { MyProjects } from '@/features/dashboard/components/my-projects';
import { ProfileCard } from '@/features/dashboard/components/profile-card';
import { RecentBadges } from '@/features/dashboard/components/recent-badges';
import { Recommended } from '@/features/dashboard/components/recommended';
import { readStorage } from '@/lib/store';

import './dashboard.css';

/**
 * /home (spec section 2, "Dashboard"): the profile card, My Projects and Recent Badges on the left;
 * My Learning Journey and Recommended For You on the right; stacked on small screens. A failed load
 * has no message of its own (spec section 8): it is logged, and the page shows what it can.
 */
export function Dashboard() {
  const dashboard = useDashboard();
  const rewards = useRewards();

  useEffect(() => {
    if (dashboard.error) console.error('Could not load the dashboard', dashboard.error);
  }, [dashboard.error]);
  useEffect(() => {
    if (rewards.error) console.error('Could not load the rewards', rewards.error);
  }, [rewards.error]);

  const data = dashboard.data?.dashboardResponse;
  const storedAge = Number(readStorage(STORAGE_KEYS.childAge) ?? '');
  // A count from the rewards; while they load, a skeleton; when they could not be loaded, a dash.
  const count = (value: number | undefined) => value ?? (rewards.isPending ? 'loading' : 'failed');

  return (
    <div className="dashboard-page">
      <h1 className="visually-hidden">
        <Trans>Dashboard</Trans>
      </h1>
      <div className="dashboard-grid">
        <div className="dashboard-column">
          <ProfileCard
            user={data?.currentUser}
            loading={dashboard.isPending}
            fallbackAge={Number.isFinite(storedAge) ? storedAge : 0}
            badges={count(rewards.data?.totalBadges)}
            stars={count(rewards.data?.totalStars)}
          />
          <MyProjects />
          <RecentBadges
            badges={rewards.data?.badges ?? []}
            catalogue={rewards.data?.catalogue ?? []}
            loading={rewards.isPending}
            failed={rewards.isError && !rewards.data}
            onRetry={() => void rewards.refetch()}
          />
        </div>
        <div className="dashboard-column">
          <LearningJourney />
          <Recommended contents={data?.educationalContents ?? []} loading={dashboard.isPending} />
        </div>
      </div>
    </div>
  );
}
