import type { Locale } from 'antd/es/locale';

import type { Language } from '@/lib/i18n';

/**
 * antd's built-in words in each language, and dayjs's month and day names for its date picker:
 * downloaded when a language other than English is active (English is antd's default).
 */
const loaders: Partial<Record<Language, () => Promise<Locale>>> = {
  fr: async () => (await Promise.all([import('antd/locale/fr_FR'), import('dayjs/locale/fr')]))[0].default,
  sw: async () => (await Promise.all([import('@/lib/antd-locale-sw'), import('dayjs/locale/sw')]))[0].antdSwahili,
};

const loaded = new Map<Language, Locale>();
/** Whether an antd screen has been shown: the sign-in page needs none of antd's words. */
let wanted = false;

/**
 * Downloads `language`'s antd words once (nothing for English), when an antd screen shows or has
 * shown: the antd shell's route asks with `forShell` (see routes.tsx), a change of language after it.
 */
export async function loadAntdLocale(language: Language, { forShell = false } = {}): Promise<void> {
  wanted ||= forShell;
  const load = loaders[language];
  if (!wanted || !load || loaded.has(language)) return;
  loaded.set(language, await load());
}

/** `language`'s antd words once loaded; undefined for English (antd's own) or before. */
export function antdLocale(language: string): Locale | undefined {
  return loaded.get(language as Language);
}
