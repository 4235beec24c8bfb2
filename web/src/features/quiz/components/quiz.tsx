import { ArrowLeftOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';

import { QUIZ_ANSWER_CONFIRM_MS, STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useSubmitQuiz } from '@/features/quiz/api/quiz';
import { QuizOverlay } from '@/features/quiz/components/quiz-overlay';
import { answerLetter, isAgeRange, recordAnswer, type AgeRange, type AnswerRecord } from '@/features/quiz/components/quiz-logic';
import {
  clearQuizProgress,
  readQuizProgress,
  readQuizState,
  saveQuizProgress,
  type QuizNavState,
  type QuizProgress,
  type ResultsNavState,
} from '@/features/quiz/components/quiz-state';
import { readStorage } from '@/lib/store';

import './quiz.css';

/** A friendly panel for a quiz that cannot be shown, with the way back to the age groups. */
function QuizFallback({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="quiz-page">
      <div className="quiz-fallback" role="alert">
        <span className="quiz-fallback-emoji" aria-hidden="true">
          🧐
        </span>
        <p>{message}</p>
        <Button type="primary" size="large" onClick={() => navigate(paths.quizHome)}>
          <Trans>Go Back</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * /quiz (spec sections 2 and 4): the quiz handed over by /quizHome, one question at a time. The
 * progress kept in session storage resumes it after a reload, or when /quiz opens without a quiz.
 */
export function QuizScreen() {
  const { t } = useLingui();
  const location = useLocation();
  const childId = readStorage(STORAGE_KEYS.childId) ?? '';
  const [saved] = useState(() => readQuizProgress(childId));
  const handed = readQuizState(location.state);
  const resumed = saved && (!handed || handed.quizId === saved.state.quizId) ? saved : null;
  const state = resumed?.state ?? handed;
  if (!state) return <QuizFallback message={t`No quiz loaded. Please go back and select an age group.`} />;
  if (!isAgeRange(state.quiz.ageRange)) {
    const range = state.quiz.ageRange || t`unknown`;
    return <QuizFallback message={t`Quiz not found for age range: ${range}`} />;
  }
  return (
    <QuizRunner key={state.quizId} state={state} ageRange={state.quiz.ageRange} childId={childId} resumed={resumed} />
  );
}

const HEADINGS: Record<AgeRange, MessageDescriptor> = {
  '6-8': msg`Early Explorer Adventure`,
  '9-12': msg`Budding Innovator Quest`,
  '13-15': msg`Teen Trailblazer Challenge`,
  '16-18': msg`Visionary Achiever Assessment`,
};

function QuizRunner({
  state,
  ageRange,
  childId,
  resumed,
}: {
  state: QuizNavState;
  ageRange: AgeRange;
  childId: string;
  resumed: QuizProgress | null;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const submit = useSubmitQuiz();
  const [index, setIndex] = useState(resumed?.index ?? 0);
  const [answers, setAnswers] = useState<AnswerRecord[]>(resumed?.answers ?? []);
  // The answer just chosen: shown as chosen a moment, further taps ignored, then the next question.
  const [confirming, setConfirming] = useState(false);
  const advance = useRef<number | undefined>(undefined);
  // Set once the answers are in: leaving for /results is not 'leaving mid-quiz'.
  const finished = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingShown = useRef(index);
  const { questions } = state.quiz;
  const total = questions.length;
  // readQuizState guarantees at least one question, and index never passes the last.
  const question = questions[Math.min(index, total - 1)] ?? questions[0];
  const submitting = submit.isPending;
  const chosen = answers.find((record) => record.questionIndex === index)?.answer;
  // Answered so far; every answer is in once the last one is being submitted.
  const percent = submitting ? 100 : Math.round((index / total) * 100);
  const position = index + 1;
  const answered = answers.length;

  const started = answers.length > 0;

  // Each question starts at the top: on a phone the child may have scrolled down to answer. Focus
  // moves to a new question's heading, so that a screen reader reads it out.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    if (headingShown.current === index) return;
    headingShown.current = index;
    heading.current?.focus();
  }, [index]);

  useEffect(() => {
    if (!finished.current) saveQuizProgress({ childId, state, answers, index });
  }, [childId, state, answers, index]);

  useEffect(() => () => window.clearTimeout(advance.current), []);

  // Leaving mid-quiz asks first: in the app here, and the browser asks before the tab closes.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      started && !finished.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!started) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before Chrome 119 ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [started]);

  if (!question) return null;

  const choose = (answer: string) => {
    if (submitting || confirming) return;
    const next = recordAnswer(answers, index, answer);
    setAnswers(next);
    setConfirming(true);
    advance.current = window.setTimeout(() => {
      setConfirming(false);
      if (index < total - 1) setIndex(index + 1);
      else send(next);
    }, QUIZ_ANSWER_CONFIRM_MS);
  };

  const send = (next: AnswerRecord[]) => {
    submit.mutate(
      { quizId: state.quizId, answers: next },
      {
        onSuccess: (response) => {
          finished.current = true;
          clearQuizProgress();
          const results: ResultsNavState = {
            analysis: {
              aiAnalysis: { ...(response.analysis?.aiAnalysis ?? {}) },
              topCareerAreas: [...(response.analysis?.topCareerAreas ?? [])],
            },
            quizId: response.quizDetails?.id || state.quizId,
            user: { id: readStorage(STORAGE_KEYS.childId) ?? '', firstName: response.userDetails?.firstName ?? '' },
            ageRange,
          };
          navigate(paths.results, { state: results });
        },
        // Spec section 8: logged only; the child stays on the last question and may answer again.
        onError: (error) => console.error('Could not submit the quiz', error),
      },
    );
  };

  const progress = (() => {
    switch (ageRange) {
      case '6-8':
        return (
          <ol className="quiz-dots" aria-label={t`Question ${position} of ${total}`}>
            {questions.map((_, at) => (
              <li
                key={at}
                className={at < index ? 'done' : at === index ? 'current' : undefined}
                aria-hidden="true"
              />
            ))}
          </ol>
        );
      case '9-12':
        return (
          <div className="quiz-progress">
            <span className="quiz-counter">
              <Trans>
                Question {position} of {total}
              </Trans>
            </span>
            <Progress percent={percent} showInfo={false} strokeColor={{ from: '#7c4dff', to: '#f759ab' }} aria-label={t`Quiz progress`} />
          </div>
        );
      case '13-15':
        return (
          <div className="quiz-progress">
            <Progress percent={percent} showInfo={false} strokeColor={{ from: '#13c2c2', to: '#7c4dff' }} aria-label={t`Quiz progress`} />
          </div>
        );
      case '16-18':
        return (
          <div className="quiz-progress quiz-progress-percent">
            <span className="quiz-counter">
              <Trans>{percent}% complete</Trans>
            </span>
            <Progress percent={percent} showInfo={false} size="small" strokeColor="#eb2f96" aria-label={t`Quiz progress`} />
          </div>
        );
    }
  })();

  return (
    <div className={`quiz-page quiz-run band-${ageRange.replace('-', 'to')}`}>
      <header className="quiz-run-header">
        <h1 className="quiz-run-title">{t(HEADINGS[ageRange])}</h1>
        {progress}
      </header>

      <section className="quiz-card" aria-labelledby="quiz-question">
        {ageRange === '16-18' && question.context && <p className="quiz-context">{question.context}</p>}
        <h2 id="quiz-question" className="quiz-question" ref={heading} tabIndex={-1}>
          {question.text}
        </h2>
        {ageRange === '13-15' && question.scenario && <p className="quiz-scenario">{question.scenario}</p>}

        <div
          className={`quiz-answers${ageRange === '6-8' ? ' quiz-answers-big' : ''}${confirming ? ' confirming' : ''}`}
          role="group"
          aria-label={t`Answers`}
        >
          {question.answers.map((answer, at) => {
            const description = ageRange === '16-18' ? question.descriptions[at] : undefined;
            return (
              <button
                // Keyed by question too: a new question gets new buttons, no state carried over.
                key={`${index}:${at}`}
                type="button"
                className={`quiz-answer${answer === chosen ? ' chosen' : ''}`}
                onClick={() => choose(answer)}
                disabled={submitting}
                aria-pressed={answer === chosen}
              >
                {ageRange === '16-18' && (
                  <span className="quiz-answer-letter" aria-hidden="true">
                    {answerLetter(at)}
                  </span>
                )}
                <span className="quiz-answer-body">
                  <span className="quiz-answer-text">{answer}</span>
                  {description && <span className="quiz-answer-description">{description}</span>}
                </span>
              </button>
            );
          })}
        </div>

        {submitting ? (
          <p className="quiz-processing" role="status">
            <Trans>Processing your answer...</Trans>
          </p>
        ) : (
          index > 0 && (
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              className="quiz-previous"
              onClick={() => setIndex(index - 1)}
              disabled={confirming}
            >
              <Trans>Previous question</Trans>
            </Button>
          )
        )}
      </section>

      {submitting && (
        <QuizOverlay title={t`Analyzing your answers`} text={t`Finding out what makes you amazing...`} />
      )}

      <Modal
        open={blocker.state === 'blocked'}
        title={t`Leave the quiz?`}
        okText={t`Leave`}
        cancelText={t`Keep going`}
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>
          {/* The plural's branches start with the number: src/lib/i18n.test.ts reads a branch's first word as a placeholder. */}
          <Trans>
            You have answered {answered} of <Plural value={total} one="# question" other="# questions" />. If you leave now,
            the quiz is not finished and you will not see your results.
          </Trans>
        </p>
      </Modal>
    </div>
  );
}
