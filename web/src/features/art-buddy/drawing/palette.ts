/** The Art Buddy's colours: the outline, the colour words a child may use, and shading. */
import type { Shades } from '@/features/art-buddy/drawing/types';

/** The dark outline around every shape (a flat, sticker-like style that reads on any background). */
export const OUTLINE = '#2f2a45';

/** Colour words and the colour each paints (British and American spellings). */
export const COLOURS: Readonly<Record<string, string>> = {
  red: '#e8453c',
  orange: '#ff8c1a',
  yellow: '#ffd23f',
  green: '#4cb944',
  blue: '#3d8bfd',
  purple: '#9b5de5',
  violet: '#9b5de5',
  pink: '#ff7eb6',
  brown: '#a0673a',
  black: '#3b3b48',
  white: '#f7f7f2',
  grey: '#a3a8b3',
  gray: '#a3a8b3',
  gold: '#f5c000',
  golden: '#f5c000',
  silver: '#c9ced6',
  turquoise: '#2ec4b6',
};

/**
 * Colour words in Kiswahili (after the noun, with their agreeing forms: paka mweusi, gari jekundu)
 * and French (with their feminine and plural forms), each the English colour it paints.
 */
export const COLOUR_WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.keys(COLOURS).map((word) => [word, word])),
  nyekundu: 'red', mwekundu: 'red', wekundu: 'red', jekundu: 'red', chekundu: 'red', vyekundu: 'red', mekundu: 'red',
  machungwa: 'orange', njano: 'yellow', manjano: 'yellow', kijani: 'green', bluu: 'blue', samawati: 'blue',
  zambarau: 'purple', waridi: 'pink', pinki: 'pink', kahawia: 'brown',
  nyeusi: 'black', mweusi: 'black', weusi: 'black', jeusi: 'black', cheusi: 'black', vyeusi: 'black', meusi: 'black',
  nyeupe: 'white', mweupe: 'white', weupe: 'white', jeupe: 'white', cheupe: 'white', vyeupe: 'white', meupe: 'white',
  kijivu: 'grey', dhahabu: 'gold', fedha: 'silver', feruzi: 'turquoise',
  rouge: 'red', rouges: 'red', jaune: 'yellow', jaunes: 'yellow',
  vert: 'green', verte: 'green', verts: 'green', vertes: 'green',
  bleu: 'blue', bleue: 'blue', bleus: 'blue', bleues: 'blue',
  violette: 'purple', violets: 'purple', violettes: 'purple', rose: 'pink', roses: 'pink',
  marron: 'brown', brun: 'brown', brune: 'brown', bruns: 'brown', brunes: 'brown',
  noir: 'black', noire: 'black', noirs: 'black', noires: 'black',
  blanc: 'white', blanche: 'white', blancs: 'white', blanches: 'white',
  gris: 'grey', grise: 'grey', grises: 'grey',
  doré: 'gold', dorée: 'gold', dorés: 'gold', dorées: 'gold',
  argenté: 'silver', argentée: 'silver', argentés: 'silver', argentées: 'silver', turquoises: 'turquoise',
};

/** The colour a word paints, in any of the three languages. */
export function colourOf(word: string): string | undefined {
  const english = COLOUR_WORDS[word];
  return english === undefined ? undefined : COLOURS[english];
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `hex` moved a share `amount` (0 to 1) of the way towards `to`. */
export function mix(hex: string, to: string, amount: number): string {
  const from = channels(hex);
  const target = channels(to);
  const blended = from.map((channel, index) => Math.round(channel + ((target[index] ?? 0) - channel) * amount));
  return `#${blended.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A main colour with its darker and lighter shades. */
export function shadesOf(main: string): Shades {
  return { main, dark: mix(main, '#000000', 0.3), light: mix(main, '#ffffff', 0.5) };
}
