import { ArrowLeftOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Result, Skeleton, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { LoadFailed } from '@/components/load-failed';
import { PARENT_CHILD_TABS, paths, type ParentChildTab } from '@/config/paths';
import { useChildren } from '@/features/parents/api/children';
import { ChildData } from '@/features/parents/components/child-data';
import { ChildProgress } from '@/features/parents/components/child-progress';
import { ChildSafetyTab, SafetyTabLabel } from '@/features/parents/components/child-safety';
import { ChildSettingsTab } from '@/features/parents/components/child-settings';
import { ChildVideosTab } from '@/features/parents/components/child-videos';
import { ConsentRequestsTab, RequestsTabLabel } from '@/features/parents/components/consent-requests';
import { ManageChild } from '@/features/parents/components/manage-child';
import { ParentShell } from '@/features/parents/components/parent-shell';
import { YearsOld } from '@/features/parents/components/years-old';

function SignsInAs({ signInName }: { signInName: string }) {
  return (
    <Trans>
      signs in as <span className="child-signin-name">{signInName}</span>
    </Trans>
  );
}

function isTab(key: string | null): key is ParentChildTab {
  return (PARENT_CHILD_TABS as readonly (string | null)[]).includes(key);
}

/**
 * One child's page in the parent area: Progress, Requests, Safety, Videos, Settings and Data tabs.
 * The open tab is in the address (`?tab=safety`), so that a link can open one and a reload keeps it.
 */
export function ChildPage() {
  const { t } = useLingui();
  const { childId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ParentChildTab = isTab(asked) ? asked : 'progress';
  const children = useChildren();
  const child = children.data?.children.find((c) => c.id === childId);

  const childName = child?.firstName;
  const pageTitle = childName ? t`${childName} · Ndoto parent area` : t`Ndoto parent area`;
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  let body;
  if (children.isPending) body = <Skeleton active />;
  else if (children.isError)
    body = (
      <LoadFailed error={children.error} retry={children.refetch} />
    );
  else if (!child)
    body = (
      <Result
        status="404"
        title={t`This child is not on your account`}
        extra={
          <Link to={paths.parentHome}>
            <Trans>Back to your children</Trans>
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <div className="child-page-heading">
          <span className="child-avatar" aria-hidden="true">
            {child.firstName.charAt(0).toUpperCase()}
          </span>
          <div>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {child.firstName} {child.lastName}
            </Typography.Title>
            <Typography.Text type="secondary">
              <YearsOld age={child.age} /> · <SignsInAs signInName={child.signInName} />
            </Typography.Text>
          </div>
        </div>
        <ManageChild child={child} />
        <Card className="child-page-card">
          {/* Small gutters; on a 360 px phone the six tabs wrap onto two rows (parent-pages.css) instead of hiding behind '…'. */}
          <Tabs
            className="child-page-tabs"
            tabBarGutter={4}
            activeKey={tab}
            onChange={(key) => setParams(key === 'progress' ? {} : { tab: key }, { replace: true })}
            items={[
              { key: 'progress', label: t`Progress`, children: <ChildProgress childId={child.id} /> },
              {
                key: 'requests',
                label: <RequestsTabLabel count={child.pendingConsentRequests} />,
                children: <ConsentRequestsTab childId={child.id} />,
              },
              {
                key: 'safety',
                label: <SafetyTabLabel count={child.newSafetyEvents} />,
                children: <ChildSafetyTab child={child} />,
              },
              { key: 'videos', label: t`Videos`, children: <ChildVideosTab child={child} /> },
              { key: 'settings', label: t`Settings`, children: <ChildSettingsTab childId={child.id} firstName={child.firstName} /> },
              { key: 'data', label: t`Data`, children: <ChildData child={child} /> },
            ]}
          />
        </Card>
      </>
    );

  return (
    <ParentShell>
      <Link to={paths.parentHome} className="back-link">
        <ArrowLeftOutlined /> <Trans>Your children</Trans>
      </Link>
      {body}
    </ParentShell>
  );
}
