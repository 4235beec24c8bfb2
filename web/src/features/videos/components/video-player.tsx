import { ArrowLeftOutlined, LikeOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';

import { EmbeddedPlayer } from '@/components/embedded-player';
import { Thumbnail } from '@/components/thumbnail';
import { VideoStats } from '@/features/videos/components/video-card';
import { compactCount, thumbnailOf } from '@/features/videos/components/video-logic';
import type { VideoResult } from '@/gen/ndoto/v1/video_service_pb';
import { useRecordWatch } from '@/lib/learning-journey';
import { videoLink } from '@/lib/video-link';

/**
 * Tells the server once that the player opened `videoId` (again when another video opens, or the
 * player opens anew): it counts for the child's learning journey, and is kept for their parent
 * while the parent shares the child's watched videos. Fire and forget: a failure is logged, never
 * shown to the child, and never stops the video.
 */
function useReportWatched(videoId: string) {
  const recordWatch = useRecordWatch();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === videoId) return;
    reported.current = videoId;
    recordWatch(videoId);
  }, [videoId, recordWatch]);
}

/**
 * The player view: the embedded player on YouTube's privacy-enhanced host (autoplay, no related
 * videos, modest branding), the video's details, 'Up Next' and 'Back to Search Results'. The
 * title takes the focus when a video starts, so the view is scrolled to and announced. Each video
 * opened is reported: for the child's learning journey, and for their parent while shared.
 */
export function VideoPlayer({
  video,
  next,
  onPlay,
  onBack,
}: {
  video: VideoResult;
  next: VideoResult[];
  onPlay: (video: VideoResult) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const title = useRef<HTMLHeadingElement>(null);
  const likes = compactCount(video.likes);
  useEffect(() => {
    title.current?.focus();
  }, [video.id]);
  useReportWatched(video.id);

  return (
    <section className="video-player-view" aria-label={t`Video player`}>
      <Button size="large" icon={<ArrowLeftOutlined />} onClick={onBack} className="video-back">
        <Trans>Back to Search Results</Trans>
      </Button>
      <div className="video-player-layout">
        <div className="video-player-main">
          <div className="video-frame">
            <EmbeddedPlayer key={video.id} src={videoLink(video.id).embedUrl} title={video.title} />
          </div>
          <h2 className="video-player-title" ref={title} tabIndex={-1}>
            {video.title}
          </h2>
          <div className="video-player-meta">
            {video.channel && <p className="video-channel">{video.channel}</p>}
            <VideoStats video={video} />
            {video.likes > 0 && (
              <p className="video-likes">
                <LikeOutlined aria-hidden="true" />{' '}
                {/* As views: compact, and singular for exactly one only. */}
                {video.likes === 1 ? t`1 like` : t`${likes} likes`}
              </p>
            )}
            {video.category && <span className="video-category">{video.category}</span>}
          </div>
          {video.description && <p className="video-player-description">{video.description}</p>}
        </div>
        <aside className="video-up-next" aria-labelledby="video-up-next-title">
          <h2 id="video-up-next-title">
            <Trans>Up Next</Trans>
          </h2>
          {next.length === 0 ? (
            <p className="video-up-next-empty">
              <Trans>Search for more videos to fill this list.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Up Next`}>
              {next.map((candidate) => (
                <li key={candidate.id} className="video-up-next-item">
                  <Thumbnail src={thumbnailOf(candidate)} width={160} height={90} className="video-up-next-thumbnail" />
                  <div>
                    <button type="button" className="video-card-link video-up-next-link" onClick={() => onPlay(candidate)}>
                      {candidate.title}
                    </button>
                    {candidate.channel && <p className="video-channel">{candidate.channel}</p>}
                    {candidate.duration && <p className="video-up-next-duration">{candidate.duration}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </section>
  );
}
