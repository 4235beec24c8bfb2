import { AppLayout } from '@/components/layouts/app-layout';
import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { ArtBuddy } from '@/features/art-buddy/components/art-buddy-button';
import { NotificationMenu } from '@/features/notifications/components/notification-menu';

/**
 * Every signed-in child screen: needs the child's token, and sits inside the layout with the
 * floating AI Art Buddy.
 */
export function ChildArea() {
  return (
    <RequireSession role="child" redirectTo={paths.signIn}>
      <AppLayout companion={<ArtBuddy />} notifications={<NotificationMenu />} />
    </RequireSession>
  );
}
