import { Card } from 'antd';

import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { ParentHome } from '@/features/parents/components/parent-home';

export function ParentHomeRoute() {
  return (
    <RequireSession role="parent" redirectTo={paths.parentSignIn}>
      <ParentHome
        account={
          <Card title="Change your password">
            <ChangePasswordForm role="parent" />
          </Card>
        }
      />
    </RequireSession>
  );
}
