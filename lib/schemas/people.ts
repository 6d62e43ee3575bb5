// A person: what an administrator, a customer and a bank's person in charge all are (one users
// row, server/domain/people.ts), so their forms and items share these fields.
import { z } from 'zod';
import { requiredText } from './common';
import { optionalEmail, optionalText, phoneSchema, statusSchema, userStatuses } from './fields';

/** The person's fields in a form, first in every form that has them. */
export const personFields = {
  first_name: requiredText('validation.firstNameRequired'),
  last_name: optionalText(),
  email: optionalEmail,
  phone_number: phoneSchema,
  status: statusSchema,
};

/** The person as the API answers it (a user row, a customer's user). */
export const personItemSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string(),
  status: z.enum(userStatuses),
});
