import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';

import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import {
  CommunityMemberSchema,
  CommunitySchema,
  CommunityService,
  CreatePostResponseSchema,
  GetCommunityResponseSchema,
  JoinCommunityResponseSchema,
  LeaveCommunityResponseSchema,
  LikePostResponseSchema,
  ListCommunitiesResponseSchema,
  ListPostsResponseSchema,
  PostSchema,
  ReportPostResponseSchema,
  type Community,
  type CreatePostRequest,
  type Post,
} from '@/gen/ndoto/v1/community_service_pb';
import { GetMySettingsResponseSchema, StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { speak } from '@/testing/language';
import { deferred, renderApp } from '@/testing/render-app';
import { BEING_CHECKED, REPORTED_THANKS } from '@/features/communities/components/post-feed';
import { i18n } from '@/lib/i18n';

const MINUTE = 60 * 1000;

function signInChild() {
  localStorage.setItem('childToken', 'token-baraka');
  localStorage.setItem('childAge', '10');
  localStorage.setItem('childId', 'me');
}

function community(fields: MessageInitShape<typeof CommunitySchema> = {}): Community {
  return create(CommunitySchema, {
    id: 'stars',
    name: 'Star Gazers',
    description: 'We look up at night.',
    category: 'science',
    ageGroup: '9-12',
    memberCount: 2,
    hasJoined: false,
    createdAt: timestampFromDate(new Date(2026, 0, 10, 10, 0)),
    members: [
      { id: 'amani', firstName: 'Amani', lastName: 'M.', image: '' },
      { id: 'zuri', firstName: 'Zuri', lastName: 'K.', image: '' },
    ],
    ...fields,
  });
}

/** What a test says of a post; the rest is filled in. */
interface PostFields {
  id: string;
  content: string;
  createdAt?: Timestamp;
  beingChecked?: boolean;
  hasLiked?: boolean;
  likesCount?: number;
  author?: { name: string; avatar: string };
}

function post(fields: PostFields): Post {
  return create(PostSchema, {
    createdAt: timestampFromDate(new Date(Date.now() - 5 * MINUTE)),
    hasLiked: false,
    likesCount: 0,
    commentsCount: 0,
    author: { name: 'Amani M.', avatar: '' },
    ...fields,
  });
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A small in-memory CommunityService for one community, counting the calls it gets. */
function fakeCommunity(start: MessageInitShape<typeof CommunitySchema> = {}, posts: Post[] = []) {
  const state = { community: community(start), posts: [...posts] };
  const calls = { getCommunity: 0, listCommunities: 0, listPosts: 0, created: [] as CreatePostRequest[] };
  const handlers = {
    getCommunity: () => {
      calls.getCommunity += 1;
      return create(GetCommunityResponseSchema, { community: state.community });
    },
    listCommunities: () => {
      calls.listCommunities += 1;
      return create(ListCommunitiesResponseSchema, {
        communities: [state.community, community({ id: 'paint', name: 'Young Painters', category: 'art' })],
      });
    },
    listPosts: () => {
      calls.listPosts += 1;
      if (!state.community.hasJoined) throw new ConnectError('join the community to read its posts', Code.PermissionDenied);
      return create(ListPostsResponseSchema, { posts: state.posts });
    },
    joinCommunity: () => {
      state.community = community({ ...state.community, hasJoined: true, memberCount: state.community.memberCount + 1 });
      state.community.members.push(create(CommunityMemberSchema, { id: 'me', firstName: 'Baraka', lastName: 'Mwangi' }));
      return create(JoinCommunityResponseSchema, { hasJoined: true, memberCount: state.community.memberCount });
    },
    leaveCommunity: () => {
      state.community = community({ ...state.community, hasJoined: false, memberCount: state.community.memberCount - 1 });
      return create(LeaveCommunityResponseSchema, { hasJoined: false, memberCount: state.community.memberCount });
    },
  };
  return { state, calls, handlers };
}

describe('community page', () => {
  it("shows 'Loading community...', then the header: icon, name, ages, description, avatars and explorers", async () => {
    signInChild();
    const call = deferred<ReturnType<typeof create<typeof GetCommunityResponseSchema>>>();
    renderApp('/community/stars', ({ service }) =>
      service(CommunityService, {
        getCommunity: ({ communityId }) => {
          expect(communityId).toBe('stars');
          return call.promise;
        },
        listCommunities: () => create(ListCommunitiesResponseSchema, {}),
      }),
    );
    expect(await screen.findByText('Loading community...')).toBeInTheDocument();
    call.resolve(create(GetCommunityResponseSchema, { community: community({ memberCount: 1, members: [{ id: 'amani', firstName: 'Amani', lastName: 'M.' }] }) }));
    const header = (await screen.findByRole('heading', { level: 1, name: 'Star Gazers' })).closest('header') as HTMLElement;
    expect(header.querySelector('.community-icon.category-science')).not.toBeNull();
    expect(within(header).getByText('Ages 9-12')).toBeInTheDocument();
    expect(within(header).getByText('We look up at night.')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Amani M.' })).toBeInTheDocument();
    expect(within(header).getByText('1 amazing explorer!')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Back to Communities/ })).toBeInTheDocument();
  });

  it('goes back to /community with the back button', async () => {
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity();
    const { router } = renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
    await screen.findByRole('heading', { level: 1, name: 'Star Gazers' });
    await user.click(screen.getByRole('button', { name: /Back to Communities/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
  });

  it.each([
    [Code.NotFound, "This community doesn't exist or you don't have access to it.", 1],
    [Code.Unavailable, "We couldn't load the community details right now.", 3],
  ])("on code %i titles 'Community Not Found' and says %j", async (code, text, expectedCalls) => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = setupUser();
    let calls = 0;
    const { router } = renderApp('/community/nope', ({ service }) =>
      service(CommunityService, {
        getCommunity: () => {
          calls += 1;
          throw new ConnectError('no', code);
        },
      }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByRole('heading', { name: 'Community Not Found' })).toBeInTheDocument();
    expect(within(alert).getByText(text)).toBeInTheDocument();
    // A 404 is an answer, not tried again; a lost connection gets two automatic retries.
    expect(calls).toBe(expectedCalls);
    await user.click(within(alert).getByRole('button', { name: /Back to Communities/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    log.mockRestore();
  });

  it("without membership says 'Join to see posts!' and never asks for the posts; the sidebar has the stats", async () => {
    signInChild();
    const fake = fakeCommunity();
    renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
    expect(await screen.findByRole('heading', { name: 'Join to see posts!' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Share something/ })).not.toBeInTheDocument();
    const stats = screen.getByRole('complementary', { name: 'About this community' });
    const read = (term: string) => within(stats).getByText(term).nextElementSibling?.textContent;
    expect(read('Total Members')).toBe('2');
    expect(read('Age Group')).toBe('9-12');
    expect(read('Category')).toBe('Science');
    expect(read('Created')).toBe(new Date(2026, 0, 10).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));
    expect(await within(stats).findByRole('link', { name: 'Young Painters' })).toHaveAttribute('href', '/community/paint');
    expect(fake.calls.listPosts).toBe(0);
  });

  it("Join reads 'Joining...' and is disabled while pending; then the community and the list are fetched again and the feed shows", async () => {
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity({}, [post({ id: 'p1', content: 'Saw Saturn last night!' })]);
    const hold = deferred<null>();
    renderApp('/community/stars', ({ service }) =>
      service(CommunityService, {
        ...fake.handlers,
        joinCommunity: async () => {
          await hold.promise;
          return fake.handlers.joinCommunity();
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Join to see posts!' });
    await waitFor(() => expect(fake.calls.listCommunities).toBe(1));
    expect(fake.calls.getCommunity).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const pending = await screen.findByRole('button', { name: 'Joining...' });
    expect(pending).toBeDisabled();
    hold.resolve(null);

    expect(await screen.findByText('Saw Saturn last night!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeEnabled();
    expect(screen.getByText('3 amazing explorers!')).toBeInTheDocument();
    expect(fake.calls.getCommunity).toBe(2);
    expect(fake.calls.listCommunities).toBe(2);
    expect(fake.calls.listPosts).toBe(1);
  });

  it("Leave reads 'Leaving...', then the posts are gone and 'Join to see posts!' is back", async () => {
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity({ hasJoined: true }, [post({ id: 'p1', content: 'Saw Saturn last night!' })]);
    const hold = deferred<null>();
    renderApp('/community/stars', ({ service }) =>
      service(CommunityService, {
        ...fake.handlers,
        leaveCommunity: async () => {
          await hold.promise;
          return fake.handlers.leaveCommunity();
        },
      }),
    );
    await screen.findByText('Saw Saturn last night!');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('button', { name: 'Leaving...' })).toBeDisabled();
    hold.resolve(null);
    expect(await screen.findByRole('heading', { name: 'Join to see posts!' })).toBeInTheDocument();
    expect(screen.queryByText('Saw Saturn last night!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(fake.calls.getCommunity).toBe(2);
  });

  it('shows each post with its author, relative time, text, likes and comments', async () => {
    signInChild();
    const fake = fakeCommunity({ hasJoined: true }, [
      post({ id: 'p1', content: 'Just saw a comet', createdAt: timestampFromDate(new Date(Date.now() - 10 * 1000)) }),
      post({
        id: 'p2',
        content: 'Moon pictures',
        author: { name: 'Zuri K.', avatar: '/avatars/zuri.png' },
        likesCount: 3,
        hasLiked: true,
        createdAt: timestampFromDate(new Date(Date.now() - 3 * 60 * MINUTE)),
      }),
      post({ id: 'p3', content: 'Old news', createdAt: timestampFromDate(new Date(2025, 0, 15, 9, 30)) }),
    ]);
    renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
    const feed = await screen.findByRole('list', { name: 'Posts' });
    const [first, second, third] = within(feed).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveAccessibleName('Amani M.');
    expect(within(first).getByText('just now')).toBeInTheDocument();
    expect(within(first).getByText('Just saw a comet')).toBeInTheDocument();
    expect(within(first).getByText('AM')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(first).getByLabelText('0 comments')).toBeInTheDocument();
    expect(within(second).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute('aria-pressed', 'true');
    expect(second.querySelector('img')).toHaveAttribute('src', '/avatars/zuri.png');
    expect(within(third).getByText(new Date(2025, 0, 15).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }))).toBeInTheDocument();
  });

  it("says 'Couldn't load posts' when the feed fails, and 'Try again' fetches it again", async () => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = setupUser();
    const fake = fakeCommunity({ hasJoined: true }, [post({ id: 'p1', content: 'Hello stars' })]);
    // The first load and its two automatic retries.
    let failures = 3;
    renderApp('/community/stars', ({ service }) =>
      service(CommunityService, {
        ...fake.handlers,
        listPosts: () => {
          if (failures > 0) {
            failures -= 1;
            throw new ConnectError('down', Code.Unavailable);
          }
          return fake.handlers.listPosts();
        },
      }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText("Couldn't load posts")).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong while loading posts.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Hello stars')).toBeInTheDocument();
    log.mockRestore();
  });

  it('likes a post and takes the like back, from the answer, without fetching the feed again', async () => {
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity({ hasJoined: true }, [post({ id: 'p1', content: 'Hello stars', likesCount: 1 })]);
    let liked = false;
    renderApp('/community/stars', ({ service }) =>
      service(CommunityService, {
        ...fake.handlers,
        likePost: ({ postId }) => {
          expect(postId).toBe('p1');
          liked = !liked;
          return create(LikePostResponseSchema, { hasLiked: liked, likesCount: liked ? 2 : 1 });
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Like, 1 like' }));
    expect(await screen.findByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Like, 2 likes' }));
    expect(await screen.findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'false');
    expect(fake.calls.listPosts).toBe(1);
  });

  it('reports a post after confirming; a thank-you takes its place', async () => {
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity({ hasJoined: true }, [
      post({ id: 'p1', content: 'Hello stars' }),
      post({ id: 'p2', content: 'Something unkind' }),
    ]);
    const reported: string[] = [];
    renderApp('/community/stars', ({ service }) =>
      service(CommunityService, {
        ...fake.handlers,
        reportPost: ({ postId }) => {
          reported.push(postId);
          // As the server does: the post keeps its place, without its content, for the reporter.
          fake.state.posts = fake.state.posts.map((candidate) =>
            candidate.id === postId ? { ...candidate, content: '', reportedByYou: true } : candidate,
          );
          return create(ReportPostResponseSchema, {});
        },
      }),
    );
    const item = (await screen.findByText('Something unkind')).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: /Report/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Report this post?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.queryByText('Something unkind')).not.toBeInTheDocument());
    expect(reported).toEqual(['p2']);
    expect(screen.getByText('Hello stars')).toBeInTheDocument();
    const thanks = (await screen.findByText(i18n._(REPORTED_THANKS))).closest('li') as HTMLElement;
    expect(thanks).toHaveTextContent(
      'You reported this post. Thank you — a grown-up from our safety team will look at it.',
    );
    expect(within(thanks).queryByRole('button')).not.toBeInTheDocument();
    // The Report button went with the post: the focus goes to what took its place.
    await waitFor(() => expect(thanks).toHaveFocus());
  });

  describe('a reported post the server stops listing (hidden for everyone, or removed)', () => {
    /** As the server does once children of enough families reported it: gone from every feed. */
    function hiddenOnReport(fake: ReturnType<typeof fakeCommunity>) {
      return {
        ...fake.handlers,
        reportPost: ({ postId }: { postId: string }) => {
          fake.state.posts = fake.state.posts.filter((candidate) => candidate.id !== postId);
          return create(ReportPostResponseSchema, {});
        },
      };
    }

    async function report(user: ReturnType<typeof setupUser>, content: string) {
      const item = (await screen.findByText(content)).closest('li') as HTMLElement;
      await user.click(within(item).getByRole('button', { name: /Report/ }));
      await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Report' }));
    }

    it('keeps the thank-you in its place, never "No posts yet", also after a reload', async () => {
      signInChild();
      const user = setupUser();
      const fake = fakeCommunity({ hasJoined: true }, [post({ id: 'p1', content: 'Something unkind' })]);
      const first = renderApp('/community/stars', ({ service }) => service(CommunityService, hiddenOnReport(fake)));
      await report(user, 'Something unkind');
      // The feed is fetched again and the post is not in it.
      await waitFor(() => expect(fake.calls.listPosts).toBe(2));
      const list = screen.getByRole('list', { name: 'Posts' });
      expect(within(list).getByText(i18n._(REPORTED_THANKS))).toBeInTheDocument();
      expect(screen.queryByText(/No posts yet/)).not.toBeInTheDocument();

      // A reload in the same tab: the server still does not list it; the thank-you is still there.
      first.unmount();
      renderApp('/community/stars', ({ service }) => service(CommunityService, hiddenOnReport(fake)));
      expect(await screen.findByText(i18n._(REPORTED_THANKS))).toBeInTheDocument();
      expect(screen.queryByText(/No posts yet/)).not.toBeInTheDocument();
    });

    it('between the others, by date; another child signing in on this tab does not see it', async () => {
      signInChild();
      const user = setupUser();
      const at = (minutesAgo: number) => timestampFromDate(new Date(Date.now() - minutesAgo * MINUTE));
      const fake = fakeCommunity({ hasJoined: true }, [
        post({ id: 'p1', content: 'Newest', createdAt: at(1) }),
        post({ id: 'p2', content: 'Something unkind', createdAt: at(5) }),
        post({ id: 'p3', content: 'Oldest', createdAt: at(9) }),
      ]);
      const first = renderApp('/community/stars', ({ service }) => service(CommunityService, hiddenOnReport(fake)));
      await report(user, 'Something unkind');
      await waitFor(() => expect(fake.calls.listPosts).toBe(2));
      const items = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('listitem');
      await waitFor(() => expect(items().map((item) => item.textContent?.trim() ?? '')).toHaveLength(3));
      expect(items()[0]).toHaveTextContent('Newest');
      expect(items()[1]).toHaveTextContent(i18n._(REPORTED_THANKS));
      expect(items()[2]).toHaveTextContent('Oldest');

      first.unmount();
      localStorage.setItem('childId', 'my-brother');
      renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
      await screen.findByText('Newest');
      expect(screen.queryByText(i18n._(REPORTED_THANKS))).not.toBeInTheDocument();
    });
  });

  it("shows the author their post being checked, without likes or Report", async () => {
    signInChild();
    const fake = fakeCommunity({ hasJoined: true }, [post({ id: 'p1', content: 'My volcano drawing', beingChecked: true })]);
    renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
    const item = (await screen.findByText('My volcano drawing')).closest('li') as HTMLElement;
    expect(within(item).getByRole('note')).toHaveTextContent(i18n._(BEING_CHECKED));
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('composer', () => {
  const openJoined = (posts: Post[] = []) => fakeCommunity({ hasJoined: true }, posts);

  it("counts 'n/500 characters' in Unicode characters and allows Share only for 1 to 500 of them", async () => {
    signInChild();
    const user = setupUser();
    const fake = openJoined();
    renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
    const text = await screen.findByRole('textbox', { name: 'Share something with the community' });
    const share = screen.getByRole('button', { name: /Share/ });
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();
    expect(share).toBeDisabled();
    await user.click(text);
    await user.paste('   ');
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();
    expect(share).toBeDisabled();
    fireEvent.change(text, { target: { value: '🪐'.repeat(500) } });
    expect(screen.getByText('500/500 characters')).toBeInTheDocument();
    expect(share).toBeEnabled();
    fireEvent.change(text, { target: { value: '🪐'.repeat(501) } });
    expect(screen.getByText('501/500 characters')).toBeInTheDocument();
    expect(share).toBeDisabled();
    expect(text).toHaveAttribute('aria-invalid', 'true');
  });

  it('Enter without Shift shares; the text is disabled while posting, cleared on success, and the feed is fetched again', async () => {
    signInChild();
    const user = setupUser();
    const fake = openJoined([post({ id: 'p1', content: 'First!' })]);
    const hold = deferred<null>();
    renderApp('/community/stars', ({ service }) =>
      service(CommunityService, {
        ...fake.handlers,
        createPost: async (request) => {
          fake.calls.created.push(request);
          await hold.promise;
          const created = post({ id: 'p2', content: request.content, author: { name: 'Baraka Mwangi', avatar: '' } });
          fake.state.posts = [created, ...fake.state.posts];
          return create(CreatePostResponseSchema, { post: created });
        },
      }),
    );
    await screen.findByText('First!');
    const text = screen.getByRole('textbox', { name: 'Share something with the community' });
    await user.click(text);
    await user.paste('  Jupiter has 95 moons');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(fake.calls.created).toHaveLength(0);
    expect(text).toHaveValue('  Jupiter has 95 moons\n');
    await user.paste('!');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.calls.created).toHaveLength(1));
    expect(fake.calls.created[0]?.content).toBe('Jupiter has 95 moons\n!');
    expect(fake.calls.created[0]?.communityId).toBe('stars');
    expect(text).toBeDisabled();
    expect(screen.getByRole('button', { name: /Posting\.\.\./ })).toBeInTheDocument();
    hold.resolve(null);

    expect(await screen.findByText(/Jupiter has 95 moons/, { selector: '.post-content' })).toBeInTheDocument();
    await waitFor(() => expect(text).toHaveValue(''));
    expect(text).toBeEnabled();
    expect(fake.calls.listPosts).toBe(2);
    const feed = screen.getByRole('list', { name: 'Posts' });
    expect(within(feed).getAllByRole('listitem').map((item) => item.querySelector('.post-content')?.textContent)).toEqual([
      'Jupiter has 95 moons\n!',
      'First!',
    ]);
  });

  it("shows the server's refusal next to the composer and keeps the text to change", async () => {
    signInChild();
    const user = setupUser();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = openJoined();
    const refusal = "Posts can't include phone numbers. Keep your personal information private!";
    renderApp('/community/stars', ({ service }) =>
      service(CommunityService, {
        ...fake.handlers,
        createPost: () => {
          throw new ConnectError(refusal, Code.InvalidArgument, undefined, [
            { desc: BadRequestSchema, value: { fieldViolations: [{ field: 'content', description: refusal }] } },
          ]);
        },
      }),
    );
    const text = await screen.findByRole('textbox', { name: 'Share something with the community' });
    await user.click(text);
    await user.paste('call me on 0788 123 456');
    await user.click(screen.getByRole('button', { name: /Share/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(text).toHaveValue('call me on 0788 123 456');
    expect(text).toHaveAccessibleDescription(`23/500 characters ${refusal}`);
    // Changing the text clears the explanation.
    await user.type(text, '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('other tabs', () => {
  it("lists the members with a 'You' badge and the Member Stats", async () => {
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity({
      hasJoined: true,
      memberCount: 3,
      members: [
        { id: 'amani', firstName: 'Amani', lastName: 'M.', image: '' },
        { id: 'me', firstName: 'Baraka', lastName: 'Mwangi', image: '' },
        { id: 'zuri', firstName: 'Zuri', lastName: 'K.', image: '/avatars/zuri.png' },
      ],
    });
    renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    const grid = await screen.findByRole('list', { name: 'Community members' });
    const members = within(grid).getAllByRole('listitem');
    expect(members.map((item) => item.querySelector('.member-name')?.textContent)).toEqual(['Amani M.', 'Baraka Mwangi', 'Zuri K.']);
    const [amani, me] = members as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(amani).queryByText('You')).not.toBeInTheDocument();
    const stats = screen.getByRole('complementary', { name: 'Member stats' });
    expect(within(stats).getByText("You've Joined").nextElementSibling).toHaveTextContent('Yes');
    expect(within(stats).getByText('Total Members').nextElementSibling).toHaveTextContent('3');
  });

  it("says 'No members yet!' for an empty community", async () => {
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity({ memberCount: 0, members: [] });
    renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
    await user.click(await screen.findByRole('tab', { name: 'Members' }));
    expect(await screen.findByText('No members yet!')).toBeInTheDocument();
    expect(screen.getByText("You've Joined").nextElementSibling).toHaveTextContent('No');
  });

  it('shows the coming-soon challenges and leaderboard on Achievements', async () => {
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity();
    renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
    await user.click(await screen.findByRole('tab', { name: 'Achievements' }));
    const challenges = await screen.findByRole('list', { name: 'Community challenges' });
    const [master, star] = within(challenges).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(master).getByRole('heading', { name: 'Master Science' })).toBeInTheDocument();
    expect(within(master).getByText('Complete 10 challenges')).toBeInTheDocument();
    expect(within(master).getByText('+500 pts')).toBeInTheDocument();
    expect(within(star).getByRole('heading', { name: 'Community Star' })).toBeInTheDocument();
    expect(within(star).getByText('Help 5 members')).toBeInTheDocument();
    expect(within(star).getByText('+750 pts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getAllByText('Coming soon')).toHaveLength(3);
  });
});

describe('posting turned off by the parent', () => {
  it('explains why instead of offering a composer, and still shows the posts', async () => {
    signInChild();
    const fake = fakeCommunity({ hasJoined: true }, [post({ id: 'p1', content: 'First!' })]);
    renderApp('/community/stars', ({ service }) => {
      service(CommunityService, fake.handlers);
      service(StudentService, {
        getMySettings: () => create(GetMySettingsResponseSchema, { monitored: true, communityPosting: false }),
      });
    });
    expect(await screen.findByText('First!')).toBeInTheDocument();
    expect(await screen.findByText(/Your parent has turned off posting in communities/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share something with the community' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it('switches to the explanation when the server refuses a post because posting was just turned off', async () => {
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity({ hasJoined: true }, []);
    let postingOn = true;
    const words = "Your parent has turned off posting in communities, so you can't write posts right now.";
    renderApp('/community/stars', ({ service }) => {
      service(CommunityService, {
        ...fake.handlers,
        createPost: () => {
          postingOn = false;
          throw new ConnectError(words, Code.FailedPrecondition);
        },
      });
      service(StudentService, {
        getMySettings: () => create(GetMySettingsResponseSchema, { monitored: true, communityPosting: postingOn }),
      });
    });
    const text = await screen.findByRole('textbox', { name: 'Share something with the community' });
    await user.click(text);
    await user.paste('Hello stars');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/You can still read and like posts/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Share something with the community' })).toBeNull());
  });
});

describe('a community in the child’s language', () => {
  it('speaks Kiswahili: header, tabs, composer, posts and Report', async () => {
    speak('sw');
    signInChild();
    const user = setupUser();
    const fake = fakeCommunity({ hasJoined: true }, [post({ id: 'p1', content: 'Just saw a comet', likesCount: 2 })]);
    renderApp('/community/stars', ({ service }) => service(CommunityService, fake.handlers));
    expect(await screen.findByRole('heading', { name: 'Star Gazers' })).toBeInTheDocument();
    expect(screen.getByText('Wavumbuzi hodari: 2!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ondoka' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Machapisho' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Chapisho jipya' })).toBeInTheDocument();
    expect(screen.getByLabelText('Shiriki kitu na jumuiya')).toBeInTheDocument();
    expect(screen.getByText('herufi 0/500')).toBeInTheDocument();
    const feed = await screen.findByRole('list', { name: 'Machapisho' });
    expect(within(feed).getByRole('button', { name: 'Penda, imependwa mara 2' })).toBeInTheDocument();
    await user.click(within(feed).getByRole('button', { name: 'Ripoti' }));
    expect(await screen.findByText('Uripoti chapisho hili?')).toBeInTheDocument();
    const stats = screen.getByRole('complementary', { name: 'Kuhusu jumuiya hii' });
    expect(within(stats).getByText('Aina').nextElementSibling).toHaveTextContent('Sayansi');
  });

  it('speaks French with tu: the locked posts and Join', async () => {
    speak('fr');
    signInChild();
    renderApp('/community/stars', ({ service }) => service(CommunityService, fakeCommunity().handlers));
    expect(await screen.findByRole('heading', { name: 'Rejoins-la pour voir les messages\u202f!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rejoindre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retour aux communautés/ })).toBeInTheDocument();
    expect(screen.getByText('9-12 ans')).toBeInTheDocument();
  });
});
