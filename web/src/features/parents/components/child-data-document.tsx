import { ArrowLeftOutlined } from '@ant-design/icons';
import { Code, ConnectError } from '@connectrpc/connect';
import { Alert, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { LoadFailed } from '@/components/load-failed';
import { parentChildPath, paths } from '@/config/paths';
import { useChildExport } from '@/features/parents/api/children';
import { type AccountFact, DataDocument, timestampInWords, valueInWords } from '@/features/parents/components/data-document';
import { ParentShell } from '@/features/parents/components/parent-shell';
import type { Child } from '@/gen/ndoto/v1/parent_service_pb';

/** A child's account in words, as the document's first section lists it. */
export function childAccountFacts(child: Child): AccountFact[] {
  return [
    { label: 'First name', value: child.firstName },
    { label: 'Last name', value: child.lastName },
    { label: 'Birth date', value: valueInWords(child.birthDate).text },
    { label: 'Age', value: child.age === 1 ? '1 year' : `${child.age} years` },
    { label: 'Signs in as', value: child.signInName },
    { label: 'Account created', value: timestampInWords(child.createdAt) },
    { label: 'Account ID', value: child.id },
  ];
}

/**
 * Everything Ndoto keeps about one child (the Data tab's download) as a page to read or print,
 * for parents who are not developers.
 */
export function ChildDataDocument() {
  const { childId = '' } = useParams();
  const exported = useChildExport(childId);
  const child = exported.data?.child;
  const name = child ? `${child.firstName} ${child.lastName}`.trim() : '';

  useEffect(() => {
    // Also the name a printout or a saved PDF is given.
    if (name) document.title = `${name}'s data · Ndoto parent area`;
  }, [name]);

  let body;
  if (exported.isPending) body = <Skeleton active />;
  else if (exported.isError)
    body =
      ConnectError.from(exported.error).code === Code.NotFound ? (
        <Alert type="error" showIcon role="alert" title="This child is not on your account." />
      ) : (
        <LoadFailed error={exported.error} retry={exported.refetch} />
      );
  else
    body = (
      <DataDocument
        title={`${name || 'Your child'}'s data`}
        exportedAt={exported.data.exportedAt}
        account={child ? childAccountFacts(child) : []}
        tables={exported.data.tables}
      >
        <p>
          Everything Ndoto keeps about {child?.firstName || 'your child'}, table by table, as it is stored. Passwords are
          never shown.
        </p>
      </DataDocument>
    );

  return (
    <ParentShell>
      <Link className="back-link" to={exported.isError ? paths.parentHome : parentChildPath(childId, 'data')}>
        <ArrowLeftOutlined aria-hidden="true" />{' '}
        {exported.isError ? 'Your children' : `Back to ${child?.firstName || 'your child'}'s page`}
      </Link>
      {body}
    </ParentShell>
  );
}
