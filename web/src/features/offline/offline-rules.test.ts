import { describe, expect, it } from 'vitest';

import { OFFLINE } from '@/config/constants';
import { inBedtime, offlineClosure, type KeptSettings } from '@/features/offline/offline-rules';

const HOUR = 60 * 60 * 1000;
// 2026-11-27 at 18:00 in Nairobi (UTC+3) is 15:00 UTC.
const sixPmNairobi = Date.UTC(2026, 10, 27, 15, 0);
const settings: KeptSettings = { bedtimeStart: '20:30', bedtimeEnd: '06:30', timeZone: 'Africa/Nairobi', dailyLimitMinutes: 60, minutesUsedToday: 20 };

describe('offline, the last settings seen', () => {
  it('hold bedtime in the parent’s time zone, across midnight', () => {
    expect(offlineClosure(settings, sixPmNairobi, 0, sixPmNairobi + 3 * HOUR)).toEqual({ reason: 'bedtime', opensAt: '06:30' });
    expect(offlineClosure(settings, sixPmNairobi, 0, sixPmNairobi + 2 * HOUR)).toBeNull();
    expect(inBedtime('20:30', '06:30', 5 * 60)).toBe(true);
    expect(inBedtime('20:30', '06:30', 7 * 60)).toBe(false);
    expect(inBedtime('13:00', '15:00', 14 * 60)).toBe(true);
    expect(inBedtime('', '', 14 * 60)).toBe(false);
  });

  it('hold the daily limit with the time used offline since', () => {
    expect(offlineClosure(settings, sixPmNairobi, 39 * 60_000, sixPmNairobi + HOUR)).toBeNull();
    expect(offlineClosure(settings, sixPmNairobi, 40 * 60_000, sixPmNairobi + HOUR)).toEqual({ reason: 'daily-limit' });
    // The next day starts afresh: only the minutes used offline count.
    expect(offlineClosure({ ...settings, bedtimeStart: '', bedtimeEnd: '' }, sixPmNairobi, 10 * 60_000, sixPmNairobi + 14 * HOUR)).toBeNull();
    expect(offlineClosure({ ...settings, dailyLimitMinutes: 0, bedtimeStart: '' }, sixPmNairobi, 10 * HOUR, sixPmNairobi + HOUR)).toBeNull();
  });

  it('are trusted for a day at most, and never from a clock that went back', () => {
    expect(offlineClosure(undefined, 0, 0, sixPmNairobi)).toEqual({ reason: 'needs-network' });
    const noBedtime = { ...settings, bedtimeStart: '', bedtimeEnd: '', dailyLimitMinutes: 0 };
    expect(offlineClosure(noBedtime, sixPmNairobi, 0, sixPmNairobi + OFFLINE.settingsTrustedForMs)).toBeNull();
    expect(offlineClosure(noBedtime, sixPmNairobi, 0, sixPmNairobi + OFFLINE.settingsTrustedForMs + 1)).toEqual({ reason: 'needs-network' });
    expect(offlineClosure(noBedtime, sixPmNairobi, 0, sixPmNairobi - HOUR)).toEqual({ reason: 'needs-network' });
  });
});
