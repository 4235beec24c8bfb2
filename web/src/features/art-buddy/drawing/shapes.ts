/* eslint-disable lingui/no-unlocalized-strings -- SVG markup: no words anyone reads */
/** Tiny SVG markup helpers for drawing the pieces (every shape gets the outline unless `bare`). */
import { OUTLINE } from '@/features/art-buddy/drawing/palette';

/** Extra attributes: no outline. */
export const bare = ' stroke="none"';

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}"${radius ? ` rx="${radius}"` : ''} fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A line of the given colour and width (no fill). */
export const line = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"${extra}/>`;

/** A shiny cartoon eye: a dark dot with a white glint. */
export const eye = (x: number, y: number, r = 2.6) =>
  circle(x, y, r, OUTLINE, bare) + circle(x + r * 0.35, y - r * 0.38, r * 0.38, '#fff', bare);

/** A five-pointed star centred at (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner = outer * 0.45): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

export const star = (cx: number, cy: number, outer: number, fill: string, extra = '') =>
  `<polygon points="${starPoints(cx, cy, outer)}" fill="${fill}"${extra}/>`;
