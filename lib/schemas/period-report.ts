// The period report (issue 18): what came in, what went out and what is owed, over a range of
// Jakarta days, for the whole programme, one parent bank (bsi) or one unit bank (bsu).
import { z } from 'zod';
import { isDay } from '../shared/jakarta-days';
import { optionalIdSchema, wasteCategories } from './fields';
import { impactSchema, quantityText } from './impact';
import { moneySchema } from './report';

const day = z.string({ error: 'validation.day' }).refine(isDay, 'validation.day');
/** A report covers at most a year and a day (a leap year's 366 days). */
export const MAX_REPORT_DAYS = 366;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

export const periodReportQuerySchema = z
  .object({
    from: day,
    to: day,
    bsi: optionalIdSchema('validation.id'),
    bsu: optionalIdSchema('validation.id'),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dayRange' });
    else if (daysBetween(q.from, q.to) > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.reportTooLong' });
  });
type ParsedQuery = z.infer<typeof periodReportQuerySchema>;
/** A parsed query; a caller that names no bank leaves bsi and bsu out. */
export type PeriodReportQuery = Pick<ParsedQuery, 'from' | 'to'> & Partial<Pick<ParsedQuery, 'bsi' | 'bsu'>>;

const quantity = quantityText;
const count = z.number().int().nonnegative();
const money = moneySchema;
/** What a set of transactions adds up to: how many, their weight in kg (items sold by the kg), their total. */
const flow = z.object({ count, kg: quantity, amount: money });

export const periodReportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  scope: z.object({
    kind: z.enum(['programme', 'bsi', 'bsu']),
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    code: z.string().nullable(),
  }),
  customers: z.object({ total: count, active: count, new: count }),
  /** Settled deposits of customers (what came in) and settled sales to the parent bank (what went out). */
  deposits: flow,
  pickups: flow,
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      unit: z.string(),
      category: z.enum(wasteCategories),
      qty: quantity,
      amount: money,
    }),
  ),
  categories: z.array(z.object({ category: z.enum(wasteCategories), kg: quantity, pcs: quantity, amount: money })),
  impact: impactSchema,
  topups: z.object({ count, amount: money }),
  withdrawals: z.object({ count, amount: money }),
  /** What the bank owes its customers (their wallets) when the period starts and when it ends. */
  balances: z.object({ opening: money, closing: money }),
  stock: z.array(
    z.object({ id: z.number().int(), name: z.string(), unit: z.string(), stock: quantity, maximum: quantity }),
  ),
  ranking: z.array(
    z.object({ id: z.number().int(), name: z.string(), code: z.string(), count, kg: quantity, amount: money }),
  ),
});
export type PeriodReport = z.infer<typeof periodReportSchema>;

/** The dashboard's months (issue 18): per Jakarta month of the period, what was weighed per category and the money that moved. */
export const monthlyReportSchema = z.object({
  /** The period's weighed waste kept out of landfill, and its CO2e avoided (an estimate). */
  impact: impactSchema,
  months: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      /** Kilograms of settled deposits per category (items sold by weight). */
      kg: z.record(z.enum(wasteCategories), quantity),
      /** Credited to customers for their deposits, received from the parent bank for pickups, paid in as top-ups, paid out as withdrawals. */
      deposits: money,
      pickups: money,
      topups: money,
      withdrawals: money,
    }),
  ),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
