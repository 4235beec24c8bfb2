/** The careers screens' pure rules (spec sections 5 and 9). */
import { t } from '@lingui/core/macro';

/** Stars out of five: floor(matchPercentage / 20), kept within 0 to 5. */
export function starCount(matchPercentage: number): number {
  return Math.min(5, Math.max(0, Math.floor(matchPercentage / 20)));
}

/** 95 and above 'Perfect Match!', 90 and above 'Excellent Match', else 'Great Match' (in the active language). */
export function matchLabel(matchPercentage: number): string {
  if (matchPercentage >= 95) return t`Perfect Match!`;
  if (matchPercentage >= 90) return t`Excellent Match`;
  return t`Great Match`;
}

/** The longest question the advisor takes. */
export const ADVISOR_MAX_CHARS = 500;

/** The question to send, or null for empty or whitespace-only text; never longer than the limit. */
export function advisorQuestion(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return trimmed.slice(0, ADVISOR_MAX_CHARS);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Quiz id and user id from /career-recommendations's navigation state, or null when either is missing. */
export function readCareerIds(state: unknown): { quizId: string; userId: string } | null {
  if (!isRecord(state) || !isRecord(state.user)) return null;
  const { quizId } = state;
  const userId = state.user.id ?? state.user._id;
  if (typeof quizId !== 'string' || quizId === '' || typeof userId !== 'string' || userId === '') return null;
  return { quizId, userId };
}

/** The top career areas handed to /ai-advisor with the analysis, if any. */
export function readAdvisorAreas(state: unknown): string[] {
  if (!isRecord(state) || !isRecord(state.analysis)) return [];
  const areas = state.analysis.topCareerAreas;
  return Array.isArray(areas) ? areas.filter((area): area is string => typeof area === 'string') : [];
}
