// Build steps of our own, used by vite.config.ts: what index.html paints before any script, the
// brotli and gzip copies of the built files that `ndoto serve` sends by Accept-Encoding, and the
// Lingui macros run by Babel.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { transformAsync } from '@babel/core';
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';

import { STORAGE_KEYS } from './src/config/constants.ts';

/**
 * Fills index.html's first paint from the app's own sources: the storage keys of the theme and the
 * language (for the inline script that sets the theme class and `<html lang>` before anything
 * else), the mascot, inlined for the splash so that it shows without another request, and the
 * splash's words in every language. The splash is decorative: its SVG is hidden from screen
 * readers, which read the status text beside it.
 *
 * Each element marked `data-words` is written once per language, from the shell's catalogues
 * (`shellCatalogue(language)`, a .po file: src/app/splash.ts holds the English messages so that
 * extraction keeps them), with its `lang`; a style shows the one of the page's language. A text
 * missing from a catalogue fails the build, as a missing translation does.
 */
export function firstPaint(mascotSvg: string, languages: readonly string[], shellCatalogue: (language: string) => string): Plugin {
  return {
    name: 'ndoto-first-paint',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const mascot = readFileSync(mascotSvg, 'utf8')
          .replace(/<!--[\s\S]*?-->/g, '')
          .replace(/\s*\n\s*/g, ' ')
          .replace(/ role="img" aria-label="[^"]*"/, ' aria-hidden="true" focusable="false"')
          .replace(/ width="\d+" height="\d+"/, ' width="120" height="120"')
          .trim();
        const words = await splashWords(languages, shellCatalogue);
        return html
          .replaceAll('__THEME_KEY__', STORAGE_KEYS.theme)
          .replaceAll('__LANGUAGE_KEY__', STORAGE_KEYS.language)
          .replaceAll('__LANGUAGES__', languages.join('|'))
          .replace('<!-- mascot -->', mascot)
          .replace('/* splash languages */', splashLanguageStyle(languages))
          .replace(/<(\w+)([^>]*) data-words>([\s\S]*?)<\/\1>/g, (_, tag: string, attributes: string, text: string) => {
            const english = text.replace(/\s+/g, ' ').trim();
            return languages
              .map((language) => `<${tag}${attributes} lang="${language}">${escapeHtml(words(language, english))}</${tag}>`)
              .join('');
          });
      },
    },
  };
}

/** Looks up a splash text's translation in the shell catalogue of each language. */
async function splashWords(languages: readonly string[], shellCatalogue: (language: string) => string) {
  const po = formatter();
  const catalogues = new Map<string, CatalogType>();
  for (const language of languages) {
    const filename = shellCatalogue(language);
    catalogues.set(language, await po.parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename }));
  }
  return (language: string, english: string): string => {
    const entry = Object.values(catalogues.get(language) ?? {}).find((message) => message.message === english);
    const translation = entry?.translation || (language === 'en' ? entry?.message : undefined);
    if (!translation) throw new Error(`index.html: "${english}" has no ${language} translation in ${shellCatalogue(language)}`);
    return translation;
  };
}

/** Hides each splash text whose `lang` is not the page's. */
function splashLanguageStyle(languages: readonly string[]): string {
  return languages
    .map((language) => `html:not([lang=${language}]) .boot [lang=${language}] { display: none; }`)
    .join('\n      ');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
    // After every other plugin's closing step: the service worker is written in one.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
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

/** A module that uses Lingui's macros (`t`, `<Trans>`, `msg`, `plural`...). */
const USES_MACROS = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Runs Lingui's macro plugin (Babel) on the modules that import a macro, before Vite's own
 * TypeScript and JSX transform: the macros turn each message into a call with a short id (and, in
 * production, drop the English text, which the catalogues carry). @rolldown/plugin-babel would do
 * the same but asks for Node 22; this machine and CI run Node 20, which Babel 7 supports.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'ndoto-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !USES_MACROS.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        // Only the macros: TypeScript and JSX are parsed and left for Vite.
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code == null ? null : { code: result.code, map: result.map };
    },
  };
}
