import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import type * as SignInCalls from '@/features/sign-in/api/sign-in-calls';
import { useQueryClientSource } from '@/lib/app-query-client';
import { useAppTransport } from '@/lib/app-transport';
import { followAccountLanguage } from '@/lib/i18n';
import { startChildSession } from '@/lib/session';

/**
 * The calls sign-in makes, with the generated clients and the protobuf runtime they need: loaded
 * when the child starts typing (see preloadSignInCalls), not with the page, which stays small.
 */
let calls: Promise<typeof SignInCalls> | undefined;
export function preloadSignInCalls() {
  calls ??= import('@/features/sign-in/api/sign-in-calls');
  return calls;
}

export interface ChildSignInState {
  submitting: boolean;
  failed: boolean;
  /**
   * Why the server said not now, in its own words for the child: the bedtime or daily limit their
   * parent chose. `null` when the sign-in did not fail that way.
   */
  notNow: string | null;
  signIn: (firstName: string, password: string) => Promise<void>;
}

/**
 * The child's sign-in (spec section 4): idle, submitting, then success or failure. On success the
 * token, age and id are stored, the dashboard is fetched (and cached for the dashboard screen), and
 * the child goes to /quizHome while the quiz is still to take, else /home; /home too when the
 * dashboard cannot be fetched. Any failure of the sign-in itself shows the banner; a bedtime or
 * daily limit the parent chose shows the server's explanation instead. The submitting flag always
 * clears.
 */
export function useChildSignIn(): ChildSignInState {
  const transport = useAppTransport();
  const queryClientSource = useQueryClientSource();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [notNow, setNotNow] = useState<string | null>(null);

  const signIn = useCallback(
    async (firstName: string, password: string) => {
      setSubmitting(true);
      setFailed(false);
      setNotNow(null);
      try {
        let response;
        let load;
        try {
          load = await preloadSignInCalls();
          response = await load.childSignIn(transport, firstName.trim(), password);
        } catch (error) {
          // A failed download may succeed on the next try.
          if (!load) calls = undefined;
          console.error('Child sign-in failed', error);
          setNotNow(load ? load.closedMessage(error) : null);
          setFailed(true);
          return;
        }
        // Nothing cached for an earlier child may be shown to this one.
        const queryClient = await queryClientSource();
        queryClient.clear();
        startChildSession({
          token: response.accessToken,
          age: response.user?.age ?? 0,
          id: response.user?.id ?? '',
        });
        let next: string = paths.home;
        // The child's screens speak the language their parent chose, from the first one on (its
        // words download beside the dashboard); failing that, the one they signed in with.
        const language = response.user?.language;
        const speaking = followAccountLanguage(language);
        try {
          const dashboard = await load.fetchDashboard(queryClient, transport);
          const quiz = dashboard.dashboardResponse?.quizStatus;
          if (quiz?.needsToTakeQuiz || !quiz?.isCompleted) next = paths.quizHome;
        } catch (error) {
          console.error('Could not load the dashboard after sign-in', error);
        }
        await speaking;
        navigate(next);
      } finally {
        setSubmitting(false);
      }
    },
    [transport, queryClientSource, navigate],
  );

  return { submitting, failed, notNow, signIn };
}
