import { Code, ConnectError, type Interceptor, type Transport } from '@connectrpc/connect';
import { createGrpcWebTransport } from '@connectrpc/connect-web';

import { AuthService } from '@/gen/ndoto/v1/auth_service_pb';
import { ParentService } from '@/gen/ndoto/v1/parent_service_pb';
import { endSession, getToken, type Role } from '@/lib/session';

/** Which session's token a service's calls carry; sign-in and sign-up carry none. */
export function roleForService(typeName: string): Role | null {
  if (typeName === AuthService.typeName) return null;
  if (typeName === ParentService.typeName) return 'parent';
  return 'child';
}

/**
 * Sends the bearer token of the right session, and is the one place that turns an UNAUTHENTICATED
 * answer to a signed-in call into a sign-out: the token is removed, and the route guards, which
 * watch it, send the person back to their sign-in page.
 */
export const authInterceptor: Interceptor = (next) => async (req) => {
  const role = roleForService(req.service.typeName);
  const token = role ? getToken(role) : null;
  if (token) req.header.set('Authorization', `Bearer ${token}`);
  try {
    return await next(req);
  } catch (error) {
    if (role && token && ConnectError.from(error).code === Code.Unauthenticated) {
      endSession(role);
    }
    throw error;
  }
};

/** grpc-web to the same origin: `ndoto serve` in production, Vite's proxy in development. */
export function createAppTransport(baseUrl = window.location.origin): Transport {
  return createGrpcWebTransport({ baseUrl, interceptors: [authInterceptor] });
}
