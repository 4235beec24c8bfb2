import {
  Code,
  ConnectError,
  createContextKey,
  createContextValues,
  type ContextValues,
  type Interceptor,
  type Transport,
} from '@connectrpc/connect';
import { createGrpcWebTransport } from '@connectrpc/connect-web';

import { CALL_TIMEOUT_MS } from '@/config/constants';
import { AuthService } from '@/gen/ndoto/v1/auth_service_pb';
import { ParentService } from '@/gen/ndoto/v1/parent_service_pb';
import { endSession, getToken, renewToken, type Role } from '@/lib/session';

/** The response header in which the server sends a fresh token while the old one is in use. */
export const RENEWED_TOKEN_HEADER = 'x-ndoto-token';

/**
 * Whose session an AuthService call that needs one (SignOut, ChangePassword) acts for, set per
 * call with `contextValues`: AuthService serves children, parents and moderators alike.
 */
export const sessionRole = createContextKey<Role | null>(null, { description: 'whose session an AuthService call uses' });

/** Call options for an AuthService call made for `role`'s session. */
export function callAs(role: Role): { contextValues: ContextValues } {
  return { contextValues: createContextValues().set(sessionRole, role) };
}

/**
 * ModerationService's name, written out rather than imported: importing its generated code here
 * would put the moderation console's messages on every child's screen (transport.test.ts keeps
 * the two equal).
 */
export const MODERATION_SERVICE = 'ndoto.v1.ModerationService';

/** Which session's token a service's calls carry; sign-in and sign-up carry none. */
export function roleForService(typeName: string): Role | null {
  if (typeName === AuthService.typeName) return null;
  if (typeName === ParentService.typeName) return 'parent';
  if (typeName === MODERATION_SERVICE) return 'moderator';
  return 'child';
}

/**
 * Sends the bearer token of the right session, keeps a renewed token the server sends back, and
 * is the one place that turns an UNAUTHENTICATED answer to a signed-in call into a sign-out: the
 * token is removed, and the route guards, which watch it, send the person back to their sign-in
 * page.
 */
export const authInterceptor: Interceptor = (next) => async (req) => {
  const role = roleForService(req.service.typeName) ?? req.contextValues.get(sessionRole);
  const token = role ? getToken(role) : null;
  if (token) req.header.set('Authorization', `Bearer ${token}`);
  try {
    const res = await next(req);
    const renewed = res.header.get(RENEWED_TOKEN_HEADER);
    if (role && token && renewed) renewToken(role, token, renewed);
    return res;
  } catch (error) {
    if (role && token && ConnectError.from(error).code === Code.Unauthenticated) {
      endSession(role);
    }
    throw error;
  }
};

/**
 * Asks the server for its words (errors, moderation's explanations, bedtime) in the language on
 * screen: `<html lang>`, which activateLanguage sets. Before sign-in the page's language switch
 * decides it; after, the account's language, which the server uses anyway.
 */
export const languageInterceptor: Interceptor = (next) => (req) => {
  const language = document.documentElement.lang;
  if (language) req.header.set('Accept-Language', language);
  return next(req);
};

/**
 * fetch, with the answer's body downloaded whole (arrayBuffer) before the response is handed on.
 * Connect-Web reads a grpc-web body as a stream; Chromium cancels a load whose body stream was
 * read to its end before the network reported the load complete, so most finished calls showed
 * as net::ERR_ABORTED in the console and the network panel as soon as the network had any
 * latency (measured: 40 of 60 at 20 ms; none with arrayBuffer). A unary answer is one message
 * and its trailer: nothing is lost by waiting for the whole body. The signal still cancels the
 * call until then (a timeout, or a screen the child left).
 */
export const fetchWholeBody: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const body = response.body ? await response.arrayBuffer() : null;
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};

/**
 * grpc-web to the same origin: `ndoto serve` in production, Vite's proxy in development. Every
 * call ends after CALL_TIMEOUT_MS unless it sets its own. Loaded by app-transport.ts on the first
 * call, so that the protobuf runtime is not on the child's sign-in page. Unary calls take their
 * answer whole (fetchWholeBody); a streaming call, none today, would read it as it comes.
 */
export function createGrpcWebAppTransport(baseUrl: string): Transport {
  const options = { baseUrl, interceptors: [languageInterceptor, authInterceptor], defaultTimeoutMs: CALL_TIMEOUT_MS };
  const unary = createGrpcWebTransport({ ...options, fetch: fetchWholeBody });
  const streaming = createGrpcWebTransport(options);
  return { unary: unary.unary.bind(unary), stream: streaming.stream.bind(streaming) };
}
