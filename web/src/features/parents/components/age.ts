import { t } from '@lingui/core/macro';
import type { FormRule } from 'antd';

/** Age in whole years on `today` of a child born on `birthDate` (YYYY-MM-DD), or null if unreadable. */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** YYYY-MM-DD of a local date. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Ndoto is for children aged 6 to 18. */
export const MIN_CHILD_AGE = 6;
export const MAX_CHILD_AGE = 18;

/** Whether a birth date given (not blank) is not that of a child aged 6 to 18 on `today`. */
export function outsideChildAges(birthDate: string | undefined, today: Date): boolean {
  if (!birthDate) return false;
  const age = ageOn(birthDate, today);
  return age === null || age < MIN_CHILD_AGE || age > MAX_CHILD_AGE;
}

/** The birth date rules of adding and editing a child, as the server checks them (in the app's language). */
export function birthDateRules(): FormRule[] {
  const [min, max] = [MIN_CHILD_AGE, MAX_CHILD_AGE];
  return [
    { required: true, message: t`Please enter your child's birth date` },
    {
      validator: (_, value: string | undefined) =>
        outsideChildAges(value, new Date())
          ? Promise.reject(new Error(t`Ndoto is for children aged ${min} to ${max}; please check the date`))
          : Promise.resolve(),
    },
  ];
}

/** The earliest and latest birth dates the date picker offers today. */
export function birthDateBounds(today: Date): { earliest: string; latest: string } {
  return {
    latest: isoDate(new Date(today.getFullYear() - MIN_CHILD_AGE, today.getMonth(), today.getDate())),
    earliest: isoDate(new Date(today.getFullYear() - MAX_CHILD_AGE - 1, today.getMonth(), today.getDate() + 1)),
  };
}
