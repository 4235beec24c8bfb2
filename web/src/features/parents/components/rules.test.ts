import { ageOn } from '@/features/parents/components/age';
import { guessableWordIn, SIGN_IN_NAME_PATTERN, suggestSignInName } from '@/features/parents/components/rules';

describe('suggestSignInName', () => {
  it.each([
    ['Amani', 'Amani'],
    ["  Ba'raka  ", 'Baraka'],
    ['Mary   Jane', 'Mary Jane'],
    ['Zoë_2', 'Zoë_2'],
    ['3rd Kid', 'rd Kid'],
    ['', ''],
  ])('%j becomes %j', (firstName, expected) => {
    expect(suggestSignInName(firstName)).toBe(expected);
  });

  it('suggests only names the server accepts', () => {
    for (const name of ['Amani', 'Mary Jane', 'Zoë_2', 'a'.repeat(40)]) {
      expect(suggestSignInName(name)).toMatch(SIGN_IN_NAME_PATTERN);
    }
  });
});

describe('ageOn', () => {
  const today = new Date(2026, 10, 21);
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2016-11-21', today)).toBe(10);
    expect(ageOn('2016-11-22', today)).toBe(9);
    expect(ageOn('2020-01-01', today)).toBe(6);
  });
  it('is null for anything but YYYY-MM-DD', () => {
    expect(ageOn('21/11/2016', today)).toBeNull();
  });
});

describe('guessableWordIn', () => {
  const child = [
    { what: 'childFirstName' as const, value: 'Jean-Luc' },
    { what: 'childSignInName' as const, value: 'Amani.K' },
    { what: 'childBirthYear' as const, value: '2016' },
  ];
  it.each([
    ['luc likes kites', 'childFirstName', 'luc'],
    ['AMANI rides bikes', 'childSignInName', 'amani'],
    ['giraffe lemon 2016', 'childBirthYear', '2016'],
    ['my Ndoto password', 'productName', 'ndoto'],
  ])('finds the guessable word in %j as the server does', (password, what, part) => {
    expect(guessableWordIn(password, child)).toEqual({ what, part });
  });
  it('ignores parts shorter than three characters', () => {
    expect(guessableWordIn('kite kettle kayak', child)).toBeNull();
    expect(guessableWordIn('almond angle', [{ what: 'yourFirstName', value: 'Al' }])).toBeNull();
  });
});
