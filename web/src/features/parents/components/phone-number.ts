/**
 * The country codes whose countries dial a 0 before the national number at home (the trunk
 * prefix: '0788 123 456' in Rwanda is +250 788 123 456). From libphonenumber's data, which the
 * server's `phonenumber` crate checks numbers with; phone-number.test.ts compares the list with
 * libphonenumber-js. Elsewhere a leading 0 is part of the number (Italy) or the trunk prefix is
 * another digit (Russia's 8, North America's 1). Here rather than in config/constants, whose
 * values all load with the sign-in page: this list loads with the sign-up page only.
 */
export const TRUNK_ZERO_COUNTRY_CODES: readonly string[] = [
  '20', '27', '31', '32', '33', '40', '41', '43', '44', '46', '49', '51', '53', '54', '55', '57', '58', '60', '61',
  '62', '63', '64', '66', '81', '82', '84', '86', '90', '91', '92', '93', '94', '95', '98', '211', '212', '213',
  '218', '231', '232', '233', '234', '243', '249', '250', '251', '252', '254', '255', '256', '260', '261', '262',
  '263', '264', '265', '291', '353', '355', '358', '359', '370', '373', '374', '377', '380', '381', '382', '383',
  '385', '386', '387', '389', '421', '423', '508', '590', '591', '593', '594', '595', '596', '598', '686', '850',
  '855', '856', '880', '886', '961', '962', '963', '964', '966', '967', '970', '971', '972', '976', '977', '994',
  '995', '996',
];

const TRUNK_ZERO: ReadonlySet<string> = new Set(TRUNK_ZERO_COUNTRY_CODES);

/** Country codes form a prefix code (none begins another), so a number's digits start with at most one. */
function trunkZeroCodeOf(digits: string): string | undefined {
  return TRUNK_ZERO_COUNTRY_CODES.find((code) => digits.startsWith(`${code}0`));
}

/**
 * What a parent typed or pasted into the phone field, made international for the field to format
 * (react-international-phone reads every number as international), under the chosen country's
 * code `dialCode`. Phone users everywhere type their local number with its leading 0: '0788 123 456'
 * in Rwanda is +250 788 123 456, the 0 being the trunk prefix, dialled only at home. Anything else
 * comes back as typed, so the field keeps its caret and its country guess ('+254 712…' is Kenya).
 */
export function internationalPhone(typed: string, dialCode: string): string {
  const digits = typed.replace(/\D/g, '');
  if (/^[^\d]*\+/.test(typed)) {
    // '+250 0788…', '+254 (0) 712…': the trunk prefix after the country code goes.
    const code = trunkZeroCodeOf(digits);
    return code ? `+${code}${digits.slice(code.length + 1)}` : typed;
  }
  // '00 254 …': 00 is how most of the world dials out, before a country code.
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  // No country code begins with 0: a leading 0 starts a national number of the chosen country.
  if (digits.startsWith('0')) return `+${dialCode}${TRUNK_ZERO.has(dialCode) ? digits.slice(1) : digits}`;
  return typed;
}
