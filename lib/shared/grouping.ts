// A language's group and decimal marks, and whole numbers written with them: the part of
// numbers.ts a counter in the browser needs (the dashboard's CountUp, given the marks by the
// server: countWith), in a module of its own so that its script does not carry the reading rules
// and the decimal formatters with it.
import { htmlLang, type Locale } from './locales';

export type NumberSymbols = {
  group: string;
  decimal: string;
  /** '1234' is written without a group (es, it). */ minGrouping: 1 | 2;
};

const symbolsCache = new Map<Locale, NumberSymbols>();

/** The separators Intl.NumberFormat uses for the language (Latin digits, as the lists print). */
export function numberSymbols(locale: Locale): NumberSymbols {
  let symbols = symbolsCache.get(locale);
  if (!symbols) {
    const format = new Intl.NumberFormat(htmlLang[locale], { numberingSystem: 'latn' });
    const parts = format.formatToParts(12345.6);
    const group = parts.find((p) => p.type === 'group')?.value ?? ',';
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    const minGrouping = format.formatToParts(1234).some((p) => p.type === 'group') ? 1 : 2;
    symbols = { group, decimal, minGrouping };
    symbolsCache.set(locale, symbols);
  }
  return symbols;
}

/**
 * Prints a plain decimal's parts ('1234567', '5') the language's way: '1.234.567,5' (in),
 * '1,234,567.5' (en), '1 234 567,5' (fr, with the narrow no-break space Intl uses).
 */
export function localizeDecimal(whole: string, fraction: string, locale: Locale): string {
  return withSymbols(whole, fraction, numberSymbols(locale));
}

/** The same with the marks already known. */
function withSymbols(whole: string, fraction: string, { group, decimal, minGrouping }: NumberSymbols): string {
  const grouped = whole.length < 4 + (minGrouping - 1) ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** Whole counts: '1.234'. */
export function formatCount(value: number, locale: Locale = 'in'): string {
  return countWith(value, numberSymbols(locale));
}

/** A whole count with the language's marks already known. */
export function countWith(value: number, symbols: NumberSymbols): string {
  const whole = Math.trunc(value);
  return `${whole < 0 ? '-' : ''}${withSymbols(String(Math.abs(whole)), '', symbols)}`;
}
