import { DownOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button, Input, type InputRef, Popover, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defaultCountries, parseCountry, usePhoneInput, type ParsedCountry } from 'react-international-phone';

import { PHONE } from '@/config/constants';
import { internationalPhone } from '@/features/parents/components/phone-number';

import './phone-field.css';

const COUNTRIES: ParsedCountry[] = defaultCountries.map(parseCountry);

/** A country's flag as an emoji, from its two letters (no image to fetch). */
export function flagEmoji(iso2: string): string {
  return [...iso2.toUpperCase()].map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65)).join('');
}

/**
 * A country's name in the app's language (the browser's own list of names), or the phone
 * library's English name in English and where the browser has none.
 */
export function countryName(country: ParsedCountry, locale: string): string {
  if (locale === 'en') return country.name;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.iso2.toUpperCase()) ?? country.name;
  } catch {
    return country.name;
  }
}

/**
 * The countries whose name (in English or in the app's language), two letters or dial code match
 * what was typed; all for nothing typed. In the order of their names in that language.
 */
export function matchCountries(query: string, locale = 'en'): ParsedCountry[] {
  const wanted = query.trim().toLowerCase().replace(/^\+/, '');
  const found =
    wanted === ''
      ? COUNTRIES
      : COUNTRIES.filter(
          (country) =>
            country.name.toLowerCase().includes(wanted) ||
            countryName(country, locale).toLowerCase().includes(wanted) ||
            country.iso2 === wanted ||
            country.dialCode.startsWith(wanted),
        );
  if (locale === 'en') return found;
  const order = new Intl.Collator(locale);
  return [...found].sort((a, b) => order.compare(countryName(a, locale), countryName(b, locale)));
}

/** The digits in a phone number as typed, dial code included. */
const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** The country list behind the flag button: a search box (results after a short pause) and the list. */
function CountryList({ current, onPick }: { current: string; onPick: (iso2: string) => void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearched(query), PHONE.searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [query]);
  const shown = useMemo(() => matchCountries(searched, locale), [searched, locale]);
  // The list opens on the child's (or parent's) own tap: focus follows into its search box.
  const search = useRef<InputRef>(null);
  useEffect(() => search.current?.focus(), []);
  return (
    <div className="ndoto-phone-countries">
      <Input
        placeholder={t`search`}
        aria-label={t`Search countries`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        ref={search}
        allowClear
      />
      {shown.length === 0 ? (
        <p className="ndoto-phone-empty">{t`No entries to show`}</p>
      ) : (
        <ul className="ndoto-phone-list" aria-label={t`Countries`}>
          {shown.map((country) => (
            <li key={country.iso2}>
              <button
                type="button"
                className="ndoto-phone-country"
                aria-current={country.iso2 === current}
                onClick={() => onPick(country.iso2)}
              >
                <span aria-hidden="true">{flagEmoji(country.iso2)}</span>
                <span className="ndoto-phone-country-name">{countryName(country, locale)}</span>
                <span className="ndoto-phone-dial">+{country.dialCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * International phone input with a searchable country list (spec sections 2, 5 and 9): Rwanda by
 * default, '+' prefix, groups of three digits where a country has no mask, at most 15 digits.
 * react-international-phone formats as the parent types and guesses the country from a pasted
 * number; a local number typed with its leading 0 is read under the chosen country first. The value is the number in E.164 form ('+250788123456'); antd's Form.Item passes value
 * and onChange.
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  status,
}: {
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  status?: 'error' | undefined;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const { inputValue, country, setCountry, handlePhoneValueChange, inputRef } = usePhoneInput({
    defaultCountry: PHONE.defaultCountry,
    value: value ?? '',
    prefix: PHONE.prefix,
    defaultMask: PHONE.defaultMask,
    onChange: ({ phone }) => onChange?.(phone),
  });
  const [code, name, dialCode] = [country.iso2.toUpperCase(), countryName(country, i18n.locale), country.dialCode];
  return (
    <Space.Compact block className="ndoto-phone">
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomLeft"
        destroyOnHidden
        content={
          <CountryList
            current={country.iso2}
            onPick={(iso2) => {
              setOpen(false);
              setCountry(iso2, { focusOnInput: true });
            }}
          />
        }
      >
        <Button
          className="ndoto-phone-picker"
          aria-label={t`Country: ${code}, ${name} +${dialCode}`}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          {/* The letters, not the flag: every system has a font for them. The name repeats them (WCAG 2.5.3). */}
          <span aria-hidden="true">{country.iso2.toUpperCase()}</span>
          <DownOutlined aria-hidden="true" />
        </Button>
      </Popover>
      <Input
        ref={(input) => {
          inputRef.current = input?.input ?? null;
        }}
        type="tel"
        name="phone"
        id="phone"
        required
        autoComplete="tel"
        aria-label={t`Phone Number`}
        placeholder={PHONE.placeholder}
        status={status}
        value={inputValue}
        onChange={(event) => {
          // A local number typed with its leading 0 ('0788 123 456') is the chosen country's.
          const international = internationalPhone(event.target.value, country.dialCode);
          if (international !== event.target.value) event.target.value = international;
          // Longer than a phone number can be: the change is not taken.
          if (!PHONE.enableLongNumbers && digitsIn(international) > PHONE.maxDigits) return;
          handlePhoneValueChange(event);
        }}
        onBlur={() => onBlur?.()}
      />
    </Space.Compact>
  );
}
