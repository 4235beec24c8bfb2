import type { FormInstance } from 'antd';

import { errorMessage, fieldErrors } from '@/lib/errors';

/**
 * Puts a failed call's field errors next to their fields and returns the rest as one message for
 * a banner (or null when every error found its field).
 */
export function showServerErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fields: readonly string[],
  alreadyExistsField?: string,
): string | null {
  const errors = fieldErrors(error, fields, alreadyExistsField);
  if (errors.length === 0) return errorMessage(error);
  form.setFields(
    errors.map(({ field, message }) => ({ name: field as never, errors: [message] })),
  );
  form.scrollToField(errors[0]?.field as never);
  return null;
}
