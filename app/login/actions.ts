'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { returnPath } from '@/lib/session/login-path';
import { serverTranslator } from '@/lib/i18n/request-locale';
import { loginSchema } from '@/lib/schemas/auth';
import { enrolmentSchema, signInAnswerSchema, type Enrolment } from '@/lib/schemas/two-factor';
import { writePendingSignIn } from '@/lib/session/challenge';
import { readDeviceToken } from '@/lib/session/store';
import { callSignIn, refusal, startSession } from './sign-in-call';

// `next`: the page the user was on when the session ended (lib/session/login-path.ts checks it is ours).
const signInFormSchema = loginSchema.extend({ remember: z.boolean(), next: z.string().max(2048).optional() });

/** The password was right and a second step follows: a code, or (REQUIRE_2FA) enrolling first. */
export type SecondStepAnswer = { step: 'code' } | { step: 'enrol'; enrolment: Enrolment };

/**
 * Returns the server's message on failure (and, when sign-in is locked, how many seconds it
 * stays locked); the second step when the account has one (its challenge stays on the server, in
 * a sealed HttpOnly cookie); otherwise sets the session and goes back to `next`, or to the dashboard.
 */
export async function signIn(
  input: z.input<typeof signInFormSchema>,
): Promise<{ message: string; lockedFor?: number } | SecondStepAnswer> {
  const parsed = signInFormSchema.safeParse(input);
  if (!parsed.success) return { message: (await serverTranslator())('api.invalidInput') };
  const { email, password, remember, next } = parsed.data;
  try {
    // A browser that signed in before passes the per-address limit for its own account.
    const device = await readDeviceToken();
    const json = { email, password, ...(device ? { device_token: device } : {}) };
    const answer = await callSignIn('auth/admin/login', signInAnswerSchema, json);
    if ('jwt_token' in answer) await startSession(answer, remember);
    else {
      const step = 'two_factor_required' in answer ? 'code' : 'enrol';
      await writePendingSignIn({ challenge: answer.challenge, step, remember, next: returnPath(next) });
      if (step === 'code') return { step };
      const enrolment = await callSignIn('auth/admin/login/two-factor/enrolment', enrolmentSchema, {
        challenge: answer.challenge,
      });
      return { step, enrolment };
    }
  } catch (err) {
    return refusal(err);
  }
  redirect(returnPath(next));
}
