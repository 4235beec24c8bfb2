import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { ChildPage } from '@/features/parents/components/child-page';

export function ParentChildRoute() {
  return (
    <RequireSession role="parent" redirectTo={paths.parentSignIn}>
      <ChildPage />
    </RequireSession>
  );
}
