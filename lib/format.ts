// Money, quantities and dates as SPEC §9 writes them in Indonesian: 'Rp 1.234.567,50' (dot
// thousands, comma decimals) and '22 November 2026' with the month in the chosen language;
// in other languages with that language's separators ('Rp 1,234,567.50' in English: our
// departure, so that forms read numbers back exactly as the lists print them). Money
// arrives as a decimal string and is formatted as text: no float ever touches it.
import { TIME_ZONE, htmlLang, type Locale } from './i18n/config';
import { localizeDecimal } from './numbers';

function splitDecimal(value: string | number): { negative: boolean; whole: string; fraction: string } | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  return { negative: Boolean(match[1]), whole: match[2]!.replace(/^0+(?=\d)/, ''), fraction: match[3] ?? '' };
}

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

/** '1.250,5' — quantities keep their significant decimals, no trailing zeros. */
export function formatQuantity(value: string | number, locale: Locale = 'in'): string {
  const parts = splitDecimal(value);
  if (!parts) return String(value);
  const fraction = parts.fraction.replace(/0+$/, '');
  return `${parts.negative ? '-' : ''}${localizeDecimal(parts.whole, fraction, locale)}`;
}

/** Whole counts: '1.234'. */
export function formatCount(value: number, locale: Locale = 'in'): string {
  const whole = Math.trunc(value);
  return `${whole < 0 ? '-' : ''}${localizeDecimal(String(Math.abs(whole)), '', locale)}`;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** '22 November 2026': day, full month name in the language, year (Jakarta time). */
export function formatDate(value: string | Date, locale: Locale = 'in'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
      numberingSystem: 'latn',
    });
    dateFormats.set(locale, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  let month = part('month');
  if (/^\d+$/.test(month)) {
    // Chinese writes the month as a number inside a full date; the standalone name reads '十一月'.
    let standalone = monthFormats.get(locale);
    if (!standalone) {
      standalone = new Intl.DateTimeFormat(htmlLang[locale], { month: 'long', timeZone: TIME_ZONE });
      monthFormats.set(locale, standalone);
    }
    month = standalone.format(date);
  }
  return `${part('day')} ${month} ${part('year')}`;
}
