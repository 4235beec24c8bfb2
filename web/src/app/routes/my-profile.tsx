import { Card } from 'antd';

import { ComingSoon } from '@/components/coming-soon';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';

/**
 * The child's profile: the spec's profile editor is still to come; what is here already is the
 * child's own password, which they can change with the one they use now.
 */
export function MyProfileRoute() {
  return (
    <>
      <ComingSoon
        title="My Profile"
        description="Your name, school, favourite subject and avatar."
        backTo={paths.home}
      />
      <Card title="Change your password" style={{ maxWidth: 560, margin: '24px auto' }}>
        <ChangePasswordForm role="child" />
      </Card>
    </>
  );
}
