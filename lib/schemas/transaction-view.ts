// What the transaction list shows (issue 17): lib/schemas/list-view.ts's parts, and the banks
// and the customer a transaction belongs to.
import { z } from 'zod';
import { optionalIdSchema } from './fields';
import { checkRanges, commonFilterNames, viewFields } from './list-view';
import { transactionStatuses } from './transactions';

/** '-created_on' (newest first) is SPEC's order and the default. */
export const transactionSorts = ['-created_on', 'created_on', '-amount', 'amount'] as const;

export const transactionViewFields = {
  ...viewFields(transactionSorts, transactionStatuses),
  bsi: optionalIdSchema('validation.id'),
  bsu: optionalIdSchema('validation.id'),
  customer: optionalIdSchema('validation.id'),
};

export const transactionViewSchema = z.object(transactionViewFields).superRefine(checkRanges);
/** A parsed view; a caller that filters nothing passes none of it. */
export type TransactionView = Partial<z.infer<typeof transactionViewSchema>>;
/** Every part of the view the URL carries. */
export const transactionViewNames = [...commonFilterNames, 'bsi', 'bsu', 'customer', 'sort'] as const;
