import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';

import { LoadFailed } from '@/components/load-failed';
import { CONSENT_NOTICE_VERSION } from '@/config/constants';
import { parentChildPath, paths } from '@/config/paths';
import { useChildProgress, useChildren } from '@/features/parents/api/children';
import { useParent } from '@/features/parents/api/parent-account';
import { AddChildForm } from '@/features/parents/components/add-child-form';
import { NewSafetyEventsLink } from '@/features/parents/components/child-safety';
import { WaitingRequestsLink, WaitingRequestsNotice } from '@/features/parents/components/consent-requests';
import { ParentShell } from '@/features/parents/components/parent-shell';
import { YearsOld } from '@/features/parents/components/years-old';
import { VerifyEmailBanner } from '@/features/parents/components/verify-email-banner';
import { when } from '@/features/parents/components/when';
import type { Child } from '@/gen/ndoto/v1/parent_service_pb';

function HowToSignIn({ child }: { child: Child }) {
  const { firstName, signInName } = child;
  return (
    <p className="child-how-to">
      <Trans>
        On the <Link to={paths.signIn}>Ndoto sign-in page</Link>, {firstName} types{' '}
        <span className="child-signin-name">{signInName}</span> in the First Name box, then the password you chose.
      </Trans>
    </p>
  );
}

/** A child's overview: stars, badges and the last sign-in, from the child's progress. */
function Overview({ child }: { child: Child }) {
  const { t } = useLingui();
  const progress = useChildProgress(child.id);
  if (!progress.data) return null;
  const last = progress.data.signIns[0];
  const stars = progress.data.totalStars;
  const badges = progress.data.badges.length;
  const lastTime = when(last, true);
  return (
    <div className="child-overview">
      <span>
        <Plural value={stars} one="# star" other="# stars" />
      </span>
      <span>
        <Plural value={badges} one="# badge" other="# badges" />
      </span>
      <span>{last ? t`Last signed in ${lastTime}` : t`Not signed in lately`}</span>
    </div>
  );
}

/**
 * The parent area: the parent's children and a form to add one (the parent's own account has its
 * page, YourAccount, linked from the header). Until the parent's email address is verified, a
 * banner above the children says so, and the form's place explains that it waits for it (the
 * server would refuse the child).
 */
export function ParentHome() {
  const { t } = useLingui();
  const children = useChildren();
  const parent = useParent();
  const me = parent.data?.parent;
  const unverified = me !== undefined && !me.emailVerified;
  const [added, setAdded] = useState<Child | null>(null);
  const addedName = added?.firstName ?? '';

  let addChild;
  if (parent.isPending) addChild = <Skeleton active />;
  else if (parent.isError) addChild = <LoadFailed error={parent.error} retry={parent.refetch} />;
  else if (!me?.emailVerified)
    addChild = (
      <Typography.Paragraph style={{ margin: 0 }}>
        <Trans>
          You can add a child once your email address is verified. Open the link in the email we sent you, or send it
          again from the box above.
        </Trans>
      </Typography.Paragraph>
    );
  else
    addChild = <AddChildForm onAdded={setAdded} askConsent={me.consentNoticeVersion !== CONSENT_NOTICE_VERSION} />;

  return (
    <ParentShell>
        {unverified && <VerifyEmailBanner email={me.email} />}
        <WaitingRequestsNotice />
        <Typography.Title level={2} style={{ margin: 0 }}>
          <Trans>Your children</Trans>
        </Typography.Title>
        {added && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setAdded(null)}
            title={t`${addedName} can sign in now!`}
            description={<HowToSignIn child={added} />}
          />
        )}
        <Card>
          {children.isPending ? (
            <Skeleton active />
          ) : children.isError ? (
            <LoadFailed error={children.error} retry={children.refetch} />
          ) : children.data.children.length === 0 ? (
            <Empty
              description={
                unverified
                  ? t`No children yet. Once your email address is verified, add your first child below.`
                  : t`No children yet. Add your first child below.`
              }
            />
          ) : (
            <ul className="child-list">
              {children.data.children.map((child) => {
                const { firstName, signInName } = child;
                return (
                  <li key={child.id} className="child-card">
                    <span className="child-avatar" aria-hidden="true">
                      {child.firstName.charAt(0).toUpperCase()}
                    </span>
                    <div>
                      <Typography.Text strong style={{ fontSize: 17 }}>
                        {child.firstName} {child.lastName}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {' · '}
                        <YearsOld age={child.age} />
                      </Typography.Text>
                      <WaitingRequestsLink child={child} />
                      <NewSafetyEventsLink child={child} />
                      <div>
                        <Trans>
                          Sign-in name: <span className="child-signin-name">{signInName}</span>
                        </Trans>
                      </div>
                      <Overview child={child} />
                      <HowToSignIn child={child} />
                      <Link className="child-open" to={parentChildPath(child.id)}>
                        <Trans>Progress, data and settings for {firstName}</Trans>
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <Card title={t`Add a child`}>{addChild}</Card>
    </ParentShell>
  );
}
