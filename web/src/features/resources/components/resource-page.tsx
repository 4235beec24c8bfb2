import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';

import { LeaveNdoto } from '@/components/leave-ndoto';
import { paths } from '@/config/paths';
import { ReadingKind } from '@/gen/ndoto/v1/student_service_pb';
import { useRecordReading } from '@/lib/learning-journey';

import { isNotFound, useResource } from '../api/resources';
import { Author, resourcePath } from './resource-board';

import './resources.css';

function BackToBoard() {
  return (
    <Link to={paths.resources} className="resource-back">
      <ArrowLeftOutlined /> <Trans>Back to Board</Trans>
    </Link>
  );
}

/**
 * Counts the resource `id` as read for the child's learning journey once it is shown (once per
 * resource opened; the server counts each resource once). A failure is only logged.
 */
function useCountReading(id: string | undefined) {
  const { mutate } = useRecordReading();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    mutate(
      { kind: ReadingKind.RESOURCE, id },
      { onError: (error) => console.warn(`Could not count the resource ${id} as read`, error) },
    );
  }, [id, mutate]);
}

/**
 * /resource/{id}: a resource to read in full (title, author, its text or a link out with a note on
 * where it goes), its related resources, and a clear state for an unknown id.
 */
export function ResourcePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const resource = useResource(id);
  const failure = resource.error;
  useCountReading(resource.data?.resource?.summary?.id);

  useEffect(() => {
    if (failure && !isNotFound(failure)) console.error('Could not load the resource', failure);
  }, [failure]);

  if (resource.isPending) {
    return (
      <p role="status">
        <Trans>Loading resource...</Trans>
      </p>
    );
  }
  if (resource.isError) {
    const missing = isNotFound(resource.error);
    return (
      <div className="resource-notice" role="alert">
        <h1>{missing ? t`Resource Not Found` : t`Oops! Something went wrong`}</h1>
        <p>
          {missing
            ? t`This resource doesn't exist or isn't on the board any more.`
            : t`We couldn't load this resource right now.`}
        </p>
        {!missing && (
          <Button type="primary" size="large" onClick={() => void resource.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        )}
        <BackToBoard />
      </div>
    );
  }

  const { summary, body, link, linkNote, related } = resource.data.resource ?? {};
  if (!summary) return null;
  const source = summary.source;
  return (
    <article className="resource-page">
      <BackToBoard />
      <header>
        <div>
          <Tag color="purple">{summary.type}</Tag> <span className="resource-category">{summary.category}</span>
        </div>
        <h1>{summary.title}</h1>
        <Author resource={summary} />
      </header>
      <blockquote>{summary.quote}</blockquote>
      {body ? (
        <div className="resource-body">
          {body.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph.trim()}</p>
          ))}
        </div>
      ) : (
        <div className="resource-link">
          <p>{linkNote}</p>
          <LeaveNdoto href={link ?? ''} what={summary.title}>
            {(open) => (
              <Button type="primary" size="large" onClick={open} icon={<ExportOutlined />}>
                <Trans>Open {source} (new tab)</Trans>
              </Button>
            )}
          </LeaveNdoto>
        </div>
      )}
      {related && related.length > 0 && (
        <section className="resource-related" aria-labelledby="related-title">
          <h2 id="related-title">
            <Trans>Read next</Trans>
          </h2>
          <ul>
            {related.map((item) => (
              <li key={item.id}>
                <Link to={resourcePath(item.id)}>{item.title}</Link> <span className="resource-category">{item.type}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
