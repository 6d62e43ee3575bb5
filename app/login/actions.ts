'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requestAddress } from '@/lib/connection';
import { AppError } from '@/lib/errors';
import { returnPath } from '@/lib/session/login-path';
import { serverTranslator } from '@/lib/i18n/request-locale';
import { loginSchema, tokenPairSchema } from '@/lib/schemas/auth';
import { readDeviceToken, sessionFromTokens, writeDeviceToken, writeSession } from '@/lib/session/store';
import { upstream } from '@/lib/upstream/request';

// `next`: the page the user was on when the session ended (lib/session/login-path.ts checks it is ours).
const signInFormSchema = loginSchema.extend({ remember: z.boolean(), next: z.string().max(2048).optional() });

/**
 * Returns the server's message on failure (and, when sign-in is locked, how many seconds it
 * stays locked); on success sets the session and goes back to `next`, or to the dashboard.
 */
export async function signIn(
  input: z.input<typeof signInFormSchema>,
): Promise<{ message: string; lockedFor?: number }> {
  const parsed = signInFormSchema.safeParse(input);
  if (!parsed.success) return { message: (await serverTranslator())('api.invalidInput') };
  const { email, password, remember, next } = parsed.data;
  try {
    // The connection's address (lib/connection.ts), never one the client wrote: the API throttles failures by it.
    const incoming = await headers();
    const clientAddress = requestAddress((name) => incoming.get(name));
    // A browser that signed in before passes the per-address limit for its own account.
    const device = await readDeviceToken();
    const json = { email, password, ...(device ? { device_token: device } : {}) };
    const pair = await upstream('auth/admin/login', tokenPairSchema, { method: 'POST', json, clientAddress });
    await writeSession(sessionFromTokens(pair, remember));
    if (pair.device_token) await writeDeviceToken(pair.device_token);
  } catch (err) {
    if (err instanceof AppError)
      return err.status === 429 && err.retryAfter
        ? { message: err.message, lockedFor: err.retryAfter }
        : { message: err.message };
    throw err;
  }
  redirect(returnPath(next));
}
