import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from 'antd';

import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { ProfilePage } from '@/features/profile/components/profile';

/** The child's profile (issue 13 item 4), and their password, which they can change. */
export function MyProfileRoute() {
  const { t } = useLingui();
  return (
    <>
      <h1 className="my-profile-title">
        <Trans>My Profile</Trans>
      </h1>
      <ProfilePage />
      <Card title={t`Change your password`} style={{ maxWidth: 760, margin: '24px auto' }}>
        <ChangePasswordForm role="child" />
      </Card>
    </>
  );
}
