import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';

import { CHILD_FIELDS, useCreateChild } from '@/features/parents/api/children';
import { BirthDateField } from '@/features/parents/components/birth-date-field';
import { showServerErrors } from '@/lib/form-errors';
import {
  fieldText,
  nameRules,
  newPasswordRules,
  signInNameRules,
  suggestSignInName,
} from '@/features/parents/components/rules';
import type { Child } from '@/gen/ndoto/v1/parent_service_pb';

interface ChildValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  signInName: string;
  password: string;
}

/** Adds a child: the sign-in name follows the first name until the parent changes it. */
export function AddChildForm({ onAdded }: { onAdded: (child: Child) => void }) {
  const [form] = Form.useForm<ChildValues>();
  const createChild = useCreateChild();
  const [nameEdited, setNameEdited] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  const onValuesChange = (changed: Partial<ChildValues>) => {
    if (changed.firstName !== undefined && !nameEdited) {
      form.setFieldValue('signInName', suggestSignInName(changed.firstName));
    }
    if (changed.signInName !== undefined) setNameEdited(changed.signInName.trim() !== '');
  };

  const onFinish = (values: ChildValues) => {
    setBanner(null);
    createChild.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        birthDate: values.birthDate,
        signInName: values.signInName.trim().replace(/\s+/g, ' '),
        password: values.password,
      },
      {
        onSuccess: (response) => {
          form.resetFields();
          setNameEdited(false);
          if (response.child) onAdded(response.child);
        },
        onError: (error) => setBanner(showServerErrors(form, error, CHILD_FIELDS, 'signInName')),
      },
    );
  };

  return (
    <>
      {banner && <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 16 }} />}
      <Form<ChildValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onValuesChange={onValuesChange}
        onFinish={onFinish}
        disabled={createChild.isPending}
        size="large"
      >
        <Form.Item label="Child's First Name" name="firstName" rules={nameRules("child's first name")}>
          <Input placeholder="Enter your child's first name" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Child's Last Name" name="lastName" rules={nameRules("child's last name")}>
          <Input placeholder="Enter your child's last name" autoComplete="off" />
        </Form.Item>
        <BirthDateField />
        <Form.Item
          label="Sign-in Name"
          name="signInName"
          extra="Your child types this in the First Name box when signing in. It must be unique on Ndoto."
          rules={signInNameRules}
        >
          <Input placeholder="Made from the first name" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Child's Password"
          name="password"
          extra="At least 8 characters, not their name or birth year. Your child types it to sign in, so pick something they can remember."
          dependencies={['firstName', 'lastName', 'signInName', 'birthDate']}
          rules={newPasswordRules((field) => [
            { what: "the child's first name", value: fieldText(field, 'firstName') },
            { what: "the child's last name", value: fieldText(field, 'lastName') },
            { what: "the child's sign-in name", value: fieldText(field, 'signInName') },
            { what: "the child's birth year", value: fieldText(field, 'birthDate').slice(0, 4) },
          ])}
        >
          <Input.Password placeholder="Create a password for your child" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={createChild.isPending} block>
          Add Child
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        You can add more children after this one.
      </Typography.Paragraph>
    </>
  );
}
