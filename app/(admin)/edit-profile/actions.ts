'use server';

import { AppError } from '@/lib/errors';
import { serverTranslator } from '@/lib/i18n/request-locale';
import { accountSchema, accountUpdateSchema } from '@/lib/schemas/account';
import { messageSchema } from '@/lib/schemas/common';
import { readSession, writeSession } from '@/lib/session/store';
import { upstream } from '@/lib/upstream/request';

const savedSchema = messageSchema.extend({ data: accountSchema });

export type ProfileAnswer = { ok: boolean; status: number; message: string; errors?: Record<string, string[]> };

/**
 * Saves my profile through the API, then the name the top bar shows: the session cookie holds
 * it, and only an action (or a route handler) may write that cookie.
 */
export async function saveProfile(input: unknown): Promise<ProfileAnswer> {
  const t = await serverTranslator();
  const session = await readSession();
  if (!session) return { ok: false, status: 401, message: t('api.unauthenticated') };
  const parsed = accountUpdateSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 422, message: t('api.invalidInput') };
  try {
    const { message, data } = await upstream('strict/account', savedSchema, {
      method: 'PUT',
      token: session.access,
      json: parsed.data,
    });
    const { id, first_name, last_name, email } = data;
    await writeSession({ ...session, user: { ...session.user, id, first_name, last_name, email } });
    return { ok: true, status: 200, message };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, status: err.status, message: err.message, errors: err.errors };
    throw err;
  }
}
