import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient, createRouterTransport } from '@connectrpc/connect';

import { AuthService, ChildSignInResponseSchema } from '@/gen/ndoto/v1/auth_service_pb';
import { ListCasesResponseSchema, ModerationService } from '@/gen/ndoto/v1/moderation_service_pb';
import { GetDashboardResponseSchema, StudentService } from '@/gen/ndoto/v1/student_service_pb';
import { getToken } from '@/lib/session';
import {
  authInterceptor,
  callAs,
  fetchWholeBody,
  languageInterceptor,
  MODERATION_SERVICE,
  RENEWED_TOKEN_HEADER,
  roleForService,
} from '@/lib/transport';
import { deferred } from '@/testing/render-app';

/** A server whose dashboard renews tokens and whose AuthService records what it was sent. */
function server(seen: (string | null)[]) {
  return createRouterTransport(
    ({ service }) => {
      service(StudentService, {
        getDashboard: (_, context) => {
          seen.push(context.requestHeader.get('Authorization'));
          context.responseHeader.set(RENEWED_TOKEN_HEADER, 'fresh-token');
          return create(GetDashboardResponseSchema, {});
        },
      });
      service(AuthService, {
        childSignIn: (_, context) => {
          seen.push(context.requestHeader.get('Authorization'));
          return create(ChildSignInResponseSchema, {});
        },
        signOut: (_, context) => {
          seen.push(context.requestHeader.get('Authorization'));
          throw new ConnectError('you have been signed out', Code.Unauthenticated);
        },
      });
    },
    { transport: { interceptors: [authInterceptor] } },
  );
}

describe('auth interceptor', () => {
  beforeEach(() => {
    localStorage.setItem('childToken', 'old-token');
    localStorage.setItem('parentToken', 'parent-token');
  });

  it('keeps the token the server renews in place of the one it sent', async () => {
    const seen: (string | null)[] = [];
    await createClient(StudentService, server(seen)).getDashboard({});
    expect(seen).toEqual(['Bearer old-token']);
    expect(getToken('child')).toBe('fresh-token');
    expect(getToken('parent')).toBe('parent-token');
  });

  it('drops a renewal when the session changed while the call ran', async () => {
    const seen: (string | null)[] = [];
    const transport = createRouterTransport(
      ({ service }) => {
        service(StudentService, {
          getDashboard: (_, context) => {
            seen.push(context.requestHeader.get('Authorization'));
            localStorage.removeItem('childToken');
            context.responseHeader.set(RENEWED_TOKEN_HEADER, 'fresh-token');
            return create(GetDashboardResponseSchema, {});
          },
        });
      },
      { transport: { interceptors: [authInterceptor] } },
    );
    await createClient(StudentService, transport).getDashboard({});
    expect(getToken('child')).toBeNull();
  });

  it('sends no token to sign-in, and the chosen session token to AuthService calls that need one', async () => {
    const seen: (string | null)[] = [];
    const auth = createClient(AuthService, server(seen));
    await auth.childSignIn({ firstName: 'Amani', password: 'x' });
    await expect(auth.signOut({}, callAs('parent'))).rejects.toThrow('signed out');
    expect(seen).toEqual([null, 'Bearer parent-token']);
    // UNAUTHENTICATED ends that session only.
    expect(getToken('parent')).toBeNull();
    expect(getToken('child')).toBe('old-token');
  });

  it("sends the moderator's token to ModerationService, and ends only the moderator's session on UNAUTHENTICATED", async () => {
    localStorage.setItem('moderatorToken', 'moderator-token');
    expect(MODERATION_SERVICE).toBe(ModerationService.typeName);
    expect(roleForService(ModerationService.typeName)).toBe('moderator');
    const seen: (string | null)[] = [];
    let renew = true;
    const transport = createRouterTransport(
      ({ service }) => {
        service(ModerationService, {
          listCases: (_, context) => {
            seen.push(context.requestHeader.get('Authorization'));
            if (!renew) throw new ConnectError('your session has ended', Code.Unauthenticated);
            context.responseHeader.set(RENEWED_TOKEN_HEADER, 'fresh-moderator-token');
            return create(ListCasesResponseSchema, {});
          },
        });
      },
      { transport: { interceptors: [authInterceptor] } },
    );
    const moderation = createClient(ModerationService, transport);
    await moderation.listCases({});
    expect(getToken('moderator')).toBe('fresh-moderator-token');
    renew = false;
    await expect(moderation.listCases({})).rejects.toThrow('session has ended');
    expect(seen).toEqual(['Bearer moderator-token', 'Bearer fresh-moderator-token']);
    expect(getToken('moderator')).toBeNull();
    expect(getToken('child')).toBe('old-token');
    expect(getToken('parent')).toBe('parent-token');
  });
});

describe('language interceptor', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'en'));

  it("asks the server for the words of the page's language", async () => {
    const asked: (string | null)[] = [];
    const transport = createRouterTransport(
      ({ service }) => {
        service(AuthService, {
          childSignIn: (_, context) => {
            asked.push(context.requestHeader.get('Accept-Language'));
            return create(ChildSignInResponseSchema, {});
          },
        });
      },
      { transport: { interceptors: [languageInterceptor] } },
    );
    const client = createClient(AuthService, transport);
    document.documentElement.setAttribute('lang', 'sw');
    await client.childSignIn({});
    document.documentElement.setAttribute('lang', 'fr');
    await client.childSignIn({});
    expect(asked).toEqual(['sw', 'fr']);
  });
});

describe('fetchWholeBody', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A response whose body sends 'grpc-' at once and 'web' only when `rest` is resolved. */
  function slowAnswer(rest: Promise<unknown>) {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('grpc-'));
        await rest;
        controller.enqueue(encoder.encode('web'));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/grpc-web+proto' } });
  }

  it('hands the answer on only once its whole body has arrived, with its status and headers', async () => {
    const rest = deferred<undefined>();
    vi.stubGlobal('fetch', () => Promise.resolve(slowAnswer(rest.promise)));
    let handedOn = false;
    const answer = fetchWholeBody('/ndoto.v1.StudentService/GetDashboard').then((response) => {
      handedOn = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handedOn).toBe(false);
    rest.resolve(undefined);
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/grpc-web+proto');
    expect(await response.text()).toBe('grpc-web');
  });
});
