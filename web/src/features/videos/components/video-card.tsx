import { PlayCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

import { Thumbnail } from '@/components/thumbnail';
import { descriptionPreview, thumbnailOf, uploadAgeText, viewsText } from '@/features/videos/components/video-logic';
import type { VideoResult } from '@/gen/ndoto/v1/video_service_pb';

/**
 * Views and upload age on one line: '1.5K views • 3 weeks ago', either part left out when unknown
 * (our own catalogue knows neither, and sends 0 views and no age), nothing at all when both are.
 */
export function VideoStats({ video }: { video: VideoResult }) {
  const parts = [video.views > 0 ? viewsText(video.views) : '', uploadAgeText(video)].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="video-stats">{parts.join(' • ')}</p>;
}

/**
 * A video in the results or the watch history: thumbnail with its duration, title, channel, views,
 * upload age and the description's first 100 characters. The title's button covers the card, so a
 * tap anywhere plays the video.
 */
export function VideoCard({
  video,
  onPlay,
  children,
}: {
  video: VideoResult;
  onPlay: (video: VideoResult) => void;
  /** More under the description (the watch history's when and how long). */
  children?: ReactNode;
}) {
  return (
    <li className="video-card">
      <div className="video-card-picture">
        <Thumbnail src={thumbnailOf(video)} width={480} height={360} className="video-card-thumbnail" />
        <PlayCircleFilled className="video-card-play" aria-hidden="true" />
        {video.duration && <span className="video-duration">{video.duration}</span>}
      </div>
      <div className="video-card-body">
        <h3 className="video-card-title">
          <button type="button" className="video-card-link" onClick={() => onPlay(video)}>
            {video.title}
          </button>
        </h3>
        {video.channel && <p className="video-channel">{video.channel}</p>}
        <VideoStats video={video} />
        {video.description && <p className="video-card-description">{descriptionPreview(video.description)}</p>}
        {children}
      </div>
    </li>
  );
}
