import { RequireSession } from '@/components/require-session';
import { parentSignInPath } from '@/config/paths';
import { ChildDataDocument } from '@/features/parents/components/child-data-document';

/** A child's data as a page to read or print; a parent signed out signs in first and comes back here. */
export function ParentChildDataRoute() {
  return (
    <RequireSession role="parent" redirectTo={parentSignInPath}>
      <ChildDataDocument />
    </RequireSession>
  );
}
