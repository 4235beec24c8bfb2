import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';

import { CONSENT_NOTICE_VERSION } from '@/config/constants';
import { paths } from '@/config/paths';
import { CHILD_FIELDS, CONSENT_FIELD, useCreateChild } from '@/features/parents/api/children';
import { BirthDateField } from '@/features/parents/components/birth-date-field';
import { fieldErrors } from '@/lib/errors';
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
  /** The consent box, when it is shown. */
  consent?: boolean;
}

/** What the consent box says when it is left unticked. */
export const CONSENT_REQUIRED = msg`Tick the box to agree before adding your child.`;

/**
 * Adds a child: the sign-in name follows the first name until the parent changes it. With
 * `askConsent` (the parent has not agreed to the current data notice), a box to tick before
 * submitting, whose agreement goes with the request as the notice's version.
 */
export function AddChildForm({ onAdded, askConsent }: { onAdded: (child: Child) => void; askConsent: boolean }) {
  const { t } = useLingui();
  const [form] = Form.useForm<ChildValues>();
  const firstName = (Form.useWatch('firstName', form) ?? '').trim();
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
        // Only once the box was ticked (the form's rule sees to it); the server ignores it after.
        consentNoticeVersion: askConsent && values.consent ? CONSENT_NOTICE_VERSION : '',
      },
      {
        onSuccess: (response) => {
          form.resetFields();
          setNameEdited(false);
          if (response.child) onAdded(response.child);
        },
        onError: (error) =>
          // Refused for want of an agreement this page thought on record: the parent's account is
          // fetched again (useCreateChild), which shows the box; if this page's notice is older
          // than the server's, only a reload brings the new one.
          setBanner(
            fieldErrors(error, [CONSENT_FIELD]).length > 0
              ? t`Ndoto needs your agreement to What Ndoto keeps before adding your child. Tick the box below; if there is none, reload this page.`
              : showServerErrors(form, error, CHILD_FIELDS, 'signInName'),
          ),
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
        // The form's own rules say what is wrong, once; the browser's checks (the birth date's
        // min and max) would say it again in a bubble and stop the submit before them.
        noValidate
      >
        <Form.Item label={t`Child's First Name`} name="firstName" rules={nameRules('childFirstName')}>
          <Input placeholder={t`Enter your child's first name`} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t`Child's Last Name`} name="lastName" rules={nameRules('childLastName')}>
          <Input placeholder={t`Enter your child's last name`} autoComplete="off" />
        </Form.Item>
        <BirthDateField />
        <Form.Item
          label={t`Sign-in Name`}
          name="signInName"
          extra={t`Your child types this in the First Name box when signing in. It must be unique on Ndoto.`}
          rules={signInNameRules()}
        >
          <Input placeholder={t`Made from the first name`} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t`Child's Password`}
          name="password"
          extra={t`At least 8 characters, not their name or birth year. Your child types it to sign in, so pick something they can remember.`}
          dependencies={['firstName', 'lastName', 'signInName', 'birthDate']}
          rules={newPasswordRules((field) => [
            { what: 'childFirstName', value: fieldText(field, 'firstName') },
            { what: 'childLastName', value: fieldText(field, 'lastName') },
            { what: 'childSignInName', value: fieldText(field, 'signInName') },
            { what: 'childBirthYear', value: fieldText(field, 'birthDate').slice(0, 4) },
          ])}
        >
          <Input.Password placeholder={t`A password for your child`} autoComplete="new-password" />
        </Form.Item>
        {askConsent && (
          <Form.Item
            name="consent"
            valuePropName="checked"
            rules={[{ validator: (_, checked) => (checked ? Promise.resolve() : Promise.reject(new Error(t(CONSENT_REQUIRED)))) }]}
          >
            <Checkbox>
              {firstName ? (
                <Trans>
                  I am {firstName}'s parent or guardian, and I agree that Ndoto keeps what it needs to run my child's
                  account, as listed in{' '}
                  <Link to={paths.parentDataNotice} target="_blank" rel="noopener">
                    What Ndoto keeps (opens in a new tab)
                  </Link>
                  .
                </Trans>
              ) : (
                <Trans>
                  I am this child's parent or guardian, and I agree that Ndoto keeps what it needs to run my child's
                  account, as listed in{' '}
                  <Link to={paths.parentDataNotice} target="_blank" rel="noopener">
                    What Ndoto keeps (opens in a new tab)
                  </Link>
                  .
                </Trans>
              )}
            </Checkbox>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={createChild.isPending} block>
          <Trans>Add Child</Trans>
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        <Trans>You can add more children after this one.</Trans>
      </Typography.Paragraph>
    </>
  );
}
