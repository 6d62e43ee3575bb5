// Data Bank Sampah Unit: a bank's form and row, plus the collector (BSI) it belongs to.
import { z } from 'zod';
import { listResponseSchema } from './common';
import { bankFormSchema, bankItemSchema } from './banks';
import { idSchema } from './fields';

export const bsuFormSchema = bankFormSchema.extend({ collectorId: idSchema('validation.collectorRequired') });
export type BsuInput = z.infer<typeof bsuFormSchema>;

export const bsuItemSchema = bankItemSchema.extend({
  collector_id: z.number().int(),
  collector_name: z.string(),
  collector_code: z.string(),
});
export type BsuItem = z.infer<typeof bsuItemSchema>;
export const bsuListSchema = listResponseSchema(bsuItemSchema);
