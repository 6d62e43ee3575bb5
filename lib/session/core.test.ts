import { afterAll, describe, expect, it } from 'vitest';
import { throwawayEnv } from '../test/throwaway-env';

// Timeouts chosen for the test: 10 minutes idle (so a renewal every 60 s), 1 hour absolute.
const { remove } = throwawayEnv('bs-session-', {
  SESSION_PASSWORD: 'a-session-password-of-at-least-32-characters',
  SESSION_IDLE_TIMEOUT: '600',
  SESSION_ABSOLUTE_TIMEOUT: '3600',
});

const core = await import('./core');
const { sealWith } = await import('./data');
const {
  isHttpsProto,
  needsRenewal,
  openSession,
  readCookie,
  renewSession,
  sealSession,
  serializeCookie,
  sessionCookieName,
  sessionCookieOptions,
} = core;
type Session = import('./data').Session;

afterAll(remove);

const NOW = Date.now();
const nowS = Math.floor(NOW / 1000);
const user = { id: 7, first_name: 'Siti', last_name: null, email: 'siti@bank.test', access: null };
const pair = { message: 'ok', jwt_token: 'access-token', jwt_refresh_token: 'refresh-token', expires_in: 900, user };
const aSession = (over: Partial<Session> = {}): Session => ({ ...core.sessionFromTokens(pair, false, NOW), ...over });

describe('the session cookie', () => {
  it('is __Host- prefixed over HTTPS and plain over HTTP', () => {
    expect(sessionCookieName(true)).toBe('__Host-bs_session');
    expect(sessionCookieName(false)).toBe('bs_session');
  });

  it("'Ingat saya' keeps it until the absolute timeout; otherwise it dies with the browser", () => {
    const persistent = aSession({ persistent: true, issuedAt: nowS - 600 });
    expect(sessionCookieOptions(persistent, true, NOW)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      maxAge: 3000,
    });
    expect(sessionCookieOptions(aSession(), false, NOW)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
    });
    // Past the absolute timeout nothing negative is written.
    expect(sessionCookieOptions(aSession({ persistent: true, issuedAt: nowS - 7200 }), false, NOW).maxAge).toBe(0);
  });

  it('is cleared with Max-Age=0', () => {
    expect(sessionCookieOptions(null, true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      maxAge: 0,
    });
    expect(serializeCookie('__Host-bs_session', '', sessionCookieOptions(null, true))).toBe(
      '__Host-bs_session=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0',
    );
  });

  it('is written as a Set-Cookie value with its attributes', () => {
    expect(serializeCookie('bs_session', 'abc', sessionCookieOptions(aSession(), false, NOW))).toBe(
      'bs_session=abc; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(
      serializeCookie('bs_session', 'abc', { httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 60 }),
    ).toBe('bs_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=60');
  });

  it('is read from a Cookie header by its exact name', () => {
    const header = 'xbs_session=wrong; bs_session=Fe26.2**a*b~2 ; I18N_LANGUAGE=en';
    expect(readCookie(header, 'bs_session')).toBe('Fe26.2**a*b~2');
    expect(readCookie(header, 'I18N_LANGUAGE')).toBe('en');
    expect(readCookie('a=b=c', 'a')).toBe('b=c');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie('=orphan; bs_session', 'bs_session')).toBeUndefined();
    expect(readCookie(null, 'bs_session')).toBeUndefined();
    expect(readCookie('', 'bs_session')).toBeUndefined();
  });

  it('counts as HTTPS only when the first forwarded protocol says so', () => {
    expect(isHttpsProto('https')).toBe(true);
    expect(isHttpsProto(' HTTPS ')).toBe(true);
    expect(isHttpsProto('https, http')).toBe(true);
    expect(isHttpsProto('http, https')).toBe(false);
    expect(isHttpsProto('http')).toBe(false);
    expect(isHttpsProto('')).toBe(false);
    expect(isHttpsProto(null)).toBe(false);
    expect(isHttpsProto(undefined)).toBe(false);
  });
});

describe('sealing and opening a session', () => {
  it('a sealed session opens to the same session', async () => {
    const session = aSession({ persistent: true });
    const sealed = await sealSession(session);
    expect(sealed).not.toContain('access-token');
    expect(await openSession(sealed, NOW)).toEqual(session);
  });

  it('a value sealed with another password opens to null', async () => {
    const foreign = await sealWith(aSession(), {
      password: { 1: 'another-password-of-at-least-32-characters' },
      ttl: 3600,
    });
    expect(await openSession(foreign, NOW)).toBeNull();
  });

  it('garbage, an empty value and no value open to null', async () => {
    expect(await openSession('Fe26.2*1*garbage', NOW)).toBeNull();
    expect(await openSession('', NOW)).toBeNull();
    expect(await openSession(undefined, NOW)).toBeNull();
  });

  it('a genuine seal longer than 4096 characters opens to null', async () => {
    const sealed = await sealSession(aSession({ access: 'a'.repeat(4000) }));
    expect(sealed.length).toBeGreaterThan(4096);
    expect(await openSession(sealed, NOW)).toBeNull();
  });

  it('a session unused for the idle timeout is over', async () => {
    const sealed = await sealSession(aSession({ seenAt: nowS }));
    expect(await openSession(sealed, NOW + 599_000)).not.toBeNull();
    expect(await openSession(sealed, NOW + 600_000)).toBeNull();
  });

  it('a session older than the absolute timeout is over however busy', async () => {
    const sealed = await sealSession(aSession({ issuedAt: nowS - 3599, seenAt: nowS }));
    expect(await openSession(sealed, NOW)).not.toBeNull();
    expect(await openSession(sealed, NOW + 1000)).toBeNull();
  });
});

describe('renewing a session in use', () => {
  it('is due once the renewal interval (a quarter of the idle timeout, at most 60 s) has passed', () => {
    const session = aSession({ seenAt: nowS });
    expect(needsRenewal(session, NOW + 59_000)).toBe(false);
    expect(needsRenewal(session, NOW + 60_000)).toBe(true);
  });

  it('moves the idle clock to now, and the renewed cookie opens to that session', async () => {
    const session = aSession({ seenAt: nowS - 120 });
    const value = await sealSession(session);
    const renewal = await renewSession(value, session, NOW);
    expect(renewal.session).toEqual({ ...session, seenAt: nowS });
    expect(await openSession(renewal.sealed, NOW)).toEqual(renewal.session);
  });

  it('is shared by later callers with the same cookie value within the interval', async () => {
    const session = aSession({ seenAt: nowS - 120 });
    const value = await sealSession(session);
    const first = await renewSession(value, session, NOW);
    const second = await renewSession(value, session, NOW + 5_000);
    expect(second.sealed).toBe(first.sealed);
    const other = await renewSession(await sealSession(session), session, NOW + 5_000);
    expect(other.sealed).not.toBe(first.sealed);
  });

  it('after the interval, the same old value is renewed afresh', async () => {
    const session = aSession({ seenAt: nowS - 120 });
    const value = await sealSession(session);
    const first = await renewSession(value, session, NOW);
    const later = await renewSession(value, session, NOW + 61_000);
    expect(later.sealed).not.toBe(first.sealed);
    expect(later.session.seenAt).toBe(nowS + 61);
  });

  // Once stored only after the seal finished: callers arriving together each sealed a different cookie.
  it('is shared by parallel callers with the same cookie value', async () => {
    const session = aSession({ seenAt: nowS - 120 });
    const value = await sealSession(session);
    const renewals = await Promise.all(Array.from({ length: 5 }, () => renewSession(value, session, NOW)));
    expect(new Set(renewals.map((renewal) => renewal.sealed)).size).toBe(1);
  });
});
