/** The quiz's pure rules: age bands, answers, the results headline and analysis field names. */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

import { i18n } from '@/lib/i18n';

/** The four age bands (spec sections 2 and 9), in the order the quiz home shows them. */
export const AGE_BANDS = [
  { range: '6-8', title: msg`Early Explorers`, emoji: '🧸', accent: 'orange', blurb: msg`Playful questions about the things you love to do.` },
  { range: '9-12', title: msg`Budding Innovators`, emoji: '🚀', accent: 'purple', blurb: msg`Discover what you enjoy building, solving and sharing.` },
  { range: '13-15', title: msg`Teen Trailblazers`, emoji: '🌍', accent: 'cyan', blurb: msg`Real-life scenarios that show how you like to work.` },
  { range: '16-18', title: msg`Visionary Achievers`, emoji: '🎓', accent: 'pink', blurb: msg`Think ahead to studies and careers that fit you.` },
] as const;

export type AgeRange = (typeof AGE_BANDS)[number]['range'];

export function isAgeRange(value: unknown): value is AgeRange {
  return AGE_BANDS.some((band) => band.range === value);
}

/** The band a child's age falls in, for highlighting their card; none outside 6-18. */
export function bandForAge(age: number): AgeRange | undefined {
  if (age >= 6 && age <= 8) return '6-8';
  if (age >= 9 && age <= 12) return '9-12';
  if (age >= 13 && age <= 15) return '13-15';
  if (age >= 16 && age <= 18) return '16-18';
  return undefined;
}

export interface AnswerRecord {
  questionIndex: number;
  answer: string;
}

/** Records an answer; answering an index again replaces its earlier answer (spec section 4). */
export function recordAnswer(answers: readonly AnswerRecord[], questionIndex: number, answer: string): AnswerRecord[] {
  return [...answers.filter((record) => record.questionIndex !== questionIndex), { questionIndex, answer }].sort(
    (a, b) => a.questionIndex - b.questionIndex,
  );
}

/** A, B, C... for the 16-18 layout's answers. */
export function answerLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/**
 * The Career Profile headline from the top career areas (spec section 2, "Results"), in the active
 * language; the areas themselves are the server's words.
 */
export function careerHeadline(areas: readonly string[]): string {
  const [first, second] = areas;
  if (first === undefined) return t`Amazing Learner with Unique Strengths`;
  if (second === undefined) return t`${first} Enthusiast`;
  return t`${first} & ${second} Explorer`;
}

/** An analysis field's name as words: learningStyle -> 'Learning Style', next_steps -> 'Next Steps'. */
export function fieldTitle(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const FIELD_ORDER = ['summary', 'strengths', 'interests', 'learningStyle', 'nextSteps'];

/** The usual fields' titles in the active language; any other field is titled from its name. */
const FIELD_TITLES: Record<string, MessageDescriptor> = {
  summary: msg`Summary`,
  strengths: msg`Strengths`,
  interests: msg`Interests`,
  learningStyle: msg`Learning Style`,
  nextSteps: msg`Next Steps`,
};

/**
 * The analysis text fields to show, one card each: non-empty strings only, the usual five in a
 * reading order (summary first, next steps last of them), any others after, by name.
 */
export function analysisFields(aiAnalysis: Record<string, unknown>): { name: string; title: string; text: string }[] {
  const rank = (name: string) => {
    const at = FIELD_ORDER.indexOf(name);
    return at === -1 ? FIELD_ORDER.length : at;
  };
  return Object.entries(aiAnalysis)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, text]) => {
      const known = FIELD_TITLES[name];
      return { name, title: known ? i18n._(known) : fieldTitle(name), text };
    });
}
