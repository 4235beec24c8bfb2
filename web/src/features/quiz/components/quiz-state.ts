/**
 * What the quiz screens hand each other in navigation state (spec section 2): plain data, so the
 * browser can keep it in history across a reload. Read defensively: a link or a reload may bring none.
 */

import { SESSION_KEYS } from '@/config/constants';
import type { AnswerRecord } from '@/features/quiz/components/quiz-logic';

export interface QuestionData {
  text: string;
  answers: string[];
  scenario?: string | undefined;
  context?: string | undefined;
  descriptions: string[];
}

/** /quizHome -> /quiz: the new quiz, with the age range the client adds (spec section 3). */
export interface QuizNavState {
  quizId: string;
  quiz: { questions: QuestionData[]; ageRange: string };
}

export interface AnalysisData {
  aiAnalysis: Record<string, string>;
  topCareerAreas: string[];
}

/** /quiz -> /results, and /results -> /ai-advisor (without user). */
export interface ResultsNavState {
  analysis: AnalysisData;
  quizId: string;
  user: { id: string; firstName: string };
  ageRange: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function readQuestion(value: unknown): QuestionData | null {
  if (!isRecord(value) || !isStringArray(value.answers)) return null;
  // The spec's question shape allows `question` in place of `text`.
  const text = typeof value.text === 'string' && value.text !== '' ? value.text : value.question;
  if (typeof text !== 'string') return null;
  return {
    text,
    answers: value.answers,
    scenario: typeof value.scenario === 'string' && value.scenario !== '' ? value.scenario : undefined,
    context: typeof value.context === 'string' && value.context !== '' ? value.context : undefined,
    descriptions: isStringArray(value.descriptions) ? value.descriptions : [],
  };
}

/** The quiz in /quiz's navigation state, or null when there is none to take. */
export function readQuizState(state: unknown): QuizNavState | null {
  if (!isRecord(state) || typeof state.quizId !== 'string' || !isRecord(state.quiz)) return null;
  const { questions, ageRange } = state.quiz;
  if (!Array.isArray(questions) || questions.length === 0) return null;
  const read = questions.map(readQuestion);
  if (read.some((question) => question === null)) return null;
  return {
    quizId: state.quizId,
    quiz: { questions: read as QuestionData[], ageRange: typeof ageRange === 'string' ? ageRange : '' },
  };
}

/** The analysis and what came with it in /results's navigation state, or null without an analysis. */
export function readResultsState(state: unknown): ResultsNavState | null {
  if (!isRecord(state) || !isRecord(state.analysis)) return null;
  const { aiAnalysis, topCareerAreas } = state.analysis;
  const user = isRecord(state.user) ? state.user : {};
  const texts: Record<string, string> = {};
  if (isRecord(aiAnalysis)) {
    for (const [name, text] of Object.entries(aiAnalysis)) if (typeof text === 'string') texts[name] = text;
  }
  return {
    analysis: { aiAnalysis: texts, topCareerAreas: isStringArray(topCareerAreas) ? topCareerAreas : [] },
    quizId: typeof state.quizId === 'string' ? state.quizId : '',
    user: {
      id: typeof user.id === 'string' ? user.id : '',
      firstName: typeof user.firstName === 'string' ? user.firstName : '',
    },
    ageRange: typeof state.ageRange === 'string' ? state.ageRange : '',
  };
}

/** A quiz in progress, kept in session storage so that a reload or a stray tap resumes it. */
export interface QuizProgress {
  /** The child taking it: another child signing in on this tab does not get it. */
  childId: string;
  state: QuizNavState;
  answers: AnswerRecord[];
  /** The question shown. */
  index: number;
}

const isIndexIn = (value: unknown, length: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < length;

/** The stored progress if it is whole and this child's; anything else is removed and ignored. */
export function readQuizProgress(childId: string): QuizProgress | null {
  let stored: unknown;
  try {
    const text = window.sessionStorage.getItem(SESSION_KEYS.quizProgress);
    if (text === null) return null;
    stored = JSON.parse(text);
  } catch {
    clearQuizProgress();
    return null;
  }
  const progress = readProgress(stored, childId);
  if (!progress) clearQuizProgress();
  return progress;
}

function readProgress(stored: unknown, childId: string): QuizProgress | null {
  if (!isRecord(stored) || stored.childId !== childId || !Array.isArray(stored.answers)) return null;
  const state = readQuizState(stored.state);
  if (!state) return null;
  const { questions } = state.quiz;
  if (!isIndexIn(stored.index, questions.length)) return null;
  const answers: AnswerRecord[] = [];
  for (const record of stored.answers) {
    if (!isRecord(record) || !isIndexIn(record.questionIndex, questions.length)) return null;
    const { questionIndex, answer } = record;
    if (typeof answer !== 'string' || !questions[questionIndex]?.answers.includes(answer)) return null;
    answers.push({ questionIndex, answer });
  }
  return { childId, state, answers, index: stored.index };
}

export function saveQuizProgress(progress: QuizProgress): void {
  try {
    window.sessionStorage.setItem(SESSION_KEYS.quizProgress, JSON.stringify(progress));
  } catch {
    // Private mode or a full disk: the quiz still works, it only cannot resume.
  }
}

export function clearQuizProgress(): void {
  try {
    window.sessionStorage.removeItem(SESSION_KEYS.quizProgress);
  } catch {
    // Nothing was stored.
  }
}
