// The session lives only in an encrypted, HttpOnly cookie (iron-session seal): the two
// tokens and what the shell needs. Cookies are written only from route handlers, server
// actions and the request proxy; server components read. The rules are in lib/session-core.ts.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { isHttpsProto, openSession, sealSession, sessionCookieName, sessionCookieOptions, type Session } from './session-core';

export { sessionFromTokens, type Session } from './session-data';

const requestIsHttps = async () => isHttpsProto((await headers()).get('x-forwarded-proto'));

export async function readSession(): Promise<Session | null> {
  return openSession((await cookies()).get(sessionCookieName(await requestIsHttps()))?.value);
}

export async function writeSession(session: Session) {
  const https = await requestIsHttps();
  (await cookies()).set(sessionCookieName(https), await sealSession(session), sessionCookieOptions(session, https));
}

export async function clearSession() {
  const https = await requestIsHttps();
  (await cookies()).set(sessionCookieName(https), '', sessionCookieOptions(null, https));
}
