import { Card } from 'antd';
import { Link, useParams } from 'react-router';

import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { ConsentRequestsTab } from '@/features/parents/components/consent-requests';

/** One child's consent requests, until the parent area's child page holds them as its Requests tab. */
export function ParentRequestsRoute() {
  const { childId = '' } = useParams();
  return (
    <RequireSession role="parent" redirectTo={paths.parentSignIn}>
      <main className="parent-page">
        <Link to={paths.parentHome}>Back to your children</Link>
        <Card title={<h1 style={{ margin: 0, fontSize: 22 }}>Requests</h1>}>
          <ConsentRequestsTab childId={childId} />
        </Card>
      </main>
    </RequireSession>
  );
}
