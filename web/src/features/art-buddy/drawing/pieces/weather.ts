/* eslint-disable lingui/no-unlocalized-strings -- the picture library: SVG markup, and each thing's names in English, Kiswahili and French kept side by side as data (the parser reads all three; describe.ts says them in the app's language) */
/**
 * The sky and the weather: sun, moon, clouds and stars sit in the sky's fixed spots; a rainbow
 * arches behind everything; rain, snow and lightning are drawn over the whole scene (320 x 240).
 */
import { OUTLINE } from '@/features/art-buddy/drawing/palette';
import { circle, eye, line, path, star } from '@/features/art-buddy/drawing/shapes';
import type { Piece } from '@/features/art-buddy/drawing/types';

/** A fluffy cloud in a 100 x 60 box. */
export const cloudShape = (fill: string) =>
  path('M14 58 q-14 0 -12 -14 q2 -12 16 -12 q0 -18 20 -20 q14 -10 28 2 q18 -6 24 12 q14 2 12 18 q-2 14 -16 14 z', fill);

/** Where the overlays' clouds and drops go (fixed, so a picture is the same each time). */
const DROPS = Array.from({ length: 28 }, (_, index) => ({
  x: 12 + ((index * 53) % 300),
  y: 70 + ((index * 37) % 160),
}));

export const WEATHER: readonly Piece[] = [
  {
    id: 'sun',
    name: 'sun',
    plural: 'suns',
    words: ['sun', 'sunshine', 'sunny', 'sunset', 'sunrise'],
    sw: { name: 'jua', plural: 'jua', agreement: 'ma' },
    fr: { name: 'soleil', plural: 'soleils' },
    category: 'weather',
    placement: 'sky',
    size: 56,
    width: 100,
    height: 100,
    colour: '#ffd23f',
    unique: true,
    art: (c) =>
      Array.from({ length: 12 }, (_, index) => {
        const angle = (Math.PI / 6) * index;
        const x1 = (50 + 36 * Math.cos(angle)).toFixed(1);
        const y1 = (50 + 36 * Math.sin(angle)).toFixed(1);
        const x2 = (50 + 48 * Math.cos(angle)).toFixed(1);
        const y2 = (50 + 48 * Math.sin(angle)).toFixed(1);
        return line(`M${x1} ${y1} L${x2} ${y2}`, '#ff9f1c', 5, ' stroke-linecap="round"');
      }).join('') +
      circle(50, 50, 30, c.main) +
      eye(41, 46, 3) +
      eye(59, 46, 3) +
      line('M40 58 q10 8 20 0', OUTLINE, 2) +
      circle(34, 56, 4, '#ff9f80', ' stroke="none" fill-opacity="0.7"') +
      circle(66, 56, 4, '#ff9f80', ' stroke="none" fill-opacity="0.7"'),
  },
  {
    id: 'moon',
    name: 'moon',
    plural: 'moons',
    words: ['moon', 'crescent', 'half moon', 'full moon'],
    sw: { name: 'mwezi', plural: 'miezi', agreement: 'm' },
    fr: { name: 'lune', plural: 'lunes', feminine: true, words: ['croissant de lune'] },
    category: 'weather',
    placement: 'sky',
    size: 50,
    width: 100,
    height: 100,
    colour: '#fff3a3',
    unique: true,
    art: (c) =>
      path('M60 6 a44 44 0 1 0 34 72 a36 36 0 1 1 -34 -72 z', c.main) +
      circle(36, 40, 5, c.dark, ' stroke="none" fill-opacity="0.35"') +
      circle(30, 64, 7, c.dark, ' stroke="none" fill-opacity="0.35"'),
  },
  {
    id: 'cloud',
    name: 'cloud',
    plural: 'clouds',
    words: ['cloud', 'cloudy'],
    sw: { name: 'wingu', plural: 'mawingu', agreement: 'ma' },
    fr: { name: 'nuage', plural: 'nuages' },
    category: 'weather',
    placement: 'sky',
    size: 44,
    width: 100,
    height: 60,
    colour: '#ffffff',
    art: (c) => cloudShape(c.main),
    top: { x: 50, y: 14 },
  },
  {
    id: 'star',
    name: 'star',
    plural: 'stars',
    words: ['star', 'starry', 'twinkle', 'shooting star'],
    sw: { name: 'nyota', plural: 'nyota', agreement: 'n' },
    fr: { name: 'étoile', plural: 'étoiles', feminine: true, words: ['étoile filante'] },
    category: 'weather',
    placement: 'sky',
    size: 34,
    width: 100,
    height: 100,
    colour: '#ffd23f',
    art: (c) => star(50, 54, 48, c.main) + eye(42, 52, 3.4) + eye(58, 52, 3.4) + line('M44 64 q6 5 12 0', OUTLINE, 2.2),
  },
  {
    id: 'rainbow',
    name: 'rainbow',
    plural: 'rainbows',
    words: ['rainbow'],
    sw: { name: 'upinde wa mvua', plural: 'pinde za mvua', agreement: 'u' },
    fr: { name: 'arc-en-ciel', plural: 'arcs-en-ciel' },
    category: 'weather',
    placement: 'backdrop',
    size: 150,
    width: 280,
    height: 150,
    colour: '#e8453c',
    art: (c) =>
      [c.main, '#ff8c1a', '#ffd23f', '#4cb944', '#3d8bfd', '#9b5de5']
        .map((colour, index) => {
          const r = 136 - index * 11;
          return line(`M${140 - r} 150 A${r} ${r} 0 0 1 ${140 + r} 150`, colour, 11.5, ' stroke-linecap="butt"');
        })
        .join('') +
      line('M-2 150 A142 142 0 0 1 282 150 M64.5 150 A75.5 75.5 0 0 1 215.5 150', OUTLINE, 2, ' stroke-linecap="butt"') +
      `<g transform="translate(-14 110) scale(0.7)">${cloudShape('#fff')}</g>` +
      `<g transform="translate(224 110) scale(0.7)">${cloudShape('#fff')}</g>`,
  },
  {
    id: 'rain',
    name: 'rain',
    plural: 'rain',
    words: ['rain', 'rainy', 'raining', 'raindrop', 'raindrops', 'shower', 'drizzle'],
    sw: { name: 'mvua', plural: 'mvua', agreement: 'n', words: ['manyunyu'] },
    fr: { name: 'pluie', plural: 'pluie', feminine: true, words: ['pluvieux'] },
    category: 'weather',
    placement: 'overlay',
    size: 240,
    width: 320,
    height: 240,
    colour: '#5aa9ff',
    art: (c) =>
      DROPS.map(({ x, y }) => path(`M${x} ${y} q4 6 4 9 a4 4 0 0 1 -8 0 q0 -3 4 -9 z`, c.main, ' stroke-width="1"')).join('') +
      `<g transform="translate(20 4) scale(1.1 0.9)">${cloudShape('#b7c3d4')}</g>` +
      `<g transform="translate(190 8) scale(1.2 0.9)">${cloudShape('#c9d3e0')}</g>`,
  },
  {
    id: 'snowfall',
    name: 'falling snow',
    plural: 'falling snow',
    words: ['snowflake', 'snowflakes', 'snowing', 'snowfall', 'blizzard', 'snowstorm'],
    sw: { name: 'theluji inayoanguka', plural: 'theluji inayoanguka', agreement: 'n', words: ['chembe za theluji'] },
    fr: { name: 'neige qui tombe', plural: 'neige qui tombe', feminine: true, words: ['flocon', 'flocons de neige'] },
    category: 'weather',
    placement: 'overlay',
    size: 240,
    width: 320,
    height: 240,
    colour: '#ffffff',
    art: (c) =>
      DROPS.map(
        ({ x, y }, index) =>
          circle(x, y - 60 + (index % 3) * 7, 3 + (index % 3), c.main, ` stroke="#9fb3c8" stroke-width="1"`),
      ).join(''),
  },
  {
    id: 'lightning',
    name: 'lightning',
    plural: 'lightning',
    words: ['lightning', 'thunder', 'storm', 'thunderstorm', 'stormy', 'lightning bolt'],
    sw: { name: 'radi', plural: 'radi', agreement: 'n', words: ['umeme', 'ngurumo'] },
    fr: { name: 'éclair', plural: 'éclairs', words: ['orage', 'tonnerre'] },
    category: 'weather',
    placement: 'overlay',
    size: 240,
    width: 320,
    height: 240,
    colour: '#ffd23f',
    art: (c) =>
      path('M72 40 l-22 46 h18 l-14 44 l40 -58 h-20 l16 -32 z', c.main, ' stroke-width="2"') +
      `<g transform="translate(30 2) scale(1.2 0.9)">${cloudShape('#8d99ad')}</g>`,
  },
];
