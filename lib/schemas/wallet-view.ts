// What the top-up and withdrawal lists show (issue 17): lib/schemas/list-view.ts's parts, over
// the requests' date, amount and status.
import { z } from 'zod';
import { checkRanges, commonFilterNames, viewFields } from './list-view';
import { walletRequestStatuses } from './wallets';

/** '-created_at' (newest first) is SPEC's order and the default. */
export const walletRequestSorts = ['-created_at', 'created_at', '-amount', 'amount'] as const;

export const walletRequestViewFields = viewFields(walletRequestSorts, walletRequestStatuses);
export const walletRequestViewSchema = z.object(walletRequestViewFields).superRefine(checkRanges);
export type WalletRequestView = Partial<z.infer<typeof walletRequestViewSchema>>;
export const walletRequestViewNames = [...commonFilterNames, 'sort'] as const;
