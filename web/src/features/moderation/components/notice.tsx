import type { ReactNode } from 'react';

/**
 * A message in a box (role alert): what went wrong, and what to do next. Not antd's Alert: the
 * console using it would split it from the Card chunk the child's screens load it with, one more
 * request for them (vite.config.ts groups modules by the screens that share them).
 */
export function Notice({
  tone,
  title,
  children,
  action,
}: {
  tone: 'error' | 'warning';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div role="alert" className={`moderation-notice is-${tone}`}>
      <span className="moderation-notice-icon" aria-hidden="true">
        !
      </span>
      <div className="moderation-notice-body">
        <p className="moderation-notice-title">{title}</p>
        {children}
      </div>
      {action && <div className="moderation-notice-action">{action}</div>}
    </div>
  );
}
