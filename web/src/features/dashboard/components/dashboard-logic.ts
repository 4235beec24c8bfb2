import { timestampDate } from '@bufbuild/protobuf/wkt';

import type { Badge, Book, EducationalContent, Game, LearningVideo } from '@/gen/ndoto/v1/student_service_pb';

/** The profile card's title for each age band (spec section 3, "Age-group titles"). */
export const AGE_GROUP_TITLES: readonly { min: number; max: number; title: string }[] = [
  { min: 6, max: 8, title: 'Early Explorer' },
  { min: 9, max: 12, title: 'Budding Innovator' },
  { min: 13, max: 15, title: 'Teen Trailblazer' },
  { min: 16, max: 18, title: 'Visionary Achiever' },
];

/** The title for any other age, or an unknown one. */
export const DEFAULT_AGE_GROUP_TITLE = 'Super Explorer';

export function ageGroupTitle(age: number): string {
  return AGE_GROUP_TITLES.find((band) => age >= band.min && age <= band.max)?.title ?? DEFAULT_AGE_GROUP_TITLE;
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
export const BADGE_TABS = ['All', 'Academic', 'Skills', 'Social', 'Projects'] as const;
export type BadgeTab = (typeof BADGE_TABS)[number];

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
