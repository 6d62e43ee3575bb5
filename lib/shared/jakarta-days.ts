// The programme's calendar: Jakarta days (UTC+7, no daylight saving). A list filtered "from 1
// to 31 October" means from 30 September 17:00 UTC to 31 October 17:00 UTC, whoever asks and
// wherever the server runs. Days travel as 'YYYY-MM-DD' (the URL, the API, <input type=date>).
const OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;

const parts = (day: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30), between the years 2000 and 2100. */
export function isDay(day: string): boolean {
  const m = parts(day);
  if (!m) return false;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, date));
  return year >= 2000 && year <= 2100 && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}

/** The instant a Jakarta day begins. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The instant the Jakarta day ends (the next one begins): the exclusive end of a range. */
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);

const write = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The Jakarta day an instant falls on. */
export const jakartaDay = (at: Date): string => write(at.getTime() + OFFSET_MS);

/** The same day as a number (days since 1970-01-01 in Jakarta): a cheap key for what depends on the day only. */
export const jakartaDayNumber = (at: Date): number => Math.floor((at.getTime() + OFFSET_MS) / DAY_MS);

export type DayRange = { from: string; to: string };
export const quickRangeNames = ['today', 'week', 'month', 'lastMonth'] as const;
export type QuickRange = (typeof quickRangeNames)[number];

/** Today, this week (from Monday), this month and last month, as Jakarta days. */
export function quickRanges(now: Date): Record<QuickRange, DayRange> {
  const today = jakartaDay(now);
  const at = Date.parse(`${today}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7; // Monday 0
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1];
  return {
    today: { from: today, to: today },
    week: { from: write(at - weekday * DAY_MS), to: today },
    month: { from: write(Date.UTC(year, month, 1)), to: today },
    lastMonth: { from: write(Date.UTC(year, month - 1, 1)), to: write(Date.UTC(year, month, 0)) },
  };
}
