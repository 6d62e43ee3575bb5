// Transactions (SPEC §3 "Transaction list item", "Transaction details") and recording one at a
// unit bank (our API for field apps; SPEC shows only reading).
import { z } from 'zod';
import { listResponseSchema } from './common';
import { idSchema, quantitySchema, trashUnits } from './fields';
import { moneySchema as moneyText } from './report';

export const transactionStatuses = ['pending', 'settlement', 'cancelled'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const MAX_TRANSACTION_LINES = 100;

export const transactionCreateSchema = z
  .object({
    /** The unit bank; a unit bank's own user records at their bank and leaves this out. */
    bsuId: idSchema('validation.bsuRequired').optional(),
    customerId: idSchema('validation.id').optional(),
    collectorId: idSchema('validation.id').optional(),
    lines: z
      .array(
        z.object({ trashId: idSchema('validation.trashRequired'), qty: quantitySchema('validation.qtyRequired') }),
        { error: 'validation.linesRequired' },
      )
      .min(1, 'validation.linesRequired')
      .max(MAX_TRANSACTION_LINES, 'validation.linesTooMany'),
  })
  .refine((t) => (t.customerId === undefined) !== (t.collectorId === undefined), {
    message: 'api.txOneParty',
    path: ['customerId'],
  });

const quantityText = z.string().regex(/^\d+(\.\d{1,3})?$/);

export const transactionItemSchema = z.object({
  id: z.number().int(),
  created_on: z.string(),
  /** The counterparty: the customer's full name, or the parent bank's name. */
  user: z.string(),
  /** Set when the counterparty is a parent bank (the row shows 'name (BSI-code)'). */
  bsi_code: z.string().nullable(),
  /** The unit bank that recorded it. */
  bsu_code: z.string(),
  amount: moneyText,
  status: z.enum(transactionStatuses),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;
export const transactionListSchema = listResponseSchema(transactionItemSchema);

const party = z.object({
  trash_bank_name: z.string(),
  address: z.string(),
  unique_code: z.string(),
  user: z.object({ phone_number: z.string() }),
});

export const transactionDetailsSchema = z.object({
  id: z.number().int(),
  created_on: z.string(),
  status: z.enum(transactionStatuses),
  amount: moneyText,
  collector: party.nullable(),
  bsu: party,
  customer: z
    .object({
      address: z.string(),
      nik: z.string(),
      user: z.object({ first_name: z.string(), last_name: z.string().nullable(), phone_number: z.string() }),
    })
    .nullable(),
  details: z.array(
    z.object({
      id: z.number().int(),
      trash: z.object({ trash_name: z.string(), buying_price: moneyText, selling_price: moneyText }),
      qty: quantityText,
      unit: z.enum(trashUnits),
      /** The price this line was recorded at (buying_price for a parent bank, selling_price otherwise). */
      price: moneyText,
      amount: moneyText,
    }),
  ),
});
export type TransactionDetails = z.infer<typeof transactionDetailsSchema>;

export const transactionIdQuerySchema = z.object({ id: idSchema('validation.id') });
