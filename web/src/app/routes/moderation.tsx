import { RequireSession } from '@/components/require-session';
import { paths } from '@/config/paths';
import { CaseQueue } from '@/features/moderation/components/case-queue';
import { CasePage } from '@/features/moderation/components/case-view';
import { ChoosePassword } from '@/features/moderation/components/choose-password';
import { ModerationShell } from '@/features/moderation/components/moderation-shell';
import { ModeratorSignIn } from '@/features/moderation/components/moderator-sign-in';

/**
 * The moderation console's routes, one lazy module (its own chunk, never on a child's or a
 * parent's screen): the sign-in, and behind the moderator's session the queue, one case, and the
 * choice of their own password after a first sign-in with the one an operator printed.
 */
export function ModeratorSignInRoute() {
  return <ModeratorSignIn />;
}

export function ModerationRoute() {
  return (
    <RequireSession role="moderator" redirectTo={paths.moderatorSignIn}>
      <ModerationShell />
    </RequireSession>
  );
}

export function ModerationQueueRoute() {
  return <CaseQueue />;
}

export function ModerationCaseRoute() {
  return <CasePage />;
}

export function ModerationChoosePasswordRoute() {
  return <ChoosePassword />;
}
