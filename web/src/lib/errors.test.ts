import { Code, ConnectError } from '@connectrpc/connect';

import { BadRequestSchema } from '@/gen/google/rpc/error_details_pb';
import { errorMessage, fieldErrors } from '@/lib/errors';

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
