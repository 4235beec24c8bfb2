import { toJsonString } from '@bufbuild/protobuf';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Button, Card, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { parentChildDataPath, paths } from '@/config/paths';
import { useDeleteChildData, useExportChildData } from '@/features/parents/api/children';
import { dataFileName, downloadJson } from '@/features/parents/components/download';
import { type Child, ExportChildDataResponseSchema } from '@/gen/ndoto/v1/parent_service_pb';
import { errorMessage } from '@/lib/errors';

/** The download's file name: the child's name and the day, in letters and digits only. */
export function exportFileName(child: Child, today: Date): string {
  return dataFileName([child.firstName, child.lastName], 'child', 'ndoto-data', today);
}

/** Whether what the parent typed is the child's first name (case and outer spaces ignored). */
export function confirmsDeletion(typed: string, child: Child): boolean {
  return typed.trim().toLowerCase() === child.firstName.trim().toLowerCase();
}

/** The Data tab: download everything held about the child, or delete it all with the account. */
export function ChildData({ child }: { child: Child }) {
  const { t } = useLingui();
  const { firstName, lastName } = child;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const exportData = useExportChildData();
  const deleteData = useDeleteChildData();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const onDownload = () => {
    exportData.mutate(
      { childId: child.id },
      {
        onSuccess: (response) => {
          // The same JSON document as GET /api/parent/children/{id}/export.
          const text = toJsonString(ExportChildDataResponseSchema, response, { alwaysEmitImplicit: true, prettySpaces: 2 });
          downloadJson(exportFileName(child, new Date()), text);
          void message.success(t`${firstName}'s data is downloaded.`);
        },
        onError: (error) => void message.error(errorMessage(error)),
      },
    );
  };

  const onDelete = () => {
    deleteData.mutate(
      { childId: child.id },
      {
        onSuccess: () => {
          void message.success(t`${firstName}'s account and all their data are deleted.`);
          void navigate(paths.parentHome);
        },
        onError: (error) => void message.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className="child-data">
      <Card size="small" title={t`Download all data`}>
        <Typography.Paragraph>
          <Trans>
            One file with everything Ndoto holds about {firstName}: the account, activities, badges, quiz answers,
            communities, posts, notifications and sign-in times. Passwords are never included. The file is for
            computers (JSON); to read the same data, or print it, open it as a page.
          </Trans>
        </Typography.Paragraph>
        <div className="child-data-actions">
          <Button type="primary" onClick={onDownload} loading={exportData.isPending}>
            <Trans>Download all data</Trans>
          </Button>
          <Link className="child-data-read" to={parentChildDataPath(child.id)}>
            <Trans>Read or print {firstName}&apos;s data</Trans>
          </Link>
        </div>
      </Card>
      <Card size="small" title={t`Delete all data`}>
        <Typography.Paragraph>
          <Trans>
            Deletes {firstName}&apos;s account and everything about them, at once and for good: progress, quiz
            answers, and every post they wrote (with the likes and reports on them). {firstName} will not be able to
            sign in any more. You may want to download the data first.
          </Trans>
        </Typography.Paragraph>
        <Button danger onClick={() => setConfirming(true)}>
          <Trans>Delete all data</Trans>
        </Button>
      </Card>
      <Modal
        open={confirming}
        title={t`Delete ${firstName} ${lastName}'s account and all data?`}
        okText={t`Delete ${firstName}'s data`}
        okButtonProps={{ danger: true, disabled: !confirmsDeletion(typed, child), loading: deleteData.isPending }}
        onOk={onDelete}
        onCancel={() => {
          setConfirming(false);
          setTyped('');
        }}
      >
        <Alert type="warning" showIcon title={t`This cannot be undone.`} style={{ marginBottom: 12 }} />
        <label htmlFor="confirm-child-name">
          <Trans>
            To confirm, type <strong>{firstName}</strong>
          </Trans>
        </label>
        <Input
          id="confirm-child-name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          style={{ marginTop: 8 }}
        />
      </Modal>
    </div>
  );
}
