import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';

import { VIDEO_HUB } from '@/config/constants';
import {
  RecordWatchResponseSchema,
  SearchVideosResponseSchema,
  VideoResultSchema,
  VideoService,
  type SearchVideosRequest,
  type VideoResult,
} from '@/gen/ndoto/v1/video_service_pb';
import { LIBRARY_ONLY_TEXT, WATCH_SHARED_TEXT } from '@/features/videos/components/video-hub';
import { i18n } from '@/lib/i18n';
import { GetMySettingsResponseSchema, StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { speak } from '@/testing/language';
import { deferred, renderApp } from '@/testing/render-app';
import { PLACEHOLDER_THUMBNAIL } from '@/lib/video-link';

function signInChild() {
  localStorage.setItem('childToken', 'token-amani');
  localStorage.setItem('childAge', '9');
  localStorage.setItem('childId', 'child-1');
}

/** An 11-character id for video number `at`. */
const idOf = (at: number) => `vid${String(at).padStart(8, '0')}`;

function video(at: number, fields: MessageInitShape<typeof VideoResultSchema> = {}): VideoResult {
  return create(VideoResultSchema, {
    id: idOf(at),
    title: `Volcano video ${at}`,
    channel: `Channel ${at}`,
    duration: `${at}:05`,
    views: 1500 * at,
    uploadTime: `${at} weeks ago`,
    thumbnail: `https://i.ytimg.com/vi/${idOf(at)}/mqdefault.jpg`,
    description: `Description ${at}: ${'lava'.repeat(50)}`,
    likes: 120 * at,
    category: 'Education',
    ...fields,
  });
}

const answer = (videos: VideoResult[]) => create(SearchVideosResponseSchema, { videos });
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A fake VideoService that records every query and answers from `reply`. */
function videoService(reply: (q: string) => ReturnType<typeof answer> | Promise<ReturnType<typeof answer>>) {
  const asked: string[] = [];
  const services = ({ service }: Parameters<NonNullable<Parameters<typeof renderApp>[1]>>[0]) =>
    service(VideoService, {
      searchVideos: (request: SearchVideosRequest) => {
        asked.push(request.q);
        return reply(request.q);
      },
    });
  return { asked, services };
}

const results = () => within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
/** The item at `at`, which must be there. */
function nth<T>(items: readonly T[], at: number): T {
  const item = items[at];
  if (item === undefined) throw new Error(`no item ${at}`);
  return item;
}
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('safe video hub', () => {
  it("searches q, shows the cards with views, age, duration and a 100-character description, and counts them", async () => {
    signInChild();
    const call = deferred<ReturnType<typeof answer>>();
    const fake = videoService(() => call.promise);
    renderApp('/youtube-search?q=volcanoes', fake.services);
    expect(await screen.findByText('Finding safe videos...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Safe Video Hub' })).toBeInTheDocument();
    call.resolve(answer([video(1), video(2, { uploadTime: '', publishedAt: undefined, views: 2_500_000 }), video(3)]));

    await screen.findByRole('button', { name: 'Volcano video 1' });
    expect(fake.asked).toEqual(['volcanoes']);
    expect(results()).toHaveLength(3);
    const first = nth(results(), 0);
    expect(within(first).getByText('Channel 1')).toBeInTheDocument();
    expect(within(first).getByText('1.5K views • 1 weeks ago')).toBeInTheDocument();
    expect(within(first).getByText('1:05')).toBeInTheDocument();
    const preview = within(first).getByText(/^Description 1:/);
    expect(preview.textContent).toHaveLength(103);
    expect(preview.textContent).toMatch(/\.\.\.$/);
    // No upload age from the server and no publishedAt: nothing but the views.
    expect(within(nth(results(), 1)).getByText('2.5M views')).toBeInTheDocument();
    expect(tab(/Search Results/)).toHaveTextContent('Search Results (3)');
    expect(tab(/History/)).toHaveTextContent('History (0)');
    expect(screen.getByText('Videos about “volcanoes”')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search for videos' })).toHaveValue('volcanoes');
  });

  it("plays a chosen video with Up Next of 5, remembers it, and 'Back to Search Results' leaves the player", async () => {
    signInChild();
    const fake = videoService(() => answer(Array.from({ length: 12 }, (_, at) => video(at + 1))));
    const user = setupUser();
    renderApp('/youtube-search?q=volcanoes', fake.services);
    await user.click(await screen.findByRole('button', { name: 'Volcano video 2' }));

    const player = await screen.findByRole('region', { name: 'Video player' });
    const frame = within(player).getByTitle('Volcano video 2');
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${idOf(2)}?autoplay=1&rel=0&modestbranding=1`);
    await waitFor(() => expect(within(player).getByRole('heading', { level: 2, name: 'Volcano video 2' })).toHaveFocus());
    expect(within(player).getByText('240 likes')).toBeInTheDocument();
    const next = within(screen.getByRole('list', { name: 'Up Next' })).getAllByRole('button');
    expect(next.map((button) => button.textContent)).toEqual([1, 3, 4, 5, 6].map((at) => `Volcano video ${at}`));

    // Up Next plays the next one, which joins the history too.
    await user.click(nth(next, 1));
    expect(within(player).getByTitle('Volcano video 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to Search Results/ }));
    expect(screen.queryByRole('region', { name: 'Video player' })).not.toBeInTheDocument();
    expect(results()).toHaveLength(12);
    expect(tab(/History/)).toHaveTextContent('History (2)');

    await user.click(tab(/History/));
    const watched = within(await screen.findByRole('list', { name: 'Watch history' })).getAllByRole('button');
    expect(watched.map((button) => button.textContent)).toEqual(['Volcano video 3', 'Volcano video 2']);
    const searches = within(screen.getByRole('list', { name: 'Search history' })).getAllByRole('button');
    expect(searches.map((button) => button.textContent)).toEqual(['volcanoes· just now']);
    expect(fake.asked).toEqual(['volcanoes']);
  });

  it('the history says when each search was made, and when and for how long each video was watched', async () => {
    // Date and the history's clock are faked; the rest (the calls, user-event) runs on real time.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    try {
      // Half minutes between steps: the clicks themselves take a little real time.
      const at = (minute: number, second = 0) => new Date(2026, 10, 20, 9, minute, second);
      vi.setSystemTime(at(0));
      signInChild();
      const fake = videoService(() => answer([video(1), video(2)]));
      const user = setupUser();
      renderApp('/youtube-search?q=volcanoes', fake.services);
      await screen.findByRole('button', { name: 'Volcano video 2' });

      vi.setSystemTime(at(1));
      await user.click(screen.getByRole('button', { name: 'Volcano video 2' }));
      vi.setSystemTime(at(4, 30));
      await user.click(screen.getByRole('button', { name: /Back to Search Results/ }));
      vi.setSystemTime(at(10, 30));
      await user.click(tab(/History/));

      const watched = nth(within(await screen.findByRole('list', { name: 'Watch history' })).getAllByRole('listitem'), 0);
      expect(within(watched).getByText(/^Watched/)).toHaveTextContent('Watched 9 minutes ago, for 3 minutes');
      const when = within(watched).getByText('9 minutes ago');
      expect(when.tagName).toBe('TIME');
      const exact = new Date(when.getAttribute('dateTime') ?? '').getTime();
      expect(exact - at(1).getTime()).toBeGreaterThanOrEqual(0);
      expect(exact - at(1).getTime()).toBeLessThan(30_000);
      const search = within(screen.getByRole('list', { name: 'Search history' })).getByRole('button');
      expect(search).toHaveAccessibleName('volcanoes 10 minutes ago');

      // The times move on while the tab stays open.
      act(() => vi.advanceTimersByTime(60 * 60 * 1000));
      expect(within(watched).getByText(/^Watched/)).toHaveTextContent('Watched 1 hour ago, for 3 minutes');
      expect(search).toHaveAccessibleName('volcanoes 1 hour ago');
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches from the box (never when blank) and from a suggestion, each joining the search history', async () => {
    signInChild();
    const fake = videoService((q) => answer([video(1, { title: `About ${q}` })]));
    const user = setupUser();
    const { router } = renderApp('/youtube-search?q=volcanoes', fake.services);
    await screen.findByRole('button', { name: 'About volcanoes' });

    const box = screen.getByRole('textbox', { name: 'Search for videos' });
    await user.clear(box);
    await user.type(box, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=volcanoes');

    await user.clear(box);
    await user.type(box, 'how sharks hunt{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=how%20sharks%20hunt'));
    await screen.findByRole('button', { name: 'About how sharks hunt' });

    const suggestions = within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('button');
    expect(suggestions.map((button) => button.textContent)).toEqual([...VIDEO_HUB.suggestions]);
    await user.click(screen.getByRole('button', { name: 'Animals' }));
    await screen.findByRole('button', { name: 'About Animals' });
    expect(box).toHaveValue('Animals');
    expect(fake.asked).toEqual(['volcanoes', 'how sharks hunt', 'Animals']);

    await user.click(tab(/History/));
    const searches = within(screen.getByRole('list', { name: 'Search history' })).getAllByRole('button');
    expect(searches.map((button) => button.textContent)).toEqual(
      ['Animals', 'how sharks hunt', 'volcanoes'].map((query) => `${query}· just now`),
    );
    expect(screen.getByText('No videos watched yet. Pick a video to start watching!')).toBeInTheDocument();
  });

  it('searches a recommended topic when there is no q, without adding it to the search history', async () => {
    signInChild();
    const fake = videoService((q) => answer([video(1, { title: `About ${q}` })]));
    const user = setupUser();
    renderApp('/youtube-search', fake.services);
    await screen.findByRole('button', { name: /^About / });
    expect(fake.asked).toHaveLength(1);
    const topic = nth(fake.asked, 0);
    expect(VIDEO_HUB.randomTopics).toContain(topic);
    expect(screen.getByText(`Recommended for you: ${topic}`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search for videos' })).toHaveValue('');
    await user.click(tab(/History/));
    expect(screen.getByText('Your searches will show up here.')).toBeInTheDocument();
  });

  it("says 'Failed to search videos: {message}' with the service's message, and 'Try Again' searches again", async () => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const fake = videoService(() => {
      if (fail) throw new ConnectError('the search is resting, try again soon', Code.Unimplemented);
      return answer([video(1)]);
    });
    const user = setupUser();
    renderApp('/youtube-search?q=volcanoes', fake.services);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to search videos: the search is resting, try again soon');
    expect(log).toHaveBeenCalled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /Try Again/ }));
    await screen.findByRole('button', { name: 'Volcano video 1' });
    log.mockRestore();
  });

  it("says 'Failed to fetch search results' when the network fails", async () => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = videoService(() => {
      throw new ConnectError('connection reset', Code.Unavailable);
    });
    renderApp('/youtube-search?q=volcanoes', fake.services);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Failed to search videos: Failed to fetch search results',
    );
    log.mockRestore();
  });

  it("says 'Failed to load content. Please try searching.' when the recommended topic fails", async () => {
    signInChild();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = videoService(() => {
      throw new ConnectError('nope', Code.Unimplemented);
    });
    renderApp('/youtube-search', fake.services);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load content. Please try searching.');
    log.mockRestore();
  });

  it("says 'No safe videos found' with advice when nothing safe matched", async () => {
    signInChild();
    const fake = videoService(() => answer([]));
    renderApp('/youtube-search?q=scary', fake.services);
    expect(await screen.findByRole('heading', { name: 'No safe videos found' })).toBeInTheDocument();
    expect(screen.getByText('Try different keywords, or pick one of the suggestions above.')).toBeInTheDocument();
    expect(tab(/Search Results/)).toHaveTextContent('Search Results (0)');
  });

  it('shows the placeholder picture when a thumbnail fails to load (offline)', async () => {
    signInChild();
    const fake = videoService(() => answer([video(1)]));
    renderApp('/youtube-search?q=volcanoes', fake.services);
    await screen.findByRole('button', { name: 'Volcano video 1' });
    const image = nth(results(), 0).querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', `https://i.ytimg.com/vi/${idOf(1)}/mqdefault.jpg`);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_THUMBNAIL);
  });
});

describe('videos from the library only', () => {
  it("says the parent chose Ndoto's library when that setting is on, and nothing when it is off", async () => {
    for (const approvedVideosOnly of [true, false]) {
      signInChild();
      const { unmount } = renderApp('/youtube-search?q=volcano', ({ service }) => {
        service(VideoService, { searchVideos: () => answer([video(1)]) });
        service(StudentService, {
          getMySettings: () => create(GetMySettingsResponseSchema, { monitored: true, approvedVideosOnly }),
        });
      });
      expect(await screen.findByText('Volcano video 1')).toBeInTheDocument();
      if (approvedVideosOnly) {
        expect(await screen.findByText(i18n._(LIBRARY_ONLY_TEXT))).toBeInTheDocument();
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.queryByText(i18n._(LIBRARY_ONLY_TEXT))).toBeNull();
      }
      unmount();
    }
  });
});

describe('videos watched, shared with the parent', () => {
  /** The hub on a fake server whose settings share watched videos or not; returns the ids recorded. */
  function renderHub(shareWatchHistory: boolean, recordWatch?: (videoId: string) => void) {
    signInChild();
    const recorded: string[] = [];
    const view = renderApp('/youtube-search?q=volcano', ({ service }) => {
      service(VideoService, {
        searchVideos: () => answer(Array.from({ length: 4 }, (_, at) => video(at + 1))),
        recordWatch: (request) => {
          recorded.push(request.videoId);
          recordWatch?.(request.videoId);
          return create(RecordWatchResponseSchema, { recorded: true });
        },
      });
      service(StudentService, {
        getMySettings: () => create(GetMySettingsResponseSchema, { monitored: true, shareWatchHistory }),
      });
    });
    return { ...view, recorded };
  }

  it('says the parent can see the videos, and records each video the player opens, once', async () => {
    const user = setupUser();
    const { recorded } = renderHub(true);
    expect(await screen.findByText(i18n._(WATCH_SHARED_TEXT))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Volcano video 2' }));
    const player = await screen.findByRole('region', { name: 'Video player' });
    await waitFor(() => expect(recorded).toEqual([idOf(2)]));
    // Nothing more while the same video plays.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recorded).toEqual([idOf(2)]);

    // Another video from Up Next is another start; so is opening the first one again later.
    await user.click(within(screen.getByRole('list', { name: 'Up Next' })).getByRole('button', { name: 'Volcano video 3' }));
    expect(within(player).getByTitle('Volcano video 3')).toBeInTheDocument();
    await waitFor(() => expect(recorded).toEqual([idOf(2), idOf(3)]));
    await user.click(screen.getByRole('button', { name: /Back to Search Results/ }));
    await user.click(await screen.findByRole('button', { name: 'Volcano video 2' }));
    await waitFor(() => expect(recorded).toEqual([idOf(2), idOf(3), idOf(2)]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recorded).toHaveLength(3);
    // The note stays by the player.
    expect(screen.getByText(i18n._(WATCH_SHARED_TEXT))).toBeInTheDocument();
  });

  it('reports the video for the learning journey and says nothing when the parent does not share them', async () => {
    // The server counts it for the child's journey and keeps it by name only while shared.
    const user = setupUser();
    const { recorded } = renderHub(false);
    await user.click(await screen.findByRole('button', { name: 'Volcano video 1' }));
    expect(await screen.findByRole('region', { name: 'Video player' })).toBeInTheDocument();
    await waitFor(() => expect(recorded).toEqual([idOf(1)]));
    expect(screen.queryByText(i18n._(WATCH_SHARED_TEXT))).toBeNull();
  });

  it('keeps playing and shows no error when recording fails', async () => {
    const user = setupUser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { recorded } = renderHub(true, () => {
      throw new ConnectError('This video was not shown to you.', Code.NotFound);
    });
    await screen.findByText(i18n._(WATCH_SHARED_TEXT));
    await user.click(await screen.findByRole('button', { name: 'Volcano video 1' }));
    const player = await screen.findByRole('region', { name: 'Video player' });
    await waitFor(() => expect(recorded).toEqual([idOf(1)]));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(player).getByTitle('Volcano video 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/not shown to you/)).toBeNull();
    warn.mockRestore();
  });
});

describe('the video hub in the child’s language', () => {
  it('speaks Kiswahili: heading, search box, tabs, views; the videos stay as the server gave them', async () => {
    signInChild();
    speak('sw');
    const fake = videoService(() => answer([video(1, { uploadTime: '' })]));
    renderApp('/youtube-search?q=volcanoes', fake.services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kituo cha Video Salama' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Volcano video 1' });
    // The hub's own search box (the header's is named the same).
    expect(screen.getByPlaceholderText('Unataka kujifunza kuhusu nini?')).toHaveAccessibleName('Tafuta video');
    expect(within(screen.getByRole('list', { name: 'Matokeo ya utafutaji' })).getByText('Imetazamwa mara elfu 1.5')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Matokeo ya Utafutaji/ })).toHaveTextContent('Matokeo ya Utafutaji (1)');
    expect(screen.getByRole('tab', { name: /Historia/ })).toHaveTextContent('Historia (0)');
    expect(screen.getByText('Video kuhusu “volcanoes”')).toBeInTheDocument();
  });

  it('speaks French, with tu, and French numbers', async () => {
    signInChild();
    speak('fr');
    const fake = videoService(() => answer([video(1, { uploadTime: '' })]));
    renderApp('/youtube-search?q=volcanoes', fake.services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace vidéo sûr' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Volcano video 1' });
    expect(screen.getByText(/Cherche tout ce que tu veux apprendre/)).toBeInTheDocument();
    expect(screen.getByText('1,5 k vues')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
  });
});
