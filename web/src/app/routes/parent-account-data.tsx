import { RequireSession } from '@/components/require-session';
import { parentSignInPath } from '@/config/paths';
import { ParentDataDocument } from '@/features/parents/components/your-account';

/** The parent's own data as a page to read or print. */
export function ParentAccountDataRoute() {
  return (
    <RequireSession role="parent" redirectTo={parentSignInPath}>
      <ParentDataDocument />
    </RequireSession>
  );
}
