import { Code, ConnectError } from '@connectrpc/connect';

import { QUERY_RETRIES } from '@/config/constants';
import { retryDelay, shouldRetry } from '@/lib/query-client';

describe('retry policy', () => {
  it('tries again a few times when the connection or the server is briefly failing', () => {
    for (const code of [Code.Unavailable, Code.DeadlineExceeded, Code.Aborted, Code.Unknown]) {
      const error = new ConnectError('down', code);
      for (let failures = 0; failures < QUERY_RETRIES.transient; failures++) expect(shouldRetry(failures, error)).toBe(true);
      expect(shouldRetry(QUERY_RETRIES.transient, error)).toBe(false);
    }
    // A fetch that failed before Connect saw it.
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never tries again an answer that would be the same (the 4xx-like codes) nor a limit hit', () => {
    for (const code of [
      Code.InvalidArgument,
      Code.NotFound,
      Code.AlreadyExists,
      Code.PermissionDenied,
      Code.FailedPrecondition,
      Code.OutOfRange,
      Code.Unimplemented,
      Code.Unauthenticated,
      Code.ResourceExhausted,
      Code.Internal,
    ]) {
      expect(shouldRetry(0, new ConnectError('no', code))).toBe(false);
    }
  });

  it('waits longer after each failure, up to the longest pause', () => {
    const pauses = [0, 1, 2, 10].map((failures) => retryDelay(failures));
    expect(pauses[0]).toBeGreaterThanOrEqual(800);
    expect(pauses[0]).toBeLessThanOrEqual(1200);
    expect(pauses[1]).toBeGreaterThanOrEqual(1600);
    expect(pauses[2]).toBeGreaterThanOrEqual(3200);
    expect(pauses[3]).toBeLessThanOrEqual(QUERY_RETRIES.maxDelayMs * 1.2);
  });
});
