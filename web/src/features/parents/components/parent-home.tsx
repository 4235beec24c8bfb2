import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useChildren } from '@/features/parents/api/children';
import { AddChildForm } from '@/features/parents/components/add-child-form';
import type { Child } from '@/gen/ndoto/v1/parent_service_pb';
import { errorMessage } from '@/lib/errors';
import { useSignOut } from '@/lib/sign-out';
import { ThemeSwitch } from '@/components/theme-switch';

import './parent-pages.css';

function HowToSignIn({ child }: { child: Child }) {
  return (
    <p className="child-how-to">
      On the <Link to={paths.signIn}>Ndoto sign-in page</Link>, {child.firstName} types{' '}
      <span className="child-signin-name">{child.signInName}</span> in the First Name box, then the password you chose.
    </p>
  );
}

/**
 * The parent area: the parent's children, a form to add one, and `account` (the parent's own
 * account settings, which the app composes from another feature).
 */
export function ParentHome({ account }: { account?: ReactNode }) {
  const children = useChildren();
  const navigate = useNavigate();
  const endSessions = useSignOut('parent');
  const [added, setAdded] = useState<Child | null>(null);

  const signOut = () => {
    void endSessions().then(() => navigate(paths.parentSignIn));
  };

  return (
    <div className="parent-home">
      <header className="parent-home-header">
        <Logo />
        <span className="spacer" />
        <ThemeSwitch />
        <Button icon={<LogoutOutlined />} onClick={signOut}>
          Sign out
        </Button>
      </header>
      <main className="parent-home-main">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Your children
        </Typography.Title>
        {added && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setAdded(null)}
            title={`${added.firstName} can sign in now!`}
            description={<HowToSignIn child={added} />}
          />
        )}
        <Card>
          {children.isPending ? (
            <Skeleton active />
          ) : children.isError ? (
            <Alert
              type="error"
              showIcon
              title={errorMessage(children.error)}
              action={<Button onClick={() => void children.refetch()}>Try again</Button>}
            />
          ) : children.data.children.length === 0 ? (
            <Empty description="No children yet. Add your first child below." />
          ) : (
            <ul className="child-list">
              {children.data.children.map((child) => (
                <li key={child.id} className="child-card">
                  <span className="child-avatar" aria-hidden="true">
                    {child.firstName.charAt(0).toUpperCase()}
                  </span>
                  <div>
                    <Typography.Text strong style={{ fontSize: 17 }}>
                      {child.firstName} {child.lastName}
                    </Typography.Text>
                    <Typography.Text type="secondary"> · {child.age} years old</Typography.Text>
                    <div>
                      Sign-in name: <span className="child-signin-name">{child.signInName}</span>
                    </div>
                    <HowToSignIn child={child} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Add a child">
          <AddChildForm onAdded={setAdded} />
        </Card>
        {account}
      </main>
    </div>
  );
}
