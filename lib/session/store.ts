// The session lives only in an encrypted, HttpOnly cookie (iron-session seal): the two
// tokens and what the shell needs. Cookies are written only from route handlers, server
// actions and the request proxy; server components read. The rules are in lib/session/core.ts.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE } from './cookie-names';
import { isHttpsProto, openSession, sealSession, sessionCookieName, sessionCookieOptions, type Session } from './core';

export { sessionFromTokens, type Session } from './data';

const requestIsHttps = async () => isHttpsProto((await headers()).get('x-forwarded-proto'));

export async function readSession(): Promise<Session | null> {
  return openSession((await cookies()).get(sessionCookieName(await requestIsHttps()))?.value);
}

/** `sealed`, when the caller has already sealed this session, saves sealing it again. */
export async function writeSession(session: Session, sealed?: string) {
  const https = await requestIsHttps();
  (await cookies()).set(
    sessionCookieName(https),
    sealed ?? (await sealSession(session)),
    sessionCookieOptions(session, https),
  );
}

export async function clearSession() {
  const https = await requestIsHttps();
  (await cookies()).set(sessionCookieName(https), '', sessionCookieOptions(null, https));
}

const deviceCookieName = (https: boolean) => (https ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);

/** The device token this browser holds from an earlier sign-in, if any. */
export async function readDeviceToken(): Promise<string | undefined> {
  return (await cookies()).get(deviceCookieName(await requestIsHttps()))?.value;
}

/** Keeps the API's device token in an HttpOnly cookie: page scripts never see it. */
export async function writeDeviceToken(token: string) {
  const https = await requestIsHttps();
  (await cookies()).set(deviceCookieName(https), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: https,
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
}
