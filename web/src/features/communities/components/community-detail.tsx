import { ArrowLeftOutlined, CrownOutlined, StarOutlined, TrophyOutlined } from '@ant-design/icons';
import { timestampDate } from '@bufbuild/protobuf/wkt';
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
      <h3 id="you-might-like">You Might Like</h3>
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
  const created = community.createdAt ? timestampDate(community.createdAt) : null;
  return (
    <aside className="community-side" aria-label="About this community">
      <StatsCard
        id="community-stats"
        title="Community Stats"
        stats={[
          ['Total Members', community.memberCount],
          ['Age Group', community.ageGroup || 'All ages'],
          ['Category', categoryLabel(community.category)],
          ...(created
            ? ([['Created', <time dateTime={created.toISOString()}>{localDate(created)}</time>]] as const)
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
            <h3>Join to see posts!</h3>
            <p>Members share ideas, questions and discoveries here. Join the community to read and write posts.</p>
          </div>
        )}
      </div>
      <StatsSidebar community={community} />
    </div>
  );
}

/** Two challenges and a leaderboard, all marked as coming soon (spec section 2). */
function AchievementsTab({ community }: { community: Community }) {
  const challenges = [
    { icon: <CrownOutlined />, title: `Master ${categoryLabel(community.category)}`, text: 'Complete 10 challenges', points: '+500 pts' },
    { icon: <StarOutlined />, title: 'Community Star', text: 'Help 5 members', points: '+750 pts' },
  ];
  return (
    <div className="community-achievements">
      <ul className="community-challenges" aria-label="Community challenges">
        {challenges.map((challenge) => (
          <li key={challenge.title} className="community-challenge">
            <span className="community-challenge-icon" aria-hidden="true">
              {challenge.icon}
            </span>
            <h3>{challenge.title}</h3>
            <p>{challenge.text}</p>
            <p className="community-challenge-points">{challenge.points}</p>
            <span className="community-soon">Coming soon</span>
          </li>
        ))}
      </ul>
      <section className="community-leaderboard" aria-labelledby="leaderboard-title">
        <TrophyOutlined aria-hidden="true" className="community-leaderboard-icon" />
        <h3 id="leaderboard-title">Leaderboard</h3>
        <p>The community&apos;s top helpers will show here soon.</p>
        <span className="community-soon">Coming soon</span>
      </section>
    </div>
  );
}

/** Every member with their avatar and a 'You' badge on the child; Member Stats beside them. */
function MembersTab({ community }: { community: Community }) {
  const childId = readStorage(STORAGE_KEYS.childId);
  return (
    <div className="community-posts-layout">
      {community.members.length === 0 ? (
        <div className="posts-notice">
          <span className="community-notice-emoji" aria-hidden="true">
            👋
          </span>
          <p>No members yet!</p>
        </div>
      ) : (
        <ul className="member-grid" aria-label="Community members">
          {community.members.map((member) => {
            const name = memberName(member);
            return (
              <li key={member.id} className="member-card">
                <MemberAvatar name={name} image={member.image} size={56} decorative />
                <span className="member-name">{name}</span>
                {member.id === childId && <span className="member-you">You</span>}
              </li>
            );
          })}
        </ul>
      )}
      <aside className="community-side" aria-label="Member stats">
        <StatsCard
          id="member-stats"
          title="Member Stats"
          stats={[
            ['Total Members', community.memberCount],
            ["You've Joined", community.hasJoined ? 'Yes' : 'No'],
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
  const { communityId = '' } = useParams();
  const navigate = useNavigate();
  const community = useCommunity(communityId);
  const join = useJoinCommunity();
  const leave = useLeaveCommunity();
  const failure = community.error;

  useEffect(() => {
    if (failure) console.error('Could not load the community', failure);
  }, [failure]);

  const back = (
    <Button size="large" icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.community)} className="community-back">
      Back to Communities
    </Button>
  );

  if (community.isPending || (community.isError && community.isFetching)) {
    return (
      <div className="communities-page">
        {back}
        <CommunityNotice role="status" text="Loading community..." />
      </div>
    );
  }
  if (community.isError || !community.data.community) {
    return (
      <div className="communities-page">
        <CommunityNotice emoji="🧭" title="Community Not Found" text={communityErrorText(community.error)} role="alert">
          {back}
        </CommunityNotice>
      </div>
    );
  }

  const shown = community.data.community;
  const pending = join.isPending || leave.isPending;
  const toggleMembership = () => {
    if (pending) return;
    if (shown.hasJoined) leave.mutate({ communityId: shown.id });
    else join.mutate({ communityId: shown.id });
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

  return (
    <div className="communities-page">
      {back}
      <header className="community-header" style={categoryColorStyle(shown.category)}>
        <CategoryIcon category={shown.category} size="large" />
        <div className="community-header-text">
          <h1 className="community-header-name">{shown.name}</h1>
          {shown.ageGroup && <span className="community-ages">Ages {shown.ageGroup}</span>}
          <p className="community-header-description">{shown.description}</p>
          <div className="community-card-members">
            <AvatarStack members={shown.members} memberCount={shown.memberCount} />
            <span className="community-member-count">{explorersText(shown.memberCount)}</span>
          </div>
        </div>
        <div className="community-header-action">{joinButton}</div>
      </header>
      <Tabs
        className="community-tabs"
        size="large"
        items={[
          { key: 'posts', label: 'Posts', children: <PostsTab community={shown} /> },
          { key: 'achievements', label: 'Achievements', children: <AchievementsTab community={shown} /> },
          { key: 'members', label: 'Members', children: <MembersTab community={shown} /> },
        ]}
      />
    </div>
  );
}
