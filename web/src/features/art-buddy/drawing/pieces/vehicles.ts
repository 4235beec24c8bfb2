/* eslint-disable lingui/no-unlocalized-strings -- the picture library: SVG markup, and each thing's names in English, Kiswahili and French kept side by side as data (the parser reads all three; describe.ts says them in the app's language) */
/** Vehicles, drawn facing right; riders sit in or on them (see `seat`). */
import { OUTLINE } from '@/features/art-buddy/drawing/palette';
import { bare, circle, ellipse, line, path, rect } from '@/features/art-buddy/drawing/shapes';
import type { Piece, Shades } from '@/features/art-buddy/drawing/types';

const TYRE = '#3b3b48';
const HUB = '#c9ced6';
const GLASS = '#bfe6ff';
const LIGHT = '#fff3a3';

const wheel = (x: number, y: number, r: number) => circle(x, y, r, TYRE) + circle(x, y, r * 0.45, HUB, bare);

/** A truck: a cargo box and a cab; the fire truck adds a ladder. */
function truck(c: Shades, ladder: boolean) {
  return (
    rect(4, 18, 80, 46, c.main, 5) +
    (ladder
      ? rect(8, 10, 72, 8, '#e6e9ef', 2) + line('M18 10 v8 M30 10 v8 M42 10 v8 M54 10 v8 M66 10 v8', OUTLINE, 1.5)
      : rect(12, 28, 64, 6, c.light, 3, bare)) +
    path('M84 30 h26 l14 16 v18 h-40 z', c.main) +
    path('M90 34 h18 l9 11 h-27 z', GLASS) +
    rect(116, 52, 8, 5, LIGHT, 2) +
    rect(2, 62, 122, 6, '#6b7280', 3) +
    wheel(26, 70, 11) +
    wheel(60, 70, 11) +
    wheel(104, 70, 11)
  );
}

export const VEHICLES: readonly Piece[] = [
  {
    id: 'car',
    name: 'car',
    plural: 'cars',
    words: ['car', 'automobile', 'race car', 'racecar', 'racing car', 'sports car', 'motorcar'],
    sw: { name: 'gari', plural: 'magari', agreement: 'ma' },
    fr: { name: 'voiture', plural: 'voitures', feminine: true, words: ['auto', 'voiture de course'] },
    category: 'vehicle',
    placement: 'ground',
    size: 50,
    width: 124,
    height: 64,
    colour: '#e8453c',
    home: 'city',
    back: (c) => path('M40 32 q-4 -16 6 -18 h8 q6 2 4 18 z', c.dark),
    art: (c) =>
      path('M80 30 l9 -16 h4 l-7 16 z', GLASS) +
      path('M6 40 q2 -10 14 -11 l84 -2 q14 1 16 13 v8 q0 6 -6 6 h-102 q-6 0 -6 -6 z', c.main) +
      line('M60 32 v18', c.dark, 1.6) +
      rect(64, 35, 8, 3, c.dark, 1.5, bare) +
      ellipse(115, 36, 3, 4, LIGHT) +
      rect(4, 34, 5, 6, '#e8453c', 1.5) +
      wheel(30, 52, 11) +
      wheel(96, 52, 11),
    seat: { x: 54, y: 36, rider: 1.1, verb: 'driving' },
    top: { x: 62, y: 28 },
    wings: { x: 62, y: 30 },
  },
  {
    id: 'bus',
    name: 'bus',
    plural: 'buses',
    words: ['bus', 'school bus', 'coach'],
    sw: { name: 'basi', plural: 'mabasi', agreement: 'ma' },
    fr: { name: 'bus', plural: 'bus', words: ['autobus'] },
    category: 'vehicle',
    placement: 'ground',
    size: 75,
    width: 150,
    height: 90,
    colour: '#ffc93c',
    home: 'city',
    art: (c) =>
      rect(4, 6, 140, 70, c.main, 10) +
      [14, 40, 66, 92].map((x) => rect(x, 16, 20, 22, GLASS, 3)).join('') +
      path('M118 16 h18 l4 22 h-22 z', GLASS) +
      rect(118, 44, 16, 28, c.dark, 2) +
      line('M126 44 v28', OUTLINE, 1.5) +
      rect(4, 48, 110, 6, c.dark, 0, bare) +
      rect(138, 58, 8, 6, LIGHT, 2) +
      wheel(32, 78, 12) +
      wheel(112, 78, 12),
    top: { x: 74, y: 6 },
    wings: { x: 70, y: 20 },
  },
  {
    id: 'train',
    name: 'train',
    plural: 'trains',
    words: ['train', 'railway engine', 'steam train', 'locomotive', 'engine', 'steam engine'],
    sw: { name: 'treni', plural: 'treni', agreement: 'n', words: ['gari la moshi'] },
    fr: { name: 'train', plural: 'trains', words: ['locomotive'] },
    category: 'vehicle',
    placement: 'ground',
    size: 80,
    width: 140,
    height: 100,
    colour: '#e8453c',
    home: 'meadow',
    art: (c) =>
      circle(72, 10, 7, '#eef1f6') +
      circle(84, 4, 5, '#eef1f6') +
      rect(64, 20, 14, 22, '#3b3b48', 2) +
      rect(60, 16, 22, 6, '#3b3b48', 2) +
      rect(6, 14, 44, 64, c.main, 4) +
      rect(14, 24, 28, 22, GLASS, 3) +
      rect(2, 8, 52, 10, c.dark, 3) +
      rect(48, 40, 80, 38, c.main, 14) +
      line('M72 42 v34 M96 42 v34', c.dark, 2) +
      circle(128, 58, 6, LIGHT) +
      path('M124 78 l14 10 h-20 z', '#6b7280') +
      rect(4, 76, 122, 6, '#6b7280', 3) +
      wheel(26, 86, 12) +
      wheel(64, 88, 10) +
      wheel(100, 88, 10),
    seat: { x: 88, y: 40, rider: 0.6, verb: 'riding' },
    wings: { x: 70, y: 40 },
  },
  {
    id: 'truck',
    name: 'truck',
    plural: 'trucks',
    words: ['truck', 'lorry'],
    sw: { name: 'lori', plural: 'malori', agreement: 'ma' },
    fr: { name: 'camion', plural: 'camions' },
    category: 'vehicle',
    placement: 'ground',
    size: 65,
    width: 126,
    height: 82,
    colour: '#3d8bfd',
    home: 'city',
    art: (c) => truck(c, false),
    top: { x: 44, y: 18 },
    wings: { x: 44, y: 24 },
  },
  {
    id: 'fire-truck',
    name: 'fire truck',
    plural: 'fire trucks',
    words: ['fire truck', 'firetruck', 'fire engine'],
    sw: { name: 'gari la zimamoto', plural: 'magari ya zimamoto', agreement: 'ma' },
    fr: { name: 'camion de pompiers', plural: 'camions de pompiers' },
    category: 'vehicle',
    placement: 'ground',
    size: 65,
    width: 126,
    height: 82,
    colour: '#e8453c',
    home: 'city',
    art: (c) => truck(c, true),
    top: { x: 44, y: 10 },
    wings: { x: 44, y: 24 },
  },
  {
    id: 'tractor',
    name: 'tractor',
    plural: 'tractors',
    words: ['tractor'],
    sw: { name: 'trekta', plural: 'matrekta', agreement: 'ma' },
    fr: { name: 'tracteur', plural: 'tracteurs' },
    category: 'vehicle',
    placement: 'ground',
    size: 65,
    width: 120,
    height: 100,
    colour: '#4cb944',
    home: 'farm',
    back: () => path('M30 56 v-22 q0 -4 4 -4 h4 v26 z', '#3b3b48'),
    art: (c) =>
      line('M30 12 v44 M66 12 v30', OUTLINE, 4) +
      rect(24, 6, 50, 7, c.dark, 3) +
      path('M26 56 h66 l8 10 v14 h-74 z', c.main) +
      rect(72, 44, 20, 14, c.main, 3) +
      line('M86 44 v-14', '#3b3b48', 5) +
      rect(94, 64, 6, 6, LIGHT, 1.5) +
      circle(36, 74, 24, TYRE) +
      circle(36, 74, 11, '#ffd23f', bare) +
      circle(96, 86, 13, TYRE) +
      circle(96, 86, 6, '#ffd23f', bare),
    seat: { x: 40, y: 56, rider: 0.7, verb: 'driving' },
    wings: { x: 56, y: 54 },
  },
  {
    id: 'bicycle',
    name: 'bicycle',
    plural: 'bicycles',
    words: ['bicycle', 'bike', 'cycle', 'push bike'],
    sw: { name: 'baiskeli', plural: 'baiskeli', agreement: 'n' },
    fr: { name: 'vélo', plural: 'vélos', words: ['bicyclette'] },
    category: 'vehicle',
    placement: 'ground',
    size: 48,
    width: 112,
    height: 72,
    colour: '#3d8bfd',
    home: 'city',
    art: (c) =>
      [24, 88]
        .map(
          (x) =>
            circle(x, 50, 20, 'none', ' stroke-width="5"') +
            line(`M${x - 18} 50 h36 M${x} 32 v36 M${x - 13} 37 l26 26 M${x - 13} 63 l26 -26`, '#9aa5b4', 1.2) +
            circle(x, 50, 3, HUB),
        )
        .join('') +
      line('M24 50 L52 52 L44 22 Z M44 22 L80 22 L52 52 M80 22 L88 50 M78 14 L82 28', OUTLINE, 7) +
      line('M24 50 L52 52 L44 22 Z M44 22 L80 22 L52 52 M80 22 L88 50 M78 14 L82 28', c.main, 4) +
      path('M70 14 q8 -6 14 0', 'none', ' stroke-width="4"') +
      ellipse(43, 19, 9, 3.5, '#3b3b48') +
      line('M52 52 l6 8', OUTLINE, 3) +
      rect(54, 58, 10, 4, '#3b3b48', 1, bare),
    seat: { x: 43, y: 17, rider: 1.35, verb: 'riding' },
    wings: { x: 50, y: 30 },
  },
  {
    id: 'skateboard',
    name: 'skateboard',
    plural: 'skateboards',
    words: ['skateboard', 'skate board'],
    sw: { name: 'ubao wa kuteleza', plural: 'mbao za kuteleza', agreement: 'u' },
    fr: { name: 'planche à roulettes', plural: 'planches à roulettes', feminine: true, words: ['skate'] },
    category: 'vehicle',
    placement: 'ground',
    size: 16,
    width: 100,
    height: 28,
    colour: '#9b5de5',
    home: 'city',
    art: (c) =>
      path('M4 6 q2 8 10 8 h72 q8 0 10 -8 q-4 4 -10 4 h-72 q-6 0 -10 -4 z', c.main) +
      rect(22, 14, 10, 4, '#6b7280', 1) +
      rect(68, 14, 10, 4, '#6b7280', 1) +
      circle(22, 22, 6, '#ffd23f') +
      circle(32, 22, 6, '#ffd23f') +
      circle(68, 22, 6, '#ffd23f') +
      circle(78, 22, 6, '#ffd23f'),
    seat: { x: 50, y: 9, rider: 3.2, verb: 'riding', stand: true },
  },
  {
    id: 'plane',
    name: 'plane',
    plural: 'planes',
    words: ['plane', 'airplane', 'aeroplane', 'aircraft', 'biplane'],
    sw: { name: 'eropleni', plural: 'eropleni', agreement: 'n' },
    fr: { name: 'avion', plural: 'avions' },
    category: 'vehicle',
    placement: 'air',
    size: 55,
    width: 140,
    height: 80,
    colour: '#e8453c',
    home: 'sky',
    flies: true,
    back: (c) => rect(62, 18, 6, 14, c.dark, 2),
    art: (c) =>
      rect(40, 10, 60, 8, c.light, 4) +
      line('M54 18 v22 M86 18 v22', OUTLINE, 2.5) +
      path('M6 22 l12 0 l10 16 z', c.main) +
      path('M10 40 q0 -12 14 -12 h34 q6 8 18 0 h40 q14 0 18 12 q-4 12 -18 12 h-90 q-16 0 -16 -12 z', c.main) +
      rect(36, 40, 70, 8, c.light, 4) +
      path('M72 32 l2 -8 q6 -2 8 2 l-2 6 z', GLASS) +
      rect(132, 30, 5, 20, '#3b3b48', 2) +
      ellipse(140, 30, 3, 12, '#c9ced6') +
      ellipse(140, 50, 3, 12, '#c9ced6') +
      line('M70 52 l-6 14 M84 52 l6 14', OUTLINE, 2.5) +
      wheel(62, 70, 7) +
      wheel(92, 70, 7),
    seat: { x: 64, y: 34, rider: 0.7, verb: 'flying' },
  },
  {
    id: 'helicopter',
    name: 'helicopter',
    plural: 'helicopters',
    words: ['helicopter', 'chopper'],
    sw: { name: 'helikopta', plural: 'helikopta', agreement: 'n' },
    fr: { name: 'hélicoptère', plural: 'hélicoptères' },
    category: 'vehicle',
    placement: 'air',
    size: 55,
    width: 140,
    height: 90,
    colour: '#ffd23f',
    home: 'sky',
    flies: true,
    art: (c) =>
      rect(24, 4, 112, 6, '#3b3b48', 3) +
      rect(76, 10, 6, 12, '#3b3b48') +
      path('M6 38 l4 -12 h6 l-2 12 z', c.main) +
      circle(10, 34, 8, 'none', ' stroke-width="2.5"') +
      path('M10 40 h50 v-8 h10 v18 h-60 z', c.main) +
      path('M60 30 q4 -10 24 -10 q34 0 38 28 q2 14 -14 16 h-42 q-12 0 -12 -14 z', c.main) +
      path('M88 24 q22 2 28 24 h-28 z', GLASS) +
      line('M64 72 v10 M104 72 v10 M52 84 h70 q6 0 8 -4', OUTLINE, 3),
  },
  {
    id: 'rocket',
    name: 'rocket',
    plural: 'rockets',
    words: ['rocket', 'spaceship', 'space ship', 'spacecraft', 'space rocket', 'rocket ship', 'rocketship'],
    sw: { name: 'roketi', plural: 'roketi', agreement: 'n', words: ['chombo cha anga'] },
    fr: { name: 'fusée', plural: 'fusées', feminine: true, words: ['vaisseau spatial'] },
    category: 'vehicle',
    placement: 'air',
    size: 85,
    width: 100,
    height: 100,
    colour: '#e8453c',
    home: 'space',
    flies: true,
    art: (c) =>
      `<g transform="rotate(40 50 50)">` +
      path('M42 80 q8 26 16 0 z', '#ff8c1a') +
      path('M45 80 q5 14 10 0 z', '#ffd23f', bare) +
      path('M36 58 l-12 20 h14 z M64 58 l12 20 h-14 z', c.main) +
      path('M50 4 q18 16 16 56 l-4 20 h-24 l-4 -20 q-2 -40 16 -56 z', '#f4f6fb') +
      path('M50 4 q11 10 14 24 h-28 q3 -14 14 -24 z', c.main) +
      circle(50, 44, 8, GLASS, ' stroke-width="3"') +
      rect(40, 76, 20, 6, c.main, 2) +
      `</g>`,
    seat: { x: 42, y: 62, rider: 0.45, verb: 'riding', stand: true },
  },
  {
    id: 'ufo',
    name: 'UFO',
    plural: 'UFOs',
    words: ['ufo', 'flying saucer'],
    sw: { name: 'UFO', plural: 'UFO', agreement: 'n', words: ['sahani inayoruka'] },
    fr: { name: 'OVNI', plural: 'OVNI', words: ['soucoupe volante'] },
    category: 'vehicle',
    placement: 'air',
    size: 50,
    width: 120,
    height: 70,
    colour: '#9aa5b4',
    home: 'space',
    flies: true,
    back: () => path('M34 36 q0 -32 26 -32 q26 0 26 32 z', '#d6f0ff', ' fill-opacity="0.85"'),
    art: (c) =>
      path('M34 36 q0 -32 26 -32 q26 0 26 32', 'none') +
      ellipse(60, 44, 56, 14, c.main) +
      ellipse(60, 40, 40, 6, c.light, bare) +
      [22, 42, 60, 78, 98].map((x, index) => circle(x, 48, 4, ['#ffd23f', '#4cb944', '#ff7eb6'][index % 3] ?? '#fff')).join('') +
      path('M44 56 l-8 12 h48 l-8 -12 z', '#fff3a3', ' fill-opacity="0.6" stroke="none"'),
    seat: { x: 60, y: 34, rider: 0.5, verb: 'flying' },
  },
  {
    id: 'boat',
    name: 'boat',
    plural: 'boats',
    words: ['boat', 'ship', 'sailboat', 'sailing boat', 'sailing ship', 'yacht', 'pirate ship'],
    sw: { name: 'mashua', plural: 'mashua', agreement: 'n', words: ['boti', 'meli', 'jahazi', 'ngalawa'] },
    fr: { name: 'bateau', plural: 'bateaux', words: ['navire', 'voilier'] },
    category: 'vehicle',
    placement: 'surface',
    size: 70,
    width: 110,
    height: 100,
    colour: '#3d8bfd',
    home: 'ocean',
    art: (c) =>
      line('M56 8 v64', '#6b4226', 4) +
      path('M60 10 q30 30 34 56 h-34 z', '#fff') +
      path('M52 20 q-20 24 -24 46 h24 z', '#ffe8a3') +
      path('M56 4 l14 5 l-14 5 z', '#e8453c') +
      path('M4 70 h102 l-14 24 h-74 z', c.main) +
      rect(10, 74, 88, 5, c.light, 0, bare) +
      circle(70, 84, 3.5, GLASS) +
      circle(84, 84, 3.5, GLASS),
    seat: { x: 24, y: 74, rider: 0.45, verb: 'sailing' },
  },
  {
    id: 'submarine',
    name: 'submarine',
    plural: 'submarines',
    words: ['submarine', 'sub'],
    sw: { name: 'nyambizi', plural: 'nyambizi', agreement: 'n' },
    fr: { name: 'sous-marin', plural: 'sous-marins' },
    category: 'vehicle',
    placement: 'water',
    size: 50,
    width: 130,
    height: 80,
    colour: '#ffd23f',
    home: 'underwater',
    art: (c) =>
      line('M76 22 v-16 h10', OUTLINE, 3) +
      rect(56, 20, 30, 20, c.main, 5) +
      path('M8 46 l-6 -12 v24 z', '#6b7280') +
      path('M12 52 q0 -20 40 -20 h40 q34 0 34 20 q0 20 -34 20 h-40 q-40 0 -40 -20 z', c.main) +
      [48, 72, 96].map((x) => circle(x, 52, 7, GLASS, ' stroke-width="3"')).join('') +
      rect(12, 62, 20, 4, c.dark, 2, bare),
    seat: { x: 70, y: 22, rider: 0.5, verb: 'riding' },
  },
  {
    id: 'hot-air-balloon',
    name: 'hot air balloon',
    plural: 'hot air balloons',
    words: ['hot air balloon', 'air balloon'],
    sw: { name: 'puto la hewa', plural: 'maputo ya hewa', agreement: 'ma' },
    fr: { name: 'montgolfière', plural: 'montgolfières', feminine: true },
    category: 'vehicle',
    placement: 'air',
    size: 85,
    width: 80,
    height: 110,
    colour: '#e8453c',
    home: 'sky',
    flies: true,
    art: (c) =>
      line('M22 56 L30 84 M58 56 L50 84', OUTLINE, 1.6) +
      path('M40 4 q36 0 36 36 q0 20 -24 34 h-24 q-24 -14 -24 -34 q0 -36 36 -36 z', c.main) +
      path('M40 4 q-14 0 -16 36 q2 20 4 34 h8 q-4 -16 -4 -34 q0 -30 8 -36 z', '#ffd23f', bare) +
      path('M40 4 q14 0 16 36 q-2 20 -4 34 h-8 q4 -16 4 -34 q0 -30 -8 -36 z', '#ffd23f', bare) +
      path('M40 4 q36 0 36 36 q0 20 -24 34 h-24 q-24 -14 -24 -34 q0 -36 36 -36 z', 'none') +
      rect(26, 84, 28, 22, '#a0673a', 3) +
      line('M26 92 h28 M26 99 h28', '#6b4226', 1.5),
    seat: { x: 40, y: 92, rider: 0.3, verb: 'flying in' },
  },
];
