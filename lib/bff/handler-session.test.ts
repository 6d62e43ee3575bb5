import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../session/data';
import { bffTestBed } from './handler-test-bed';

// The session behind every call: a live one reads through, an expired token is refreshed, a
// dead or forged one is a 401 that clears the cookie.
const { bff, expectRefusal, signIn, cookieOf, ready } = await bffTestBed('bff-session');
const { callApi } = await import('../upstream/core');
const { openSession, sessionFromTokens } = await import('../session/core');
const { sealWith } = await import('../session/data');
const id = (await import('../../messages/in.json')).default;

const sessionCookie = (setCookie: string) => /^bs_session=([^;]*)/.exec(setCookie)?.[1];

let session: Session;
let cookie: string;
beforeAll(async () => {
  ({ session, cookie } = await ready());
});

describe('the BFF needs a live session', () => {
  it('no session cookie is a 401 and sets no cookie', async () => {
    const answer = await bff({ target: '/strict/collector' });
    expectRefusal(answer, 401, id.api.unauthenticated);
    expect(answer.header('set-cookie')).toEqual([]);
  });

  it('a garbled session cookie is a 401 that clears it', async () => {
    const answer = await bff({ target: '/strict/collector', headers: { cookie: 'bs_session=Fe26.2*1*garbage' } });
    expectRefusal(answer, 401, id.api.unauthenticated);
    expect(answer.header('set-cookie')).toEqual(['bs_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);
  });

  it('a session sealed with another password is a 401 that clears it', async () => {
    const forged = await sealWith(session, {
      password: { 1: 'another-password-of-at-least-32-characters' },
      ttl: 3600,
    });
    const answer = await bff({ target: '/strict/collector', headers: { cookie: `bs_session=${forged}` } });
    expectRefusal(answer, 401, id.api.unauthenticated);
    expect(answer.header('set-cookie')).toEqual(['bs_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);
  });

  it('a live session reads through to the API and sets no cookie', async () => {
    const answer = await bff({ target: '/strict/collector?page=1', headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ items: [], has_next_page: false, total_records: 0 });
    expect(answer.header('set-cookie')).toEqual([]);
    expect(answer.header('cache-control')).toEqual(['no-store']);
  });

  it('an expired access token is refreshed: the answer comes, with a cookie holding a new token pair', async () => {
    const fresh = sessionFromTokens(await signIn(), false);
    const expired = { ...fresh, accessExp: Math.floor(Date.now() / 1000) - 60 };
    const answer = await bff({ target: '/strict/collector', headers: { cookie: await cookieOf(expired) } });
    expect(answer.status).toBe(200);
    const [setCookie] = answer.header('set-cookie');
    const renewed = await openSession(sessionCookie(setCookie!));
    expect(renewed).not.toBeNull();
    expect(renewed!.access).not.toBe(fresh.access);
    expect(renewed!.refresh).not.toBe(fresh.refresh);
    expect(renewed!.accessExp).toBeGreaterThan(Date.now() / 1000);
    expect(renewed!.issuedAt).toBe(fresh.issuedAt);
    // The browser-session choice survives the refresh: still no Max-Age.
    expect(setCookie).not.toMatch(/Max-Age/);
  });

  it('a signed-out sign-in (refresh token revoked) is a 401 that clears the cookie', async () => {
    const pair = await signIn();
    const logout = await callApi({
      method: 'POST',
      path: 'auth/logout',
      body: JSON.stringify({ refresh_token: pair.jwt_refresh_token }),
      lang: 'id',
    });
    expect(logout.status).toBe(200);
    const revoked = sessionFromTokens(pair, true);
    const expired = await cookieOf({ ...revoked, accessExp: Math.floor(Date.now() / 1000) - 60 });
    const stillFresh = await cookieOf(revoked);
    for (const sent of [expired, stillFresh]) {
      const answer = await bff({ target: '/strict/collector', headers: { cookie: sent } });
      expectRefusal(answer, 401, id.api.unauthenticated);
      expect(answer.header('set-cookie')).toEqual(['bs_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);
    }
  });
});
