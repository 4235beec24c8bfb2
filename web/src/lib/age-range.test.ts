import { parseAgeRange, storedChildAge } from '@/lib/age-range';

describe('storedChildAge', () => {
  it.each([
    [null, null],
    ['', null],
    ['  ', null],
    ['0', null],
    ['abc', null],
    ['-3', null],
    ['10', 10],
    [' 7 ', 7],
  ] as const)('%j -> %s', (stored, age) => {
    expect(storedChildAge(stored)).toBe(age);
  });
});

describe('parseAgeRange', () => {
  it('reads low-high, and nothing else', () => {
    expect(parseAgeRange('6-8')).toEqual({ low: 6, high: 8 });
    expect(parseAgeRange('13 - 15')).toEqual({ low: 13, high: 15 });
    expect(parseAgeRange('')).toBeNull();
    expect(parseAgeRange('6')).toBeNull();
    expect(parseAgeRange('6-8-10')).toBeNull();
    expect(parseAgeRange('9-6')).toBeNull();
  });
});
