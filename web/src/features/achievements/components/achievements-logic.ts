import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import type { Badge, BadgesByTier } from '@/gen/ndoto/v1/student_service_pb';
import { i18n } from '@/lib/i18n';

/** Spec section 9: the header shows at most 3 stars, each tier card 3 badges, Recent 3 badges. */
export const MAX_HEADER_STARS = 3;
export const BADGES_PER_TIER = 3;
export const RECENT_BADGES = 3;

/** The five tiers, in the order their cards are shown (spec section 3). */
export const TIERS = [
  { tier: 'bronze', label: msg`Bronze`, emoji: '🥉' },
  { tier: 'silver', label: msg`Silver`, emoji: '🥈' },
  { tier: 'gold', label: msg`Gold`, emoji: '🥇' },
  { tier: 'legendary', label: msg`Legendary`, emoji: '👑' },
  { tier: 'special', label: msg`Special`, emoji: '💎' },
] as const;

export type Tier = (typeof TIERS)[number]['tier'];

/** How many star icons the header shows: one per badge earned, at most 3. */
export function headerStarCount(totalBadges: number): number {
  return Math.max(0, Math.min(MAX_HEADER_STARS, Math.trunc(totalBadges)));
}

/**
 * A tier's badges: the server's badgesByTier list, or (should it be missing) the badges whose tier
 * is that one. `shown` is at most BADGES_PER_TIER of them; `count` is all of them.
 */
export function tierBadges(
  rewards: { badges: readonly Badge[]; badgesByTier?: BadgesByTier | undefined },
  tier: Tier,
): { count: number; shown: Badge[] } {
  const all = rewards.badgesByTier ? rewards.badgesByTier[tier] : rewards.badges.filter((badge) => badge.tier === tier);
  return { count: all.length, shown: all.slice(0, BADGES_PER_TIER) };
}

/** The first badges of the list, which the server sends most recent first. */
export function recentBadges<T>(badges: readonly T[]): T[] {
  return badges.slice(0, RECENT_BADGES);
}

/** 'activity_completed' -> 'activity completed': every underscore shown as a space. */
export function starTypeLabel(type: string): string {
  return type.replace(/_/g, ' ');
}

/** The kinds of stars the server counts, named in the active language; another kind is named from its key. */
const STAR_TYPE_LABELS: Record<string, MessageDescriptor> = {
  activity_completed: msg`activity completed`,
  badge_earned: msg`badge earned`,
};

/**
 * The per-type star counts worth showing: only types above 0, most stars first (then by name, so
 * the order is always the same: a protobuf map has none of its own).
 */
export function starTypes(starsByType: Readonly<Record<string, number>>): { type: string; label: string; count: number }[] {
  return Object.entries(starsByType)
    .filter(([, count]) => count > 0)
    .sort(([typeA, countA], [typeB, countB]) => countB - countA || typeA.localeCompare(typeB))
        .map(([type, count]) => {
      const known = STAR_TYPE_LABELS[type];
      return { type, label: known ? i18n._(known) : starTypeLabel(type), count };
    });
}

/** When a badge was earned, as a date in the child's own locale and time zone; '' when unknown. */
export function earnedDate(completedAt: Timestamp | undefined, locale?: string): string {
  if (!completedAt) return '';
  return timestampDate(completedAt).toLocaleDateString(locale);
}

/** When a badge was earned, for a <time> element's dateTime; undefined when unknown. */
export function earnedIso(completedAt: Timestamp | undefined): string | undefined {
  return completedAt ? timestampDate(completedAt).toISOString() : undefined;
}

/** '1 badge', '3 badges', in the active language. */
export function badgeCount(count: number): string {
  return plural(count, { one: '# badge', other: '# badges' });
}
