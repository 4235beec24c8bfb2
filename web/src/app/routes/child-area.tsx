import { AppLayout } from '@/components/layouts/app-layout';
import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { ArtBuddy } from '@/features/art-buddy/components/art-buddy-button';
import { OutboxRunner } from '@/features/offline/outbox/outbox-runner';
import { NotificationMenu } from '@/features/notifications/components/notification-menu';

/**
 * Every signed-in child screen: needs the child's token, and sits inside the layout with the
 * floating AI Art Buddy; what the child did offline is sent from here (OutboxRunner).
 */
export function ChildArea() {
  return (
    <RequireSession role="child" redirectTo={paths.signIn}>
      <AppLayout companion={<ArtBuddy />} notifications={<NotificationMenu />} />
      <OutboxRunner />
    </RequireSession>
  );
}
