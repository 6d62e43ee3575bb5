// The waste the programme kept out of landfill, and an estimate of the greenhouse gas that
// avoided (issue 18). The factors are derived, not typed in: the landfill methane that a kilogram
// of each SIPSN category would have made over its life in an uncategorised disposal site (a
// Tier 1 estimate of the IPCC 2006 Guidelines, Volume 5, chapter 3, with the default parameters
// named below), as CO2e by the 100-year warming potential of methane (IPCC AR5). Savings from
// recycling into new products are not counted: the figure is a floor, and it says so on screen.
// A change of any parameter is a new version: reports name the version they were computed with.
import { z } from 'zod';
import type { Locale } from '../shared/locales';
import { formatQuantity } from '../shared/numbers';
import { wasteCategories, type WasteCategory } from './fields';

/** Quantities travel as decimal strings with three places ('12.500'); the reports' too (period-report.ts). */
export const quantityText = z.string().regex(/^-?\d+(\.\d{1,3})?$/);
const quantity = quantityText;

/**
 * The waste kept out of landfill and the greenhouse gas that avoided, an estimate by the factor
 * table of `version`: per category in SIPSN's order, kg and kg CO2e.
 */
export const impactSchema = z.object({
  version: z.string(),
  categories: z.array(z.object({ category: z.enum(wasteCategories), kg: quantity, factor: quantity, co2e: quantity })),
  kg: quantity,
  co2e: quantity,
});
export type Impact = z.infer<typeof impactSchema>;

/** Default degradable organic carbon, fraction of wet weight (IPCC 2006 Vol. 5, Table 2.4). */
const DOC: Record<WasteCategory, number> = {
  food: 0.15,
  // SIPSN's "Kayu/Ranting" is twigs and leaves: IPCC's garden and park waste.
  wood: 0.2,
  paper: 0.4,
  textile: 0.24,
  // Rubber is taken not to degrade in a landfill (Table 2.4's note); leather is left out with it.
  rubber: 0,
  plastic: 0,
  metal: 0,
  glass: 0,
  other: 0,
};

/** The defaults of IPCC 2006 Vol. 5, chapter 3, and the warming potential they are weighed by. */
const IMPACT_PARAMETERS = {
  /** Fraction of the degradable carbon that decomposes (DOCf). */
  docf: 0.5,
  /** Methane correction factor of an uncategorised solid waste disposal site (Table 3.1). */
  mcf: 0.6,
  /** Fraction of methane in landfill gas (F). */
  f: 0.5,
  /** Global warming potential of methane over 100 years (IPCC AR5). */
  gwp: 28,
} as const;

/** The parameters as the language writes numbers ('0,5' in Indonesian), for the note that names the source. */
export const impactParameters = (locale: Locale): Record<keyof typeof IMPACT_PARAMETERS, string> =>
  Object.fromEntries(
    Object.entries(IMPACT_PARAMETERS).map(([name, value]) => [name, formatQuantity(value, locale)]),
  ) as Record<keyof typeof IMPACT_PARAMETERS, string>;

export const IMPACT_VERSION = 'IPCC-2006-T1-v1';

/** kg CO2e per kg of waste, in thousandths: DOC × DOCf × MCF × F × 16/12 × GWP. */
const factorMilli = (category: WasteCategory): number => {
  const { docf, mcf, f, gwp } = IMPACT_PARAMETERS;
  return Math.round(DOC[category] * docf * mcf * f * (16 / 12) * gwp * 1000);
};

/** The table as the report prints it: kg CO2e per kg of each category, three places. */
export const impactFactors: Record<WasteCategory, string> = Object.fromEntries(
  wasteCategories.map((c) => [c, (factorMilli(c) / 1000).toFixed(3)]),
) as Record<WasteCategory, string>;

/** '12.5' or '12.500' kg as whole grams; anything else counts as none. */
const gramsOf = (kg: string): bigint => {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(kg.trim());
  return match ? BigInt(match[1]!) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0')) : 0n;
};
const kgOf = (grams: bigint) => `${grams / 1000n}.${String(grams % 1000n).padStart(3, '0')}`;

/** The impact of `kg` per category (decimal strings, kg): exact to the gram, rounded to the gram of CO2e. */
export function impactOf(kg: Partial<Record<WasteCategory, string>>): Impact {
  const categories = wasteCategories.map((category) => {
    const grams = gramsOf(kg[category] ?? '0');
    const co2e = (grams * BigInt(factorMilli(category)) + 500n) / 1000n;
    return { category, grams, co2e };
  });
  const sum = (pick: (c: (typeof categories)[number]) => bigint) => categories.reduce((s, c) => s + pick(c), 0n);
  return {
    version: IMPACT_VERSION,
    categories: categories.map((c) => ({
      category: c.category,
      kg: kgOf(c.grams),
      factor: impactFactors[c.category],
      co2e: kgOf(c.co2e),
    })),
    kg: kgOf(sum((c) => c.grams)),
    co2e: kgOf(sum((c) => c.co2e)),
  };
}

/** The sum of kg amounts (decimal strings), exact to the gram: the dashboard's months added up. */
export const sumKg = (values: string[]): string => kgOf(values.reduce((s, v) => s + gramsOf(v), 0n));
