/** The inclusive ages of a 'low-high' range such as '6-8', or null when there is no such range. */
export function parseAgeRange(ageRange: string): { low: number; high: number } | null {
  const match = /^\s*(\d{1,3})\s*-\s*(\d{1,3})\s*$/.exec(ageRange);
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2]);
  return low <= high ? { low, high } : null;
}

/**
 * The child's age as stored under childAge (spec section 3), or null when it is unset, not a
 * number, or 0 (spec section 5: then nothing is filtered out by age).
 */
export function storedChildAge(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const age = Number(value);
  return Number.isFinite(age) && age > 0 ? age : null;
}

/**
 * Spec section 5's age rule, the same for activities and communities: something made for the ages
 * of `ageRange` is for a child of `childAge` when the age lies within 'low-high', both ends
 * included. Without a range (or with one that is not 'low-high'), or for a child whose age is 0 or
 * unknown, it is for everyone.
 */
export function isForAge(ageRange: string, childAge: number | null): boolean {
  if (childAge === null || childAge === 0) return true;
  const range = parseAgeRange(ageRange);
  if (!range) return true;
  return childAge >= range.low && childAge <= range.high;
}
