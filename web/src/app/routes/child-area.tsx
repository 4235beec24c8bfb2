import { AppLayout } from '@/components/layouts/app-layout';
import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { ArtBuddy } from '@/features/art-buddy/components/art-buddy-button';
import { OfflineBanner } from '@/features/offline/components/offline-banner';
import { OutboxRunner } from '@/features/offline/outbox/outbox-runner';
import { useOfflineClosedMessage } from '@/features/offline/use-offline-closure';
import { NotificationMenu } from '@/features/notifications/components/notification-menu';
import { InstallPrompt } from '@/features/pwa/components/install-prompt';

/**
 * Every signed-in child screen: needs the child's token, and sits inside the layout with the
 * floating AI Art Buddy, 'You're offline: showing what you saw last' while there is no network,
 * and 'Add Ndoto to your home screen' once, on the dashboard; what the child did offline is sent
 * from here (OutboxRunner).
 */
export function ChildArea() {
  return (
    <RequireSession role="child" redirectTo={paths.signIn}>
      <ChildLayout />
      <OutboxRunner />
    </RequireSession>
  );
}

/** The layout, held closed offline by the parent's last settings as the server holds it online. */
function ChildLayout() {
  return (
    <AppLayout
      closedMessage={useOfflineClosedMessage()}
      companion={<ArtBuddy />}
      notifications={<NotificationMenu />}
      banner={
        <>
          <OfflineBanner />
          <InstallPrompt />
        </>
      }
    />
  );
}
