/* eslint-disable lingui/no-unlocalized-strings -- SVG markup: no words anyone reads */
/** Draws a planned, laid-out picture as one SVG document, and as an image URL. */
import { SCENE_HEIGHT, SCENE_WIDTH, starsAbove } from '@/features/art-buddy/drawing/backgrounds';
import { backgroundById, pieceById } from '@/features/art-buddy/drawing/catalogue';
import { layoutScene } from '@/features/art-buddy/drawing/layout';
import { OUTLINE } from '@/features/art-buddy/drawing/palette';
import { wingsArt } from '@/features/art-buddy/drawing/pieces/wings';
import type { Part, PicturePlan } from '@/features/art-buddy/drawing/plan';

/** The outline's width in the scene, whatever a piece's scale. */
const OUTLINE_WIDTH = 1.8;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const round = (value: number) => Number(value.toFixed(2));

function partMarkup(part: Part, x: number, y: number, scale: number): string {
  const size = part.scale * scale;
  const art =
    part.pieceId === 'wings'
      ? wingsArt()
      : part.layer === 'back'
        ? (pieceById(part.pieceId).back?.(part.shades) ?? '')
        : pieceById(part.pieceId).art(part.shades);
  const name = part.layer === 'back' ? ' data-layer="back"' : '';
  return (
    `<g data-subject="${part.pieceId}" data-role="${part.role}"${name} transform="translate(${round(x + part.x * scale)} ${round(y + part.y * scale)}) scale(${round(size)})" ` +
    `stroke="${OUTLINE}" stroke-width="${round(OUTLINE_WIDTH / size)}" stroke-linejoin="round" stroke-linecap="round">${art}</g>`
  );
}

/** Any place after dark: a deep blue veil and stars. */
const NIGHT = `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="#0b1238" opacity="0.5"/>${starsAbove(110)}`;

/** What is drawn first: the far things (rainbow, sky, boats) behind the near ones. */
const DEPTH = { backdrop: 0, sky: 1, surface: 2, ground: 3, water: 4, air: 5, overlay: 6 } as const;

/** The picture as an SVG document, 320 x 240, named by its description. */
export function renderPicture(plan: PicturePlan): string {
  const background = backgroundById(plan.background);
  const spots = layoutScene(plan.figures, background);
  const order = plan.figures.map((figure, index) => ({ figure, spot: spots[index] })).sort((a, b) => DEPTH[a.figure.placement] - DEPTH[b.figure.placement]);
  const figures = order
    .map(({ figure, spot }) => {
      const { x, y, scale } = spot ?? { x: 0, y: 0, scale: 1 };
      return `<g data-figure="${figure.placement}">${figure.parts.map((part) => partMarkup(part, x, y, scale)).join('')}</g>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" ` +
    `role="img" data-background="${plan.background}"><title>${escape(plan.description)}</title>` +
    `<g data-background="${plan.background}">${background.art()}${plan.night ? NIGHT : ''}</g>${figures}</svg>`
  );
}

/** An SVG document as an image URL (nothing leaves the device). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
