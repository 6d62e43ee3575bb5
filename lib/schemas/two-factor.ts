// Two-factor sign-in (TOTP): the second step of the sign-in, the enrolment, and My account's
// status, recovery codes and switching it off. Shared by the API and the web tier.
import { z } from 'zod';
import { MAX_TEXT, messageSchema, typeError } from './common';
import { tokenPairSchema } from './auth';

/** A six-digit code of the authenticator app, or (where the step allows it) a recovery code `xxxxx-xxxxx`. */
export const factorCode = z
  .string({ error: typeError('validation.twoFactorCodeRequired') })
  .trim()
  .min(1, 'validation.twoFactorCodeRequired')
  .max(32, 'validation.twoFactorCodeFormat')
  .regex(/^[0-9A-Za-z\s-]+$/, 'validation.twoFactorCodeFormat');

/** Only the app's six digits: enrolling and regenerating prove the app works, not the paper. */
export const totpCode = z
  .string({ error: typeError('validation.twoFactorCodeRequired') })
  .trim()
  .min(1, 'validation.twoFactorCodeRequired')
  .regex(/^\d{3}\s?\d{3}$/, 'validation.twoFactorCodeDigits');

/** The random challenge between the password step and the code step (base64url of 32 bytes). */
const challenge = z
  .string({ error: 'api.twoFactorChallengeInvalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'api.twoFactorChallengeInvalid');

export const signInCodeSchema = z.object({ challenge, code: factorCode });
export const enrolmentChallengeSchema = z.object({ challenge });
export const enrolmentConfirmSchema = z.object({ challenge, code: totpCode });

/** The password was right; a code is still to come (`two_factor_required`) or the account must enrol first. */
const secondStepSchema = z.union([
  messageSchema.extend({ two_factor_required: z.literal(true), challenge: z.string() }),
  messageSchema.extend({ two_factor_enrolment_required: z.literal(true), challenge: z.string() }),
]);
/** Any answer of a right password: the token pair, or the step still to come. */
export const signInAnswerSchema = z.union([tokenPairSchema, secondStepSchema]);

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** REQUIRE_2FA holds for this account: it cannot be switched off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The enrolment's QR code (an SVG drawn by the server) and the same secret to type in by hand. */
export const enrolmentSchema = z.object({ qr_svg: z.string(), secret: z.string() });
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = messageSchema.extend({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const enrolledSignInSchema = tokenPairSchema.extend({ recovery_codes: z.array(z.string()) });

export const codeSchema = z.object({ code: totpCode });

/** Switching it off takes the current password or a code of the app (or a recovery code). */
export const disableSchema = z
  .object({
    password: z.string({ error: 'validation.text' }).max(MAX_TEXT, 'validation.max').optional(),
    code: factorCode.optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.code), {
    path: ['password'],
    message: 'validation.twoFactorProofRequired',
  });

/** The form behind it: two fields that may be left empty, one of them filled in. */
export const disableFormSchema = z
  .object({
    password: z.string().max(MAX_TEXT, 'validation.max'),
    code: z.string().trim().max(32, 'validation.twoFactorCodeFormat'),
  })
  .refine((v) => v.password !== '' || v.code !== '', {
    path: ['password'],
    message: 'validation.twoFactorProofRequired',
  });
