import { ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { STORAGE_KEYS } from '@/config/constants';
import { useCommunities, useJoinCommunity } from '@/features/communities/api/communities';
import { CommunityCard, communityPath } from '@/features/communities/components/community-card';
import { CommunityNotice } from '@/features/communities/components/community-notice';
import { communitiesForAge } from '@/features/communities/components/community-logic';
import type { Community } from '@/gen/ndoto/v1/community_service_pb';
import { storedChildAge } from '@/lib/age-range';
import { readStorage } from '@/lib/store';

import './communities.css';

/**
 * /community (spec sections 2, 4, 5 and 8): the communities for the child's age as cards; a card
 * opens the community, 'Join Community' joins it and opens it.
 */
export function Communities() {
  const { t } = useLingui();
  const communities = useCommunities();
  const join = useJoinCommunity();
  const navigate = useNavigate();
  const [joiningId, setJoiningId] = useState<string | null>(null);
  const childAge = storedChildAge(readStorage(STORAGE_KEYS.childAge));
  const failure = communities.error;

  useEffect(() => {
    if (failure) console.error('Could not load the communities', failure);
  }, [failure]);

  const joinCommunity = (community: Community) => {
    setJoiningId(community.id);
    join.mutate(
      community,
      {
        onSuccess: () => void navigate(communityPath(community.id)),
        onSettled: () => setJoiningId(null),
      },
    );
  };

  const shown = communities.data ? communitiesForAge(communities.data.communities, childAge) : [];
  const shownCount = shown.length;

  let content: ReactNode;
  if (communities.isPending || (communities.isError && communities.isFetching)) {
    content = <CommunityNotice role="status" text={t`Loading communities...`} />;
  } else if (communities.isError) {
    content = (
      <CommunityNotice emoji="😕" title={t`Oops! Something went wrong`}
        text={t`We couldn't load the communities right now.`}
        role="alert">
        <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={() => void communities.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </CommunityNotice>
    );
  } else if (shown.length === 0) {
    content = (
      <CommunityNotice emoji="🌱" title={t`No communities yet!`}
        text={t`New communities are on their way. Check back soon!`}
       >
        <Button
          type="primary"
          size="large"
          icon={<ReloadOutlined />}
          loading={communities.isFetching}
          onClick={() => void communities.refetch()}
        >
          <Trans>Refresh</Trans>
        </Button>
      </CommunityNotice>
    );
  } else {
    content = (
      <ul className="community-grid" aria-label={t`Communities`}>
        {shown.map((community) => (
          <CommunityCard
            key={community.id}
            community={community}
            onJoin={joinCommunity}
            joining={joiningId === community.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="communities-page">
      <h1 className="communities-title">
        {communities.isSuccess ? <Trans>Communities for You ({shownCount})</Trans> : <Trans>Communities for You</Trans>}
      </h1>
      <header className="communities-hero">
        <span className="communities-hero-emoji" aria-hidden="true">
          🌍
        </span>
        <div>
          <p className="communities-hero-lead">
            <Trans>Find explorers who love what you love!</Trans>
          </p>
          <p>
            <Trans>
              Join a community, share what you discover and cheer each other on. Be kind, and keep your
              personal information (your full name, phone number, address or school) to yourself.
            </Trans>
          </p>
        </div>
      </header>
      {content}
    </div>
  );
}
