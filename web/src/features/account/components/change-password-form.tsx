import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';

import { CHANGE_PASSWORD_FIELDS, useChangePassword } from '@/features/account/api/change-password';
import { showServerErrors } from '@/lib/form-errors';
import type { Role } from '@/lib/session';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

/**
 * Changes the signed-in person's password: the current one, then the new one. The server checks
 * both and says under the field what to change; on success every other device is signed out.
 */
export function ChangePasswordForm({ role }: { role: Role }) {
  const { t } = useLingui();
  const [form] = Form.useForm<PasswordValues>();
  const changePassword = useChangePassword(role);
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onFinish = (values: PasswordValues) => {
    setBanner(null);
    setDone(false);
    changePassword.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        setDone(true);
      },
      onError: (error) => setBanner(showServerErrors(form, error, CHANGE_PASSWORD_FIELDS)),
    });
  };

  return (
    <>
      {done && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t`Your password is changed.`}
          description={t`Other devices where you were signed in are signed out now.`}
          style={{ marginBottom: 16 }}
        />
      )}
      {banner && <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 16 }} />}
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={changePassword.isPending}
        size="large"
      >
        <Form.Item
          label={t`Current password`}
          name="currentPassword"
          rules={[{ required: true, message: t`Please type the password you use now` }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t`New password`}
          name="newPassword"
          rules={[
            { required: true, message: t`Please choose a new password` },
            { whitespace: true, message: t`The password cannot be only spaces` },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
          <Trans>Change password</Trans>
        </Button>
      </Form>
    </>
  );
}
