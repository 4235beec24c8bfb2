import { ArrowLeftOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';

import { CONSENT_NOTICE_VERSION } from '@/config/constants';
import { paths } from '@/config/paths';
import { KEPT_ABOUT_A_CHILD, KEPT_FOR_EVERYONE, type NoticeItem } from '@/features/parents/components/data-notice-items';
import { ParentShell } from '@/features/parents/components/parent-shell';
import { useToken } from '@/lib/session';

function NoticeList({ items }: { items: readonly NoticeItem[] }) {
  const { t } = useLingui();
  return (
    <ul className="notice-list">
      {items.map((item, index) => {
        const [why, howLong] = [t(item.why), t(item.howLong)];
        return (
          <li key={index}>
            <p className="notice-what">{t(item.what)}</p>
            <p>
              <Trans>
                <strong>Why:</strong> {why}
              </Trans>
            </p>
            <p>
              <Trans>
                <strong>How long:</strong> {howLong}
              </Trans>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'What Ndoto keeps about your child', the notice a parent agrees to when adding a child: what is
 * kept, why and for how long, in plain words. Open to anyone, signed in or not.
 */
export function DataNotice() {
  const signedIn = useToken('parent') !== null;
  const version = CONSENT_NOTICE_VERSION;
  return (
    <ParentShell>
      <Link className="back-link" to={signedIn ? paths.parentHome : paths.parentSignIn}>
        <ArrowLeftOutlined aria-hidden="true" /> {signedIn ? <Trans>Back to your children</Trans> : <Trans>Parent sign in</Trans>}
      </Link>
      <Card className="data-notice">
        <Typography.Title level={1}>
          <Trans>What Ndoto keeps about your child</Trans>
        </Typography.Title>
        <p>
          <Trans>
            Ndoto keeps only what it needs to run your child’s account. Here is what it keeps, why, and for how long.
            Ndoto checks every 10 minutes and deletes what has passed its time. Anything not listed with a shorter time
            is kept while your child’s account exists, and deleted with it.
          </Trans>
        </p>

        <Typography.Title level={2}>
          <Trans>What is kept, why, and for how long</Trans>
        </Typography.Title>
        <NoticeList items={KEPT_ABOUT_A_CHILD} />

        <Typography.Title level={2}>
          <Trans>What stays off Ndoto’s server</Trans>
        </Typography.Title>
        <p>
          <Trans>
            Your child’s video search history stays in their own browser, on their device; Ndoto’s server does not keep
            it.
          </Trans>
        </p>

        <Typography.Title level={2}>
          <Trans>Kept for everyone, not linked to your child</Trans>
        </Typography.Title>
        <NoticeList items={KEPT_FOR_EVERYONE} />

        <Typography.Title level={2}>
          <Trans>Download or delete your child’s data</Trans>
        </Typography.Title>
        <p>
          <Trans>
            On your child’s page in the parent area, the Data tab lets you download everything Ndoto keeps about your
            child as one file (all but the scrambled password, and the internet addresses of failed sign-ins, which may
            be anyone’s), or delete it all with your child’s account. Deleting also removes your child’s posts, with the
            likes and reports others gave them.
          </Trans>
        </p>

        <Typography.Title level={2}>
          <Trans>This notice</Trans>
        </Typography.Title>
        <p>
          <Trans>
            This is version {version} of this notice. When you tick the box to agree to it while adding a child, Ndoto
            records which version you agreed to. If the notice changes, you are asked to agree again the next time you
            add a child.
          </Trans>
        </p>
      </Card>
    </ParentShell>
  );
}
