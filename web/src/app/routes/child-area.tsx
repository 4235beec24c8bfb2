import { AppLayout } from '@/components/layouts/app-layout';
import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { NotificationMenu } from '@/features/notifications/components/notification-menu';

/** Every signed-in child screen: needs the child's token, and sits inside the layout. */
export function ChildArea() {
  return (
    <RequireSession role="child" redirectTo={paths.signIn}>
      <AppLayout notifications={<NotificationMenu />} />
    </RequireSession>
  );
}
