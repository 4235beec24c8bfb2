import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';

import {
  CommunitySchema,
  CommunityService,
  GetCommunityResponseSchema,
  JoinCommunityResponseSchema,
  ListCommunitiesResponseSchema,
  ListPostsResponseSchema,
  type Community,
  type CommunityMember,
} from '@/gen/ndoto/v1/community_service_pb';
import { speak } from '@/testing/language';
import { deferred, renderApp } from '@/testing/render-app';

function signInChild(age: string | null = '10') {
  localStorage.setItem('childToken', 'token-baraka');
  if (age !== null) localStorage.setItem('childAge', age);
  localStorage.setItem('childId', 'child-1');
}

const member = (id: string, firstName: string, image = ''): CommunityMember =>
  ({ id, firstName, lastName: 'M.', image }) as CommunityMember;

function community(fields: Partial<Community> & { id: string; name: string }): Community {
  return create(CommunitySchema, {
    description: `${fields.name}: explorers who love it.`,
    category: 'science',
    ageGroup: '9-12',
    memberCount: 0,
    hasJoined: false,
    createdAt: timestampFromDate(new Date('2026-01-10T10:00:00Z')),
    members: [],
    ...fields,
  });
}

const stars = community({
  id: 'stars',
  name: 'Star Gazers',
  memberCount: 5,
  members: ['a', 'b', 'c', 'd', 'e'].map((id) => member(id, `Kid${id}`, `/avatars/${id}.png`)),
});
const painters = community({ id: 'paint', name: 'Little Painters', category: 'art', ageGroup: '6-8', memberCount: 1, members: [member('z', 'Amani')] });
const coders = community({ id: 'code', name: 'Code Club', category: 'tech', ageGroup: '', memberCount: 1, members: [member('y', 'Zawadi')] });
const robots = community({ id: 'robots', name: 'Robot Makers', category: 'technology', ageGroup: '13-15' });
const chess = community({ id: 'chess', name: 'Chess Friends', category: 'board games', hasJoined: true, memberCount: 2 });

const list = (communities: Community[]) => create(ListCommunitiesResponseSchema, { communities });

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function cards() {
  return within(screen.getByRole('list', { name: 'Communities' })).getAllByRole('listitem', { name: /./ });
}

describe('communities list', () => {
  it("shows 'Loading communities...', then the cards for the child's age and their count in the title", async () => {
    signInChild('10');
    const call = deferred<ReturnType<typeof list>>();
    renderApp('/community', ({ service }) => service(CommunityService, { listCommunities: () => call.promise }));
    expect(await screen.findByText('Loading communities...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Communities for You$/);
    call.resolve(list([stars, painters, coders, robots, chess]));

    await screen.findByRole('heading', { name: 'Star Gazers' });
    // A 10-year-old: 9-12 and no age group are kept; 6-8 and 13-15 are not.
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Star Gazers', 'Code Club', 'Chess Friends']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Communities for You (3)');
    expect(screen.queryByText('Loading communities...')).not.toBeInTheDocument();
  });

  it("shows the category's icon and colour, ages, description, three avatars and +N, and 'N member(s)'", async () => {
    signInChild('10');
    renderApp('/community', ({ service }) => service(CommunityService, { listCommunities: () => list([stars, coders, chess]) }));
    await screen.findByRole('heading', { name: 'Star Gazers' });
    const [star, code, board] = cards() as [HTMLElement, HTMLElement, HTMLElement];

    expect(star.querySelector('.community-icon.category-science')).not.toBeNull();
    expect(star.getAttribute('style')).toContain('--category-color: #0958d9');
    expect(within(star).getByText('Ages 9-12')).toBeInTheDocument();
    expect(within(star).getByText('Star Gazers: explorers who love it.')).toBeInTheDocument();
    const avatars = within(within(star).getByRole('list', { name: 'Members' })).getAllByRole('img');
    expect(avatars.map((avatar) => avatar.getAttribute('alt') ?? avatar.getAttribute('aria-label'))).toEqual([
      'Kida M.',
      'Kidb M.',
      'Kidc M.',
      'and 2 more',
    ]);
    expect(within(star).getByText('+2')).toBeInTheDocument();
    expect(avatars[0]).toHaveAttribute('loading', 'lazy');
    expect(within(star).getByText('5 members')).toBeInTheDocument();
    expect(within(star).getByRole('button', { name: 'Join Community' })).toBeEnabled();

    // 'tech' has its own style; an avatar without a picture shows initials; one member is singular.
    expect(code.querySelector('.community-icon.category-tech')).not.toBeNull();
    expect(within(code).queryByText(/^Ages/)).not.toBeInTheDocument();
    expect(within(code).getByRole('img', { name: 'Zawadi M.' })).toHaveTextContent('ZM');
    expect(within(code).getByText('1 member')).toBeInTheDocument();

    // An unknown category is drawn in the default style; a joined community says so instead of Join.
    expect(board.querySelector('.community-icon.category-default')).not.toBeNull();
    expect(within(board).queryByRole('button', { name: 'Join Community' })).not.toBeInTheDocument();
    expect(within(board).getByText(/You're a member/)).toBeInTheDocument();
  });

  it('swaps a broken avatar for the initials', async () => {
    signInChild('10');
    renderApp('/community', ({ service }) => service(CommunityService, { listCommunities: () => list([stars]) }));
    const avatar = await screen.findByRole('img', { name: 'Kida M.' });
    act(() => {
      avatar.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('img', { name: 'Kida M.' })).toHaveTextContent('KM');
  });

  it('opens the community when its card is followed', async () => {
    signInChild('10');
    const user = setupUser();
    const { router } = renderApp('/community', ({ service }) =>
      service(CommunityService, {
        listCommunities: () => list([stars]),
        getCommunity: () => create(GetCommunityResponseSchema, { community: stars }),
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Star Gazers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/stars'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Star Gazers' })).toBeInTheDocument();
  });

  it("'Join Community' joins, refetches the list, and opens the community", async () => {
    signInChild('10');
    const user = setupUser();
    let joined = false;
    let listCalls = 0;
    const join = deferred<ReturnType<typeof create<typeof JoinCommunityResponseSchema>>>();
    const joinedIds: string[] = [];
    const { router } = renderApp('/community', ({ service }) =>
      service(CommunityService, {
        listCommunities: () => {
          listCalls += 1;
          return list([community({ ...stars, hasJoined: joined })]);
        },
        joinCommunity: async ({ communityId }) => {
          joinedIds.push(communityId);
          const answer = await join.promise;
          joined = true;
          return answer;
        },
        getCommunity: () => create(GetCommunityResponseSchema, { community: community({ ...stars, hasJoined: joined }) }),
        listPosts: () => create(ListPostsResponseSchema, { posts: [] }),
      }),
    );
    const button = await screen.findByRole('button', { name: 'Join Community' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: /Joining\.\.\./ })).toBeInTheDocument();
    join.resolve(create(JoinCommunityResponseSchema, { hasJoined: true, memberCount: 6 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/stars'));
    expect(joinedIds).toEqual(['stars']);
    expect(listCalls).toBe(2);
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it("with nothing for the child's age says 'No communities yet!', and Refresh fetches again", async () => {
    signInChild('7');
    let calls = 0;
    const user = setupUser();
    renderApp('/community', ({ service }) =>
      service(CommunityService, {
        listCommunities: () => {
          calls += 1;
          return list(calls === 1 ? [robots] : [painters]);
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No communities yet!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Communities for You (0)');
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByRole('heading', { name: 'Little Painters' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows every community when the stored age is unset', async () => {
    signInChild(null);
    renderApp('/community', ({ service }) => service(CommunityService, { listCommunities: () => list([stars, painters, robots]) }));
    await screen.findByRole('heading', { name: 'Star Gazers' });
    expect(cards()).toHaveLength(3);
  });

  it("on failure says 'Oops! Something went wrong' and 'Try Again' fetches again", async () => {
    signInChild('10');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const user = setupUser();
    renderApp('/community', ({ service }) =>
      service(CommunityService, {
        listCommunities: () => {
          calls += 1;
          // The first load and its two automatic retries fail; the child's retry works.
          if (calls <= 3) throw new ConnectError('down', Code.Unavailable);
          return list([stars]);
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByText("We couldn't load the communities right now.")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the communities', expect.anything());
    await user.click(within(alert).getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByRole('heading', { name: 'Star Gazers' })).toBeInTheDocument();
    expect(calls).toBe(4);
    log.mockRestore();
  });
});

describe('communities list in the child’s language', () => {
  it('speaks Kiswahili: title with the count, cards, members and Join', async () => {
    speak('sw');
    signInChild('10');
    renderApp('/community', ({ service }) => service(CommunityService, { listCommunities: () => list([stars, coders]) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jumuiya Zako (2)' })).toBeInTheDocument();
    const [star, code] = within(screen.getByRole('list', { name: 'Jumuiya' })).getAllByRole('listitem', { name: /./ }) as [HTMLElement, HTMLElement];
    expect(within(star).getByText('Sayansi')).toBeInTheDocument();
    expect(within(star).getByText('Umri 9-12')).toBeInTheDocument();
    expect(within(star).getByText('Wanachama: 5')).toBeInTheDocument();
    expect(within(star).getByRole('img', { name: 'na wengine 2' })).toBeInTheDocument();
    expect(within(star).getByRole('button', { name: 'Jiunge na Jumuiya' })).toBeEnabled();
    expect(within(code).getByText('Wanachama: 1')).toBeInTheDocument();
  });

  it('speaks French with tu: title, cards and the empty state', async () => {
    speak('fr');
    signInChild('10');
    renderApp('/community', ({ service }) => service(CommunityService, { listCommunities: () => list([chess]) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Des communautés pour toi (1)' })).toBeInTheDocument();
    expect(screen.getByText('✓ Tu es membre')).toBeInTheDocument();
    expect(screen.getByText('2 membres')).toBeInTheDocument();
    expect(screen.getByText(/^Trouve des explorateurs qui aiment les mêmes choses que toi/)).toBeInTheDocument();
  });
});
