// Build steps of our own, used by vite.config.ts: what index.html paints before any script, and the
// brotli and gzip copies of the built files that `ndoto serve` sends by Accept-Encoding.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

import { STORAGE_KEYS } from './src/config/constants.ts';

/**
 * Fills index.html's first paint from the app's own sources: the storage key of the theme (for the
 * inline script that sets the theme class before anything else), and the mascot, inlined for the
 * splash so that it shows without another request. The splash is decorative: its SVG is hidden
 * from screen readers, which read the status text beside it.
 */
export function firstPaint(mascotSvg: string): Plugin {
  return {
    name: 'ndoto-first-paint',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const mascot = readFileSync(mascotSvg, 'utf8')
          .replace(/<!--[\s\S]*?-->/g, '')
          .replace(/\s*\n\s*/g, ' ')
          .replace(/ role="img" aria-label="[^"]*"/, ' aria-hidden="true" focusable="false"')
          .replace(/ width="\d+" height="\d+"/, ' width="120" height="120"')
          .trim();
        return html.replaceAll('__THEME_KEY__', STORAGE_KEYS.theme).replace('<!-- mascot -->', mascot);
      },
    },
  };
}

/**
 * Moves the app's stylesheets from the head to the end of the body. A stylesheet in the head
 * holds back the whole first paint until it arrives; after the splash it holds back nothing above
 * it, so the splash paints as soon as the HTML is here. The app's scripts still wait for it
 * (scripts run only once the stylesheets before them are loaded), so nothing shows unstyled.
 */
export function stylesAfterSplash(): Plugin {
  return {
    name: 'ndoto-styles-after-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n?/gm) ?? [];
        if (links.length === 0) return html;
        const rest = links.reduce((page, link) => page.replace(link, ''), html);
        return rest.replace('</body>', `${links.map((link) => `  ${link.trim()}\n`).join('')}  </body>`);
      },
    },
  };
}

/** What is worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip, level 9) beside each compressible file of
 * the build, where they are smaller. Node's own zlib does both: no dependency for a dozen lines,
 * and the build's time is spent once, not on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ndoto-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/** Every file under `dir`, leaving out dot-directories (Vite's manifest is never served). */
function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
