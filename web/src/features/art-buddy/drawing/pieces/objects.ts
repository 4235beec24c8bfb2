/* eslint-disable lingui/no-unlocalized-strings -- the picture library: SVG markup, and each thing's names in English, Kiswahili and French kept side by side as data (the parser reads all three; describe.ts says them in the app's language) */
/** Things and places that stand in a scene: houses, trees, food, toys, hats. */
import { OUTLINE } from '@/features/art-buddy/drawing/palette';
import { bare, circle, ellipse, eye, line, path, rect } from '@/features/art-buddy/drawing/shapes';
import type { Piece } from '@/features/art-buddy/drawing/types';

const GLASS = '#bfe6ff';
const WOOD = '#8b5a2b';
const GOLD = '#f5c000';

export const OBJECTS: readonly Piece[] = [
  {
    id: 'house',
    name: 'house',
    plural: 'houses',
    words: ['house', 'home', 'cottage'],
    sw: { name: 'nyumba', plural: 'nyumba', agreement: 'n' },
    fr: { name: 'maison', plural: 'maisons', feminine: true },
    category: 'object',
    placement: 'ground',
    size: 105,
    width: 100,
    height: 100,
    colour: '#ffd6a5',
    home: 'meadow',
    art: (c) =>
      rect(66, 12, 12, 26, '#b35c44') +
      rect(14, 44, 72, 56, c.main) +
      path('M4 48 L50 6 L96 48 Z', '#e8453c') +
      rect(42, 66, 18, 34, WOOD, 2) +
      circle(56, 84, 1.8, GOLD, bare) +
      rect(20, 56, 16, 16, GLASS) +
      rect(66, 56, 16, 16, GLASS) +
      line('M28 56 v16 M20 64 h16 M74 56 v16 M66 64 h16', OUTLINE, 1.5) +
      circle(50, 32, 6, GLASS),
    top: { x: 50, y: 10 },
  },
  {
    id: 'castle',
    name: 'castle',
    plural: 'castles',
    words: ['castle', 'palace', 'fortress'],
    sw: { name: 'kasri', plural: 'kasri', agreement: 'n', words: ['ngome'] },
    fr: { name: 'château', plural: 'châteaux', words: ['palais'] },
    category: 'object',
    placement: 'ground',
    size: 140,
    width: 120,
    height: 110,
    colour: '#b8bfcc',
    home: 'meadow',
    art: (c) => {
      const battlements = (x: number, y: number, width: number) =>
        path(`M${x} ${y} v-8 h${width / 5} v4 h${width / 5} v-4 h${width / 5} v4 h${width / 5} v-4 h${width / 5} v8 z`, c.main);
      return (
        line('M18 20 v-16 M102 20 v-16', OUTLINE, 2) +
        path('M18 4 l14 4 l-14 4 z M102 4 l14 4 l-14 4 z', '#ff7eb6') +
        rect(30, 44, 60, 66, c.main) +
        battlements(30, 44, 60) +
        rect(6, 30, 24, 80, c.main) +
        battlements(6, 30, 24) +
        rect(90, 30, 24, 80, c.main) +
        battlements(90, 30, 24) +
        path('M46 110 v-22 q14 -16 28 0 v22 z', WOOD) +
        line('M53 110 v-24 M60 110 v-26 M67 110 v-24', '#6b4226', 1.5) +
        path('M14 56 q4 -8 8 0 v12 h-8 z M98 56 q4 -8 8 0 v12 h-8 z M56 58 q4 -8 8 0 v12 h-8 z', '#3b3b48') +
        line('M30 70 h60 M6 86 h24 M90 86 h24', c.dark, 1.2)
      );
    },
    top: { x: 60, y: 38 },
  },
  {
    id: 'tree',
    name: 'tree',
    plural: 'trees',
    words: ['tree', 'oak', 'apple tree', 'forest tree'],
    sw: { name: 'mti', plural: 'miti', agreement: 'm' },
    fr: { name: 'arbre', plural: 'arbres', words: ['pommier'] },
    category: 'object',
    placement: 'ground',
    size: 150,
    width: 100,
    height: 120,
    colour: '#4cb944',
    home: 'meadow',
    art: (c) =>
      path('M42 120 q4 -30 0 -56 h16 q-4 26 0 56 z', WOOD) +
      line('M50 78 l14 -12', WOOD, 5) +
      path(
        'M22 66 q-20 -4 -16 -24 q2 -14 16 -14 q0 -22 22 -24 q16 -2 24 12 q16 -4 24 10 q10 16 -4 28 q4 18 -16 20 q-10 8 -24 2 q-14 6 -26 -10 z',
        c.main,
      ) +
      path('M30 40 q6 -10 14 -6 M60 28 q8 -4 14 4 M68 54 q6 -4 10 2', 'none', ` stroke="${c.dark}" stroke-width="2"`) +
      circle(30, 54, 4, '#e8453c') +
      circle(58, 44, 4, '#e8453c') +
      circle(76, 60, 4, '#e8453c'),
    top: { x: 50, y: 8 },
    shelter: { x: 50, room: 0.55 },
  },
  {
    id: 'palm-tree',
    name: 'palm tree',
    plural: 'palm trees',
    words: ['palm tree', 'palm', 'coconut tree'],
    sw: { name: 'mnazi', plural: 'minazi', agreement: 'm', words: ['mchikichi'] },
    fr: { name: 'palmier', plural: 'palmiers', words: ['cocotier'] },
    category: 'object',
    placement: 'ground',
    size: 140,
    width: 100,
    height: 120,
    colour: '#4cb944',
    home: 'beach',
    art: (c) =>
      path('M44 120 q-2 -50 12 -92 h8 q-12 42 -8 92 z', '#c98b4e') +
      line('M46 108 h10 M46 94 h10 M47 80 h10 M49 66 h9 M52 52 h9 M55 38 h8', '#8b5a2b', 1.5) +
      circle(54, 32, 5, '#8b5a2b') +
      circle(64, 34, 5, '#8b5a2b') +
      path('M58 26 q-30 -20 -54 8 q24 -12 54 -4 z', c.main) +
      path('M58 26 q-14 -28 -42 -20 q26 2 42 22 z', c.main) +
      path('M58 26 q28 -22 52 4 q-24 -10 -52 0 z', c.main) +
      path('M58 26 q14 -28 36 -22 q-22 4 -36 24 z', c.main) +
      path('M58 26 q-6 18 -18 30 q8 -18 16 -30 z M58 26 q10 14 24 26 q-14 -14 -22 -28 z', c.main),
    shelter: { x: 50, room: 0.5 },
  },
  {
    id: 'flower',
    name: 'flower',
    plural: 'flowers',
    words: ['flower', 'daisy', 'blossom'],
    sw: { name: 'ua', plural: 'maua', agreement: 'ma' },
    fr: { name: 'fleur', plural: 'fleurs', feminine: true, words: ['marguerite'] },
    category: 'object',
    placement: 'ground',
    size: 45,
    width: 50,
    height: 100,
    colour: '#ff7eb6',
    home: 'meadow',
    art: (c) =>
      line('M25 100 v-62', '#3f9b3f', 4) +
      path('M25 80 q-18 -12 -20 -2 q8 8 20 2 z M25 68 q18 -12 20 -2 q-8 8 -20 2 z', '#4cb944') +
      Array.from({ length: 6 }, (_, index) => {
        const angle = (Math.PI / 3) * index;
        return circle(+(25 + 12 * Math.cos(angle)).toFixed(1), +(26 + 12 * Math.sin(angle)).toFixed(1), 9, c.main);
      }).join('') +
      circle(25, 26, 8, '#ffd23f'),
  },
  {
    id: 'mushroom',
    name: 'mushroom',
    plural: 'mushrooms',
    words: ['mushroom', 'toadstool'],
    sw: { name: 'uyoga', plural: 'uyoga', agreement: 'u' },
    fr: { name: 'champignon', plural: 'champignons' },
    category: 'object',
    placement: 'ground',
    size: 40,
    width: 90,
    height: 90,
    colour: '#e8453c',
    home: 'forest',
    art: (c) =>
      path('M32 88 q-2 -26 4 -44 h18 q6 18 4 44 z', '#fff6e0') +
      path('M4 48 q0 -44 41 -44 q41 0 41 44 q-41 8 -82 0 z', c.main) +
      circle(28, 24, 6, '#fff', bare) +
      circle(56, 18, 5, '#fff', bare) +
      circle(66, 36, 6, '#fff', bare) +
      circle(40, 40, 4, '#fff', bare),
    top: { x: 45, y: 6 },
  },
  {
    id: 'volcano',
    name: 'volcano',
    plural: 'volcanoes',
    words: ['volcano'],
    sw: { name: 'volkano', plural: 'volkano', agreement: 'n' },
    fr: { name: 'volcan', plural: 'volcans' },
    category: 'object',
    placement: 'ground',
    size: 110,
    width: 140,
    height: 100,
    colour: '#8b6a4f',
    home: 'mountains',
    art: (c) =>
      circle(66, 12, 10, '#c9ced6') +
      circle(80, 8, 8, '#c9ced6') +
      path('M4 100 L52 28 h36 L136 100 Z', c.main) +
      path('M52 28 h36 l-4 6 q-6 10 -8 20 q-4 -8 -6 0 q-2 16 -6 0 q-4 -10 -8 -4 q-2 -12 -4 -22 z', '#ff6a1a') +
      ellipse(70, 28, 18, 4, '#ffd23f', ' stroke-width="1.5"') +
      path('M20 100 l20 -30 l10 6 l-10 24 z', c.dark, bare),
    top: { x: 70, y: 28 },
  },
  {
    id: 'umbrella',
    name: 'umbrella',
    plural: 'umbrellas',
    words: ['umbrella', 'parasol', 'brolly'],
    sw: { name: 'mwavuli', plural: 'miavuli', agreement: 'm' },
    fr: { name: 'parapluie', plural: 'parapluies', words: ['parasol'] },
    category: 'object',
    placement: 'ground',
    size: 90,
    width: 100,
    height: 100,
    colour: '#9b5de5',
    home: 'meadow',
    art: (c) =>
      line('M50 30 v62 q0 8 -8 8 q-8 0 -8 -8', OUTLINE, 4) +
      path('M4 34 q0 -30 46 -30 q46 0 46 30 q-7 -6 -15 0 q-8 -6 -16 0 q-7 -6 -15 0 q-8 -6 -16 0 q-8 -6 -15 0 q-8 -6 -15 0 z', c.main) +
      path('M50 4 q-14 10 -15 30 q8 -6 15 0 q7 -6 15 0 q-1 -20 -15 -30 z', c.light, ' stroke-width="1.5"') +
      line('M50 4 v-3', OUTLINE, 3),
    shelter: { x: 50, room: 0.62 },
  },
  {
    id: 'table',
    name: 'table',
    plural: 'tables',
    words: ['table'],
    sw: { name: 'meza', plural: 'meza', agreement: 'n' },
    fr: { name: 'table', plural: 'tables', feminine: true },
    category: 'object',
    placement: 'ground',
    size: 45,
    width: 100,
    height: 64,
    colour: '#c98b4e',
    home: 'meadow',
    art: (c) =>
      rect(12, 14, 8, 50, c.dark, 2) +
      rect(80, 14, 8, 50, c.dark, 2) +
      rect(2, 6, 96, 10, c.main, 3),
    top: { x: 50, y: 6 },
    shelter: { x: 50, room: 0.8 },
  },
  {
    id: 'rock',
    name: 'rock',
    plural: 'rocks',
    words: ['rock', 'stone', 'boulder'],
    sw: { name: 'jiwe', plural: 'mawe', agreement: 'ma' },
    fr: { name: 'rocher', plural: 'rochers', words: ['caillou', 'pierre'] },
    category: 'object',
    placement: 'ground',
    size: 32,
    width: 100,
    height: 56,
    colour: '#9aa0a8',
    home: 'meadow',
    art: (c) =>
      path('M4 56 q-2 -30 20 -42 q16 -14 40 -8 q30 8 32 50 z', c.main) +
      path('M30 22 q10 -8 22 -6 M70 30 q6 4 8 12', 'none', ` stroke="${c.light}" stroke-width="3"`),
    top: { x: 52, y: 6 },
  },
  {
    id: 'ball',
    name: 'ball',
    plural: 'balls',
    words: ['ball', 'beach ball', 'beachball'],
    sw: { name: 'mpira', plural: 'mipira', agreement: 'm' },
    fr: { name: 'ballon', plural: 'ballons' },
    category: 'object',
    placement: 'ground',
    size: 30,
    width: 80,
    height: 80,
    colour: '#e8453c',
    home: 'beach',
    art: (c) =>
      circle(40, 40, 38, '#fff') +
      path('M40 2 q-22 18 -22 38 q0 20 22 38 a38 38 0 0 1 0 -76 z', c.main, bare) +
      path('M40 2 q22 18 22 38 q0 20 -22 38 a38 38 0 0 0 0 -76 z', '#3d8bfd', bare) +
      path('M40 2 q-8 18 -8 38 q0 20 8 38 q8 -18 8 -38 q0 -20 -8 -38 z', '#ffd23f', bare) +
      circle(40, 40, 38, 'none') +
      circle(40, 40, 6, '#fff'),
  },
  {
    id: 'balloon',
    name: 'balloon',
    plural: 'balloons',
    words: ['balloon', 'party balloon'],
    sw: { name: 'puto', plural: 'maputo', agreement: 'ma' },
    fr: { name: 'ballon de baudruche', plural: 'ballons de baudruche', words: ['baudruche'] },
    category: 'object',
    placement: 'air',
    size: 55,
    width: 50,
    height: 100,
    colour: '#e8453c',
    home: 'meadow',
    flies: true,
    art: (c) =>
      line('M25 62 q-8 10 0 20 q8 10 -2 18', OUTLINE, 1.4) +
      path('M25 4 q21 0 21 26 q0 24 -21 32 q-21 -8 -21 -32 q0 -26 21 -26 z', c.main) +
      path('M21 62 h8 l-4 -5 z', c.main) +
      ellipse(16, 20, 4, 7, '#fff', ' stroke="none" fill-opacity="0.6"'),
  },
  {
    id: 'kite',
    name: 'kite',
    plural: 'kites',
    words: ['kite'],
    sw: { name: 'tiara', plural: 'tiara', agreement: 'n' },
    fr: { name: 'cerf-volant', plural: 'cerfs-volants' },
    category: 'object',
    placement: 'air',
    size: 60,
    width: 70,
    height: 100,
    colour: '#ff8c1a',
    home: 'sky',
    flies: true,
    art: (c) =>
      line('M35 66 q-10 10 0 18 q10 8 -4 16', OUTLINE, 1.4) +
      path('M28 76 l7 4 l-7 4 z M36 88 l7 4 l-7 4 z', '#3d8bfd', ' stroke-width="1"') +
      path('M35 2 L64 30 L35 66 L6 30 Z', c.main) +
      path('M35 2 L64 30 L35 30 Z M35 30 L6 30 L35 66 Z', c.light, bare) +
      path('M35 2 L64 30 L35 66 L6 30 Z', 'none') +
      line('M35 2 v64 M6 30 h58', OUTLINE, 1.5),
  },
  {
    id: 'cake',
    name: 'cake',
    plural: 'cakes',
    words: ['cake', 'birthday cake'],
    sw: { name: 'keki', plural: 'keki', agreement: 'n' },
    fr: { name: 'gâteau', plural: 'gâteaux', words: ['gâteau d\'anniversaire'] },
    category: 'object',
    placement: 'ground',
    size: 55,
    width: 90,
    height: 100,
    colour: '#ff7eb6',
    home: 'meadow',
    art: (c) =>
      ellipse(45, 96, 44, 4, '#eef1f6') +
      rect(8, 58, 74, 38, c.main, 4) +
      path('M8 62 q0 -6 6 -6 h62 q6 0 6 6 v6 q-6 8 -12 0 q-6 8 -12 0 q-6 8 -12 0 q-6 8 -12 0 q-6 8 -12 0 q-6 8 -12 0 z', '#fff') +
      rect(20, 30, 50, 28, c.light, 4) +
      path('M20 34 q0 -4 4 -4 h42 q4 0 4 4 v4 q-5 6 -10 0 q-5 6 -10 0 q-5 6 -10 0 q-5 6 -10 0 q-5 6 -10 0 z', '#fff') +
      [32, 45, 58].map((x) => rect(x - 2.5, 14, 5, 16, '#3d8bfd', 1.5) + path(`M${x} 4 q5 6 0 9 q-5 -3 0 -9 z`, '#ffd23f')).join('') +
      [20, 36, 52, 68].map((x, index) => circle(x, 80, 3, ['#ffd23f', '#4cb944', '#3d8bfd', '#fff'][index] ?? '#fff', bare)).join(''),
  },
  {
    id: 'ice-cream',
    name: 'ice cream',
    plural: 'ice creams',
    words: ['ice cream', 'icecream', 'ice cream cone'],
    sw: { name: 'aiskrimu', plural: 'aiskrimu', agreement: 'n' },
    fr: { name: 'glace', plural: 'glaces', feminine: true, words: ['cornet de glace'] },
    category: 'object',
    placement: 'ground',
    size: 55,
    width: 60,
    height: 100,
    colour: '#ff9ecb',
    home: 'beach',
    art: (c) =>
      path('M12 46 L30 100 L48 46 Z', '#e0a458') +
      line('M18 52 L38 80 M30 48 L44 66 M42 50 L24 80 M30 48 L16 62', '#b5793a', 1.5) +
      circle(30, 40, 17, '#fff6e0') +
      path('M12 46 q6 6 12 0 q6 6 12 0 q6 6 12 0 q-2 -10 -18 -10 q-16 0 -18 10 z', '#fff6e0') +
      circle(30, 22, 15, c.main) +
      path('M16 28 q7 6 14 0 q7 6 14 0 q-2 -8 -14 -8 q-12 0 -14 8 z', c.main) +
      circle(30, 6, 5, '#e8453c') +
      line('M30 1 q2 -4 6 -5', OUTLINE, 1.4),
  },
  {
    id: 'present',
    name: 'present',
    plural: 'presents',
    words: ['present', 'gift', 'parcel', 'birthday present'],
    sw: { name: 'zawadi', plural: 'zawadi', agreement: 'n' },
    fr: { name: 'cadeau', plural: 'cadeaux', words: ['paquet'] },
    category: 'object',
    placement: 'ground',
    size: 40,
    width: 80,
    height: 84,
    colour: '#9b5de5',
    home: 'meadow',
    art: (c) =>
      rect(8, 32, 64, 52, c.main, 2) +
      rect(4, 22, 72, 14, c.main, 2) +
      rect(34, 22, 12, 62, '#ffd23f') +
      path('M40 22 q-26 -24 -28 -8 q0 10 28 8 z M40 22 q26 -24 28 -8 q0 10 -28 8 z', '#ffd23f'),
    top: { x: 40, y: 22 },
  },
  {
    id: 'crown',
    name: 'crown',
    plural: 'crowns',
    words: ['crown'],
    sw: { name: 'taji', plural: 'taji', agreement: 'n' },
    fr: { name: 'couronne', plural: 'couronnes', feminine: true },
    category: 'object',
    placement: 'ground',
    size: 30,
    width: 100,
    height: 64,
    colour: GOLD,
    home: 'meadow',
    wearable: true,
    art: (c) =>
      path('M6 60 L4 12 L28 34 L50 4 L72 34 L96 12 L94 60 Z', c.main) +
      rect(6, 48, 88, 12, c.dark, 2) +
      circle(50, 54, 5, '#e8453c') +
      circle(26, 54, 4, '#3d8bfd') +
      circle(74, 54, 4, '#4cb944') +
      [
        [4, 12],
        [50, 4],
        [96, 12],
      ]
        .map(([x, y]) => circle(x ?? 0, y ?? 0, 5, '#fff6e0'))
        .join(''),
  },
  {
    id: 'hat',
    name: 'hat',
    plural: 'hats',
    words: ['hat', 'top hat', 'tophat'],
    sw: { name: 'kofia', plural: 'kofia', agreement: 'n' },
    fr: { name: 'chapeau', plural: 'chapeaux', words: ['haut de forme'] },
    category: 'object',
    placement: 'ground',
    size: 35,
    width: 100,
    height: 80,
    colour: '#3b3b48',
    home: 'meadow',
    wearable: true,
    art: (c) =>
      rect(22, 6, 56, 64, c.main, 4) +
      rect(22, 48, 56, 12, '#e8453c', 0) +
      ellipse(50, 70, 48, 9, c.main),
  },
  {
    id: 'party-hat',
    name: 'party hat',
    plural: 'party hats',
    words: ['party hat', 'birthday hat'],
    sw: { name: 'kofia ya sherehe', plural: 'kofia za sherehe', agreement: 'n' },
    fr: { name: 'chapeau de fête', plural: 'chapeaux de fête', words: ['chapeau d\'anniversaire'] },
    category: 'object',
    placement: 'ground',
    size: 35,
    width: 80,
    height: 100,
    colour: '#3d8bfd',
    home: 'meadow',
    wearable: true,
    art: (c) =>
      path('M40 12 L72 96 H8 Z', c.main) +
      path('M31 36 L49 36 L53 46 L27 46 Z M22 60 L58 60 L62 70 L18 70 Z', '#ffd23f', bare) +
      path('M40 12 L72 96 H8 Z', 'none') +
      circle(40, 10, 8, '#ff7eb6'),
  },
  {
    id: 'guitar',
    name: 'guitar',
    plural: 'guitars',
    words: ['guitar', 'ukulele'],
    sw: { name: 'gitaa', plural: 'magitaa', agreement: 'ma' },
    fr: { name: 'guitare', plural: 'guitares', feminine: true, words: ['ukulélé'] },
    category: 'object',
    placement: 'ground',
    size: 60,
    width: 60,
    height: 100,
    colour: '#e0884a',
    home: 'city',
    art: (c) =>
      rect(26, 4, 8, 54, '#6b4226', 2) +
      rect(23, 0, 14, 12, '#3b3b48', 3) +
      path('M30 50 q-20 -8 -20 10 q0 6 4 10 q-10 8 -6 18 q6 14 22 12 q16 2 22 -12 q4 -10 -6 -18 q4 -4 4 -10 q0 -18 -20 -10 z', c.main) +
      circle(30, 70, 7, '#3b3b48') +
      rect(22, 84, 16, 4, '#3b3b48', 1) +
      line('M28 8 v80 M32 8 v80', '#fff6e0', 0.8),
  },
  {
    id: 'robot',
    name: 'robot',
    plural: 'robots',
    words: ['robot', 'droid'],
    sw: { name: 'roboti', plural: 'roboti', agreement: 'a' },
    fr: { name: 'robot', plural: 'robots' },
    category: 'object',
    placement: 'ground',
    size: 75,
    width: 80,
    height: 100,
    colour: '#8ec5ff',
    home: 'city',
    art: (c) =>
      line('M40 12 v-8', OUTLINE, 2) +
      circle(40, 4, 4, '#e8453c') +
      rect(28, 76, 9, 22, c.dark, 2) +
      rect(43, 76, 9, 22, c.dark, 2) +
      rect(4, 46, 10, 24, c.dark, 4) +
      rect(66, 46, 10, 24, c.dark, 4) +
      rect(14, 42, 52, 38, c.main, 6) +
      rect(16, 12, 48, 28, c.main, 6) +
      rect(22, 18, 36, 16, '#3b3b48', 4) +
      circle(32, 26, 4, '#7dffb2', bare) +
      circle(48, 26, 4, '#7dffb2', bare) +
      circle(28, 54, 4, '#ffd23f') +
      circle(40, 54, 4, '#e8453c') +
      circle(52, 54, 4, '#4cb944') +
      line('M26 68 h28', OUTLINE, 2),
    head: { x: 40, y: 12, width: 40 },
    sits: { x: 40, y: 80 },
    wings: { x: 40, y: 50 },
  },
  {
    id: 'snowman',
    name: 'snowman',
    plural: 'snowmen',
    words: ['snowman', 'snow man', 'snowwoman', 'snowperson'],
    sw: { name: 'mtu wa theluji', plural: 'watu wa theluji', agreement: 'a' },
    fr: { name: 'bonhomme de neige', plural: 'bonshommes de neige' },
    category: 'object',
    placement: 'ground',
    size: 80,
    width: 80,
    height: 100,
    colour: '#e8453c',
    home: 'snow',
    art: (c) =>
      line('M20 56 l-16 -12 M60 56 l16 -12 M8 47 l-4 -8 M72 47 l4 -8', WOOD, 2.5) +
      circle(40, 78, 22, '#fff') +
      circle(40, 46, 16, '#fff') +
      circle(40, 20, 14, '#fff') +
      rect(24, 30, 32, 7, c.main, 3) +
      rect(42, 32, 7, 16, c.main, 2) +
      eye(35, 17, 2.4) +
      eye(46, 17, 2.4) +
      path('M40 21 l14 3 l-14 3 z', '#ff8c1a') +
      circle(40, 46, 2, OUTLINE, bare) +
      circle(40, 56, 2, OUTLINE, bare) +
      circle(40, 72, 2, OUTLINE, bare),
    head: { x: 40, y: 6, width: 26 },
  },
  {
    id: 'heart',
    name: 'heart',
    plural: 'hearts',
    words: ['heart'],
    sw: { name: 'moyo', plural: 'mioyo', agreement: 'm' },
    fr: { name: 'cœur', plural: 'cœurs', words: ['coeur'] },
    category: 'object',
    placement: 'air',
    size: 40,
    width: 100,
    height: 90,
    colour: '#e8453c',
    home: 'meadow',
    art: (c) =>
      path('M50 88 C 20 66, 2 48, 4 26 C 6 6, 36 0, 50 20 C 64 0, 94 6, 96 26 C 98 48, 80 66, 50 88 Z', c.main) +
      ellipse(28, 26, 8, 5, '#fff', ' stroke="none" fill-opacity="0.6"'),
  },
];
