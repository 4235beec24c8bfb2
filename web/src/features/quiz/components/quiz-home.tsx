import { ClockCircleOutlined } from '@ant-design/icons';
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
  { emoji: '🎯', title: 'Made for your age', text: 'Questions written for your age group, in words that make sense to you.' },
  { emoji: '🤖', title: 'Smart insights', text: 'Your answers turn into a profile of your strengths and interests.' },
  { emoji: '🏆', title: 'Discover and achieve', text: 'See careers that match you, and ideas for what to try next.' },
];

/**
 * /quizHome (spec sections 2 and 4): four age cards, each of which starts a quiz at once. While the
 * quiz is made, 'Preparing your quiz' covers the screen; then the child goes to /quiz with the quiz.
 * A failure is logged only: the child stays here and can pick again.
 */
export function QuizHome() {
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
          Career Quiz
        </Typography.Title>
        <p className="quiz-hero-text">
          Discover what you might love to do when you grow up! Pick your age group to start your quiz.
        </p>
        <p className="quiz-hero-time">
          <ClockCircleOutlined aria-hidden="true" /> The quiz takes 5-10 minutes
        </p>
      </section>

      <ul className="age-cards" aria-label="Age groups">
        {AGE_BANDS.map((band) => (
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
              <span className="age-card-range">Ages {band.range}</span>
              <span className="age-card-title">{band.title}</span>
              <span className="age-card-blurb">{band.blurb}</span>
              {band.range === ownBand && <span className="age-card-own">Your age group</span>}
              <span className="age-card-go">Start quiz →</span>
            </button>
          </li>
        ))}
      </ul>

      <section className="quiz-features" aria-label="Why take the quiz">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="quiz-feature">
            <span className="quiz-feature-emoji" aria-hidden="true">
              {feature.emoji}
            </span>
            <div>
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
            </div>
          </div>
        ))}
      </section>

      {generate.isPending && <QuizOverlay title="Preparing your quiz" text="Getting some fun questions ready just for you..." />}
    </div>
  );
}
