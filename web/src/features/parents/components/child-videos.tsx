import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { App, Button, Empty, Skeleton, Tag } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';

import { LoadFailed } from '@/components/load-failed';
import { Thumbnail } from '@/components/thumbnail';
import { parentChildPath } from '@/config/paths';
import { useBlockVideo, useUnblockVideo, useWatchedVideos } from '@/features/parents/api/watched-videos';
import { when } from '@/features/parents/components/when';
import { VideoBlockKind, type Child, type VideoBlock, type WatchedVideo } from '@/gen/ndoto/v1/parent_service_pb';
import { errorMessage } from '@/lib/errors';
import { relativeTime } from '@/lib/relative-time';

import './child-videos.css';

/** What a block keeps out, as the parent reads it. */
const KIND_LABELS: Record<VideoBlockKind, string> = {
  [VideoBlockKind.UNSPECIFIED]: '',
  [VideoBlockKind.VIDEO]: 'Video',
  [VideoBlockKind.CHANNEL]: 'Channel',
};

/** '2 hours ago' (the date and time on hover), after `prefix`; nothing without a time. */
function Ago({ time, prefix }: { time: Timestamp | undefined; prefix: string }) {
  if (!time) return null;
  const at = timestampDate(time);
  return (
    <time dateTime={at.toISOString()} title={when(time, true)}>
      {prefix} {relativeTime(at)}
    </time>
  );
}

/**
 * One watched video: its picture, title, channel and when, with 'Block video' and 'Block channel'
 * (none for a library video whose channel is not known). What is blocked shows a tag instead; a
 * blocked channel covers the video, so the video's own button goes too.
 */
function WatchedVideoItem({ video, child }: { video: WatchedVideo; child: Child }) {
  const { message } = App.useApp();
  const block = useBlockVideo(child.id);
  const headingId = useId();
  const blockOne = async (kind: VideoBlockKind, targetId: string, what: string) => {
    try {
      await block.mutateAsync({ childId: child.id, kind, targetId });
      void message.success(`Blocked for ${child.firstName}: ${what}.`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const busy = (kind: VideoBlockKind) => block.isPending && block.variables?.kind === kind;
  const channelName = video.channel || 'this channel';
  return (
    <li className="watched-video" aria-labelledby={headingId}>
      <Thumbnail src={video.thumbnail} width={120} height={68} className="watched-video-thumbnail" />
      <div className="watched-video-text">
        <h4 id={headingId}>{video.title}</h4>
        {video.channel && <p className="watched-video-channel">{video.channel}</p>}
        <p className="watched-video-when">
          <Ago time={video.watchedAt} prefix="Watched" />
        </p>
      </div>
      <div className="watched-video-actions">
        {video.channelBlocked ? (
          <Tag color="red">Channel blocked</Tag>
        ) : (
          <>
            {video.videoBlocked ? (
              <Tag color="red">Video blocked</Tag>
            ) : (
              <Button
                aria-label={`Block video ${video.title}`}
                loading={busy(VideoBlockKind.VIDEO)}
                disabled={block.isPending}
                onClick={() => void blockOne(VideoBlockKind.VIDEO, video.videoId, video.title)}
              >
                Block video
              </Button>
            )}
            {video.channelId !== '' && (
              <Button
                danger
                aria-label={`Block channel ${channelName} (${video.title})`}
                loading={busy(VideoBlockKind.CHANNEL)}
                disabled={block.isPending}
                onClick={() => void blockOne(VideoBlockKind.CHANNEL, video.channelId, `every video of ${channelName}`)}
              >
                Block channel
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** One block, with its kind, what it keeps out, when, and 'Unblock'. */
function BlockItem({ item, child }: { item: VideoBlock; child: Child }) {
  const { message } = App.useApp();
  const unblock = useUnblockVideo(child.id);
  const kind = KIND_LABELS[item.kind];
  const unblockIt = async () => {
    try {
      await unblock.mutateAsync({ childId: child.id, kind: item.kind, targetId: item.targetId });
      void message.success(`Unblocked for ${child.firstName}: ${item.title}.`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <li className="video-block">
      <div className="video-block-text">
        {kind && <Tag>{kind}</Tag>}
        <span className="video-block-title">{item.title}</span>
        <span className="video-block-when">
          <Ago time={item.blockedAt} prefix="Blocked" />
        </span>
      </div>
      <Button
        aria-label={kind ? `Unblock ${kind.toLowerCase()} ${item.title}` : `Unblock ${item.title}`}
        loading={unblock.isPending}
        onClick={() => void unblockIt()}
      >
        Unblock
      </Button>
    </li>
  );
}

/**
 * The Videos tab of a child's page in the parent area: when the parent shares the child's watched
 * videos (a setting, off by default), the videos the child started in the last 30 days, newest
 * first, each with 'Block video' and 'Block channel'; otherwise how to turn sharing on. Below,
 * what is blocked for the child, each with 'Unblock'. The server keeps blocked videos out of the
 * child's searches.
 */
export function ChildVideosTab({ child }: { child: Child }) {
  const watched = useWatchedVideos(child.id);
  const watchedTitleId = useId();
  const blockedTitleId = useId();

  if (watched.isPending) return <Skeleton active />;
  if (watched.isError) {
    return <LoadFailed error={watched.error} retry={watched.refetch} />;
  }
  const name = child.firstName;
  const { sharing, videos, blocks } = watched.data;

  let history;
  if (!sharing) {
    history = (
      <>
        <p>
          {name}&apos;s watched videos are not shared with you. Turn on &lsquo;Share the videos {name} watches with
          me&rsquo; in Settings to see the videos {name} starts from then on, for 30 days, and to block a video or a
          channel.
        </p>
        <Link className="child-videos-settings" to={parentChildPath(child.id, 'settings')}>
          Open Settings
        </Link>
      </>
    );
  } else if (videos.length === 0) {
    history = (
      <Empty
        description={`No videos yet. The videos ${name} starts in the video hub will show here for 30 days.`}
      />
    );
  } else {
    history = (
      <>
        <p className="child-videos-intro">
          The videos {name} started in the last 30 days, newest first. A video or channel you block stays out of{' '}
          {name}&apos;s video searches.
        </p>
        <ul className="watched-videos" aria-labelledby={watchedTitleId}>
          {videos.map((video) => (
            <WatchedVideoItem key={video.videoId} video={video} child={child} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="child-videos">
      <section aria-labelledby={watchedTitleId}>
        <h3 id={watchedTitleId}>Videos {name} watched</h3>
        {history}
      </section>
      {(sharing || blocks.length > 0) && (
        <section aria-labelledby={blockedTitleId}>
          <h3 id={blockedTitleId}>Blocked for {name}</h3>
          {blocks.length === 0 ? (
            <p className="child-videos-intro">Nothing is blocked.</p>
          ) : (
            <ul className="video-blocks" aria-labelledby={blockedTitleId}>
              {blocks.map((item) => (
                <BlockItem key={`${item.kind}-${item.targetId}`} item={item} child={child} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
