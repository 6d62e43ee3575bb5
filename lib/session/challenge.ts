// The sign-in between its two steps: the API's challenge (the proof that the password was right),
// with "remember me" and where to go next, sealed (iron-session) in an HttpOnly cookie that lives
// as long as the challenge. Page scripts never see it; the code step's server action reads it.
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { appEnv } from '../env';
import { isHttpsProto } from './core';

const COOKIE = 'bs_challenge';
/** As long as the API's challenge (server/auth/challenges.ts). */
const TTL_S = 5 * 60;

const pendingSchema = z.object({
  challenge: z.string(),
  /** 'code': the account has a factor; 'enrol': REQUIRE_2FA makes it enrol first. */
  step: z.enum(['code', 'enrol']),
  remember: z.boolean(),
  next: z.string(),
});
export type PendingSignIn = z.infer<typeof pendingSchema>;

const keys = () => ({ password: appEnv().SESSION_PASSWORD, ttl: TTL_S });
const cookieName = (https: boolean) => (https ? `__Host-${COOKIE}` : COOKIE);
const requestIsHttps = async () => isHttpsProto((await headers()).get('x-forwarded-proto'));

export async function writePendingSignIn(pending: PendingSignIn) {
  const https = await requestIsHttps();
  (await cookies()).set(cookieName(https), await sealData(pending, keys()), {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: https,
    maxAge: TTL_S,
  });
}

export async function readPendingSignIn(): Promise<PendingSignIn | null> {
  const value = (await cookies()).get(cookieName(await requestIsHttps()))?.value;
  if (!value || value.length > 4096) return null;
  const parsed = pendingSchema.safeParse(await unsealData(value, keys()).catch(() => ({})));
  return parsed.success ? parsed.data : null;
}

export async function clearPendingSignIn() {
  const https = await requestIsHttps();
  (await cookies()).set(cookieName(https), '', {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: https,
    maxAge: 0,
  });
}
