import { FlagOutlined, HeartFilled, HeartOutlined, MessageOutlined, ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { App, Button, Popconfirm } from 'antd';
import { useEffect, useRef, useState } from 'react';

import { useLikePost, usePosts, useReportPost } from '@/features/communities/api/communities';
import { reportedPostsIn } from '@/features/communities/api/reported-posts';
import { withReportedPosts } from '@/features/communities/components/community-logic';
import { MemberAvatar } from '@/features/communities/components/member-avatar';
import type { Post } from '@/gen/ndoto/v1/community_service_pb';
import { errorMessage } from '@/lib/errors';
import { relativeTime } from '@/lib/relative-time';

/** What the reporter sees in place of a post they reported, for as long as the feed shows it. */
export const REPORTED_THANKS = msg`You reported this post. Thank you — a grown-up from our safety team will look at it.`;

/** What the author sees on their own post while it is hidden for everyone else. */
export const BEING_CHECKED = msg`Being checked: a grown-up is looking at this post. Only you can see it for now.`;

/** One post: author, relative time, text, likes, comments and Report. */
function PostItem({ communityId, post }: { communityId: string; post: Post }) {
  const like = useLikePost();
  const report = useReportPost();
  const { message } = App.useApp();
  const { t, i18n } = useLingui();
  const author = post.author?.name || t`An explorer`;
  const when = post.createdAt ? timestampDate(post.createdAt) : null;
  const authorId = `post-${post.id}-author`;
  const { likesCount, commentsCount } = post;
  const likeLabel = t`Like, ${plural(likesCount, { one: '# like', other: '# likes' })}`;
  const comments = plural(commentsCount, { one: '# comment', other: '# comments' });
  // Once reported, the thank-you takes the Report button's place, and the focus with it.
  const [justReported, setJustReported] = useState(false);
  const thanks = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (justReported && post.reportedByYou) thanks.current?.focus();
  }, [justReported, post.reportedByYou]);

  const reportPost = () =>
    report.mutate(
      { communityId, postId: post.id },
      {
        onSuccess: () => setJustReported(true),
        onError: (error) => void message.error(errorMessage(error)),
      },
    );

  if (post.reportedByYou) {
    return (
      <li className="post post-reported" ref={thanks} tabIndex={-1}>
        <p className="post-content">
          <FlagOutlined aria-hidden="true" /> {t(REPORTED_THANKS)}
        </p>
      </li>
    );
  }

  return (
    <li className={`post${post.beingChecked ? ' is-being-checked' : ''}`} aria-labelledby={authorId}>
      <div className="post-head">
        <MemberAvatar name={author} image={post.author?.avatar ?? ''} size={44} decorative />
        <div className="post-meta">
          <span id={authorId} className="post-author">
            {author}
          </span>
          {when && (
            <time className="post-time" dateTime={when.toISOString()} title={i18n.date(when, { dateStyle: 'medium', timeStyle: 'short' })}>
              {relativeTime(when)}
            </time>
          )}
        </div>
      </div>
      <p className="post-content">{post.content}</p>
      {post.beingChecked ? (
        <p className="post-being-checked" role="note">
          <SafetyOutlined aria-hidden="true" /> {t(BEING_CHECKED)}
        </p>
      ) : (
      <div className="post-actions">
        <Button
          type="text"
          className={`post-like${post.hasLiked ? ' is-liked' : ''}`}
          icon={post.hasLiked ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />}
          aria-pressed={post.hasLiked}
          aria-label={likeLabel}
          disabled={like.isPending}
          onClick={() => like.mutate({ communityId, postId: post.id })}
        >
          {post.likesCount}
        </Button>
        <span className="post-comments" aria-label={comments}>
          <MessageOutlined aria-hidden="true" /> {post.commentsCount}
        </span>
        <Popconfirm
          title={t`Report this post?`}
          description={t`It will be hidden for you, and a grown-up will check it.`}
          okText={t`Report`}
          cancelText={t`Cancel`}
          onConfirm={reportPost}
        >
          <Button type="text" className="post-report" icon={<FlagOutlined aria-hidden="true" />} loading={report.isPending}>
            <Trans>Report</Trans>
          </Button>
        </Popconfirm>
      </div>
      )}
    </li>
  );
}

/** The feed of a community the child has joined: loading, error (spec section 8), empty, or the posts. */
export function PostFeed({ communityId }: { communityId: string }) {
  const { t } = useLingui();
  const posts = usePosts(communityId, true);
  const failure = posts.error;

  useEffect(() => {
    if (failure) console.error('Could not load the posts', failure);
  }, [failure]);

  if (posts.isPending || (posts.isError && posts.isFetching)) {
    return (
      <div className="posts-notice" role="status">
        <span className="community-spinner" aria-hidden="true" />
        <p>
          <Trans>Loading posts...</Trans>
        </p>
      </div>
    );
  }
  if (posts.isError) {
    return (
      <div className="posts-notice" role="alert">
        <h3>
          <Trans>Couldn&apos;t load posts</Trans>
        </h3>
        <p>
          <Trans>Something went wrong while loading posts.</Trans>
        </p>
        <Button icon={<ReloadOutlined />} onClick={() => void posts.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  // Read on every render: a report is stored before the cached feed changes, which renders this.
  const shown = withReportedPosts(posts.data.posts, reportedPostsIn(communityId));
  if (shown.length === 0) {
    return (
      <div className="posts-notice">
        <span className="community-notice-emoji" aria-hidden="true">
          ✏️
        </span>
        <p>
          <Trans>No posts yet. Be the first to share something!</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className="post-list" aria-label={t`Posts`}>
      {shown.map((post) => (
        <PostItem key={post.id} communityId={communityId} post={post} />
      ))}
    </ul>
  );
}
