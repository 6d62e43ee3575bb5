// Wallets (SPEC §2 Data Saldo, Isi Saldo, Penarikan Dana; §3 "Wallet item"). A balance is the
// sum of the wallet's ledger; top-ups and withdrawals are requests an administrator decides.
import { z } from 'zod';
import { MAX_TEXT, listResponseSchema, printable, requiredText } from './common';
import { idSchema, listQuerySchema, moneySchema } from './fields';
import { moneySchema as moneyText } from './report';

export const walletFilters = ['balance', 'topup', 'withdraw'] as const;
export type WalletFilter = (typeof walletFilters)[number];
export const walletRequestStatuses = ['pending', 'accepted', 'rejected'] as const;
export type WalletRequestStatus = (typeof walletRequestStatuses)[number];
/** The person's details a wallet search also reads, not shown in a column of their own. */
export const walletMatchFields = ['email', 'address', 'postal_code', 'region'] as const;

export const walletQuerySchema = listQuerySchema.extend({
  filter_note: z.enum(walletFilters, { error: 'validation.filterNote' }).default('balance'),
});
export type WalletQuery = z.infer<typeof walletQuerySchema>;

/** One row of any of the three screens; fields a screen does not use are null. */
export const walletItemSchema = z.object({
  /** The wallet (balance) or the request (top-up, withdrawal). */
  id: z.number().int(),
  wallet_id: z.number().int(),
  user_id: z.number().int(),
  user: z.string(),
  /** Balance: the balance. Top-up: the nominal. Withdrawal: the amount. */
  amount: moneyText,
  /** Top-up: what was paid, fee included; withdrawal: equals amount; balance: null. */
  total: moneyText.nullable(),
  /** The wallet's balance now (for what a decision would change). */
  balance: moneyText,
  status: z.enum(walletRequestStatuses).nullable(),
  bank_name: z.string().nullable(),
  account_number: z.string().nullable(),
  cardholder_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string().nullable(),
  /** Who the person is, beside a name others may share (our addition to SPEC's shape). */
  phone_number: z.string().nullable(),
  nik: z.string().nullable(),
  /** A search word found in none of the shown columns: where it was found, and that value. */
  matched: z.object({ field: z.enum(walletMatchFields), value: z.string() }).nullable(),
  /** Top-up, withdrawal: when it was accepted or rejected, and by whom (null while pending). */
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export type WalletItem = z.infer<typeof walletItemSchema>;
export const walletListSchema = listResponseSchema(walletItemSchema);

export const topupRequestSchema = z.object({
  amount: moneySchema('validation.amountRequired'),
  total: moneySchema('validation.totalRequired'),
});

export const withdrawalRequestSchema = z.object({
  amount: moneySchema('validation.amountRequired'),
  bank_name: requiredText('validation.bankRequired'),
  account_number: requiredText('validation.accountRequired', 64).pipe(
    z.string().regex(/^[0-9][0-9 -]{4,62}[0-9]$/, 'validation.accountNumber'),
  ),
  cardholder_name: requiredText('validation.cardholderRequired'),
});

/** Filed at the counter by staff for a customer (issue 16): the customer's user id, then the same fields. */
export const counterTopupSchema = topupRequestSchema.extend({ user_id: idSchema('validation.customerRequired') });
export const counterWithdrawalSchema = withdrawalRequestSchema.extend({
  user_id: idSchema('validation.customerRequired'),
});

/** SPEC sends { id } with an accept; a rejection may say why. */
export const decisionSchema = z.object({
  id: z.unknown().optional(),
  reason: z
    .string({ error: 'validation.text' })
    .trim()
    .max(MAX_TEXT, 'validation.max')
    .refine(printable, 'validation.text')
    .optional(),
});
