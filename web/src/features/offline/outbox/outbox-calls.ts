import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { createClient, type Transport } from '@connectrpc/connect';
import { createConnectQueryKey } from '@connectrpc/connect-query';
import type { QueryClient } from '@tanstack/react-query';

import type { OutboxAction } from '@/features/offline/outbox/outbox-actions';
import {
  CommunityService,
  GetCommunityResponseSchema,
  ListCommunitiesResponseSchema,
  type Community,
  type JoinCommunityResponse,
  type LeaveCommunityResponse,
} from '@/gen/ndoto/v1/community_service_pb';
import {
  ListChallengesResponseSchema,
  ListNotificationsResponseSchema,
  StudentService,
  type CompleteChallengeResponse,
  type MarkNotificationsReadResponse,
} from '@/gen/ndoto/v1/student_service_pb';

/** The server's answer to each kind of action. */
export interface Answers {
  completeActivity: CompleteChallengeResponse;
  joinCommunity: JoinCommunityResponse;
  leaveCommunity: LeaveCommunityResponse;
  markNotificationsRead: MarkNotificationsReadResponse;
}

/** Sends `action` to the server, as it was made: the same request id and time every try. */
export async function sendAction<A extends OutboxAction>(transport: Transport, action: A): Promise<Answers[A['kind']]> {
  const student = createClient(StudentService, transport);
  const communities = createClient(CommunityService, transport);
  let answer: Answers[OutboxAction['kind']];
  switch (action.kind) {
    case 'completeActivity':
      answer = await student.completeChallenge({
        id: action.activityId,
        requestId: action.requestId,
        completedAt: timestampFromDate(new Date(action.completedAt)),
      });
      break;
    case 'joinCommunity':
      answer = await communities.joinCommunity({ communityId: action.communityId, requestId: action.requestId });
      break;
    case 'leaveCommunity':
      answer = await communities.leaveCommunity({ communityId: action.communityId, requestId: action.requestId });
      break;
    case 'markNotificationsRead':
      answer = await student.markNotificationsRead({ ids: action.ids });
      break;
  }
  return answer as Answers[A['kind']];
}

function keys(transport: Transport, communityId = '') {
  const key = createConnectQueryKey;
  return {
    challenges: key({ schema: StudentService.method.listChallenges, transport, cardinality: 'finite' }),
    rewards: key({ schema: StudentService.method.getRewards, transport, cardinality: 'finite' }),
    dashboard: key({ schema: StudentService.method.getDashboard, transport, cardinality: 'finite' }),
    journey: key({ schema: StudentService.method.getLearningJourney, transport, cardinality: 'finite' }),
    notifications: key({ schema: StudentService.method.listNotifications, transport, cardinality: 'finite' }),
    communities: key({ schema: CommunityService.method.listCommunities, transport, cardinality: 'finite' }),
    community: key({
      schema: CommunityService.method.getCommunity,
      transport,
      input: { communityId },
      cardinality: 'finite',
    }),
    posts: key({ schema: CommunityService.method.listPosts, transport, input: { communityId }, cardinality: 'finite' }),
  };
}

/**
 * Once the server has an action: the screens that show what it changed fetch again (the same
 * queries the screens' own calls refresh).
 */
export function afterSent(queryClient: QueryClient, transport: Transport, action: OutboxAction): void {
  const known = keys(transport, 'communityId' in action ? action.communityId : '');
  const stale =
    action.kind === 'completeActivity'
      ? [known.challenges, known.rewards, known.dashboard, known.journey]
      : action.kind === 'markNotificationsRead'
        ? [known.notifications]
        : [known.community, known.communities];
  // The posts are for members only: gone from the device once the child left.
  if (action.kind === 'leaveCommunity') queryClient.removeQueries({ queryKey: known.posts });
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
}

/** A community as it is once the child joined (`joined`) or left it. */
function withMembership(community: Community, joined: boolean): Community {
  if (community.hasJoined === joined) return community;
  return { ...community, hasJoined: joined, memberCount: Math.max(0, community.memberCount + (joined ? 1 : -1)) };
}

/**
 * The screens show a queued action done at once: the cached data is changed as the server will
 * change it (an optimistic update; the server's answer replaces it once the action is sent).
 */
export function applyQueued(queryClient: QueryClient, transport: Transport, action: OutboxAction): void {
  const known = keys(transport, 'communityId' in action ? action.communityId : '');
  switch (action.kind) {
    case 'completeActivity':
      queryClient.setQueryData(known.challenges, (list) =>
        list
          ? create(ListChallengesResponseSchema, {
              ...list,
              challenges: list.challenges.map((c) => (c.id === action.activityId ? { ...c, isCompleted: true } : c)),
            })
          : list,
      );
      break;
    case 'joinCommunity':
    case 'leaveCommunity': {
      const joined = action.kind === 'joinCommunity';
      queryClient.setQueryData(known.communities, (list) =>
        list
          ? create(ListCommunitiesResponseSchema, {
              ...list,
              communities: list.communities.map((c) => (c.id === action.communityId ? withMembership(c, joined) : c)),
            })
          : list,
      );
      queryClient.setQueryData(known.community, (answer) =>
        answer?.community
          ? create(GetCommunityResponseSchema, { community: withMembership(answer.community, joined) })
          : answer,
      );
      break;
    }
    case 'markNotificationsRead':
      queryClient.setQueryData(known.notifications, (list) => {
        if (!list) return list;
        const marked = new Set(action.ids);
        const notifications = list.notifications.map((n) => (marked.has(n.id) ? { ...n, isNew: false } : n));
        return create(ListNotificationsResponseSchema, {
          ...list,
          notifications,
          unreadCount: Math.max(0, list.unreadCount - list.notifications.filter((n) => n.isNew && marked.has(n.id)).length),
        });
      });
      break;
  }
}
