/**
 * The Art Buddy's drawing, start to end: reads the child's words, plans and draws the picture,
 * and says honestly what it drew and what it left out. This module and everything it imports is
 * one chunk the panel loads when a picture is asked for.
 */
import { MAX_NAMED_UNKNOWNS, MAX_SUBJECTS } from '@/features/art-buddy/drawing/constants';
import { parseRequest } from '@/features/art-buddy/drawing/parse';
import { listPhrase, numberWord, planPicture, type PicturePlan } from '@/features/art-buddy/drawing/plan';
import { renderPicture, svgDataUrl } from '@/features/art-buddy/drawing/render';

/** Things the Art Buddy suggests when it found nothing to draw. */
export const SUGGESTIONS = [
  'a giraffe on a bicycle',
  'a rocket in space',
  'a castle',
  'a dragon',
  'a rainbow',
  'a whale under the sea',
  'a red car',
  'a unicorn',
  'a robot',
  'a lion wearing a crown',
  'a flying pig',
  'a boat at the beach',
] as const;

export type ArtAnswer =
  | { kind: 'picture'; reply: string; alt: string; url: string }
  | { kind: 'nothing'; reply: string };

/** "a trombone", "a trombone or a violin", "a trombone, a violin, a tuba and a few other things". */
function unknownList(unknown: readonly string[]): string {
  if (unknown.length > MAX_NAMED_UNKNOWNS) return `${unknown.slice(0, MAX_NAMED_UNKNOWNS).join(', ')} and a few other things`;
  return listPhrase(unknown, 'or');
}

/** Four different suggestions, chosen by `random` (a number in [0, 1), as Math.random gives). */
export function suggestions(random: () => number): string[] {
  const pool: string[] = [...SUGGESTIONS];
  const chosen: string[] = [];
  while (chosen.length < 4 && pool.length > 0) chosen.push(...pool.splice(Math.floor(random() * pool.length) % pool.length, 1));
  return chosen;
}

/** The reply under a picture: what was left out and why, then what it shows. */
export function pictureReply(plan: PicturePlan): string {
  const notes: string[] = [];
  if (plan.unknown.length > 0) notes.push(`I don't know how to draw ${unknownList(plan.unknown)} yet, so here's the rest!`);
  if (plan.dropped.length > 0) {
    notes.push(
      `Only ${numberWord(MAX_SUBJECTS)} things fit in one picture, so I kept ${listPhrase(plan.kept)} and left out ${listPhrase(plan.dropped)}.`,
    );
  }
  for (const cut of plan.cut) notes.push(`${cut.asked.toLocaleString('en')} ${cut.name} won't fit, so I drew ${numberWord(cut.drawn)}.`);
  // "A giraffe..." reads "a giraffe..." mid-sentence; "UFOs..." stays as it is.
  const shows = /^[A-Z](?![A-Z])/.test(plan.description) ? plan.description.charAt(0).toLowerCase() + plan.description.slice(1) : plan.description;
  notes.push(plan.unknown.length > 0 ? `It shows ${shows}. 🖼️` : `Here's your picture: ${shows}! 🖼️`);
  return notes.join(' ');
}

/** Draws what `message` asks for, or says kindly why there is nothing to draw. */
export function composePicture(message: string, random: () => number = Math.random): ArtAnswer {
  const request = parseRequest(message);
  const plan = planPicture(request);
  const ideas = listPhrase(suggestions(random), 'or');
  if (!plan) {
    const reply =
      request.unknown.length > 0
        ? `I don't know how to draw ${unknownList(request.unknown)} yet. I can draw things like ${ideas}. What should I draw? 🎨`
        : `I couldn't find anything in that I know how to draw. I can draw things like ${ideas}. What should I draw? 🎨`;
    return { kind: 'nothing', reply };
  }
  return { kind: 'picture', reply: pictureReply(plan), alt: plan.description, url: svgDataUrl(renderPicture(plan)) };
}
