import { Form, Input } from 'antd';

import { birthDateBounds, birthDateRules, MAX_CHILD_AGE, MIN_CHILD_AGE } from '@/features/parents/components/age';

/** A child's birth date, with the server's age rule: the same field when adding and editing. */
export function BirthDateField() {
  const { earliest, latest } = birthDateBounds(new Date());
  return (
    <Form.Item
      label="Birth Date"
      name="birthDate"
      extra={`Ndoto is for children aged ${MIN_CHILD_AGE} to ${MAX_CHILD_AGE}.`}
      rules={birthDateRules}
    >
      <Input type="date" min={earliest} max={latest} />
    </Form.Item>
  );
}
