// What both sign-in steps do alike: call the API's sign-in door with the visitor's own address and
// browser (never ones the client wrote: the API throttles by them), and start the session.
import 'server-only';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { requestAddress } from '@/lib/connection';
import { AppError } from '@/lib/errors';
import type { TokenPair } from '@/lib/schemas/auth';
import { sessionFromTokens, writeDeviceToken, writeSession } from '@/lib/session/store';
import { upstream } from '@/lib/upstream/request';

export async function callSignIn<T extends z.ZodType>(path: string, schema: T, json: unknown): Promise<z.infer<T>> {
  const incoming = await headers();
  return upstream(path, schema, {
    method: 'POST',
    json,
    clientAddress: requestAddress((name) => incoming.get(name)),
    clientUserAgent: incoming.get('user-agent') ?? undefined,
  });
}

/** The session cookie, and the device cookie that spares this browser the per-address limit next time. */
export async function startSession(pair: TokenPair, remember: boolean) {
  await writeSession(sessionFromTokens(pair, remember));
  if (pair.device_token) await writeDeviceToken(pair.device_token);
}

/** A refusal as the form shows it: the server's message, and how long a lockout lasts. */
export function refusal(err: unknown): { message: string; lockedFor?: number } {
  if (!(err instanceof AppError)) throw err;
  return err.status === 429 && err.retryAfter
    ? { message: err.message, lockedFor: err.retryAfter }
    : { message: err.message };
}
