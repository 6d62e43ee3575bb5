import { z } from 'zod';
import { staffRoles } from './access';
import { MAX_TEXT, requiredText } from './common';

export const loginSchema = z.object({
  email: requiredText('validation.emailRequired').pipe(z.email('validation.email')),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(MAX_TEXT, 'validation.max'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Longest device token a sign-in may carry (the API ignores a longer one). */
export const MAX_DEVICE_TOKEN = 512;

/**
 * What the API's sign-in doors take: the form's fields and, optionally, the device token of an
 * earlier successful sign-in on this device. Any text there is taken: one that is not a genuine
 * token (too long, tampered, expired) is ignored, so a stale token never stands in the way of a
 * sign-in. Only something that is not a text at all is refused, as in every other text field.
 */
export const signInSchema = loginSchema.extend({
  device_token: z
    .string({ error: 'validation.text' })
    .nullish()
    .transform((v) => (v && v.length <= MAX_DEVICE_TOKEN ? v : undefined))
    .meta({
      maxLength: MAX_DEVICE_TOKEN,
      description:
        'The device_token of an earlier successful sign-in to this account on this device. When genuine and unexpired, the per-address limit on failed sign-ins (over all accounts) does not apply to this attempt; the per-account limit still does. At most 512 characters; a longer, malformed, foreign or expired one is ignored.',
    }),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const refreshSchema = z.object({
  refresh_token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(512, 'validation.max'),
});

export const sessionUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** A back-office account's role and scope (issue 16); null for anyone else. A session from before roles has none. */
  access: z
    .object({
      role: z.enum(staffRoles),
      collector_id: z.number().int().nullable(),
      bsu_id: z.number().int().nullable(),
    })
    .nullable()
    .default(null),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenPairSchema = z.object({
  message: z.string(),
  jwt_token: z.string(),
  jwt_refresh_token: z.string(),
  /** Seconds until jwt_token expires. */
  expires_in: z.number().int().positive(),
  user: sessionUserSchema,
  /**
   * Sign-ins only: binds this device to the account for 180 days. Keep it (never where page
   * scripts can read it) and send it with the next sign-in, so that failed sign-ins of others
   * from the same address do not lock this account out.
   */
  device_token: z.string().optional().meta({
    description:
      'Sign-ins only: an opaque token binding this device to the account for 180 days. Send it as device_token with the next sign-in to this account.',
  }),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;
