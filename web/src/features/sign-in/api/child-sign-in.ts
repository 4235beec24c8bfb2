import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import type * as SignInCalls from '@/features/sign-in/api/sign-in-calls';
import { useAppTransport } from '@/lib/app-transport';
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
  signIn: (firstName: string, password: string) => Promise<void>;
}

/**
 * The child's sign-in (spec section 4): idle, submitting, then success or failure. On success the
 * token, age and id are stored, the dashboard is fetched (and cached for the dashboard screen), and
 * the child goes to /quizHome while the quiz is still to take, else /home; /home too when the
 * dashboard cannot be fetched. Any failure of the sign-in itself shows the banner. The submitting
 * flag always clears.
 */
export function useChildSignIn(): ChildSignInState {
  const transport = useAppTransport();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  const signIn = useCallback(
    async (firstName: string, password: string) => {
      setSubmitting(true);
      setFailed(false);
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
          setFailed(true);
          return;
        }
        // Nothing cached for an earlier child may be shown to this one.
        queryClient.clear();
        startChildSession({
          token: response.accessToken,
          age: response.user?.age ?? 0,
          id: response.user?.id ?? '',
        });
        let next: string = paths.home;
        try {
          const dashboard = await load.fetchDashboard(queryClient, transport);
          const quiz = dashboard.dashboardResponse?.quizStatus;
          if (quiz?.needsToTakeQuiz || !quiz?.isCompleted) next = paths.quizHome;
        } catch (error) {
          console.error('Could not load the dashboard after sign-in', error);
        }
        navigate(next);
      } finally {
        setSubmitting(false);
      }
    },
    [transport, queryClient, navigate],
  );

  return { submitting, failed, signIn };
}
