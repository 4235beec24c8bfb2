import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getCountryCallingCode, Metadata, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { defaultCountries, parseCountry } from 'react-international-phone';

import { internationalPhone, TRUNK_ZERO_COUNTRY_CODES } from '@/features/parents/components/phone-number';

describe('a phone number as typed, made international', () => {
  it.each([
    ['0788 123 456', '250', '+250788123456'],
    ['0', '250', '+250'],
    ['+250 0', '250', '+250'],
    ['+250 0788', '250', '+250788'],
    ['+254 (0) 712-345-678', '250', '+254712345678'],
    ['00254 712 345 678', '250', '+254712345678'],
    ['0803 123 4567', '234', '+2348031234567'],
    // Italy has no trunk prefix: its 0 is part of the number.
    ['06 1234 5678', '39', '+390612345678'],
  ])('%s under +%s is %s', (typed, dialCode, international) => {
    expect(internationalPhone(typed, dialCode)).toBe(international);
  });

  it.each([
    ['+250 788', '250'],
    ['+39 06 1234', '39'],
    // Russia's trunk prefix is 8, which also begins its 800 numbers: left alone.
    ['+7 800 555', '7'],
    ['2547', '250'],
    ['', '250'],
  ])('%s under +%s is left as typed', (typed, dialCode) => {
    expect(internationalPhone(typed, dialCode)).toBe(typed);
  });
});

describe("the country codes whose trunk prefix is 0: libphonenumber's", () => {
  const plans = new Metadata();
  const trunkZero = (country: CountryCode) => {
    plans.selectNumberingPlan(country);
    // The metadata's national (trunk) prefix: in the library, not in its typings.
    const plan = plans.numberingPlan as unknown as { nationalPrefix(): string | undefined } | undefined;
    return plan?.nationalPrefix() === '0';
  };

  it('lists every code whose countries dial 0 at home, and no other', () => {
    const expected = new Set(getCountries().filter(trunkZero).map((country) => getCountryCallingCode(country)));
    expect([...TRUNK_ZERO_COUNTRY_CODES].sort()).toEqual([...expected].sort());
  });

  it("covers each country of the field's list by the code the field gives it", () => {
    for (const { iso2, dialCode } of defaultCountries.map(parseCountry)) {
      const country = getCountries().find((code) => code === iso2.toUpperCase());
      if (country) expect([iso2, TRUNK_ZERO_COUNTRY_CODES.includes(dialCode)]).toEqual([iso2, trunkZero(country)]);
    }
  });

  it("makes each such country's example mobile number, typed with its 0, the valid E.164 number", () => {
    for (const country of getCountries().filter(trunkZero)) {
      const national = examples[country];
      const expected = parsePhoneNumberFromString(national, country);
      expect([country, expected?.isValid()]).toEqual([country, true]);
      const code = getCountryCallingCode(country);
      expect([country, internationalPhone(`0${national}`, code)]).toEqual([country, expected?.number]);
      expect([country, internationalPhone(`+${code} 0${national}`, code)]).toEqual([country, expected?.number]);
    }
  });
});
