// The customer's passbook (buku tabungan, issue 18): every movement of their wallet in a period
// of Jakarta days, with the balance before, after each movement and at the end. Shared by the
// API (its query and answer) and the screen (its URL and what it reads).
import { z } from 'zod';
import { trashUnits, idSchema } from './fields';
import { maybe } from './list-view';
import { moneySchema as moneyText } from './report';
import { dayStart, isDay, jakartaDay } from '../shared/jakarta-days';

/** The longest period one passbook covers: a year, a leap day included. */
export const PASSBOOK_MAX_DAYS = 366;
export const passbookKinds = ['transaction', 'topup', 'withdraw'] as const;

const day = z.string({ error: 'validation.day' }).refine(isDay, 'validation.day');
const DAY_MS = 86_400_000;

/** The period as the URL writes it: Jakarta days, either or both left out. */
export const passbookPeriodFields = { from: maybe(day), to: maybe(day) };
type Period = { from?: string | undefined; to?: string | undefined };

/**
 * The period a query means: `to` defaults to today, `from` to the first day of `to`'s month, so
 * a query without either is the current Jakarta month up to today.
 */
export function passbookPeriod(period: Period, now = new Date()): { from: string; to: string } {
  const to = period.to ?? jakartaDay(now);
  return { from: period.from ?? `${to.slice(0, 8)}01`, to };
}

/** A period that ends before it starts, or is longer than a year, is refused, naming the field. */
export function checkPeriod(period: Period, ctx: z.RefinementCtx) {
  if (period.from !== undefined && !isDay(period.from)) return;
  if (period.to !== undefined && !isDay(period.to)) return;
  const { from, to } = passbookPeriod(period);
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dayRange' });
  else if ((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS + 1 > PASSBOOK_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.passbookRange' });
}

export const passbookPeriodSchema = z.object(passbookPeriodFields).superRefine(checkPeriod);
export const passbookPeriodNames = ['from', 'to'] as const;

/** Whose passbook (the customer's user id, as Data Saldo identifies them) and which period, plus `extra` fields. */
export const passbookQueryWith = <E extends Record<string, z.ZodType>>(extra: E) =>
  z
    .object({ user_id: idSchema('validation.customerRequired'), ...passbookPeriodFields, ...extra })
    .superRefine((query, ctx) => checkPeriod(query as Period, ctx));
export const passbookQuerySchema = passbookQueryWith({});
export type PassbookQuery = z.infer<typeof passbookQuerySchema>;

const quantityText = z.string().regex(/^\d+(\.\d{1,3})?$/);
const bank = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const passbookEntrySchema = z.object({
  /** The ledger entry. */
  id: z.number().int(),
  /** When it was posted (ISO instant). */
  at: z.string(),
  kind: z.enum(passbookKinds),
  /** The transaction (a deposit) or the wallet request (a top-up or withdrawal) it posts. */
  reference: z.number().int(),
  /** What a deposit held, in its order; empty for a top-up or withdrawal. */
  lines: z.array(z.object({ trash_name: z.string(), qty: quantityText, unit: z.enum(trashUnits) })),
  /** The deposit's weight: its lines in kg; null for a top-up or withdrawal. */
  kg: quantityText.nullable(),
  credit: moneyText,
  debit: moneyText,
  /** The balance right after this entry. */
  balance: moneyText,
});
export type PassbookEntry = z.infer<typeof passbookEntrySchema>;

export const passbookSchema = z.object({
  customer: z.object({
    user_id: z.number().int(),
    name: z.string(),
    nik: z.string(),
    phone_number: z.string(),
  }),
  /** The unit bank the customer banks at and its parent bank; null while they bank nowhere yet. */
  bsu: bank.nullable(),
  collector: bank.nullable(),
  from: z.string(),
  to: z.string(),
  opening_balance: moneyText,
  closing_balance: moneyText,
  total_credit: moneyText,
  total_debit: moneyText,
  total_kg: quantityText,
  entries: z.array(passbookEntrySchema),
});
export type Passbook = z.infer<typeof passbookSchema>;
