import { ArrowLeftOutlined } from '@ant-design/icons';
import { Code, ConnectError } from '@connectrpc/connect';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { LoadFailed } from '@/components/load-failed';
import { parentChildPath, paths } from '@/config/paths';
import { useChildExport } from '@/features/parents/api/children';
import { type AccountFact, DataDocument, timestampInWords, valueInWords } from '@/features/parents/components/data-document';
import { ParentShell } from '@/features/parents/components/parent-shell';
import type { Child } from '@/gen/ndoto/v1/parent_service_pb';
import { i18n } from '@/lib/i18n';

/** A child's account in words, as the document's first section lists it. */
export function childAccountFacts(child: Child): AccountFact[] {
  return [
    { label: i18n._(msg`First name`), value: child.firstName },
    { label: i18n._(msg`Last name`), value: child.lastName },
    { label: i18n._(msg`Birth date`), value: valueInWords(child.birthDate).text },
    { label: i18n._(msg`Age`), value: plural(child.age, { one: '# year', other: '# years' }) },
    { label: i18n._(msg`Signs in as`), value: child.signInName },
    { label: i18n._(msg`Account created`), value: timestampInWords(child.createdAt) },
    { label: i18n._(msg`Account ID`), value: child.id },
  ];
}

/**
 * Everything Ndoto keeps about one child (the Data tab's download) as a page to read or print,
 * for parents who are not developers.
 */
export function ChildDataDocument() {
  const { t } = useLingui();
  const { childId = '' } = useParams();
  const exported = useChildExport(childId);
  const child = exported.data?.child;
  const name = child ? `${child.firstName} ${child.lastName}`.trim() : '';

  const pageTitle = name ? t`${name}'s data · Ndoto parent area` : '';
  useEffect(() => {
    // Also the name a printout or a saved PDF is given.
    if (pageTitle) document.title = pageTitle;
  }, [pageTitle]);
  const childName = child?.firstName || t`your child`;

  let body;
  if (exported.isPending) body = <Skeleton active />;
  else if (exported.isError)
    body =
      ConnectError.from(exported.error).code === Code.NotFound ? (
        <Alert type="error" showIcon role="alert" title={t`This child is not on your account.`} />
      ) : (
        <LoadFailed error={exported.error} retry={exported.refetch} />
      );
  else
    body = (
      <DataDocument
        title={name ? t`${name}'s data` : t`Your child's data`}
        exportedAt={exported.data.exportedAt}
        account={child ? childAccountFacts(child) : []}
        tables={exported.data.tables}
      >
        <p>
          <Trans>
            Everything Ndoto keeps about {childName}, table by table, as it is stored. Passwords are never shown.
          </Trans>
        </p>
      </DataDocument>
    );

  return (
    <ParentShell>
      <Link className="back-link" to={exported.isError ? paths.parentHome : parentChildPath(childId, 'data')}>
        <ArrowLeftOutlined aria-hidden="true" />{' '}
        {exported.isError ? <Trans>Your children</Trans> : <Trans>Back to {childName}'s page</Trans>}
      </Link>
      {body}
    </ParentShell>
  );
}
