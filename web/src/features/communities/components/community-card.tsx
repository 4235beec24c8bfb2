import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { Link } from 'react-router';

import { CategoryIcon, categoryColorStyle } from '@/features/communities/components/category-icon';
import { categoryLabel, memberCountText } from '@/features/communities/components/community-logic';
import { AvatarStack } from '@/features/communities/components/member-avatar';
import type { Community } from '@/gen/ndoto/v1/community_service_pb';

/** Where a community's detail lives: /community/{id}. */
export function communityPath(id: string): string {
  return `/community/${encodeURIComponent(id)}`;
}

/**
 * One community of the grid (spec section 2): category icon and colour, name, 'Ages {ageGroup}',
 * description, up to three avatars and '+N', 'N member(s)', and 'Join Community'. The name is the
 * link to the detail and stretches over the whole card, so a click anywhere on it opens the
 * community; the button joins it first.
 */
export function CommunityCard({
  community,
  onJoin,
  joining,
}: {
  community: Community;
  onJoin: (community: Community) => void;
  joining: boolean;
}) {
  const { t } = useLingui();
  const titleId = `community-${community.id}-title`;
  const ageGroup = community.ageGroup;
  return (
    <li className="community-card" style={categoryColorStyle(community.category)} aria-labelledby={titleId}>
      <div className="community-card-top">
        <CategoryIcon category={community.category} />
        <span className="community-category">{categoryLabel(community.category)}</span>
        {ageGroup && (
          <span className="community-ages">
            <Trans>Ages {ageGroup}</Trans>
          </span>
        )}
      </div>
      <h2 id={titleId} className="community-name">
        <Link to={communityPath(community.id)} className="community-card-link">
          {community.name}
        </Link>
      </h2>
      <p className="community-description">{community.description}</p>
      <div className="community-card-members">
        <AvatarStack members={community.members} memberCount={community.memberCount} />
        <span className="community-member-count">{memberCountText(community.memberCount)}</span>
      </div>
      <div className="community-card-action">
        {community.hasJoined ? (
          <p className="community-member-badge">
            <Trans>✓ You&apos;re a member</Trans>
          </p>
        ) : (
          <Button
            type="primary"
            size="large"
            block
            loading={joining}
            onClick={() => onJoin(community)}
            aria-describedby={titleId}
          >
            {joining ? t`Joining...` : t`Join Community`}
          </Button>
        )}
      </div>
    </li>
  );
}
