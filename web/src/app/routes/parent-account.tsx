import { useState } from 'react';

import { RequireSession } from '@/components/require-session';
import { parentSignInPath } from '@/config/paths';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { AccountDeleted, YourAccount } from '@/features/parents/components/your-account';

/**
 * The parent's own account. Once it is deleted, the page gives way to AccountDeleted, which ends
 * the session here and goes to the sign-in page with the news; the session guard is left first,
 * so that it does not send the parent there without it.
 */
export function ParentAccountRoute() {
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <AccountDeleted />;
  return (
    <RequireSession role="parent" redirectTo={parentSignInPath}>
      <YourAccount password={<ChangePasswordForm role="parent" />} onDeleted={() => setDeleted(true)} />
    </RequireSession>
  );
}
