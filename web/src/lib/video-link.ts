/** Where a video plays and the picture that stands for it (spec section 5, "Video links"). */

import { PLAYER_ORIGIN } from '@/config/constants';

export interface VideoLink {
  /** The YouTube player for a YouTube link or id; otherwise the link as it came. */
  embedUrl: string;
  /** The video's YouTube thumbnail; otherwise the placeholder picture. */
  thumbnail: string;
  /** The 11-character YouTube id, or null when the link is not a YouTube video. */
  youtubeId: string | null;
}

/** The picture shown for a video, book or game that has none, or whose picture fails to load. */
export const PLACEHOLDER_THUMBNAIL = `${import.meta.env.BASE_URL}placeholder-thumbnail.svg`;

/** A YouTube video id: exactly 11 of A-Z, a-z, 0-9, '-' and '_'. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The hosts of youtube.com links: bare, www. and m. (mobile). */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** YouTube's privacy-enhanced player, which only has embed links. */
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** Parses an absolute http(s) URL, or one written without its scheme ('youtube.com/watch?v=...'). */
function parseUrl(text: string): URL | null {
  for (const candidate of [text, `https://${text}`]) {
    try {
      const url = new URL(candidate);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url;
      return null;
    } catch {
      // Not a URL as written: try again with a scheme.
    }
  }
  return null;
}

/** The id in a path of the form /{prefix}/ID (a trailing slash is allowed), or null. */
function idAfter(pathname: string, prefix: string): string | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts.length !== 2 || parts[0] !== prefix) return null;
  return parts[1] ?? null;
}

/**
 * The YouTube video id of a watch (youtube.com/watch?v=ID), short (youtube.com/shorts/ID), embed
 * (youtube.com/embed/ID) or shortened (youtu.be/ID) link, or of a bare 11-character id; null for
 * anything else.
 */
export function youtubeVideoId(link: string): string | null {
  const text = link.trim();
  if (VIDEO_ID.test(text)) return text;
  const url = parseUrl(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch' || url.pathname === '/watch/') id = url.searchParams.get('v');
    else id = idAfter(url.pathname, 'shorts') ?? idAfter(url.pathname, 'embed');
  } else if (NOCOOKIE_HOSTS.has(host)) {
    id = idAfter(url.pathname, 'embed');
  } else if (SHORT_HOSTS.has(host)) {
    const parts = url.pathname.split('/').filter((part) => part !== '');
    id = parts.length === 1 ? (parts[0] ?? null) : null;
  }
  return id !== null && VIDEO_ID.test(id) ? id : null;
}

/**
 * A video link as the player and the cards use it: a YouTube link or id becomes the embedded player
 * (autoplay, no related videos from other channels, modest branding: spec section 7) on YouTube's
 * privacy-enhanced host, the only one the server's Content-Security-Policy lets the app frame, and
 * YouTube's thumbnail; anything else keeps the original URL, with the placeholder thumbnail.
 */
export function videoLink(link: string): VideoLink {
  const id = youtubeVideoId(link);
  if (id === null) return { embedUrl: link, thumbnail: PLACEHOLDER_THUMBNAIL, youtubeId: null };
  return {
    embedUrl: `${PLAYER_ORIGIN}/embed/${id}?autoplay=1&rel=0&modestbranding=1`,
    thumbnail: `https://img.youtube.com/vi/${id}/hqdefault.jpg`,
    youtubeId: id,
  };
}
