'use server';

import { redirect } from 'next/navigation';
import { AppError } from '@/lib/errors';
import { serverTranslator } from '@/lib/i18n/request-locale';
import { tokenPairSchema } from '@/lib/schemas/auth';
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

/** The code step: a code of the app or a recovery code; on success the session starts and `next` opens. */
export async function verifySignInCode(input: { code: string }): Promise<StepRefusal> {
  const code = factorCode.safeParse(input?.code);
  const t = await serverTranslator();
  if (!code.success) return { message: t(code.error.issues[0]!.message) };
  const signIn = await pending('code');
  if (!signIn) return expired();
  try {
    const pair = await callSignIn('auth/admin/login/two-factor', tokenPairSchema, {
      challenge: signIn.challenge,
      code: code.data,
    });
    await startSession(pair, signIn.remember);
    await clearPendingSignIn();
  } catch (err) {
    return stepRefusal(err);
  }
  redirect(signIn.next);
}

/**
 * REQUIRE_2FA's enrolment at sign-in: the first code turns the factor on and starts the session.
 * Answers the recovery codes (shown once) and where to go once they are kept.
 */
export async function confirmSignInEnrolment(input: {
  code: string;
}): Promise<StepRefusal | { recoveryCodes: string[]; next: string }> {
  const code = totpCode.safeParse(input?.code);
  const t = await serverTranslator();
  if (!code.success) return { message: t(code.error.issues[0]!.message) };
  const signIn = await pending('enrol');
  if (!signIn) return expired();
  try {
    const answer = await callSignIn('auth/admin/login/two-factor/enrolment/confirm', enrolledSignInSchema, {
      challenge: signIn.challenge,
      code: code.data,
    });
    await startSession(answer, signIn.remember);
    await clearPendingSignIn();
    return { recoveryCodes: answer.recovery_codes, next: signIn.next };
  } catch (err) {
    return stepRefusal(err);
  }
}
