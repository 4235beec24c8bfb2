import { RequireSession } from '@/components/require-session';
import { parentSignInPath } from '@/config/paths';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { YourAccount } from '@/features/parents/components/your-account';

/** The parent's own account. */
export function ParentAccountRoute() {
  return (
    <RequireSession role="parent" redirectTo={parentSignInPath}>
      <YourAccount password={<ChangePasswordForm role="parent" />} />
    </RequireSession>
  );
}
