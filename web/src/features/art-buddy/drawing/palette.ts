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
