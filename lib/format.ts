// Money, quantities and dates as SPEC §9 writes them in Indonesian: 'Rp 1.234.567,50' (dot
// thousands, comma decimals) and '22 November 2026'; in other languages with that language's
// separators ('Rp 1,234,567.50' in English: our departure, so that forms read numbers back
// exactly as the lists print them) and its own long date pattern. Money
// arrives as a decimal string and is formatted as text: no float ever touches it.
import { TIME_ZONE, perLocale, type Locale } from './shared/locales';
import { formatQuantity, splitDecimal } from './shared/numbers';
import { localizeDecimal } from './shared/grouping';
import { jakartaDayNumber } from './shared/jakarta-days';
import { longDateFormat } from './shared/periods';

export { formatQuantity };
export { formatCount } from './shared/grouping';

/** The amount as a form field holds it: '1.234,50', '50.000' (no 'Rp'); what formatMoney prints after it. */
export function formatAmount(value: string | number, locale: Locale = 'in'): string {
  const parts = splitDecimal(value);
  if (!parts) return String(value);
  const cents = parts.fraction.padEnd(2, '0').slice(0, 2);
  const sign = parts.negative && /[1-9]/.test(parts.whole + cents) ? '-' : '';
  return `${sign}${localizeDecimal(parts.whole, cents === '00' ? '' : cents, locale)}`;
}

/** 'Rp 1.234.567,50'; whole amounts without decimals: 'Rp 50.000'. */
export function formatMoney(value: string | number, locale: Locale = 'in'): string {
  const amount = formatAmount(value, locale);
  if (!splitDecimal(value)) return amount;
  return amount.startsWith('-') ? `-Rp ${amount.slice(1)}` : `Rp ${amount}`;
}

const writtenDays = perLocale(() => new Map<number, string>());

/**
 * The date in the language's own long pattern, with Latin digits and Jakarta time: '22 November
 * 2026' in Indonesian (SPEC §9), '22. November 2026' in German, '2026年11月22日' in Chinese,
 * 'November 22, 2026' in English.
 */
export function formatDate(value: string | Date, locale: Locale = 'in'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  // A page of rows shares a handful of days: each day is written once per language.
  const days = writtenDays(locale);
  const day = jakartaDayNumber(date);
  let text = days.get(day);
  if (text === undefined) {
    text = longDateFormat(locale).format(date);
    if (days.size >= 20_000) days.clear();
    days.set(day, text);
  }
  return text;
}

const timeFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE, numberingSystem: 'latn' }),
);

/** '24 November 2026 14.05': the date as the lists write it, then the time in the UI's language. */
export function formatDateTime(value: string | Date, locale: Locale = 'in'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDate(date, locale)} ${timeFormat(locale).format(date)}`;
}
