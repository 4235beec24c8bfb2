import { PLACEHOLDER_THUMBNAIL, videoLink, youtubeVideoId } from '@/lib/video-link';

const ID = 'dQw4w9WgXcQ';

describe('youtubeVideoId', () => {
  it.each([
    // Watch links, with or without www./m., scheme, extra parameters, v not first.
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123', ID],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', ID],
    ['https://WWW.YouTube.com/watch?v=dQw4w9WgXcQ', ID],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ#comments', ID],
    // Shorts.
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', ID],
    ['https://youtube.com/shorts/dQw4w9WgXcQ?feature=share', ID],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ/', ID],
    // Embeds.
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', ID],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=10', ID],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', ID],
    // Shortened.
    ['https://youtu.be/dQw4w9WgXcQ', ID],
    ['youtu.be/dQw4w9WgXcQ', ID],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=5', ID],
    // Bare ids, with - and _, and surrounding spaces.
    ['dQw4w9WgXcQ', ID],
    ['a-b_c-d_e-f', 'a-b_c-d_e-f'],
    ['  dQw4w9WgXcQ  ', ID],
  ])('%s -> %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    // Bare ids of the wrong length or with other characters.
    ['dQw4w9WgXc'],
    ['dQw4w9WgXcQQ'],
    ['dQw4w9WgX!Q'],
    ['dQw4w9 gXcQ'],
    [''],
    ['   '],
    // Ids of 10 or 12 characters inside links.
    ['https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['https://youtu.be/dQw4w9WgXc'],
    ['https://youtu.be/dQw4w9WgXcQQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXc'],
    // Other hosts, including look-alikes.
    ['https://vimeo.com/dQw4w9WgXcQ'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.example.org/watch?v=dQw4w9WgXcQ'],
    ['https://example.com/watch?v=dQw4w9WgXcQ'],
    ['https://example.com/youtu.be/dQw4w9WgXcQ'],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube-nocookie.com/watch?v=dQw4w9WgXcQ'],
    // YouTube pages that are not a single video.
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?list=PL123'],
    ['https://www.youtube.com/channel/UCdQw4w9WgXcQ'],
    ['https://www.youtube.com/playlist?list=dQw4w9WgXcQ'],
    ['https://www.youtube.com/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ/extra'],
    ['https://youtu.be/'],
    ['https://youtu.be/dQw4w9WgXcQ/extra'],
    // Not http(s).
    ['ftp://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)'],
    ['not a link at all'],
  ])('%j is not a YouTube video', (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });
});

describe('videoLink', () => {
  it('turns a YouTube link into the player with autoplay, no related videos and modest branding', () => {
    expect(videoLink('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&modestbranding=1',
      thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      youtubeId: ID,
    });
  });

  it('treats a bare id the same way', () => {
    expect(videoLink(ID)).toEqual(videoLink(`https://www.youtube.com/watch?v=${ID}`));
  });

  it.each(['https://vimeo.com/76979871', 'https://www.youtube.com/watch?v=short', 'dQw4w9WgXc', ''])(
    'keeps %j as it came, with the placeholder thumbnail',
    (link) => {
      expect(videoLink(link)).toEqual({ embedUrl: link, thumbnail: PLACEHOLDER_THUMBNAIL, youtubeId: null });
    },
  );

  it('places the placeholder in public/', () => {
    expect(PLACEHOLDER_THUMBNAIL).toBe('/placeholder-thumbnail.svg');
  });
});
