import { PlayCircleFilled } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';

import {
  countRecommendations,
  filterRecommendations,
  flattenContents,
  isWebLink,
  type ContentFilter,
} from '@/features/dashboard/components/dashboard-logic';
import { LeaveNdoto } from '@/components/leave-ndoto';
import { PillTabs, type PillTab } from '@/features/dashboard/components/pill-tabs';
import { Thumbnail } from '@/components/thumbnail';
import { VideoModal } from '@/features/dashboard/components/video-modal';
import {
  ReadingKind,
  type Book,
  type EducationalContent,
  type Game,
  type LearningVideo,
} from '@/gen/ndoto/v1/student_service_pb';
import { useLearningJourney, useRecordReading, useRecordWatch } from '@/lib/learning-journey';
import { videoLink } from '@/lib/video-link';

const TABS: (Omit<PillTab<ContentFilter>, 'label'> & { label: MessageDescriptor })[] = [
  { key: 'all', label: msg`All Content`, emoji: '✨' },
  { key: 'videos', label: msg`Videos`, emoji: '🎬' },
  { key: 'books', label: msg`Books`, emoji: '📚' },
  { key: 'games', label: msg`Games`, emoji: '🎮' },
];

/** What the empty state says: about everything on All, about the one kind on the other tabs. */
const EMPTY_TEXT: Record<ContentFilter, MessageDescriptor> = {
  all: msg`Recommendations will appear here soon: videos to watch, books to read and games to play, picked for you.`,
  videos: msg`We're picking videos just for you. Check back soon!`,
  books: msg`We're picking books just for you. Check back soon!`,
  games: msg`We're picking games just for you. Check back soon!`,
};

function VideoCard({ video, onPlay }: { video: LearningVideo; onPlay: () => void }) {
  const { thumbnail } = videoLink(video.url);
  return (
    <li>
      <button type="button" className="content-card video-card" onClick={onPlay}>
        <span className="content-thumb video-thumb">
          <Thumbnail src={thumbnail} width={320} height={180} />
          <PlayCircleFilled className="video-play" aria-hidden="true" />
          {video.duration && (
            <span className="video-duration">
              <span className="visually-hidden">
                <Trans>Duration</Trans>{' '}
              </span>
              {video.duration}
            </span>
          )}
        </span>
        <span className="content-body">
          <span className="content-title">{video.title}</span>
          {video.category && <span className="content-chip">{video.category}</span>}
        </span>
      </button>
    </li>
  );
}

function BookCard({ book, read }: { book: Book; read: boolean }) {
  const { t } = useLingui();
  const recordReading = useRecordReading();
  const saying = recordReading.isPending;
  const { title, author } = book;
  return (
    <li className="content-card book-card">
      <span className="content-thumb book-thumb">
        <Thumbnail src={book.thumbnail} width={150} height={200} />
      </span>
      <span className="content-body">
        <h4 className="content-title">{book.title}</h4>
        {book.theme && <span className="content-chip">{book.theme}</span>}
        {author && (
          <span className="content-byline">
            <Trans>by {author}</Trans>
          </span>
        )}
        {read ? (
          <span className="book-read">
            <span aria-hidden="true">✓</span> <Trans>You read this book</Trans>
          </span>
        ) : (
          book.id && (
            <button
              type="button"
              className="book-read-button"
              disabled={saying}
              aria-label={saying ? t`Saving... ${title}` : t`I read it! ${title}`}
              onClick={() => recordReading.mutate({ kind: ReadingKind.BOOK, id: book.id })}
            >
              {saying ? t`Saving...` : t`I read it!`}
            </button>
          )
        )}
        {recordReading.isError && (
          <span className="book-read-error" role="alert">
            <Trans>We couldn't save that. Please try again.</Trans>
          </span>
        )}
      </span>
    </li>
  );
}

function GameCard({ game }: { game: Game }) {
  const name = game.name;
  return (
    <li className="content-card game-card">
      <span className="content-thumb game-thumb">
        <Thumbnail src={game.thumbnail} width={320} height={180} />
      </span>
      <span className="content-body">
        <h4 className="content-title">{game.name}</h4>
        {game.skill && <span className="content-chip">{game.skill}</span>}
        {game.description && <span className="content-text">{game.description}</span>}
        {isWebLink(game.url) && (
          <LeaveNdoto href={game.url} what={game.name}>
            {(open) => (
              <button type="button" className="game-play leave-ndoto-trigger" onClick={open}>
                <PlayCircleFilled aria-hidden="true" /> <Trans>Play</Trans>
                <span className="visually-hidden">
                  {' '}
                  <Trans>{name} (on another website)</Trans>
                </span>
              </button>
            )}
          </LeaveNdoto>
        )}
      </span>
    </li>
  );
}

/** One kind of content; on All Content it has a small heading of its own. */
function ContentGroup({ title, emoji, showTitle, className, children }: {
  title: string;
  emoji: string;
  showTitle: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="content-group">
      {showTitle && (
        <h3 className="content-group-title">
          <span aria-hidden="true">{emoji}</span> {title}
        </h3>
      )}
      <ul className={`content-grid ${className}`} aria-label={title}>
        {children}
      </ul>
    </div>
  );
}

function ContentSkeleton() {
  const { t } = useLingui();
  return (
    <div className="content-grid content-grid-wide" role="status" aria-label={t`Loading recommendations`}>
      {[0, 1, 2].map((at) => (
        <div key={at} className="content-card content-skeleton">
          <span className="content-thumb dash-shimmer" />
          <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 1, width: '50%' }} />
        </div>
      ))}
    </div>
  );
}

/**
 * Recommended For You (spec sections 2 and 4): the dashboard's videos, books and games from all of
 * its groups, with tabs All Content, Videos, Books and Games. A video card opens the player (and
 * counts for the learning journey); a book card says whether the child read it, or lets them say so.
 */
export function Recommended({ contents, loading }: { contents: readonly EducationalContent[]; loading: boolean }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ContentFilter>('all');
  const tabs = TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }));
  const [video, setVideo] = useState<LearningVideo | null>(null);
  const [playerOpen, setPlayerOpen] = useState(false);
  const all = useMemo(() => flattenContents(contents), [contents]);
  const readBooks = new Set(useLearningJourney().data?.readBookIds ?? []);
  const recordWatch = useRecordWatch();
  const shown = filterRecommendations(all, filter);
  const grouped = filter === 'all';

  const play = (chosen: LearningVideo) => {
    setVideo(chosen);
    setPlayerOpen(true);
    const { youtubeId } = videoLink(chosen.url);
    if (youtubeId) recordWatch(youtubeId);
  };

  let body: ReactNode;
  if (loading) {
    body = <ContentSkeleton />;
  } else if (countRecommendations(shown) === 0) {
    body = (
      <div className="dash-empty">
        <span className="dash-empty-emoji" aria-hidden="true">
          🚀
        </span>
        <p className="dash-empty-title">
          <Trans>Your Learning Journey Awaits!</Trans>
        </p>
        <p className="dash-empty-text">{i18n._(EMPTY_TEXT[filter])}</p>
      </div>
    );
  } else {
    body = (
      <>
        {shown.videos.length > 0 && (
          <ContentGroup title={t`Videos`} emoji="🎬" showTitle={grouped} className="content-grid-wide">
            {shown.videos.map((item, at) => (
              <VideoCard key={`${item.url}-${at}`} video={item} onPlay={() => play(item)} />
            ))}
          </ContentGroup>
        )}
        {shown.books.length > 0 && (
          <ContentGroup title={t`Books`} emoji="📚" showTitle={grouped} className="content-grid-books">
            {shown.books.map((item, at) => (
              <BookCard key={`${item.title}-${at}`} book={item} read={readBooks.has(item.id)} />
            ))}
          </ContentGroup>
        )}
        {shown.games.length > 0 && (
          <ContentGroup title={t`Games`} emoji="🎮" showTitle={grouped} className="content-grid-wide">
            {shown.games.map((item, at) => (
              <GameCard key={`${item.name}-${at}`} game={item} />
            ))}
          </ContentGroup>
        )}
      </>
    );
  }

  return (
    <section className="dash-card recommended" aria-labelledby="recommended-title">
      <h2 id="recommended-title" className="dash-card-title">
        <span aria-hidden="true">✨</span> <Trans>Recommended For You</Trans>
      </h2>
      <PillTabs label={t`Kinds of content`} className="recommended-tabs" tabs={tabs} active={filter} onChange={setFilter}>
        {body}
      </PillTabs>
      <VideoModal video={video} open={playerOpen} onClose={() => setPlayerOpen(false)} afterClose={() => setVideo(null)} />
    </section>
  );
}
