import { PRODUCT_NAME } from '@/config/constants';

/** The Ndoto mark (a star over a rainbow) and, unless `compact`, the name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="ndoto-logo">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#7C4DFF" />
        <path d="M6 24a10 10 0 0120 0" stroke="#FFC53D" strokeWidth="3" fill="none" />
        <path d="M10 24a6 6 0 0112 0" stroke="#36CFC9" strokeWidth="3" fill="none" />
        <path d="M16 4l2 4.3 4.7.6-3.4 3.2.9 4.6L16 14.5l-4.2 2.2.9-4.6-3.4-3.2 4.7-.6z" fill="#fff" />
      </svg>
      {compact ? <span className="visually-hidden">{PRODUCT_NAME}</span> : <span className="ndoto-logo-name">{PRODUCT_NAME}</span>}
    </span>
  );
}
