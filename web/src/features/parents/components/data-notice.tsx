import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';

import { CONSENT_NOTICE_VERSION } from '@/config/constants';
import { paths } from '@/config/paths';
import { KEPT_ABOUT_A_CHILD, KEPT_FOR_EVERYONE, type NoticeItem } from '@/features/parents/components/data-notice-items';
import { ParentShell } from '@/features/parents/components/parent-shell';
import { useToken } from '@/lib/session';

function NoticeList({ items }: { items: readonly NoticeItem[] }) {
  return (
    <ul className="notice-list">
      {items.map((item) => (
        <li key={item.what}>
          <p className="notice-what">{item.what}</p>
          <p>
            <strong>Why:</strong> {item.why}
          </p>
          <p>
            <strong>How long:</strong> {item.howLong}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'What Ndoto keeps about your child', the notice a parent agrees to when adding a child: what is
 * kept, why and for how long, in plain words. Open to anyone, signed in or not.
 */
export function DataNotice() {
  const signedIn = useToken('parent') !== null;
  return (
    <ParentShell>
        <Link className="back-link" to={signedIn ? paths.parentHome : paths.parentSignIn}>
          <ArrowLeftOutlined aria-hidden="true" /> {signedIn ? 'Back to your children' : 'Parent sign in'}
        </Link>
        <Card className="data-notice">
          <Typography.Title level={1}>What Ndoto keeps about your child</Typography.Title>
          <p>
            Ndoto keeps only what it needs to run your child’s account. Here is what it keeps, why, and for how long.
            Ndoto checks every 10 minutes and deletes what has passed its time. Anything not listed with a shorter time
            is kept while your child’s account exists, and deleted with it.
          </p>

          <Typography.Title level={2}>What is kept, why, and for how long</Typography.Title>
          <NoticeList items={KEPT_ABOUT_A_CHILD} />

          <Typography.Title level={2}>What stays off Ndoto’s server</Typography.Title>
          <p>
            Your child’s video search history stays in their own browser, on their device; Ndoto’s server does not keep
            it.
          </p>

          <Typography.Title level={2}>Kept for everyone, not linked to your child</Typography.Title>
          <NoticeList items={KEPT_FOR_EVERYONE} />

          <Typography.Title level={2}>Download or delete your child’s data</Typography.Title>
          <p>
            On your child’s page in the parent area, the Data tab lets you download everything Ndoto keeps about your
            child as one file (all but the scrambled password, and the internet addresses of failed sign-ins, which may
            be anyone’s), or delete it all with your child’s account. Deleting
            also removes your child’s posts, with the likes and reports others gave them.
          </p>

          <Typography.Title level={2}>This notice</Typography.Title>
          <p>
            This is version {CONSENT_NOTICE_VERSION} of this notice. When you tick the box to agree to it while adding
            a child, Ndoto records which version you agreed to. If the notice changes, you are asked to agree again the
            next time you add a child.
          </p>
        </Card>
    </ParentShell>
  );
}
