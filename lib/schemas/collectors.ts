// Data Bank Sampah Induk (SPEC §2): a collector is exactly the fields every bank has.
import type { z } from 'zod';
import { bankFormSchema, bankItemSchema } from './banks';
import { listResponseSchema } from './common';

/** SPEC §9: the collector selectors search only after more than this many characters. */
export const COLLECTOR_SEARCH_MIN_CHARS = 3;

export const collectorFormSchema = bankFormSchema;

export const collectorItemSchema = bankItemSchema;
export type CollectorItem = z.infer<typeof collectorItemSchema>;
export const collectorListSchema = listResponseSchema(collectorItemSchema);
