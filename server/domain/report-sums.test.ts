// How a report's period is read (issue 18): whole Jakarta months from the kept sums, the odd days
// around them from the rows; every day of the period exactly once, in whichever part.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitDays as split } from './report-sums';

/** Periods that end before 'today': the rule for a period running to today is tested apart. */
const splitDays = (from: string, to: string) => split(from, to, '2999-12-31');

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
const monthDays = (first: string, last: string) => {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return days(first, new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10));
};

describe('a period split into whole months and odd days', () => {
  it('reads a month, a quarter, a half-year and a year from the sums alone', () => {
    expect(splitDays('2026-10-01', '2026-10-31')).toEqual({
      months: { first: '2026-10-01', last: '2026-10-01' },
      days: [],
    });
    expect(splitDays('2024-01-01', '2024-06-30')).toEqual({
      months: { first: '2024-01-01', last: '2024-06-01' },
      days: [],
    });
    expect(splitDays('2024-02-01', '2024-02-29')).toEqual({
      months: { first: '2024-02-01', last: '2024-02-01' },
      days: [],
    });
    expect(splitDays('2025-01-01', '2025-12-31').months).toEqual({ first: '2025-01-01', last: '2025-12-01' });
  });

  it('reads the odd days around the whole months from the rows', () => {
    expect(splitDays('2026-09-15', '2026-11-10')).toEqual({
      months: { first: '2026-10-01', last: '2026-10-01' },
      days: [
        { from: '2026-09-15', to: '2026-09-30' },
        { from: '2026-11-01', to: '2026-11-10' },
      ],
    });
    // No whole month inside: all rows. Across a year's end: December alone is whole.
    expect(splitDays('2026-10-02', '2026-10-31')).toEqual({
      months: null,
      days: [{ from: '2026-10-02', to: '2026-10-31' }],
    });
    expect(splitDays('2025-11-30', '2026-01-01')).toEqual({
      months: { first: '2025-12-01', last: '2025-12-01' },
      days: [
        { from: '2025-11-30', to: '2025-11-30' },
        { from: '2026-01-01', to: '2026-01-01' },
      ],
    });
  });

  it('reads a period that runs to today from this month to date in the sums', () => {
    expect(split('2025-12-01', '2026-11-27', '2026-11-27')).toEqual({
      months: { first: '2025-12-01', last: '2026-11-01' },
      days: [],
    });
    expect(split('2026-11-03', '2026-11-27', '2026-11-27')).toEqual({
      months: null,
      days: [{ from: '2026-11-03', to: '2026-11-27' }],
    });
    // A day before today is read as it is.
    expect(split('2026-10-01', '2026-11-26', '2026-11-27').days).toEqual([{ from: '2026-11-01', to: '2026-11-26' }]);
  });

  it('covers every day of any period exactly once', () => {
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (start, length) => {
        const from = start.toISOString().slice(0, 10);
        const to = new Date(start.getTime() + length * DAY).toISOString().slice(0, 10);
        const { months, days: odd } = splitDays(from, to);
        const counted =
          odd.reduce((s, d) => s + days(d.from, d.to), 0) + (months ? monthDays(months.first, months.last) : 0);
        expect(counted).toBe(days(from, to));
        for (const d of odd) expect(d.from <= d.to && d.from >= from && d.to <= to).toBe(true);
        if (months) expect(months.first >= from && months.first.endsWith('-01')).toBe(true);
      }),
    );
  });
});
