/** Everything the Art Buddy can draw, and the index from a child's words to it. */
import { BACKGROUNDS } from '@/features/art-buddy/drawing/backgrounds';
import { ANIMALS } from '@/features/art-buddy/drawing/pieces/animals';
import { OBJECTS } from '@/features/art-buddy/drawing/pieces/objects';
import { VEHICLES } from '@/features/art-buddy/drawing/pieces/vehicles';
import { WEATHER } from '@/features/art-buddy/drawing/pieces/weather';
import type { Background, BackgroundId, Piece } from '@/features/art-buddy/drawing/types';

export const PIECES: readonly Piece[] = [...ANIMALS, ...VEHICLES, ...OBJECTS, ...WEATHER];

const piecesById = new Map(PIECES.map((piece) => [piece.id, piece]));
const backgroundsById = new Map(BACKGROUNDS.map((background) => [background.id, background]));

export function pieceById(id: string): Piece {
  const piece = piecesById.get(id);
  if (!piece) throw new Error(`No piece ${id}`);
  return piece;
}

export function backgroundById(id: BackgroundId): Background {
  const background = backgroundsById.get(id);
  if (!background) throw new Error(`No background ${id}`);
  return background;
}

/** A word or phrase of the catalogue: a thing (singular or plural) or a place. */
export type CatalogueWord = { kind: 'piece'; id: string; plural: boolean } | { kind: 'background'; id: BackgroundId };

/** A phrase as the parser reads it: lower case, "l'" and "d'" apart, hyphens as spaces. */
export function asRead(phrase: string): string {
  return phrase.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\b([ld])'/g, '$1 ').replace(/-/g, ' ');
}

/**
 * Every phrase (lower case, words separated by one space) a piece or a place answers to, in
 * English, Kiswahili and French.
 */
export const CATALOGUE_WORDS: ReadonlyMap<string, CatalogueWord> = (() => {
  const words = new Map<string, CatalogueWord>();
  for (const background of BACKGROUNDS) {
    for (const word of [...background.words, ...background.sw.words, ...background.fr.words]) {
      words.set(asRead(word), { kind: 'background', id: background.id });
    }
  }
  // Things win over places ("a mountain" is a place only because no piece claims it).
  for (const piece of PIECES) {
    const singular = [piece.name, ...piece.words, piece.sw.name, ...(piece.sw.words ?? []), piece.fr.name, ...(piece.fr.words ?? [])];
    for (const word of singular) words.set(asRead(word), { kind: 'piece', id: piece.id, plural: false });
    for (const [name, plural] of [[piece.name, piece.plural], [piece.sw.name, piece.sw.plural], [piece.fr.name, piece.fr.plural]] as const) {
      if (plural !== name) words.set(asRead(plural), { kind: 'piece', id: piece.id, plural: true });
    }
  }
  return words;
})();

/** The longest phrase in the catalogue, in words. */
export const LONGEST_PHRASE = Math.max(...[...CATALOGUE_WORDS.keys()].map((phrase) => phrase.split(' ').length));

/** Singular forms a plural word may have ("boxes" -> "box", "ponies" -> "pony", "wolves" -> "wolf"). */
export function singularForms(word: string): string[] {
  const forms: string[] = [];
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

/** The catalogue entry for a phrase, trying its last word's singular forms too. */
export function lookUp(phrase: string): CatalogueWord | undefined {
  const exact = CATALOGUE_WORDS.get(phrase);
  if (exact) return exact;
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  for (const singular of singularForms(last)) {
    const found = CATALOGUE_WORDS.get([...words, singular].join(' '));
    if (found?.kind === 'piece') return { ...found, plural: true };
  }
  return undefined;
}
