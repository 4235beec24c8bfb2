import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { afterEach, describe, expect, it } from 'vitest';

import type { OutboxAction } from '@/features/offline/outbox/outbox-actions';
import { sendOutbox, sendQueue, type SendRound } from '@/features/offline/outbox/outbox-sender';
import { clearOutbox, enqueue, readQueue } from '@/features/offline/outbox/outbox-store';
import { verdict } from '@/features/offline/outbox/outbox-verdict';
import { ErrorInfoSchema } from '@/gen/google/rpc/error_details_pb';

const complete = (activityId: string, requestId = `id-${activityId}`): OutboxAction => ({
  kind: 'completeActivity',
  activityId,
  title: `Activity ${activityId}`,
  requestId,
  completedAt: '2026-11-27T10:00:00.000Z',
});

/**
 * A server as the real one behaves for the outbox: a request id it already answered is answered
 * again without doing anything; `failures` make the next calls fail (before or after the work).
 */
function fakeServer() {
  const done: string[] = [];
  const answered = new Set<string>();
  const failures: { error: ConnectError; afterWork: boolean }[] = [];
  const send = (action: OutboxAction) => {
    const failure = failures.shift();
    if (failure && !failure.afterWork) return Promise.reject(failure.error);
    const id = action.kind === 'markNotificationsRead' ? action.ids.join() : action.requestId;
    if (!answered.has(id)) {
      answered.add(id);
      done.push(action.kind === 'completeActivity' ? action.activityId : action.kind);
    }
    // The work is done, but the answer is lost on the way (the network went).
    if (failure) return Promise.reject(failure.error);
    return Promise.resolve({});
  };
  return { done, failures, send };
}

function round(server: ReturnType<typeof fakeServer>, child = 'amani') {
  const dropped: OutboxAction[] = [];
  const sent: OutboxAction[] = [];
  const options: SendRound = {
    signedInChild: () => child,
    send: server.send,
    onSent: (action) => sent.push(action),
    onDropped: (action) => dropped.push(action),
  };
  return { options, dropped, sent };
}

const lost = () => new ConnectError('Failed to fetch', Code.Unavailable);

afterEach(() => clearOutbox());

describe('the outbox', () => {
  it('sends the queue in order, one at a time, and empties it', async () => {
    await enqueue('amani', complete('a'));
    await enqueue('amani', { kind: 'joinCommunity', communityId: 'c1', name: 'Science Club', requestId: 'j1' });
    await enqueue('amani', { kind: 'leaveCommunity', communityId: 'c1', name: 'Science Club', requestId: 'l1' });
    const server = fakeServer();
    const { options, sent } = round(server);
    expect(await sendQueue('amani', options)).toBe('empty');
    expect(server.done).toEqual(['a', 'joinCommunity', 'leaveCommunity']);
    expect(sent.map((action) => action.kind)).toEqual(['completeActivity', 'joinCommunity', 'leaveCommunity']);
    expect(await readQueue('amani')).toEqual([]);
  });

  it('keeps an item whose answer was lost and sends it again with its request id: done once', async () => {
    await enqueue('amani', complete('a'));
    await enqueue('amani', complete('b'));
    const server = fakeServer();
    server.failures.push({ error: lost(), afterWork: true }, { error: lost(), afterWork: false });
    const { options } = round(server);
    // The network flaps: the first answer is lost, then a send does not get through.
    expect(await sendQueue('amani', options)).toBe('retry');
    expect(await sendQueue('amani', options)).toBe('retry');
    expect((await readQueue('amani')).map((item) => item.action)).toEqual([complete('a'), complete('b')]);
    expect(await sendQueue('amani', options)).toBe('empty');
    expect(server.done).toEqual(['a', 'b']);
  });

  it('drops an item refused for good, tells the child, and goes on with the next', async () => {
    await enqueue('amani', complete('gone'));
    await enqueue('amani', complete('b'));
    const server = fakeServer();
    server.failures.push({ error: new ConnectError('there is no activity', Code.NotFound), afterWork: false });
    const { options, dropped } = round(server);
    expect(await sendQueue('amani', options)).toBe('empty');
    expect(dropped).toEqual([complete('gone')]);
    expect(server.done).toEqual(['b']);
  });

  it('keeps everything for the next sign-in when the session ended, and stops when the child signs out', async () => {
    await enqueue('amani', complete('a'));
    const server = fakeServer();
    server.failures.push({ error: new ConnectError('signed out', Code.Unauthenticated), afterWork: false });
    const { options } = round(server);
    expect(await sendQueue('amani', options)).toBe('wait-for-sign-in');
    expect(await readQueue('amani')).toHaveLength(1);
    const signedOut = round(server, 'baraka').options;
    expect(await sendQueue('amani', signedOut)).toBe('signed-out');
    expect(server.done).toEqual([]);
  });

  it("never sends or shows another child's queue", async () => {
    await enqueue('amani', complete('a'));
    await enqueue('baraka', complete('b'));
    const server = fakeServer();
    expect(await sendOutbox('baraka', round(server, 'baraka').options)).toBe('empty');
    expect(server.done).toEqual(['b']);
    expect(await readQueue('amani')).toHaveLength(1);
    await clearOutbox();
    expect(await readQueue('amani')).toEqual([]);
  });

  it('runs one round at a time in a tab, and one more for what was queued meanwhile', async () => {
    await enqueue('amani', complete('a'));
    const server = fakeServer();
    const { options } = round(server);
    const first = sendOutbox('amani', options);
    await enqueue('amani', complete('b'));
    const second = sendOutbox('amani', options);
    expect(second).toBe(first);
    expect(await first).toBe('empty');
    expect(server.done).toEqual(['a', 'b']);
  });
});

describe('verdict', () => {
  it('drops 4xx refusals, waits for sign-in on 401, and retries the rest', () => {
    for (const code of [Code.InvalidArgument, Code.NotFound, Code.FailedPrecondition, Code.PermissionDenied, Code.AlreadyExists]) {
      expect(verdict(new ConnectError('no', code))).toBe('drop');
    }
    expect(verdict(new ConnectError('no', Code.Unauthenticated))).toBe('wait-for-sign-in');
    for (const code of [Code.ResourceExhausted, Code.Unavailable, Code.Unknown, Code.DeadlineExceeded, Code.Internal]) {
      expect(verdict(new ConnectError('later', code))).toBe('retry');
    }
    expect(verdict(new TypeError('Failed to fetch'))).toBe('retry');
    // The same request id still under way: its answer comes with a later try.
    const inProgress = new ConnectError('in progress', Code.AlreadyExists, undefined, [
      { desc: ErrorInfoSchema, value: create(ErrorInfoSchema, { reason: 'REQUEST_IN_PROGRESS', domain: 'ndoto.app' }) },
    ]);
    expect(verdict(inProgress)).toBe('retry');
  });
});
