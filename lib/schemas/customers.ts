// Data Nasabah (SPEC §2, §3 Customer): a customer and the user who signs in as them.
import { z } from 'zod';
import { listResponseSchema, requiredText } from './common';
import { genders, nikSchema, optionalIdSchema, postalCodeSchema, villageIdSchema } from './fields';
import { personFields, personItemSchema } from './people';

export const customerFormSchema = z.object({
  ...personFields,
  nik: nikSchema,
  address: requiredText('validation.addressRequired'),
  gender: z.enum(genders, { error: 'validation.genderRequired' }),
  villageId: villageIdSchema,
  postal_code: postalCodeSchema,
  /**
   * The unit bank the customer banks at (issue 16). A BSU operator's customers are always their
   * unit bank's; a parent-bank account names one of its unit banks; programme-wide, optional.
   */
  bsu_id: optionalIdSchema('validation.bsuRequired'),
});
export type CustomerInput = z.infer<typeof customerFormSchema>;

const area = z.object({ id: z.string(), name: z.string() });

export const customerItemSchema = z.object({
  id: z.number().int(),
  nik: z.string(),
  address: z.string(),
  gender: z.enum(genders),
  postal_code: z.string().nullable(),
  /** The unit bank the customer banks at (who of the staff sees them); null until known. */
  bsu_id: z.number().int().nullable(),
  bsu_name: z.string().nullable(),
  user: personItemSchema,
  village: area,
  subdistrict: area,
  regency: area,
  province: area,
});
export type CustomerItem = z.infer<typeof customerItemSchema>;
export const customerListSchema = listResponseSchema(customerItemSchema);
