import { Plural } from '@lingui/react/macro';

/** A child's age as a parent reads it: '7 years old'. */
export function YearsOld({ age }: { age: number }) {
  return <Plural value={age} one="# year old" other="# years old" />;
}
