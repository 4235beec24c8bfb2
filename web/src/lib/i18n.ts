/**
 * The app's languages and their catalogues (Lingui). Each message's English text is its id at the
 * call site (`t`, `<Trans>`, `msg` from the macros); the build swaps it for a short id, and the
 * catalogues of the active language give the words. One catalogue per feature
 * (src/features/<name>/locales/<locale>.po) downloads with the feature's code, and the shell's
 * (src/locales: the app's frame and the sign-in page) with the first download, so a screen never waits for
 * words it does not show. lingui.config.ts lists the catalogues; GLOSSARY.md keeps the product's
 * own words the same on every screen.
 */
import { i18n, type Messages } from '@lingui/core';

import { STORAGE_KEYS } from '@/config/constants';
import { loadAntdLocale } from '@/lib/antd-locale';
import { readStorage, writeStorage } from '@/lib/store';
import { messages as shellEnglish } from '@/locales/en.po';

export { i18n };

/** The languages Ndoto speaks, each named in itself (as a language switch shows them). */
/* eslint-disable lingui/no-unlocalized-strings -- a language's own name, in every language */
export const LANGUAGES = {
  en: 'English',
  sw: 'Kiswahili',
  fr: 'Français',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */
export type Language = keyof typeof LANGUAGES;
export const SOURCE_LANGUAGE: Language = 'en';

export function isLanguage(value: string | null | undefined): value is Language {
  return value != null && Object.hasOwn(LANGUAGES, value);
}

/**
 * The language to start in: the one chosen on this device, else the first of the browser's
 * languages Ndoto speaks ("sw-KE" is Kiswahili), else English.
 */
export function detectLanguage(): Language {
  const chosen = readStorage(STORAGE_KEYS.language);
  if (isLanguage(chosen)) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return SOURCE_LANGUAGE;
}

type Catalogue = () => Promise<{ messages: Messages }>;
/** Every catalogue but the English ones of the first download, each its own small chunk. */
const shellCatalogues = import.meta.glob<{ messages: Messages }>(['../locales/*.po', '!../locales/en.po']);
const featureCatalogues = import.meta.glob<{ messages: Messages }>('../features/*/locales/*.po');

function catalogue(name: string, language: Language): Catalogue | undefined {
  return name === 'shell'
    ? shellCatalogues[`../locales/${language}.po`]
    : featureCatalogues[`../features/${name}/locales/${language}.po`];
}

/** The catalogues loaded so far: a change of language loads them again in the new one. */
const loaded = new Set<string>(['shell']);
/** What is already in Lingui's messages, per language. */
const inMessages = new Set<string>();

async function ensure(names: Iterable<string>, language: Language) {
  const missing = [...names].filter((name) => !inMessages.has(`${language}:${name}`));
  if (missing.length === 0) return;
  const catalogues = await Promise.all(
    missing.map(async (name) => {
      if (language === SOURCE_LANGUAGE && name === 'shell') return shellEnglish;
      const load = catalogue(name, language);
      return load ? (await load()).messages : {};
    }),
  );
  // A copy: Lingui adds later catalogues into the object it is given first.
  i18n.load(language, Object.assign({}, ...catalogues) as Messages);
  for (const name of missing) inMessages.add(`${language}:${name}`);
}

/**
 * Makes sure the named features' words are here in the active language (a route's `lazy` awaits
 * it beside the feature's code, so both download at once).
 */
export async function loadCatalogues(...names: string[]): Promise<void> {
  for (const name of names) loaded.add(name);
  await ensure(names, (i18n.locale || SOURCE_LANGUAGE) as Language);
}

/**
 * A lazily loaded module with the words of the features it shows (their folder names under
 * src/features), both downloading at once: a route's `lazy` awaits this instead of the bare
 * import, so no screen renders before its words are here.
 */
export async function withWords<Module>(module: Promise<Module>, ...features: string[]): Promise<Module> {
  const [loadedModule] = await Promise.all([module, loadCatalogues(...features)]);
  return loadedModule;
}

/**
 * Switches the app to `language`: loads the words of every screen loaded so far, then activates
 * it, sets `<html lang>` (screen readers speak the page in it), and with `remember` keeps the
 * choice on this device.
 */
export async function activateLanguage(language: Language, { remember = false } = {}): Promise<void> {
  await Promise.all([ensure(loaded, language), loadAntdLocale(language)]);
  i18n.activate(language);
  document.documentElement.lang = language;
  if (remember) writeStorage({ [STORAGE_KEYS.language]: language });
}

/**
 * Speaks an account's language as the server gives it (a child's parent's choice, a parent's own
 * choice) and keeps it on this device: activates it when Ndoto speaks it and it is not on yet.
 * Never fails: when its words cannot load, the screens stay in the language they were.
 */
export async function followAccountLanguage(code: string | null | undefined): Promise<void> {
  if (!isLanguage(code)) return;
  if (code === i18n.locale) {
    writeStorage({ [STORAGE_KEYS.language]: code });
    return;
  }
  await activateLanguage(code, { remember: true }).catch(() => undefined);
}

// A message missing from the active catalogues shows its id; CI fails before that ships (the
// build's failOnMissing), and this says so in the console, which the browser tests fail on.
i18n.on('missing', ({ locale, id }) => console.error(`message ${id} is missing in the ${locale} catalogues`));
