import { describe, expect, it } from 'vitest';
import { MAX_REPORT_DAYS } from '../schemas/period-report';
import { isDay } from './jakarta-days';
import { formatPeriod, lastTwelveMonths, periodNameOf, periodNames, periodRanges } from './periods';

/** An instant given as Jakarta wall-clock time (UTC+7). */
const wib = (local: string) => new Date(Date.parse(`${local}+07:00`));
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

describe('report periods', () => {
  it('offers this and last month, quarter, semester and year, this one running up to today', () => {
    // Wednesday 20 May 2026, 10:00 in Jakarta.
    expect(periodRanges(wib('2026-05-20T10:00:00'))).toEqual({
      thisMonth: { from: '2026-05-01', to: '2026-05-20' },
      lastMonth: { from: '2026-04-01', to: '2026-04-30' },
      thisQuarter: { from: '2026-04-01', to: '2026-05-20' },
      lastQuarter: { from: '2026-01-01', to: '2026-03-31' },
      thisSemester: { from: '2026-01-01', to: '2026-05-20' },
      lastSemester: { from: '2025-07-01', to: '2025-12-31' },
      thisYear: { from: '2026-01-01', to: '2026-05-20' },
      lastYear: { from: '2025-01-01', to: '2025-12-31' },
    });
  });

  it('starts a new year at Jakarta midnight, while it is still the old year in UTC', () => {
    // 1 January 2026, 00:30 in Jakarta is 31 December 2025, 17:30 UTC.
    const newYear = periodRanges(new Date('2025-12-31T17:30:00Z'));
    expect(newYear).toEqual({
      thisMonth: { from: '2026-01-01', to: '2026-01-01' },
      lastMonth: { from: '2025-12-01', to: '2025-12-31' },
      thisQuarter: { from: '2026-01-01', to: '2026-01-01' },
      lastQuarter: { from: '2025-10-01', to: '2025-12-31' },
      thisSemester: { from: '2026-01-01', to: '2026-01-01' },
      lastSemester: { from: '2025-07-01', to: '2025-12-31' },
      thisYear: { from: '2026-01-01', to: '2026-01-01' },
      lastYear: { from: '2025-01-01', to: '2025-12-31' },
    });
    // A minute before Jakarta's midnight it is still the last day of 2025.
    const lastDay = periodRanges(new Date('2025-12-31T16:59:00Z'));
    expect(lastDay.thisYear).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(lastDay.thisQuarter).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(lastDay.thisSemester).toEqual({ from: '2025-07-01', to: '2025-12-31' });
    expect(lastDay.lastSemester).toEqual({ from: '2025-01-01', to: '2025-06-30' });
  });

  it('turns quarter and semester on the first of April, July and October', () => {
    const june30 = periodRanges(wib('2026-06-30T23:59:00'));
    expect(june30.thisQuarter).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(june30.lastQuarter).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(june30.thisSemester).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(june30.lastSemester).toEqual({ from: '2025-07-01', to: '2025-12-31' });
    const july1 = periodRanges(wib('2026-07-01T00:00:00'));
    expect(july1.thisQuarter).toEqual({ from: '2026-07-01', to: '2026-07-01' });
    expect(july1.lastQuarter).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(july1.thisSemester).toEqual({ from: '2026-07-01', to: '2026-07-01' });
    expect(july1.lastSemester).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(july1.lastMonth).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    const october1 = periodRanges(wib('2026-10-01T08:00:00'));
    expect(october1.thisQuarter).toEqual({ from: '2026-10-01', to: '2026-10-01' });
    expect(october1.lastQuarter).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(october1.thisSemester).toEqual({ from: '2026-07-01', to: '2026-10-01' });
  });

  it('ends last month on its own last day: 29 February in a leap year, 28 otherwise', () => {
    expect(periodRanges(wib('2024-03-15T12:00:00')).lastMonth).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRanges(wib('2026-03-01T00:00:00')).lastMonth).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRanges(wib('2026-01-31T23:00:00')).lastMonth).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('gives only real days, in order, that the API accepts (a leap year at most)', () => {
    for (const now of ['2024-12-31T23:59:00', '2025-01-01T00:00:00', '2026-08-15T12:00:00'].map(wib)) {
      const ranges = periodRanges(now);
      for (const name of periodNames) {
        const { from, to } = ranges[name];
        expect(isDay(from) && isDay(to), name).toBe(true);
        expect(from <= to, name).toBe(true);
        expect(days(from, to), name).toBeLessThanOrEqual(MAX_REPORT_DAYS);
      }
    }
    expect(days(periodRanges(wib('2025-03-01T00:00:00')).lastYear.from, '2024-12-31')).toBe(366);
  });

  it('starts the dashboard eleven whole months before this one, up to today, across a year', () => {
    expect(lastTwelveMonths(wib('2026-11-25T10:00:00'))).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(lastTwelveMonths(wib('2027-01-01T00:30:00'))).toEqual({ from: '2026-02-01', to: '2027-01-01' });
    expect(lastTwelveMonths(wib('2026-12-31T23:59:00'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('recognises a quick pick in the URL, and nothing else', () => {
    const now = wib('2026-05-20T10:00:00');
    expect(periodNameOf({ from: '2026-04-01', to: '2026-04-30' }, now)).toBe('lastMonth');
    expect(periodNameOf({ from: '2026-01-01', to: '2026-05-20' }, now)).toBe('thisSemester');
    expect(periodNameOf({ from: '2026-04-02', to: '2026-04-30' }, now)).toBeUndefined();
  });

  it('writes the period out in the language of the screen', () => {
    // ICU puts thin spaces around a dash between parts of a date: any space will do here.
    const plain = (range: { from: string; to: string }, locale: 'in' | 'en') =>
      formatPeriod(range, locale).replace(/\s/g, ' ');
    const november = { from: '2026-11-01', to: '2026-11-30' };
    expect(plain(november, 'in')).toBe('1–30 November 2026');
    expect(plain(november, 'en')).toBe('November 1 – 30, 2026');
    expect(plain({ from: '2026-11-01', to: '2027-02-15' }, 'in')).toBe('1 November 2026 – 15 Februari 2027');
    expect(plain({ from: '2026-11-01', to: '2026-11-01' }, 'in')).toBe('1 November 2026');
  });
});
