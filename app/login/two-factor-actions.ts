'use server';

import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { AppError } from '@/lib/errors';
import { serverTranslator } from '@/lib/i18n/request-locale';
import { tokenPairSchema, type TokenPair } from '@/lib/schemas/auth';
import { enrolledSignInSchema, factorCode, totpCode } from '@/lib/schemas/two-factor';
import { clearPendingSignIn, readPendingSignIn } from '@/lib/session/challenge';
import { callSignIn, refusal, startSession } from './sign-in-call';

/** A refusal of the second step; `restart`: the challenge is gone, the password is asked again. */
type StepRefusal = { message: string; lockedFor?: number; restart?: boolean };

/** The key of the one 401 that keeps the challenge alive (a wrong code); any other 401 means start again. */
async function stepRefusal(err: unknown): Promise<StepRefusal> {
  const answer = refusal(err);
  if (err instanceof AppError && err.status === 401) {
    const wrongCode = (await serverTranslator())('api.twoFactorCodeWrong');
    if (answer.message !== wrongCode) {
      await clearPendingSignIn();
      return { ...answer, restart: true };
    }
  }
  return answer;
}

async function pending(step: 'code' | 'enrol') {
  const found = await readPendingSignIn();
  return found?.step === step ? found : null;
}

const expired = async (): Promise<StepRefusal> => ({
  message: (await serverTranslator())('api.twoFactorChallengeInvalid'),
  restart: true,
});

/**
 * What both second steps do: check the code's form, then send it with the pending challenge to
 * the API's `path`; on success the session starts and the challenge is spent.
 */
async function finishStep<T extends z.ZodType<TokenPair>>(
  step: 'code' | 'enrol',
  rule: z.ZodType<string>,
  input: { code: string },
  path: string,
  schema: T,
): Promise<{ refusal: StepRefusal } | { answer: z.infer<T>; next: string }> {
  const code = rule.safeParse(input?.code);
  const t = await serverTranslator();
  if (!code.success) return { refusal: { message: t(code.error.issues[0]!.message) } };
  const signIn = await pending(step);
  if (!signIn) return { refusal: await expired() };
  try {
    const answer = await callSignIn(path, schema, { challenge: signIn.challenge, code: code.data });
    await startSession(answer, signIn.remember);
    await clearPendingSignIn();
    return { answer, next: signIn.next };
  } catch (err) {
    return { refusal: await stepRefusal(err) };
  }
}

/** The code step: a code of the app or a recovery code; on success the session starts and `next` opens. */
export async function verifySignInCode(input: { code: string }): Promise<StepRefusal> {
  const done = await finishStep('code', factorCode, input, 'auth/admin/login/two-factor', tokenPairSchema);
  if ('refusal' in done) return done.refusal;
  redirect(done.next);
}

/**
 * REQUIRE_2FA's enrolment at sign-in: the first code turns the factor on and starts the session.
 * Answers the recovery codes (shown once) and where to go once they are kept.
 */
export async function confirmSignInEnrolment(input: {
  code: string;
}): Promise<StepRefusal | { recoveryCodes: string[]; next: string }> {
  const done = await finishStep(
    'enrol',
    totpCode,
    input,
    'auth/admin/login/two-factor/enrolment/confirm',
    enrolledSignInSchema,
  );
  return 'refusal' in done ? done.refusal : { recoveryCodes: done.answer.recovery_codes, next: done.next };
}
