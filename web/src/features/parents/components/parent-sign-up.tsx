import { Code, ConnectError } from '@connectrpc/connect';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import welcomeUrl from '@/assets/welcome.svg';
import { FloatingIcons } from '@/components/floating-icons';
import { LanguageSwitch } from '@/components/language-switch';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { SIGN_UP_FIELDS, useParentSignIn, useParentSignUp } from '@/features/parents/api/parent-auth';
import { showServerErrors } from '@/lib/form-errors';
import type { SignInState } from '@/features/parents/components/parent-sign-in';
import { PhoneField } from '@/features/parents/components/phone-field';
import { emailRules, fieldText, nameRules, newPasswordRules } from '@/features/parents/components/rules';
import { errorMessage } from '@/lib/errors';

import './parent-pages.css';

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/** Parent or guardian sign-up at /signup (spec section 2, "Sign-up"), wired to ParentSignUp. */
export function ParentSignUp() {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<SignUpValues>();
  const signUp = useParentSignUp();
  const signIn = useParentSignIn();
  const busy = signUp.isPending || signIn.isPending;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [banner, setBanner] = useState<string | null>(null);

  const onFinish = (values: SignUpValues) => {
    setBanner(null);
    const email = values.email.trim();
    signUp.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        phone: `+${values.phone.replace(/\D/g, '')}`,
        password: values.password,
        // The parent area and our emails speak the language the parent signed up in.
        language: i18n.locale,
      },
      {
        // The same answer for a new address and a taken one: signing in tells them apart for the
        // parent, who knows the password, and for nobody else.
        onSuccess: () =>
          signIn.mutate(
            { email, password: values.password },
            {
              onSuccess: (response) => {
                const product = PRODUCT_NAME;
                const firstName = response.parent?.firstName ?? '';
                void message.success(t`Welcome to ${product}, ${firstName}!`);
                navigate(paths.parentHome);
              },
              onError: (error) => {
                if (ConnectError.from(error).code === Code.Unauthenticated) {
                  navigate(paths.parentSignIn, { state: { email, afterSignUp: true } satisfies SignInState });
                } else {
                  setBanner(errorMessage(error));
                }
              },
            },
          ),
        onError: (error) => setBanner(showServerErrors(form, error, SIGN_UP_FIELDS, 'email')),
      },
    );
  };

  return (
    <main className="parent-page">
      <FloatingIcons />
      <Card className="parent-card">
        <img
          className="parent-card-image"
          src={welcomeUrl}
          alt={t`A parent and child setting off on a learning adventure`}
          width={320}
          height={160}
          loading="lazy"
          decoding="async"
        />
        <Typography.Title level={1} className="parent-card-title">
          <Trans>Join {PRODUCT_NAME}</Trans>
        </Typography.Title>
        <Typography.Paragraph className="parent-card-subtitle">
          <Trans>Create an account to start your child&apos;s journey</Trans>
        </Typography.Paragraph>
        {banner && <Alert type="error" showIcon title={banner} className="parent-card-banner" role="alert" />}
        <Form<SignUpValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={busy}
          size="large"
        >
          <Form.Item label={t`First Name`} name="firstName" rules={nameRules('firstName')}>
            <Input placeholder={t`Enter your first name`} autoComplete="given-name" />
          </Form.Item>
          <Form.Item label={t`Last Name`} name="lastName" rules={nameRules('lastName')}>
            <Input placeholder={t`Enter your last name`} autoComplete="family-name" />
          </Form.Item>
          <Form.Item
            label={t`Email Address`}
            name="email"
            rules={emailRules()}
          >
            <Input type="email" placeholder={t`Enter your email`} autoComplete="email" />
          </Form.Item>
          <Form.Item
            label={t`Phone Number`}
            name="phone"
            htmlFor="phone"
            // Checked when the field is left and on submit, not while the country code alone is
            // there; typing still clears an earlier error.
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              {
                validateTrigger: 'onBlur',
                validator: (_, value: string | undefined) =>
                  (value ?? '').replace(/\D/g, '').length > 3
                    ? Promise.resolve()
                    : Promise.reject(new Error(t`Please enter your phone number`)),
              },
            ]}
          >
            <PhoneField />
          </Form.Item>
          <Form.Item
            label={t`Password`}
            name="password"
            dependencies={['firstName', 'lastName', 'email']}
            rules={newPasswordRules((field) => [
              { what: 'yourFirstName', value: fieldText(field, 'firstName') },
              { what: 'yourLastName', value: fieldText(field, 'lastName') },
              { what: 'yourEmailName', value: fieldText(field, 'email').split('@')[0] ?? '' },
            ])}
          >
            <Input type="password" placeholder={t`Create a password`} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} className="parent-card-submit">
            <Trans>Create Account</Trans>
          </Button>
        </Form>
        <div className="parent-card-footer">
          <p>
            <Trans>
              Already have an account? <Link to={paths.signIn}>Sign in</Link>
            </Trans>
          </p>
          <p>
            <Trans>
              Parents and guardians: <Link to={paths.parentSignIn}>sign in to manage your children</Link>
            </Trans>
          </p>
          <LanguageSwitch />
        </div>
      </Card>
    </main>
  );
}
