import type { ReactNode } from 'react';

import { LANGUAGES, type Language } from '@/lib/i18n';

/** The options of a language select: each language named in itself, as a reader finds theirs. */
export function languageOptions(): { value: Language; label: ReactNode }[] {
  return (Object.entries(LANGUAGES) as [Language, string][]).map(([value, label]) => ({
    value,
    label: <span lang={value}>{label}</span>,
  }));
}
