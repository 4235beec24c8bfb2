import { parentChildPath, videoSearchPath } from '@/config/paths';

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
