// The report's periods (issue 18): calendar months, quarters, semesters and years of Jakarta
// days. A current period runs up to today (nothing after it has happened yet); a past one is
// whole. Shared by the report screen (its quick picks, its header) and the API (its download).
import { dayStart, jakartaDay, type DayRange } from './jakarta-days';
import { perLocale, TIME_ZONE, type Locale } from './locales';

export const periodNames = [
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'lastQuarter',
  'thisSemester',
  'lastSemester',
  'thisYear',
  'lastYear',
] as const;
export type PeriodName = (typeof periodNames)[number];

const write = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

/** The block of `months` calendar months holding `month` (0-based) of `year`, `back` blocks earlier. */
function block(year: number, month: number, months: number, back: number): DayRange {
  // Date.UTC carries a month below 0 or above 11 into the year before or after.
  const first = Math.floor(month / months) * months - back * months;
  return { from: write(year, first, 1), to: write(year, first + months, 0) };
}

/** This and the last month, quarter, semester and year, as Jakarta days on `now`. */
export function periodRanges(now: Date): Record<PeriodName, DayRange> {
  const today = jakartaDay(now);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1];
  const sizes = { Month: 1, Quarter: 3, Semester: 6, Year: 12 } as const;
  const out = {} as Record<PeriodName, DayRange>;
  for (const [name, months] of Object.entries(sizes)) {
    const current = block(year, month, months, 0);
    out[`this${name}` as PeriodName] = { from: current.from, to: today };
    out[`last${name}` as PeriodName] = block(year, month, months, 1);
  }
  return out;
}

/** The dashboard's default (issue 18): this month to date and the eleven whole months before it. */
export function lastTwelveMonths(now: Date): DayRange {
  const today = jakartaDay(now);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1];
  return { from: block(year, month, 1, 11).from, to: today };
}

/** The quick pick that is exactly `range` on `now`, if one is. */
export const periodNameOf = (range: Partial<DayRange>, now: Date): PeriodName | undefined => {
  const ranges = periodRanges(now);
  return periodNames.find((name) => ranges[name].from === range.from && ranges[name].to === range.to);
};

/** The language's long date pattern, with Latin digits and Jakarta time. */
export const longDateFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: TIME_ZONE, numberingSystem: 'latn' }),
);

/** The period written out in the language: '1–30 November 2026', 'November 1 – 30, 2026'. */
export function formatPeriod(range: DayRange, locale: Locale): string {
  return longDateFormat(locale).formatRange(dayStart(range.from), dayStart(range.to));
}

type Translate = (key: string, values?: Record<string, string>) => string;

/** Whom a report covers, as its header and its download name it: 'Seluruh program', 'BSU Melati (BSU-101)'. */
export function scopeLabel(
  scope: { kind: 'programme' | 'bsi' | 'bsu'; name: string | null; code: string | null },
  t: Translate,
) {
  if (scope.kind === 'programme' || scope.name === null) return t('report.programme');
  return t(scope.kind === 'bsi' ? 'report.scopeBsi' : 'report.scopeBsu', { name: scope.name, code: scope.code ?? '' });
}
