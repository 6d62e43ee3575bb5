import { beforeAll, describe, expect, it } from 'vitest';
import { bffTestBed, HOST, ORIGIN, WRITE } from './handler-test-bed';

// What a write must be to pass: from our own pages (CSRF), with a small JSON body.
const { bff, expectRefusal, ready } = await bffTestBed('bff-writes');
const { handleBffRequest, MAX_BODY } = await import('./handler');
const { LOCALE_COOKIE } = await import('../i18n/config');
const id = (await import('../../messages/in.json')).default;
const en = (await import('../../messages/en.json')).default;

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await ready());
});

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
