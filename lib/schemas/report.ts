import { z } from 'zod';

/** Money travels as a decimal string ("1234567.50") so no float ever touches it. */
export const moneySchema = z.string().regex(/^-?\d+(\.\d{1,2})?$/);

export const summarySchema = z.object({
  total_bsi: z.number().int().nonnegative(),
  total_bsu: z.number().int().nonnegative(),
  total_customer: z.number().int().nonnegative(),
  total_trash: z.number().int().nonnegative(),
  top_bsu: z.array(
    z.object({ id: z.number().int(), bsu_name: z.string(), address: z.string(), purchase_count: z.number().int() }),
  ),
  latest_transactions: z.array(
    z.object({
      id: z.number().int(),
      created_on: z.string(),
      user: z.string(),
      amount: moneySchema,
      status: z.string(),
    }),
  ),
  top_trash: z.array(
    z.object({
      id: z.number().int(),
      trash_name: z.string(),
      bsi_name: z.string(),
      price: moneySchema,
      unit: z.string(),
      purchase_count: z.number().int(),
    }),
  ),
});
export type Summary = z.infer<typeof summarySchema>;
