import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, printable } from './common';

export const regionLevels = ['province', 'regency', 'subdistrict', 'village'] as const;
export type RegionLevel = (typeof regionLevels)[number];

/** The query parameter naming each level's parent (province has none). */
export const regionParentParam = {
  province: null,
  regency: 'provinceId',
  subdistrict: 'regencyId',
  village: 'subdistrictId',
} as const satisfies Record<RegionLevel, string | null>;

const regionId = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/, 'validation.regionId');

export const regionItemSchema = z.object({ id: z.string(), name: z.string() });
export type RegionItem = z.infer<typeof regionItemSchema>;
export const regionListSchema = listResponseSchema(regionItemSchema);

export const regionQuerySchema = {
  province: pageQuerySchema.extend({
    search: z.string().trim().max(255, 'validation.max').refine(printable, 'validation.text').optional(),
  }),
  regency: pageQuerySchema.extend({
    provinceId: regionId,
    search: z.string().trim().max(255, 'validation.max').refine(printable, 'validation.text').optional(),
  }),
  subdistrict: pageQuerySchema.extend({
    regencyId: regionId,
    search: z.string().trim().max(255, 'validation.max').refine(printable, 'validation.text').optional(),
  }),
  village: pageQuerySchema.extend({
    subdistrictId: regionId,
    search: z.string().trim().max(255, 'validation.max').refine(printable, 'validation.text').optional(),
  }),
} satisfies Record<RegionLevel, z.ZodType>;
