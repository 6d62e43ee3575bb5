// Data User (SPEC §2, §3 User): the back office's administrators.
import { z } from 'zod';
import { MAX_TEXT, listResponseSchema, typeError } from './common';
import { personFields, personItemSchema } from './people';

const password = z.string({ error: typeError('validation.passwordRequired') }).max(MAX_TEXT, 'validation.max');

/**
 * A new administrator. The back office sends no password: the new colleague sets their own
 * through an invitation link (POST /strict/user/{id}/password-link). An API client that
 * provisions accounts may still send an initial one.
 */
export const userCreateSchema = z.object({
  ...personFields,
  password: password
    .refine((v) => v === '' || v.length >= 8, 'validation.passwordMin')
    .optional()
    .transform((v) => v || undefined),
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

export const userItemSchema = personItemSchema.extend({
  /** False until the person has set a password through their invitation. */
  has_password: z.boolean(),
  /** When the person's waiting set-password link expires; null when none is waiting. */
  link_expires_at: z.string().nullable(),
});
export type UserItem = z.infer<typeof userItemSchema>;
export const userListSchema = listResponseSchema(userItemSchema);
