import { Card, Skeleton, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

import { LoadFailed } from '@/components/load-failed';
import { useChildProgress } from '@/features/parents/api/children';
import { when } from '@/features/parents/components/when';

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Card size="small" title={title} className="progress-section">
      {children.length === 0 ? (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      ) : (
        <ul className="progress-list">{children}</ul>
      )}
    </Card>
  );
}

/** The Progress tab: what the child earned, did, joined and wrote, and when they signed in. */
export function ChildProgress({ childId }: { childId: string }) {
  const progress = useChildProgress(childId);
  if (progress.isPending) return <Skeleton active />;
  if (progress.isError) {
    return <LoadFailed error={progress.error} retry={progress.refetch} />;
  }
  const p = progress.data;
  const name = p.child?.firstName ?? 'Your child';
  const journey = p.journey;
  return (
    <div className="child-progress">
      <div className="progress-stats">
        <Statistic title="Stars" value={p.totalStars} />
        <Statistic title="Badges" value={p.badges.length} />
        <Statistic title="Activities done" value={p.activities.length} />
        <Statistic title="Quizzes taken" value={p.quizResults.length} />
      </div>
      <Card size="small" title="Learning journey" className="progress-section">
        <div className="progress-stats">
          <Statistic title="Days in a row" value={journey?.streakDays ?? 0} />
          <Statistic title="Videos watched" value={journey?.videosWatched ?? 0} />
          <Statistic title="Books read" value={journey?.booksRead ?? 0} />
          <Statistic title="Resources read" value={journey?.resourcesRead ?? 0} />
        </div>
        <Typography.Paragraph type="secondary" className="progress-journey-note">
          {name} sees these on their dashboard. Videos count each time {name} opens one from Ndoto; books count when{' '}
          {name} says they read one; days count in your time zone.
        </Typography.Paragraph>
      </Card>
      <Section title="Badges" empty={`${name} has not earned a badge yet.`}>
        {p.badges.map((badge, i) => (
          <li key={i}>
            <strong>{badge.name}</strong> <Tag>{badge.tier}</Tag> {badge.stars} stars · {when(badge.earnedAt)}
          </li>
        ))}
      </Section>
      <Section title="Activities completed" empty={`${name} has not completed an activity yet.`}>
        {p.activities.map((activity, i) => (
          <li key={i}>
            <strong>{activity.title}</strong> · {activity.stars} stars · {when(activity.completedAt)}
          </li>
        ))}
      </Section>
      <Section title="Quiz results" empty={`${name} has not finished a quiz yet.`}>
        {p.quizResults.map((result, i) => (
          <li key={i}>
            {when(result.submittedAt)}: {result.careerAreas.join(', ')}
          </li>
        ))}
      </Section>
      <Section title="Communities joined" empty={`${name} has not joined a community yet.`}>
        {p.communities.map((community, i) => (
          <li key={i}>
            <strong>{community.name}</strong> · joined {when(community.joinedAt)}
          </li>
        ))}
      </Section>
      <Section title="Posts" empty={`${name} has not written a post yet.`}>
        {p.posts.map((post, i) => (
          <li key={i} className="progress-post">
            <div>
              <strong>{post.communityName}</strong> · {when(post.createdAt, true)}{' '}
              {post.hidden ? (
                <Tag color="red">Hidden after reports</Tag>
              ) : post.reportCount > 0 ? (
                <Tag color="orange">Reported {post.reportCount === 1 ? 'once' : `${post.reportCount} times`}</Tag>
              ) : null}
            </div>
            <div className="progress-post-text">{post.content}</div>
          </li>
        ))}
      </Section>
      <Typography.Paragraph type="secondary">
        Posts our safety check refused were never published: {name} was told why at once, and the Safety tab
        lists them. Searches in the video hub stay on {name}&apos;s own device and are not sent to us.
      </Typography.Paragraph>
      <Section title="Sign-ins (last 90 days)" empty={`${name} has not signed in during the last 90 days.`}>
        {p.signIns.map((time, i) => (
          <li key={i}>{when(time, true)}</li>
        ))}
      </Section>
    </div>
  );
}
