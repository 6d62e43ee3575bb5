import { z } from 'zod';
import { MAX_TEXT, requiredText } from './common';

export const loginSchema = z.object({
  email: requiredText('validation.emailRequired').pipe(z.email('validation.email')),
  password: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired').max(MAX_TEXT, 'validation.max'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({
  refresh_token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(512, 'validation.max'),
});

export const sessionUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenPairSchema = z.object({
  message: z.string(),
  jwt_token: z.string(),
  jwt_refresh_token: z.string(),
  /** Seconds until jwt_token expires. */
  expires_in: z.number().int().positive(),
  user: sessionUserSchema,
});
export type TokenPair = z.infer<typeof tokenPairSchema>;
