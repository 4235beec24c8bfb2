import {
  HomeOutlined,
  MessageOutlined,
  RedoOutlined,
  RocketOutlined,
  SaveOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { ACCENTS } from '@/config/colours';
import { paths } from '@/config/paths';
import { analysisFields, careerHeadline } from '@/features/quiz/components/quiz-logic';
import { readResultsState } from '@/features/quiz/components/quiz-state';

import './quiz.css';

const CARD_EMOJI: Record<string, string> = {
  summary: '🌟',
  strengths: '💪',
  interests: '🎨',
  learningStyle: '📚',
  nextSteps: '🚀',
};

/** The chips' fills, white text on each. */
const CHIP_COLOURS = [ACCENTS.purple, ACCENTS.pink, ACCENTS.cyan, ACCENTS.orange, ACCENTS.green].map((accent) => accent.fill);

/** /results (spec section 2): the analysis handed over by /quiz, and where to go next. */
export function Results() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readResultsState(location.state);

  // The child arrives from the bottom of the quiz: start at the top.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, []);

  if (!state) {
    return (
      <div className="quiz-page">
        <div className="quiz-fallback" role="alert">
          <span className="quiz-fallback-emoji" aria-hidden="true">
            📝
          </span>
          <p>
            <Trans>No results found. Please take the quiz first.</Trans>
          </p>
          <Button type="primary" size="large" onClick={() => navigate(paths.quizHome)}>
            <Trans>Take Quiz</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const { analysis, quizId, user, ageRange } = state;
  const areas = analysis.topCareerAreas;
  const fields = analysisFields(analysis.aiAnalysis);
  const firstName = user.firstName;

  return (
    <div className="quiz-page results">
      <section className="results-hero">
        <span className="results-trophy" aria-hidden="true">
          🏆
        </span>
        <h1 className="results-title">{firstName ? t`Amazing Work, ${firstName}!` : t`Amazing Work!`}</h1>
        <p className="results-kicker">
          <Trans>Your Career Profile</Trans>
        </p>
        <p className="results-headline">{careerHeadline(areas)}</p>
        {areas.length > 0 && (
          <ul className="results-chips" aria-label={t`Top career areas`}>
            {areas.map((area, at) => (
              <li key={area} style={{ background: CHIP_COLOURS[at % CHIP_COLOURS.length] }}>
                {area}
              </li>
            ))}
          </ul>
        )}
      </section>

      {fields.length > 0 && (
        <section className="results-analysis" aria-labelledby="personal-analysis">
          <h2 id="personal-analysis">
            <Trans>Personal Analysis</Trans>
          </h2>
          <div className="results-cards">
            {fields.map((field) => (
              <article key={field.name} className="results-card">
                <h3>
                  <span aria-hidden="true">{CARD_EMOJI[field.name] ?? '✨'}</span> {field.title}
                </h3>
                <p>{field.text}</p>
              </article>
            ))}
          </div>
        </section>
      )}

      <section className="results-next" aria-label={t`What next`}>
        <Link className="results-action primary" to={paths.careerRecommendations} state={{ quizId, user }}>
          <RocketOutlined aria-hidden="true" /> <Trans>See My Career Matches</Trans>
        </Link>
        <Link className="results-action" to={paths.aiAdvisor} state={{ analysis, quizId, ageRange }}>
          <MessageOutlined aria-hidden="true" /> <Trans>Ask the AI Advisor</Trans>
        </Link>
        <Link className="results-action" to={paths.home}>
          <HomeOutlined aria-hidden="true" /> <Trans>Go to Dashboard</Trans>
        </Link>
        <Link className="results-action" to={paths.quizHome}>
          <RedoOutlined aria-hidden="true" /> <Trans>Retake Quiz</Trans>
        </Link>
      </section>
      <div className="results-extra">
        {/* The spec shows these two buttons without any behaviour. */}
        <Button icon={<ShareAltOutlined />}>
          <Trans>Share Results</Trans>
        </Button>
        <Button icon={<SaveOutlined />}>
          <Trans>Save Report</Trans>
        </Button>
      </div>
    </div>
  );
}
