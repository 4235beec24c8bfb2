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

/** Every phrase (lower case, words separated by one space) a piece or a place answers to. */
export const CATALOGUE_WORDS: ReadonlyMap<string, CatalogueWord> = (() => {
  const words = new Map<string, CatalogueWord>();
  for (const background of BACKGROUNDS) {
    for (const word of background.words) words.set(word, { kind: 'background', id: background.id });
  }
  // Things win over places ("a mountain" is a place only because no piece claims it).
  for (const piece of PIECES) {
    for (const word of [piece.name.toLowerCase(), ...piece.words]) {
      words.set(word.replace(/-/g, ' '), { kind: 'piece', id: piece.id, plural: false });
    }
    if (piece.plural !== piece.name) words.set(piece.plural.toLowerCase(), { kind: 'piece', id: piece.id, plural: true });
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
