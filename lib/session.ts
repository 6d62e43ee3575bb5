// The session lives only in an encrypted, HttpOnly cookie (iron-session seal): the two
// tokens and what the shell needs. Cookies are written only from route handlers and server
// actions; server components read.
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { appEnv } from './env';
import { sessionUserSchema, type TokenPair } from './schemas/auth';
import { SESSION_COOKIE } from './session-cookie';

const sessionSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  /** Epoch seconds when `access` expires. */
  accessExp: z.number(),
  user: sessionUserSchema,
  persistent: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

const sealOptions = () => ({ password: { 1: appEnv().SESSION_PASSWORD }, ttl: appEnv().SESSION_TTL });

export async function unsealSession(value: string | undefined): Promise<Session | null> {
  if (!value) return null;
  const data = await unsealData(value, sealOptions()).catch(() => ({}));
  const parsed = sessionSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export async function readSession(): Promise<Session | null> {
  return unsealSession((await cookies()).get(SESSION_COOKIE)?.value);
}

export function sessionFromTokens(pair: TokenPair, persistent: boolean): Session {
  return {
    access: pair.jwt_token,
    refresh: pair.jwt_refresh_token,
    accessExp: Math.floor(Date.now() / 1000) + pair.expires_in,
    user: pair.user,
    persistent,
  };
}

async function isHttps() {
  const h = await headers();
  return (h.get('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https';
}

export async function writeSession(session: Session) {
  const value = await sealData(session, sealOptions());
  (await cookies()).set(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: await isHttps(),
    // 'Ingat saya' keeps the cookie across browser restarts; otherwise it dies with the browser.
    ...(session.persistent ? { maxAge: appEnv().SESSION_TTL } : {}),
  });
}

export async function clearSession() {
  (await cookies()).set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure: await isHttps(), maxAge: 0 });
}
