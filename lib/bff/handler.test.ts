import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedApiEnv } from '../test/throwaway-env';

// The BFF core against the real embedded API (its worker thread on a throwaway PGlite
// directory). appEnv() reads process.env once, so it is set before any module is imported.
const { remove, admin } = embeddedApiEnv('bff');

const { handleBff, handleBffRequest, MAX_BODY } = await import('./handler');
const { callApi } = await import('../upstream/core');
const { openSession, sealSession, sessionFromTokens } = await import('../session/core');
const { sealWith } = await import('../session/data');
const { tokenPairSchema } = await import('../schemas/auth');
const { LOCALE_COOKIE } = await import('../i18n/config');
const { embeddedApi } = await import('../../server/embedded');
const id = (await import('../../messages/in.json')).default;
const en = (await import('../../messages/en.json')).default;

type Session = Awaited<ReturnType<typeof sessionFromTokens>>;
type Answer = Awaited<ReturnType<typeof handleBff>>;

const HOST = 'bank.test:3000';
const ORIGIN = `http://${HOST}`;
/** What our own client code sends with every write (lib/client). */
const WRITE = {
  'x-requested-with': 'XMLHttpRequest',
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};

type Call = { method?: string; target: string; headers?: Record<string, string>; body?: string };

/** One request through the BFF as a browser on our host would make it; `reads` counts body reads. */
async function bff({ method = 'GET', target, headers = {}, body = '' }: Call) {
  const sent = new Headers({ host: HOST, ...headers });
  let reads = 0;
  const answer = await handleBff({
    method,
    target,
    header: (name) => sent.get(name),
    async text(limit) {
      reads += 1;
      return Buffer.byteLength(body) > limit ? null : body;
    },
  });
  return { ...answer, reads, text: bodyText(answer), header: (name: string) => headerOf(answer, name) };
}

const bodyText = (answer: Answer) =>
  typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);
const headerOf = (answer: Answer, name: string) => answer.headers.filter(([k]) => k === name).map(([, v]) => v);

/** Every refusal of ours: JSON in the visitor's language, never cached, never sniffed. */
function expectRefusal(answer: Awaited<ReturnType<typeof bff>>, status: number, message: string) {
  expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({ status, body: { message } });
  expect(answer.header('content-type')).toEqual(['application/json; charset=utf-8']);
  expect(answer.header('cache-control')).toEqual(['no-store']);
  expect(answer.header('x-content-type-options')).toEqual(['nosniff']);
}

async function signIn() {
  const answer = await callApi({ method: 'POST', path: 'auth/admin/login', body: JSON.stringify(admin), lang: 'id' });
  expect(answer.status).toBe(200);
  return tokenPairSchema.parse(JSON.parse(new TextDecoder().decode(answer.bytes)));
}

const cookieOf = async (session: Session) => `bs_session=${await sealSession(session)}`;
/** A same-origin POST whose body streams in `chunks` chunks of 16 KB, with no Content-Length. */
function streamedWrite(chunks: number, onPull: () => void = () => {}) {
  const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull();
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(chunk);
    },
  });
  const request = new Request(`${ORIGIN}/strict/collector`, {
    method: 'POST',
    headers: { cookie, ...WRITE, host: HOST },
    body,
    duplex: 'half',
  } as RequestInit);
  expect(request.headers.get('content-length')).toBeNull();
  return request;
}

const sessionCookie = (setCookie: string) => /^bs_session=([^;]*)/.exec(setCookie)?.[1];

let session: Session;
let cookie: string;

beforeAll(async () => {
  await embeddedApi();
  session = sessionFromTokens(await signIn(), false);
  cookie = await cookieOf(session);
});
afterAll(async () => {
  await (await embeddedApi()).close();
  remove();
});

describe('the BFF lets through only the API paths that exist', () => {
  it('an unknown /strict path is a 404 in JSON', async () => {
    expectRefusal(await bff({ target: '/strict/secret-admin', headers: { cookie } }), 404, id.api.notFound);
  });

  it('a known path with a method it does not take is a 405', async () => {
    expectRefusal(await bff({ target: '/strict/collector/5', headers: { cookie } }), 405, id.api.methodNotAllowed);
    const post = await bff({
      method: 'POST',
      target: '/strict/report/summary',
      headers: { cookie, ...WRITE },
      body: '{}',
    });
    expectRefusal(post, 405, id.api.methodNotAllowed);
  });

  it.each([
    '/strict/..%2fauth/admin/login',
    '/strict/%2e%2e/auth/admin/login',
    '/strict/../auth/admin/login',
    '/strict//collector',
    '/strict/collector%00',
    '/strict/collector/',
    '/strict/./collector',
    '/strict\\collector',
    '/strict/collector%2f1',
  ])('an encoded or dotted target %s is a 404 before the session or the upstream is consulted', async (target) => {
    // Without a cookie the answer would be 401 had the path passed: 404 shows it never got that far.
    expectRefusal(await bff({ target }), 404, id.api.notFound);
    const write = await bff({ method: 'POST', target, headers: { cookie, ...WRITE }, body: '{"email":"a@b.c"}' });
    expectRefusal(write, 404, id.api.notFound);
    expect(write.reads).toBe(0);
    expect(write.header('set-cookie')).toEqual([]);
  });
});

describe('the BFF refuses writes that are not our own pages', () => {
  const post = (headers: Record<string, string>) =>
    bff({
      method: 'POST',
      target: '/strict/collector',
      headers: { cookie, 'content-type': 'application/json', ...headers },
      body: '{}',
    });

  it('a POST without X-Requested-With is a 403', async () => {
    expectRefusal(await post({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }), 403, id.api.forbidden);
  });

  it('a POST from a foreign Origin is a 403 even with the header', async () => {
    expectRefusal(await post({ ...WRITE, origin: 'http://evil.example' }), 403, id.api.forbidden);
    expectRefusal(await post({ ...WRITE, origin: 'http://bank.test:4000' }), 403, id.api.forbidden);
  });

  it('a POST from an opaque (null) Origin, or with none, is a 403', async () => {
    expectRefusal(await post({ ...WRITE, origin: 'null' }), 403, id.api.forbidden);
    const withoutOrigin: Record<string, string> = { ...WRITE };
    delete withoutOrigin.origin;
    expectRefusal(await post(withoutOrigin), 403, id.api.forbidden);
  });

  it('a POST the browser marks as cross-site or same-site is a 403', async () => {
    expectRefusal(await post({ ...WRITE, 'sec-fetch-site': 'cross-site' }), 403, id.api.forbidden);
    expectRefusal(await post({ ...WRITE, 'sec-fetch-site': 'same-site' }), 403, id.api.forbidden);
  });

  it('X-Forwarded-Host cannot vouch for a foreign Origin when no proxy is trusted', async () => {
    const answer = await post({ ...WRITE, origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' });
    expectRefusal(answer, 403, id.api.forbidden);
  });

  it('a same-origin write with the header reaches the API, whose 422 comes back', async () => {
    const answer = await post(WRITE);
    expect(answer.status).toBe(422);
    const body = JSON.parse(answer.text) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.first_name).toBeDefined();
    expect(answer.header('content-type')).toEqual(['application/json; charset=utf-8']);
  });

  it('a refusal is in English when the language cookie says en', async () => {
    const answer = await post({
      cookie: `${LOCALE_COOKIE}=en; ${cookie}`,
      origin: 'http://evil.example',
      'x-requested-with': 'XMLHttpRequest',
    });
    expectRefusal(answer, 403, en.api.forbidden);
    expectRefusal(
      await bff({ target: '/strict/nothing-here', headers: { cookie: `${LOCALE_COOKIE}=en` } }),
      404,
      en.api.notFound,
    );
  });
});

describe('the BFF takes only small JSON bodies', () => {
  const write = (body: string, headers: Record<string, string> = {}) =>
    bff({ method: 'POST', target: '/strict/collector', headers: { cookie, ...WRITE, ...headers }, body });

  it('a declared length over 64 KB is a 413 without reading the body', async () => {
    const answer = await write('{}', { 'content-length': String(MAX_BODY + 1) });
    expectRefusal(answer, 413, id.api.payloadTooLarge);
    expect(answer.reads).toBe(0);
  });

  it('a body over 64 KB with no declared length is a 413', async () => {
    const answer = await write(JSON.stringify({ first_name: 'x'.repeat(MAX_BODY) }));
    expectRefusal(answer, 413, id.api.payloadTooLarge);
  });

  it('a body over 64 KB streamed to the route handler with no length is a 413', async () => {
    const response = await handleBffRequest(streamedWrite(8));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: id.api.payloadTooLarge });
  });

  // Once awaited request.arrayBuffer() first: a chunked body was buffered whole before the 413.
  it('a streamed body is not read much past 64 KB before the 413', async () => {
    let pulled = 0;
    const response = await handleBffRequest(streamedWrite(1024, () => (pulled += 1)));
    expect(response.status).toBe(413);
    // 64 KB is four 16 KB chunks; a reader that stops at the limit pulls one or two more.
    expect(pulled).toBeLessThanOrEqual(6);
  });

  it('a body that is not declared JSON is a 415', async () => {
    expectRefusal(await write('{}', { 'content-type': 'text/plain' }), 415, id.api.unsupportedMediaType);
    expectRefusal(
      await write('a=1', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      id.api.unsupportedMediaType,
    );
  });

  it('malformed JSON is a 400', async () => {
    expectRefusal(await write('{"first_name":'), 400, id.api.invalidJson);
  });
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

describe("the BFF passes the API's answers on unchanged", () => {
  const direct = (method: 'POST' | 'DELETE', apiPath: string, body: string) =>
    callApi({ method, path: apiPath, body, token: session.access, lang: 'id' });

  it('a 404 for a missing record arrives byte for byte', async () => {
    const body = JSON.stringify({ id: [999_999] });
    const answer = await bff({ method: 'DELETE', target: '/strict/collector', headers: { cookie, ...WRITE }, body });
    const api = await direct('DELETE', 'strict/collector', body);
    expect(api.status).toBe(404);
    expect(answer.status).toBe(404);
    expect(answer.text).toBe(new TextDecoder().decode(api.bytes));
    expect(JSON.parse(answer.text)).toEqual({ message: id.api.deleteNotFound });
  });

  it('a 422 with field errors arrives byte for byte', async () => {
    const body = JSON.stringify({ first_name: '', trash_bank_name: 'Induk' });
    const answer = await bff({ method: 'POST', target: '/strict/collector', headers: { cookie, ...WRITE }, body });
    const api = await direct('POST', 'strict/collector', body);
    expect(api.status).toBe(422);
    expect(answer.status).toBe(422);
    expect(answer.text).toBe(new TextDecoder().decode(api.bytes));
    expect(JSON.parse(answer.text)).toMatchObject({
      message: expect.any(String),
      errors: { first_name: [expect.any(String)] },
    });
  });

  // Printed again after parsing, 1e309 became null (answered "required") and 99999999999999.99
  // became …98: the API must see the number as the browser wrote it.
  it.each(['1e309', '99999999999999.99'])(
    'a price written as %s reaches the API as written and gets its number message',
    async (price) => {
      const body = `{"name":"Botol","selling_price":${price},"buying_price":${price},"stock":"1"}`;
      const answer = await bff({ method: 'POST', target: '/strict/trash', headers: { cookie, ...WRITE }, body });
      expect(answer.status).toBe(422);
      const errors = JSON.parse(answer.text).errors;
      expect(errors.selling_price).toEqual([id.validation.number]);
      expect(errors.buying_price).toEqual([id.validation.number]);
    },
  );
});
