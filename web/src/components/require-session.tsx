import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useToken, type Role } from '@/lib/session';

/**
 * Shows its children only while the role has a token. Without one (never signed in, signed out, or
 * the token just removed after an UNAUTHENTICATED answer) it goes to that role's sign-in page:
 * `redirectTo`, or what `redirectTo` makes of this page's path and query string, for a sign-in page
 * that brings the person back here.
 */
export function RequireSession({
  role,
  redirectTo,
  children,
}: {
  role: Role;
  redirectTo: string | ((here: string) => string);
  children: ReactNode;
}) {
  const token = useToken(role);
  const location = useLocation();
  if (!token) {
    const to = typeof redirectTo === 'string' ? redirectTo : redirectTo(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  return children;
}
