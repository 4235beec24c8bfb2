import { ArrowLeftOutlined, CrownOutlined, StarOutlined, TrophyOutlined } from '@ant-design/icons';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Tabs } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  useCommunities,
  useCommunity,
  useJoinCommunity,
  useLeaveCommunity,
} from '@/features/communities/api/communities';
import { CategoryIcon, categoryColorStyle } from '@/features/communities/components/category-icon';
import { CommunityNotice } from '@/features/communities/components/community-notice';
import { communityPath } from '@/features/communities/components/community-card';
import {
  categoryLabel,
  communitiesForAge,
  communityErrorText,
  explorersText,
  membershipLabel,
} from '@/features/communities/components/community-logic';
import { AvatarStack, MemberAvatar, memberName } from '@/features/communities/components/member-avatar';
import { PostComposer } from '@/features/communities/components/post-composer';
import { PostFeed } from '@/features/communities/components/post-feed';
import { queuedMembership, useQueuedActions } from '@/features/offline/outbox/use-outbox';
import { WillSync } from '@/features/offline/outbox/will-sync';
import type { Community } from '@/gen/ndoto/v1/community_service_pb';
import { storedChildAge } from '@/lib/age-range';
import { localDate } from '@/lib/relative-time';
import { readStorage } from '@/lib/store';

import './communities.css';

/** Other communities for the child's age (from the cached list), as links. */
function YouMightLike({ current }: { current: Community }) {
  const communities = useCommunities();
  const childAge = storedChildAge(readStorage(STORAGE_KEYS.childAge));
  const others = communitiesForAge(communities.data?.communities ?? [], childAge)
    .filter((community) => community.id !== current.id && !community.hasJoined)
    .slice(0, 3);
  if (others.length === 0) return null;
  return (
    <section className="community-side-card" aria-labelledby="you-might-like">
      <h3 id="you-might-like">
        <Trans>You Might Like</Trans>
      </h3>
      <ul className="community-suggestions">
        {others.map((community) => (
          <li key={community.id} style={categoryColorStyle(community.category)}>
            <CategoryIcon category={community.category} />
            <Link to={communityPath(community.id)}>{community.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A sidebar card of labelled numbers and facts (Community Stats, Member Stats). */
function StatsCard({ id, title, stats }: { id: string; title: string; stats: readonly (readonly [string, ReactNode])[] }) {
  return (
    <section className="community-side-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl className="community-stats">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The Posts tab's sidebar: Total Members, Age Group, Category, Created, and You Might Like. */
function StatsSidebar({ community }: { community: Community }) {
  const { t, i18n } = useLingui();
  const created = community.createdAt ? timestampDate(community.createdAt) : null;
  return (
    <aside className="community-side" aria-label={t`About this community`}>
      <StatsCard
        id="community-stats"
        title={t`Community Stats`}
        stats={[
          [t`Total Members`, i18n.number(community.memberCount)],
          [t`Age Group`, community.ageGroup || t`All ages`],
          [t`Category`, categoryLabel(community.category)],
          ...(created
            ? ([[t`Created`, <time dateTime={created.toISOString()}>{localDate(created)}</time>]] as const)
            : []),
        ]}
      />
      <YouMightLike current={community} />
    </aside>
  );
}

function PostsTab({ community }: { community: Community }) {
  return (
    <div className="community-posts-layout">
      <div className="community-posts">
        {community.hasJoined ? (
          <>
            <PostComposer communityId={community.id} />
            <PostFeed communityId={community.id} />
          </>
        ) : (
          <div className="posts-notice">
            <span className="community-notice-emoji" aria-hidden="true">
              🔒
            </span>
            <h3>
              <Trans>Join to see posts!</Trans>
            </h3>
            <p>
              <Trans>Members share ideas, questions and discoveries here. Join the community to read and write posts.</Trans>
            </p>
          </div>
        )}
      </div>
      <StatsSidebar community={community} />
    </div>
  );
}

/** Two challenges and a leaderboard, all marked as coming soon (spec section 2). */
function AchievementsTab({ community }: { community: Community }) {
  const { t } = useLingui();
  const category = categoryLabel(community.category);
  const challenges = [
    { key: 'master', icon: <CrownOutlined />, title: t`Master ${category}`, text: t`Complete 10 challenges`, points: t`+500 pts` },
    { key: 'star', icon: <StarOutlined />, title: t`Community Star`, text: t`Help 5 members`, points: t`+750 pts` },
  ];
  return (
    <div className="community-achievements">
      <ul className="community-challenges" aria-label={t`Community challenges`}>
        {challenges.map((challenge) => (
          <li key={challenge.key} className="community-challenge">
            <span className="community-challenge-icon" aria-hidden="true">
              {challenge.icon}
            </span>
            <h3>{challenge.title}</h3>
            <p>{challenge.text}</p>
            <p className="community-challenge-points">{challenge.points}</p>
            <span className="community-soon">
              <Trans>Coming soon</Trans>
            </span>
          </li>
        ))}
      </ul>
      <section className="community-leaderboard" aria-labelledby="leaderboard-title">
        <TrophyOutlined aria-hidden="true" className="community-leaderboard-icon" />
        <h3 id="leaderboard-title">
          <Trans>Leaderboard</Trans>
        </h3>
        <p>
          <Trans>The community&apos;s top helpers will show here soon.</Trans>
        </p>
        <span className="community-soon">
          <Trans>Coming soon</Trans>
        </span>
      </section>
    </div>
  );
}

/** Every member with their avatar and a 'You' badge on the child; Member Stats beside them. */
function MembersTab({ community }: { community: Community }) {
  const { t, i18n } = useLingui();
  const childId = readStorage(STORAGE_KEYS.childId);
  return (
    <div className="community-posts-layout">
      {community.members.length === 0 ? (
        <div className="posts-notice">
          <span className="community-notice-emoji" aria-hidden="true">
            👋
          </span>
          <p>
            <Trans>No members yet!</Trans>
          </p>
        </div>
      ) : (
        <ul className="member-grid" aria-label={t`Community members`}>
          {community.members.map((member) => {
            const name = memberName(member);
            return (
              <li key={member.id} className="member-card">
                <MemberAvatar name={name} image={member.image} size={56} decorative />
                <span className="member-name">{name}</span>
                {member.id === childId && <span className="member-you">{t`You`}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <aside className="community-side" aria-label={t`Member stats`}>
        <StatsCard
          id="member-stats"
          title={t`Member Stats`}
          stats={[
            [t`Total Members`, i18n.number(community.memberCount)],
            [t`You've Joined`, community.hasJoined ? t`Yes` : t`No`],
          ]}
        />
      </aside>
    </div>
  );
}

/**
 * /community/{communityId} (spec sections 2, 4, 8 and 9): the community's header with Join or
 * Leave, and its Posts, Achievements and Members tabs.
 */
export function CommunityDetail() {
  const { t } = useLingui();
  const { communityId = '' } = useParams();
  const navigate = useNavigate();
  const community = useCommunity(communityId);
  const join = useJoinCommunity();
  const leave = useLeaveCommunity();
  const queued = useQueuedActions();
  const failure = community.error;

  useEffect(() => {
    if (failure) console.error('Could not load the community', failure);
  }, [failure]);

  const back = (
    <Button size="large" icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.community)} className="community-back">
      <Trans>Back to Communities</Trans>
    </Button>
  );

  if (community.isPending || (community.isError && community.isFetching)) {
    return (
      <div className="communities-page">
        {back}
        <CommunityNotice role="status" text={t`Loading community...`} />
      </div>
    );
  }
  if (community.isError || !community.data.community) {
    return (
      <div className="communities-page">
        <CommunityNotice emoji="🧭" title={t`Community Not Found`} text={communityErrorText(community.error)} role="alert">
          {back}
        </CommunityNotice>
      </div>
    );
  }

  // A join or leave done offline and not sent yet shows as done.
  const waiting = queuedMembership(queued, community.data.community.id);
  const shown = waiting === undefined ? community.data.community : { ...community.data.community, hasJoined: waiting };
  const ageGroup = shown.ageGroup;
  const pending = join.isPending || leave.isPending;
  const toggleMembership = () => {
    if (pending) return;
    if (shown.hasJoined) leave.mutate(shown);
    else join.mutate(shown);
  };
  const joinButton = (
    <Button
      type={shown.hasJoined ? 'default' : 'primary'}
      size="large"
      className="community-membership"
      disabled={pending}
      onClick={toggleMembership}
    >
      {membershipLabel(shown.hasJoined, pending)}
    </Button>
  );
  const membershipMark = waiting !== undefined && <WillSync />;

  return (
    <div className="communities-page">
      {back}
      <header className="community-header" style={categoryColorStyle(shown.category)}>
        <CategoryIcon category={shown.category} size="large" />
        <div className="community-header-text">
          <h1 className="community-header-name">{shown.name}</h1>
          {ageGroup && (
            <span className="community-ages">
              <Trans>Ages {ageGroup}</Trans>
            </span>
          )}
          <p className="community-header-description">{shown.description}</p>
          <div className="community-card-members">
            <AvatarStack members={shown.members} memberCount={shown.memberCount} />
            <span className="community-member-count">{explorersText(shown.memberCount)}</span>
          </div>
        </div>
        <div className="community-header-action">
          {joinButton}
          {membershipMark}
        </div>
      </header>
      <Tabs
        className="community-tabs"
        size="large"
        items={[
          { key: 'posts', label: t`Posts`, children: <PostsTab community={shown} /> },
          { key: 'achievements', label: t`Achievements`, children: <AchievementsTab community={shown} /> },
          { key: 'members', label: t`Members`, children: <MembersTab community={shown} /> },
        ]}
      />
    </div>
  );
}
