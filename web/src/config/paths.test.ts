import { videoSearchPath } from '@/config/paths';

describe('videoSearchPath', () => {
  it.each(['', ' ', '\t\n  '])('is null for blank text %j', (text) => {
    expect(videoSearchPath(text)).toBeNull();
  });

  it('URL-encodes the trimmed text', () => {
    expect(videoSearchPath('  how do volcanoes work?  ')).toBe('/youtube-search?q=how%20do%20volcanoes%20work%3F');
    expect(videoSearchPath('a&b=c/d#e')).toBe('/youtube-search?q=a%26b%3Dc%2Fd%23e');
  });
});
