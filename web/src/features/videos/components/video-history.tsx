import { HistoryOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n } = useLingui();
  return (
    <time dateTime={at.toISOString()} title={i18n.date(at, { dateStyle: 'medium', timeStyle: 'short' })}>
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
  const { t } = useLingui();
  const now = useNow(CLOCK_MS);
  return (
    <div className="video-history">
      <h2 className="video-section-title">
        <Trans>Recently Watched</Trans>
      </h2>
      {watched.length === 0 ? (
        <p className="video-history-empty">
          <Trans>No videos watched yet. Pick a video to start watching!</Trans>
        </p>
      ) : (
        <ul className="video-grid" aria-label={t`Watch history`}>
          {watched.map(({ video, watchedAt, watchDuration }) => {
            const duration = watchDuration === null ? null : watchDurationText(watchDuration);
            return (
              <VideoCard key={video.id} video={video} onPlay={onPlay}>
                <p className="video-watched">
                  {duration === null ? (
                    <Trans>
                      Watched <When at={watchedAt} now={now} />
                    </Trans>
                  ) : (
                    <Trans>
                      Watched <When at={watchedAt} now={now} />, for {duration}
                    </Trans>
                  )}
                </p>
              </VideoCard>
            );
          })}
        </ul>
      )}
      <h2 className="video-section-title">
        <Trans>Recent Searches</Trans>
      </h2>
      {searches.length === 0 ? (
        <p className="video-history-empty">
          <Trans>Your searches will show up here.</Trans>
        </p>
      ) : (
        <ul className="video-chips" aria-label={t`Search history`}>
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
