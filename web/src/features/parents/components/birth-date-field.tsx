import { useLingui } from '@lingui/react/macro';
import { Form, Input } from 'antd';

import {
  birthDateBounds,
  birthDateRules,
  MAX_CHILD_AGE,
  MIN_CHILD_AGE,
  outsideChildAges,
} from '@/features/parents/components/age';

/**
 * A child's birth date, with the server's age rule: the same field when adding and editing. The
 * age is said once: the hint under the field steps aside while the age error (which says it too)
 * shows, so the input's aria-describedby names that one message; and the browser's own bubble for
 * a date outside the picker's min and max is not shown over it.
 */
export function BirthDateField() {
  const { t } = useLingui();
  const [min, max] = [MIN_CHILD_AGE, MAX_CHILD_AGE];
  const { earliest, latest } = birthDateBounds(new Date());
  const form = Form.useFormInstance();
  const birthDate = Form.useWatch<string | undefined>('birthDate', form);
  // The rule checks on every change, as this watch sees it: the error and the hint swap together.
  const ageError = outsideChildAges(birthDate, new Date());
  return (
    <Form.Item
      label={t`Birth Date`}
      name="birthDate"
      extra={ageError ? undefined : t`Ndoto is for children aged ${min} to ${max}.`}
      rules={birthDateRules()}
    >
      <Input type="date" min={earliest} max={latest} onInvalid={(event) => event.preventDefault()} />
    </Form.Item>
  );
}
