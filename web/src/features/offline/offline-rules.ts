// How the app holds a parent's bedtime and daily limit while the device has no network (issue 30,
// item 7): from the last settings it fetched, trusted for OFFLINE.settingsTrustedForMs. The rules
// alone, with no browser API; the server stays the authority once the network is back.
import { OFFLINE } from '@/config/constants';

/** The parent's settings as GetMySettings last answered them. */
export interface KeptSettings {
  bedtimeStart: string;
  bedtimeEnd: string;
  timeZone: string;
  dailyLimitMinutes: number;
  minutesUsedToday: number;
}

/** Why the app stays closed offline: bedtime (until `opensAt`), the day's time used, or settings too old to trust. */
export type OfflineClosure = { reason: 'bedtime'; opensAt: string } | { reason: 'daily-limit' } | { reason: 'needs-network' } | null;

const MINUTE_MS = 60_000;
/** A device clock behind the time the settings were fetched by more than this is not trusted. */
const CLOCK_BEHIND_MS = 5 * MINUTE_MS;

/** The minutes since midnight and the calendar day at `time` in `timeZone`. */
function localTime(time: number, timeZone: string): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** 'HH:MM' as minutes since midnight, or undefined. */
function minutesOf(hhmm: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Whether `minutes` falls in bedtime from `start` to `end` (past midnight when end comes first). */
export function inBedtime(start: string, end: string, minutes: number): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === undefined || to === undefined || from === to) return false;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

/**
 * Whether the app stays closed now, offline: `settings` were fetched at `fetchedAt`, and the app
 * was in use `usedOfflineMs` since then. Settings older than a day (or none) close it until the
 * network is back.
 */
export function offlineClosure(settings: KeptSettings | undefined, fetchedAt: number, usedOfflineMs: number, now: number): OfflineClosure {
  if (!settings || now - fetchedAt > OFFLINE.settingsTrustedForMs || now < fetchedAt - CLOCK_BEHIND_MS) return { reason: 'needs-network' };
  const timeZone = settings.timeZone || 'UTC';
  let here: { day: string; minutes: number };
  try {
    here = localTime(now, timeZone);
  } catch {
    return { reason: 'needs-network' };
  }
  if (inBedtime(settings.bedtimeStart, settings.bedtimeEnd, here.minutes)) return { reason: 'bedtime', opensAt: settings.bedtimeEnd };
  if (settings.dailyLimitMinutes > 0) {
    const sameDay = localTime(fetchedAt, timeZone).day === here.day;
    const used = (sameDay ? settings.minutesUsedToday : 0) + usedOfflineMs / MINUTE_MS;
    if (used >= settings.dailyLimitMinutes) return { reason: 'daily-limit' };
  }
  return null;
}
