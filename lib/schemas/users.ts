// Data User (SPEC §2, §3 User): the back office's administrators.
import { z } from 'zod';
import { MAX_TEXT, listResponseSchema, requiredText, typeError } from './common';
import { optionalEmail, optionalText, phoneSchema, statusSchema, userStatuses } from './fields';

const userFields = {
  first_name: requiredText('validation.firstNameRequired'),
  last_name: optionalText(),
  email: optionalEmail,
  phone_number: phoneSchema,
  status: statusSchema,
};

const password = z.string({ error: typeError('validation.passwordRequired') }).max(MAX_TEXT, 'validation.max');

/** A new administrator signs in with the password given here (SPEC has no password field; we need one). */
export const userCreateSchema = z.object({
  ...userFields,
  password: password.min(1, 'validation.passwordRequired').min(8, 'validation.passwordMin'),
});

/** Editing: a blank password keeps the current one. */
export const userUpdateSchema = z.object({
  ...userFields,
  password: password
    .refine((v) => v === '' || v.length >= 8, 'validation.passwordMin')
    .optional()
    .transform((v) => v || undefined),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const userItemSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string(),
  status: z.enum(userStatuses),
});
export type UserItem = z.infer<typeof userItemSchema>;
export const userListSchema = listResponseSchema(userItemSchema);
