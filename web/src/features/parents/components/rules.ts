import { t } from '@lingui/core/macro';
import type { FormRule } from 'antd';

/** The server's rules, mirrored so that most mistakes are caught before a call. */
export const MAX_NAME_CHARS = 60;
export const MIN_PASSWORD_CHARS = 8;
export const MAX_PASSWORD_CHARS = 128;

/** Which name a field asks for: the parent's own, or their child's. */
export type NameField = 'firstName' | 'lastName' | 'childFirstName' | 'childLastName';

/** A name field's rules, each message a whole sentence in the app's language. */
export function nameRules(field: NameField): FormRule[] {
  const max = MAX_NAME_CHARS;
  const [required, tooLong] = {
    firstName: [t`Please enter the first name`, t`The first name can be at most ${max} characters`],
    lastName: [t`Please enter the last name`, t`The last name can be at most ${max} characters`],
    childFirstName: [t`Please enter the child's first name`, t`The child's first name can be at most ${max} characters`],
    childLastName: [t`Please enter the child's last name`, t`The child's last name can be at most ${max} characters`],
  }[field];
  return [
    { required: true, whitespace: true, message: required },
    { max, message: tooLong },
  ];
}

export function emailRules(): FormRule[] {
  return [
    { required: true, message: t`Please enter your email address` },
    { type: 'email', message: t`Please enter an email address such as name@example.com` },
  ];
}

/** The product's name: in a password it is the first guess. */
const PRODUCT_NAME = 'ndoto';
/** Parts of a person's words shorter than this are ignored, as the server ignores them. */
const MIN_GUESSABLE_CHARS = 3;

/** What a guessable word is: the product's name, or one of the person's own words. */
export type GuessableKind =
  | 'productName'
  | 'yourFirstName'
  | 'yourLastName'
  | 'yourEmailName'
  | 'childFirstName'
  | 'childLastName'
  | 'childSignInName'
  | 'childBirthYear';

/** A word anyone who knows the person can guess, with what it is (which the message names). */
export interface PersonalWord {
  what: GuessableKind;
  value: string;
}

/**
 * Why a password is refused for containing `part`, one whole sentence per kind of word. The quotes
 * around it come in a value: written next to a placeholder in the message, an apostrophe would be
 * read as the message format's escape ('{part}' would show as {part}).
 */
export function guessableWarning(what: GuessableKind, part: string): string {
  const quoted = `'${part}'`;
  switch (what) {
    case 'productName':
      return t`Do not use the name of this website (${quoted}): others can guess it`;
    case 'yourFirstName':
      return t`Do not use your first name (${quoted}): others can guess it`;
    case 'yourLastName':
      return t`Do not use your last name (${quoted}): others can guess it`;
    case 'yourEmailName':
      return t`Do not use the name of your email address (${quoted}): others can guess it`;
    case 'childFirstName':
      return t`Do not use the child's first name (${quoted}): others can guess it`;
    case 'childLastName':
      return t`Do not use the child's last name (${quoted}): others can guess it`;
    case 'childSignInName':
      return t`Do not use the child's sign-in name (${quoted}): others can guess it`;
    case 'childBirthYear':
      return t`Do not use the child's birth year (${quoted}): others can guess it`;
  }
}

/**
 * The first guessable word a password contains, as the server finds it: the product's name or a
 * part (split at anything but letters and digits) of 3+ characters of the person's words, case
 * ignored.
 */
export function guessableWordIn(password: string, words: PersonalWord[]): { what: GuessableKind; part: string } | null {
  const lower = password.toLowerCase();
  for (const { what, value } of [{ what: 'productName' as const, value: PRODUCT_NAME }, ...words]) {
    for (const part of value.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if ([...part].length >= MIN_GUESSABLE_CHARS && lower.includes(part)) return { what, part };
    }
  }
  return null;
}

/** The new-password rules; `personalWords` reads the form's other fields the password must avoid. */
export function newPasswordRules(personalWords: (field: (name: string) => unknown) => PersonalWord[]): FormRule[] {
  const [min, max] = [MIN_PASSWORD_CHARS, MAX_PASSWORD_CHARS];
  return [
    { required: true, message: t`Please choose a password` },
    { whitespace: true, message: t`The password cannot be only spaces` },
    { min, message: t`Use at least ${min} characters` },
    { max, message: t`Use at most ${max} characters` },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) => {
        const found = guessableWordIn(value ?? '', personalWords(getFieldValue));
        if (!found) return Promise.resolve();
        return Promise.reject(new Error(guessableWarning(found.what, found.part)));
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

export function signInNameRules(): FormRule[] {
  return [
    { required: true, whitespace: true, message: t`Please choose a sign-in name` },
    {
      validator: (_, value: string | undefined) => {
        const name = (value ?? '').trim().replace(/\s+/g, ' ');
        if (name === '' || SIGN_IN_NAME_PATTERN.test(name)) return Promise.resolve();
        return Promise.reject(
          new Error(t`Use 2 to 30 letters, digits, spaces, dots, hyphens or underscores, starting with a letter`),
        );
      },
    },
  ];
}

/** A sign-in name made from a first name: allowed characters only, starting with a letter. */
export function suggestSignInName(firstName: string): string {
  return firstName
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}]+/u, '')
    .slice(0, 30)
    .trim();
}
