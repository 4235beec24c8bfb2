import { CloudUploadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Progress } from 'antd';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useActivityList } from '@/features/dashboard/api/dashboard';

/** How many finished projects the card lists; the rest are on the activities screen. */
export const PROJECTS_SHOWN = 3;

/**
 * My Projects (spec section 2): the activities the child completed (the projects they built), up
 * to three, and a placeholder for uploads. Before the first, an invitation to the activities.
 */
export function MyProjects() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError } = useActivityList();
  const done = (data?.challenges ?? []).filter((activity) => activity.isCompleted);
  const more = done.length > PROJECTS_SHOWN ? i18n.number(done.length - PROJECTS_SHOWN) : null;
  return (
    <section className="dash-card" aria-labelledby="my-projects-title" aria-busy={isPending}>
      <h2 id="my-projects-title" className="dash-card-title">
        <span aria-hidden="true">🛠️</span> <Trans>My Projects</Trans>
      </h2>
      {!isPending && !isError && done.length === 0 && (
        <p className="project-empty">
          <Trans>
            No projects yet. <Link to={paths.activities}>Pick a fun activity</Link> and build your first one!
          </Trans>
        </p>
      )}
      {isError && !data && (
        <p className="project-empty">
          <Trans>We couldn't load your projects right now.</Trans>
        </p>
      )}
      {done.length > 0 && (
        <ul className="project-list" aria-label={t`Projects you finished`}>
          {done.slice(0, PROJECTS_SHOWN).map((activity) => {
            const title = activity.title;
            return (
            <li key={activity.id} className="project-sample">
              <img className="project-emoji" src={activity.imageUrl} alt="" width={52} height={52} loading="lazy" />
              <div className="project-body">
                <h3>{activity.title}</h3>
                <p className="project-meta">{activity.theme.charAt(0).toUpperCase() + activity.theme.slice(1)}</p>
                <Progress
                  percent={100}
                  size="small"
                  strokeColor={{ from: '#7c4dff', to: '#f759ab' }}
                  format={() => t`Done`}
                  aria-label={t`${title}: done`}
                />
              </div>
            </li>
            );
          })}
        </ul>
      )}
      {more && (
        <p className="project-more">
          <Link to={paths.activities}>
            <Trans>and {more} more on your activities page</Trans>
          </Link>
        </p>
      )}
      <div className="project-upload" aria-disabled="true">
        <CloudUploadOutlined className="project-upload-icon" aria-hidden="true" />
        <span className="project-upload-title">
          <Trans>Upload a project</Trans>
        </span>
        <span className="project-upload-text">
          <Trans>Coming soon: share photos of the things you build!</Trans>
        </span>
      </div>
    </section>
  );
}
