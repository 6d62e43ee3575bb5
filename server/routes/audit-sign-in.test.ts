// Issue 18: signing in and out in the audit trail. A sign-in names the person, where from and in
// what browser; a failed one has no actor but the email as typed and the account it belongs to; the
// throttle's limit is written once, by the failure that reaches it, never by the refused attempts
// after it; a sign-out once per sign-in. The trail (GET /strict/audit) shows them all.
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedAddressHeaders } from '../../lib/shared/client-address';
import { createApp, type App } from '../app';
import { auditLog, users } from '../db/schema';
import { jsonPost, useFixtureApp, type TokenPairBody } from '../test/api';
import { auditPage } from '../test/audit-api';
import { testDbKinds, testEnv } from '../test/databases';
import { ADMIN, CUSTOMER_LOGIN } from '../test/fixtures';
import { code, enrol, twoFactorPerson, useStepClock } from '../test/two-factor-api';

const MAX = 3;
const WINDOW = 900;

describe.each(testDbKinds)('sign-ins in the audit trail on %s', (kind) => {
  const ctx = useFixtureApp(kind);
  /** The app with a low limit, on the suite's database. */
  let strict: App | undefined;
  const app = () =>
    (strict ??= createApp({
      db: ctx.db,
      env: testEnv({ LOGIN_MAX_FAILURES: String(MAX), LOGIN_FAILURE_WINDOW: String(WINDOW) }),
    }));
  const from = (address: string) => Object.fromEntries(signedAddressHeaders(testEnv().FORWARDING_SECRET, address));
  const attempt = async (
    body: unknown,
    address: string,
    extra: Record<string, string> = {},
    door = '/auth/admin/login',
  ) => {
    const res = await app().request(door, jsonPost(body, { ...from(address), ...extra }));
    return { status: res.status, body: (await res.json()) as TokenPairBody };
  };
  /** The rows of `action` made from `address`, oldest first. */
  const rowsFrom = (action: string, address: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), sql`${auditLog.after}->>'address' = ${address}`))
      .orderBy(asc(auditLog.id));
  const idOf = async (email: string) =>
    (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('writes a sign-in with the person, their account, the address and the browser', async () => {
    const res = await attempt(ADMIN, '198.51.100.31', { 'x-client-user-agent': 'Firefox/130 (uji)' });
    expect(res.status).toBe(200);
    expect(await rowsFrom('sign_in', '198.51.100.31')).toEqual([
      expect.objectContaining({
        actorUserId: ctx.fixtures.adminId,
        entity: 'account',
        entityId: String(ctx.fixtures.adminId),
        before: null,
        after: { address: '198.51.100.31', user_agent: 'Firefox/130 (uji)' },
      }),
    ]);
  });

  it('writes a failed sign-in without an actor: the email as typed, lower-cased, and whose account it is', async () => {
    const cases = [
      // A wrong password, the email typed in capitals.
      [{ email: '  ADMIN@Test.ID ', password: 'salah-sandi' }, 'admin@test.id', ctx.fixtures.adminId],
      // Nobody's email.
      [{ email: 'siapa@entah.id', password: 'salah-sandi' }, 'siapa@entah.id', null],
      // A customer's email at the back office's door: an account all the same.
      [CUSTOMER_LOGIN, CUSTOMER_LOGIN.email, await idOf(CUSTOMER_LOGIN.email)],
    ] as const;
    let n = 40;
    for (const [body, account, userId] of cases) {
      const address = `198.51.100.${++n}`;
      expect((await attempt(body, address)).status).toBe(401);
      expect(await rowsFrom('sign_in_failed', address)).toEqual([
        expect.objectContaining({
          actorUserId: null,
          entity: 'account',
          entityId: userId === null ? null : String(userId),
          after: { account, address },
        }),
      ]);
    }
  });

  it('writes the throttle once, by the failure that reaches the limit, with the wait; refused attempts write nothing', async () => {
    const address = '203.0.113.61';
    const wrong = { email: ADMIN.email, password: 'salah-sandi' };
    for (let i = 0; i < MAX; i++) expect((await attempt(wrong, address)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(wrong, address)).status).toBe(429);
    expect((await attempt(ADMIN, address)).status).toBe(429);
    expect(await rowsFrom('sign_in_failed', address)).toHaveLength(MAX);
    const throttled = await rowsFrom('sign_in_throttled', address);
    expect(throttled).toEqual([
      expect.objectContaining({
        actorUserId: null,
        entity: 'account',
        entityId: String(ctx.fixtures.adminId),
        after: { account: ADMIN.email, address, limit: 'account', retry_after_seconds: expect.any(Number) },
      }),
    ]);
    const wait = (throttled[0]!.after as { retry_after_seconds: number }).retry_after_seconds;
    expect(wait).toBeGreaterThan(WINDOW - 60);
    expect(wait).toBeLessThanOrEqual(WINDOW);
  });

  it('writes once when one address guessing many accounts reaches five times the limit', async () => {
    const address = '203.0.113.62';
    for (let i = 0; i < 5 * MAX; i++)
      expect((await attempt({ email: `tebakan${i}@test.id`, password: 'salah-sandi' }, address)).status).toBe(401);
    expect((await attempt({ email: 'tebakan-lagi@test.id', password: 'salah-sandi' }, address)).status).toBe(429);
    expect(await rowsFrom('sign_in_throttled', address)).toEqual([
      expect.objectContaining({
        entityId: null,
        after: expect.objectContaining({ account: `tebakan${5 * MAX - 1}@test.id`, address, limit: 'address' }),
      }),
    ]);
  });

  it('writes a sign-out once per sign-in; an unknown or spent refresh token writes nothing', async () => {
    const address = '198.51.100.71';
    const signedIn = await attempt(ADMIN, address);
    const logout = (token: string) => app().request('/auth/logout', jsonPost({ refresh_token: token }, from(address)));
    expect((await logout(signedIn.body.jwt_refresh_token)).status).toBe(200);
    expect((await logout(signedIn.body.jwt_refresh_token)).status).toBe(200);
    expect((await logout('tidak-dikenal')).status).toBe(200);
    expect(await rowsFrom('sign_out', address)).toEqual([
      expect.objectContaining({
        actorUserId: ctx.fixtures.adminId,
        entity: 'account',
        entityId: String(ctx.fixtures.adminId),
        after: { address },
      }),
    ]);
  });

  it('shows them on the trail: who signed in, and the email and address of a failed or throttled attempt', async () => {
    const throttled = await auditPage(ctx.call, { entity: 'account', action: 'sign_in_throttled' });
    expect(throttled.items.map((i) => [i.actor, i.account, i.address])).toEqual([
      [null, 'tebakan14@test.id', '203.0.113.62'],
      [null, ADMIN.email, '203.0.113.61'],
    ]);
    const mine = await auditPage(ctx.call, { actor: String(ctx.fixtures.adminId), action: 'sign_in' });
    expect(mine.items[0]).toMatchObject({
      actor: { id: ctx.fixtures.adminId, email: ADMIN.email },
      address: '198.51.100.71',
      account: null,
    });
  });

  describe('with a second factor', () => {
    useStepClock();

    it('writes a wrong code as a failed sign-in of that account, and the right one as a sign-in', async () => {
      const dewi = await twoFactorPerson(ctx);
      const { secret } = await enrol(ctx, await dewi.token());
      expect((await dewi.signIn('000000')).status).toBe(401);
      expect((await dewi.signIn(code(secret))).status).toBe(200);
      const rows = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(dewi.id)))
        .orderBy(asc(auditLog.id));
      expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
        ['sign_in', dewi.id],
        ['two_factor_enable', dewi.id],
        ['sign_in_failed', null],
        ['sign_in', dewi.id],
      ]);
      expect(rows[2]!.after).toMatchObject({ account: dewi.email });
    });
  });
});
