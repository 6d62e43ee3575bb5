// What the top-up and withdrawal lists show (issue 17): lib/schemas/list-view.ts's parts, over
// the requests' date, amount and status, and the banks of the customer who asked.
import { z } from 'zod';
import { optionalIdSchema } from './fields';
import { checkRanges, commonFilterNames, viewFields } from './list-view';
import { walletRequestStatuses } from './wallets';

/** '-created_at' (newest first) is SPEC's order and the default. */
export const walletRequestSorts = ['-created_at', 'created_at', '-amount', 'amount'] as const;

export const walletRequestViewFields = {
  ...viewFields(walletRequestSorts, walletRequestStatuses),
  bsi: optionalIdSchema('validation.id'),
  bsu: optionalIdSchema('validation.id'),
};
export const walletRequestViewSchema = z.object(walletRequestViewFields).superRefine(checkRanges);
export type WalletRequestView = Partial<z.infer<typeof walletRequestViewSchema>>;
export const walletRequestViewNames = [...commonFilterNames, 'bsi', 'bsu', 'sort'] as const;
