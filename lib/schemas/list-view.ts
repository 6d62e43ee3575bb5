// What a list shows (issue 17): its filters and its order, in its URL, in the API's list and
// export queries, and in a saved view. Each list's schema is made here from the same parts, so a
// view means the same rows on the screen, in the API and in the downloaded file.
import { z } from 'zod';
import { compareMoney } from './money';
import { moneySchema } from './fields';
import { isDay } from '../shared/jakarta-days';

/** '' (a form's empty field) is no filter at all. */
const blank = (value: unknown) => (value === '' ? undefined : value);
export const maybe = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const day = z.string({ error: 'validation.day' }).refine(isDay, 'validation.day');

/**
 * The parts every dated list with amounts has: its order (the first of `sorts` is the default),
 * a status, a range of Jakarta days and a range of amounts.
 */
export const viewFields = <S extends readonly [string, ...string[]], St extends readonly [string, ...string[]]>(
  sorts: S,
  statuses: St,
) => ({
  sort: maybe(z.enum(sorts, { error: 'validation.sort' })),
  status: maybe(z.enum(statuses, { error: 'validation.status' })),
  from: maybe(day),
  to: maybe(day),
  min: maybe(moneySchema('validation.money')),
  max: maybe(moneySchema('validation.money')),
});

type Ranges = {
  from?: string | undefined;
  to?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
};

/** A range that ends before it starts matches nothing: say so rather than show an empty list. */
export function checkRanges(view: Ranges, ctx: z.RefinementCtx) {
  if (view.from && view.to && view.to < view.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dayRange' });
  if (view.min && view.max && compareMoney(view.max, view.min) < 0)
    ctx.addIssue({ code: 'custom', path: ['max'], message: 'validation.amountRange' });
}

/** The filters of `viewFields`, as the URL names them. */
export const commonFilterNames = ['status', 'from', 'to', 'min', 'max'] as const;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
