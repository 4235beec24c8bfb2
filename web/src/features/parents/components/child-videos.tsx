import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
const KIND_LABELS: Record<VideoBlockKind, MessageDescriptor | null> = {
  [VideoBlockKind.UNSPECIFIED]: null,
  [VideoBlockKind.VIDEO]: msg`Video`,
  [VideoBlockKind.CHANNEL]: msg`Channel`,
};

/** 'Watched 2 hours ago' or 'Blocked 2 hours ago' (the date and time on hover); nothing without a time. */
function Ago({ time, what }: { time: Timestamp | undefined; what: 'watched' | 'blocked' }) {
  if (!time) return null;
  const at = timestampDate(time);
  const ago = relativeTime(at);
  return (
    <time dateTime={at.toISOString()} title={when(time, true)}>
      {what === 'watched' ? <Trans>Watched {ago}</Trans> : <Trans>Blocked {ago}</Trans>}
    </time>
  );
}

/**
 * One watched video: its picture, title, channel and when, with 'Block video' and 'Block channel'
 * (none for a library video whose channel is not known). What is blocked shows a tag instead; a
 * blocked channel covers the video, so the video's own button goes too.
 */
function WatchedVideoItem({ video, child }: { video: WatchedVideo; child: Child }) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const name = child.firstName;
  const title = video.title;
  const block = useBlockVideo(child.id);
  const headingId = useId();
  const blockOne = async (kind: VideoBlockKind, targetId: string, done: string) => {
    try {
      await block.mutateAsync({ childId: child.id, kind, targetId });
      void message.success(done);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const busy = (kind: VideoBlockKind) => block.isPending && block.variables?.kind === kind;
  const channelName = video.channel || t`this channel`;
  return (
    <li className="watched-video" aria-labelledby={headingId}>
      <Thumbnail src={video.thumbnail} width={120} height={68} className="watched-video-thumbnail" />
      <div className="watched-video-text">
        <h4 id={headingId}>{video.title}</h4>
        {video.channel && <p className="watched-video-channel">{video.channel}</p>}
        <p className="watched-video-when">
          <Ago time={video.watchedAt} what="watched" />
        </p>
      </div>
      <div className="watched-video-actions">
        {video.channelBlocked ? (
          <Tag color="red">
            <Trans>Channel blocked</Trans>
          </Tag>
        ) : (
          <>
            {video.videoBlocked ? (
              <Tag color="red">
                <Trans>Video blocked</Trans>
              </Tag>
            ) : (
              <Button
                aria-label={t`Block video ${title}`}
                loading={busy(VideoBlockKind.VIDEO)}
                disabled={block.isPending}
                onClick={() => void blockOne(VideoBlockKind.VIDEO, video.videoId, t`Blocked for ${name}: ${title}.`)}
              >
                <Trans>Block video</Trans>
              </Button>
            )}
            {video.channelId !== '' && (
              <Button
                danger
                aria-label={t`Block channel ${channelName} (${title})`}
                loading={busy(VideoBlockKind.CHANNEL)}
                disabled={block.isPending}
                onClick={() =>
                  void blockOne(VideoBlockKind.CHANNEL, video.channelId, t`Blocked for ${name}: every video of ${channelName}.`)
                }
              >
                <Trans>Block channel</Trans>
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
  const { t } = useLingui();
  const { message } = App.useApp();
  const unblock = useUnblockVideo(child.id);
  const label = KIND_LABELS[item.kind];
  const kind = label ? t(label) : '';
  const { title } = item;
  const name = child.firstName;
  const unblockIt = async () => {
    try {
      await unblock.mutateAsync({ childId: child.id, kind: item.kind, targetId: item.targetId });
      void message.success(t`Unblocked for ${name}: ${title}.`);
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
          <Ago time={item.blockedAt} what="blocked" />
        </span>
      </div>
      <Button
        aria-label={
          item.kind === VideoBlockKind.VIDEO
            ? t`Unblock video ${title}`
            : item.kind === VideoBlockKind.CHANNEL
              ? t`Unblock channel ${title}`
              : t`Unblock ${title}`
        }
        loading={unblock.isPending}
        onClick={() => void unblockIt()}
      >
        <Trans>Unblock</Trans>
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
  const { t } = useLingui();
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
          <Trans>
            {name}&apos;s watched videos are not shared with you. Turn on &lsquo;Share the videos {name} watches with
            me&rsquo; in Settings to see the videos {name} starts from then on, for 30 days, and to block a video or a
            channel.
          </Trans>
        </p>
        <Link className="child-videos-settings" to={parentChildPath(child.id, 'settings')}>
          <Trans>Open Settings</Trans>
        </Link>
      </>
    );
  } else if (videos.length === 0) {
    history = (
      <Empty
        description={t`No videos yet. The videos ${name} starts in the video hub will show here for 30 days.`}
      />
    );
  } else {
    history = (
      <>
        <p className="child-videos-intro">
          <Trans>
            The videos {name} started in the last 30 days, newest first. A video or channel you block stays out of{' '}
            {name}&apos;s video searches.
          </Trans>
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
        <h3 id={watchedTitleId}>
          <Trans>Videos {name} watched</Trans>
        </h3>
        {history}
      </section>
      {(sharing || blocks.length > 0) && (
        <section aria-labelledby={blockedTitleId}>
          <h3 id={blockedTitleId}>
            <Trans>Blocked for {name}</Trans>
          </h3>
          {blocks.length === 0 ? (
            <p className="child-videos-intro">
              <Trans>Nothing is blocked.</Trans>
            </p>
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
