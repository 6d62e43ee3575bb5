// Saved views (issue 17): a named view (filters and sort) of a list, per person.
import { z } from 'zod';
import { requiredText } from './common';
import { transactionViewNames, transactionViewSchema } from './transaction-view';
import { walletRequestViewNames, walletRequestViewSchema } from './wallet-view';
import {
  bsuViewSchema,
  collectorViewSchema,
  customerViewSchema,
  masterViewNames,
  trashViewSchema,
  userViewSchema,
} from './master-views';

/** The lists whose views can be saved, each with the URL parts a view holds and their schema. */
export const viewableLists = {
  transaction: { names: ['search', ...transactionViewNames] as readonly string[], schema: transactionViewSchema },
  topup: { names: ['search', ...walletRequestViewNames] as readonly string[], schema: walletRequestViewSchema },
  withdraw: { names: ['search', ...walletRequestViewNames] as readonly string[], schema: walletRequestViewSchema },
  customer: { names: ['search', ...masterViewNames.customer] as readonly string[], schema: customerViewSchema },
  collector: { names: ['search', ...masterViewNames.collector] as readonly string[], schema: collectorViewSchema },
  bsu: { names: ['search', ...masterViewNames.bsu] as readonly string[], schema: bsuViewSchema },
  trash: { names: ['search', ...masterViewNames.trash] as readonly string[], schema: trashViewSchema },
  user: { names: ['search', ...masterViewNames.user] as readonly string[], schema: userViewSchema },
} as const;
export type ViewableList = keyof typeof viewableLists;
export const viewableListNames = Object.keys(viewableLists) as [ViewableList, ...ViewableList[]];

export const MAX_SAVED_VIEWS = 50;

export const savedViewCreateSchema = z.object({
  resource: z.enum(viewableListNames, { error: 'validation.viewList' }),
  name: requiredText('validation.viewName', 60),
  /** The view as its URL query: 'status=pending&sort=-amount'. */
  query: z.string({ error: 'validation.viewQuery' }).max(1000, 'validation.viewQuery'),
});
export type SavedViewCreate = z.infer<typeof savedViewCreateSchema>;

export const savedViewSchema = z.object({ id: z.number().int(), name: z.string(), query: z.string() });
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });
export const savedViewQuerySchema = z.object({
  resource: z.enum(viewableListNames, { error: 'validation.viewList' }),
});
