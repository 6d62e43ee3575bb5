import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedAddressHeaders } from '../../lib/shared/client-address';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';
import { issueDeviceToken } from '../auth/device-token';
import { ADMIN, CUSTOMER_LOGIN, insertFixtures, insertUser } from '../test/fixtures';
import { jsonPost } from '../test/api';
import { openTestDatabase, testDbKinds, testEnv } from '../test/databases';

const SECRET = 'test-forwarding-secret-test-forwarding-secret-01';
const WRONG = { email: ADMIN.email, password: 'bukan-password-nya' };

describe.each(testDbKinds)('sign-in throttling on %s', (kind) => {
  let database: Database;
  let app: App;

  const from = (address: string, secret = SECRET) => Object.fromEntries(signedAddressHeaders(secret, address));
  const attempt = async (credentials: { email: string; password: string }, headers: Record<string, string>) => {
    const res = await app.request('/auth/admin/login', jsonPost(credentials, headers));
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as { message: string },
    };
  };
  const failures = async (address: string) =>
    await database.db.$count(signInFailures, eq(signInFailures.address, address));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    app = createApp({ db: database.db, env: testEnv({ LOGIN_MAX_FAILURES: '10', LOGIN_FAILURE_WINDOW: '900' }) });
  });
  afterAll(() => database?.close());

  it('after 10 failures from one address, the 11th attempt gets 429, an Indonesian message and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt(WRONG, from('203.0.113.7'))).status).toBe(401);
    const throttled = await attempt(WRONG, from('203.0.113.7'));
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ message: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.' });
    expect(Number(throttled.retryAfter)).toBeGreaterThan(890);
    expect(Number(throttled.retryAfter)).toBeLessThanOrEqual(900);
    expect((await attempt(ADMIN, from('203.0.113.7'))).status).toBe(429);
    // Throttled attempts are not counted: the window does not grow while someone keeps trying.
    expect(await failures('203.0.113.7')).toBe(10);
  });

  it('answers in the language asked for', async () => {
    const res = await app.request(
      '/auth/admin/login',
      jsonPost(WRONG, { ...from('203.0.113.7'), 'accept-language': 'en' }),
    );
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
  });

  it('a correct sign-in from another address still works', async () => {
    expect((await attempt(ADMIN, from('198.51.100.20'))).status).toBe(200);
  });

  it('recovers once the failures leave the window', async () => {
    await database.db.execute(
      sql`update sign_in_failures set failed_at = failed_at - interval '901 seconds' where address = '203.0.113.7'`,
    );
    expect((await attempt(ADMIN, from('203.0.113.7'))).status).toBe(200);
  });

  it("a correct sign-in clears that account's failures from that address", async () => {
    for (let i = 0; i < 9; i += 1) await attempt(WRONG, from('203.0.113.8'));
    expect((await attempt(ADMIN, from('203.0.113.8'))).status).toBe(200);
    expect(await failures('203.0.113.8')).toBe(0);
    for (let i = 0; i < 9; i += 1) expect((await attempt(WRONG, from('203.0.113.8'))).status).toBe(401);
  });

  it('one address guessing many accounts is throttled after five times the limit', async () => {
    for (let i = 0; i < 50; i += 1)
      expect((await attempt({ email: `orang${i}@test.id`, password: 'salah-salah' }, from('203.0.113.9'))).status).toBe(
        401,
      );
    expect((await attempt({ email: 'orang-baru@test.id', password: 'salah-salah' }, from('203.0.113.9'))).status).toBe(
      429,
    );
  });

  it('an address claimed without our signature, or with a stale or forged one, is not believed', async () => {
    for (let i = 0; i < 10; i += 1) await attempt(WRONG, from('192.0.2.50'));
    expect((await attempt(ADMIN, from('192.0.2.50'))).status).toBe(429);
    // The throttled client claims another address: plainly, with a foreign key, with an old stamp.
    const stale = Object.fromEntries(signedAddressHeaders(SECRET, '192.0.2.51', Date.now() - 5 * 60_000));
    for (const headers of [
      { 'x-client-address': '192.0.2.51' },
      from('192.0.2.51', 'someone-elses-secret-someone-elses-secret-00'),
      stale,
    ]) {
      // Not believed, so it counts under the shared unknown bucket, never as 192.0.2.51.
      await attempt(WRONG, headers);
      expect(await failures('192.0.2.51')).toBe(0);
    }
    expect(await failures('unknown')).toBe(3);
  });
});

describe.each(testDbKinds)(
  'device tokens on %s: a device that signed in before is not locked out by someone spraying from its address',
  (kind) => {
    const MAX = 10;
    const env = testEnv({ LOGIN_MAX_FAILURES: String(MAX), LOGIN_FAILURE_WINDOW: '900' });
    const OTHER_ADMIN = { email: 'admin-dua@test.id', password: 'rahasia-admin-dua-1' };
    let database: Database;
    let app: App;
    let adminId: number;
    let sprayed = 0;

    const from = (address: string) => Object.fromEntries(signedAddressHeaders(SECRET, address));
    const attempt = async (door: string, body: Record<string, unknown>, address: string) => {
      const res = await app.request(door, jsonPost(body, from(address)));
      return { status: res.status, body: (await res.json()) as { device_token?: string } };
    };
    /** Signs in from a clean address and keeps the device token the answer carries. */
    const deviceToken = async (credentials: { email: string; password: string }, door = '/auth/admin/login') => {
      const res = await attempt(door, credentials, `198.51.100.${++sprayed}`);
      expect(res.status).toBe(200);
      expect(res.body.device_token).toEqual(expect.any(String));
      return res.body.device_token!;
    };
    /** An address from which 5 × LOGIN_MAX_FAILURES made-up accounts have failed. */
    const sprayedAddress = async () => {
      const address = `203.0.113.${100 + ++sprayed}`;
      for (let i = 0; i < 5 * MAX; i += 1)
        expect(
          (await attempt('/auth/admin/login', { email: `karangan${i}@test.id`, password: 'salah-salah' }, address))
            .status,
        ).toBe(401);
      return address;
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      ({ adminId } = await insertFixtures(database.db));
      await insertUser(database.db, { firstName: 'Admin', lastName: 'Dua', role: 'admin', ...OTHER_ADMIN });
      app = createApp({ db: database.db, env });
    });
    afterAll(() => database?.close());

    it('lets the right password in with the device token of an earlier sign-in, and without it still answers 429', async () => {
      const device = await deviceToken(ADMIN);
      const address = await sprayedAddress();
      expect((await attempt('/auth/admin/login', ADMIN, address)).status).toBe(429);
      const res = await attempt('/auth/admin/login', { ...ADMIN, device_token: device }, address);
      expect(res.status).toBe(200);
      expect(res.body.device_token).toEqual(expect.any(String));
    });

    it("hands out device tokens at the field apps' door too, and honours them there", async () => {
      const device = await deviceToken(CUSTOMER_LOGIN, '/auth/login');
      const address = await sprayedAddress();
      expect((await attempt('/auth/login', CUSTOMER_LOGIN, address)).status).toBe(429);
      expect((await attempt('/auth/login', { ...CUSTOMER_LOGIN, device_token: device }, address)).status).toBe(200);
    });

    it("does not lift the address limit for another account with one account's device token", async () => {
      const device = await deviceToken(ADMIN);
      const address = await sprayedAddress();
      expect((await attempt('/auth/admin/login', { ...OTHER_ADMIN, device_token: device }, address)).status).toBe(429);
      expect((await attempt('/auth/admin/login', { ...ADMIN, device_token: device }, address)).status).toBe(200);
    });

    it('ignores a tampered, expired or malformed device token (still 429, never an error) and honours the genuine one', async () => {
      const device = await deviceToken(ADMIN);
      const address = await sprayedAddress();
      const parts = device.split('.');
      const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
      const tampered = [
        [parts[0], String(Number(parts[1]) + 1), ...parts.slice(2)].join('.'), // another account
        [...parts.slice(0, 2), String(Number(parts[2]) + 1), ...parts.slice(3)].join('.'), // another date
        [...parts.slice(0, 4), flip(parts[4]!)].join('.'), // another signature
      ];
      const expired = issueDeviceToken(env, adminId, Date.now() - 181 * 24 * 3600 * 1000);
      for (const bad of [...tampered, expired, 'v1.garbage', '', `${device}.${'x'.repeat(600)}`, null]) {
        expect(
          (await attempt('/auth/admin/login', { ...ADMIN, device_token: bad }, address)).status,
          JSON.stringify(bad),
        ).toBe(429);
      }
      expect((await attempt('/auth/admin/login', { ...ADMIN, device_token: device }, address)).status).toBe(200);
    });

    it('refuses a device_token that is not text at all with 422 on that field, counting no failure', async () => {
      for (const notText of [12345, { token: 'v1' }, ['v1'], true]) {
        const res = await app.request(
          '/auth/admin/login',
          jsonPost({ ...WRONG, device_token: notText }, from('192.0.2.99')),
        );
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({
          message: 'Data yang dikirim tidak valid',
          errors: { device_token: ['Harus berupa teks'] },
        });
      }
      expect(await database.db.$count(signInFailures, eq(signInFailures.address, '192.0.2.99'))).toBe(0);
    });

    it('still counts failures made with a valid device token, and keeps the per-account limit', async () => {
      const device = await deviceToken(ADMIN);
      const address = await sprayedAddress();
      for (let i = 0; i < MAX; i += 1)
        expect((await attempt('/auth/admin/login', { ...WRONG, device_token: device }, address)).status).toBe(401);
      expect((await attempt('/auth/admin/login', { ...ADMIN, device_token: device }, address)).status).toBe(429);
    });
  },
);
