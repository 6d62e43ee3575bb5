'use server';

import { anonymousPost } from '@/lib/api/password-links';
import { AppError } from '@/lib/errors';
import { serverTranslator } from '@/lib/i18n/request-locale';
import { forgotPasswordSchema } from '@/lib/schemas/password-links';

export type FormAnswer = { ok: boolean; message: string; errors?: Record<string, string[]> } | null;

/** Lupa password: the API answers the same whether the account exists; it mails the link when it does. */
export async function requestReset(_previous: FormAnswer, values: unknown): Promise<FormAnswer> {
  const t = await serverTranslator();
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success)
    return {
      ok: false,
      message: t('api.invalidInput'),
      errors: { email: parsed.error.issues.map((issue) => t(issue.message)) },
    };
  try {
    return { ok: true, message: (await anonymousPost('auth/password/forgot', parsed.data)).message };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: err.message, errors: err.errors };
    throw err;
  }
}
