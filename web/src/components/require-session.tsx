import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { useToken, type Role } from '@/lib/session';

/**
 * Shows its children only while the role has a token. Without one (never signed in, signed out, or
 * the token just removed after an UNAUTHENTICATED answer) it goes to that role's sign-in page.
 */
export function RequireSession({
  role,
  redirectTo,
  children,
}: {
  role: Role;
  redirectTo: string;
  children: ReactNode;
}) {
  const token = useToken(role);
  if (!token) return <Navigate to={redirectTo} replace />;
  return children;
}
