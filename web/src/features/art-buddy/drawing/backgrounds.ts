/* eslint-disable lingui/no-unlocalized-strings -- the picture library: SVG markup, and each thing's names in English, Kiswahili and French kept side by side as data (the parser reads all three; describe.ts says them in the app's language) */
/** The places a picture can be set in, each 320 x 240, drawn soft and without outlines so the things in front stand out. */
import { cloudShape } from '@/features/art-buddy/drawing/pieces/weather';
import { circle, ellipse, path, rect, star } from '@/features/art-buddy/drawing/shapes';
import type { Background } from '@/features/art-buddy/drawing/types';

export const SCENE_WIDTH = 320;
export const SCENE_HEIGHT = 240;
/** Where things stand in most places. */
const GROUND = 212;

const sky = (top: string, bottom: string) =>
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
  rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, 'url(#sky)');

/** Little stars scattered over the top of a dark sky (fixed places). */
export const starsAbove = (bottom: number) =>
  Array.from({ length: 30 }, (_, index) =>
    circle((index * 71) % 316 + 2, ((index * 43) % bottom) + 4, index % 4 === 0 ? 1.8 : 1.1, '#fff'),
  ).join('') + [40, 150, 268].map((x, index) => star(x, 20 + index * 14, 4, '#fff3a3')).join('');

const softCloud = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" opacity="0.9">${cloudShape('#fff')}</g>`;

const hills = (back: string, front: string, top = 186) =>
  path(`M0 ${top - 14} q60 -34 130 -6 q70 -30 190 2 V240 H0 Z`, back) +
  path(`M0 ${top} q80 -16 160 0 t160 0 V240 H0 Z`, front);

const grassTufts = (colour: string) =>
  [24, 96, 178, 250, 300].map((x, index) => path(`M${x} ${224 + (index % 2) * 8} l3 -8 l3 8 l3 -6 l2 6 z`, colour)).join('');

const pine = (x: number, base: number, height: number, fill: string, snow = '') =>
  path(`M${x} ${base - height} l${height * 0.32} ${height * 0.8} h-${height * 0.64} z`, fill) +
  (snow ? path(`M${x} ${base - height} l${height * 0.12} ${height * 0.3} h-${height * 0.24} z`, snow) : '') +
  rect(x - 2, base - height * 0.2, 4, height * 0.2, '#6b4a2b');

const waves = (y: number, colour: string) =>
  [20, 100, 180, 260].map((x, index) => path(`M${x + (index % 2) * 20} ${y + (index % 2) * 14} q8 -6 16 0 q8 -6 16 0`, 'none', ` stroke="${colour}" stroke-width="2.5" stroke-linecap="round"`)).join('');

export const BACKGROUNDS: readonly Background[] = [
  {
    id: 'meadow',
    name: 'A sunny meadow',
    phrase: 'in a meadow',
    words: ['meadow', 'field', 'park', 'garden', 'grass', 'outside', 'countryside', 'playground'],
    sw: { name: 'Uwanja wa nyasi wenye jua', phrase: 'kwenye uwanja wa nyasi', words: ['uwanja', 'nyasi', 'bustani', 'bustanini'] },
    fr: { name: 'Une prairie ensoleillée', phrase: 'dans une prairie', words: ['prairie', 'pré', 'champ', 'parc', 'jardin', 'herbe', 'campagne'] },
    groundY: GROUND,
    art: () => sky('#9ed8ff', '#e4f5ff') + softCloud(20, 24, 0.6) + softCloud(200, 50, 0.5) + hills('#a8dc8c', '#7cc95f') + grassTufts('#5fae4a'),
  },
  {
    id: 'farm',
    name: 'A farm',
    phrase: 'on a farm',
    words: ['farm', 'farmyard', 'barnyard'],
    sw: { name: 'Shamba', phrase: 'shambani', words: ['shamba', 'shambani'] },
    fr: { name: 'Une ferme', phrase: 'à la ferme', words: ['ferme'] },
    groundY: GROUND,
    art: () =>
      sky('#9ed8ff', '#e4f5ff') +
      softCloud(150, 20, 0.55) +
      hills('#b5de8f', '#8bcf66') +
      path('M14 186 v-34 l22 -16 l22 16 v34 z', '#d9534f') +
      path('M28 186 v-18 h16 v18 z', '#f7e3c0') +
      path('M10 152 l26 -19 l26 19', 'none', ' stroke="#8a2f2b" stroke-width="4"') +
      Array.from({ length: 10 }, (_, index) => rect(70 + index * 26, 176, 5, 22, '#c9a26b')).join('') +
      rect(66, 182, 254, 4, '#c9a26b') +
      rect(66, 192, 254, 4, '#c9a26b'),
  },
  {
    id: 'savanna',
    name: 'The savanna',
    phrase: 'in the savanna',
    words: ['savanna', 'savannah', 'safari', 'africa', 'grassland', 'plains', 'serengeti', 'zoo'],
    sw: { name: 'Mbuga', phrase: 'mbugani', words: ['mbuga', 'mbugani', 'savana'] },
    fr: { name: 'La savane', phrase: 'dans la savane', words: ['savane', 'afrique'] },
    groundY: GROUND,
    art: () =>
      sky('#ffc46b', '#fff0c9') +
      circle(60, 70, 26, '#fff3c4') +
      path('M0 176 q80 -12 160 -2 q80 -10 160 2 V240 H0 Z', '#e6c15a') +
      path('M0 200 q90 -10 170 0 q80 -8 150 0 V240 H0 Z', '#d9ad45') +
      path('M262 178 v-34', 'none', ' stroke="#6b4a2b" stroke-width="4"') +
      path('M262 150 l-14 -10 M262 150 l12 -12', 'none', ' stroke="#6b4a2b" stroke-width="3"') +
      ellipse(262, 136, 34, 9, '#7a9a3a') +
      [30, 120, 210].map((x) => path(`M${x} 222 l3 -8 l3 8 l3 -6 l2 6 z`, '#b58a2e')).join(''),
  },
  {
    id: 'forest',
    name: 'A forest',
    phrase: 'in the forest',
    words: ['forest', 'woods', 'wood', 'woodland', 'trees'],
    sw: { name: 'Msitu', phrase: 'msituni', words: ['msitu', 'msituni'] },
    fr: { name: 'Une forêt', phrase: 'dans la forêt', words: ['forêt', 'bois'] },
    groundY: GROUND,
    art: () =>
      sky('#bfe8d0', '#eefaf0') +
      [10, 50, 92, 136, 180, 222, 266, 306].map((x, index) => pine(x, 196, 70 + (index % 3) * 16, index % 2 ? '#2f7d46' : '#3a9155')).join('') +
      path('M0 190 q80 -10 160 0 t160 0 V240 H0 Z', '#5fae4a') +
      grassTufts('#4a9a3a') +
      circle(110, 226, 3, '#ff7eb6') +
      circle(228, 230, 3, '#ffd23f'),
  },
  {
    id: 'jungle',
    name: 'A jungle',
    phrase: 'in the jungle',
    words: ['jungle', 'rainforest', 'rain forest', 'tropical'],
    sw: { name: 'Msitu wa mvua', phrase: 'kwenye msitu wa mvua', words: ['msitu wa mvua', 'msitu wa kitropiki'] },
    fr: { name: 'Une jungle', phrase: 'dans la jungle', words: ['forêt tropicale'] },
    groundY: GROUND,
    art: () =>
      sky('#a8e6c0', '#e6fbe9') +
      path('M0 190 q80 -10 160 0 t160 0 V240 H0 Z', '#4a9e3f') +
      [
        'M0 0 q40 30 20 90 q-10 -40 -20 -50 z',
        'M0 60 q50 10 40 70 q-20 -40 -40 -40 z',
        'M320 0 q-40 30 -20 90 q10 -40 20 -50 z',
        'M320 70 q-50 10 -40 70 q20 -40 40 -40 z',
        'M60 0 q10 40 -10 60 q0 -30 -10 -60 z',
        'M260 0 q-10 40 10 60 q0 -30 10 -60 z',
      ]
        .map((d, index) => path(d, index % 2 ? '#2e8b57' : '#3aa76d'))
        .join('') +
      path('M110 0 q-6 40 6 70 M200 0 q8 30 -4 56', 'none', ' stroke="#3f7d3a" stroke-width="3"') +
      [120, 196].map((x) => ellipse(x, x === 120 ? 70 : 56, 5, 3, '#4cb944')).join('') +
      grassTufts('#3c8a34'),
  },
  {
    id: 'city',
    name: 'A city street',
    phrase: 'in the city',
    words: ['city', 'town', 'street', 'road', 'village', 'downtown', 'london', 'nairobi', 'lagos'],
    sw: { name: 'Mtaa wa mjini', phrase: 'mjini', words: ['mji', 'mjini', 'mtaa', 'mtaani', 'barabara', 'barabarani', 'kijiji', 'kijijini'] },
    fr: { name: 'Une rue de la ville', phrase: 'en ville', words: ['ville', 'rue', 'route', 'village'] },
    groundY: GROUND,
    art: () =>
      sky('#9ed8ff', '#e4f5ff') +
      softCloud(120, 16, 0.5) +
      [
        [0, 110, 50, '#b8c4e0'],
        [46, 80, 44, '#c9b8e0'],
        [86, 120, 40, '#a8d0d8'],
        [122, 70, 54, '#e0c4b8'],
        [172, 100, 44, '#b8d8c0'],
        [212, 60, 50, '#c4c8e0'],
        [258, 96, 62, '#e0d4b0'],
      ]
        .map(([x, top, width, colour]) => {
          const left = Number(x);
          const height = 200 - Number(top);
          let windows = '';
          for (let wy = Number(top) + 10; wy < 186; wy += 18) {
            for (let wx = left + 8; wx < left + Number(width) - 10; wx += 14) windows += rect(wx, wy, 7, 9, '#fdf6d8');
          }
          return rect(left, Number(top), Number(width), height, String(colour)) + windows;
        })
        .join('') +
      rect(0, 196, 320, 10, '#d3d6dc') +
      rect(0, 206, 320, 34, '#8a8f99') +
      [10, 70, 130, 190, 250, 310].map((x) => rect(x, 222, 28, 4, '#fff')).join(''),
  },
  {
    id: 'beach',
    name: 'A sunny beach',
    phrase: 'at the beach',
    words: ['beach', 'seaside', 'sand', 'sandy', 'shore', 'coast', 'holiday'],
    sw: { name: 'Ufukwe wenye jua', phrase: 'ufukweni', words: ['ufukwe', 'ufukweni', 'pwani', 'mchanga'] },
    fr: { name: 'Une plage ensoleillée', phrase: 'à la plage', words: ['plage', 'sable', 'bord de mer', 'vacances'] },
    groundY: 222,
    surfaceY: 150,
    swim: [122, 160],
    art: () =>
      sky('#8fd3ff', '#e6f6ff') +
      softCloud(30, 20, 0.55) +
      rect(0, 112, 320, 60, '#3fa9e6') +
      waves(124, '#bfe8ff') +
      path('M0 168 q80 -12 160 -2 q80 10 160 -4 V240 H0 Z', '#f4d58d') +
      path('M0 172 q80 -12 160 -2 q80 10 160 -4', 'none', ' stroke="#fff" stroke-width="4"') +
      [40, 140, 250].map((x, index) => ellipse(x, 214 + index * 6, 6, 2.5, '#e6bf6e')).join(''),
  },
  {
    id: 'ocean',
    name: 'The open sea',
    phrase: 'on the sea',
    words: ['sea', 'ocean', 'lake', 'river', 'pond', 'water', 'waves'],
    sw: { name: 'Bahari', phrase: 'baharini', words: ['bahari', 'baharini', 'ziwa', 'ziwani', 'mto', 'mtoni', 'maji', 'majini', 'mawimbi'] },
    fr: { name: 'La haute mer', phrase: 'sur la mer', words: ['mer', 'océan', 'lac', 'rivière', 'eau', 'vagues'] },
    groundY: 226,
    surfaceY: 158,
    swim: [178, 232],
    art: () =>
      sky('#8fd3ff', '#e6f6ff') +
      softCloud(20, 26, 0.6) +
      softCloud(220, 12, 0.5) +
      rect(0, 146, 320, 94, '#2f8fd8') +
      rect(0, 146, 320, 20, '#4fb0ec') +
      waves(176, '#8fd0ff') +
      waves(214, '#8fd0ff'),
  },
  {
    id: 'underwater',
    name: 'Under the sea',
    phrase: 'under the sea',
    words: ['underwater', 'under the sea', 'undersea', 'reef', 'coral', 'coral reef', 'seabed', 'aquarium'],
    sw: { name: 'Chini ya bahari', phrase: 'chini ya bahari', words: ['chini ya bahari', 'chini ya maji', 'matumbawe'] },
    fr: { name: 'Sous la mer', phrase: 'sous la mer', words: ['sous la mer', 'sous l\'eau', 'fond de la mer', 'récif', 'corail'] },
    groundY: 228,
    swim: [24, 200],
    art: () =>
      sky('#5ec8f2', '#1f74c4') +
      path('M40 0 l30 0 l-60 240 h-20 z M150 0 l24 0 l-30 240 h-24 z', '#fff', ' opacity="0.08"') +
      path('M0 218 q80 -14 160 0 t160 0 V240 H0 Z', '#f0d290') +
      ['M14 224 q-10 -30 4 -60 q8 30 -4 60', 'M26 226 q10 -24 0 -44', 'M292 226 q-12 -34 6 -66', 'M306 226 q8 -20 0 -40']
        .map((d) => path(d, 'none', ' stroke="#2e9c5c" stroke-width="6" stroke-linecap="round"'))
        .join('') +
      path('M240 224 q-6 -16 4 -20 q2 -12 10 -6 q8 -8 12 6 q8 4 0 20 z', '#ff7f7f') +
      [
        [60, 60, 4],
        [70, 44, 3],
        [250, 90, 5],
        [262, 70, 3],
        [180, 30, 3],
      ]
        .map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0, 'none', ' stroke="#d8f4ff" stroke-width="1.5"'))
        .join(''),
  },
  {
    id: 'sky',
    name: 'The sky',
    phrase: 'in the sky',
    words: ['sky', 'air', 'clouds', 'heaven', 'skies'],
    sw: { name: 'Anga', phrase: 'angani', words: ['anga', 'angani'] },
    fr: { name: 'Le ciel', phrase: 'dans le ciel', words: ['ciel', 'air', 'cieux'] },
    groundY: null,
    art: () => sky('#6ec3ff', '#e6f6ff') + softCloud(10, 170, 0.7) + softCloud(200, 190, 0.8) + softCloud(120, 100, 0.4),
  },
  {
    id: 'space',
    name: 'Outer space',
    phrase: 'in space',
    words: ['space', 'outer space', 'galaxy', 'universe', 'planets', 'planet', 'solar system'],
    sw: { name: 'Anga za juu', phrase: 'kwenye anga za juu', words: ['anga za juu', 'sayari', 'galaksi'] },
    fr: { name: 'L’espace', phrase: 'dans l’espace', words: ['espace', 'galaxie', 'univers', 'planète', 'planètes', 'système solaire'] },
    groundY: null,
    art: () =>
      sky('#15123a', '#2b2466') +
      starsAbove(230) +
      circle(40, 200, 22, '#ff9f6b') +
      ellipse(40, 200, 34, 7, 'none', ' stroke="#ffd9a8" stroke-width="3"') +
      circle(290, 120, 9, '#7fd1ff'),
  },
  {
    id: 'moon',
    name: 'The moon',
    phrase: 'on the moon',
    words: ['on the moon', 'lunar', 'moon surface'],
    sw: { name: 'Mwezi', phrase: 'mwezini', words: ['mwezini', 'juu ya mwezi'] },
    fr: { name: 'La lune', phrase: 'sur la lune', words: ['sur la lune'] },
    groundY: 214,
    art: () =>
      sky('#15123a', '#2b2466') +
      starsAbove(160) +
      circle(270, 50, 18, '#4f9df5') +
      path('M290 46 q-10 -8 -24 -4 q4 10 -6 16 q10 6 22 2 z', '#4cb944') +
      path('M0 190 q80 -16 160 -4 t160 0 V240 H0 Z', '#c9ced6') +
      [
        [40, 214, 14, 4],
        [150, 224, 20, 5],
        [260, 210, 12, 3.5],
        [100, 200, 8, 2.5],
      ]
        .map(([x, y, rx, ry]) => ellipse(x ?? 0, y ?? 0, rx ?? 0, ry ?? 0, '#a7adb8'))
        .join(''),
  },
  {
    id: 'night',
    name: 'A starry night',
    phrase: 'at night',
    words: ['night', 'nighttime', 'night time', 'midnight', 'evening', 'bedtime'],
    sw: { name: 'Usiku wenye nyota', phrase: 'usiku', words: ['usiku'] },
    fr: { name: 'Une nuit étoilée', phrase: 'la nuit', words: ['nuit', 'soir', 'minuit'] },
    groundY: GROUND,
    art: () => sky('#1d2259', '#3d4a8f') + starsAbove(150) + hills('#2f5d46', '#3b7050'),
  },
  {
    id: 'snow',
    name: 'A snowy land',
    phrase: 'in the snow',
    words: ['snow', 'snowy', 'winter', 'arctic', 'antarctica', 'north pole', 'south pole', 'ice', 'icy', 'frozen', 'christmas'],
    sw: { name: 'Nchi yenye theluji', phrase: 'kwenye theluji', words: ['theluji', 'barafu', 'baridi'] },
    fr: { name: 'Un pays enneigé', phrase: 'dans la neige', words: ['neige', 'enneigé', 'hiver', 'banquise', 'pôle nord', 'pôle sud', 'noël'] },
    groundY: GROUND,
    art: () =>
      sky('#cfe6ff', '#f2f8ff') +
      [30, 80, 250, 296].map((x, index) => pine(x, 188, 60 + (index % 2) * 14, '#3f8a5a', '#fff')).join('') +
      hills('#e8f1fb', '#fbfdff') +
      path('M0 228 q80 -8 160 0 t160 0', 'none', ' stroke="#d6e4f2" stroke-width="3"') +
      Array.from({ length: 18 }, (_, index) => circle((index * 67) % 316 + 2, (index * 29) % 170 + 8, 2.2, '#fff', ' stroke="#b8cde4" stroke-width="0.8"')).join(''),
  },
  {
    id: 'desert',
    name: 'A desert',
    phrase: 'in the desert',
    words: ['desert', 'sahara', 'dunes', 'dune', 'egypt'],
    sw: { name: 'Jangwa', phrase: 'jangwani', words: ['jangwa', 'jangwani', 'sahara'] },
    fr: { name: 'Un désert', phrase: 'dans le désert', words: ['désert', 'dunes', 'dune', 'égypte'] },
    groundY: GROUND,
    art: () =>
      sky('#ffcf8a', '#fff1d6') +
      path('M0 170 q60 -40 140 -6 q70 -30 180 6 V240 H0 Z', '#f0c27a') +
      path('M0 200 q90 -20 180 0 q70 -14 140 0 V240 H0 Z', '#e3a857') +
      path('M284 196 v-50 q0 -8 8 -8 q8 0 8 8 v50 z M284 172 h-10 q-6 0 -6 -6 v-12 M300 164 h8 q6 0 6 -6 v-10', '#5fa35a', ' stroke="#4a8a46" stroke-width="3"') +
      path('M40 120 l18 -40 l18 40 z M66 120 l14 -30 l14 30 z', '#e9b96e'),
  },
  {
    id: 'mountains',
    name: 'Mountains',
    phrase: 'in the mountains',
    words: ['mountains', 'mountain', 'alps', 'kilimanjaro', 'hill', 'hills', 'cliff', 'valley'],
    sw: { name: 'Milima', phrase: 'milimani', words: ['mlima', 'milima', 'mlimani', 'milimani', 'kilima', 'vilima'] },
    fr: { name: 'Des montagnes', phrase: 'à la montagne', words: ['montagne', 'montagnes', 'colline', 'collines', 'falaise', 'vallée'] },
    groundY: GROUND,
    art: () =>
      sky('#9ed8ff', '#e4f5ff') +
      path('M-20 190 L70 60 L160 190 Z', '#8d9bb5') +
      path('M70 60 l24 34 l-12 -4 l-12 10 l-10 -10 l-12 4 z', '#fff') +
      path('M110 190 L220 40 L330 190 Z', '#7a89a6') +
      path('M220 40 l28 38 l-14 -4 l-14 12 l-12 -12 l-14 4 z', '#fff') +
      hills('#9fd184', '#7cc95f', 196),
  },
];
