import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { formatter } from '@lingui/format-po';

import { detectLanguage, LANGUAGES } from '@/lib/i18n';

// Vitest runs from web/ (its config's folder).
const src = join(process.cwd(), 'src');
const catalogueFolders = [
  join(src, 'locales'),
  ...readdirSync(join(src, 'features')).map((feature) => join(src, 'features', feature, 'locales')),
].filter((folder) => {
  try {
    return readdirSync(folder).includes('en.po');
  } catch {
    return false;
  }
});

/** A message's placeholders ({name}, {0}) and tags (<0>, </0>), sorted. */
function structure(message: string): string[] {
  // A placeholder is `{name}` or `{name, plural, ...}`; `{dakika #}` inside a plural is words.
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]|<\/?\d+\/?>/g)].map((match) => match[1] ?? match[0]).sort();
}

describe('the catalogues', () => {
  it('translate every message into every language with the same placeholders and tags', async () => {
    const po = formatter();
    expect(catalogueFolders.length).toBeGreaterThan(0);
    for (const folder of catalogueFolders) {
      for (const language of Object.keys(LANGUAGES)) {
        const filename = join(folder, `${language}.po`);
        const catalogue = await po.parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename });
        for (const [id, entry] of Object.entries(catalogue)) {
          const english = entry.message ?? id;
          const translation = entry.translation;
          expect(translation, `${filename}: "${english}" is not translated`).toBeTruthy();
          expect(structure(translation), `${filename}: "${translation}" for "${english}"`).toEqual(structure(english));
        }
      }
    }
  });
});

describe('one translation per message', () => {
  it('gives a message the same words in every catalogue of a language (a different meaning gets a context)', async () => {
    // The catalogues a screen loads merge into one set of words per language: the same English
    // (and context) translated two ways would show whichever loaded last.
    const po = formatter();
    for (const language of ['sw', 'fr']) {
      const seen = new Map<string, { folder: string; translation: string }>();
      for (const folder of catalogueFolders) {
        const filename = join(folder, `${language}.po`);
        const catalogue = await po.parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename });
        for (const [id, entry] of Object.entries(catalogue)) {
          const first = seen.get(id);
          if (first) {
            expect(entry.translation, `"${entry.message}" in ${filename} and in ${first.folder}`).toBe(first.translation);
          } else {
            seen.set(id, { folder, translation: entry.translation });
          }
        }
      }
    }
  });
});

describe('the language to start in', () => {
  const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  afterEach(() => vi.restoreAllMocks());

  it('is the one chosen on this device', () => {
    browserLanguages(['fr-FR']);
    window.localStorage.setItem('language', 'sw');
    expect(detectLanguage()).toBe('sw');
  });

  it("is else the browser's first that Ndoto speaks, by its primary tag", () => {
    browserLanguages(['rw-RW', 'sw-KE', 'fr']);
    expect(detectLanguage()).toBe('sw');
    browserLanguages(['fr-CD', 'en']);
    expect(detectLanguage()).toBe('fr');
  });

  it('is else English, and ignores a stored value Ndoto does not speak', () => {
    window.localStorage.setItem('language', 'xx');
    browserLanguages(['rw-RW', 'lg']);
    expect(detectLanguage()).toBe('en');
  });
});
