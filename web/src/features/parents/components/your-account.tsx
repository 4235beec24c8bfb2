import { ArrowLeftOutlined } from '@ant-design/icons';
import { toJsonString } from '@bufbuild/protobuf';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Button, Card, Input, type InputRef, Modal, Select, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { languageOptions } from '@/components/language-options';
import { LoadFailed } from '@/components/load-failed';
import { paths } from '@/config/paths';
import { useChildren } from '@/features/parents/api/children';
import {
  useDeleteParentAccount,
  useExportParentData,
  useParent,
  useParentExport,
  useUpdateParentLanguage,
} from '@/features/parents/api/parent-account';
import { type AccountFact, DataDocument } from '@/features/parents/components/data-document';
import { dataFileName, downloadJson } from '@/features/parents/components/download';
import { ParentShell } from '@/features/parents/components/parent-shell';
import type { SignInState } from '@/features/parents/components/parent-sign-in';
import type { Parent } from '@/gen/ndoto/v1/auth_service_pb';
import { ExportParentDataResponseSchema } from '@/gen/ndoto/v1/parent_service_pb';
import { i18n, isLanguage, type Language } from '@/lib/i18n';
import { limitMessage } from '@/lib/errors';
import { useForgetSession } from '@/lib/sign-out';

/** The download's file name: the parent's name and the day, in letters and digits only. */
export function parentExportFileName(parent: Parent | undefined, today: Date): string {
  return dataFileName([parent?.firstName ?? '', parent?.lastName ?? ''], 'parent', 'ndoto-account-data', today);
}

/** A parent's account in words, as the document's first section lists it. */
export function parentAccountFacts(parent: Parent): AccountFact[] {
  const version = parent.consentNoticeVersion;
  return [
    { label: i18n._(msg`First name`), value: parent.firstName },
    { label: i18n._(msg`Last name`), value: parent.lastName },
    { label: i18n._(msg`Email address`), value: parent.email },
    { label: i18n._(msg`Email address verified`), value: parent.emailVerified ? i18n._(msg`Yes`) : i18n._(msg`No`) },
    { label: i18n._(msg`Phone number`), value: parent.phone },
    {
      label: i18n._(msg`Notice about children's data agreed to`),
      value: version ? i18n._(msg`Version ${version}`) : i18n._(msg`None yet`),
    },
    { label: i18n._(msg`Account ID`), value: parent.id },
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
  const { t } = useLingui();
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
          void message.success(t`Your data is downloaded.`);
        },
        onError: (error) => void message.error(limitMessage(error)),
      },
    );
  };
  return (
    <Card
      title={
        <CardTitle>
          <Trans>Your data</Trans>
        </CardTitle>
      }
    >
      <Typography.Paragraph>
        <Trans>
          Everything Ndoto keeps about your own account: your name, email address and phone number, the notice you
          agreed to and when, the verification emails sent to you, your children&apos;s accounts and the counts of your
          sign-ins. Your password is never included. What Ndoto keeps about each child (progress, posts and the rest)
          is on that child&apos;s Data tab.
        </Trans>
      </Typography.Paragraph>
      <div className="account-actions">
        <Button type="primary" onClick={onDownload} loading={exportData.isPending}>
          <Trans>Download your data</Trans>
        </Button>
        <Link className="account-action-link" to={paths.parentAccountData}>
          <Trans>Read or print your data</Trans>
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
  const { t } = useLingui();
  const children = useChildren();
  const deleteAccount = useDeleteParentAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<InputRef>(null);

  const names = children.data?.children.map((child) => `${child.firstName} ${child.lastName}`.trim()) ?? [];
  const count = names.length;
  const listed = new Intl.ListFormat(i18n.locale, { type: 'unit' }).format(names);
  const [only] = names;
  // One whole sentence for each case: the list item says whose accounts go.
  let whose;
  if (!children.data)
    whose = (
      <Trans>
        every child&apos;s account on yours, with all their data: progress, badges, quiz answers, settings, and every
        post they wrote (with the likes and reports on them).
      </Trans>
    );
  else if (count === 0)
    whose = (
      <Trans>
        the accounts of any children you add before then (you have none now), with all their data: progress, badges,
        quiz answers, settings, and every post they wrote (with the likes and reports on them).
      </Trans>
    );
  else if (count === 1)
    whose = (
      <Trans>
        your child&apos;s account ({only}), with all their data: progress, badges, quiz answers, settings, and every
        post they wrote (with the likes and reports on them).
      </Trans>
    );
  else
    whose = (
      <Trans>
        your {count} children&apos;s accounts ({listed}), with all their data: progress, badges, quiz answers,
        settings, and every post they wrote (with the likes and reports on them).
      </Trans>
    );

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
    <Card
      title={
        <CardTitle>
          <Trans>Delete your account</Trans>
        </CardTitle>
      }
    >
      <Typography.Paragraph>
        <Trans>
          Deletes your account, every child&apos;s account on it and everything Ndoto keeps about you and them, at once
          and for good. You may want to download your data and each child&apos;s data first.
        </Trans>
      </Typography.Paragraph>
      <Button danger className="account-delete" onClick={() => setOpen(true)}>
        <Trans>Delete your account</Trans>
      </Button>
      <Modal
        open={open}
        title={t`Delete your account and your children's accounts?`}
        okText={t`Delete my account`}
        cancelText={t`Keep my account`}
        okButtonProps={{ danger: true, disabled: password === '', loading: deleteAccount.isPending }}
        cancelButtonProps={{ disabled: deleteAccount.isPending }}
        onOk={onDelete}
        onCancel={close}
        afterOpenChange={(opened) => {
          if (opened) field.current?.focus();
        }}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title={t`This cannot be undone.`} style={{ marginBottom: 12 }} />
        <p>
          <Trans>This deletes, at once and for good:</Trans>
        </p>
        <ul className="account-delete-list">
          <li>
            <Trans>your account: your name, email address, phone number and the notices you agreed to;</Trans>
          </li>
          <li>{whose}</li>
        </ul>
        <p>
          <Trans>Neither you nor your children will be able to sign in again.</Trans>
        </p>
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
        <label htmlFor="delete-account-password" className="account-password-label">
          <Trans>Your password</Trans>
        </label>
        <p id="delete-account-password-help" className="account-password-help">
          <Trans>Type the password you sign in with, to confirm it is you.</Trans>
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
  const name = fullName(me);
  const email = me?.email ?? '';
  return (
    <ParentShell>
      <Link className="back-link" to={paths.parentHome}>
        <ArrowLeftOutlined aria-hidden="true" /> <Trans>Your children</Trans>
      </Link>
      <div>
        <Typography.Title level={1} className="account-title">
          <Trans>Your account</Trans>
        </Typography.Title>
        {parent.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} title={false} />
        ) : parent.isError ? (
          <LoadFailed error={parent.error} retry={parent.refetch} />
        ) : (
          <Typography.Text type="secondary">
            {email ? <Trans>Signed in as {name} ({email})</Trans> : <Trans>Signed in as {name}</Trans>}
          </Typography.Text>
        )}
      </div>
      {password && (
        <Card
          title={
            <CardTitle>
              <Trans>Change your password</Trans>
            </CardTitle>
          }
        >
          {password}
        </Card>
      )}
      <YourLanguage current={me?.language} />
      <YourData />
      <DeleteAccount onDeleted={onDeleted} />
    </ParentShell>
  );
}

/**
 * The parent's own language: the parent area's and that of our emails to them, saved on the
 * server. Each language is named in itself. (A child's language is in that child's Settings.)
 */
function YourLanguage({ current }: { current: string | undefined }) {
  const { t } = useLingui();
  const update = useUpdateParentLanguage();
  const { message } = App.useApp();
  return (
    <Card
      title={
        <CardTitle>
          <Trans>Your language</Trans>
        </CardTitle>
      }
    >
      <div className="your-language">
        <Typography.Paragraph>
          <Trans>The parent area and the emails we send you speak this language.</Trans>
        </Typography.Paragraph>
        <Select
          id="your-language"
          size="large"
          style={{ minWidth: 220 }}
          aria-label={t`Your language`}
          value={isLanguage(current) ? current : undefined}
          loading={update.isPending}
          disabled={update.isPending}
          onChange={(language: Language) =>
            update.mutate({ language }, { onError: (error) => void message.error(limitMessage(error)) })
          }
          options={languageOptions()}
        />
      </div>
    </Card>
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
      <p role="status">
        <Trans>Your account is deleted.</Trans>
      </p>
    </ParentShell>
  );
}

/** Everything Ndoto keeps about the parent's own account, as a page to read or print. */
export function ParentDataDocument() {
  const { t } = useLingui();
  const exported = useParentExport();
  const me = exported.data?.parent;
  const name = fullName(me);

  const pageTitle = name ? t`${name}'s account data · Ndoto parent area` : '';
  useEffect(() => {
    // Also the name a printout or a saved PDF is given.
    if (pageTitle) document.title = pageTitle;
  }, [pageTitle]);

  let body;
  if (exported.isPending) body = <Skeleton active />;
  else if (exported.isError) body = <LoadFailed error={exported.error} retry={exported.refetch} />;
  else
    body = (
      <DataDocument
        title={name ? t`${name}'s account data` : t`Your account data`}
        exportedAt={exported.data.exportedAt}
        account={me ? parentAccountFacts(me) : []}
        tables={exported.data.tables}
      >
        <p>
          <Trans>
            Everything Ndoto keeps about your own account, table by table, as it is stored. Your password is never
            shown. What Ndoto keeps about each child is on that child&apos;s own page.
          </Trans>
        </p>
      </DataDocument>
    );

  return (
    <ParentShell>
      <Link className="back-link" to={paths.parentAccount}>
        <ArrowLeftOutlined aria-hidden="true" /> <Trans>Back to your account</Trans>
      </Link>
      {body}
    </ParentShell>
  );
}
