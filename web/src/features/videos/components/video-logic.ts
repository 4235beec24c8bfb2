import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { plural, t } from '@lingui/core/macro';

import { VIDEO_HUB } from '@/config/constants';
import type { VideoResult } from '@/gen/ndoto/v1/video_service_pb';
import { serverWords } from '@/lib/errors';
import { i18n } from '@/lib/i18n';
import { videoLink } from '@/lib/video-link';

const DAY = 24 * 60 * 60 * 1000;

/** The active language, for Intl's formats ('en' before any is active). */
const locale = () => i18n.locale || 'en';

/**
 * A count the way the hub shows views (spec section 9), in the active language: under a thousand
 * as it is, then K or M with one decimal ('1.5K', '2.3M'; '1,5 k' in French, 'elfu 1.5' in
 * Kiswahili). A count that would round to '1000.0K' reads '1.0M'; millions never turn into billions.
 */
export function compactCount(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  if (whole < 1000) return new Intl.NumberFormat(locale()).format(whole);
  const oneDecimal = new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  if (whole < 999_950) {
    const thousands = oneDecimal.format(whole / 1000);
    return t`${thousands}K`;
  }
  const millions = oneDecimal.format(whole / 1_000_000);
  return t`${millions}M`;
}

/**
 * 'N views', with 'view' for exactly one. Not an ICU plural: the count is shown compact ('1.5K'),
 * and only a single view is singular in English and French (0 views never shows).
 */
export function viewsText(views: number): string {
  if (Math.floor(views) === 1) return t`1 view`;
  const count = compactCount(views);
  return t`${count} views`;
}

function ago(count: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(locale(), { numeric: 'always' }).format(-count, unit);
}

/**
 * How long ago a video was published, in days, weeks, months or years (spec section 9): 'today'
 * under a day (or for a date a little in the future), then '1 day ago' to '6 days ago', weeks under
 * 30 days, months (of 30 days) under 365 days, then years.
 */
export function uploadAge(published: Date, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - published.getTime()) / DAY);
  if (days < 1) return t`today`;
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}

/**
 * The upload age a card shows: the server's words when it gives them, else worked out from
 * `publishedAt`, else nothing.
 */
export function uploadAgeText(video: Pick<VideoResult, 'uploadTime' | 'publishedAt'>, now: Date = new Date()): string {
  if (video.uploadTime.trim() !== '') return video.uploadTime.trim();
  return video.publishedAt ? uploadAge(timestampDate(video.publishedAt), now) : '';
}

/**
 * A description as a preview shows it: at most 100 characters (Unicode code points, so an emoji is
 * never cut in half), with '...' when it was longer.
 */
export function descriptionPreview(description: string): string {
  const characters = [...description.trim()];
  if (characters.length <= VIDEO_HUB.descriptionPreview) return characters.join('');
  return `${characters.slice(0, VIDEO_HUB.descriptionPreview).join('').trimEnd()}...`;
}

/** The picture of a video: the server's thumbnail, else YouTube's for its id (the card falls back to the placeholder). */
export function thumbnailOf(video: Pick<VideoResult, 'id' | 'thumbnail'>): string {
  return video.thumbnail !== '' ? video.thumbnail : videoLink(video.id).thumbnail;
}

/**
 * A history with `item` put first: an earlier entry with the same key leaves its old place, and only
 * the newest `cap` entries are kept.
 */
export function remember<T>(history: readonly T[], item: T, cap: number, key: (entry: T) => string): T[] {
  const itemKey = key(item);
  return [item, ...history.filter((entry) => key(entry) !== itemKey)].slice(0, cap);
}

/** A search in the search history (spec section 3): what was searched, and when. */
export interface SearchHistoryItem {
  query: string;
  timestamp: Date;
}

/**
 * A video in the watch history (spec section 3): the video, when it was opened, and for how long
 * it was on screen in milliseconds (null while it still is). The spec's sample app made the
 * duration up (a random 20 to 99); this is the time the player showed it.
 */
export interface WatchHistoryItem {
  video: VideoResult;
  watchedAt: Date;
  watchDuration: number | null;
}

/** The search history after a search at `now`: newest first, each query once (ignoring case), at most 20. */
export function rememberSearch(history: readonly SearchHistoryItem[], query: string, now: Date = new Date()): SearchHistoryItem[] {
  const text = query.trim();
  if (text === '') return [...history];
  return remember(history, { query: text, timestamp: now }, VIDEO_HUB.searchHistoryCap, (entry) => entry.query.toLowerCase());
}

/** The watch history after a video is opened at `now`: newest first, each video once, at most 50. */
export function rememberWatched(history: readonly WatchHistoryItem[], video: VideoResult, now: Date = new Date()): WatchHistoryItem[] {
  return remember(history, { video, watchedAt: now, watchDuration: null }, VIDEO_HUB.watchHistoryCap, (entry) => entry.video.id);
}

/** The watch history once the player is left at `now`: the video it showed gets the time it was on screen. */
export function stopWatching(history: readonly WatchHistoryItem[], now: Date = new Date()): WatchHistoryItem[] {
  return history.map((entry) =>
    entry.watchDuration === null
      ? { ...entry, watchDuration: Math.max(0, now.getTime() - entry.watchedAt.getTime()) }
      : entry,
  );
}

const minutesText = (minutes: number) => plural(minutes, { one: '# minute', other: '# minutes' });
const hoursText = (hours: number) => plural(hours, { one: '# hour', other: '# hours' });

/** How long a video was on screen: 'under a minute', '1 minute', '25 minutes', '1 hour 5 minutes'. */
export function watchDurationText(durationMs: number): string {
  const minutes = Math.floor(durationMs / 60_000);
  if (minutes < 1) return t`under a minute`;
  if (minutes < 60) return minutesText(minutes);
  const rest = minutes % 60;
  const hours = Math.floor(minutes / 60);
  if (rest === 0) return hoursText(hours);
  // One message, so that a language can join the two as it says them ('saa 1 na dakika 5'); the
  // rule sees only placeholders, but the plurals hold the words.
  // eslint-disable-next-line lingui/no-single-variables-to-translate -- two plurals, not a bare variable
  return t`${plural(hours, { one: '# hour', other: '# hours' })} ${plural(rest, { one: '# minute', other: '# minutes' })}`;
}

/** The 'Up Next' list beside the player: the first five other videos of the results. */
export function upNext(videos: readonly VideoResult[], playing: VideoResult): VideoResult[] {
  return videos.filter((video) => video.id !== playing.id).slice(0, VIDEO_HUB.upNext);
}

/** One of the ten recommended topics, searched when the hub opens without a query. */
export function randomTopic(random: () => number = Math.random): string {
  const topics = VIDEO_HUB.randomTopics;
  const at = Math.min(topics.length - 1, Math.floor(random() * topics.length));
  return topics[at] ?? topics[0];
}

/** Network failures carry no message of the service's own. */
const NO_SERVICE_MESSAGE = [Code.Unknown, Code.Unavailable, Code.Canceled, Code.DeadlineExceeded];

/**
 * Spec section 8's text for a failed search: 'Failed to search videos: {message}', with the
 * service's message, or 'Failed to fetch search results' when the service gave none (the network
 * failed). The random topic's load has a text of its own.
 */
export function searchErrorText(error: unknown, randomTopicLoad: boolean): string {
  if (randomTopicLoad) return t`Failed to load content. Please try searching.`;
  const connectError = ConnectError.from(error);
  const words = serverWords(connectError).trim();
  const message = NO_SERVICE_MESSAGE.includes(connectError.code) || words === '' ? t`Failed to fetch search results` : words;
  return t`Failed to search videos: ${message}`;
}
