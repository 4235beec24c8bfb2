// The API as another team's Node.js backend calls it: connect-node, over grpc-web on HTTP/1.1 and
// over gRPC on HTTP/2, against the real server. No browser. The service descriptors come from
// proto/ through `buf build`, as a consumer without our generated code would load them.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { createFileRegistry, fromBinary } from '@bufbuild/protobuf';
import { FileDescriptorSetSchema } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createGrpcTransport, createGrpcWebTransport } from '@connectrpc/connect-node';

import { startStack, webDir } from './support.mjs';

const registry = createFileRegistry(
  fromBinary(
    FileDescriptorSetSchema,
    execFileSync(join(webDir, 'node_modules', '.bin', 'buf'), ['build', join(webDir, '..'), '-o', '-#format=binpb']),
  ),
);
const service = (name) => registry.getService(`ndoto.v1.${name}`);

let stack;
before(async () => {
  stack = await startStack('node-clients.log', { withBrowser: false });
});
after(async () => stack?.stop());

/** The ConnectError a call ends with (the test fails if it succeeds). */
async function refusal(call) {
  try {
    await call();
  } catch (error) {
    return ConnectError.from(error);
  }
  assert.fail('the call succeeded');
}

// Issue 27, item 8: refused before its body was read, a grpc-web request on HTTP/1.1 used to lose
// its answer to a reset connection: connect-node reported `internal: write EPIPE` 12 times in 16.
test('every refusal over grpc-web on HTTP/1.1 reaches connect-node as UNAUTHENTICATED', async () => {
  const transport = createGrpcWebTransport({ baseUrl: stack.base, httpVersion: '1.1' });
  const student = createClient(service('StudentService'), transport);
  const codes = [];
  for (let attempt = 0; attempt < 16; attempt++) {
    const error = await refusal(() => student.getDashboard({}));
    codes.push(`${Code[error.code]}: ${error.rawMessage}`);
  }
  assert.deepEqual(new Set(codes), new Set(['Unauthenticated: sign in first: this call needs an `Authorization: Bearer <token>` header']));
});

test('a child signs in and reads the dashboard over grpc-web on HTTP/1.1 and over gRPC', async () => {
  for (const transport of [
    createGrpcWebTransport({ baseUrl: stack.base, httpVersion: '1.1' }),
    createGrpcTransport({ baseUrl: stack.base }),
  ]) {
    const auth = createClient(service('AuthService'), transport);
    const signedIn = await auth.childSignIn({ firstName: 'Baraka', password: 'twiga-demo-2026' });
    assert.equal(signedIn.user.firstName, 'Baraka');
    const student = createClient(service('StudentService'), transport);
    const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
    const { dashboardResponse } = await student.getDashboard({}, { headers });
    assert.equal(dashboardResponse.currentUser.firstName, 'Baraka');
    assert.equal(dashboardResponse.currentUser.age, 10);
    // A refusal with its details: an empty message to the advisor names the field to fix.
    const career = createClient(service('CareerService'), transport);
    const error = await refusal(() => career.askAdvisor({ message: '' }, { headers }));
    assert.equal(error.code, Code.InvalidArgument, error.message);
  }
});
