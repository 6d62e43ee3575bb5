import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatQuantity } from '../format';
import { htmlLang, locales, type Locale } from './locales';
import { messagesFor } from './catalog';
import { countWith, formatCount, numberSymbols } from './grouping';
import { parseDecimal } from './numbers';
import { MAX_MONEY, MAX_QUANTITY, moneySchema, quantitySchema } from '../schemas/fields';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** Per language: what a person types → the plain decimal it means. */
const readable: Record<Locale, [string, string][]> = {
  in: [
    ['1.000', '1000'],
    ['2,5', '2.5'],
    ['2.500', '2500'],
    ['12.345,5', '12345.5'],
    ['1234,50', '1234.50'],
    ['1.234.567', '1234567'],
    [',5', '0.5'],
    [' 7 ', '7'],
    ['-5', '-5'],
  ],
  gr: [
    ['1.000', '1000'],
    ['2,5', '2.5'],
    ['12.345,678', '12345.678'],
  ],
  it: [
    ['1.000', '1000'],
    ['1000', '1000'],
    ['0,125', '0.125'],
  ],
  sp: [
    ['1.000', '1000'],
    ['1234', '1234'],
    ['12.345,5', '12345.5'],
  ],
  en: [
    ['1,000', '1000'],
    ['1.000', '1.000'],
    ['2.5', '2.5'],
    ['1,234.50', '1234.50'],
    ['.5', '0.5'],
  ],
  cn: [
    ['1,000', '1000'],
    ['１，２３４．５', '1234.5'],
    ['2.5', '2.5'],
  ],
  ar: [
    ['1,000', '1000'],
    ['١٬٢٣٤٫٥', '1234.5'],
    ['\u200f2.5', '2.5'],
  ],
  fr: [
    ['1 000', '1000'],
    [`1${NNBSP}000,5`, '1000.5'],
    [`1${NBSP}000`, '1000'],
    ['2,5', '2.5'],
  ],
  rs: [
    ['1 000', '1000'],
    [`1${NBSP}234,5`, '1234.5'],
    ['2,5', '2.5'],
  ],
};

/** Per language: entries whose separators do not play the language's roles — refused, never guessed. */
const ambiguous: Record<Locale, string[]> = {
  in: [
    '1,000.5',
    '1.00',
    '1.2.3',
    '12.34.567',
    '1.0000',
    '1,2,3',
    '1.000,5,0',
    '1,',
    '1 000',
    '1000.5',
    '.5',
    '1..000',
    'abc',
    '1e3',
    '1.000.',
  ],
  gr: ['1,000.5', '1.00', '2.5'],
  it: ['1,000.5', '1.00', '1 000'],
  sp: ['1,000.5', '1.00', '0.5'],
  en: ['1.000,5', '1,00', '1,2,3', '12,34,567', '1.000.000', '2,5', '1 000'],
  cn: ['1.000,5', '1,00', '2,5'],
  ar: ['1.000,5', '1,00', '2,5'],
  fr: ['1.000', '1.000,5', '1  000', '1 00', '2.5'],
  rs: ['1.000', '1,000.5', '1 00', '2.5'],
};

describe('a number is read the way the UI language writes it', () => {
  for (const locale of locales) {
    it.each(readable[locale])(`${locale}: %j means %s`, (typed, plain) => {
      expect(parseDecimal(typed, locale)).toBe(plain);
    });
    it.each(ambiguous[locale])(`${locale}: %j is refused as ambiguous`, (typed) => {
      expect(parseDecimal(typed, locale)).toBeNull();
    });
  }

  it('an empty entry is empty (the field then says it is required)', () => {
    for (const locale of locales) expect(parseDecimal('  ', locale)).toBe('');
  });
});

const decimals = (scale: number, wholeDigits: number) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: 10n ** BigInt(wholeDigits) - 1n }),
      fc.bigInt({ min: 0n, max: 10n ** BigInt(scale) - 1n }),
    )
    .map(([whole, fraction]) => `${whole}.${fraction.toString().padStart(scale, '0')}`);

describe('lists print numbers exactly as Intl.NumberFormat does in the language', () => {
  for (const locale of locales) {
    it(locale, () => {
      const intl = new Intl.NumberFormat(htmlLang[locale], { numberingSystem: 'latn', maximumFractionDigits: 3 });
      fc.assert(
        fc.property(decimals(3, 11), (value) => {
          // A decimal string is formatted exactly (no float) by Intl.NumberFormat v3.
          expect(formatQuantity(value, locale)).toBe(intl.format(value as unknown as number));
        }),
      );
    });
  }
});

describe('what a list prints, a form reads back as the same value, in every language', () => {
  for (const locale of locales) {
    it(`${locale}: quantities`, () => {
      fc.assert(
        fc.property(decimals(3, 11), (value) => {
          expect(quantitySchema('validation.stockRequired', locale).parse(formatQuantity(value, locale))).toBe(value);
        }),
      );
    });
    it(`${locale}: money (the amount the list prints after 'Rp')`, () => {
      fc.assert(
        fc.property(decimals(2, 14), (value) => {
          expect(moneySchema('validation.sellingPriceRequired', locale).parse(formatAmount(value, locale))).toBe(value);
          expect(formatMoney(value, locale)).toBe(`Rp ${formatAmount(value, locale)}`);
        }),
      );
    });
  }
});

/** The field's message, or the value it saves. */
const field = (schema: ReturnType<typeof quantitySchema>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues[0]!.message;
};

/** Each text typed into `schema`'s field gives what `typed` names: the value it saves, or its message. */
const reads = (schema: ReturnType<typeof quantitySchema>, typed: Record<string, string>) => {
  expect(Object.fromEntries(Object.keys(typed).map((text) => [text, field(schema, text)]))).toEqual(typed);
};

describe('the Data Sampah fields in Indonesian', () => {
  const stock = quantitySchema('validation.stockRequired', 'in');
  const price = moneySchema('validation.sellingPriceRequired', 'in');

  it('1.000 kg is a thousand kilograms, 2,5 is two and a half', () => {
    reads(stock, { '1.000': '1000.000', '2.500': '2500.000', '2,5': '2.500' });
    reads(price, { '1.234,50': '1234.50' });
  });

  it('an ambiguous entry says how to write the number; a negative or too fine one keeps its own message', () => {
    const unclear = 'validation.numberFormat';
    reads(stock, { '1,000.5': unclear, '1.00': unclear, '1.2.3': unclear });
    reads(stock, { '-5': 'validation.quantity', '1,2345': 'validation.quantity', '': 'validation.stockRequired' });
    reads(price, { '1,234': 'validation.money' });
  });

  it('a number past what the column holds says "too large", not "negative or decimals"', () => {
    reads(stock, { '999.999.999.999': 'validation.quantityTooLarge', '99.999.999.999,999': '99999999999.999' });
    reads(price, { '999.999.999.999.999': 'validation.moneyTooLarge', '99.999.999.999.999,99': '99999999999999.99' });
  });
});

describe('the API (no language: plain decimals and JSON numbers, as before)', () => {
  const stock = quantitySchema('validation.stockRequired');
  const price = moneySchema('validation.sellingPriceRequired');
  it('says "too large" past the column, for a string or a number', () => {
    reads(stock, { '999999999999': 'validation.quantityTooLarge', '-999999999999': 'validation.quantity' });
    expect(field(stock, 999999999999)).toBe('validation.quantityTooLarge');
    reads(price, { '999999999999999': 'validation.moneyTooLarge' });
  });
});

describe('the "too large" message names the maximum as that language prints it', () => {
  for (const locale of locales) {
    it(locale, () => {
      const { validation } = messagesFor(locale);
      expect(validation.moneyTooLarge).toContain(formatMoney(MAX_MONEY, locale));
      expect(validation.quantityTooLarge).toContain(formatQuantity(MAX_QUANTITY, locale));
    });
  }
});

describe("the dashboard's counter writes a count as the server does, with the marks the server gave it", () => {
  it.each(locales)('%s', (locale) => {
    const marks = structuredClone(numberSymbols(locale));
    for (const n of [0, 7, 999, 1000, 1234, 12345, 83763, 1234567, -4321])
      expect(countWith(n, marks)).toBe(formatCount(n, locale));
  });
});
