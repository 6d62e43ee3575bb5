// Numbers as people read and type them in the UI's language: the lists print amounts with
// the language's own separators (Intl.NumberFormat's), and the forms read them back by the
// same rules. Everything stays a decimal string: no float ever holds an amount.
//
// Reading rules (parseDecimal), for a language whose group separator is G and decimal mark D
// ('in': G '.', D ','; 'en': G ',', D '.'; 'fr'/'rs': G a space, D ','):
//  1. Full-width digits and marks (NFKC), Arabic-Indic digits and the Arabic marks ٫ ٬ are
//     read as their plain equivalents; direction marks and surrounding spaces are ignored.
//  2. Only digits, G, D and a leading minus (kept, so the field says "not negative") may appear.
//  3. At most one D, with at least one digit after it; it may open the number (',5' = 0,5).
//  4. Before D, either plain digits ('1000') or groups of exactly three digits after a lead
//     of one to three ('1.000', '12.345.678'); any other G ('1.00', '1.2.3', '12.34.567', a G
//     after D, a doubled G) makes the entry ambiguous and it is refused, never guessed.
//  5. In languages that group with a space, any one space (normal, no-break or narrow) is G;
//     elsewhere a space inside the number is refused.
import type { Locale } from './locales';
import { localizeDecimal, numberSymbols, type NumberSymbols } from './grouping';

const SPACES = /[\s\u00a0\u202f\u2007]/;
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rule 1: what a keyboard in another script sends, read as the plain characters. */
function plainCharacters(raw: string, symbols: NumberSymbols): string {
  return raw
    .normalize('NFKC')
    .replace(BIDI_MARKS, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, symbols.decimal)
    .replace(/\u066c/g, symbols.group)
    .trim();
}

/**
 * Reads what someone typed in `locale` as a plain decimal ('1.234,5' in Indonesian →
 * '1234.5'); '' for an empty entry; null when the entry is not a number written the
 * language's way or could be read more than one way (the rules above).
 */
export function parseDecimal(raw: string, locale: Locale): string | null {
  const symbols = numberSymbols(locale);
  const spaceGroups = SPACES.test(symbols.group);
  let text = plainCharacters(raw, symbols);
  if (text === '') return '';
  const negative = text.startsWith('-') || text.startsWith('\u2212');
  if (negative) text = text.slice(1);
  if (spaceGroups) text = text.replace(new RegExp(SPACES.source, 'g'), ' ');
  const group = spaceGroups ? ' ' : symbols.group;
  const [whole = '', fraction, ...rest] = text.split(symbols.decimal);
  if (rest.length > 0) return null;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  const g = escape(group);
  const wholeOk =
    (fraction !== undefined && whole === '') ||
    /^\d+$/.test(whole) ||
    new RegExp(`^\\d{1,3}(?:${g}\\d{3})+$`).test(whole);
  if (!wholeOk) return null;
  const digits = whole.split(group).join('') || '0';
  return `${negative ? '-' : ''}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A decimal string or number in parts: its sign, its whole digits (no leading zeros), its fraction. */
export function splitDecimal(value: string | number): { negative: boolean; whole: string; fraction: string } | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  return { negative: Boolean(match[1]), whole: match[2]!.replace(/^0+(?=\d)/, ''), fraction: match[3] ?? '' };
}

/** '1.250,5' — quantities keep their significant decimals, no trailing zeros. */
export function formatQuantity(value: string | number, locale: Locale = 'in'): string {
  const parts = splitDecimal(value);
  if (!parts) return String(value);
  const fraction = parts.fraction.replace(/0+$/, '');
  return `${parts.negative ? '-' : ''}${localizeDecimal(parts.whole, fraction, locale)}`;
}

/** Exactly `places` decimals, rounded: '0,170' for 0.17 tonnes to three places (the DLH tables). */
export function formatFixed(value: string | number, places: number, locale: Locale): string {
  const parts = splitDecimal(Number(value).toFixed(places));
  if (!parts) return String(value);
  return `${parts.negative ? '-' : ''}${localizeDecimal(parts.whole, parts.fraction, locale)}`;
}
