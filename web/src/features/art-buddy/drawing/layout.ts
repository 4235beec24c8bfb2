/**
 * Where each figure goes in the 320 x 240 scene: things that stand share one row on the ground,
 * boats one on the water, the sun and clouds take fixed spots in the sky, and flying or
 * swimming things take the free places nearest an even spread. Nothing overlaps if it fits.
 */
import { SCENE_HEIGHT, SCENE_WIDTH } from '@/features/art-buddy/drawing/backgrounds';
import type { Figure } from '@/features/art-buddy/drawing/plan';
import type { Background } from '@/features/art-buddy/drawing/types';

/** A figure's top left corner and the factor on its natural size. */
export interface Placed {
  x: number;
  y: number;
  scale: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MARGIN = 8;
const GAP = 8;
/** Smaller things grow towards the tallest (a mouse next to an elephant stays visible). */
const SIZE_EVENING = 0.6;
/** Sky spots (top left corners) for the sun, the moon, clouds and stars, in order. */
const SKY_SPOTS = [
  { x: 256, y: 8 },
  { x: 12, y: 10 },
  { x: 140, y: 6 },
  { x: 80, y: 34 },
  { x: 200, y: 36 },
  { x: 40, y: 60 },
] as const;

/** How tall the tallest figure is drawn, by how many share the picture. */
const tallestFor = (count: number) => [150, 140, 120, 104][Math.min(count, 3)] ?? 104;

/** Each figure's scale: the tallest reaches `tallest`, the rest grow a little towards it. */
function evenedScales(figures: readonly Figure[], tallest: number): number[] {
  const highest = Math.max(...figures.map((figure) => figure.height));
  return figures.map((figure) => (tallest * (figure.height / highest) ** SIZE_EVENING) / figure.height);
}

export function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The share of a row's width its figures may fill, by how many there are (one car is not as wide as the picture). */
const ROW_FILL = [0, 0.8, 0.88, 0.96] as const;

/**
 * Figures standing side by side on `baseline` between `left` and `right`, at most `highest` tall,
 * spread evenly, shrunk together if too wide.
 */
function row(figures: readonly Figure[], sizes: readonly number[], baseline: number, highest: number, left: number, right: number): Placed[] {
  let scales = figures.map((figure, index) => Math.min(sizes[index] ?? 1, highest / figure.height));
  const span = right - left;
  // A row sharing the width with another may fill its part.
  const fill = span < SCENE_WIDTH - 2 * MARGIN ? 0.96 : (ROW_FILL[Math.min(figures.length, 3)] ?? 1);
  const room = span * fill - GAP * (figures.length - 1);
  const width = figures.reduce((sum, figure, index) => sum + figure.width * (scales[index] ?? 1), 0);
  if (width > room) scales = scales.map((scale) => (scale * room) / width);
  const widths = figures.map((figure, index) => figure.width * (scales[index] ?? 1));
  const spare = span - widths.reduce((sum, value) => sum + value, 0);
  const spacing = spare / (figures.length + 1);
  let x = left;
  return figures.map((figure, index) => {
    x += spacing;
    const scale = scales[index] ?? 1;
    const placed = { x, y: baseline - figure.height * scale, scale };
    x += widths[index] ?? 0;
    return placed;
  });
}

/**
 * Figures floating in a band (the sky, the water): each takes the free spot nearest its share
 * of an even spread, avoiding `taken` and each other.
 */
function float(figures: readonly Figure[], sizes: readonly number[], band: readonly [number, number], taken: Box[]): Placed[] {
  const [top, bottom] = band;
  let scales = figures.map((figure, index) => Math.min(sizes[index] ?? 1, (bottom - top) / figure.height));
  // Side by side they must fit across, or they would have to pile up.
  const across = figures.reduce((sum, figure, index) => sum + figure.width * (scales[index] ?? 1), 0) + GAP * (figures.length - 1);
  const room = (SCENE_WIDTH - 2 * MARGIN) * (ROW_FILL[Math.min(figures.length, 3)] ?? 1);
  if (across > room) scales = scales.map((scale) => (scale * room) / across);
  return figures.map((figure, index) => {
    const scale = scales[index] ?? 1;
    const width = figure.width * scale;
    const height = figure.height * scale;
    const wantX = (SCENE_WIDTH * (index + 1)) / (figures.length + 1) - width / 2;
    const wantY = (top + bottom) / 2 - height / 2 + (figures.length > 1 ? (index % 2 ? 18 : -18) : 0);
    let best = { x: wantX, y: wantY, score: Number.POSITIVE_INFINITY };
    for (let x = MARGIN; x <= SCENE_WIDTH - MARGIN - width; x += 6) {
      for (let y = top; y <= bottom - height; y += 6) {
        const box = { x, y, width, height };
        const crowding = taken.reduce((sum, other) => sum + overlap(box, other), 0);
        const score = 4 * crowding + 0.6 * Math.abs(x - wantX) + 0.3 * Math.abs(y - wantY);
        if (score < best.score) best = { x, y, score };
      }
    }
    taken.push({ x: best.x - 4, y: best.y - 4, width: width + 8, height: height + 8 });
    return { x: best.x, y: best.y, scale };
  });
}

/** Places every figure of a picture set in `background`. */
export function layoutScene(figures: readonly Figure[], background: Background): Placed[] {
  const placed = new Map<Figure, Placed>();
  const ground = background.groundY;
  const standing = figures.filter((figure) => figure.placement === 'ground' || (figure.placement === 'surface' && !background.surfaceY));
  const boats = figures.filter((figure) => figure.placement === 'surface' && background.surfaceY);
  const sky = figures.filter((figure) => figure.placement === 'sky');
  const others = figures.filter((figure) => !['sky', 'backdrop', 'overlay'].includes(figure.placement));
  const taken: Box[] = [];

  for (const figure of figures) {
    if (figure.placement === 'overlay') placed.set(figure, { x: 0, y: 0, scale: SCENE_WIDTH / figure.width });
    if (figure.placement === 'backdrop') {
      const scale = (SCENE_WIDTH - 40) / figure.width;
      placed.set(figure, { x: 20, y: Math.min(ground ?? 200, 212) - figure.height * scale, scale });
    }
  }
  // With nothing else to draw, the sun or a cloud is the picture itself.
  const skyAlone = others.length === 0;
  if (!skyAlone) {
    sky.forEach((figure, index) => {
      const spot = SKY_SPOTS[index % SKY_SPOTS.length] ?? SKY_SPOTS[0];
      placed.set(figure, { ...spot, scale: 1 });
      taken.push({ ...spot, width: figure.width, height: figure.height });
    });
  }
  const floating = [...(skyAlone ? sky : []), ...others.filter((figure) => !standing.includes(figure) && !boats.includes(figure))];
  // One size for the whole picture: the tallest thing reaches the height its company allows.
  const main = [...(skyAlone ? sky : []), ...others];
  const evened = evenedScales(main, tallestFor(main.length));
  const sizes = (list: readonly Figure[]) => list.map((figure) => evened[main.indexOf(figure)] ?? 1);

  if (ground !== null) {
    // Boats and standing things share the width when both are there, so the boats stay in sight.
    const split = boats.length > 0 && standing.length > 0 ? SCENE_WIDTH * (standing.length / (standing.length + boats.length)) : null;
    const rows: [Figure[], number, number, number][] = [
      [boats, background.surfaceY ?? ground, split ?? MARGIN, SCENE_WIDTH - MARGIN],
      [standing, ground, MARGIN, split ?? SCENE_WIDTH - MARGIN],
    ];
    for (const [list, baseline, left, right] of rows) {
      if (list.length === 0) continue;
      // Room above for the sun and for what flies.
      const highest = floating.length > 0 || sky.length > 0 || split !== null ? baseline - 70 : baseline - MARGIN;
      row(list, sizes(list), baseline, highest, left, right).forEach((spot, index) => {
        const figure = list[index] as Figure;
        placed.set(figure, spot);
        taken.push({ x: spot.x, y: spot.y, width: figure.width * spot.scale, height: figure.height * spot.scale });
      });
    }
  } else {
    floating.unshift(...standing, ...boats);
  }

  const swimmers = floating.filter((figure) => figure.placement === 'water' && background.swim);
  const fliers = floating.filter((figure) => !swimmers.includes(figure));
  if (swimmers.length > 0 && background.swim) {
    float(swimmers, sizes(swimmers), background.swim, taken).forEach((spot, index) => placed.set(swimmers[index] as Figure, spot));
  }
  if (fliers.length > 0) {
    const bottom = ground === null ? SCENE_HEIGHT - MARGIN : ground - 12;
    float(fliers, sizes(fliers), [MARGIN, bottom], taken).forEach((spot, index) => placed.set(fliers[index] as Figure, spot));
  }
  return figures.map((figure) => placed.get(figure) ?? { x: 0, y: 0, scale: 1 });
}
