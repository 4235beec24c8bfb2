import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

import { i18n } from '@/lib/i18n';

/** A stored time as a parent reads it, in the app's language: the date, and the time of day when asked. */
export function when(time: Timestamp | undefined, withTime = false): string {
  if (!time) return '';
  const date = timestampDate(time);
  return withTime
    ? i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' })
    : i18n.date(date, { dateStyle: 'medium' });
}
