import { Code, ConnectError } from '@connectrpc/connect';

import { BadRequestSchema, ErrorInfoSchema } from '@/gen/google/rpc/error_details_pb';
import { closedMessage, errorMessage, fieldErrors, limitMessage, waitInWords } from '@/lib/errors';

const fields = ['email', 'phone', 'password'];

describe('fieldErrors', () => {
  it('reads the BadRequest detail', () => {
    const error = new ConnectError('phone must be valid', Code.InvalidArgument, undefined, [
      { desc: BadRequestSchema, value: { fieldViolations: [{ field: 'phone', description: 'phone must be valid' }] } },
    ]);
    expect(fieldErrors(error, fields)).toEqual([{ field: 'phone', message: 'Phone must be valid' }]);
  });

  it('falls back to the field name the message starts with', () => {
    const error = new ConnectError('password is too common', Code.InvalidArgument);
    expect(fieldErrors(error, fields)).toEqual([{ field: 'password', message: 'Password is too common' }]);
  });

  it('puts ALREADY_EXISTS on the unique field only when told which', () => {
    const error = new ConnectError('an account with this email address already exists', Code.AlreadyExists);
    expect(fieldErrors(error, fields)).toEqual([]);
    expect(fieldErrors(error, fields, 'email')).toEqual([
      { field: 'email', message: 'An account with this email address already exists' },
    ]);
  });

  it('leaves other errors to a banner', () => {
    const error = new ConnectError('boom', Code.Internal);
    expect(fieldErrors(error, fields)).toEqual([]);
    expect(errorMessage(error)).toMatch(/went wrong on our side/);
  });
});

describe('limitMessage', () => {
  it("gives the server's words for a limit, which name the wait", () => {
    const error = new ConnectError('you have asked for many emails; please try again in 40 minutes', Code.ResourceExhausted);
    expect(limitMessage(error)).toBe('You have asked for many emails; please try again in 40 minutes');
  });

  it('says the wait from Retry-After when the server gave no words', () => {
    const error = new ConnectError('', Code.ResourceExhausted, { 'retry-after': '125' });
    expect(limitMessage(error)).toBe('Too many tries. Please try again in 3 minutes.');
    expect(limitMessage(new ConnectError('', Code.ResourceExhausted))).toBe(errorMessage(new ConnectError('', Code.ResourceExhausted)));
  });

  it('leaves other errors to errorMessage', () => {
    const error = new ConnectError('boom', Code.Unavailable);
    expect(limitMessage(error)).toBe(errorMessage(error));
  });
});

describe('waitInWords', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [40, '40 seconds'],
    [60, '1 minute'],
    [119, '1 minute'],
    [120, '2 minutes'],
    [3601, '61 minutes'],
  ])('%i s is %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe('closedMessage', () => {
  const refusal = (reason: string) =>
    new ConnectError('words for the child', Code.ResourceExhausted, undefined, [
      { desc: ErrorInfoSchema, value: { reason, domain: 'ndoto.app' } },
    ]);

  it("gives the server's words when a parent's rule closes Ndoto", () => {
    expect(closedMessage(refusal('BEDTIME'))).toBe('words for the child');
    expect(closedMessage(refusal('DAILY_LIMIT'))).toBe('words for the child');
  });

  it('is null for a rate limit, which carries a reason of the same domain', () => {
    expect(closedMessage(refusal('RATE_LIMITED'))).toBeNull();
  });
});
