import { beforeAll, describe, expect, it } from 'vitest';
import { bffTestBed, WRITE } from './handler-test-bed';

// Which targets the BFF forwards at all: its allow-list, checked on the raw target.
const { bff, expectRefusal, ready } = await bffTestBed('bff-paths');
const id = (await import('../../messages/in.json')).default;

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await ready());
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
