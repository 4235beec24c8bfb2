import { HeartFilled, HeartOutlined, ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Pagination, Segmented, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { RESOURCES_PER_PAGE } from '@/config/constants';
import type { ResourceSummary } from '@/gen/ndoto/v1/student_service_pb';

import { useResources } from '../api/resources';
import { useFavorites } from './favorites';

import './resources.css';

/** The two topics of our own beside the server's categories: values no category has (their labels are messages). */
const ALL = '__all__';
const FAVORITES = '__favorites__';

/** The address of a resource's reading page. */
export function resourcePath(id: string): string {
  return `/resource/${encodeURIComponent(id)}`;
}

export function Author({ resource }: { resource: ResourceSummary }) {
  return (
    <div className="resource-author">
      <img src={resource.authorImage} alt="" width={32} height={32} loading="lazy" />
      <span>
        <strong>{resource.author}</strong>
        <span className="resource-source">{resource.source}</span>
      </span>
    </div>
  );
}

function ResourceCard({ resource, favorite, onOpen, onFavorite }: {
  resource: ResourceSummary;
  favorite: boolean;
  onOpen: () => void;
  onFavorite: () => void;
}) {
  const { t } = useLingui();
  const title = resource.title;
  return (
    <article className="resource-card">
      <div className="resource-card-top">
        <Tag color="purple">{resource.type}</Tag>
        <span className="resource-category">{resource.category}</span>
        <Button
          type="text"
          shape="circle"
          aria-pressed={favorite}
          aria-label={t`Favorite ${title}`}
          icon={favorite ? <HeartFilled style={{ color: '#c026d3' }} /> : <HeartOutlined />}
          onClick={onFavorite}
        />
      </div>
      <button type="button" className="resource-card-open" onClick={onOpen}>
        <h2>{resource.title}</h2>
        <q>{resource.quote}</q>
      </button>
      <Author resource={resource} />
    </article>
  );
}

/**
 * /resources (spec sections 2, 3 and 4): the resource cards for the child's age from the server,
 * topic filters, a pager of six, favourites kept on this device; a card opens a modal with 'Back to
 * Board' and 'Read Full Resource' (to /resource/{id}).
 */
export function ResourceBoard() {
  const { t } = useLingui();
  const resources = useResources();
  const navigate = useNavigate();
  const [favorites, toggleFavorite] = useFavorites();
  const [topic, setTopic] = useState(ALL);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ResourceSummary | null>(null);
  const failure = resources.error;

  useEffect(() => {
    if (failure) console.error('Could not load the resources', failure);
  }, [failure]);

  const all = resources.data?.resources ?? [];
  const topics = [
    { value: ALL, label: t`All` },
    ...[...new Set(all.map((r) => r.category))].map((category) => ({ value: category, label: category })),
    { value: FAVORITES, label: t`Favorites` },
  ];
  const shown = all.filter((r) =>
    topic === ALL ? true : topic === FAVORITES ? favorites.includes(r.id) : r.category === topic,
  );
  const ages = selected?.ageRange ?? '';
  const pageItems = shown.slice((page - 1) * RESOURCES_PER_PAGE, page * RESOURCES_PER_PAGE);

  let content: ReactNode;
  if (resources.isPending) {
    content = (
      <p role="status">
        <Trans>Loading resources...</Trans>
      </p>
    );
  } else if (resources.isError) {
    content = (
      <div role="alert" className="resource-notice">
        <h2>
          <Trans>Oops! Something went wrong</Trans>
        </h2>
        <p>
          <Trans>We couldn't load the resources right now.</Trans>
        </p>
        <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={() => void resources.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    content = (
      <p className="resource-notice">
        {topic === FAVORITES ? t`No favorites yet: tap the heart on a resource to keep it here.` : t`No resources here yet.`}
      </p>
    );
  } else {
    content = (
      <>
        <div className="resource-grid">
          {pageItems.map((resource) => (
            <ResourceCard
              key={resource.id}
              resource={resource}
              favorite={favorites.includes(resource.id)}
              onOpen={() => setSelected(resource)}
              onFavorite={() => toggleFavorite(resource.id)}
            />
          ))}
        </div>
        <Pagination
          className="resource-pager"
          current={page}
          pageSize={RESOURCES_PER_PAGE}
          total={shown.length}
          onChange={setPage}
          hideOnSinglePage
          showSizeChanger={false}
        />
      </>
    );
  }

  return (
    <div className="resource-board">
      <header className="resource-board-header">
        <h1>
          <Trans>Resource Board</Trans>
        </h1>
        <p>
          <Trans>Articles, guides and links picked for your age. Favorites stay on this device.</Trans>
        </p>
      </header>
      {all.length > 0 && (
        <Segmented
          className="resource-topics"
          aria-label={t`Topics`}
          options={topics}
          value={topic}
          onChange={(value) => {
            setTopic(value);
            setPage(1);
          }}
        />
      )}
      {content}
      <Modal
        open={selected !== null}
        title={selected?.title}
        onCancel={() => setSelected(null)}
        footer={[
          <Button key="back" size="large" onClick={() => setSelected(null)}>
            <Trans>Back to Board</Trans>
          </Button>,
          <Button
            key="read"
            type="primary"
            size="large"
            onClick={() => selected && void navigate(resourcePath(selected.id))}
          >
            <Trans>Read Full Resource</Trans>
          </Button>,
        ]}
      >
        {selected && (
          <div className="resource-modal">
            <div>
              <Tag color="purple">{selected.type}</Tag> <span className="resource-category">{selected.category}</span>
            </div>
            <blockquote>{selected.quote}</blockquote>
            <Author resource={selected} />
            <p className="resource-ages">
              <Trans>For ages {ages}</Trans>
            </p>
          </div>
        )}
      </Modal>
    </div>
  );
}
