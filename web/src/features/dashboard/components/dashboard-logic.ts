import { timestampDate } from '@bufbuild/protobuf/wkt';

import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

import { i18n } from '@/lib/i18n';
import type { Badge, Book, EducationalContent, Game, LearningVideo } from '@/gen/ndoto/v1/student_service_pb';

/** The profile card's title for each age band (spec section 3, "Age-group titles"). */
export const AGE_GROUP_TITLES: readonly { min: number; max: number; title: MessageDescriptor }[] = [
  { min: 6, max: 8, title: msg`Early Explorer` },
  { min: 9, max: 12, title: msg`Budding Innovator` },
  { min: 13, max: 15, title: msg`Teen Trailblazer` },
  { min: 16, max: 18, title: msg`Visionary Achiever` },
];

/** The title for any other age, or an unknown one. */
export const DEFAULT_AGE_GROUP_TITLE = msg`Super Explorer`;

/** The title in the active language. */
export function ageGroupTitle(age: number): string {
  return i18n._(AGE_GROUP_TITLES.find((band) => age >= band.min && age <= band.max)?.title ?? DEFAULT_AGE_GROUP_TITLE);
}

/** The avatar's fallback: the first letters of the first and last names ('Baraka Mwangi' -> 'BM'). */
export function initials(firstName: string, lastName: string): string {
  const letters = [firstName, lastName]
    .map((name) => Array.from(name.trim())[0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return letters === '' ? '?' : letters;
}

/** The full name shown on the profile card. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');
}

/** The tabs of Recommended For You (spec section 4, "Dashboard filter"). */
export type ContentFilter = 'all' | 'videos' | 'books' | 'games';

/** Every recommended video, book and game, from all of the dashboard's groups, in order. */
export interface Recommendations {
  videos: LearningVideo[];
  books: Book[];
  games: Game[];
}

export function flattenContents(groups: readonly EducationalContent[]): Recommendations {
  return {
    videos: groups.flatMap((group) => group.videos),
    books: groups.flatMap((group) => group.books),
    games: groups.flatMap((group) => group.games),
  };
}

/** What a tab shows: everything for 'all', one kind otherwise. */
export function filterRecommendations(all: Recommendations, filter: ContentFilter): Recommendations {
  if (filter === 'all') return all;
  return {
    videos: filter === 'videos' ? all.videos : [],
    books: filter === 'books' ? all.books : [],
    games: filter === 'games' ? all.games : [],
  };
}

export function countRecommendations(recommendations: Recommendations): number {
  return recommendations.videos.length + recommendations.books.length + recommendations.games.length;
}

/** When the child earned a badge, or null for a badge of the catalogue not earned yet. */
export function earnedAt(badge: Badge): Date | null {
  return badge.completedAt ? timestampDate(badge.completedAt) : null;
}

/** How many earned badges Recent Badges shows. */
export const RECENT_BADGES_SHOWN = 6;

/** The child's most recently earned badges, newest first. */
export function recentBadges(badges: readonly Badge[], limit = RECENT_BADGES_SHOWN): Badge[] {
  return badges
    .map((badge) => ({ badge, at: earnedAt(badge) }))
    .filter((entry): entry is { badge: Badge; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((entry) => entry.badge);
}

/** The tabs of the 'All Achievement Badges' dialog; each but All is a badge category. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- keys (the server's categories); BADGE_TAB_NAMES names them
export const BADGE_TABS = ['All', 'Academic', 'Skills', 'Social', 'Projects'] as const;
export type BadgeTab = (typeof BADGE_TABS)[number];

/** Each tab's name as the child reads it (the keys above match the server's categories). */
export const BADGE_TAB_NAMES: Readonly<Record<BadgeTab, MessageDescriptor>> = {
  All: msg`All`,
  Academic: msg`Academic`,
  Skills: msg`Skills`,
  Social: msg`Social`,
  Projects: msg`Projects`,
};

/** The catalogue's badges of a tab, in catalogue order. */
export function badgesOfTab(catalogue: readonly Badge[], tab: BadgeTab): Badge[] {
  return tab === 'All' ? [...catalogue] : catalogue.filter((badge) => badge.category.toLowerCase() === tab.toLowerCase());
}

/** A link the browser may open or embed: an absolute http(s) URL, never javascript: or data:. */
export function isWebLink(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The goals a count of My Learning Journey works towards: its bar fills towards the next one. */
export const JOURNEY_GOALS = [5, 10, 25, 50, 100, 250, 500, 1000] as const;

/** The next goal above `count` (past the last goal, the next thousand). */
export function nextGoal(count: number): number {
  return JOURNEY_GOALS.find((goal) => goal > count) ?? (Math.floor(count / 1000) + 1) * 1000;
}

/** How far `count` is towards its next goal, in whole percent. */
export function goalPercent(count: number): number {
  return Math.floor((count / nextGoal(count)) * 100);
}

/**
 * The streak's badge: '1 Day Streak!', '5 Day Streak!'; none yet: an invitation. One day has its
 * own message: French says "1 jour" but "5 jours" (an ICU plural would do, but the catalogue test
 * reads a plural branch's first word as a placeholder, and Kiswahili puts the number last).
 */
export function streakText(days: number): string {
  if (days <= 0) return t`Start your streak today!`;
  return days === 1 ? t`1 Day Streak!` : t`${days} Day Streak!`;
}

/** The counts My Learning Journey shows, from the server's journey. */
export interface JourneyCounts {
  booksRead: number;
  videosWatched: number;
  projectsDone: number;
  streakDays: number;
  activeToday: boolean;
}

/** The line under the counts: encouragement that fits what the child has done. */
export function journeyNote(journey: JourneyCounts): string {
  const { booksRead, videosWatched, projectsDone, streakDays, activeToday } = journey;
  if (booksRead + videosWatched + projectsDone === 0) {
    return t`Your journey starts here! Watch a video, read a book or finish an activity, and watch these numbers grow.`;
  }
  if (streakDays === 1 && !activeToday) return t`Learn something today to keep your 1-day streak going!`;
  if (streakDays > 0 && !activeToday) {
    return t`Learn something today to keep your ${streakDays}-day streak going!`;
  }
  return t`Every number here is something you did. Keep going!`;
}
