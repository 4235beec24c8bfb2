import { CloudUploadOutlined } from '@ant-design/icons';
import { Progress } from 'antd';

/** The one sample project the spec's dashboard shows (hard-coded, not the child's own). */
const SAMPLE_PROJECT = {
  emoji: '🪐',
  title: 'Solar System Model',
  theme: 'Science',
  progress: 75,
};

/** My Projects (spec section 2): a hard-coded sample project and a placeholder for uploads. */
export function MyProjects() {
  return (
    <section className="dash-card" aria-labelledby="my-projects-title">
      <h2 id="my-projects-title" className="dash-card-title">
        <span aria-hidden="true">🛠️</span> My Projects
      </h2>
      <article className="project-sample" aria-label={`Sample project: ${SAMPLE_PROJECT.title}`}>
        <span className="project-emoji" aria-hidden="true">
          {SAMPLE_PROJECT.emoji}
        </span>
        <div className="project-body">
          <h3>{SAMPLE_PROJECT.title}</h3>
          <p className="project-meta">
            {SAMPLE_PROJECT.theme} · <span className="dash-sample-tag">Sample</span>
          </p>
          <Progress
            percent={SAMPLE_PROJECT.progress}
            size="small"
            strokeColor={{ from: '#7c4dff', to: '#f759ab' }}
            aria-label={`${SAMPLE_PROJECT.progress}% done`}
          />
        </div>
      </article>
      <div className="project-upload" aria-disabled="true">
        <CloudUploadOutlined className="project-upload-icon" aria-hidden="true" />
        <span className="project-upload-title">Upload a project</span>
        <span className="project-upload-text">Coming soon: share photos of the things you build!</span>
      </div>
    </section>
  );
}
