import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { avatarPreview } from '@/features/communities/components/community-logic';

/** The first letters of a name as others see it ('Amani M.' -> 'AM'), for an avatar without a picture. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase();
  return letters === '' ? '?' : letters;
}

/**
 * A child's avatar: their picture (lazy, sized), or their initials when there is none or it fails
 * to load (spec section 8). Named by the child's name unless `decorative` (when the name is
 * written beside it).
 */
export function MemberAvatar({
  name,
  image,
  size = 40,
  decorative = false,
}: {
  name: string;
  image: string;
  size?: number;
  decorative?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (image === '' || failed === image) {
    return (
      <span
        className="member-avatar member-initials"
        style={style}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className="member-avatar"
      src={image}
      alt={decorative ? '' : name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(image)}
    />
  );
}

/** Up to three members' avatars and '+N' for the others (spec sections 2 and 9). */
export function AvatarStack({
  members,
  memberCount,
  size = 36,
}: {
  members: readonly { id: string; firstName: string; lastName: string; image: string }[];
  memberCount: number;
  size?: number;
}) {
  const { t } = useLingui();
  const { shown, more } = avatarPreview(members, memberCount);
  if (shown.length === 0 && more === 0) return null;
  return (
    <ul className="avatar-stack" aria-label={t`Members`}>
      {shown.map((member) => (
        <li key={member.id}>
          <MemberAvatar name={memberName(member)} image={member.image} size={size} />
        </li>
      ))}
      {more > 0 && (
        <li>
          <span
            className="member-avatar avatar-more"
            style={{ width: size, height: size }}
            role="img"
            aria-label={t`and ${more} more`}
          >
            +{more}
          </span>
        </li>
      )}
    </ul>
  );
}

/** A member's name as the server gives it to this child: 'Amani M.' for others, the full name for oneself. */
export function memberName(member: { firstName: string; lastName: string }): string {
  return [member.firstName.trim(), member.lastName.trim()].filter((part) => part !== '').join(' ');
}
