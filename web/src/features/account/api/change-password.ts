import { createClient } from '@connectrpc/connect';
import { useTransport } from '@connectrpc/connect-query';
import { useMutation } from '@tanstack/react-query';

import { AuthService, type ChangePasswordRequest } from '@/gen/ndoto/v1/auth_service_pb';
import { getToken, renewToken, type Role } from '@/lib/session';
import { callAs } from '@/lib/transport';

/** The form's fields, by the JSON names the server's errors use. */
export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Changes the password of `role`'s account. The server ends every other session and answers a
 * token for this one, which replaces the one the call carried.
 */
export function useChangePassword(role: Role) {
  const transport = useTransport();
  return useMutation({
    mutationFn: async (input: Pick<ChangePasswordRequest, 'currentPassword' | 'newPassword'>) => {
      const previous = getToken(role);
      const response = await createClient(AuthService, transport).changePassword(input, callAs(role));
      if (previous) renewToken(role, previous, response.accessToken);
      return response;
    },
  });
}
