import { useMutation } from '@connectrpc/connect-query';
import { useQueryClient } from '@tanstack/react-query';

import { AuthService } from '@/gen/ndoto/v1/auth_service_pb';
import { startParentSession } from '@/lib/session';

/** The sign-up form's fields, by the JSON names the server's errors use. */
export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

/** Creates a parent account; on success the parent is signed in. */
export function useParentSignUp() {
  const queryClient = useQueryClient();
  return useMutation(AuthService.method.parentSignUp, {
    onSuccess: (response) => {
      queryClient.clear();
      startParentSession(response.accessToken);
    },
  });
}

/** Signs a parent in with email and password. */
export function useParentSignIn() {
  const queryClient = useQueryClient();
  return useMutation(AuthService.method.parentSignIn, {
    onSuccess: (response) => {
      queryClient.clear();
      startParentSession(response.accessToken);
    },
  });
}
