import { parentChildDataPath, parentChildPath, parentReturnPath, parentSignInPath, videoSearchPath } from '@/config/paths';

describe('videoSearchPath', () => {
  it.each(['', ' ', '\t\n  '])('is null for blank text %j', (text) => {
    expect(videoSearchPath(text)).toBeNull();
  });

  it('URL-encodes the trimmed text', () => {
    expect(videoSearchPath('  how do volcanoes work?  ')).toBe('/youtube-search?q=how%20do%20volcanoes%20work%3F');
    expect(videoSearchPath('a&b=c/d#e')).toBe('/youtube-search?q=a%26b%3Dc%2Fd%23e');
  });
});

describe('parentChildPath', () => {
  it("opens a child's page on the tab named, Progress without a query string", () => {
    expect(parentChildPath('c1')).toBe('/parent/children/c1');
    expect(parentChildPath('c1', 'progress')).toBe('/parent/children/c1');
    expect(parentChildPath('c 1', 'safety')).toBe('/parent/children/c%201?tab=safety');
  });
});

describe('parentChildDataPath', () => {
  it("is the page of a child's data in words, the id encoded", () => {
    expect(parentChildDataPath('c1')).toBe('/parent/children/c1/data');
    expect(parentChildDataPath('c 1/2')).toBe('/parent/children/c%201%2F2/data');
  });
});

describe('parentSignInPath', () => {
  it('names the page to come back to, encoded, or nothing', () => {
    expect(parentSignInPath()).toBe('/parent/signin');
    expect(parentSignInPath('/parent/verify-email?token=a+b/c')).toBe('/parent/signin?next=%2Fparent%2Fverify-email%3Ftoken%3Da%2Bb%2Fc');
  });
});

describe('parentReturnPath', () => {
  it('keeps a path of the parent area with its query string and fragment', () => {
    expect(parentReturnPath('/parent/verify-email?token=abc')).toBe('/parent/verify-email?token=abc');
    expect(parentReturnPath('/parent/children/c1?tab=data#top')).toBe('/parent/children/c1?tab=data#top');
    expect(parentReturnPath('/parent')).toBe('/parent');
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/parent/children',
    '//evil.example/parent/children',
    '/\\evil.example/parent/children',
    '\\\\evil.example/parent/children',
    'javascript:alert(1)',
    '/parent\t/x',
    '/home',
    '/parentish',
    '/parent/../home',
    '/parent/signin?next=/parent',
    'parent/verify-email',
  ])('goes to the parent area for %j', (next) => {
    expect(parentReturnPath(next)).toBe('/parent');
  });
});
