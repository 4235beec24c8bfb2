import type { FormRule } from 'antd';

/** The server's rules, mirrored so that most mistakes are caught before a call. */
export const MAX_NAME_CHARS = 60;
export const MIN_PASSWORD_CHARS = 8;
export const MAX_PASSWORD_CHARS = 128;

export function nameRules(what: string): FormRule[] {
  return [
    { required: true, whitespace: true, message: `Please enter the ${what}` },
    { max: MAX_NAME_CHARS, message: `The ${what} can be at most ${MAX_NAME_CHARS} characters` },
  ];
}

export const emailRules: FormRule[] = [
  { required: true, message: 'Please enter your email address' },
  { type: 'email', message: 'Please enter an email address such as name@example.com' },
];

export const newPasswordRules: FormRule[] = [
  { required: true, message: 'Please choose a password' },
  { min: MIN_PASSWORD_CHARS, message: `Use at least ${MIN_PASSWORD_CHARS} characters` },
  { max: MAX_PASSWORD_CHARS, message: `Use at most ${MAX_PASSWORD_CHARS} characters` },
];

/** 2 to 30 letters, digits, spaces, dots, hyphens or underscores, starting with a letter. */
export const SIGN_IN_NAME_PATTERN = /^\p{L}[\p{L}\p{N} ._-]{1,29}$/u;

export const signInNameRules: FormRule[] = [
  { required: true, whitespace: true, message: 'Please choose a sign-in name' },
  {
    validator: (_, value: string | undefined) => {
      const name = (value ?? '').trim().replace(/\s+/g, ' ');
      if (name === '' || SIGN_IN_NAME_PATTERN.test(name)) return Promise.resolve();
      return Promise.reject(
        new Error('Use 2 to 30 letters, digits, spaces, dots, hyphens or underscores, starting with a letter'),
      );
    },
  },
];

/** A sign-in name made from a first name: allowed characters only, starting with a letter. */
export function suggestSignInName(firstName: string): string {
  return firstName
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}]+/u, '')
    .slice(0, 30)
    .trim();
}
