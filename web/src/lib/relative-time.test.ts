import { localDate, relativeTime } from '@/lib/relative-time';
import { speak } from '@/testing/language';

const now = new Date('2026-11-21T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [1, 'just now'],
    [59 * SECOND, 'just now'],
    [MINUTE - 1, 'just now'],
    [MINUTE, '1 minute ago'],
    [MINUTE + 59 * SECOND, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [5 * MINUTE, '5 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [HOUR + 59 * MINUTE, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY - 1, '1 day ago'],
    [3 * DAY, '3 days ago'],
    [7 * DAY - 1, '6 days ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(relativeTime(before(elapsed), now)).toBe(text);
  });

  it('shows the local date from 7 days on', () => {
    const weekAgo = before(7 * DAY);
    expect(relativeTime(weekAgo, now)).toBe(weekAgo.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));
    expect(relativeTime(new Date(2025, 0, 15, 9, 30), now, 'en-US')).toBe('Jan 15, 2025');
    expect(relativeTime(new Date(2025, 0, 15, 9, 30), now, 'en-GB')).toBe('15 Jan 2025');
  });

  it("says 'just now' for a time a little in the future (a clock ahead)", () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MINUTE), now)).toBe('just now');
  });

  it('uses the current time by default', () => {
    expect(relativeTime(new Date(Date.now() - 3 * MINUTE))).toBe('3 minutes ago');
  });
});

describe('localDate', () => {
  it('is the day in local time', () => {
    expect(localDate(new Date(2026, 10, 21, 23, 59), 'en-US')).toBe('Nov 21, 2026');
  });
});

describe('relativeTime in Kiswahili and French', () => {
  it('says each in the active language', () => {
    speak('fr');
    expect(relativeTime(before(30 * SECOND), now)).toBe('à l’instant');
    expect(relativeTime(before(5 * MINUTE), now)).toBe('il y a 5 minutes');
    expect(relativeTime(before(DAY), now)).toBe('il y a 1 jour');
    speak('sw');
    expect(relativeTime(before(30 * SECOND), now)).toBe('sasa hivi');
    expect(relativeTime(before(2 * HOUR), now)).toBe('saa 2 zilizopita');
  });
});
