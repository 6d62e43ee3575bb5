// My account: the signed-in person's own profile, password and sign-ins (their sessions).
import { z } from 'zod';
import { locales } from '../shared/locales';
import { MAX_TEXT, typeError } from './common';
import { personFields, personItemSchema } from './people';

/** '' in the form (the select's "the browser's language") is null in the API. */
const language = z
  .union([z.enum(locales), z.literal('')], { error: 'validation.language' })
  .nullable()
  .transform((v) => v || null);

/** The profile: the person's fields but the status (nobody switches themselves off) and a language. */
export const accountUpdateSchema = z.object({
  first_name: personFields.first_name,
  last_name: personFields.last_name,
  email: personFields.email,
  phone_number: personFields.phone_number,
  language,
});
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;

export const accountSchema = personItemSchema.omit({ status: true }).extend({ language: z.enum(locales).nullable() });
export type Account = z.infer<typeof accountSchema>;

const password = (required: string) =>
  z
    .string({ error: typeError(required) })
    .min(1, required)
    .max(MAX_TEXT, 'validation.max');

/** What the API takes: the current password proves it is the owner at the keyboard. */
export const passwordChangeSchema = z.object({
  current_password: password('validation.currentPasswordRequired'),
  new_password: password('validation.newPasswordRequired').min(8, 'validation.passwordMin'),
});

/** The form asks for the new password twice; only the two above are sent. */
export const passwordFormSchema = passwordChangeSchema
  .extend({ confirm_password: password('validation.confirmPasswordRequired') })
  .refine((v) => v.confirm_password === v.new_password, {
    path: ['confirm_password'],
    message: 'validation.passwordMismatch',
  });

/** One sign-in of mine: a browser that holds a session, where it signed in from and when it was last used. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  user_agent: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
