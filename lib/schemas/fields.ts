// Field rules shared by the forms and the API (one source). Messages are message keys
// (messages/*.json, namespace "validation"); the first rule of each field is its "required"
// rule, so an empty field says 'X kosong' and nothing else.
import { z } from 'zod';
import type { Locale } from '../shared/locales';
import { parseDecimal } from '../shared/numbers';
import { MAX_TEXT, pageQuerySchema, printable, requiredText, typeError } from './common';

export const userStatuses = ['active', 'inactive'] as const;
export const genders = ['Laki-laki', 'Perempuan'] as const;
export const trashTypes = ['Organik', 'Non Organik'] as const;
export const trashUnits = ['kg', 'pcs'] as const;
/**
 * The composition categories of SIPSN (the national waste information system), in its order:
 * food waste, wood and twigs, paper and cardboard, plastic, metal, cloth, rubber and leather,
 * glass, other. Every waste item belongs to one (issue 18); labels are options.category.<code>.
 */
export const wasteCategories = [
  'food',
  'wood',
  'paper',
  'plastic',
  'metal',
  'textile',
  'rubber',
  'glass',
  'other',
] as const;
export type WasteCategory = (typeof wasteCategories)[number];
export type UserStatus = (typeof userStatuses)[number];
/** Message keys (options.*) of the values: the values themselves are Indonesian data. */
export const trashTypeKey = { Organik: 'organic', 'Non Organik': 'nonOrganic' } as const;
export const genderKey = { 'Laki-laki': 'male', Perempuan: 'female' } as const;

/** An optional text: blank (or absent) becomes null. */
export const optionalText = (max = MAX_TEXT) =>
  z
    .string({ error: 'validation.text' })
    .trim()
    .max(max, 'validation.max')
    .refine(printable, 'validation.text')
    .nullish()
    .transform((v) => v || null);

// The WHATWG form-field rule (what <input type=email> accepts), minus quoted local parts.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Optional, checked when given, compared and stored in lower case. */
export const optionalEmail = z
  .string({ error: 'validation.email' })
  .trim()
  .max(MAX_TEXT, 'validation.max')
  .refine((v) => v === '' || EMAIL.test(v), 'validation.email')
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/** '+62 812-3456-7890', '62812…', '0812 3456 7890' → '081234567890'. */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s\-.()]/g, '');
  if (compact.startsWith('+62')) return `0${compact.slice(3)}`;
  if (/^62[1-9]/.test(compact)) return `0${compact.slice(2)}`;
  return compact;
}

/** Indonesian numbers: mobile 08… (10–13 digits) or a landline with its area code (9–12). */
const PHONE = /^0(?:8\d{8,11}|[2-7]\d{7,10})$/;
export const phoneSchema = requiredText('validation.phoneRequired')
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE, 'validation.phone'));

export const nikSchema = requiredText('validation.nikRequired').pipe(z.string().regex(/^\d{16}$/, 'validation.nik'));

export const postalCodeSchema = z
  .string({ error: 'validation.postalCode' })
  .trim()
  .refine((v) => v === '' || /^\d{5}$/.test(v), 'validation.postalCode')
  .nullish()
  .transform((v) => v || null);

/** 'lat,lng' in decimal degrees, e.g. '-6.914744,107.609810'. */
export const latlngSchema = z
  .string({ error: 'validation.latlng' })
  .trim()
  .max(MAX_TEXT, 'validation.max')
  .refine((v) => {
    if (v === '') return true;
    const match = /^(-?\d{1,2}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(v);
    return Boolean(match && Math.abs(Number(match[1])) <= 90 && Math.abs(Number(match[2])) <= 180);
  }, 'validation.latlng')
  .nullish()
  .transform((v) => (v ? v.replace(/\s+/g, '') : null));

/**
 * A number as people in Indonesia type it, as a plain decimal: '2.500,50' → '2500.50' (dots
 * group thousands when a comma marks the decimals, or when the groups cannot be decimals:
 * '1.250.000', and '2.500' for money, which has two decimals), '2500,5' → '2500.5'.
 */
export function plainDecimal(raw: string, scale: number): string {
  const text = raw.trim().replace(/\s+/g, '');
  if (text.includes(',')) return text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  const grouped = /^\d{1,3}(\.\d{3})+$/.test(text);
  if (grouped && (scale < 3 || (text.match(/\./g) ?? []).length > 1)) return text.replace(/\./g, '');
  return text;
}

/** Any decimal of at most this many significant digits survives the trip through a double. */
export const EXACT_DIGITS = 15;

/**
 * The decimal a JSON number stands for, when we can be sure it is the one the client wrote:
 * finite, its shortest form free of an exponent and at most EXACT_DIGITS significant digits.
 * Otherwise null: 99999999999999.99 reaches us as …99.98, 1e309 as Infinity.
 */
export function exactDecimalText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (text.includes('e')) return null;
  const significant = text.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '');
  return significant.length <= EXACT_DIGITS ? text : null;
}

/** The largest amounts the columns hold: money numeric(16, 2), quantities numeric(14, 3). */
export const MAX_MONEY = '99999999999999.99';
export const MAX_QUANTITY = '99999999999.999';

/**
 * An exact non-negative decimal with at most `scale` decimals, sent as a number (SPEC) or a
 * string; a comma may stand for the decimal point. A number must be one we read exactly
 * (exactDecimalText); larger or finer amounts travel as strings. Always handed on as a
 * canonical string ('2500.50'), so no float ever does arithmetic on it.
 * With a `locale` (the forms), text is read the way that language writes numbers, by
 * lib/shared/numbers.ts parseDecimal: '1.000' is a thousand in Indonesian, an ambiguous entry is refused.
 */
function decimal(
  keys: { required: string; invalid: string; tooLarge: string },
  scale: number,
  max: string,
  locale?: Locale,
) {
  const digits = max.split('.')[0]!.length;
  return z
    .union([z.string(), z.number()], { error: typeError(keys.required, 'validation.number') })
    .refine((v) => typeof v === 'string' || exactDecimalText(v) !== null, 'validation.number')
    .transform((v, ctx) => {
      if (typeof v === 'number') return exactDecimalText(v)!;
      if (!locale) return plainDecimal(v, scale);
      const plain = parseDecimal(v, locale);
      if (plain === null) ctx.addIssue({ code: 'custom', message: 'validation.numberFormat', abort: true });
      return plain ?? '';
    })
    .pipe(
      z
        .string()
        .min(1, { error: keys.required, abort: true })
        .regex(/^\d+(?:\.\d+)?$/, { error: keys.invalid, abort: true })
        .refine((v) => v.split('.')[0]!.replace(/^0+/, '').length <= digits, { error: keys.tooLarge, abort: true })
        .regex(new RegExp(`^\\d+(?:\\.\\d{1,${scale}})?$`), keys.invalid),
    )
    .transform((v) => {
      const [whole = '0', fraction = ''] = v.split('.');
      return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(scale, '0')}`;
    });
}

export const moneySchema = (requiredKey: string, locale?: Locale) =>
  decimal(
    { required: requiredKey, invalid: 'validation.money', tooLarge: 'validation.moneyTooLarge' },
    2,
    MAX_MONEY,
    locale,
  );
export const quantitySchema = (requiredKey: string, locale?: Locale) =>
  decimal(
    { required: requiredKey, invalid: 'validation.quantity', tooLarge: 'validation.quantityTooLarge' },
    3,
    MAX_QUANTITY,
    locale,
  );

export const statusSchema = z.enum(userStatuses, { error: 'validation.statusRequired' });

export const MAX_ID = 2_147_483_647;

/** A select's value: a positive id, as a number or as the digits a form sends ('' is "nothing chosen"). */
export const idSchema = (requiredKey: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d*$/, requiredKey)], {
      error: typeError(requiredKey, 'validation.id'),
    })
    .transform((v) => (v === '' ? 0 : Number(v)))
    .pipe(z.number().int(requiredKey).positive(requiredKey).max(MAX_ID, requiredKey));

/** A select that may stay on "nothing chosen" (''), or the null an item holds: no id at all. */
export const optionalIdSchema = (requiredKey: string) =>
  z
    .union([z.literal(''), z.null(), idSchema(requiredKey)])
    .optional()
    .transform((v) => (v === '' || v === null ? undefined : v));

/** An official village code (32.73.01.1001); whether it exists is the API's to check. */
export const villageIdSchema = z
  .string({ error: 'validation.villageRequired' })
  .trim()
  .min(1, 'validation.villageRequired')
  .regex(/^\d{2}\.\d{2}\.\d{2}\.\d{4}$/, 'validation.villageRequired');

/** The most rows one bulk action takes: "all N matching" of a narrowed list (issue 17). */
export const MAX_BULK = 1000;

const bulkIds = z
  .array(idSchema('validation.id'), { error: 'validation.idsRequired' })
  .min(1, 'validation.idsRequired')
  .max(MAX_BULK, 'validation.idsTooMany');

/** DELETE bodies: { "id": [...] } (SPEC §7), a page's rows or every row a view matches, up to MAX_BULK. */
export const deleteSchema = z.object({ id: bulkIds });

/** PATCH …/status bodies (issue 17): the same ids as DELETE takes, and the status they all get. */
export const bulkStatusSchema = z.object({
  id: bulkIds,
  status: z.enum(userStatuses, { error: 'validation.bulkStatus' }),
});

/** GET of every list: page, per_page (≤ 50) and an optional search text. */
export const listQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(MAX_TEXT, 'validation.max').refine(printable, 'validation.text').optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
