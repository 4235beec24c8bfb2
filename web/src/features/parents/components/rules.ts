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

/** The product's name: in a password it is the first guess. */
const PRODUCT_NAME = 'ndoto';
/** Parts of a person's words shorter than this are ignored, as the server ignores them. */
const MIN_GUESSABLE_CHARS = 3;

/** A word anyone who knows the person can guess, with how a message names it. */
export interface PersonalWord {
  what: string;
  value: string;
}

/**
 * The first guessable word a password contains, as the server finds it: the product's name or a
 * part (split at anything but letters and digits) of 3+ characters of the person's words, case
 * ignored.
 */
export function guessableWordIn(password: string, words: PersonalWord[]): { what: string; part: string } | null {
  const lower = password.toLowerCase();
  for (const { what, value } of [{ what: 'the name of this website', value: PRODUCT_NAME }, ...words]) {
    for (const part of value.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if ([...part].length >= MIN_GUESSABLE_CHARS && lower.includes(part)) return { what, part };
    }
  }
  return null;
}

/** The new-password rules; `personalWords` reads the form's other fields the password must avoid. */
export function newPasswordRules(personalWords: (field: (name: string) => unknown) => PersonalWord[]): FormRule[] {
  return [
    { required: true, message: 'Please choose a password' },
    { whitespace: true, message: 'The password cannot be only spaces' },
    { min: MIN_PASSWORD_CHARS, message: `Use at least ${MIN_PASSWORD_CHARS} characters` },
    { max: MAX_PASSWORD_CHARS, message: `Use at most ${MAX_PASSWORD_CHARS} characters` },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) => {
        const found = guessableWordIn(value ?? '', personalWords(getFieldValue));
        if (!found) return Promise.resolve();
        return Promise.reject(new Error(`Do not use ${found.what} ('${found.part}'): others can guess it`));
      },
    }),
  ];
}

/** A form field's text, or '' when it is empty. */
export function fieldText(field: (name: string) => unknown, name: string): string {
  const value = field(name);
  return typeof value === 'string' ? value : '';
}

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
