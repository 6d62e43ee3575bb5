// Shapes both sides agree on. Validation messages are message keys (messages/*.json,
// namespace "validation"): the UI shows them in the chosen language, the API in Indonesian.
import { z } from 'zod';

export const MAX_TEXT = 255;
export const PAGE_SIZE = 50;
/** The page sizes a list offers (?size=25); SPEC's 50 is the default. The API takes up to the largest. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/** A required text field: absent, empty or blank all answer with `key` (e.g. 'validation.emailRequired'). */
export const requiredText = (key: string, max = MAX_TEXT) =>
  z
    .string({ error: typeError(key) })
    .trim()
    .min(1, key)
    .max(max, 'validation.max')
    .refine(printable, 'validation.text');

/** Absent: the field's "required" message; present but of the wrong kind (a number for a text…): `wrongKey`. */
export const typeError =
  (requiredKey: string, wrongKey = 'validation.text') =>
  (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredKey : wrongKey;

/** Text people can read: no NUL or other control characters (tab and newlines aside). */
export const printable = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);

/** One error shape end to end: API → BFF → UI. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.page' })
    .int('validation.page')
    .min(1, 'validation.page')
    .max(1_000_000, 'validation.page')
    .default(1),
  per_page: z.coerce
    .number({ error: 'validation.perPage' })
    .int('validation.perPage')
    .min(1, 'validation.perPage')
    .max(MAX_PAGE_SIZE, 'validation.perPage')
    .default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    has_next_page: z.boolean(),
    total_records: z.number().int().nonnegative(),
  });
}
export type ListResponse<T> = { items: T[]; has_next_page: boolean; total_records: number };
