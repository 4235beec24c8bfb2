import { PLAYER_ORIGIN } from '@/config/constants';
import { Trans } from '@lingui/react/macro';

import { useOnline } from '@/lib/use-online';

/**
 * What an embedded player may do: run its scripts on its own origin (YouTube's player needs both)
 * and go full screen. No top navigation, no pop-ups, no forms: a tap inside it cannot take the
 * child away from Ndoto.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/** Whether `src` is a player the app may embed: an embed address on PLAYER_ORIGIN. */
export function isEmbeddablePlayer(src: string): boolean {
  try {
    const url = new URL(src);
    return url.origin === PLAYER_ORIGIN && url.pathname.startsWith('/embed/');
  } catch {
    return false;
  }
}

/**
 * An embedded video player (video hub, dashboard, activity tutorials): sandboxed, titled for screen
 * readers, and only on PLAYER_ORIGIN; any other address shows a plain message instead, and so does
 * a device with no network (the rest of the screen works offline from what the device kept).
 */
export function EmbeddedPlayer({
  src,
  title,
  allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen',
}: {
  src: string;
  title: string;
  /** The browser features the player may use (Permissions Policy). */
  allow?: string;
}) {
  const online = useOnline();
  if (!online)
    return (
      <p className="video-frame-missing" role="status">
        <Trans>Videos need the internet. Connect, then press play again.</Trans>
      </p>
    );
  if (!isEmbeddablePlayer(src)) return (
      <p className="video-frame-missing">
        <Trans>Sorry, this video cannot be played here.</Trans>
      </p>
    );
  return (
    <iframe
      src={src}
      title={title}
      sandbox={PLAYER_SANDBOX}
      allow={allow}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
