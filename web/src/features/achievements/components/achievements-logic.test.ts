import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';

import {
  badgeCount,
  earnedDate,
  earnedIso,
  headerStarCount,
  recentBadges,
  starTypeLabel,
  starTypes,
  tierBadges,
  TIERS,
} from '@/features/achievements/components/achievements-logic';
import { BadgeSchema, BadgesByTierSchema, type Badge } from '@/gen/ndoto/v1/student_service_pb';

const badge = (id: string, tier: string): Badge => create(BadgeSchema, { id, name: id, tier, icon: '🏅' });

describe('headerStarCount (spec section 9: at most 3 stars in the header)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [27, 3],
    [-1, 0],
  ])('%s badges -> %s stars', (badges, stars) => {
    expect(headerStarCount(badges)).toBe(stars);
  });
});

describe('tierBadges (spec section 9: 3 badges per tier card)', () => {
  it('shows at most 3 of a tier, and counts them all', () => {
    const gold = ['g1', 'g2', 'g3', 'g4'].map((id) => badge(id, 'gold'));
    const rewards = { badges: gold, badgesByTier: create(BadgesByTierSchema, { gold }) };
    const { count, shown } = tierBadges(rewards, 'gold');
    expect(count).toBe(4);
    expect(shown.map((entry) => entry.id)).toEqual(['g1', 'g2', 'g3']);
    expect(tierBadges(rewards, 'bronze')).toEqual({ count: 0, shown: [] });
  });

  it('groups the badges by their tier when badgesByTier is missing', () => {
    const badges = [badge('b1', 'bronze'), badge('s1', 'silver'), badge('b2', 'bronze')];
    expect(tierBadges({ badges }, 'bronze').shown.map((entry) => entry.id)).toEqual(['b1', 'b2']);
    expect(tierBadges({ badges }, 'legendary').count).toBe(0);
  });

  it('knows the five tiers in order', () => {
    expect(TIERS.map((entry) => entry.tier)).toEqual(['bronze', 'silver', 'gold', 'legendary', 'special']);
  });
});

describe('recentBadges (spec section 9: Recent shows 3)', () => {
  it('takes the first three', () => {
    expect(recentBadges([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(recentBadges([1])).toEqual([1]);
    expect(recentBadges([])).toEqual([]);
  });
});

describe('starTypes', () => {
  it('keeps only types above 0 and shows underscores as spaces', () => {
    expect(starTypes({ activity_completed: 30, badge_earned: 0, quiz_completed_first_time: 5, negative: -2 })).toEqual([
      { type: 'activity_completed', label: 'activity completed', count: 30 },
      { type: 'quiz_completed_first_time', label: 'quiz completed first time', count: 5 },
    ]);
    expect(starTypes({})).toEqual([]);
  });

  it('puts the most stars first, then orders by name', () => {
    expect(starTypes({ badge_earned: 10, activity_completed: 5, video_watched: 10 }).map((entry) => entry.label)).toEqual([
      'badge earned',
      'video watched',
      'activity completed',
    ]);
  });

  it('replaces every underscore', () => {
    expect(starTypeLabel('a_b_c')).toBe('a b c');
    expect(starTypeLabel('plain')).toBe('plain');
  });
});

describe('earnedDate', () => {
  it('is the local date of the timestamp, or empty when unknown', () => {
    const when = new Date(2026, 2, 14, 23, 30);
    expect(earnedDate(timestampFromDate(when), 'en-GB')).toBe('14/03/2026');
    expect(earnedDate(timestampFromDate(when))).toBe(when.toLocaleDateString());
    expect(earnedIso(timestampFromDate(when))).toBe(when.toISOString());
    expect(earnedDate(undefined)).toBe('');
    expect(earnedIso(undefined)).toBeUndefined();
  });
});

describe('badgeCount', () => {
  it('says badge or badges', () => {
    expect(badgeCount(0)).toBe('0 badges');
    expect(badgeCount(1)).toBe('1 badge');
    expect(badgeCount(2)).toBe('2 badges');
  });
});
