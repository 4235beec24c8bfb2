import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';

import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import { PostSchema } from '@/gen/ndoto/v1/community_service_pb';
import {
  avatarPreview,
  canShare,
  categoryLabel,
  categoryStyleKey,
  CATEGORY_STYLE_KEYS,
  communitiesForAge,
  communityErrorText,
  counterText,
  explorersText,
  memberCountText,
  membershipLabel,
  postFailureText,
  postLength,
  withReportedPosts,
} from '@/features/communities/components/community-logic';

describe('communitiesForAge (spec section 5: the community age filter)', () => {
  it.each([
    // [ageGroup, childAge, kept]
    ['6-8', 5, false],
    ['6-8', 6, true], // min is included
    ['6-8', 8, true], // max is included
    ['6-8', 9, false],
    ['9-12', 10, true],
    ['9-12', 13, false],
    ['13-15', 12, false],
    ['13-15', 15, true],
    ['16-18', 18, true],
    ['16-18', 19, false],
    // No ageGroup: kept for everyone.
    ['', 7, true],
    ['', 17, true],
    // The child's age missing or 0: everything is kept.
    ['6-8', null, true],
    ['16-18', 0, true],
  ] as const)('ageGroup %j, child age %s -> kept %s', (ageGroup, childAge, kept) => {
    expect(communitiesForAge([{ ageGroup }], childAge)).toHaveLength(kept ? 1 : 0);
  });

  it("keeps the server's order", () => {
    const list = [
      { id: 'a', ageGroup: '9-12' },
      { id: 'b', ageGroup: '6-8' },
      { id: 'c', ageGroup: '' },
      { id: 'd', ageGroup: '9-12' },
    ];
    expect(communitiesForAge(list, 10).map((community) => community.id)).toEqual(['a', 'c', 'd']);
  });
});

describe('counts', () => {
  it.each([
    [0, '0 members', '0 amazing explorers!'],
    [1, '1 member', '1 amazing explorer!'],
    [2, '2 members', '2 amazing explorers!'],
    [42, '42 members', '42 amazing explorers!'],
  ])('%i reads %j on a card and %j in the header', (count, card, header) => {
    expect(memberCountText(count)).toBe(card);
    expect(explorersText(count)).toBe(header);
  });
});

describe('avatarPreview', () => {
  const members = ['a', 'b', 'c', 'd', 'e'];
  it('shows three and counts the others as +N', () => {
    expect(avatarPreview(members, 5)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(avatarPreview(members.slice(0, 3), 3)).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(avatarPreview(members.slice(0, 2), 2)).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(avatarPreview([], 0)).toEqual({ shown: [], more: 0 });
  });
  it('counts from memberCount when the answer lists fewer members', () => {
    expect(avatarPreview(members.slice(0, 3), 40)).toEqual({ shown: ['a', 'b', 'c'], more: 37 });
  });
});

describe('categories', () => {
  it('has the nine style keys of spec section 9', () => {
    expect([...CATEGORY_STYLE_KEYS].sort()).toEqual(
      ['art', 'default', 'math', 'music', 'reading', 'science', 'sports', 'tech', 'technology'].sort(),
    );
  });
  it.each([
    ['science', 'science'],
    ['Science', 'science'],
    [' ART ', 'art'],
    ['technology', 'technology'],
    ['tech', 'tech'],
    ['math', 'math'],
    ['sports', 'sports'],
    ['music', 'music'],
    ['reading', 'reading'],
    ['cooking', 'default'],
    ['', 'default'],
  ])('%j is drawn as %s', (category, key) => {
    expect(categoryStyleKey(category)).toBe(key);
  });
  it('labels a category', () => {
    expect(categoryLabel('science')).toBe('Science');
    expect(categoryLabel('')).toBe('General');
  });
});

describe('the composer counter (spec section 5), counting as the server does', () => {
  it('counts Unicode code points of the trimmed text', () => {
    expect(postLength('')).toBe(0);
    expect(postLength('   ')).toBe(0);
    expect(postLength('  hello \n')).toBe(5);
    expect(postLength('😀')).toBe(1); // two UTF-16 units, one character
    expect(postLength('élève')).toBe(5);
    expect(counterText('Hi 🌍')).toBe('4/500 characters');
    expect(counterText('')).toBe('0/500 characters');
  });

  it.each([
    ['', false],
    ['  \n ', false],
    ['a', true],
    ['a'.repeat(500), true],
    ['a'.repeat(501), false],
    ['😀'.repeat(500), true], // 1,000 UTF-16 units, 500 characters
    ['😀'.repeat(501), false],
    ['é'.repeat(500), true],
    ['é'.repeat(501), false],
    [`  ${'a'.repeat(500)}  `, true], // the spaces are trimmed away
  ])('%j can be shared: %s', (text, shareable) => {
    expect(canShare(text, false)).toBe(shareable);
  });

  it('cannot share while posting', () => {
    expect(canShare('hello', true)).toBe(false);
  });
});

describe('membershipLabel', () => {
  it.each([
    [false, false, 'Join'],
    [false, true, 'Joining...'],
    [true, false, 'Leave'],
    [true, true, 'Leaving...'],
  ])('joined %s, pending %s -> %s', (joined, pending, label) => {
    expect(membershipLabel(joined, pending)).toBe(label);
  });
});

describe('communityErrorText (spec section 8)', () => {
  it('tells 404 from other failures', () => {
    expect(communityErrorText(new ConnectError('no such community', Code.NotFound))).toBe(
      "This community doesn't exist or you don't have access to it.",
    );
    expect(communityErrorText(new ConnectError('down', Code.Unavailable))).toBe("We couldn't load the community details right now.");
    expect(communityErrorText(new Error('network'))).toBe("We couldn't load the community details right now.");
  });
});

describe('postFailureText', () => {
  const phone = "Posts can't include phone numbers. Keep your personal information private!";
  it("shows the BadRequest violation on 'content'", () => {
    const error = new ConnectError('content: refused', Code.InvalidArgument, undefined, [
      { desc: BadRequestSchema, value: { fieldViolations: [{ field: 'content', description: phone }] } },
    ]);
    expect(postFailureText(error)).toBe(phone);
  });
  it("shows the server's words in the child's language when the violation carries them", () => {
    const swahili = 'Machapisho hayawezi kuwa na namba za simu. Weka taarifa zako binafsi kuwa siri!';
    const error = new ConnectError(phone, Code.InvalidArgument, undefined, [
      {
        desc: BadRequestSchema,
        value: {
          fieldViolations: [
            { field: 'content', description: phone, reason: 'INVALID_FIELD', localizedMessage: { locale: 'sw', message: swahili } },
          ],
        },
      },
    ]);
    expect(postFailureText(error)).toBe(swahili);
  });
  it('falls back to the INVALID_ARGUMENT message', () => {
    expect(postFailureText(new ConnectError(phone, Code.InvalidArgument))).toBe(phone);
  });
  it('explains posting too fast and not being a member', () => {
    expect(postFailureText(new ConnectError('slow down', Code.ResourceExhausted))).toMatch(/posting very fast/);
    expect(postFailureText(new ConnectError('members only', Code.PermissionDenied))).toMatch(/Only members can post/);
    expect(postFailureText(new ConnectError('boom', Code.Internal))).toMatch(/went wrong on our side/);
  });
});

describe('the feed with the posts the child reported', () => {
  const post = (id: string, minute: number) =>
    create(PostSchema, { id, content: `Post ${id}`, createdAt: timestampFromDate(new Date(2026, 10, 20, 9, minute)) });
  const reported = (postId: string, minute: number) => ({
    communityId: 'stars',
    postId,
    createdAtMs: new Date(2026, 10, 20, 9, minute).getTime(),
  });

  it("keeps the server's posts as they are when it still lists every reported one", () => {
    const posts = [post('c', 3), post('b', 2), post('a', 1)];
    expect(withReportedPosts(posts, [reported('b', 2)])).toEqual(posts);
  });

  it('puts each reported post the server no longer lists in its place by date, as reported, without content', () => {
    const shown = withReportedPosts([post('d', 4), post('a', 1)], [reported('c', 3), reported('e', 5)]);
    expect(shown.map((entry) => [entry.id, entry.reportedByYou, entry.content])).toEqual([
      ['e', true, ''],
      ['d', false, 'Post d'],
      ['c', true, ''],
      ['a', false, 'Post a'],
    ]);
    expect(withReportedPosts([], [reported('c', 3)]).map((entry) => entry.id)).toEqual(['c']);
  });
});
