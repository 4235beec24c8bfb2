import type { DescMethodUnary } from '@bufbuild/protobuf';
import { create } from '@bufbuild/protobuf';
import { timestampMs } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError, type Transport } from '@connectrpc/connect';
import { createConnectQueryKey, useMutation, useQuery, useTransport } from '@connectrpc/connect-query';
import { useMutation as useTanStackMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { CACHE_TIMES } from '@/config/constants';
import { rememberReportedPost } from '@/features/communities/api/reported-posts';
import { newRequestId } from '@/features/offline/outbox/outbox-actions';
import { useSendOrQueue } from '@/features/offline/outbox/use-outbox';
import { CommunityService, ListPostsResponseSchema, type Community, type Post } from '@/gen/ndoto/v1/community_service_pb';

/** The communities, each with its members and whether the child joined (GET .../communities); 5 minutes. */
export function useCommunities() {
  return useQuery(CommunityService.method.listCommunities);
}

/**
 * One community (GET .../communities/{communityId}); 5 minutes. NOT_FOUND (an unknown or malformed
 * id) is an answer, not a hiccup: the app's retry policy (lib/query-client) does not try it again.
 */
export function useCommunity(communityId: string) {
  return useQuery(CommunityService.method.getCommunity, { communityId });
}

/**
 * A community's posts, newest first (GET .../communities/{communityId}/posts): fresh for 2 minutes,
 * and fetched only while the child is a member (spec sections 4 and 9).
 */
export function usePosts(communityId: string, joined: boolean) {
  return useQuery(CommunityService.method.listPosts, { communityId }, { enabled: joined, staleTime: CACHE_TIMES.posts });
}

function communityKeys(transport: Transport, communityId = '') {
  return {
    list: createConnectQueryKey({ schema: CommunityService.method.listCommunities, transport, cardinality: 'finite' }),
    community: createConnectQueryKey({
      schema: CommunityService.method.getCommunity,
      transport,
      input: { communityId },
      cardinality: 'finite',
    }),
    posts: createConnectQueryKey({
      schema: CommunityService.method.listPosts,
      transport,
      input: { communityId },
      cardinality: 'finite',
    }),
  };
}

/**
 * Joins a community (POST .../join), now or, offline, through the outbox (issue 30); once the
 * server has it the community and the list are fetched again (spec section 4).
 */
export function useJoinCommunity() {
  const sendOrQueue = useSendOrQueue();
  return useTanStackMutation({
    // Offline too: the outbox keeps the action (TanStack Query would pause it until online).
    networkMode: 'always',
    mutationFn: (community: Community) =>
      sendOrQueue({ kind: 'joinCommunity', communityId: community.id, name: community.name, requestId: newRequestId() }),
    onError: (error) => console.error('Could not join the community', error),
  });
}

/**
 * Leaves a community (POST .../leave), now or through the outbox; once the server has it the
 * community and the list are fetched again, and the posts, which only members read, are dropped
 * from the cache.
 */
export function useLeaveCommunity() {
  const sendOrQueue = useSendOrQueue();
  return useTanStackMutation({
    // Offline too: the outbox keeps the action (TanStack Query would pause it until online).
    networkMode: 'always',
    mutationFn: (community: Community) =>
      sendOrQueue({ kind: 'leaveCommunity', communityId: community.id, name: community.name, requestId: newRequestId() }),
    onError: (error) => console.error('Could not leave the community', error),
  });
}

/** Posts to a community (POST .../posts); on success the feed is fetched again. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(CommunityService.method.createPost, {
    onSuccess: (_, { communityId }) => queryClient.invalidateQueries({ queryKey: communityKeys(transport, communityId).posts }),
    onError: (error) => console.error('Could not post', error),
  });
}

/** Changes the cached feed of a community with `change`, when it is cached. */
function updatePosts(
  queryClient: QueryClient,
  transport: Transport,
  communityId: string | undefined,
  change: (posts: Post[]) => Post[],
) {
  queryClient.setQueryData(communityKeys(transport, communityId).posts, (feed) =>
    feed ? create(ListPostsResponseSchema, { posts: change(feed.posts) }) : feed,
  );
}

/**
 * Likes a post or takes the like back (POST .../posts/{postId}/like). The answer holds the post's
 * like state, which is put into the cached feed: nothing is fetched again.
 */
export function useLikePost() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(CommunityService.method.likePost, {
    onSuccess: (answer, request) =>
      updatePosts(queryClient, transport, request.communityId, (posts) =>
        posts.map((post) =>
          post.id === request.postId ? { ...post, hasLiked: answer.hasLiked, likesCount: answer.likesCount } : post,
        ),
      ),
    onError: (error) => console.error('Could not like the post', error),
  });
}

/**
 * Reports a post (POST .../posts/{postId}/report). The server hides it for this child at once, so
 * it leaves the cached feed at once, and the feed is fetched again. The report is remembered for
 * the tab's session (reported-posts), for when the server stops listing the post.
 */
export function useReportPost() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(CommunityService.method.reportPost, {
    onSuccess: (_, { communityId, postId }) => {
      const key = communityKeys(transport, communityId).posts;
      const cached = queryClient.getQueryData(key)?.posts.find((post) => post.id === postId);
      if (communityId && postId) {
        rememberReportedPost({
          communityId,
          postId,
          createdAtMs: cached?.createdAt ? timestampMs(cached.createdAt) : Date.now(),
        });
      }
      // The post keeps its place: the reporter sees a thank-you there, never the post again.
      updatePosts(queryClient, transport, communityId, (posts) =>
        posts.map((post) => (post.id === postId ? { ...post, content: '', reportedByYou: true } : post)),
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => console.error('Could not report the post', error),
  });
}

/** Whether a failed call is NOT_FOUND (HTTP 404): the community does not exist or is not the child's to see. */
export function isNotFound(error: unknown): boolean {
  return ConnectError.from(error).code === Code.NotFound;
}

/** What the communities screen asks for on opening, fetched by its route's loader with its code. */
export const screenQueries: DescMethodUnary[] = [CommunityService.method.listCommunities];
