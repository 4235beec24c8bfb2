import { ClockCircleOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';

import { accentStyle } from '@/config/colours';
import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGenerateQuiz } from '@/features/quiz/api/quiz';
import { QuizOverlay } from '@/features/quiz/components/quiz-overlay';
import { AGE_BANDS, bandForAge, type AgeRange } from '@/features/quiz/components/quiz-logic';
import { clearQuizProgress, type QuizNavState } from '@/features/quiz/components/quiz-state';
import { readStorage } from '@/lib/store';
import { useTheme } from '@/lib/theme';

import './quiz.css';

const FEATURES = [
  { emoji: '🎯', title: msg`Made for your age`, text: msg`Questions written for your age group, in words that make sense to you.` },
  { emoji: '🤖', title: msg`Smart insights`, text: msg`Your answers turn into a profile of your strengths and interests.` },
  { emoji: '🏆', title: msg`Discover and achieve`, text: msg`See careers that match you, and ideas for what to try next.` },
];

/**
 * /quizHome (spec sections 2 and 4): four age cards, each of which starts a quiz at once. While the
 * quiz is made, 'Preparing your quiz' covers the screen; then the child goes to /quiz with the quiz.
 * A failure is logged only: the child stays here and can pick again.
 */
export function QuizHome() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const generate = useGenerateQuiz();
  const age = Number(readStorage(STORAGE_KEYS.childAge) ?? '');
  const ownBand = bandForAge(age);
  const theme = useTheme();

  const start = (ageRange: AgeRange) => {
    if (generate.isPending) return;
    generate.mutate(
      { ageRange },
      {
        onSuccess: (response) => {
          const state: QuizNavState = {
            quizId: response.quizId,
            quiz: {
              ageRange,
              questions: (response.quiz?.questions ?? []).map((question) => ({
                text: question.text,
                answers: [...question.answers],
                scenario: question.scenario,
                context: question.context,
                descriptions: [...question.descriptions],
              })),
            },
          };
          // A new quiz: any other in progress on this tab is over.
          clearQuizProgress();
          navigate(paths.quiz, { state });
        },
        onError: (error) => console.error(`Could not start the ${ageRange} quiz`, error),
      },
    );
  };

  return (
    <div className="quiz-page quiz-home">
      <section className="quiz-hero">
        <span className="quiz-hero-emoji" aria-hidden="true">
          🧭
        </span>
        <Typography.Title level={1} className="quiz-hero-title">
          <Trans>Career Quiz</Trans>
        </Typography.Title>
        <p className="quiz-hero-text">
          <Trans>Discover what you might love to do when you grow up! Pick your age group to start your quiz.</Trans>
        </p>
        <p className="quiz-hero-time">
          <ClockCircleOutlined aria-hidden="true" /> <Trans>The quiz takes 5-10 minutes</Trans>
        </p>
      </section>

      <ul className="age-cards" aria-label={t`Age groups`}>
        {AGE_BANDS.map((band) => {
          const range = band.range;
          return (
          <li key={band.range}>
            <button
              type="button"
              className="age-card"
              style={accentStyle(band.accent, theme)}
              onClick={() => start(band.range)}
              disabled={generate.isPending}
            >
              <span className="age-card-emoji" aria-hidden="true">
                {band.emoji}
              </span>
              <span className="age-card-range">
                <Trans>Ages {range}</Trans>
              </span>
              <span className="age-card-title">{t(band.title)}</span>
              <span className="age-card-blurb">{t(band.blurb)}</span>
              {band.range === ownBand && (
                <span className="age-card-own">
                  <Trans>Your age group</Trans>
                </span>
              )}
              <span className="age-card-go">
                <Trans>Start quiz →</Trans>
              </span>
            </button>
          </li>
          );
        })}
      </ul>

      <section className="quiz-features" aria-label={t`Why take the quiz`}>
        {FEATURES.map((feature) => (
          <div key={feature.emoji} className="quiz-feature">
            <span className="quiz-feature-emoji" aria-hidden="true">
              {feature.emoji}
            </span>
            <div>
              <h2>{t(feature.title)}</h2>
              <p>{t(feature.text)}</p>
            </div>
          </div>
        ))}
      </section>

      {generate.isPending && (
        <QuizOverlay title={t`Preparing your quiz`} text={t`Getting some fun questions ready just for you...`} />
      )}
    </div>
  );
}
