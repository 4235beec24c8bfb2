import { Code, ConnectError } from '@connectrpc/connect';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';

import { FloatingIcons } from '@/components/floating-icons';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { parentReturnPath, paths, RETURN_PARAM } from '@/config/paths';
import { useParentSignIn } from '@/features/parents/api/parent-auth';
import { emailRules } from '@/features/parents/components/rules';
import { errorMessage } from '@/lib/errors';
import { useToken } from '@/lib/session';

import './parent-pages.css';

/**
 * What other pages pass: sign-up, when its new password did not sign in (the address had an
 * account); the parent's account page, once the account is deleted.
 */
export interface SignInState {
  email?: string;
  afterSignUp?: boolean;
  accountDeleted?: boolean;
}

interface SignInValues {
  email: string;
  password: string;
}

/**
 * The parent's own sign-in page (email and password), leading to the parent area, or back to the
 * page of the parent area named by `?next=` (such as a verification link opened while signed out).
 */
export function ParentSignIn() {
  const { t } = useLingui();
  const signIn = useParentSignIn();
  const navigate = useNavigate();
  const token = useToken('parent');
  const [banner, setBanner] = useState<string | null>(null);
  const passed = (useLocation().state ?? null) as SignInState | null;
  const [params] = useSearchParams();
  const returnTo = parentReturnPath(params.get(RETURN_PARAM));

  if (token && !signIn.isPending) return <Navigate to={returnTo} replace />;

  const onFinish = (values: SignInValues) => {
    setBanner(null);
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => navigate(returnTo),
        onError: (error) =>
          setBanner(
            ConnectError.from(error).code === Code.Unauthenticated
              ? t`That email address and password do not match an account. Please try again.`
              : errorMessage(error),
          ),
      },
    );
  };

  return (
    <main className="parent-page">
      <FloatingIcons />
      <Card className="parent-card">
        <div className="parent-card-logo">
          <Logo />
        </div>
        <Typography.Title level={1} className="parent-card-title">
          <Trans>Parent sign in</Trans>
        </Typography.Title>
        <Typography.Paragraph className="parent-card-subtitle">
          <Trans>Add your children and see how they sign in</Trans>
        </Typography.Paragraph>
        {passed?.accountDeleted && !banner && (
          <Alert
            type="success"
            showIcon
            title={t`Your account is deleted.`}
            description={t`Your children's accounts and everything Ndoto kept about you and them are deleted too.`}
            className="parent-card-banner"
            role="status"
          />
        )}
        {passed?.afterSignUp && !banner && (
          <Alert
            type="info"
            showIcon
            title={t`If this email address already had an account, sign in with its password. Otherwise, please try signing up again.`}
            className="parent-card-banner"
            role="status"
          />
        )}
        {banner && <Alert type="error" showIcon title={banner} className="parent-card-banner" role="alert" />}
        <Form<SignInValues>
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={signIn.isPending}
          size="large"
          initialValues={{ email: passed?.email ?? '' }}
        >
          <Form.Item
            label={t`Email Address`}
            name="email"
            rules={emailRules()}
          >
            <Input type="email" placeholder={t`Enter your email`} autoComplete="email" />
          </Form.Item>
          <Form.Item label={t`Password`} name="password" rules={[{ required: true, message: t`Please enter your password` }]}>
            <Input.Password placeholder={t`Enter your password`} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending} className="parent-card-submit">
            <Trans>Sign in</Trans>
          </Button>
        </Form>
        <div className="parent-card-footer">
          <p>
            <Trans>
              New to Ndoto? <Link to={paths.signUp}>Create an account</Link>
            </Trans>
          </p>
          <p>
            <Trans>
              Are you a child? <Link to={paths.signIn}>Go to the children&apos;s sign in</Link>
            </Trans>
          </p>
          <LanguageSwitch />
        </div>
      </Card>
    </main>
  );
}
