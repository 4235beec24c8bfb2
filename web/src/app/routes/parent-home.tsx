import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { ParentHome } from '@/features/parents/components/parent-home';

export function ParentHomeRoute() {
  return (
    <RequireSession role="parent" redirectTo={paths.parentSignIn}>
      <ParentHome />
    </RequireSession>
  );
}
