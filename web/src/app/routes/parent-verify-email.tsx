import { RequireSession } from '@/components/require-session';
import { parentSignInPath } from '@/config/paths';
import { VerifyEmail } from '@/features/parents/components/verify-email';

/** The verification link's page; a parent signed out signs in first and comes back to this very link. */
export function ParentVerifyEmailRoute() {
  return (
    <RequireSession role="parent" redirectTo={parentSignInPath}>
      <VerifyEmail />
    </RequireSession>
  );
}
