import { CloudUploadOutlined } from '@ant-design/icons';
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
  const { data, isPending, isError } = useActivityList();
  const done = (data?.challenges ?? []).filter((activity) => activity.isCompleted);
  return (
    <section className="dash-card" aria-labelledby="my-projects-title" aria-busy={isPending}>
      <h2 id="my-projects-title" className="dash-card-title">
        <span aria-hidden="true">🛠️</span> My Projects
      </h2>
      {!isPending && !isError && done.length === 0 && (
        <p className="project-empty">
          No projects yet. <Link to={paths.activities}>Pick a fun activity</Link> and build your first one!
        </p>
      )}
      {isError && !data && <p className="project-empty">We couldn't load your projects right now.</p>}
      {done.length > 0 && (
        <ul className="project-list" aria-label="Projects you finished">
          {done.slice(0, PROJECTS_SHOWN).map((activity) => (
            <li key={activity.id} className="project-sample">
              <img className="project-emoji" src={activity.imageUrl} alt="" width={52} height={52} loading="lazy" />
              <div className="project-body">
                <h3>{activity.title}</h3>
                <p className="project-meta">{activity.theme.charAt(0).toUpperCase() + activity.theme.slice(1)}</p>
                <Progress
                  percent={100}
                  size="small"
                  strokeColor={{ from: '#7c4dff', to: '#f759ab' }}
                  format={() => 'Done'}
                  aria-label={`${activity.title}: done`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {done.length > PROJECTS_SHOWN && (
        <p className="project-more">
          <Link to={paths.activities}>
            and {done.length - PROJECTS_SHOWN} more on your activities page
          </Link>
        </p>
      )}
      <div className="project-upload" aria-disabled="true">
        <CloudUploadOutlined className="project-upload-icon" aria-hidden="true" />
        <span className="project-upload-title">Upload a project</span>
        <span className="project-upload-text">Coming soon: share photos of the things you build!</span>
      </div>
    </section>
  );
}
