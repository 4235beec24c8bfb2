/**
 * Reads a child's request ("draw a red car and a giraffe on a bicycle at the beach") into the
 * things to draw, how they stand to each other, the place, and the words it could not draw.
 * Pure: no drawing here.
 */
import { colourOf } from '@/features/art-buddy/drawing/palette';
import type { Language } from '@/lib/i18n';
import { LONGEST_PHRASE, lookUp, pieceById } from '@/features/art-buddy/drawing/catalogue';
import type { BackgroundId } from '@/features/art-buddy/drawing/types';
import {
  AFTER_THE_THING,
  COUNTS,
  DESCRIBING,
  DETERMINERS,
  FLYING_WORDS,
  LINKS,
  SIZES,
  SKIPPED,
  VERBS,
  looksLikeAThing,
  type Link,
} from '@/features/art-buddy/drawing/words';
import { PLURAL_COPIES } from '@/features/art-buddy/drawing/constants';

export interface Colour {
  word: string;
  hex: string;
}

/** One thing the child asked for. */
export interface SubjectRequest {
  id: string;
  /** How many, as asked (not yet cut to what fits). */
  count: number;
  colour?: Colour;
  size?: { word: string; factor: number };
  flying: boolean;
  /** Something worn on the head ("wearing a crown"). */
  wears?: { id: string; colour?: Colour };
}

/** "rider on base" (rides or stands on it), "rider in base", or "rider under base". */
export interface Relation {
  kind: 'on' | 'in' | 'under';
  rider: number;
  base: number;
}

export interface ArtRequest {
  subjects: SubjectRequest[];
  relations: Relation[];
  /** The place the child named, if any. */
  background: BackgroundId | null;
  /** Night was asked for along with another place ("in the forest at night"). */
  night: boolean;
  /** What the child named that the Art Buddy cannot draw, ready for a sentence ("a trombone"). */
  unknown: string[];
}

type Token =
  | { kind: 'piece'; id: string; plural: boolean }
  | { kind: 'background'; id: BackgroundId }
  | { kind: 'link'; link: Link }
  | { kind: 'count'; count: number; word: string; after?: boolean }
  | { kind: 'colour'; colour: Colour; after?: boolean }
  | { kind: 'size'; word: string; factor: number; after?: boolean }
  | { kind: 'flying' }
  | { kind: 'determiner'; word: string }
  | { kind: 'describing' }
  | { kind: 'unknown'; word: string };

/**
 * The child's words, lower case, with punctuation kept as its own tokens; French elisions apart
 * ("l'avion" is "l" and "avion", "qu'il" is "qu" and "il").
 */
function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFC')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/-/g, ' ')
      .match(/[\p{L}\p{N}']+|[,.!?;:&]/gu) ?? []
  )
    .flatMap((word) => {
      const elided = /^(qu|[ldjmtsnc])'(\p{L}.*)$/u.exec(word);
      return elided ? [elided[1] ?? '', elided[2] ?? ''] : [word];
    })
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
}

/** The token a phrase of one or more words makes, if it means something as a whole. */
function phraseToken(phrase: string): Token | undefined {
  const link = LINKS[phrase];
  const count = COUNTS[phrase];
  const found = lookUp(phrase);
  if (found?.kind === 'piece') return { kind: 'piece', id: found.id, plural: found.plural };
  if (found?.kind === 'background') return { kind: 'background', id: found.id };
  if (link) return { kind: 'link', link };
  if (count !== undefined) return { kind: 'count', count, word: phrase, after: AFTER_THE_THING.has(phrase) };
  return undefined;
}

/** The token of one word that is no phrase. */
function wordToken(word: string): Token | null {
  if (/^[,.!?;:]$/.test(word)) return { kind: 'link', link: 'and' };
  if (/^\d+$/.test(word)) return { kind: 'count', count: Number(word), word };
  const colour = colourOf(word);
  // French and Kiswahili colours follow the thing ("un chat noir", "paka mweusi").
  if (colour) return { kind: 'colour', colour: { word, hex: colour }, after: true };
  const size = SIZES[word];
  if (size) return { kind: 'size', word, factor: size, after: AFTER_THE_THING.has(word) };
  if (FLYING_WORDS.has(word)) return { kind: 'flying' };
  if (DETERMINERS.has(word)) return { kind: 'determiner', word };
  if (DESCRIBING.has(word)) return { kind: 'describing' };
  if (SKIPPED.has(word)) return null;
  if (VERBS.has(word) || word.endsWith('ing')) return { kind: 'link', link: 'and' };
  if (looksLikeAThing(word)) return { kind: 'unknown', word };
  return null;
}

/** Tokens, matching the longest phrase first ("hot air balloon" before "air"). */
export function tokenize(text: string): Token[] {
  const list = words(text);
  const tokens: Token[] = [];
  let index = 0;
  while (index < list.length) {
    let matched = false;
    for (let length = Math.min(Math.max(LONGEST_PHRASE, 4), list.length - index); length >= 1; length -= 1) {
      const phrase = list.slice(index, index + length).join(' ');
      // "flying" alone is both a link ("a pig flying") and a describing word ("a flying pig").
      const token = length === 1 && FLYING_WORDS.has(phrase) ? undefined : phraseToken(phrase);
      if (token) {
        tokens.push(token);
        index += length;
        matched = true;
        break;
      }
    }
    if (!matched) {
      const token = wordToken(list[index] ?? '');
      if (token) tokens.push(token);
      index += 1;
    }
  }
  return tokens;
}

/** A noun phrase being read: its head (the thing) and the words before it. */
interface Phrase {
  link: Link;
  describing: boolean;
  determiner?: string;
  count?: { count: number; word: string };
  colour?: Colour;
  size?: { word: string; factor: number };
  flying: boolean;
  head?: { kind: 'piece'; id: string; plural: boolean } | { kind: 'unknown'; word: string };
}

const fresh = (link: Link, describing = false): Phrase => ({ link, describing, flying: false });

/** Splits the tokens into noun phrases, each with the link that joins it to the one before. */
function phrases(tokens: Token[]): { phrases: Phrase[]; backgrounds: BackgroundId[] } {
  const result: Phrase[] = [];
  const backgrounds: BackgroundId[] = [];
  let current = fresh('and');
  const close = (link: Link, describing = false) => {
    result.push(current);
    current = fresh(link, describing);
  };
  for (const token of tokens) {
    switch (token.kind) {
      case 'background':
        backgrounds.push(token.id);
        break;
      case 'link':
        if (token.link === 'fly' && !current.head) {
          current.flying = true;
        } else if (token.link === 'fly') {
          current.flying = true;
          close('and');
        } else {
          close(token.link);
        }
        break;
      case 'describing':
        close('and', true);
        break;
      case 'flying':
        current.flying = true;
        break;
      case 'determiner':
        if (current.head) close('and');
        current.determiner = token.word;
        break;
      case 'count':
        if (current.head && !(token.after && !current.count)) close('and');
        current.count = { count: token.count, word: token.word };
        break;
      case 'colour':
        if (current.head && !(token.after && !current.colour)) close('and');
        current.colour ??= token.colour;
        break;
      case 'size':
        if (current.head && !(token.after && !current.size)) close('and');
        current.size = { word: token.word, factor: token.factor };
        break;
      case 'piece':
        // "a dog house": the last thing named is the one drawn.
        current.head = { kind: 'piece', id: token.id, plural: token.plural };
        break;
      case 'unknown':
        // "a cat toy": the cat, and a toy it cannot draw; "a pirate ship": just the ship.
        if (current.head?.kind === 'piece') close('and');
        current.head = { kind: 'unknown', word: token.word };
        break;
    }
  }
  result.push(current);
  return { phrases: result, backgrounds };
}

/** French determiners a left-out word keeps as the child wrote it ("une trompette"). */
const FRENCH_DETERMINERS = new Set(['un', 'une', 'le', 'la', 'les', 'des', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'ce', 'cet', 'cette', 'ces']);

/**
 * A word the Art Buddy cannot draw, ready for a sentence in the reply's language: "a trombone",
 * "trombones", "two trombones"; "une trompette", "l’accordéon", « trompette »; "tarumbeta",
 * "tarumbeta mbili".
 */
function unknownPhrase(word: string, language: Language, count?: { count: number; word: string }, determiner?: string): string {
  if (language === 'sw') return count && count.count > 1 ? `${word} ${count.word}` : word;
  if (language === 'fr') {
    if (count && count.count > 1) return `${count.word} ${word}`;
    if (determiner === 'l') return `l\u2019${word}`;
    if (determiner && FRENCH_DETERMINERS.has(determiner)) return `${determiner} ${word}`;
    return `«\u00a0${word}\u00a0»`;
  }
  if (count && count.count > 1) return `${count.word} ${word}`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word;
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

/** The place: the first named, except that "the sky" and "night" give way to any other. */
function chooseBackground(backgrounds: BackgroundId[]): BackgroundId | null {
  return backgrounds.find((id) => id !== 'sky' && id !== 'night') ?? backgrounds.find((id) => id === 'night') ?? backgrounds[0] ?? null;
}

/** Places that are dark already. */
const DARK_PLACES: readonly BackgroundId[] = ['night', 'space', 'moon'];

/** Reads a request in any of the three languages; the words it left out are put in `language`'s words. */
export function parseRequest(text: string, language: Language = 'en'): ArtRequest {
  const { phrases: list, backgrounds } = phrases(tokenize(text));
  const subjects: SubjectRequest[] = [];
  const relations: Relation[] = [];
  const unknown: string[] = [];
  const related = new Set<number>();
  let previous = -1;

  for (const phrase of list) {
    const head = phrase.head;
    if (!head) {
      // "a pig with wings": the wings belong to the pig.
      if (phrase.flying && previous >= 0) (subjects[previous] as SubjectRequest).flying = true;
      continue;
    }
    if (head.kind === 'unknown') {
      const named = unknownPhrase(head.word, language, phrase.count, phrase.determiner);
      if (!phrase.describing && !unknown.includes(named)) unknown.push(named);
      continue;
    }
    const piece = pieceById(head.id);
    const joinsBefore = previous >= 0 && ['on', 'in', 'wear', 'with'].includes(phrase.link);
    if (piece.wearable && joinsBefore) {
      // Worn by the last thing named that has a head and wears nothing yet.
      const wearer = [...subjects.keys()].reverse().find((index) => {
        const subject = subjects[index] as SubjectRequest;
        return !subject.wears && pieceById(subject.id).head;
      });
      if (wearer !== undefined) {
        (subjects[wearer] as SubjectRequest).wears = { id: piece.id, ...(phrase.colour ? { colour: phrase.colour } : {}) };
        continue;
      }
    }
    const subject: SubjectRequest = {
      id: piece.id,
      count: phrase.count?.count ?? (head.plural ? PLURAL_COPIES : 1),
      flying: phrase.flying,
      ...(phrase.colour ? { colour: phrase.colour } : {}),
      ...(phrase.size ? { size: phrase.size } : {}),
    };
    if (subject.count < 1) continue;
    const worn = subjects[previous];
    if (worn && phrase.link === 'on' && piece.head && pieceById(worn.id).wearable && worn.count === 1 && !related.has(previous)) {
      // "a crown on a lion": the lion wears it.
      subject.wears = { id: worn.id, ...(worn.colour ? { colour: worn.colour } : {}) };
      subjects.splice(previous, 1, subject);
      continue;
    }
    subjects.push(subject);
    const index = subjects.length - 1;
    const before = subjects[previous];
    const single = before && before.count === 1 && subject.count === 1;
    if (single && !related.has(previous) && !related.has(index)) {
      const canCarry = Boolean(piece.seat || piece.top);
      const overhead = Boolean(piece.shelter) || piece.placement === 'sky' || piece.placement === 'backdrop';
      if ((phrase.link === 'on' || phrase.link === 'in') && canCarry) {
        relations.push({ kind: phrase.link, rider: previous, base: index });
        related.add(previous).add(index);
      } else if (phrase.link === 'under' && overhead) {
        relations.push({ kind: 'under', rider: previous, base: index });
        related.add(previous).add(index);
      }
    }
    previous = index;
  }
  const background = chooseBackground(backgrounds);
  const night = backgrounds.includes('night') && background !== null && !DARK_PLACES.includes(background);
  return { subjects, relations, background, night, unknown };
}
