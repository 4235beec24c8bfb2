import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';

import { VideoCard } from '@/features/videos/components/video-card';
import {
  watchDurationText,
  type SearchHistoryItem,
  type WatchHistoryItem,
} from '@/features/videos/components/video-logic';
import type { VideoResult } from '@/gen/ndoto/v1/video_service_pb';
import { relativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';

/** '5 minutes ago' moves on while the tab stays open. */
const CLOCK_MS = 30_000;

/** When, as spec section 9 says it ('just now', '5 minutes ago', …), with the exact time for machines and on hover. */
function When({ at, now }: { at: Date; now: number }) {
  return (
    <time dateTime={at.toISOString()} title={at.toLocaleString()}>
      {relativeTime(at, new Date(now))}
    </time>
  );
}

/**
 * The History tab (spec sections 2 and 3): the videos watched, each with when and for how long,
 * and the searches, each with when. Newest first; memory only.
 */
export function VideoHistory({
  watched,
  searches,
  onPlay,
  onSearch,
}: {
  watched: readonly WatchHistoryItem[];
  searches: readonly SearchHistoryItem[];
  onPlay: (video: VideoResult) => void;
  onSearch: (query: string) => void;
}) {
  const now = useNow(CLOCK_MS);
  return (
    <div className="video-history">
      <h2 className="video-section-title">Recently Watched</h2>
      {watched.length === 0 ? (
        <p className="video-history-empty">No videos watched yet. Pick a video to start watching!</p>
      ) : (
        <ul className="video-grid" aria-label="Watch history">
          {watched.map(({ video, watchedAt, watchDuration }) => (
            <VideoCard key={video.id} video={video} onPlay={onPlay}>
              <p className="video-watched">
                Watched <When at={watchedAt} now={now} />
                {watchDuration !== null && `, for ${watchDurationText(watchDuration)}`}
              </p>
            </VideoCard>
          ))}
        </ul>
      )}
      <h2 className="video-section-title">Recent Searches</h2>
      {searches.length === 0 ? (
        <p className="video-history-empty">Your searches will show up here.</p>
      ) : (
        <ul className="video-chips" aria-label="Search history">
          {searches.map(({ query, timestamp }) => (
            <li key={query}>
              <Button shape="round" icon={<HistoryOutlined aria-hidden="true" />} onClick={() => onSearch(query)}>
                {query}
                <span className="video-chip-when">
                  <span aria-hidden="true">· </span>
                  <When at={timestamp} now={now} />
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
