import { CompassOutlined, RedoOutlined, SaveOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Code, ConnectError } from '@connectrpc/connect';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useCareerRecommendations } from '@/features/careers/api/careers';
import { matchLabel, readCareerIds, starCount } from '@/features/careers/components/career-logic';

import './careers.css';

function Stars({ matchPercentage }: { matchPercentage: number }) {
  const filled = starCount(matchPercentage);
  return (
    <span className="career-stars" role="img" aria-label={plural(filled, { one: '# out of 5 stars', other: '# out of 5 stars' })}>
      {Array.from({ length: 5 }, (_, at) =>
        at < filled ? <StarFilled key={at} className="star-on" /> : <StarOutlined key={at} className="star-off" />,
      )}
    </span>
  );
}

/** A message in place of the careers, with the way to the quiz. */
function CareerNotice({ emoji, message }: { emoji: string; message: string }) {
  const navigate = useNavigate();
  return (
    <div className="careers-notice" role="alert">
      <span className="careers-notice-emoji" aria-hidden="true">
        {emoji}
      </span>
      <p>{message}</p>
      <Button type="primary" size="large" onClick={() => navigate(paths.quizHome)}>
        <Trans>Take Quiz</Trans>
      </Button>
    </div>
  );
}

/** The server has no submitted quiz of this child's by that id. */
function isNoQuizData(error: unknown): boolean {
  const code = ConnectError.from(error).code;
  return code === Code.NotFound || code === Code.FailedPrecondition;
}

/**
 * /career-recommendations (spec sections 2, 4, 5 and 8): careers matched to the quiz handed over by
 * /results. Needs the quiz id and the child's id from navigation state.
 */
export function CareerRecommendations() {
  const { t } = useLingui();
  const location = useLocation();
  const ids = readCareerIds(location.state);
  const recommendations = useCareerRecommendations(ids);
  const { message } = App.useApp();
  const [saved, setSaved] = useState(false);
  const navigate = useNavigate();
  const failure = recommendations.error;

  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, []);

  useEffect(() => {
    if (failure) console.error('Could not load career recommendations', failure);
  }, [failure]);

  if (!ids) {
    return (
      <div className="careers-page">
        <CareerNotice emoji="🧩" message={t`Missing quiz information. Please take the quiz first.`} />
      </div>
    );
  }

  if (recommendations.isPending) {
    return (
      <div className="careers-page">
        <div className="careers-loading" role="status">
          <span className="careers-loading-emoji" aria-hidden="true">
            🔍
          </span>
          <h1>
            <Trans>Analyzing Your Responses</Trans>
          </h1>
          <p>
            <Trans>Matching your interests with amazing careers...</Trans>
          </p>
          <span className="careers-loading-bar" aria-hidden="true" />
        </div>
      </div>
    );
  }

  if (recommendations.isError) {
    return (
      <div className="careers-page">
        {isNoQuizData(recommendations.error) ? (
          <CareerNotice emoji="📭" message={t`No quiz data found.`} />
        ) : (
          <CareerNotice emoji="😕" message={t`Failed to load recommendations. Please try again.`} />
        )}
      </div>
    );
  }

  const { analysis, careers } = recommendations.data;

  const save = () => {
    // Spec section 4: saving is local only; no call is made.
    setSaved(true);
    void message.success(t`Your career recommendations have been saved!`);
  };

  return (
    <div className="careers-page">
      <section className="careers-hero">
        <span className="careers-hero-emoji" aria-hidden="true">
          🌟
        </span>
        <h1>
          <Trans>Your Career Matches</Trans>
        </h1>
        {analysis && <p className="careers-analysis">{analysis}</p>}
      </section>

      {careers.length === 0 ? (
        <div className="careers-notice">
          <span className="careers-notice-emoji" aria-hidden="true">
            🌱
          </span>
          <p>
            <Trans>No recommendations available yet</Trans>
          </p>
        </div>
      ) : (
        <ul className="career-cards" aria-label={t`Recommended careers`}>
          {careers.map((career, at) => {
            const percent = career.matchPercentage;
            return (
            <li key={`${career.career}-${at}`} className="career-card">
              <span className="career-emoji" aria-hidden="true">
                {career.emoji}
              </span>
              <h2 className="career-name">{career.career}</h2>
              <Stars matchPercentage={career.matchPercentage} />
              <p className="career-match">
                <span className="career-percent">
                  <Trans>{percent}% match</Trans>
                </span>
                <span className="career-label">{matchLabel(career.matchPercentage)}</span>
              </p>
              {career.description && <p className="career-description">{career.description}</p>}
              {/* The spec's 'Explore Career' has no behaviour. */}
              <Button icon={<CompassOutlined />} block>
                <Trans>Explore Career</Trans>
              </Button>
            </li>
            );
          })}
        </ul>
      )}

      <div className="careers-actions">
        <Button size="large" icon={<RedoOutlined />} onClick={() => navigate(paths.quizHome)}>
          <Trans>Take Another Quiz</Trans>
        </Button>
        <Button
          size="large"
          type="primary"
          icon={saved ? undefined : <SaveOutlined />}
          onClick={save}
          disabled={saved}
        >
          {saved ? t`✓ Saved!` : t`Save Results`}
        </Button>
      </div>
    </div>
  );
}
