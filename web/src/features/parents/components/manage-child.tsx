import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';

import { EDIT_FIELDS, useResetChildPassword, useUpdateChild } from '@/features/parents/api/children';
import { BirthDateField } from '@/features/parents/components/birth-date-field';
import { nameRules, newPasswordRules } from '@/features/parents/components/rules';
import type { Child } from '@/gen/ndoto/v1/parent_service_pb';
import { showServerErrors } from '@/lib/form-errors';

interface DetailsValues {
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** Edits the child's names and birth date with the rules of adding a child. */
function EditDetails({ child, onDone }: { child: Child; onDone: () => void }) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const [form] = Form.useForm<DetailsValues>();
  const update = useUpdateChild();
  const [banner, setBanner] = useState<string | null>(null);
  const onFinish = (values: DetailsValues) => {
    setBanner(null);
    update.mutate(
      { childId: child.id, firstName: values.firstName.trim(), lastName: values.lastName.trim(), birthDate: values.birthDate },
      {
        onSuccess: () => {
          void message.success(t`The details are saved.`);
          onDone();
        },
        onError: (error) => setBanner(showServerErrors(form, error, EDIT_FIELDS)),
      },
    );
  };
  return (
    <Form<DetailsValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ firstName: child.firstName, lastName: child.lastName, birthDate: child.birthDate }}
      onFinish={onFinish}
      disabled={update.isPending}
    >
      {banner && <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item label={t`Child's First Name`} name="firstName" rules={nameRules('childFirstName')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t`Child's Last Name`} name="lastName" rules={nameRules('childLastName')}>
        <Input autoComplete="off" />
      </Form.Item>
      <BirthDateField />
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        <Trans>Save details</Trans>
      </Button>
    </Form>
  );
}

/** Sets a new password for the child; every device the child is signed in on signs out. */
function ResetPassword({ child, onDone }: { child: Child; onDone: () => void }) {
  const { t } = useLingui();
  const name = child.firstName;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetChildPassword();
  const [banner, setBanner] = useState<string | null>(null);
  const onFinish = ({ password }: { password: string }) => {
    setBanner(null);
    reset.mutate(
      { childId: child.id, password },
      {
        onSuccess: () => {
          void message.success(t`${name}'s password is changed. Tell them the new one.`);
          onDone();
        },
        onError: (error) => setBanner(showServerErrors(form, error, ['password'])),
      },
    );
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={reset.isPending}>
      {banner && <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 16 }} />}
      <p>
        <Trans>{name} will be signed out on every device and signs in again with the new password.</Trans>
      </p>
      <Form.Item
        label={t`New password`}
        name="password"
        extra={t`At least 8 characters, not their name or birth year.`}
        rules={newPasswordRules(() => [
          { what: 'childFirstName', value: child.firstName },
          { what: 'childLastName', value: child.lastName },
          { what: 'childSignInName', value: child.signInName },
          { what: 'childBirthYear', value: child.birthDate.slice(0, 4) },
        ])}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reset.isPending}>
        <Trans>Set new password</Trans>
      </Button>
    </Form>
  );
}

/** The child page's actions: edit details, reset the password. */
export function ManageChild({ child }: { child: Child }) {
  const { t } = useLingui();
  const name = child.firstName;
  const [open, setOpen] = useState<'details' | 'password' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="manage-child">
      <Button onClick={() => setOpen('details')}>
        <Trans>Edit details</Trans>
      </Button>
      <Button onClick={() => setOpen('password')}>
        <Trans>Reset password</Trans>
      </Button>
      <Modal open={open === 'details'} title={t`Edit ${name}'s details`} footer={null} onCancel={close} destroyOnHidden>
        <EditDetails child={child} onDone={close} />
      </Modal>
      <Modal open={open === 'password'} title={t`New password for ${name}`} footer={null} onCancel={close} destroyOnHidden>
        <ResetPassword child={child} onDone={close} />
      </Modal>
    </div>
  );
}
