import { useState } from 'react';

import { PLACEHOLDER_THUMBNAIL } from '@/lib/video-link';

/**
 * A lazy, sized picture of a video, book or game; the placeholder stands in when there is none or
 * it fails to load (spec section 8, "Broken thumbnail").
 */
export function Thumbnail({
  src,
  width,
  height,
  className,
}: {
  src: string;
  width: number;
  height: number;
  className?: string;
}) {
  // Remembering which address failed (not just that one did) lets a new address try again.
  const [failed, setFailed] = useState<string | null>(null);
  const url = src === '' || failed === src ? PLACEHOLDER_THUMBNAIL : src;
  return (
    <img
      className={className}
      src={url}
      // The title beside it says what it is.
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (url !== PLACEHOLDER_THUMBNAIL) setFailed(src);
      }}
    />
  );
}
