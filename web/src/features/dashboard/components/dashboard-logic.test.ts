import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';

import {
  ageGroupTitle,
  badgesOfTab,
  countRecommendations,
  filterRecommendations,
  flattenContents,
  fullName,
  initials,
  isWebLink,
  recentBadges,
} from '@/features/dashboard/components/dashboard-logic';
import { BadgeSchema, EducationalContentSchema } from '@/gen/ndoto/v1/student_service_pb';

describe('ageGroupTitle', () => {
  it.each([
    [6, 'Early Explorer'],
    [7, 'Early Explorer'],
    [8, 'Early Explorer'],
    [9, 'Budding Innovator'],
    [12, 'Budding Innovator'],
    [13, 'Teen Trailblazer'],
    [15, 'Teen Trailblazer'],
    [16, 'Visionary Achiever'],
    [18, 'Visionary Achiever'],
    [0, 'Super Explorer'],
    [5, 'Super Explorer'],
    [19, 'Super Explorer'],
    [42, 'Super Explorer'],
    [-1, 'Super Explorer'],
    [Number.NaN, 'Super Explorer'],
  ])('age %d is %s', (age, title) => {
    expect(ageGroupTitle(age)).toBe(title);
  });
});

describe('initials and full name', () => {
  it.each([
    ['Baraka', 'Mwangi', 'BM'],
    ['amani', 'otieno', 'AO'],
    ['  Zawadi ', '', 'Z'],
    ['', 'Kamau', 'K'],
    ['', '', '?'],
    ['Émile', 'Ñandu', 'ÉÑ'],
  ])('%j %j -> %s', (first, last, letters) => {
    expect(initials(first, last)).toBe(letters);
  });

  it('joins the names that are there', () => {
    expect(fullName('Baraka', 'Mwangi')).toBe('Baraka Mwangi');
    expect(fullName(' Baraka ', '')).toBe('Baraka');
    expect(fullName('', '')).toBe('');
  });
});

describe('recommendations', () => {
  const groups = [
    create(EducationalContentSchema, {
      videos: [{ title: 'V1' }, { title: 'V2' }],
      books: [{ title: 'B1' }],
    }),
    create(EducationalContentSchema, { videos: [{ title: 'V3' }], games: [{ name: 'G1' }] }),
  ];

  it('flattens every group, keeping the order', () => {
    const all = flattenContents(groups);
    expect(all.videos.map((video) => video.title)).toEqual(['V1', 'V2', 'V3']);
    expect(all.books.map((book) => book.title)).toEqual(['B1']);
    expect(all.games.map((game) => game.name)).toEqual(['G1']);
    expect(countRecommendations(all)).toBe(5);
    expect(countRecommendations(flattenContents([]))).toBe(0);
  });

  it('keeps one kind per tab and everything on all', () => {
    const all = flattenContents(groups);
    expect(filterRecommendations(all, 'all')).toBe(all);
    expect(filterRecommendations(all, 'videos')).toEqual({ videos: all.videos, books: [], games: [] });
    expect(filterRecommendations(all, 'books')).toEqual({ videos: [], books: all.books, games: [] });
    expect(filterRecommendations(all, 'games')).toEqual({ videos: [], books: [], games: all.games });
  });
});

describe('badges', () => {
  const badge = (id: string, category: string, earned?: string) =>
    create(BadgeSchema, {
      id,
      name: id,
      category,
      ...(earned ? { completedAt: timestampFromDate(new Date(earned)) } : {}),
    });

  it('lists the earned badges newest first, at most the limit', () => {
    const badges = [
      badge('old', 'Academic', '2026-01-01T00:00:00Z'),
      badge('never', 'Skills'),
      badge('newest', 'Social', '2026-11-20T00:00:00Z'),
      badge('middle', 'Projects', '2026-06-01T00:00:00Z'),
    ];
    expect(recentBadges(badges).map((b) => b.id)).toEqual(['newest', 'middle', 'old']);
    expect(recentBadges(badges, 2).map((b) => b.id)).toEqual(['newest', 'middle']);
    expect(recentBadges([])).toEqual([]);
  });

  it('filters the catalogue by tab, in catalogue order', () => {
    const catalogue = [badge('a', 'Academic'), badge('s1', 'Skills'), badge('p', 'Projects'), badge('s2', 'skills')];
    expect(badgesOfTab(catalogue, 'All').map((b) => b.id)).toEqual(['a', 's1', 'p', 's2']);
    expect(badgesOfTab(catalogue, 'Skills').map((b) => b.id)).toEqual(['s1', 's2']);
    expect(badgesOfTab(catalogue, 'Social')).toEqual([]);
  });
});

describe('isWebLink', () => {
  it.each([
    ['https://scratch.mit.edu/', true],
    ['http://example.org/game', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative/path', false],
    ['', false],
  ])('%j -> %s', (link, ok) => {
    expect(isWebLink(link)).toBe(ok);
  });
});
