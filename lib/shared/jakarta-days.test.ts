import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, isDay, jakartaDay, quickRanges } from './jakarta-days';

describe('Jakarta days', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isDay('2026-10-31')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-10-31', '2026-1-5', '', '1999-12-31', '2026-10-31x'])
      expect(isDay(bad), bad).toBe(false);
  });

  it('starts and ends a day at Jakarta midnight (17:00 UTC the evening before)', () => {
    expect(dayStart('2026-11-01').toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(dayEnd('2026-11-30').toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('puts an instant on its Jakarta day', () => {
    expect(jakartaDay(new Date('2026-10-31T16:59:59Z'))).toBe('2026-10-31');
    expect(jakartaDay(new Date('2026-10-31T17:00:00Z'))).toBe('2026-11-01');
  });

  it('offers today, this week from Monday, this month and last month', () => {
    // Wednesday 25 November 2026, 20:00 in Jakarta; 1 December 2026 05:00 in Jakarta.
    expect(quickRanges(new Date('2026-11-25T13:00:00Z'))).toEqual({
      today: { from: '2026-11-25', to: '2026-11-25' },
      week: { from: '2026-11-23', to: '2026-11-25' },
      month: { from: '2026-11-01', to: '2026-11-25' },
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(quickRanges(new Date('2026-11-30T22:00:00Z')).lastMonth).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(quickRanges(new Date('2027-01-10T00:00:00Z')).lastMonth).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
