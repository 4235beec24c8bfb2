// Draws the app's icons (public/icons/*.png, committed) from the Ndoto mark of public/favicon.svg,
// with Debian's Chromium through playwright-core (already here for the e2e tests: no image library
// to install). Run again only when the mark changes: `node scripts/icons.mjs`.
//   icon-192.png, icon-512.png  the mark as it is (rounded, transparent corners): Android's 'any'
//   icon-maskable-512.png       full-bleed purple with the mark inside the middle 80% circle, which
//                               every Android launcher's mask keeps
//   apple-touch-icon.png (180)  full-bleed, no transparency (iOS fills it black and rounds it itself)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');

// The favicon is its rounded square and the drawing on it (the rainbow and the star).
const square = /<rect [^>]*\/>/.exec(favicon)?.[0];
const purple = /fill="(#[0-9A-Fa-f]{6})"/.exec(square ?? '')?.[1];
const drawing = favicon.replace(/^<svg[^>]*>/, '').replace('</svg>', '').replace(square ?? '', '');
if (!square || !purple || !drawing.includes('<path')) throw new Error('public/favicon.svg is not the mark this script knows');

/** The drawing, scaled by `scale` about the middle of its 20 x 20 box (x 6-26, y 4-24), on a full purple square. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${purple}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -14)">${drawing}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // The drawing's farthest point (the rainbow's end, with its stroke) is 15.2 units from its
  // middle: at 0.75 it stays within 11.4 of the 12.8 (40%) the maskable safe zone allows.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.75) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(fileURLToPath(new URL(`icons/${file}`, publicDir)), png);
    console.log(`public/icons/${file}  ${size}x${size}  ${(png.length / 1024).toFixed(1)} KB`);
    await page.close();
  }
} finally {
  await browser.close();
}
