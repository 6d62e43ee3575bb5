// What the transaction list shows (issue 17): its filters and its order. One schema for the
// URL of /transaction, the API's list and export queries, and the export link, so a view
// means the same rows on the screen, in the API and in the downloaded file.
import { z } from 'zod';
import { compareMoney } from './money';
import { moneySchema, optionalIdSchema } from './fields';
import { transactionStatuses } from './transactions';
import { isDay } from '../shared/jakarta-days';

/** '-created_on' (newest first) is SPEC's order and the default. */
export const transactionSorts = ['-created_on', 'created_on', '-amount', 'amount'] as const;
export type TransactionSort = (typeof transactionSorts)[number];

/** '' (a form's empty field) is no filter at all. */
const blank = (value: unknown) => (value === '' ? undefined : value);
const maybe = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const day = z.string({ error: 'validation.day' }).refine(isDay, 'validation.day');

export const transactionViewFields = {
  sort: maybe(z.enum(transactionSorts, { error: 'validation.sort' })),
  status: maybe(z.enum(transactionStatuses, { error: 'validation.status' })),
  bsi: optionalIdSchema('validation.id'),
  bsu: optionalIdSchema('validation.id'),
  customer: optionalIdSchema('validation.id'),
  from: maybe(day),
  to: maybe(day),
  min: maybe(moneySchema('validation.money')),
  max: maybe(moneySchema('validation.money')),
};

type ViewShape = {
  from?: string | undefined;
  to?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
};

/** A range that ends before it starts matches nothing: say so rather than show an empty list. */
export function checkRanges(view: ViewShape, ctx: z.RefinementCtx) {
  if (view.from && view.to && view.to < view.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dayRange' });
  if (view.min && view.max && compareMoney(view.max, view.min) < 0)
    ctx.addIssue({ code: 'custom', path: ['max'], message: 'validation.amountRange' });
}

export const transactionViewSchema = z.object(transactionViewFields).superRefine(checkRanges);
/** A parsed view; a caller that filters nothing passes none of it. */
export type TransactionView = Partial<z.infer<typeof transactionViewSchema>>;
export const transactionFilterNames = ['status', 'bsi', 'bsu', 'customer', 'from', 'to', 'min', 'max'] as const;
/** Every part of the view the URL carries. */
export const transactionViewNames = [...transactionFilterNames, 'sort'] as const;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
