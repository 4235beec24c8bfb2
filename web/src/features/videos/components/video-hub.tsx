import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Input, Tabs } from 'antd';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { VIDEO_HUB } from '@/config/constants';
import { videoSearchPath } from '@/config/paths';
import { useVideoSearch } from '@/features/videos/api/videos';
import { VideoCard } from '@/features/videos/components/video-card';
import { VideoHistory } from '@/features/videos/components/video-history';
import {
  randomTopic,
  rememberSearch,
  rememberWatched,
  searchErrorText,
  stopWatching,
  upNext,
  type SearchHistoryItem,
  type WatchHistoryItem,
} from '@/features/videos/components/video-logic';
import { VideoPlayer } from '@/features/videos/components/video-player';
import type { VideoResult } from '@/gen/ndoto/v1/video_service_pb';
import { useMySettings } from '@/lib/my-settings';

import './videos.css';

type HubTab = 'search' | 'history';

/** A centred panel for the loading, empty and error states. */
function HubNotice({ emoji, title, text, role, children }: {
  emoji?: string;
  title?: string;
  text: string;
  role?: 'status' | 'alert';
  children?: ReactNode;
}) {
  return (
    <div className="video-notice" role={role}>
      {emoji ? (
        <span className="video-notice-emoji" aria-hidden="true">
          {emoji}
        </span>
      ) : (
        <span className="video-spinner" aria-hidden="true" />
      )}
      {title && <h2>{title}</h2>}
      <p>{text}</p>
      {children}
    </div>
  );
}

/** What the hub says when the child's parent chose videos from Ndoto's own library only. */
export const LIBRARY_ONLY_TEXT = msg`Your parent chose videos from Ndoto's library only: every video here was checked by our team.`;

/** What the hub says while the child's parent shares the videos they watch. */
export const WATCH_SHARED_TEXT = msg`Your parent can see the videos you watch.`;

/**
 * /youtube-search?q= (spec sections 2, 4, 8 and 9): the safe video hub. A change in `q` searches and
 * joins the search history; without `q` one of the ten recommended topics is searched. A chosen
 * video plays in the player view with 'Up Next' and joins the watch history, with when and for how
 * long it was on screen; searches keep when they were made. Both histories live in this screen's
 * memory only: a new load starts them empty. The server filters what is safe. When
 * the parent shares the videos the child watches, the hub says so (and the player reports them).
 */
export function VideoHub() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [topic] = useState(() => randomTopic());
  const query = q === '' ? topic : q;
  const search = useVideoSearch(query);
  const mySettings = useMySettings().data;
  const libraryOnly = mySettings?.approvedVideosOnly === true;
  const watchShared = mySettings?.shareWatchHistory === true;

  const [text, setText] = useState(q);
  const [tab, setTab] = useState<HubTab>('search');
  const [playing, setPlaying] = useState<VideoResult | null>(null);
  const [searches, setSearches] = useState<SearchHistoryItem[]>([]);
  const [watched, setWatched] = useState<WatchHistoryItem[]>([]);

  // A change in q (a header search, this box, a suggestion): remember it and show its results.
  const [seenQ, setSeenQ] = useState<string | null>(null);
  if (seenQ !== q) {
    setSeenQ(q);
    setText(q);
    setTab('search');
    setPlaying(null);
    setWatched(stopWatching);
    if (q !== '') setSearches((history) => rememberSearch(history, q));
  }

  const failure = search.error;
  useEffect(() => {
    if (failure) console.error(`Could not search videos for "${query}"`, failure);
  }, [failure, query]);

  const searchFor = (words: string) => {
    const path = videoSearchPath(words);
    if (path) void navigate(path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchFor(text);
  };
  const play = (video: VideoResult) => {
    const now = new Date();
    setPlaying(video);
    setWatched((history) => rememberWatched(stopWatching(history, now), video, now));
  };
  const leavePlayer = () => {
    setPlaying(null);
    setWatched(stopWatching);
  };

  const videos = (search.data?.videos ?? []).slice(0, VIDEO_HUB.resultsShown);
  const shown = videos.length;
  const watchedCount = watched.length;

  let results: ReactNode;
  if (search.isPending || (search.isError && search.isFetching)) {
    results = <HubNotice role="status" text={t`Finding safe videos...`} />;
  } else if (search.isError) {
    results = (
      <HubNotice emoji="😕" title={t`Oops! Something went wrong`} text={searchErrorText(search.error, q === '')} role="alert">
        <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={() => void search.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </HubNotice>
    );
  } else if (videos.length === 0) {
    results = (
      <HubNotice
        emoji="🔍"
        title={t`No safe videos found`}
        text={t`Try different keywords, or pick one of the suggestions above.`}
        role="status"
      />
    );
  } else {
    results = (
      <>
        <p className="video-results-for">
          {q === '' ? t`Recommended for you: ${topic}` : t`Videos about “${q}”`}
        </p>
        <ul className="video-grid" aria-label={t`Search results`}>
          {videos.map((video) => (
            <VideoCard key={video.id} video={video} onPlay={play} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="video-hub">
      <header className="video-hub-hero">
        <span className="video-hub-emoji" aria-hidden="true">
          🎬
        </span>
        <div>
          <h1 className="video-hub-title">
            <Trans>Safe Video Hub</Trans>
          </h1>
          <p>
            <Trans>Educational videos picked to be safe for kids. Search for anything you want to learn!</Trans>
          </p>
          {libraryOnly && (
            <p className="video-hub-library-only">
              <span aria-hidden="true">📚 </span>
              {t(LIBRARY_ONLY_TEXT)}
            </p>
          )}
          {watchShared && (
            <p className="video-hub-watch-shared">
              <span aria-hidden="true">👀 </span>
              {t(WATCH_SHARED_TEXT)}
            </p>
          )}
        </div>
      </header>
      <form role="search" className="video-search" onSubmit={submit}>
        <Input
          size="large"
          aria-label={t`Search for videos`}
          placeholder={t`What do you want to learn about?`}
          prefix={<SearchOutlined aria-hidden="true" />}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="primary" size="large" htmlType="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      <ul className="video-chips video-suggestions" aria-label={t`Suggestions`}>
        {VIDEO_HUB.suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Button shape="round" onClick={() => searchFor(suggestion)}>
              {suggestion}
            </Button>
          </li>
        ))}
      </ul>
      {playing ? (
        <VideoPlayer video={playing} next={upNext(videos, playing)} onPlay={play} onBack={leavePlayer} />
      ) : (
        <Tabs
          className="video-tabs"
          size="large"
          activeKey={tab}
          onChange={(key) => setTab(key as HubTab)}
          items={[
            {
              key: 'search',
              label: search.isSuccess ? t`Search Results (${shown})` : t`Search Results`,
              children: results,
            },
            {
              key: 'history',
              label: t`History (${watchedCount})`,
              children: <VideoHistory watched={watched} searches={searches} onPlay={play} onSearch={searchFor} />,
            },
          ]}
        />
      )}
    </div>
  );
}
