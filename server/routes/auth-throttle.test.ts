import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedAddressHeaders } from '../../lib/client-address';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';
import { ADMIN, insertFixtures, jsonPost } from '../test/fixtures';
import { openTestDatabase, testDbKinds, testEnv } from '../test/databases';

const SECRET = 'test-forwarding-secret-test-forwarding-secret-01';
const WRONG = { email: ADMIN.email, password: 'bukan-password-nya' };

describe.each(testDbKinds)('sign-in throttling on %s', (kind) => {
  let database: Database;
  let app: App;

  const from = (address: string, secret = SECRET) => Object.fromEntries(signedAddressHeaders(secret, address));
  const attempt = async (credentials: { email: string; password: string }, headers: Record<string, string>) => {
    const res = await app.request('/auth/admin/login', jsonPost(credentials, headers));
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message: string } };
  };
  const failures = async (address: string) => (await database.db.$count(signInFailures, eq(signInFailures.address, address)));

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
    const res = await app.request('/auth/admin/login', jsonPost(WRONG, { ...from('203.0.113.7'), 'accept-language': 'en' }));
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
  });

  it('a correct sign-in from another address still works', async () => {
    expect((await attempt(ADMIN, from('198.51.100.20'))).status).toBe(200);
  });

  it('recovers once the failures leave the window', async () => {
    await database.db.execute(sql`update sign_in_failures set failed_at = failed_at - interval '901 seconds' where address = '203.0.113.7'`);
    expect((await attempt(ADMIN, from('203.0.113.7'))).status).toBe(200);
  });

  it('a correct sign-in clears that account\'s failures from that address', async () => {
    for (let i = 0; i < 9; i += 1) await attempt(WRONG, from('203.0.113.8'));
    expect((await attempt(ADMIN, from('203.0.113.8'))).status).toBe(200);
    expect(await failures('203.0.113.8')).toBe(0);
    for (let i = 0; i < 9; i += 1) expect((await attempt(WRONG, from('203.0.113.8'))).status).toBe(401);
  });

  it('one address guessing many accounts is throttled after five times the limit', async () => {
    for (let i = 0; i < 50; i += 1) expect((await attempt({ email: `orang${i}@test.id`, password: 'salah-salah' }, from('203.0.113.9'))).status).toBe(401);
    expect((await attempt({ email: 'orang-baru@test.id', password: 'salah-salah' }, from('203.0.113.9'))).status).toBe(429);
  });

  it('an address claimed without our signature, or with a stale or forged one, is not believed', async () => {
    for (let i = 0; i < 10; i += 1) await attempt(WRONG, from('192.0.2.50'));
    expect((await attempt(ADMIN, from('192.0.2.50'))).status).toBe(429);
    // The throttled client claims another address: plainly, with a foreign key, with an old stamp.
    const stale = Object.fromEntries(signedAddressHeaders(SECRET, '192.0.2.51', Date.now() - 5 * 60_000));
    for (const headers of [{ 'x-client-address': '192.0.2.51' }, from('192.0.2.51', 'someone-elses-secret-someone-elses-secret-00'), stale]) {
      // Not believed, so it counts under the shared unknown bucket, never as 192.0.2.51.
      await attempt(WRONG, headers);
      expect(await failures('192.0.2.51')).toBe(0);
    }
    expect(await failures('unknown')).toBe(3);
  });
});
