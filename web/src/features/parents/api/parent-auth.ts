import { useMutation } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { AuthService } from '@/gen/ndoto/v1/auth_service_pb';
import { followAccountLanguage } from '@/lib/i18n';
import { startParentSession } from '@/lib/session';

/** The sign-up form's fields, by the JSON names the server's errors use. */
export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

/**
 * Creates a parent account. The server answers alike whether or not the email address already had
 * an account (so that nobody learns which addresses have one): the parent signs in next.
 */
export function useParentSignUp() {
  return useMutation(AuthService.method.parentSignUp);
}

/** Signs a parent in with email and password; the parent area then speaks their language. */
export function useParentSignIn() {
  const queryClient = useQueryClient();
  return useMutation(AuthService.method.parentSignIn, {
    onSuccess: async (response) => {
      queryClient.clear();
      startParentSession(response.accessToken);
      await followAccountLanguage(response.parent?.language);
    },
  });
}
