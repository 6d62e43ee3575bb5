// The impact estimate (issue 18) as a reader of the report checks it: the factor table is the
// IPCC defaults multiplied out, the CO2e of a category is its kilograms times its factor to the
// gram, and the rows add up to the totals whatever the weights.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wasteCategories } from './fields';
import { impactFactors, impactOf, impactParameters, sumKg } from './impact';

const grams = (kg: string) => Math.round(Number(kg) * 1000);

describe('the impact estimate', () => {
  it('prices each category by the landfill methane IPCC 2006 gives it, nothing for what does not rot', () => {
    // DOC × 0.5 × 0.6 × 0.5 × 16/12 × 28: paper 0.40, food 0.15, twigs 0.20 (garden waste), textile 0.24.
    expect(impactFactors).toEqual({
      food: '0.840',
      wood: '1.120',
      paper: '2.240',
      plastic: '0.000',
      metal: '0.000',
      textile: '1.344',
      rubber: '0.000',
      glass: '0.000',
      other: '0.000',
    });
  });

  it('multiplies each category to the gram and names the version it used', () => {
    const impact = impactOf({ paper: '12.5', food: '0.333', plastic: '40.000' });
    expect(impact.version).toBe('IPCC-2006-T1-v1');
    expect(impact.categories.map((c) => c.category)).toEqual([...wasteCategories]);
    const byCategory = Object.fromEntries(impact.categories.map((c) => [c.category, c]));
    expect(byCategory.paper).toEqual({ category: 'paper', kg: '12.500', factor: '2.240', co2e: '28.000' });
    // 0.333 kg × 0.84 = 0.27972 kg: 0.280 to the gram.
    expect(byCategory.food).toMatchObject({ kg: '0.333', co2e: '0.280' });
    expect(byCategory.plastic).toMatchObject({ kg: '40.000', co2e: '0.000' });
    expect(impact).toMatchObject({ kg: '52.833', co2e: '28.280' });
  });

  it('counts what is not a weight as nothing rather than failing the report', () => {
    expect(impactOf({ paper: 'abc', food: '-3' })).toMatchObject({ kg: '0.000', co2e: '0.000' });
  });

  it('adds its rows up to its totals, and the months of a period up to the period', () => {
    const kg = fc.stringMatching(/^\d{1,9}\.\d{3}$/);
    fc.assert(
      fc.property(
        fc.array(fc.record(Object.fromEntries(wasteCategories.map((c) => [c, kg]))), { minLength: 1 }),
        (months) => {
          const total = Object.fromEntries(wasteCategories.map((c) => [c, sumKg(months.map((m) => m[c]!))]));
          const impact = impactOf(total);
          const sum = (pick: (c: (typeof impact.categories)[number]) => string) =>
            impact.categories.reduce((s, c) => s + BigInt(grams(pick(c))), 0n);
          expect(BigInt(grams(impact.kg))).toBe(sum((c) => c.kg));
          expect(BigInt(grams(impact.co2e))).toBe(sum((c) => c.co2e));
          const weighed = months.reduce(
            (s, m) => s + wasteCategories.reduce((x, c) => x + BigInt(grams(m[c]!)), 0n),
            0n,
          );
          expect(BigInt(grams(impact.kg))).toBe(weighed);
        },
      ),
    );
  });

  it('writes its parameters as the language writes numbers', () => {
    expect(impactParameters('in')).toEqual({ docf: '0,5', mcf: '0,6', f: '0,5', gwp: '28' });
    expect(impactParameters('en')).toEqual({ docf: '0.5', mcf: '0.6', f: '0.5', gwp: '28' });
  });
});
