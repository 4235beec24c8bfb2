import type { ReactNode } from 'react';

/** A centred panel for the loading, empty and error states. */
export function CommunityNotice({ emoji, title, text, role, children }: {
  emoji?: string;
  title?: string;
  text?: string;
  role?: 'status' | 'alert';
  children?: ReactNode;
}) {
  return (
    <div className="community-notice" role={role}>
      {emoji ? (
        <span className="community-notice-emoji" aria-hidden="true">
          {emoji}
        </span>
      ) : (
        <span className="community-spinner" aria-hidden="true" />
      )}
      {title && <h2>{title}</h2>}
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}
