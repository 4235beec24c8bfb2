import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';

import { VIDEO_HUB } from '@/config/constants';
import {
  compactCount,
  descriptionPreview,
  randomTopic,
  rememberSearch,
  rememberWatched,
  searchErrorText,
  stopWatching,
  thumbnailOf,
  upNext,
  uploadAge,
  uploadAgeText,
  viewsText,
  watchDurationText,
  type SearchHistoryItem,
  type WatchHistoryItem,
} from '@/features/videos/components/video-logic';
import { VideoResultSchema, type VideoResult } from '@/gen/ndoto/v1/video_service_pb';

const video = (id: string, fields: MessageInitShape<typeof VideoResultSchema> = {}): VideoResult =>
  create(VideoResultSchema, { id, title: `Video ${id}`, ...fields });

describe('views', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0K'],
    [1500, '1.5K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [2_345_678, '2.3M'],
    [1_234_567_890, '1234.6M'],
  ])('%d reads %s', (count, text) => {
    expect(compactCount(count)).toBe(text);
  });

  it("says 'view' for one and 'views' otherwise", () => {
    expect(viewsText(1)).toBe('1 view');
    expect(viewsText(0)).toBe('0 views');
    expect(viewsText(4200)).toBe('4.2K views');
  });
});

describe('upload age', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it.each([
    [0, 'today'],
    [0.9, 'today'],
    [1, '1 day ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [364, '12 months ago'],
    [365, '1 year ago'],
    [800, '2 years ago'],
    [-2, 'today'],
  ])('%d days ago reads %s', (days, text) => {
    expect(uploadAge(daysAgo(days), now)).toBe(text);
  });

  it("uses the server's words, else works them out from publishedAt, else shows nothing", () => {
    const publishedAt = timestampFromDate(daysAgo(14));
    expect(uploadAgeText(video('a', { uploadTime: ' 3 weeks ago ', publishedAt }), now)).toBe('3 weeks ago');
    expect(uploadAgeText(video('a', { uploadTime: '', publishedAt }), now)).toBe('2 weeks ago');
    expect(uploadAgeText(video('a'), now)).toBe('');
  });
});

describe('description preview', () => {
  it('keeps 100 characters or fewer as they are', () => {
    expect(descriptionPreview('Short and sweet.')).toBe('Short and sweet.');
    expect(descriptionPreview('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it("cuts a longer one at 100 characters and adds '...', never splitting an emoji", () => {
    expect(descriptionPreview('y'.repeat(101))).toBe(`${'y'.repeat(100)}...`);
    const emoji = `${'🦕'.repeat(100)}🦖`;
    expect(descriptionPreview(emoji)).toBe(`${'🦕'.repeat(100)}...`);
    expect(descriptionPreview(`${'a'.repeat(99)} tail of the text`)).toBe(`${'a'.repeat(99)}...`);
  });
});

describe('histories', () => {
  const at = (minute: number) => new Date(2026, 10, 20, 9, minute);

  it('keeps searches newest first with when each was made, once each ignoring case, never blank, at most 20', () => {
    let history: SearchHistoryItem[] = [];
    for (let n = 1; n <= 25; n += 1) history = rememberSearch(history, `topic ${n}`, at(n));
    expect(history).toHaveLength(VIDEO_HUB.searchHistoryCap);
    expect(history[0]).toEqual({ query: 'topic 25', timestamp: at(25) });
    expect(history.at(-1)?.query).toBe('topic 6');
    history = rememberSearch(history, '  TOPIC 10 ', at(30));
    expect(history).toHaveLength(20);
    expect(history[0]).toEqual({ query: 'TOPIC 10', timestamp: at(30) });
    expect(history.filter((entry) => entry.query.toLowerCase() === 'topic 10')).toHaveLength(1);
    expect(rememberSearch(history, '   ')).toEqual(history);
  });

  it('keeps watched videos newest first with when each was opened, once each, at most 50', () => {
    let history: WatchHistoryItem[] = [];
    for (let n = 1; n <= 60; n += 1) history = rememberWatched(history, video(`v${n}`), at(n));
    expect(history).toHaveLength(VIDEO_HUB.watchHistoryCap);
    expect(history[0]).toMatchObject({ watchedAt: at(60), watchDuration: null });
    expect(history[0]?.video.id).toBe('v60');
    expect(history.at(-1)?.video.id).toBe('v11');
    history = rememberWatched(history, video('v30'), at(61));
    expect(history.map((entry) => entry.video.id).slice(0, 2)).toEqual(['v30', 'v60']);
    expect(history.filter((entry) => entry.video.id === 'v30')).toHaveLength(1);
    expect(history).toHaveLength(50);
  });

  it('gives the video on screen, once left, the time it was on screen', () => {
    const opened = rememberWatched(rememberWatched([], video('a'), at(0)), video('b'), at(2));
    const left = stopWatching(opened.map((entry) => (entry.video.id === 'a' ? { ...entry, watchDuration: 120_000 } : entry)), at(9));
    expect(left.map((entry) => [entry.video.id, entry.watchDuration])).toEqual([
      ['b', 7 * 60_000],
      ['a', 120_000],
    ]);
    // Nothing on screen: nothing changes.
    expect(stopWatching(left, at(20))).toEqual(left);
  });

  it.each([
    [0, 'under a minute'],
    [59_999, 'under a minute'],
    [60_000, '1 minute'],
    [25 * 60_000 + 59_000, '25 minutes'],
    [60 * 60_000, '1 hour'],
    [65 * 60_000, '1 hour 5 minutes'],
    [121 * 60_000, '2 hours 1 minute'],
  ])('says %i ms on screen as %j', (durationMs, text) => {
    expect(watchDurationText(durationMs)).toBe(text);
  });
});

describe('up next', () => {
  it('lists the first five other videos', () => {
    const videos = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => video(id));
    expect(upNext(videos, video('b')).map((entry) => entry.id)).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(upNext(videos.slice(0, 2), video('a')).map((entry) => entry.id)).toEqual(['b']);
  });
});

describe('random topic', () => {
  it('picks each of the ten topics, and nothing else', () => {
    expect(VIDEO_HUB.randomTopics).toHaveLength(10);
    expect(VIDEO_HUB.suggestions).toEqual(['Science Experiments', 'Space', 'Animals', 'Math', 'Art', 'Coding']);
    const picked = new Set(Array.from({ length: 10 }, (_, at) => randomTopic(() => at / 10 + 0.01)));
    expect([...picked].sort()).toEqual([...VIDEO_HUB.randomTopics].sort());
    expect(randomTopic(() => 0.999999)).toBe('geography for kids');
    expect(randomTopic(() => 0)).toBe('science experiments for kids');
  });
});

describe('thumbnail', () => {
  it("uses the server's picture, else YouTube's for the id", () => {
    expect(thumbnailOf(video('dQw4w9WgXcQ', { thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg' }))).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
    );
    expect(thumbnailOf(video('dQw4w9WgXcQ'))).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });
});

describe('search error text', () => {
  it("gives the service's message, or 'Failed to fetch search results' when the network failed", () => {
    expect(searchErrorText(new ConnectError('q must not be blank', Code.InvalidArgument), false)).toBe(
      'Failed to search videos: q must not be blank',
    );
    expect(searchErrorText(new ConnectError('', Code.Internal), false)).toBe('Failed to search videos: Failed to fetch search results');
    expect(searchErrorText(new TypeError('Failed to fetch'), false)).toBe('Failed to search videos: Failed to fetch search results');
    expect(searchErrorText(new ConnectError('upstream', Code.Unavailable), false)).toBe(
      'Failed to search videos: Failed to fetch search results',
    );
  });

  it('has its own text for the random topic', () => {
    expect(searchErrorText(new ConnectError('boom', Code.Internal), true)).toBe('Failed to load content. Please try searching.');
  });
});
