import { Card } from 'antd';

import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { ProfilePage } from '@/features/profile/components/profile';

/** The child's profile (issue 13 item 4), and their password, which they can change. */
export function MyProfileRoute() {
  return (
    <>
      <h1 className="my-profile-title">My Profile</h1>
      <ProfilePage />
      <Card title="Change your password" style={{ maxWidth: 760, margin: '24px auto' }}>
        <ChangePasswordForm role="child" />
      </Card>
    </>
  );
}
