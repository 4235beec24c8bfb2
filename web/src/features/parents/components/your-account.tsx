import { ArrowLeftOutlined } from '@ant-design/icons';
import { toJsonString } from '@bufbuild/protobuf';
import { Alert, App, Button, Card, Input, type InputRef, Modal, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { LoadFailed } from '@/components/load-failed';
import { paths } from '@/config/paths';
import { useChildren } from '@/features/parents/api/children';
import {
  useDeleteParentAccount,
  useExportParentData,
  useParent,
  useParentExport,
} from '@/features/parents/api/parent-account';
import { type AccountFact, DataDocument } from '@/features/parents/components/data-document';
import { dataFileName, downloadJson } from '@/features/parents/components/download';
import { ParentShell } from '@/features/parents/components/parent-shell';
import type { SignInState } from '@/features/parents/components/parent-sign-in';
import type { Parent } from '@/gen/ndoto/v1/auth_service_pb';
import { ExportParentDataResponseSchema } from '@/gen/ndoto/v1/parent_service_pb';
import { limitMessage } from '@/lib/errors';
import { useForgetSession } from '@/lib/sign-out';

/** The download's file name: the parent's name and the day, in letters and digits only. */
export function parentExportFileName(parent: Parent | undefined, today: Date): string {
  return dataFileName([parent?.firstName ?? '', parent?.lastName ?? ''], 'parent', 'ndoto-account-data', today);
}

/** A parent's account in words, as the document's first section lists it. */
export function parentAccountFacts(parent: Parent): AccountFact[] {
  return [
    { label: 'First name', value: parent.firstName },
    { label: 'Last name', value: parent.lastName },
    { label: 'Email address', value: parent.email },
    { label: 'Email address verified', value: parent.emailVerified ? 'Yes' : 'No' },
    { label: 'Phone number', value: parent.phone },
    {
      label: "Notice about children's data agreed to",
      value: parent.consentNoticeVersion ? `Version ${parent.consentNoticeVersion}` : 'None yet',
    },
    { label: 'Account ID', value: parent.id },
  ];
}

function fullName(parent: Parent | undefined): string {
  return parent ? `${parent.firstName} ${parent.lastName}`.trim() : '';
}

/** The title of a card, as a real heading (antd's card titles are not). */
function CardTitle({ children }: { children: ReactNode }) {
  return <h2 className="account-card-title">{children}</h2>;
}

/** Download the parent's own data, or open it as a page to read or print. */
function YourData() {
  const { message } = App.useApp();
  const exportData = useExportParentData();
  const onDownload = () => {
    exportData.mutate(
      {},
      {
        onSuccess: (response) => {
          // The same JSON document as GET /api/parent/me/export.
          const text = toJsonString(ExportParentDataResponseSchema, response, { alwaysEmitImplicit: true, prettySpaces: 2 });
          downloadJson(parentExportFileName(response.parent, new Date()), text);
          void message.success('Your data is downloaded.');
        },
        onError: (error) => void message.error(limitMessage(error)),
      },
    );
  };
  return (
    <Card title={<CardTitle>Your data</CardTitle>}>
      <Typography.Paragraph>
        Everything Ndoto keeps about your own account: your name, email address and phone number, the notice you agreed
        to and when, the verification emails sent to you, your children&apos;s accounts and the counts of your sign-ins.
        Your password is never included. What Ndoto keeps about each child (progress, posts and the rest) is on that
        child&apos;s Data tab.
      </Typography.Paragraph>
      <div className="account-actions">
        <Button type="primary" onClick={onDownload} loading={exportData.isPending}>
          Download your data
        </Button>
        <Link className="account-action-link" to={paths.parentAccountData}>
          Read or print your data
        </Link>
      </div>
    </Card>
  );
}

/**
 * Deleting the parent's account: what goes, in plain words, then the password typed again. A
 * refusal (a wrong password, too many tries) is shown in the dialog, which stays open with the
 * field emptied for another try.
 */
function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const children = useChildren();
  const deleteAccount = useDeleteParentAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<InputRef>(null);

  const names = children.data?.children.map((child) => `${child.firstName} ${child.lastName}`.trim()) ?? [];
  let whose;
  if (!children.data) whose = "every child's account on yours";
  else if (names.length === 0) whose = 'the accounts of any children you add before then (you have none now)';
  else if (names.length === 1) whose = `your child's account (${names[0]})`;
  else whose = `your ${names.length} children's accounts (${names.join(', ')})`;

  const close = () => {
    setOpen(false);
    setPassword('');
    setProblem(null);
  };

  const onDelete = () => {
    if (password === '' || deleteAccount.isPending) return;
    setProblem(null);
    deleteAccount.mutate(
      { password },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          setProblem(limitMessage(error));
          setPassword('');
          field.current?.focus();
        },
      },
    );
  };

  return (
    <Card title={<CardTitle>Delete your account</CardTitle>}>
      <Typography.Paragraph>
        Deletes your account, every child&apos;s account on it and everything Ndoto keeps about you and them, at once and
        for good. You may want to download your data and each child&apos;s data first.
      </Typography.Paragraph>
      <Button danger className="account-delete" onClick={() => setOpen(true)}>
        Delete your account
      </Button>
      <Modal
        open={open}
        title="Delete your account and your children's accounts?"
        okText="Delete my account"
        cancelText="Keep my account"
        okButtonProps={{ danger: true, disabled: password === '', loading: deleteAccount.isPending }}
        cancelButtonProps={{ disabled: deleteAccount.isPending }}
        onOk={onDelete}
        onCancel={close}
        afterOpenChange={(opened) => {
          if (opened) field.current?.focus();
        }}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title="This cannot be undone." style={{ marginBottom: 12 }} />
        <p>This deletes, at once and for good:</p>
        <ul className="account-delete-list">
          <li>your account: your name, email address, phone number and the notices you agreed to;</li>
          <li>
            {whose}, with all their data: progress, badges, quiz answers, settings, and every post they wrote (with the
            likes and reports on them).
          </li>
        </ul>
        <p>Neither you nor your children will be able to sign in again.</p>
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
        <label htmlFor="delete-account-password" className="account-password-label">
          Your password
        </label>
        <p id="delete-account-password-help" className="account-password-help">
          Type the password you sign in with, to confirm it is you.
        </p>
        <Input.Password
          id="delete-account-password"
          ref={field}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onPressEnter={onDelete}
          autoComplete="current-password"
          aria-describedby="delete-account-password-help"
          disabled={deleteAccount.isPending}
        />
      </Modal>
    </Card>
  );
}

/**
 * The parent's own account: who is signed in, `password` (the form to change it, which the app
 * composes from another feature), their data to download or read, and deleting the account.
 * `onDeleted` is called once the server has deleted it.
 */
export function YourAccount({ password, onDeleted }: { password?: ReactNode; onDeleted: () => void }) {
  const parent = useParent();
  const me = parent.data?.parent;
  return (
    <ParentShell>
      <Link className="back-link" to={paths.parentHome}>
        <ArrowLeftOutlined aria-hidden="true" /> Your children
      </Link>
      <div>
        <Typography.Title level={1} className="account-title">
          Your account
        </Typography.Title>
        {parent.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} title={false} />
        ) : parent.isError ? (
          <LoadFailed error={parent.error} retry={parent.refetch} />
        ) : (
          <Typography.Text type="secondary">
            Signed in as {fullName(me)}
            {me?.email ? ` (${me.email})` : ''}
          </Typography.Text>
        )}
      </div>
      {password && <Card title={<CardTitle>Change your password</CardTitle>}>{password}</Card>}
      <YourData />
      <DeleteAccount onDeleted={onDeleted} />
    </ParentShell>
  );
}

/**
 * Shown for a moment once the account is deleted: forgets the session in this browser (the
 * server has ended it) and goes to the parent sign-in page, which says that the account is gone.
 */
export function AccountDeleted() {
  const forget = useForgetSession('parent');
  const navigate = useNavigate();
  useEffect(() => {
    forget();
    void navigate(paths.parentSignIn, { replace: true, state: { accountDeleted: true } satisfies SignInState });
  }, [forget, navigate]);
  return (
    <ParentShell>
      <p role="status">Your account is deleted.</p>
    </ParentShell>
  );
}

/** Everything Ndoto keeps about the parent's own account, as a page to read or print. */
export function ParentDataDocument() {
  const exported = useParentExport();
  const me = exported.data?.parent;
  const name = fullName(me);

  useEffect(() => {
    // Also the name a printout or a saved PDF is given.
    if (name) document.title = `${name}'s account data · Ndoto parent area`;
  }, [name]);

  let body;
  if (exported.isPending) body = <Skeleton active />;
  else if (exported.isError) body = <LoadFailed error={exported.error} retry={exported.refetch} />;
  else
    body = (
      <DataDocument
        title={name ? `${name}'s account data` : 'Your account data'}
        exportedAt={exported.data.exportedAt}
        account={me ? parentAccountFacts(me) : []}
        tables={exported.data.tables}
      >
        <p>
          Everything Ndoto keeps about your own account, table by table, as it is stored. Your password is never shown.
          What Ndoto keeps about each child is on that child&apos;s own page.
        </p>
      </DataDocument>
    );

  return (
    <ParentShell>
      <Link className="back-link" to={paths.parentAccount}>
        <ArrowLeftOutlined aria-hidden="true" /> Back to your account
      </Link>
      {body}
    </ParentShell>
  );
}
