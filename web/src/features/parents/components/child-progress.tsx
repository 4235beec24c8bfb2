import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
function Stars({ count }: { count: number }) {
  return <Plural value={count} one="# star" other="# stars" />;
}

export function ChildProgress({ childId }: { childId: string }) {
  const { t } = useLingui();
  const progress = useChildProgress(childId);
  if (progress.isPending) return <Skeleton active />;
  if (progress.isError) {
    return <LoadFailed error={progress.error} retry={progress.refetch} />;
  }
  const p = progress.data;
  const name = p.child?.firstName ?? t`Your child`;
  const journey = p.journey;
  return (
    <div className="child-progress">
      <div className="progress-stats">
        <Statistic title={t`Stars`} value={p.totalStars} />
        <Statistic title={t`Badges`} value={p.badges.length} />
        <Statistic title={t`Activities done`} value={p.activities.length} />
        <Statistic title={t`Quizzes taken`} value={p.quizResults.length} />
      </div>
      <Card size="small" title={t`Learning journey`} className="progress-section">
        <div className="progress-stats">
          <Statistic title={t`Days in a row`} value={journey?.streakDays ?? 0} />
          <Statistic title={t`Videos watched`} value={journey?.videosWatched ?? 0} />
          <Statistic title={t`Books read`} value={journey?.booksRead ?? 0} />
          <Statistic title={t`Resources read`} value={journey?.resourcesRead ?? 0} />
        </div>
        <Typography.Paragraph type="secondary" className="progress-journey-note">
          <Trans>
            {name} sees these on their dashboard. Videos count each time {name} opens one from Ndoto; books count when{' '}
            {name} says they read one; days count in your time zone.
          </Trans>
        </Typography.Paragraph>
      </Card>
      <Section title={t`Badges`} empty={t`${name} has not earned a badge yet.`}>
        {p.badges.map((badge, i) => (
          <li key={i}>
            <strong>{badge.name}</strong> <Tag>{badge.tier}</Tag> <Stars count={badge.stars} /> · {when(badge.earnedAt)}
          </li>
        ))}
      </Section>
      <Section title={t`Activities completed`} empty={t`${name} has not completed an activity yet.`}>
        {p.activities.map((activity, i) => (
          <li key={i}>
            <strong>{activity.title}</strong> · <Stars count={activity.stars} /> · {when(activity.completedAt)}
          </li>
        ))}
      </Section>
      <Section title={t`Quiz results`} empty={t`${name} has not finished a quiz yet.`}>
        {p.quizResults.map((result, i) => (
          <li key={i}>
            {when(result.submittedAt)}: {result.careerAreas.join(', ')}
          </li>
        ))}
      </Section>
      <Section title={t`Communities joined`} empty={t`${name} has not joined a community yet.`}>
        {p.communities.map((community, i) => {
          const joined = when(community.joinedAt);
          return (
            <li key={i}>
              <strong>{community.name}</strong> · <Trans>joined {joined}</Trans>
            </li>
          );
        })}
      </Section>
      <Section title={t`Posts`} empty={t`${name} has not written a post yet.`}>
        {p.posts.map((post, i) => (
          <li key={i} className="progress-post">
            <div>
              <strong>{post.communityName}</strong> · {when(post.createdAt, true)}{' '}
              {post.hidden ? (
                <Tag color="red">
                  <Trans>Hidden after reports</Trans>
                </Tag>
              ) : post.reportCount > 0 ? (
                <Tag color="orange">
                  <Plural value={post.reportCount} one="Reported once" other="Reported # times" />
                </Tag>
              ) : null}
            </div>
            <div className="progress-post-text">{post.content}</div>
          </li>
        ))}
      </Section>
      <Typography.Paragraph type="secondary">
        <Trans>
          Posts our safety check refused were never published: {name} was told why at once, and the Safety tab lists
          them. Searches in the video hub stay on {name}&apos;s own device and are not sent to us.
        </Trans>
      </Typography.Paragraph>
      <Section title={t`Sign-ins (last 90 days)`} empty={t`${name} has not signed in during the last 90 days.`}>
        {p.signIns.map((time, i) => (
          <li key={i}>{when(time, true)}</li>
        ))}
      </Section>
    </div>
  );
}
