// Data Bank Sampah Induk (SPEC §2, §3 "Parent/unit bank list item", "Bank form payload").
// The person in charge is the bank's user; the form edits both at once.
import { z } from 'zod';
import { listResponseSchema, requiredText } from './common';
import {
  latlngSchema,
  optionalEmail,
  optionalText,
  phoneSchema,
  statusSchema,
  userStatuses,
  villageIdSchema,
} from './fields';

/** SPEC §9: the parent-bank selectors search only after more than this many characters. */
export const COLLECTOR_SEARCH_MIN_CHARS = 3;

export const bankFormSchema = z.object({
  first_name: requiredText('validation.firstNameRequired'),
  last_name: optionalText(),
  email: optionalEmail,
  phone_number: phoneSchema,
  status: statusSchema,
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
export const collectorListSchema = listResponseSchema(bankItemSchema);
