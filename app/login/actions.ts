'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { serverTranslator } from '@/lib/i18n/server-messages';
import { loginSchema, tokenPairSchema } from '@/lib/schemas/auth';
import { sessionFromTokens, writeSession } from '@/lib/session';
import { upstream } from '@/lib/upstream';

const signInSchema = loginSchema.extend({ remember: z.boolean() });

/** Returns the server's message on failure; on success sets the session and goes to the dashboard. */
export async function signIn(input: z.input<typeof signInSchema>): Promise<{ message: string }> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { message: (await serverTranslator())('api.invalidInput') };
  const { email, password, remember } = parsed.data;
  try {
    // Set by our server from the socket (scripts/serve.mjs); the API throttles failures by it.
    const clientAddress = (await headers()).get('x-bs-client-address') ?? undefined;
    const pair = await upstream('auth/admin/login', tokenPairSchema, { method: 'POST', json: { email, password }, clientAddress });
    await writeSession(sessionFromTokens(pair, remember));
  } catch (err) {
    if (err instanceof AppError) return { message: err.message };
    throw err;
  }
  redirect('/dashboard');
}
