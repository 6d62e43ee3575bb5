// Single-use links that set a password: a new administrator's invitation, a forgotten password.
import { z } from 'zod';
import { loginSchema } from './auth';
import { MAX_TEXT, typeError } from './common';

/** What a link was made for; the set-password page greets the person accordingly. */
export const passwordLinkPurposeSchema = z.enum(['invite', 'reset']);
export type PasswordLinkPurpose = z.infer<typeof passwordLinkPurposeSchema>;

/** 32 random bytes in base64url: 43 characters. Anything else cannot be one of ours. */
export const linkTokenSchema = z
  .string({ error: 'api.linkInvalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'api.linkInvalid')
  .meta({ description: 'The secret part of a set-password link' });

/** Lupa password: the email to send a reset link to. */
export const forgotPasswordSchema = loginSchema.pick({ email: true });

/** Whom a link is for, as the set-password page shows it (nothing more than the owner already knows). */
export const passwordLinkInfoSchema = z.object({
  purpose: passwordLinkPurposeSchema,
  first_name: z.string(),
  email: z.string().nullable(),
  expires_at: z.string(),
});
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfoSchema>;

const newPassword = z
  .string({ error: typeError('validation.newPasswordRequired') })
  .min(1, 'validation.newPasswordRequired')
  .min(8, 'validation.passwordMin')
  .max(MAX_TEXT, 'validation.max');

/** What the API takes to use a link. */
export const setPasswordSchema = z.object({ token: linkTokenSchema, new_password: newPassword });

/** The form asks for the password twice; the token comes from the page's address. */
export const setPasswordFormSchema = z
  .object({ new_password: newPassword, confirm_password: z.string().min(1, 'validation.confirmPasswordRequired') })
  .refine((v) => v.confirm_password === v.new_password, {
    path: ['confirm_password'],
    message: 'validation.passwordMismatch',
  });

/** An administrator issued a link: it is shown once, to be passed on (copy, WhatsApp) or mailed. */
export const issuedLinkSchema = z.object({
  message: z.string(),
  purpose: passwordLinkPurposeSchema,
  token: z.string(),
  expires_at: z.string(),
  /** True when it was also sent by email (SMTP_URL is set and the person has an email). */
  emailed: z.boolean(),
});
export type IssuedLink = z.infer<typeof issuedLinkSchema>;

/** The page a link opens, on the web tier: `/set-password/<token>`. */
export const setPasswordPath = (token: string) => `/set-password/${token}`;
