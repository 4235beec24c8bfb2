/* eslint-disable lingui/no-unlocalized-strings -- the picture library: SVG markup, and each thing's names in English, Kiswahili and French kept side by side as data (the parser reads all three; describe.ts says them in the app's language) */
/** Animals, drawn facing right in flat shapes with an outline. */
import { OUTLINE } from '@/features/art-buddy/drawing/palette';
import { bare, circle, ellipse, eye, line, path, rect } from '@/features/art-buddy/drawing/shapes';
import type { Piece, Shades } from '@/features/art-buddy/drawing/types';

const HOOF = '#4a3b32';
const PINK = '#f7a8bd';
const BEAK = '#ff9f1c';
const CREAM = '#fff6e0';

/** Four straight legs with dark feet (a side view), behind the body. */
function legs(xs: readonly number[], top: number, width: number, fill: string, foot = HOOF) {
  return xs
    .map((x) => rect(x, top, width, 100 - top, fill, Math.min(4, width / 2)) + rect(x, 95, width, 5, foot, 1.5, bare))
    .join('');
}

/** A horse-shaped body: horse, zebra, unicorn and donkey differ in colours and extras. */
function horseShape(c: Shades, mane: string, extras = '', stripes = '') {
  return (
    legs([24, 34, 66, 76], 58, 8, c.main) +
    path('M21 44 q-16 6 -12 34 q6 -9 8 -13 q3 8 7 9 q-3 -15 3 -26 z', mane) +
    ellipse(52, 54, 34, 17, c.main) +
    path('M70 52 L82 20 L96 24 L90 60 Z', c.main) +
    path('M87 14 l1 -11 l7 9 z', c.main) +
    `<ellipse cx="99" cy="28" rx="16" ry="8.5" transform="rotate(38 99 28)" fill="${c.main}"/>` +
    ellipse(107, 35, 6, 5, c.light, bare) +
    stripes +
    path('M84 12 q-10 14 -16 38 l6 2 q5 -20 14 -34 z', mane) +
    eye(96, 24) +
    circle(109, 36, 1.3, OUTLINE, bare) +
    extras
  );
}

const horseParts = {
  width: 116,
  height: 100,
  head: { x: 95, y: 14, width: 16 },
  seat: { x: 52, y: 38, rider: 0.75, verb: 'riding' },
  sits: { x: 52, y: 71 },
  wings: { x: 48, y: 42 },
} as const;

/** A sitting animal seen from the front: cat, dog, rabbit, bear, monkey share the body. */
function sittingBody(c: Shades, belly: string) {
  return (
    ellipse(40, 76, 21, 23, c.main) +
    ellipse(40, 80, 12, 15, belly, bare) +
    ellipse(31, 98, 8, 4, c.main) +
    ellipse(49, 98, 8, 4, c.main)
  );
}

const sitting = {
  width: 84,
  height: 100,
  sits: { x: 40, y: 99 },
  wings: { x: 40, y: 62 },
} as const;

/** A sitting bear seen from the front (a brown bear, a polar bear). */
const bear = (c: Shades) =>
  ellipse(40, 74, 24, 25, c.main) +
  ellipse(40, 78, 14, 16, c.light, bare) +
  ellipse(26, 96, 10, 5, c.main) +
  ellipse(54, 96, 10, 5, c.main) +
  circle(21, 20, 8, c.main) +
  circle(59, 20, 8, c.main) +
  circle(21, 20, 4, c.light, bare) +
  circle(59, 20, 4, c.light, bare) +
  circle(40, 36, 21, c.main) +
  ellipse(40, 45, 10, 8, c.light) +
  ellipse(40, 41, 4.5, 3.2, OUTLINE, bare) +
  line('M40 44 v3 M40 47 q-3 3 -6 0 M40 47 q3 3 6 0', OUTLINE, 1.4) +
  eye(32, 32, 3) +
  eye(48, 32, 3);

export const ANIMALS: readonly Piece[] = [
  {
    id: 'giraffe',
    name: 'giraffe',
    plural: 'giraffes',
    words: ['giraffe'],
    sw: { name: 'twiga', plural: 'twiga', agreement: 'a' },
    fr: { name: 'girafe', plural: 'girafes', feminine: true },
    category: 'animal',
    placement: 'ground',
    size: 150,
    width: 88,
    height: 100,
    colour: '#f7c548',
    home: 'savanna',
    art: (c) =>
      legs([20, 30, 48, 58], 60, 6, c.main) +
      line('M14 54 q-6 8 -5 18', OUTLINE, 2) +
      ellipse(9, 74, 2.5, 4, c.dark) +
      path('M44 54 L57 14 L61 15 L48 56 Z', c.dark) +
      path('M47 58 L60 16 L73 19 L66 62 Z', c.main) +
      ellipse(39, 58, 27, 14, c.main) +
      [
        [28, 54, 5, 4],
        [41, 50, 4, 3],
        [51, 59, 4, 4],
        [35, 65, 4, 3],
        [20, 59, 3, 3],
        [59, 37, 3, 3],
        [63, 27, 2.5, 2.5],
        [57, 47, 3, 3],
      ]
        .map(([x, y, rx, ry]) => ellipse(x ?? 0, y ?? 0, rx ?? 0, ry ?? 0, c.dark, bare))
        .join('') +
      line('M64 11 L62 3', OUTLINE, 2.5) +
      line('M71 11 L71 3', OUTLINE, 2.5) +
      circle(62, 3, 2.6, c.dark) +
      circle(71, 3, 2.6, c.dark) +
      `<ellipse cx="60" cy="13" rx="6" ry="2.6" transform="rotate(-25 60 13)" fill="${c.main}"/>` +
      ellipse(70, 15, 10, 7, c.main) +
      ellipse(79, 18, 6, 5, c.light) +
      eye(71, 13) +
      circle(81, 17, 1, OUTLINE, bare),
    head: { x: 68, y: 8, width: 14 },
    sits: { x: 39, y: 70 },
    wings: { x: 39, y: 48 },
  },
  {
    id: 'elephant',
    name: 'elephant',
    plural: 'elephants',
    words: ['elephant'],
    sw: { name: 'tembo', plural: 'tembo', agreement: 'a', words: ['ndovu'] },
    fr: { name: 'éléphant', plural: 'éléphants' },
    category: 'animal',
    placement: 'ground',
    size: 100,
    width: 124,
    height: 100,
    colour: '#9aa5b4',
    home: 'savanna',
    art: (c) =>
      [18, 38, 66, 84]
        .map((x, index) => rect(x, index % 3 === 0 ? 58 : 62, 16, index % 3 === 0 ? 42 : 38, c.main, 5))
        .join('') +
      [18, 38, 66, 84].map((x) => ellipse(x + 8, 97, 5, 2.5, c.light, bare)).join('') +
      line('M12 44 q-8 10 -6 22', OUTLINE, 2.5) +
      ellipse(56, 48, 46, 32, c.main) +
      circle(96, 40, 22, c.main) +
      ellipse(80, 42, 15, 21, c.main) +
      ellipse(81, 43, 9, 14, PINK, bare) +
      path('M108 44 q13 8 11 34 q0 9 -7 9 q-5 0 -4 -5 q3 -21 -9 -29 z', c.main) +
      path('M106 56 q6 9 14 6 q-6 -2 -10 -9 z', CREAM) +
      eye(102, 34, 3),
    head: { x: 96, y: 18, width: 26 },
    seat: { x: 48, y: 18, rider: 0.7, verb: 'riding' },
    sits: { x: 56, y: 80 },
    wings: { x: 50, y: 22 },
  },
  {
    id: 'lion',
    name: 'lion',
    plural: 'lions',
    words: ['lion', 'lioness'],
    sw: { name: 'simba', plural: 'simba', agreement: 'a' },
    fr: { name: 'lion', plural: 'lions', words: ['lionne'] },
    category: 'animal',
    placement: 'ground',
    size: 75,
    width: 120,
    height: 100,
    colour: '#f2b134',
    home: 'savanna',
    art: (c) => {
      const bumps = Array.from({ length: 12 }, (_, index) => {
        const angle = (Math.PI / 6) * index;
        return circle(+(86 + 24 * Math.cos(angle)).toFixed(1), +(40 + 24 * Math.sin(angle)).toFixed(1), 8, c.dark);
      }).join('');
      return (
        legs([22, 36, 62, 76], 66, 10, c.main, c.dark) +
        line('M16 58 q-14 0 -10 -24', OUTLINE, 6) +
        line('M16 58 q-14 0 -10 -24', c.main, 3) +
        ellipse(6, 31, 5, 7, c.dark) +
        ellipse(48, 62, 36, 19, c.main) +
        bumps +
        circle(86, 40, 25, c.dark, bare) +
        circle(74, 27, 5, c.main) +
        circle(98, 27, 5, c.main) +
        circle(86, 42, 15, c.main) +
        ellipse(86, 50, 8, 5.5, c.light) +
        path('M83 45.5 h6 l-3 3.5 z', '#6b3a1a', bare) +
        eye(80, 39) +
        eye(92, 39) +
        line('M86 49 v3 M86 52 q-3 2 -5 0 M86 52 q3 2 5 0', OUTLINE, 1.3)
      );
    },
    head: { x: 86, y: 18, width: 30 },
    sits: { x: 48, y: 80 },
    wings: { x: 44, y: 46 },
  },
  {
    id: 'tiger',
    name: 'tiger',
    plural: 'tigers',
    words: ['tiger', 'tigress'],
    sw: { name: 'simbamarara', plural: 'simbamarara', agreement: 'a' },
    fr: { name: 'tigre', plural: 'tigres', words: ['tigresse'] },
    category: 'animal',
    placement: 'ground',
    size: 70,
    width: 112,
    height: 100,
    colour: '#ff8a1f',
    home: 'jungle',
    art: (c) =>
      legs([22, 36, 62, 76], 66, 10, c.main, c.main) +
      line('M16 58 q-14 0 -10 -24', OUTLINE, 6) +
      line('M16 58 q-14 0 -10 -24', c.main, 3) +
      ellipse(48, 62, 36, 19, c.main) +
      line('M30 45 q4 8 0 16 M42 44 q4 9 0 18 M54 44 q4 9 0 18 M66 46 q3 7 0 14', OUTLINE, 2.6) +
      circle(73, 28, 6, c.main) +
      circle(99, 28, 6, c.main) +
      circle(73, 28, 2.5, PINK, bare) +
      circle(99, 28, 2.5, PINK, bare) +
      circle(86, 43, 17, c.main) +
      line('M86 27 v6 M80 28 l1.5 5 M92 28 l-1.5 5 M70 42 h5 M97 42 h5', OUTLINE, 2) +
      ellipse(86, 51, 10, 6.5, '#fff') +
      path('M83 46 h6 l-3 3.5 z', '#c2185b', bare) +
      eye(80, 40) +
      eye(92, 40) +
      line('M86 49.5 v2.5 M86 52 q-3 2 -5 0 M86 52 q3 2 5 0', OUTLINE, 1.3),
    head: { x: 86, y: 26, width: 26 },
    sits: { x: 48, y: 80 },
    wings: { x: 44, y: 46 },
  },
  {
    id: 'horse',
    name: 'horse',
    plural: 'horses',
    words: ['horse', 'pony', 'stallion', 'mare', 'foal'],
    sw: { name: 'farasi', plural: 'farasi', agreement: 'a' },
    fr: { name: 'cheval', plural: 'chevaux', words: ['poney', 'jument'] },
    category: 'animal',
    placement: 'ground',
    size: 90,
    colour: '#b07040',
    home: 'farm',
    art: (c) => horseShape(c, '#4a2e1e'),
    ...horseParts,
  },
  {
    id: 'zebra',
    name: 'zebra',
    plural: 'zebras',
    words: ['zebra'],
    sw: { name: 'punda milia', plural: 'punda milia', agreement: 'a', words: ['pundamilia'] },
    fr: { name: 'zèbre', plural: 'zèbres' },
    category: 'animal',
    placement: 'ground',
    size: 85,
    colour: '#f7f7f2',
    home: 'savanna',
    art: (c) =>
      horseShape(
        c,
        OUTLINE,
        '',
        line(
          'M32 40 q4 10 0 22 M42 38 q4 12 0 26 M52 38 q4 12 0 28 M62 40 q4 10 0 24 M74 34 l10 4 M76 42 l10 4 M78 50 l8 3 M27 70 h8 M37 72 h8 M69 72 h8 M79 70 h8 M27 80 h8 M37 82 h8 M69 82 h8 M79 80 h8',
          OUTLINE,
          3,
        ),
      ),
    ...horseParts,
  },
  {
    id: 'unicorn',
    name: 'unicorn',
    plural: 'unicorns',
    words: ['unicorn'],
    sw: { name: 'yunikoni', plural: 'yunikoni', agreement: 'a' },
    fr: { name: 'licorne', plural: 'licornes', feminine: true },
    category: 'animal',
    placement: 'ground',
    size: 90,
    colour: '#fdf4ff',
    home: 'meadow',
    art: (c) =>
      horseShape(
        c,
        '#ff7eb6',
        path('M92 12 l5 -13 l4 15 z', '#ffd23f') +
          line('M85 16 q-6 12 -12 30', '#ffd23f', 3) +
          line('M83 20 q-6 12 -10 26', '#3d8bfd', 3) +
          line('M88 15 q-8 14 -12 30', '#9b5de5', 2.5) +
          line('M17 50 q-8 12 -6 24', '#ffd23f', 3) +
          line('M20 52 q-4 10 -2 20', '#3d8bfd', 3),
      ),
    ...horseParts,
  },
  {
    id: 'cow',
    name: 'cow',
    plural: 'cows',
    words: ['cow', 'bull', 'calf', 'ox', 'cattle'],
    sw: { name: 'ng\'ombe', plural: 'ng\'ombe', agreement: 'a', words: ['fahali', 'ndama'] },
    fr: { name: 'vache', plural: 'vaches', feminine: true, words: ['taureau', 'veau'] },
    category: 'animal',
    placement: 'ground',
    size: 75,
    width: 118,
    height: 100,
    colour: '#fbfbf7',
    home: 'farm',
    art: (c) =>
      legs([22, 34, 66, 78], 60, 10, c.main) +
      line('M14 44 q-8 10 -4 24', OUTLINE, 2.5) +
      ellipse(10, 70, 3, 5, OUTLINE, bare) +
      rect(12, 32, 78, 38, c.main, 17) +
      path('M26 36 q10 -2 12 8 q-2 10 -12 8 q-6 -8 0 -16 z M56 44 q12 -4 14 6 q0 12 -12 10 q-8 -6 -2 -16 z M36 58 q6 -2 8 4 q-4 6 -8 2 z', '#3b3b48', bare) +
      ellipse(56, 72, 9, 5, PINK) +
      path('M88 18 q-4 -12 2 -14 q0 8 6 12 z M106 18 q4 -12 -2 -14 q0 8 -6 12 z', CREAM) +
      `<ellipse cx="84" cy="26" rx="8" ry="4" transform="rotate(-20 84 26)" fill="${c.main}"/>` +
      `<ellipse cx="112" cy="26" rx="8" ry="4" transform="rotate(20 112 26)" fill="${c.main}"/>` +
      rect(86, 14, 24, 34, c.main, 11) +
      ellipse(98, 46, 13, 9, PINK) +
      ellipse(94, 46, 1.8, 2.5, OUTLINE, bare) +
      ellipse(102, 46, 1.8, 2.5, OUTLINE, bare) +
      eye(92, 28) +
      eye(104, 28),
    head: { x: 98, y: 12, width: 22 },
    seat: { x: 50, y: 32, rider: 0.75, verb: 'riding' },
    sits: { x: 50, y: 72 },
    wings: { x: 50, y: 36 },
  },
  {
    id: 'pig',
    name: 'pig',
    plural: 'pigs',
    words: ['pig', 'piglet', 'hog', 'piggy'],
    sw: { name: 'nguruwe', plural: 'nguruwe', agreement: 'a' },
    fr: { name: 'cochon', plural: 'cochons', words: ['porc', 'cochonnet'] },
    category: 'animal',
    placement: 'ground',
    size: 50,
    width: 112,
    height: 100,
    colour: '#ffa6c1',
    home: 'farm',
    art: (c) =>
      legs([26, 38, 62, 74], 70, 10, c.main, c.dark) +
      line('M14 52 q-8 -2 -6 -8 q4 -4 6 2 q0 6 -6 6', OUTLINE, 2.5) +
      ellipse(50, 60, 38, 26, c.main) +
      path('M78 28 l2 -16 l12 10 z', c.main) +
      path('M98 28 l4 -16 l8 14 z', c.main) +
      circle(90, 46, 20, c.main) +
      ellipse(106, 52, 7, 9, c.dark) +
      ellipse(104.5, 49, 1.5, 2.2, OUTLINE, bare) +
      ellipse(107.5, 55, 1.5, 2.2, OUTLINE, bare) +
      eye(94, 38) +
      line('M88 60 q5 4 10 1', OUTLINE, 1.5),
    head: { x: 90, y: 26, width: 22 },
    seat: { x: 48, y: 34, rider: 0.8, verb: 'riding' },
    sits: { x: 50, y: 84 },
    wings: { x: 46, y: 38 },
  },
  {
    id: 'sheep',
    name: 'sheep',
    plural: 'sheep',
    words: ['sheep', 'lamb', 'ram'],
    sw: { name: 'kondoo', plural: 'kondoo', agreement: 'a' },
    fr: { name: 'mouton', plural: 'moutons', words: ['agneau', 'brebis'] },
    category: 'animal',
    placement: 'ground',
    size: 55,
    width: 112,
    height: 100,
    colour: '#f7f7f2',
    home: 'farm',
    art: (c) => {
      const wool = [
        [24, 50],
        [40, 40],
        [58, 40],
        [74, 48],
        [74, 64],
        [58, 72],
        [40, 72],
        [24, 66],
      ]
        .map(([x, y]) => circle(x ?? 0, y ?? 0, 13, c.main))
        .join('');
      return (
        legs([28, 40, 60, 72], 70, 7, '#3b3b48', '#3b3b48') +
        wool +
        ellipse(49, 56, 30, 20, c.main, bare) +
        `<ellipse cx="84" cy="42" rx="9" ry="4" transform="rotate(-30 84 42)" fill="#3b3b48"/>` +
        ellipse(96, 48, 12, 15, '#3b3b48') +
        circle(94, 34, 8, c.main) +
        circle(102, 36, 6, c.main) +
        eye(93, 46) +
        eye(102, 46)
      );
    },
    head: { x: 96, y: 28, width: 18 },
    sits: { x: 49, y: 82 },
    wings: { x: 49, y: 42 },
  },
  {
    id: 'camel',
    name: 'camel',
    plural: 'camels',
    words: ['camel', 'dromedary'],
    sw: { name: 'ngamia', plural: 'ngamia', agreement: 'a' },
    fr: { name: 'chameau', plural: 'chameaux', words: ['dromadaire'] },
    category: 'animal',
    placement: 'ground',
    size: 100,
    width: 118,
    height: 100,
    colour: '#d9a55b',
    home: 'desert',
    art: (c) =>
      legs([26, 36, 66, 76], 56, 8, c.main) +
      line('M16 50 q-6 10 -4 20', OUTLINE, 2.5) +
      path('M14 52 q0 -14 12 -18 q6 -20 16 -18 q10 2 12 16 q6 -16 16 -14 q10 2 12 20 q10 6 8 22 q-2 8 -12 8 h-52 q-12 0 -12 -16 z', c.main) +
      path('M84 50 q6 -20 4 -34 q2 -8 12 -8 q10 0 14 8 q2 6 -4 8 l-10 0 q-2 14 -6 28 z', c.main) +
      ellipse(102, 12, 3, 4, c.dark) +
      eye(106, 14) +
      line('M112 19 q-3 2 -6 1', OUTLINE, 1.3),
    head: { x: 104, y: 6, width: 16 },
    seat: { x: 50, y: 32, rider: 0.6, verb: 'riding' },
    sits: { x: 52, y: 66 },
    wings: { x: 50, y: 30 },
  },
  {
    id: 'cat',
    name: 'cat',
    plural: 'cats',
    words: ['cat', 'kitten', 'kitty'],
    sw: { name: 'paka', plural: 'paka', agreement: 'a' },
    fr: { name: 'chat', plural: 'chats', words: ['chaton', 'minou', 'chatte'] },
    category: 'animal',
    placement: 'ground',
    size: 45,
    colour: '#f4a340',
    home: 'meadow',
    art: (c) =>
      path('M54 94 q28 2 20 -30 q-2 -7 4 -9 q9 11 2 32 q-6 15 -26 13 z', c.main) +
      sittingBody(c, c.light) +
      path('M20 34 L18 8 L38 22 Z', c.main) +
      path('M60 34 L62 8 L42 22 Z', c.main) +
      path('M22 28 L21 14 L31 22 Z M58 28 L59 14 L49 22 Z', PINK, bare) +
      circle(40, 38, 22, c.main) +
      line('M35 18 v5 M40 17 v6 M45 18 v5', c.dark, 2.2) +
      eye(32, 36, 3.2) +
      eye(48, 36, 3.2) +
      path('M37 43.5 h6 l-3 3.5 z', '#ff6f9c', bare) +
      line('M40 47 q-3 3 -6 1 M40 47 q3 3 6 1', OUTLINE, 1.4) +
      line('M27 43 h-13 M27 47 l-12 3 M53 43 h13 M53 47 l12 3', OUTLINE, 1.2),
    head: { x: 40, y: 17, width: 30 },
    ...sitting,
  },
  {
    id: 'dog',
    name: 'dog',
    plural: 'dogs',
    words: ['dog', 'puppy', 'doggy', 'doggie', 'pup', 'hound'],
    sw: { name: 'mbwa', plural: 'mbwa', agreement: 'a' },
    fr: { name: 'chien', plural: 'chiens', words: ['chiot', 'toutou', 'chienne'] },
    category: 'animal',
    placement: 'ground',
    size: 50,
    colour: '#c98b4e',
    home: 'meadow',
    art: (c) =>
      path('M56 90 q20 -2 22 -24 q1 -5 5 -3 q2 20 -20 34 z', c.main) +
      sittingBody(c, '#fff3df') +
      circle(40, 38, 21, c.main) +
      `<ellipse cx="19" cy="42" rx="8" ry="16" transform="rotate(18 19 42)" fill="${c.dark}"/>` +
      `<ellipse cx="61" cy="42" rx="8" ry="16" transform="rotate(-18 61 42)" fill="${c.dark}"/>` +
      ellipse(40, 47, 12, 9, '#fff3df') +
      ellipse(49, 30, 6, 5, c.dark, bare) +
      eye(32, 34, 3.2) +
      eye(48, 34, 3.2) +
      ellipse(40, 42, 5, 3.5, OUTLINE) +
      line('M40 45 v4 M40 49 q-4 3 -7 0 M40 49 q4 3 7 0', OUTLINE, 1.4) +
      path('M37 51 q3 8 6 0 z', '#ff6f9c'),
    head: { x: 40, y: 17, width: 28 },
    ...sitting,
  },
  {
    id: 'rabbit',
    name: 'rabbit',
    plural: 'rabbits',
    words: ['rabbit', 'bunny', 'hare'],
    sw: { name: 'sungura', plural: 'sungura', agreement: 'a' },
    fr: { name: 'lapin', plural: 'lapins', words: ['lièvre'] },
    category: 'animal',
    placement: 'ground',
    size: 55,
    colour: '#eae3f2',
    home: 'meadow',
    art: (c) =>
      circle(62, 90, 8, '#fff') +
      sittingBody(c, '#fff') +
      `<ellipse cx="31" cy="18" rx="7" ry="20" transform="rotate(-10 31 18)" fill="${c.main}"/>` +
      `<ellipse cx="49" cy="18" rx="7" ry="20" transform="rotate(10 49 18)" fill="${c.main}"/>` +
      `<ellipse cx="31" cy="19" rx="3.5" ry="14" transform="rotate(-10 31 19)" fill="${PINK}" stroke="none"/>` +
      `<ellipse cx="49" cy="19" rx="3.5" ry="14" transform="rotate(10 49 19)" fill="${PINK}" stroke="none"/>` +
      circle(40, 46, 18, c.main) +
      eye(33, 44, 3) +
      eye(47, 44, 3) +
      ellipse(40, 51, 3, 2, '#ff6f9c', bare) +
      line('M40 53 q-3 3 -6 1 M40 53 q3 3 6 1', OUTLINE, 1.3) +
      rect(37.5, 55, 5, 4, '#fff', 1, ' stroke-width="1"') +
      line('M28 51 h-11 M52 51 h11', OUTLINE, 1.2),
    head: { x: 40, y: 30, width: 22 },
    ...sitting,
  },
  {
    id: 'mouse',
    name: 'mouse',
    plural: 'mice',
    words: ['mouse'],
    sw: { name: 'panya', plural: 'panya', agreement: 'a' },
    fr: { name: 'souris', plural: 'souris', feminine: true },
    category: 'animal',
    placement: 'ground',
    size: 30,
    width: 104,
    height: 100,
    colour: '#a3a8b3',
    home: 'meadow',
    art: (c) =>
      line('M18 82 q-14 -2 -12 -20 q2 -14 10 -10', OUTLINE, 2.5) +
      ellipse(42, 90, 5, 4, PINK) +
      ellipse(66, 92, 5, 4, PINK) +
      path('M14 86 q4 -42 46 -42 q28 0 42 30 q2 8 -8 10 q-30 10 -72 10 q-8 0 -8 -8 z', c.main) +
      circle(66, 38, 14, c.main) +
      circle(66, 38, 8, PINK, bare) +
      circle(100, 78, 4, '#ff6f9c') +
      eye(84, 64, 3) +
      line('M92 80 l10 4 M92 76 l10 -1', OUTLINE, 1.2),
    head: { x: 76, y: 46, width: 18 },
    sits: { x: 56, y: 96 },
    wings: { x: 50, y: 50 },
  },
  {
    id: 'monkey',
    name: 'monkey',
    plural: 'monkeys',
    words: ['monkey'],
    sw: { name: 'tumbili', plural: 'tumbili', agreement: 'a', words: ['nyani', 'kima'] },
    fr: { name: 'singe', plural: 'singes' },
    category: 'animal',
    placement: 'ground',
    size: 60,
    colour: '#9a6334',
    home: 'jungle',
    art: (c) =>
      line('M56 92 q26 4 20 -22 q-4 -14 6 -14', OUTLINE, 6) +
      line('M56 92 q26 4 20 -22 q-4 -14 6 -14', c.main, 3) +
      sittingBody(c, '#f2cfa0') +
      circle(17, 38, 9, c.main) +
      circle(63, 38, 9, c.main) +
      circle(17, 38, 5, '#f2cfa0', bare) +
      circle(63, 38, 5, '#f2cfa0', bare) +
      circle(40, 36, 20, c.main) +
      path('M40 32 q-4 -8 -11 -6 q-9 3 -6 13 q-4 12 17 14 q21 -2 17 -14 q3 -10 -6 -13 q-7 -2 -11 6 z', '#f2cfa0', bare) +
      eye(33, 34, 3) +
      eye(47, 34, 3) +
      line('M37 41 h0.1 M43 41 h0.1', OUTLINE, 2) +
      line('M34 46 q6 5 12 0', OUTLINE, 1.5),
    head: { x: 40, y: 16, width: 26 },
    ...sitting,
  },
  {
    id: 'fox',
    name: 'fox',
    plural: 'foxes',
    words: ['fox'],
    sw: { name: 'mbweha', plural: 'mbweha', agreement: 'a' },
    fr: { name: 'renard', plural: 'renards' },
    category: 'animal',
    placement: 'ground',
    size: 50,
    width: 116,
    height: 100,
    colour: '#f27a21',
    home: 'forest',
    art: (c) =>
      legs([34, 44, 64, 74], 66, 8, c.main, '#3b3b48') +
      `<ellipse cx="20" cy="58" rx="22" ry="10" transform="rotate(-30 20 58)" fill="${c.main}"/>` +
      `<ellipse cx="4" cy="68" rx="6" ry="5" transform="rotate(-30 4 68)" fill="#fff" stroke="none"/>` +
      ellipse(56, 62, 28, 14, c.main) +
      path('M74 30 l-2 -18 l12 10 z M96 30 l6 -18 l4 16 z', c.main) +
      path('M72 32 q14 -14 32 -4 l12 14 q-12 10 -28 8 q-14 -4 -16 -18 z', c.main) +
      path('M84 46 q14 4 32 -4 q-10 10 -24 10 z', '#fff', bare) +
      path('M74 52 q8 -4 14 4 q-2 10 -10 12 q-8 -6 -4 -16 z', '#fff') +
      circle(116, 42, 3, OUTLINE, bare) +
      eye(94, 34),
    head: { x: 90, y: 22, width: 18 },
    sits: { x: 56, y: 76 },
    wings: { x: 54, y: 50 },
  },
  {
    id: 'bear',
    name: 'bear',
    plural: 'bears',
    words: ['bear', 'teddy', 'teddy bear', 'grizzly'],
    sw: { name: 'dubu', plural: 'dubu', agreement: 'a' },
    fr: { name: 'ours', plural: 'ours', words: ['nounours', 'ourson'] },
    category: 'animal',
    placement: 'ground',
    size: 75,
    colour: '#8b5a2b',
    home: 'forest',
    art: (c) => bear(c),
    head: { x: 40, y: 15, width: 28 },
    ...sitting,
  },
  {
    id: 'polar-bear',
    name: 'polar bear',
    plural: 'polar bears',
    words: ['polar bear', 'ice bear'],
    sw: { name: 'dubu wa theluji', plural: 'dubu wa theluji', agreement: 'a' },
    fr: { name: 'ours polaire', plural: 'ours polaires', words: ['ours blanc'] },
    category: 'animal',
    placement: 'ground',
    size: 80,
    colour: '#f7f7f2',
    home: 'snow',
    art: (c) => bear(c),
    head: { x: 40, y: 15, width: 28 },
    ...sitting,
  },
  {
    id: 'penguin',
    name: 'penguin',
    plural: 'penguins',
    words: ['penguin'],
    sw: { name: 'pengwini', plural: 'pengwini', agreement: 'a' },
    fr: { name: 'pingouin', plural: 'pingouins', words: ['manchot'] },
    category: 'animal',
    placement: 'ground',
    size: 55,
    width: 80,
    height: 100,
    colour: '#3b3b48',
    home: 'snow',
    art: (c) =>
      ellipse(30, 97, 9, 4, BEAK) +
      ellipse(50, 97, 9, 4, BEAK) +
      `<ellipse cx="14" cy="60" rx="7" ry="20" transform="rotate(20 14 60)" fill="${c.main}"/>` +
      `<ellipse cx="66" cy="60" rx="7" ry="20" transform="rotate(-20 66 60)" fill="${c.main}"/>` +
      path('M40 4 q28 0 28 40 q0 52 -28 52 q-28 0 -28 -52 q0 -40 28 -40 z', c.main) +
      path('M40 30 q20 2 20 28 q0 36 -20 36 q-20 0 -20 -36 q0 -26 20 -28 z', '#fff', bare) +
      ellipse(31, 26, 7, 8, '#fff', bare) +
      ellipse(49, 26, 7, 8, '#fff', bare) +
      eye(32, 26, 3) +
      eye(48, 26, 3) +
      path('M34 34 h12 l-6 8 z', BEAK),
    head: { x: 40, y: 4, width: 26 },
    sits: { x: 40, y: 96 },
    wings: { x: 40, y: 50 },
  },
  {
    id: 'owl',
    name: 'owl',
    plural: 'owls',
    words: ['owl'],
    sw: { name: 'bundi', plural: 'bundi', agreement: 'a' },
    fr: { name: 'hibou', plural: 'hiboux', words: ['chouette'] },
    category: 'animal',
    placement: 'ground',
    size: 50,
    width: 80,
    height: 100,
    colour: '#9a6a3e',
    home: 'forest',
    flies: true,
    art: (c) =>
      path('M32 96 l-4 4 M36 96 v4 M48 96 v4 M52 96 l4 4', 'none', ' stroke-width="2.5"') +
      path('M14 16 l6 14 l8 -6 z M66 16 l-6 14 l-8 -6 z', c.main) +
      ellipse(40, 60, 27, 36, c.main) +
      ellipse(40, 70, 16, 22, c.light, bare) +
      line('M34 62 l3 3 l3 -3 M40 70 l3 3 l3 -3 M32 74 l3 3 l3 -3 M42 82 l3 3 l3 -3', c.dark, 1.6) +
      `<ellipse cx="16" cy="62" rx="8" ry="22" transform="rotate(10 16 62)" fill="${c.dark}"/>` +
      `<ellipse cx="64" cy="62" rx="8" ry="22" transform="rotate(-10 64 62)" fill="${c.dark}"/>` +
      circle(29, 38, 10, '#fff') +
      circle(51, 38, 10, '#fff') +
      eye(30, 38, 5) +
      eye(50, 38, 5) +
      path('M36 46 h8 l-4 8 z', BEAK),
    head: { x: 40, y: 24, width: 30 },
    sits: { x: 40, y: 96 },
    wings: { x: 40, y: 50 },
  },
  {
    id: 'chicken',
    name: 'chicken',
    plural: 'chickens',
    words: ['chicken', 'hen', 'rooster', 'chick', 'cockerel'],
    sw: { name: 'kuku', plural: 'kuku', agreement: 'a', words: ['jogoo', 'kifaranga'] },
    fr: { name: 'poule', plural: 'poules', feminine: true, words: ['coq', 'poulet', 'poussin'] },
    category: 'animal',
    placement: 'ground',
    size: 40,
    width: 96,
    height: 100,
    colour: '#fbfbf7',
    home: 'farm',
    art: (c) =>
      line('M40 78 v20 l-6 2 M40 98 l5 2 M54 78 v20 l-6 2 M54 98 l5 2', BEAK, 3) +
      path('M10 34 q-4 -16 6 -18 q0 -8 8 -6 q6 -4 8 6 q-6 10 -4 24 z', c.main) +
      path('M14 40 q10 -8 40 -4 q10 -24 30 -18 q10 6 6 26 q-6 36 -42 36 q-36 0 -34 -40 z', c.main) +
      path('M76 18 q0 -10 6 -10 q4 -6 8 0 q6 0 4 8 z', '#e8453c') +
      path('M92 28 l10 4 l-10 4 z', BEAK) +
      ellipse(90, 40, 3, 5, '#e8453c') +
      path('M30 52 q14 -6 26 4 q-10 16 -26 -4 z', c.light) +
      eye(84, 26),
    head: { x: 84, y: 12, width: 16 },
    sits: { x: 50, y: 80 },
    wings: { x: 44, y: 44 },
  },
  {
    id: 'duck',
    name: 'duck',
    plural: 'ducks',
    words: ['duck', 'duckling'],
    sw: { name: 'bata', plural: 'bata', agreement: 'a' },
    fr: { name: 'canard', plural: 'canards', words: ['caneton'] },
    category: 'animal',
    placement: 'ground',
    size: 40,
    width: 100,
    height: 100,
    colour: '#ffd23f',
    home: 'meadow',
    art: (c) =>
      path('M38 84 v12 l-8 4 h14 M58 84 v12 l-8 4 h14', BEAK, ' stroke-width="2"') +
      path('M8 50 l12 8 q4 -10 30 -8 q10 -22 26 -22 q16 2 14 20 q-4 12 -14 16 q8 28 -30 28 q-32 0 -38 -42 z', c.main) +
      path('M88 44 q10 -2 14 4 q-6 6 -14 4 z', BEAK) +
      path('M30 66 q16 -10 30 2 q-12 16 -30 -2 z', c.dark) +
      eye(80, 40, 3),
    head: { x: 76, y: 28, width: 18 },
    sits: { x: 48, y: 88 },
    wings: { x: 44, y: 56 },
  },
  {
    id: 'bird',
    name: 'bird',
    plural: 'birds',
    words: ['bird', 'robin', 'sparrow', 'birdie', 'bluebird'],
    sw: { name: 'ndege', plural: 'ndege', agreement: 'a' },
    fr: { name: 'oiseau', plural: 'oiseaux', words: ['moineau'] },
    category: 'animal',
    placement: 'air',
    size: 32,
    width: 100,
    height: 80,
    colour: '#3d8bfd',
    home: 'sky',
    flies: true,
    art: (c) =>
      path('M4 38 l18 4 l-16 10 z', c.dark) +
      path('M16 44 q10 -22 46 -18 q22 4 24 20 q-4 22 -34 22 q-30 0 -36 -24 z', c.main) +
      path('M86 38 l12 5 l-12 4 z', BEAK) +
      path('M30 42 C 28 22, 46 8, 68 6 L 63 14 L 69 17 L 61 24 L 65 29 L 54 38 Z', c.light) +
      ellipse(56, 56, 16, 8, c.light, bare) +
      eye(76, 36),
    head: { x: 74, y: 28, width: 16 },
    sits: { x: 50, y: 66 },
  },
  {
    id: 'butterfly',
    name: 'butterfly',
    plural: 'butterflies',
    words: ['butterfly'],
    sw: { name: 'kipepeo', plural: 'vipepeo', agreement: 'a' },
    fr: { name: 'papillon', plural: 'papillons' },
    category: 'animal',
    placement: 'air',
    size: 30,
    width: 100,
    height: 90,
    colour: '#9b5de5',
    home: 'meadow',
    flies: true,
    art: (c) =>
      `<ellipse cx="28" cy="30" rx="24" ry="22" transform="rotate(-20 28 30)" fill="${c.main}"/>` +
      `<ellipse cx="72" cy="30" rx="24" ry="22" transform="rotate(20 72 30)" fill="${c.main}"/>` +
      `<ellipse cx="32" cy="64" rx="16" ry="18" transform="rotate(20 32 64)" fill="${c.dark}"/>` +
      `<ellipse cx="68" cy="64" rx="16" ry="18" transform="rotate(-20 68 64)" fill="${c.dark}"/>` +
      circle(26, 28, 8, '#ffd23f', bare) +
      circle(74, 28, 8, '#ffd23f', bare) +
      circle(32, 64, 5, c.light, bare) +
      circle(68, 64, 5, c.light, bare) +
      ellipse(50, 50, 5, 30, '#3b3b48') +
      line('M48 22 q-6 -14 -14 -16 M52 22 q6 -14 14 -16', OUTLINE, 2),
    head: { x: 50, y: 20, width: 10 },
    sits: { x: 50, y: 80 },
  },
  {
    id: 'bee',
    name: 'bee',
    plural: 'bees',
    words: ['bee', 'bumblebee', 'honeybee'],
    sw: { name: 'nyuki', plural: 'nyuki', agreement: 'a' },
    fr: { name: 'abeille', plural: 'abeilles', feminine: true },
    category: 'animal',
    placement: 'air',
    size: 28,
    width: 100,
    height: 80,
    colour: '#ffd23f',
    home: 'meadow',
    flies: true,
    art: (c) =>
      `<ellipse cx="40" cy="22" rx="12" ry="20" transform="rotate(-20 40 22)" fill="#d6f0ff" fill-opacity="0.9"/>` +
      `<ellipse cx="58" cy="22" rx="12" ry="20" transform="rotate(20 58 22)" fill="#d6f0ff" fill-opacity="0.9"/>` +
      path('M8 52 l10 -4 v8 z', OUTLINE) +
      ellipse(48, 52, 34, 24, c.main) +
      path('M34 30 q6 22 0 44 h10 q6 -22 0 -44 z M54 28 q6 24 0 48 h10 q6 -24 0 -48 z', '#3b3b48', bare) +
      circle(82, 48, 12, '#3b3b48') +
      eye(86, 45, 2.6) +
      line('M84 36 q4 -10 10 -12 M80 36 q0 -10 4 -14', OUTLINE, 1.8),
    head: { x: 82, y: 36, width: 14 },
    sits: { x: 48, y: 76 },
  },
  {
    id: 'ladybug',
    name: 'ladybird',
    plural: 'ladybirds',
    words: ['ladybird', 'ladybug'],
    sw: { name: 'mdudu wa madoa', plural: 'wadudu wa madoa', agreement: 'a' },
    fr: { name: 'coccinelle', plural: 'coccinelles', feminine: true },
    category: 'animal',
    placement: 'ground',
    size: 26,
    width: 100,
    height: 70,
    colour: '#e8453c',
    home: 'meadow',
    art: (c) =>
      line('M30 56 l-8 12 M46 60 v10 M62 60 l4 10', OUTLINE, 2.5) +
      circle(84, 44, 14, '#3b3b48') +
      path('M8 60 q2 -54 42 -54 q40 0 42 54 z', c.main) +
      line('M54 8 q-6 26 -4 52', OUTLINE, 2) +
      [
        [30, 30, 6],
        [72, 30, 5],
        [24, 48, 5],
        [68, 48, 6],
        [42, 20, 4],
      ]
        .map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0, '#3b3b48', bare))
        .join('') +
      eye(90, 40, 2.6),
    head: { x: 86, y: 30, width: 14 },
    sits: { x: 50, y: 60 },
  },
  {
    id: 'frog',
    name: 'frog',
    plural: 'frogs',
    words: ['frog', 'toad'],
    sw: { name: 'chura', plural: 'vyura', agreement: 'a' },
    fr: { name: 'grenouille', plural: 'grenouilles', feminine: true, words: ['crapaud'] },
    category: 'animal',
    placement: 'ground',
    size: 35,
    width: 100,
    height: 80,
    colour: '#4cb944',
    home: 'meadow',
    art: (c) =>
      ellipse(16, 70, 16, 10, c.main) +
      ellipse(84, 70, 16, 10, c.main) +
      ellipse(50, 52, 36, 26, c.main) +
      ellipse(50, 62, 22, 14, c.light, bare) +
      circle(32, 24, 13, c.main) +
      circle(68, 24, 13, c.main) +
      circle(32, 24, 8, '#fff') +
      circle(68, 24, 8, '#fff') +
      eye(33, 25, 4) +
      eye(67, 25, 4) +
      line('M34 46 q16 12 32 0', OUTLINE, 2) +
      ellipse(34, 78, 10, 3, c.main) +
      ellipse(66, 78, 10, 3, c.main),
    head: { x: 50, y: 22, width: 26 },
    sits: { x: 50, y: 78 },
    wings: { x: 50, y: 34 },
  },
  {
    id: 'turtle',
    name: 'turtle',
    plural: 'turtles',
    words: ['turtle', 'tortoise', 'terrapin'],
    sw: { name: 'kobe', plural: 'kobe', agreement: 'a', words: ['kasa'] },
    fr: { name: 'tortue', plural: 'tortues', feminine: true },
    category: 'animal',
    placement: 'ground',
    size: 40,
    width: 110,
    height: 70,
    colour: '#3f9b5a',
    home: 'beach',
    art: (c) =>
      ellipse(26, 60, 9, 8, '#9bd17a') +
      ellipse(72, 60, 9, 8, '#9bd17a') +
      path('M4 50 l10 -6 v8 z', '#9bd17a') +
      ellipse(94, 44, 14, 11, '#9bd17a') +
      eye(100, 40, 2.6) +
      line('M100 49 q4 1 7 -2', OUTLINE, 1.3) +
      path('M12 56 q2 -50 38 -50 q36 0 38 50 z', c.main) +
      path('M34 30 l16 -8 l16 8 v14 l-16 8 l-16 -8 z', c.light, ' stroke-width="1.5"') +
      line('M12 56 h76', OUTLINE, 2.5),
    head: { x: 94, y: 32, width: 18 },
    seat: { x: 50, y: 10, rider: 1.1, verb: 'riding' },
    sits: { x: 50, y: 62 },
    wings: { x: 50, y: 20 },
  },
  {
    id: 'snail',
    name: 'snail',
    plural: 'snails',
    words: ['snail'],
    sw: { name: 'konokono', plural: 'konokono', agreement: 'a' },
    fr: { name: 'escargot', plural: 'escargots' },
    category: 'animal',
    placement: 'ground',
    size: 30,
    width: 110,
    height: 80,
    colour: '#e0884a',
    home: 'meadow',
    art: (c) =>
      path('M6 78 q0 -10 20 -10 h54 q14 -30 10 -44 q10 0 12 10 q2 20 -10 44 z', '#b6d98a') +
      line('M90 26 l-4 -16 M96 26 l6 -14', OUTLINE, 2) +
      circle(85, 10, 3.5, OUTLINE, bare) +
      circle(103, 12, 3.5, OUTLINE, bare) +
      circle(48, 42, 28, c.main) +
      line('M48 42 m-4 0 a4 4 0 1 1 8 0 a9 9 0 1 1 -17 0 a14 14 0 1 1 27 0 a19 19 0 1 1 -37 0', c.dark, 3) +
      line('M90 38 q-4 4 -8 2', OUTLINE, 1.4),
    sits: { x: 48, y: 70 },
  },
  {
    id: 'snake',
    name: 'snake',
    plural: 'snakes',
    words: ['snake', 'python', 'cobra', 'serpent'],
    sw: { name: 'nyoka', plural: 'nyoka', agreement: 'a', words: ['chatu'] },
    fr: { name: 'serpent', plural: 'serpents' },
    category: 'animal',
    placement: 'ground',
    size: 40,
    width: 110,
    height: 80,
    colour: '#4cb944',
    home: 'jungle',
    art: (c) =>
      line('M6 70 q10 -12 24 -2 q14 10 28 0 q14 -10 28 0 q6 4 8 -18', OUTLINE, 17, ' stroke-linecap="round"') +
      line('M6 70 q10 -12 24 -2 q14 10 28 0 q14 -10 28 0 q6 4 8 -18', c.main, 12, ' stroke-linecap="round"') +
      line('M20 66 h0.1 M40 72 h0.1 M60 66 h0.1 M76 70 h0.1', c.dark, 5, ' stroke-linecap="round"') +
      line('M104 34 l6 -2 M104 34 l6 3', '#e8453c', 2) +
      ellipse(94, 36, 13, 10, c.main) +
      eye(96, 32, 2.8),
    head: { x: 94, y: 26, width: 16 },
    sits: { x: 50, y: 74 },
  },
  {
    id: 'fish',
    name: 'fish',
    plural: 'fish',
    words: ['fish', 'clownfish'],
    sw: { name: 'samaki', plural: 'samaki', agreement: 'a' },
    fr: { name: 'poisson', plural: 'poissons', words: ['poisson clown'] },
    category: 'animal',
    placement: 'water',
    size: 32,
    width: 100,
    height: 70,
    colour: '#ff8c1a',
    home: 'underwater',
    art: (c) =>
      path('M30 35 l-26 -22 q-4 22 0 44 z', c.main) +
      path('M44 14 q10 -14 28 -6 q-12 2 -14 10 z', c.dark) +
      ellipse(58, 35, 38, 25, c.main) +
      path('M50 12 q-8 23 0 46 h9 q-8 -23 0 -46 z M76 16 q-6 19 0 38 h7 q-6 -19 0 -38 z', '#fff', bare) +
      path('M52 50 q10 10 16 2 z', c.dark) +
      eye(82, 30, 3.5) +
      line('M92 42 q-3 3 -6 1', OUTLINE, 1.4),
    head: { x: 80, y: 12, width: 18 },
    sits: { x: 58, y: 60 },
    wings: { x: 56, y: 18 },
  },
  {
    id: 'whale',
    name: 'whale',
    plural: 'whales',
    words: ['whale'],
    sw: { name: 'nyangumi', plural: 'nyangumi', agreement: 'a' },
    fr: { name: 'baleine', plural: 'baleines', feminine: true },
    category: 'animal',
    placement: 'water',
    size: 80,
    width: 130,
    height: 80,
    colour: '#3d7bd9',
    home: 'underwater',
    art: (c) =>
      path('M22 46 q-14 -10 -18 -28 q10 4 16 10 q2 -10 10 -14 q0 14 -2 26 z', c.main) +
      path('M20 50 q10 -36 60 -36 q46 0 46 38 q0 24 -44 24 q-50 0 -62 -26 z', c.main) +
      path('M30 58 q40 24 94 0 q-4 16 -42 16 q-36 0 -52 -16 z', c.light, bare) +
      path('M62 66 q4 10 14 8 q-4 -6 -4 -10 z', c.dark) +
      eye(106, 42, 3.5) +
      line('M100 54 q8 4 18 -2', OUTLINE, 1.6),
    head: { x: 100, y: 16, width: 24 },
    seat: { x: 76, y: 16, rider: 0.8, verb: 'riding' },
    sits: { x: 76, y: 74 },
    wings: { x: 70, y: 20 },
  },
  {
    id: 'shark',
    name: 'shark',
    plural: 'sharks',
    words: ['shark'],
    sw: { name: 'papa', plural: 'papa', agreement: 'a' },
    fr: { name: 'requin', plural: 'requins' },
    category: 'animal',
    placement: 'water',
    size: 55,
    width: 130,
    height: 70,
    colour: '#8fa3b8',
    home: 'underwater',
    art: (c) =>
      path('M24 36 l-20 -26 q8 26 2 50 z', c.main) +
      path('M56 20 q6 -18 20 -20 q-4 12 -2 22 z', c.main) +
      path('M16 38 q30 -24 80 -18 q26 4 32 20 q-12 18 -50 18 q-40 0 -62 -20 z', c.main) +
      path('M40 48 q30 14 72 2 q-10 8 -34 8 q-24 0 -38 -10 z', '#fff', bare) +
      path('M60 50 q6 12 16 12 q-6 -8 -6 -12 z', c.dark) +
      line('M88 30 q-3 6 0 12 M82 30 q-3 6 0 12', c.dark, 1.6) +
      eye(108, 30, 3) +
      path('M104 44 q10 4 18 -2 l-3 4 l-3 -3 l-3 4 l-3 -3 l-3 4 z', '#fff', ' stroke-width="1.2"'),
    head: { x: 106, y: 22, width: 18 },
    sits: { x: 70, y: 58 },
    wings: { x: 70, y: 24 },
  },
  {
    id: 'octopus',
    name: 'octopus',
    plural: 'octopuses',
    words: ['octopus'],
    sw: { name: 'pweza', plural: 'pweza', agreement: 'a' },
    fr: { name: 'pieuvre', plural: 'pieuvres', feminine: true, words: ['poulpe'] },
    category: 'animal',
    placement: 'water',
    size: 55,
    width: 100,
    height: 100,
    colour: '#b06ad9',
    home: 'underwater',
    art: (c) =>
      ['M24 52 q-16 22 -8 40 q6 6 8 -2', 'M36 58 q-8 24 -2 38', 'M50 60 q-2 24 6 36', 'M64 58 q8 24 2 38', 'M76 52 q16 22 8 40 q-6 6 -8 -2']
        .map((d) => line(d, OUTLINE, 12, ' stroke-linecap="round"') + line(d, c.main, 8, ' stroke-linecap="round"'))
        .join('') +
      path('M50 4 q34 0 34 34 q0 26 -34 26 q-34 0 -34 -26 q0 -34 34 -34 z', c.main) +
      circle(38, 18, 4, c.light, bare) +
      circle(64, 14, 3, c.light, bare) +
      eye(40, 36, 4) +
      eye(60, 36, 4) +
      line('M44 48 q6 5 12 0', OUTLINE, 1.8),
    head: { x: 50, y: 4, width: 36 },
    sits: { x: 50, y: 62 },
    wings: { x: 50, y: 30 },
  },
  {
    id: 'crab',
    name: 'crab',
    plural: 'crabs',
    words: ['crab'],
    sw: { name: 'kaa', plural: 'kaa', agreement: 'a' },
    fr: { name: 'crabe', plural: 'crabes' },
    category: 'animal',
    placement: 'ground',
    size: 35,
    width: 110,
    height: 80,
    colour: '#e8453c',
    home: 'beach',
    art: (c) =>
      line('M30 60 l-16 12 l-4 8 M34 66 l-12 12 M76 60 l16 12 l4 8 M72 66 l12 12', c.dark, 4) +
      line('M34 44 q-16 -4 -20 -20 M76 44 q16 -4 20 -20', c.dark, 5) +
      path('M14 26 q-12 -6 -6 -18 q4 8 12 6 q-2 -8 2 -12 q10 8 2 24 z', c.main) +
      path('M96 26 q12 -6 6 -18 q-4 8 -12 6 q2 -8 -2 -12 q-10 8 -2 24 z', c.main) +
      line('M46 38 v-18 M64 38 v-18', OUTLINE, 2.5) +
      ellipse(55, 52, 30, 18, c.main) +
      circle(46, 18, 6, '#fff') +
      circle(64, 18, 6, '#fff') +
      eye(46, 18, 3) +
      eye(64, 18, 3) +
      line('M48 56 q7 6 14 0', OUTLINE, 1.8),
    head: { x: 55, y: 34, width: 30 },
    sits: { x: 55, y: 70 },
    wings: { x: 55, y: 40 },
  },
  {
    id: 'dinosaur',
    name: 'dinosaur',
    plural: 'dinosaurs',
    words: ['dinosaur', 'dino', 'brontosaurus', 'diplodocus', 'brachiosaurus'],
    sw: { name: 'dinosaria', plural: 'dinosaria', agreement: 'a' },
    fr: { name: 'dinosaure', plural: 'dinosaures' },
    category: 'animal',
    placement: 'ground',
    size: 120,
    width: 140,
    height: 100,
    colour: '#6cc04a',
    home: 'jungle',
    art: (c) =>
      legs([36, 48, 78, 90], 66, 12, c.main, c.dark) +
      path('M4 76 q20 -2 36 -20 l6 16 q-20 12 -42 4 z', c.main) +
      path('M92 50 q8 -34 20 -42 q12 -8 22 0 q6 6 -2 10 l-12 2 q-8 10 -10 40 z', c.main) +
      ellipse(64, 58, 36, 22, c.main) +
      path('M36 60 q28 20 60 0 q-4 16 -30 16 q-24 0 -30 -16 z', c.light, bare) +
      [
        [48, 46, 5],
        [64, 42, 6],
        [80, 48, 5],
        [60, 56, 4],
      ]
        .map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0, c.dark, bare))
        .join('') +
      eye(124, 8, 2.8) +
      line('M126 15 q4 1 7 -2', OUTLINE, 1.3),
    head: { x: 124, y: 2, width: 16 },
    seat: { x: 62, y: 36, rider: 0.55, verb: 'riding' },
    sits: { x: 64, y: 80 },
    wings: { x: 62, y: 40 },
  },
  {
    id: 'dragon',
    name: 'dragon',
    plural: 'dragons',
    words: ['dragon'],
    sw: { name: 'joka', plural: 'majoka', agreement: 'a' },
    fr: { name: 'dragon', plural: 'dragons' },
    category: 'animal',
    placement: 'ground',
    size: 110,
    width: 130,
    height: 100,
    colour: '#3fae5a',
    home: 'mountains',
    flies: true,
    art: (c) =>
      path('M52 48 Q 50 16 66 2 Q 82 10 104 10 Q 96 18 95 27 Q 86 22 81 31 Q 73 27 69 37 Q 61 37 60 48 Z', c.light) +
      line('M58 44 L66 4 M62 42 L84 22 M60 44 L100 12', c.dark, 1.6) +
      legs([30, 42, 66, 78], 68, 11, c.main, c.dark) +
      path('M22 62 q-14 4 -18 -16 q-2 -6 4 -6 l-2 -8 l8 6 q-2 10 10 14 z', c.main) +
      ellipse(52, 62, 32, 18, c.main) +
      path('M28 66 q24 16 52 0 q-4 12 -26 12 q-20 0 -26 -12 z', '#ffd23f', bare) +
      path('M28 46 l4 -8 l4 6 l4 -8 l4 6 l4 -8 l4 6', '#ffd23f', ' stroke-width="1.6"') +
      path('M72 56 q2 -22 20 -30 l10 10 q-16 8 -18 24 z', c.main) +
      path('M88 14 l2 -12 l6 10 z M96 14 l8 -10 l0 12 z', '#ffd23f') +
      path('M84 22 q6 -10 18 -8 l20 8 q6 4 2 10 l-24 4 q-14 0 -16 -14 z', c.main) +
      circle(118, 22, 1.5, OUTLINE, bare) +
      eye(98, 20, 3) +
      line('M104 30 q8 2 16 0', OUTLINE, 1.4),
    head: { x: 96, y: 12, width: 18 },
    seat: { x: 56, y: 42, rider: 0.6, verb: 'riding' },
    sits: { x: 52, y: 78 },
  },
];
