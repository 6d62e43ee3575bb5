// The session without any framework: the cookie's name and attributes, opening a sealed value
// (remembered for a while), the idle and absolute timeouts, renewal. The BFF's route handlers
// (lib/bff/handler.ts), the request proxy (lib/session/proxy.ts) and the pages
// (lib/session/store.ts) all go through here.
import 'server-only';
import { appEnv } from '../env';
import { SESSION_COOKIE } from './cookie-names';
import { sealWith, unsealWith, type SealKeys, type Session } from './data';

export { sessionFromTokens, type Session } from './data';

/** Seconds of margin: a token this close to expiry is refreshed before use. */
export const EXPIRY_MARGIN_S = 10;
export const isExpiring = (session: Session, now = Date.now()) => session.accessExp - EXPIRY_MARGIN_S <= now / 1000;

/**
 * A session in use is re-sealed (its `seenAt` moved on) at most this often, in seconds: every
 * minute, or a quarter of the idle timeout when that is shorter, so activity always counts.
 */
const renewAfterS = () => Math.max(1, Math.min(60, Math.floor(appEnv().SESSION_IDLE_TIMEOUT / 4)));

/** Over HTTPS the cookie is `__Host-` prefixed: Secure, Path=/, no Domain, enforced by the browser. */
export const sessionCookieName = (https: boolean) => (https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** Behind a TLS-terminating proxy the original scheme arrives as X-Forwarded-Proto. */
export const isHttpsProto = (forwardedProto: string | null | undefined) =>
  (forwardedProto ?? '').split(',')[0]?.trim().toLowerCase() === 'https';

// The seal itself expires with the absolute timeout: a copied cookie cannot outlive it.
const keys = (): SealKeys => ({ password: appEnv().SESSION_PASSWORD, ttl: appEnv().SESSION_ABSOLUTE_TIMEOUT });

export const sealSession = (session: Session) => sealWith(session, keys());

/** Still within both timeouts at `now`. */
export function isLive(session: Session, now = Date.now()): boolean {
  const { SESSION_IDLE_TIMEOUT, SESSION_ABSOLUTE_TIMEOUT } = appEnv();
  const s = now / 1000;
  return s - session.issuedAt < SESSION_ABSOLUTE_TIMEOUT && s - session.seenAt < SESSION_IDLE_TIMEOUT;
}

export const needsRenewal = (session: Session, now = Date.now()) => now / 1000 - session.seenAt >= renewAfterS();

/**
 * The session with its idle clock moved to now, sealed. Requests that arrive together with the
 * same old cookie (a page's parallel calls) share one renewal for a while.
 */
const renewed = new Map<string, { renewal: Promise<{ session: Session; sealed: string }>; at: number }>();
export function renewSession(
  value: string,
  session: Session,
  now = Date.now(),
): Promise<{ session: Session; sealed: string }> {
  const hit = renewed.get(value);
  if (hit && now - hit.at < renewAfterS() * 1000) return hit.renewal;
  const next = { ...session, seenAt: Math.floor(now / 1000) };
  // Remembered before the seal is done, so callers that arrive together share this one.
  const renewal = sealSession(next).then((sealed) => ({ session: next, sealed }));
  if (renewed.size >= OPENED_MAX) renewed.clear();
  renewed.set(value, { renewal, at: now });
  renewal.catch(() => renewed.delete(value));
  return renewal;
}

/**
 * Unsealing costs key derivation, HMAC and AES at every request, and a page reads the session
 * more than once: a sealed value always opens to the same session, so recent ones are
 * remembered. The timeouts are checked on every read all the same.
 */
const opened = new Map<string, Session | null>();
const OPENED_MAX = 5000;

/** The live session a cookie value holds, or null (absent, forged, sealed with an unknown key, timed out). */
export async function openSession(value: string | undefined, now = Date.now()): Promise<Session | null> {
  if (!value || value.length > 4096) return null;
  let session = opened.get(value);
  if (session === undefined) {
    session = await unsealWith(value, keys());
    if (opened.size >= OPENED_MAX) opened.clear();
    opened.set(value, session);
  }
  return session && isLive(session, now) ? session : null;
}

export type CookieOptions = { httpOnly: true; sameSite: 'lax'; path: '/'; secure: boolean; maxAge?: number };

/**
 * 'Ingat saya' keeps the cookie across browser restarts, until the absolute timeout; otherwise
 * it dies with the browser. A null session clears the cookie.
 */
export function sessionCookieOptions(session: Session | null, https: boolean, now = Date.now()): CookieOptions {
  const base = { httpOnly: true, sameSite: 'lax', path: '/', secure: https } as const;
  if (session === null) return { ...base, maxAge: 0 };
  if (!session.persistent) return base;
  return {
    ...base,
    maxAge: Math.max(0, session.issuedAt + appEnv().SESSION_ABSOLUTE_TIMEOUT - Math.floor(now / 1000)),
  };
}

/** A Set-Cookie header value. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join('; ');
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
