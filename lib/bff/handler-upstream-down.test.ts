import { describe, expect, it } from 'vitest';

// An upstream that cannot be reached: port 9 (discard) is on fetch's list of blocked ports, so
// undici fails it at once ('bad port') without connecting; a genuinely refused connection is
// covered in lib/upstream/core-timeout.test.ts. appEnv() reads process.env once, so this needs a file of
// its own, with env set before the imports.
Object.assign(process.env, {
  API_BASE_URL: 'http://127.0.0.1:9',
  UPSTREAM_TIMEOUT_MS: '2000',
  SESSION_PASSWORD: 'a-session-password-of-at-least-32-characters',
});

const { handleBff } = await import('./handler');
const { callApi, UpstreamUnavailable } = await import('../upstream/core');
const { sealSession, sessionFromTokens } = await import('../session/core');
const { LOCALE_COOKIE } = await import('../i18n/config');
const id = (await import('../../messages/in.json')).default;
const en = (await import('../../messages/en.json')).default;

const user = { id: 1, first_name: 'Admin', last_name: null, email: 'admin@down.test', access: null };
const pair = { message: 'ok', jwt_token: 'access', jwt_refresh_token: 'refresh', expires_in: 900, user };

async function get(cookie: string) {
  const started = Date.now();
  const answer = await handleBff({
    method: 'GET',
    target: '/strict/collector',
    header: (name) => (name === 'cookie' ? cookie : name === 'host' ? 'bank.test' : null),
    text: async () => '',
  });
  const body = typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);
  return {
    ...answer,
    json: JSON.parse(body) as unknown,
    ms: Date.now() - started,
    header: (name: string) => answer.headers.filter(([k]) => k === name).map(([, v]) => v),
  };
}

describe('an unreachable upstream', () => {
  it('callApi says it is unavailable, not timed out, and at once', async () => {
    const started = Date.now();
    const error = await callApi({ path: 'strict/collector', lang: 'id' }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(UpstreamUnavailable);
    expect((error as InstanceType<typeof UpstreamUnavailable>).timedOut).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("the BFF answers 502 with the network message in the visitor's language, keeping the session", async () => {
    const cookie = `bs_session=${await sealSession(sessionFromTokens(pair, false))}`;
    const answer = await get(cookie);
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({ message: id.errors.network });
    expect(answer.header('content-type')).toEqual(['application/json; charset=utf-8']);
    expect(answer.header('cache-control')).toEqual(['no-store']);
    expect(answer.header('x-content-type-options')).toEqual(['nosniff']);
    // The API being down says nothing about the sign-in: the cookie stays.
    expect(answer.header('set-cookie')).toEqual([]);

    const english = await get(`${LOCALE_COOKIE}=en; ${cookie}`);
    expect(english.json).toEqual({ message: en.errors.network });
  });

  it('a session that needs a refresh gets the same 502 and is not signed out', async () => {
    const expired = { ...sessionFromTokens(pair, false), accessExp: Math.floor(Date.now() / 1000) - 60 };
    const answer = await get(`bs_session=${await sealSession(expired)}`);
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({ message: id.errors.network });
    expect(answer.header('set-cookie')).toEqual([]);
  });
});
