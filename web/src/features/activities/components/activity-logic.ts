import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';

import { isForAge } from '@/lib/age-range';
import { i18n } from '@/lib/i18n';

/** What the activity age filter needs of an activity (spec sections 3 and 5). */
export interface AgeRanged {
  ageRange: string;
}

/**
 * Spec section 5's activity age filter: shown only when the child's age lies within the activity's
 * 'low-high' range, both ends included. An activity without a range (or with one that is not
 * 'low-high'), or a child whose age is 0 or unset, is always shown.
 */
export function isShownForAge(activity: AgeRanged, childAge: number | null): boolean {
  return isForAge(activity.ageRange, childAge);
}

/** The activities a child of `childAge` sees, in the server's order. */
export function activitiesForAge<T extends AgeRanged>(activities: readonly T[], childAge: number | null): T[] {
  return activities.filter((activity) => isShownForAge(activity, childAge));
}

/** A completed activity cannot be started again (spec section 5). */
export function canStart(activity: { isCompleted: boolean }): boolean {
  return !activity.isCompleted;
}

/** 'science' -> 'Science': the theme as the badge's name spells it. */
export function capitalise(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** The catalogue's themes in words. */
const THEME_LABELS: Record<string, MessageDescriptor> = {
  science: msg`Science`,
  art: msg`Art`,
  technology: msg`Technology`,
  math: msg`Math`,
  music: msg`Music`,
  reading: msg`Reading`,
  nature: msg`Nature`,
  sports: msg`Sports`,
  community: msg`Community`,
};

/** An activity's theme as its card names it, in the active language; another theme capitalised. */
export function themeLabel(theme: string): string {
  const label = THEME_LABELS[theme.trim().toLowerCase()];
  return label ? i18n._(label) : capitalise(theme);
}

/** The catalogue's difficulty levels in words. */
const DIFFICULTY_LABELS: Record<string, MessageDescriptor> = {
  easy: msg`Easy`,
  medium: msg`Medium`,
  hard: msg`Hard`,
};

/** An activity's difficulty in the active language; another level as the server wrote it. */
export function difficultyLabel(level: string): string {
  const label = DIFFICULTY_LABELS[level.trim().toLowerCase()];
  return label ? i18n._(label) : level;
}

/**
 * The completed step's line: '{Theme} Explorer Badge earned!', the badge named as the catalogue
 * names it in each language (the theme is the server's code, such as 'science').
 */
export function badgeEarnedText(theme: string): string {
  const name = capitalise(theme);
  const code = theme.trim().toLowerCase();
  return select(code, {
    science: 'Science Explorer Badge earned!',
    art: 'Art Explorer Badge earned!',
    technology: 'Technology Explorer Badge earned!',
    math: 'Math Explorer Badge earned!',
    music: 'Music Explorer Badge earned!',
    reading: 'Reading Explorer Badge earned!',
    nature: 'Nature Explorer Badge earned!',
    sports: 'Sports Explorer Badge earned!',
    community: 'Community Explorer Badge earned!',
    other: `${name} Explorer Badge earned!`,
  });
}

/**
 * The project's steps: one per non-empty line of the project text (lines are separated by \n),
 * without a numbering or bullet the text may carry itself, since the screen numbers them.
 */
export function projectSteps(project: string): string[] {
  return project
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^(?:\d{1,2}[.)]|[-*•])\s+/, ''))
    .filter((line) => line !== '');
}

/** The text tutorial's tips as the tutorial step lists them: the non-empty ones, in order. */
export function tutorialTips(steps: readonly string[]): string[] {
  return steps.map((step) => step.trim()).filter((step) => step !== '');
}

/** The dialog's three steps (spec section 4, 'Activity dialog'). */
export type DialogStep = 'tutorial' | 'project' | 'completed';

/** The dialog: whether it is open, which activity it shows and at which step. */
export interface DialogState<T> {
  open: boolean;
  step: DialogStep;
  activity: T | null;
}

export type DialogAction<T> =
  | { type: 'open'; activity: T }
  | { type: 'startProject' }
  | { type: 'backToTutorial' }
  | { type: 'completed' }
  /** Cancel on the tutorial, Close on the completed step, or the dialog's own close (X, Esc, backdrop). */
  | { type: 'close' }
  /** 'Try Another Activity': only closes; the step stays until the next open. */
  | { type: 'tryAnother' };

export function initialDialog<T>(): DialogState<T> {
  return { open: false, step: 'tutorial', activity: null };
}

/** Spec section 4's transitions of the activity dialog. */
export function dialogReducer<T>(state: DialogState<T>, action: DialogAction<T>): DialogState<T> {
  switch (action.type) {
    case 'open':
      return { open: true, step: 'tutorial', activity: action.activity };
    case 'startProject':
      return state.open && state.step === 'tutorial' ? { ...state, step: 'project' } : state;
    case 'backToTutorial':
      return state.open && state.step === 'project' ? { ...state, step: 'tutorial' } : state;
    case 'completed':
      return state.open && state.step === 'project' ? { ...state, step: 'completed' } : state;
    case 'close':
      return initialDialog<T>();
    case 'tryAnother':
      return { ...state, open: false };
  }
}
