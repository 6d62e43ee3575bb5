// The semester report for the district environment office (DLH, issue 18): the tonnes of waste
// the banks took in per SIPSN composition category, per regency and per unit bank, and the
// customers served, for January–June or July–December, in the layout SIPSN's form asks for.
import { z } from 'zod';
import { optionalIdSchema, wasteCategories } from './fields';
import { impactSchema } from './impact';

export const semesterReportQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'validation.year' })
    .int('validation.year')
    .min(2000, 'validation.year')
    .max(2100, 'validation.year'),
  half: z.enum(['1', '2'], { error: 'validation.half' }),
  bsi: optionalIdSchema('validation.id'),
  bsu: optionalIdSchema('validation.id'),
});
type ParsedQuery = z.infer<typeof semesterReportQuerySchema>;
/** A parsed query; a caller that names no bank leaves bsi and bsu out. */
export type SemesterReportQuery = Pick<ParsedQuery, 'year' | 'half'> & Partial<Pick<ParsedQuery, 'bsi' | 'bsu'>>;

/** Tonnes to the gram (six places, '1.250500'): rows add up to their total exactly; screens round. */
const tonnes = z.string().regex(/^\d+\.\d{6}$/);
/** Tonnes per category, every category present (0.000 where none), and their total. */
const byCategory = z.record(z.enum([...wasteCategories, 'total']), tonnes);

export const semesterReportSchema = z.object({
  period: z.object({ year: z.number().int(), half: z.enum(['1', '2']), from: z.string(), to: z.string() }),
  scope: z.object({
    kind: z.enum(['programme', 'bsi', 'bsu']),
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    code: z.string().nullable(),
  }),
  regencies: z.array(z.object({ id: z.string(), name: z.string(), province: z.string(), tonnes: byCategory })),
  banks: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      regency: z.string(),
      customers_served: z.number().int(),
      tonnes: byCategory,
    }),
  ),
  total: byCategory,
  /** Customers registered by the semester's end, and those with a settled deposit in it (each customer stands for a household). */
  customers: z.object({ registered: z.number().int(), served: z.number().int() }),
  /** Items counted in pieces cannot be weighed into tonnes: how many pieces were left out. */
  pieces_not_weighed: z.string(),
  /** What the weighed waste kept out of landfill avoided: an estimate (lib/shared/impact.ts). */
  impact: impactSchema,
});
export type SemesterReport = z.infer<typeof semesterReportSchema>;
