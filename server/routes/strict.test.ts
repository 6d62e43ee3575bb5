// The /strict guard: only a valid, unexpired, untampered HS256 token of ours, whose sign-in is
// alive and whose user is active, gets through. Everything else is the same bare 401.
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, type AccessClaims } from '../auth/tokens';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import { insertFixtures, type Fixtures } from '../test/fixtures';
import { login, type TokenPairBody } from '../test/api';
import { openTestDatabase, testDbKinds, testEnv } from '../test/databases';

const env = testEnv();
const UNAUTHENTICATED = { message: 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali' };
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDbKinds)('/strict guard on %s', (kind) => {
  let database: Database;
  let app: App;
  let fixtures: Fixtures;
  let session: TokenPairBody;
  let claims: AccessClaims;

  const withAuthorization = (authorization?: string) =>
    app.request('/strict/report/summary', authorization === undefined ? {} : { headers: { authorization } });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fixtures = await insertFixtures(database.db);
    app = createApp({ db: database.db, env });
    session = await login(app);
    const payload = decodeJwt(session.jwt_token);
    claims = { userId: Number(payload.sub), familyId: payload.fam as string, role: payload.role as string };
  });
  afterAll(() => database?.close());

  it('lets the signed-in administrator through (the control case)', async () => {
    expect((await withAuthorization(`Bearer ${session.jwt_token}`)).status).toBe(200);
  });

  /** A live admin token of the signed-in family, signed with the right secret, `alg` and `issuer`. */
  const signedWith = async (alg: string, issuer: string) => {
    const token = await new SignJWT({ fam: claims.familyId, role: 'admin' })
      .setProtectedHeader({ alg })
      .setSubject(String(claims.userId))
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    return `Bearer ${token}`;
  };
  const refused: [string, () => Promise<string | undefined>][] = [
    ['no Authorization header', async () => undefined],
    ['an empty Authorization header', async () => ''],
    ['a scheme without a token', async () => 'Bearer'],
    ['another scheme', async () => `Basic ${Buffer.from('admin@test.id:rahasia').toString('base64')}`],
    ['the token without its scheme', async () => session.jwt_token],
    ['trailing garbage after the token', async () => `Bearer ${session.jwt_token} x`],
    ['a random string', async () => 'Bearer not.a.jwt'],
    ['the refresh token as a bearer', async () => `Bearer ${session.jwt_refresh_token}`],
    [
      'a token signed with another secret',
      async () =>
        `Bearer ${await signAccessToken(testEnv({ JWT_SECRET: 'another-secret-another-secret-another-secret' }), claims)}`,
    ],
    [
      'an expired token',
      async () => `Bearer ${await signAccessToken(env, claims, Date.now() - 2 * env.ACCESS_TOKEN_TTL * 1000)}`,
    ],
    [
      'an alg "none" token',
      async () => {
        const [, payload] = session.jwt_token.split('.');
        return `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      },
    ],
    [
      'a token with a tampered payload (expiry pushed out a day)',
      async () => {
        // Everything else about it is live, so only the signature check can refuse it.
        const [header, payload, signature] = session.jwt_token.split('.');
        const original = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
        return `Bearer ${header}.${b64url({ ...original, exp: original.exp + 86_400 })}.${signature}`;
      },
    ],
    ['a token signed with the right secret but HS512', () => signedWith('HS512', 'bank-sampah-api')],
    ['a token of another issuer', () => signedWith('HS256', 'someone-else')],
    [
      "a validly signed token naming another user's sign-in",
      async () => `Bearer ${await signAccessToken(env, { ...claims, userId: fixtures.inactiveAdminId })}`,
    ],
    [
      'a validly signed token of a sign-in that never existed',
      async () =>
        `Bearer ${await signAccessToken(env, { ...claims, familyId: '00000000-0000-4000-8000-000000000000' })}`,
    ],
  ];

  it.each(refused)('refuses %s with 401 and only a message', async (_, authorization) => {
    const res = await withAuthorization(await authorization());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(UNAUTHENTICATED);
  });

  it('guards unknown /strict paths too, before saying they do not exist', async () => {
    const res = await app.request('/strict/nothing-here');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(UNAUTHENTICATED);
  });
});
