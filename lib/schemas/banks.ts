// What parent (BSI, collector) and unit (BSU) banks share (SPEC §3 "Parent/unit bank list item",
// "Bank form payload"): collectors.ts and bsus.ts build on these. The person in charge is the
// bank's user; the form edits both at once.
import { z } from 'zod';
import { requiredText } from './common';
import { latlngSchema, userStatuses, villageIdSchema } from './fields';
import { personFields } from './people';

export const bankFormSchema = z.object({
  ...personFields,
  trash_bank_name: requiredText('validation.bankNameRequired'),
  address: requiredText('validation.addressRequired'),
  latlng: latlngSchema,
  villageId: villageIdSchema,
});
export type BankInput = z.infer<typeof bankFormSchema>;

export const bankItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  unique_code: z.string(),
  trash_bank_name: z.string(),
  address: z.string(),
  latlng: z.string().nullable(),
  province_id: z.string(),
  province_name: z.string(),
  regency_id: z.string(),
  regency_name: z.string(),
  subdistrict_id: z.string(),
  subdistrict_name: z.string(),
  village_id: z.string(),
  village_name: z.string(),
  user_status: z.enum(userStatuses),
  user_first_name: z.string(),
  user_last_name: z.string().nullable(),
  user_email: z.string().nullable(),
  user_phone_number: z.string(),
});
export type BankItem = z.infer<typeof bankItemSchema>;
