'use server';

import { anonymousPost } from '@/lib/api/password-links';
import { AppError } from '@/lib/errors';
import { serverTranslator } from '@/lib/i18n/request-locale';
import { linkTokenSchema, setPasswordFormSchema } from '@/lib/schemas/password-links';
import type { FormAnswer } from '@/app/auth-pass-reset-cover/actions';

/** Sets the password with the link's secret; the API checks the link, the strength and ends every session. */
export async function setPassword(token: string, _previous: FormAnswer, values: unknown): Promise<FormAnswer> {
  const t = await serverTranslator();
  const parsed = setPasswordFormSchema.safeParse(values);
  if (!parsed.success || !linkTokenSchema.safeParse(token).success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(t(issue.message));
    return { ok: false, message: t(parsed.success ? 'api.linkInvalid' : 'api.invalidInput'), errors };
  }
  try {
    const answer = await anonymousPost('auth/password/set', { token, new_password: parsed.data.new_password });
    return { ok: true, message: answer.message };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: err.message, errors: err.errors };
    throw err;
  }
}
