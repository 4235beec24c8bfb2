import type { ComponentType } from 'react';
import PhoneInputModule, { type PhoneInputProps } from 'react-phone-input-2';

import { PHONE } from '@/config/constants';

import 'react-phone-input-2/lib/style.css';
import './phone-field.css';

// react-phone-input-2 ships CommonJS only: the production bundler hands over the module object
// where the dev server and vitest hand over its default export. Accept both.
const PhoneInput: ComponentType<PhoneInputProps> =
  (PhoneInputModule as unknown as { default?: ComponentType<PhoneInputProps> }).default ?? PhoneInputModule;

/**
 * International phone input with a searchable country list (spec sections 2, 5 and 9): Rwanda by
 * default, '+' prefix, groups of three digits where a country has no mask, at most 15 digits.
 * The value is the digits with the country code, without '+'; antd's Form.Item passes value and
 * onChange.
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  status,
}: {
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  status?: 'error' | undefined;
}) {
  return (
    <PhoneInput
      country={PHONE.defaultCountry}
      value={value ?? ''}
      onChange={(digits) => onChange?.(digits)}
      onBlur={() => onBlur?.()}
      placeholder={PHONE.placeholder}
      prefix={PHONE.prefix}
      defaultMask={PHONE.defaultMask}
      enableLongNumbers={PHONE.enableLongNumbers}
      enableSearch
      searchPlaceholder={PHONE.searchPlaceholder}
      searchNotFound={PHONE.searchNotFound}
      inputProps={{ name: 'phone', id: 'phone', required: true, 'aria-label': 'Phone Number' }}
      containerClass={`ndoto-phone${status === 'error' ? ' ndoto-phone-error' : ''}`}
    />
  );
}
