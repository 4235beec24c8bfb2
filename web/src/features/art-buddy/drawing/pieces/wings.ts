/* eslint-disable lingui/no-unlocalized-strings -- SVG markup: no words anyone reads */
/** A pair of white wings for things that fly without having their own ("a flying pig"). */
import { path } from '@/features/art-buddy/drawing/shapes';

/** The box the wings are drawn in; their roots are at the middle of its bottom. */
export const WINGS_BOX = { width: 100, height: 70 } as const;

export const wingsArt = () =>
  path('M50 68 q-6 -36 -40 -62 q4 18 0 26 q10 0 12 8 q-6 4 -2 8 q10 -2 14 6 q4 8 16 14 z', '#e3ecfb') +
  path('M52 68 q2 -40 36 -66 q0 18 6 26 q-10 2 -10 10 q6 4 0 8 q-10 -2 -14 6 q-4 8 -18 16 z', '#ffffff');
