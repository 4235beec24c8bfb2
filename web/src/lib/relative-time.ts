import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** '5 minutes ago', 'il y a 5 minutes', 'dakika 5 zilizopita': the active language's own words. */
function ago(count: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'always' }).format(-count, unit);
}

/**
 * How long ago something happened (spec section 9): 'just now' under a minute, then whole minutes
 * under an hour, hours under a day and days under a week ('1 minute ago', '5 minutes ago'), then the
 * local date. A time in the future (a clock a little ahead) also reads 'just now'. In the active
 * language.
 */
export function relativeTime(when: Date, now: Date = new Date(), locales?: Intl.LocalesArgument): string {
  const elapsed = now.getTime() - when.getTime();
  if (elapsed < MINUTE) return t`just now`;
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day');
  return localDate(when, locales);
}

/** A date as people read it where they are, such as '21 Nov 2026' or 'Nov 21, 2026'. */
export function localDate(when: Date, locales?: Intl.LocalesArgument): string {
  return when.toLocaleDateString(locales ?? i18n.locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
