import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { Mentor } from '@/features/mentors/components/mentor-data';

/** A mentor's picture; if it cannot load, the mentor's initials (spec section 8, broken avatar). */
export function MentorAvatar({ mentor, size }: { mentor: Mentor; size: number }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    const initials = mentor.name
      .replace(/^Dr\.\s+/, '')
      .split(/\s+/)
      .map((part) => part[0])
      .join('')
      .slice(0, 2);
    return (
      <span className="mentor-avatar mentor-initials" style={{ width: size, height: size }} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return (
    <img
      className="mentor-avatar"
      src={mentor.avatar}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

/** The rating as a star and its number, read out in full. */
export function MentorRating({ rating }: { rating: number }) {
  const { t, i18n } = useLingui();
  const shown = i18n.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="mentor-rating" aria-label={t`Rated ${shown} out of 5`}>
      <span aria-hidden="true">★</span> {shown}
    </span>
  );
}
