import { HeartFilled, HeartOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Pagination, Segmented, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { RESOURCES_PER_PAGE } from '@/config/constants';
import type { ResourceSummary } from '@/gen/ndoto/v1/student_service_pb';

import { useResources } from '../api/resources';
import { useFavorites } from './favorites';

import './resources.css';

const ALL = 'All';
const FAVORITES = 'Favorites';

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
  return (
    <article className="resource-card">
      <div className="resource-card-top">
        <Tag color="purple">{resource.type}</Tag>
        <span className="resource-category">{resource.category}</span>
        <Button
          type="text"
          shape="circle"
          aria-pressed={favorite}
          aria-label={`Favorite ${resource.title}`}
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
  const topics = [ALL, ...new Set(all.map((r) => r.category)), FAVORITES];
  const shown = all.filter((r) =>
    topic === ALL ? true : topic === FAVORITES ? favorites.includes(r.id) : r.category === topic,
  );
  const pageItems = shown.slice((page - 1) * RESOURCES_PER_PAGE, page * RESOURCES_PER_PAGE);

  let content: ReactNode;
  if (resources.isPending) {
    content = <p role="status">Loading resources...</p>;
  } else if (resources.isError) {
    content = (
      <div role="alert" className="resource-notice">
        <h2>Oops! Something went wrong</h2>
        <p>We couldn't load the resources right now.</p>
        <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={() => void resources.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    content = (
      <p className="resource-notice">
        {topic === FAVORITES ? 'No favorites yet: tap the heart on a resource to keep it here.' : 'No resources here yet.'}
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
        <h1>Resource Board</h1>
        <p>Articles, guides and links picked for your age. Favorites stay on this device.</p>
      </header>
      {all.length > 0 && (
        <Segmented
          className="resource-topics"
          aria-label="Topics"
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
            Back to Board
          </Button>,
          <Button
            key="read"
            type="primary"
            size="large"
            onClick={() => selected && void navigate(resourcePath(selected.id))}
          >
            Read Full Resource
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
            <p className="resource-ages">For ages {selected.ageRange}</p>
          </div>
        )}
      </Modal>
    </div>
  );
}
