import { AppLayout } from '@/components/layouts/app-layout';
import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { ArtBuddy } from '@/features/art-buddy/components/art-buddy-button';
import { NotificationMenu } from '@/features/notifications/components/notification-menu';
import { InstallPrompt } from '@/features/pwa/components/install-prompt';

/**
 * Every signed-in child screen: needs the child's token, and sits inside the layout with the
 * floating AI Art Buddy, and 'Add Ndoto to your home screen' once, on the dashboard.
 */
export function ChildArea() {
  return (
    <RequireSession role="child" redirectTo={paths.signIn}>
      <AppLayout companion={<ArtBuddy />} notifications={<NotificationMenu />} banner={<InstallPrompt />} />
    </RequireSession>
  );
}
