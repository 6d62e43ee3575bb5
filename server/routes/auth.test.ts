import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STATE_TTL_MS } from '../auth/session-state';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { ADMIN, CUSTOMER_LOGIN, INACTIVE_ADMIN, insertFixtures, insertUser } from '../test/fixtures';
import { bearer, jsonPost, login } from '../test/api';
import { openTestDatabase, testDbKinds, testEnv } from '../test/databases';

const LOGIN_FAILED = { message: 'Email atau password salah' };
const SESSION_INVALID = { message: 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali' };

describe.each(testDbKinds)('auth on %s', (kind) => {
  let database: Database;
  let app: App;

  const post = async (path: string, body: unknown, headers?: Record<string, string>) => {
    const res = await app.request(path, jsonPost(body, headers));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** Whether /strict accepts this access token. */
  const strictStatus = async (token: string) => (await app.request('/strict/report/summary', bearer(token))).status;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    app = createApp({ db: database.db, env: testEnv() });
  });
  afterAll(() => database?.close());

  describe('POST /auth/admin/login', () => {
    it('signs an active administrator in with a token pair and a message', async () => {
      const { status, body } = await post('/auth/admin/login', ADMIN);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        message: 'Login berhasil',
        expires_in: 900,
        user: { first_name: 'Admin', last_name: 'Utama', email: ADMIN.email },
      });
      expect(body.jwt_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.jwt_refresh_token).toEqual(expect.any(String));
      expect(body.jwt_refresh_token).not.toBe(body.jwt_token);
      expect(await strictStatus(body.jwt_token as string)).toBe(200);
    });

    it('matches the email without regard to case or surrounding spaces', async () => {
      const { status } = await post('/auth/admin/login', {
        email: `  ${ADMIN.email.toUpperCase()} `,
        password: ADMIN.password,
      });
      expect(status).toBe(200);
    });

    it.each([
      ['a wrong password', { email: ADMIN.email, password: 'bukan-password-nya' }],
      ['an unknown email', { email: 'tidak-ada@test.id', password: ADMIN.password }],
      ['an inactive administrator', INACTIVE_ADMIN],
      ['a user who is not an administrator', CUSTOMER_LOGIN],
    ])('refuses %s with the same 401', async (_, credentials) => {
      const { status, body } = await post('/auth/admin/login', credentials);
      expect(status).toBe(401);
      expect(body).toEqual(LOGIN_FAILED);
    });

    it.each([
      ['a missing email', { password: 'x' }, { email: ['Email kosong'] }],
      ['an empty email', { email: '', password: 'x' }, { email: ['Email kosong'] }],
      ['a malformed email', { email: 'bukan-email', password: 'x' }, { email: ['Format email tidak valid'] }],
      ['a missing password', { email: ADMIN.email }, { password: ['Password kosong'] }],
      ['an empty body', {}, { email: ['Email kosong'], password: ['Password kosong'] }],
      [
        'an over-long password',
        { email: ADMIN.email, password: 'x'.repeat(256) },
        { password: ['Maksimal 255 karakter'] },
      ],
    ])('refuses %s with 422 and field errors', async (_, payload, errors) => {
      const { status, body } = await post('/auth/admin/login', payload);
      expect(status).toBe(422);
      expect(body).toEqual({ message: 'Data yang dikirim tidak valid', errors });
    });

    it('refuses malformed JSON with 400 in the error shape', async () => {
      const { status, body } = await post('/auth/admin/login', '{"email": "admin@test.id", ');
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'Isi permintaan harus JSON yang valid' });
    });

    it('refuses a body that is not JSON with 415 in the error shape', async () => {
      const res = await app.request('/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'email=a',
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ message: 'Isi permintaan harus berformat JSON' });
    });
  });

  describe('POST /auth/refresh', () => {
    /** Moves a refresh token's rotation back in time: presented now, it is a copy used later. */
    const rotatedLongAgo = (refreshToken: string) =>
      database.db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now() - interval '1 minute'` })
        .where(eq(refreshTokens.tokenHash, createHash('sha256').update(refreshToken).digest('hex')));

    it('rotates: a new pair, and the old refresh token, presented later, no longer works', async () => {
      const first = await login(app);
      const { status, body } = await post('/auth/refresh', { refresh_token: first.jwt_refresh_token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ message: 'Sesi diperbarui', user: { email: ADMIN.email } });
      expect(body.jwt_refresh_token).not.toBe(first.jwt_refresh_token);
      // (The access token may equal the old one byte for byte: same claims, same second.)
      expect(await strictStatus(body.jwt_token as string)).toBe(200);
      // The rotated token is used up …
      await rotatedLongAgo(first.jwt_refresh_token);
      const again = await post('/auth/refresh', { refresh_token: first.jwt_refresh_token });
      expect(again).toEqual({ status: 401, body: SESSION_INVALID });
    });

    it('two web processes refreshing one sign-in at once both keep it, with the same next refresh token', async () => {
      // Behind a load balancer a browser's parallel requests reach two processes, each refreshing
      // the same expiring token; neither process knows of the other's refresh.
      const first = await login(app);
      const answers = await Promise.all(
        [0, 1, 2].map(() => post('/auth/refresh', { refresh_token: first.jwt_refresh_token })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const next = new Set(answers.map((a) => a.body.jwt_refresh_token));
      expect(next.size).toBe(1);
      for (const answer of answers) expect(await strictStatus(answer.body.jwt_token as string)).toBe(200);
      // The sign-in goes on: the shared next token rotates as usual.
      const later = await post('/auth/refresh', { refresh_token: [...next][0] });
      expect(later.status).toBe(200);
      expect(await strictStatus(later.body.jwt_token as string)).toBe(200);
      // A late copy of the first token gets the newest pair of the sign-in, not an older one.
      const late = await post('/auth/refresh', { refresh_token: first.jwt_refresh_token });
      expect(late.status).toBe(200);
      expect(late.body.jwt_refresh_token).toBe(later.body.jwt_refresh_token);
    });

    it('treats a reused refresh token as theft: the whole family is revoked', async () => {
      const first = await login(app);
      const second = await post('/auth/refresh', { refresh_token: first.jwt_refresh_token });
      expect(second.status).toBe(200);
      const newRefresh = second.body.jwt_refresh_token as string;
      const newAccess = second.body.jwt_token as string;

      // Presented again once the seconds a racing refresh may take are over: a copy in other hands.
      await rotatedLongAgo(first.jwt_refresh_token);
      expect((await post('/auth/refresh', { refresh_token: first.jwt_refresh_token })).status).toBe(401);
      // … and so is everything issued after it in the same sign-in.
      expect(await post('/auth/refresh', { refresh_token: newRefresh })).toEqual({
        status: 401,
        body: SESSION_INVALID,
      });
      expect(await strictStatus(newAccess)).toBe(401);
      expect(await strictStatus(first.jwt_token)).toBe(401);
      // Another sign-in of the same user is untouched.
      const other = await login(app);
      expect(await strictStatus(other.jwt_token)).toBe(200);
    });

    it('refuses an unknown refresh token with 401 and a missing one with 422', async () => {
      expect(await post('/auth/refresh', { refresh_token: 'tidak-dikenal' })).toEqual({
        status: 401,
        body: SESSION_INVALID,
      });
      expect(await post('/auth/refresh', {})).toEqual({
        status: 422,
        body: { message: 'Data yang dikirim tidak valid', errors: { refresh_token: ['Wajib diisi'] } },
      });
    });
  });

  describe('POST /auth/logout', () => {
    it('revokes the sign-in: its access token is refused at once and its refresh token too', async () => {
      const pair = await login(app);
      expect(await strictStatus(pair.jwt_token)).toBe(200);
      const { status, body } = await post('/auth/logout', { refresh_token: pair.jwt_refresh_token });
      expect(status).toBe(200);
      expect(body).toEqual({ message: 'Berhasil keluar' });
      expect(await strictStatus(pair.jwt_token)).toBe(401);
      expect(await post('/auth/refresh', { refresh_token: pair.jwt_refresh_token })).toEqual({
        status: 401,
        body: SESSION_INVALID,
      });
    });

    it('answers an unknown refresh token with success (nothing left to end)', async () => {
      expect(await post('/auth/logout', { refresh_token: 'tidak-dikenal' })).toEqual({
        status: 200,
        body: { message: 'Berhasil keluar' },
      });
    });
  });

  it('refuses a user set inactive after signing in, on /strict and on refresh', async () => {
    const email = 'sementara@test.id';
    const password = 'rahasia-sementara-123';
    const id = await insertUser(database.db, { firstName: 'Sementara', role: 'admin', email, password });
    const pair = await login(app, { email, password });
    expect(await strictStatus(pair.jwt_token)).toBe(200);

    // Changed behind the API's back (straight in the database): refused within the time the API
    // may remember a sign-in's state (through the API it is at once: see the users tests).
    await database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, id));
    const changed = Date.now();
    await expect
      .poll(() => strictStatus(pair.jwt_token), { timeout: SESSION_STATE_TTL_MS + 1000, interval: 100 })
      .toBe(401);
    expect(Date.now() - changed).toBeLessThanOrEqual(SESSION_STATE_TTL_MS + 500);
    expect((await post('/auth/refresh', { refresh_token: pair.jwt_refresh_token })).status).toBe(401);

    // Reactivated, the old sign-in stays dead (the refused refresh revoked it); a new one works.
    await database.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    expect(await strictStatus(pair.jwt_token)).toBe(401);
    expect(await strictStatus((await login(app, { email, password })).jwt_token)).toBe(200);
  });
});
