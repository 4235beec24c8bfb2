import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

/** A stored time as a parent reads it: the date, and the time of day when asked. */
export function when(time: Timestamp | undefined, withTime = false): string {
  if (!time) return '';
  const date = timestampDate(time);
  return withTime
    ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}
