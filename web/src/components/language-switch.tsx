import { useLingui } from '@lingui/react/macro';

import { activateLanguage, LANGUAGES, type Language } from '@/lib/i18n';

import './language-switch.css';

/**
 * The languages before sign-in (the sign-in and sign-up pages): each named in itself, so a reader
 * finds theirs whatever the page is in now; the choice is kept on this device. After sign-in a
 * child's language is their parent's setting.
 */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  return (
    <nav className="language-switch" aria-label={t`Language`}>
      {(Object.entries(LANGUAGES) as [Language, string][]).map(([language, name]) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.locale === language}
          onClick={() => void activateLanguage(language, { remember: true })}
        >
          {name}
        </button>
      ))}
    </nav>
  );
}
