/**
 * The Art Buddy's drawing, start to end: reads the child's words, plans and draws the picture,
 * and says honestly what it drew and what it left out. This module and everything it imports is
 * one chunk the panel loads when a picture is asked for.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

import { MAX_NAMED_UNKNOWNS, MAX_SUBJECTS } from '@/features/art-buddy/drawing/constants';
import { listPhrase, numberWord } from '@/features/art-buddy/drawing/describe';
import { parseRequest } from '@/features/art-buddy/drawing/parse';
import { planPicture, type PicturePlan } from '@/features/art-buddy/drawing/plan';
import { renderPicture, svgDataUrl } from '@/features/art-buddy/drawing/render';
import { i18n, isLanguage, SOURCE_LANGUAGE, type Language } from '@/lib/i18n';

/**
 * Things the Art Buddy suggests when it found nothing to draw, in the child's language (each a
 * request it can draw in that language: the catalogue test checks them).
 */
export const SUGGESTIONS: readonly MessageDescriptor[] = [
  msg`a giraffe on a bicycle`,
  msg`a rocket in space`,
  msg`a castle`,
  msg`a dragon`,
  msg`a rainbow`,
  msg`a whale under the sea`,
  msg`a red car`,
  msg`a unicorn`,
  msg`a robot`,
  msg`a lion wearing a crown`,
  msg`a flying pig`,
  msg`a boat at the beach`,
];

/** The app's language now: replies and captions are in it, whatever the language of the request. */
function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE;
}

export type ArtAnswer =
  | { kind: 'picture'; reply: string; alt: string; url: string }
  | { kind: 'nothing'; reply: string };

/** "a trombone", "a trombone or a violin", "a trombone, a violin, a tuba and a few other things". */
function unknownList(unknown: readonly string[], language: Language): string {
  if (unknown.length > MAX_NAMED_UNKNOWNS) {
    const some = unknown.slice(0, MAX_NAMED_UNKNOWNS).join(', ');
    return t`${some} and a few other things`;
  }
  return listPhrase(unknown, 'or', language);
}

/** Four different suggestions in the app's language, chosen by `random` (a number in [0, 1), as Math.random gives). */
export function suggestions(random: () => number): string[] {
  const pool: string[] = SUGGESTIONS.map((suggestion) => i18n._(suggestion));
  const chosen: string[] = [];
  while (chosen.length < 4 && pool.length > 0) chosen.push(...pool.splice(Math.floor(random() * pool.length) % pool.length, 1));
  return chosen;
}

/** The reply under a picture, in `language`: what was left out and why, then what it shows. */
export function pictureReply(plan: PicturePlan, language: Language = activeLanguage()): string {
  const notes: string[] = [];
  if (plan.unknown.length > 0) {
    const things = unknownList(plan.unknown, language);
    notes.push(t`I don't know how to draw ${things} yet, so here's the rest!`);
  }
  if (plan.dropped.length > 0) {
    const most = numberWord(MAX_SUBJECTS, language);
    const kept = listPhrase(plan.kept, 'and', language);
    const dropped = listPhrase(plan.dropped, 'and', language);
    notes.push(t`Only ${most} things fit in one picture, so I kept ${kept} and left out ${dropped}.`);
  }
  for (const cut of plan.cut) {
    const asked = cut.asked.toLocaleString(language);
    const things = cut.name;
    const drawn = numberWord(cut.drawn, language);
    notes.push(t`${asked} ${things} won't fit, so I drew ${drawn}.`);
  }
  // "A giraffe..." reads "a giraffe..." mid-sentence; "UFOs..." stays as it is.
  const shows = /^\p{Lu}(?!\p{Lu})/u.test(plan.description) ? plan.description.charAt(0).toLowerCase() + plan.description.slice(1) : plan.description;
  notes.push(plan.unknown.length > 0 ? t`It shows ${shows}. 🖼️` : t`Here's your picture: ${shows}! 🖼️`);
  return notes.join(' ');
}

/**
 * Draws what `message` asks for (in English, Kiswahili or French), or says kindly why there is
 * nothing to draw; the reply and the picture's description are in the app's language.
 */
export function composePicture(message: string, random: () => number = Math.random): ArtAnswer {
  const language = activeLanguage();
  const request = parseRequest(message, language);
  const plan = planPicture(request, language);
  const ideas = listPhrase(suggestions(random), 'or', language);
  if (!plan) {
    const things = unknownList(request.unknown, language);
    const reply =
      request.unknown.length > 0
        ? t`I don't know how to draw ${things} yet. I can draw things like ${ideas}. What should I draw? 🎨`
        : t`I couldn't find anything in that I know how to draw. I can draw things like ${ideas}. What should I draw? 🎨`;
    return { kind: 'nothing', reply };
  }
  return { kind: 'picture', reply: pictureReply(plan, language), alt: plan.description, url: svgDataUrl(renderPicture(plan)) };
}
