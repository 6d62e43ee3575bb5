// Data Sampah (SPEC §2, §3 Trash): waste items with buying and selling prices.
import { z } from 'zod';
import type { Locale } from '../shared/locales';
import { listResponseSchema, requiredText } from './common';
import {
  idSchema,
  moneySchema,
  quantitySchema,
  statusSchema,
  trashTypes,
  trashUnits,
  userStatuses,
  wasteCategories,
} from './fields';
import { moneySchema as moneyText } from './report';

/**
 * The item as the API takes it; with a `locale`, as the form reads it (prices and quantities
 * typed the way that language writes numbers). Both hand on the same canonical values.
 */
export const trashSchema = (locale?: Locale) =>
  z.object({
    trash_name: requiredText('validation.trashNameRequired'),
    type: z.enum(trashTypes, { error: 'validation.typeRequired' }),
    /** Its SIPSN composition category (issue 18): missing or not one of the nine codes, 'Kategori belum dipilih' (as the type). */
    category: z.enum(wasteCategories, { error: 'validation.categoryRequired' }),
    selling_price: moneySchema('validation.sellingPriceRequired', locale),
    buying_price: moneySchema('validation.buyingPriceRequired', locale),
    stock: quantitySchema('validation.stockRequired', locale),
    maximum: quantitySchema('validation.maximumRequired', locale),
    unit: z.enum(trashUnits, { error: 'validation.unitRequired' }),
    status: statusSchema,
    collectorId: idSchema('validation.collectorRequired'),
  });
export const trashFormSchema = trashSchema();
export type TrashInput = z.infer<typeof trashFormSchema>;

/** Quantities travel as decimal strings with three places ('12.500'). */
const quantityText = z.string().regex(/^-?\d+(\.\d{1,3})?$/);

export const trashItemSchema = z.object({
  id: z.number().int(),
  trash_name: z.string(),
  type: z.enum(trashTypes),
  category: z.enum(wasteCategories),
  selling_price: moneyText,
  buying_price: moneyText,
  stock: quantityText,
  unit: z.enum(trashUnits),
  maximum: quantityText,
  status: z.enum(userStatuses),
  collectorId: z.number().int(),
  collector_name: z.string(),
  collector_code: z.string(),
  bsu_id: z.number().int().nullable(),
  bsu_code: z.string().nullable(),
  bsu_name: z.string().nullable(),
  /** SPEC: null for a parent bank's item; set ('bsu') when a unit bank owns it. */
  tags: z.string().nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
export const trashListSchema = listResponseSchema(trashItemSchema);
