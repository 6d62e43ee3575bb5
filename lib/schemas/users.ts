// Data User (SPEC §2, §3 User): the back office's administrators.
import { z } from 'zod';
import { MAX_TEXT, listResponseSchema, typeError } from './common';
import { personFields, personItemSchema } from './people';

const password = z.string({ error: typeError('validation.passwordRequired') }).max(MAX_TEXT, 'validation.max');

/** A new administrator signs in with the password given here (SPEC has no password field; we need one). */
export const userCreateSchema = z.object({
  ...personFields,
  password: password.min(1, 'validation.passwordRequired').min(8, 'validation.passwordMin'),
});

/** Editing: a blank password keeps the current one. */
export const userUpdateSchema = z.object({
  ...personFields,
  password: password
    .refine((v) => v === '' || v.length >= 8, 'validation.passwordMin')
    .optional()
    .transform((v) => v || undefined),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const userItemSchema = personItemSchema;
export type UserItem = z.infer<typeof userItemSchema>;
export const userListSchema = listResponseSchema(userItemSchema);
