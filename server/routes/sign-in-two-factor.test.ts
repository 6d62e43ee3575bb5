// The sign-in's second step: a right password of an account with a second factor answers a
// challenge, not tokens; a code of the app or a recovery code (each once) answers the token pair;
// wrong codes are throttled and end the challenge; REQUIRE_2FA makes administrators enrol first.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenPairSchema } from '../../lib/schemas/auth';
import { enrolledSignInSchema, enrolmentSchema } from '../../lib/schemas/two-factor';
import { createApp } from '../app';
import { signInChallenges } from '../db/schema';
import { auditRowsOf, caller, useFixtureApp } from '../test/api';
import { testDbKinds, testEnv } from '../test/databases';
import { code, enrol, twoFactorPerson, useStepClock } from '../test/two-factor-api';

const WRONG_CODE = { message: 'Kode autentikasi salah' };
const CHALLENGE_GONE = { message: 'Waktu verifikasi habis, silakan masuk lagi' };

describe.each(testDbKinds)('two-factor sign-in on %s', (kind) => {
  const ctx = useFixtureApp(kind);
  const clock = useStepClock();

  it('asks for the code after the password, then answers the token pair; the challenge works once', async () => {
    const me = await twoFactorPerson(ctx);
    const { secret } = await enrol(ctx, await me.token());
    const first = await me.login();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Masukkan kode autentikasi',
      two_factor_required: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const challenge = first.body.challenge as string;
    const [stored] = await ctx.db.select().from(signInChallenges).where(eq(signInChallenges.userId, me.id));
    expect(stored!.tokenHash).not.toContain(challenge);
    const expiresIn = stored!.expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(290_000);
    expect(expiresIn).toBeLessThanOrEqual(300_000);

    const signedIn = await me.post('/auth/admin/login/two-factor', { challenge, code: code(secret) });
    expect(signedIn.status).toBe(200);
    const pair = tokenPairSchema.parse(signedIn.body);
    expect(pair.device_token).toEqual(expect.any(String));
    expect((await caller(ctx.app, pair.jwt_token)('GET', '/strict/account')).status).toBe(200);
    clock.tick();
    const again = await me.post('/auth/admin/login/two-factor', { challenge, code: code(secret) });
    expect(again).toMatchObject({ status: 401, body: CHALLENGE_GONE });
  });

  it('refuses a code of a step already used (replay), and takes the next step', async () => {
    const me = await twoFactorPerson(ctx);
    const { secret } = await enrol(ctx, await me.token());
    expect((await me.signIn(code(secret))).status).toBe(200);
    expect(await me.signIn(code(secret))).toMatchObject({ status: 401, body: WRONG_CODE });
    // The confirming code's step, earlier still, is refused too.
    expect((await me.signIn(code(secret, -1))).status).toBe(401);
    expect((await me.signIn(code(secret, 1))).status).toBe(200);
  });

  it('signs in with a recovery code once; the second time it is refused; the audit log says so', async () => {
    const me = await twoFactorPerson(ctx);
    const { recoveryCodes, call } = await enrol(ctx, await me.token());
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' ');
    expect((await me.signIn(typed)).status).toBe(200);
    expect(await me.signIn(recoveryCodes[3]!)).toMatchObject({ status: 401, body: WRONG_CODE });
    expect((await call('GET', '/strict/account/two-factor')).body).toMatchObject({ recovery_codes_left: 9 });
    const actions = (await auditRowsOf(ctx.db, 'account', me.id)).map((a) => a.action);
    expect(actions).toEqual(['two_factor_enable', 'recovery_code_use']);
  });

  it('ends the challenge after five wrong codes; a right code then no longer helps', async () => {
    const me = await twoFactorPerson(ctx);
    const { secret } = await enrol(ctx, await me.token());
    const challenge = await me.challenge();
    const attempt = (answer: string) => me.post('/auth/admin/login/two-factor', { challenge, code: answer });
    for (let i = 0; i < 4; i++) expect(await attempt('000000')).toMatchObject({ status: 401, body: WRONG_CODE });
    expect(await attempt('000000')).toMatchObject({
      status: 401,
      body: { message: 'Terlalu banyak kode salah, silakan masuk lagi' },
    });
    expect(await attempt(code(secret))).toMatchObject({ status: 401, body: CHALLENGE_GONE });
  });

  it('throttles wrong codes with the sign-in throttle: 429 and Retry-After, even for a right code', async () => {
    const me = await twoFactorPerson(ctx);
    const { secret } = await enrol(ctx, await me.token());
    const wrong = async (challenge: string) => {
      for (let i = 0; i < 5; i++) await me.post('/auth/admin/login/two-factor', { challenge, code: '123456' });
    };
    await wrong(await me.challenge());
    clock.tick(); // the next challenges are newer than the first one's failures
    const [second, challenge] = [await me.challenge(), await me.challenge()];
    await wrong(second);
    const throttled = await me.post('/auth/admin/login/two-factor', { challenge, code: code(secret) });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
    expect(throttled.body).toEqual({ message: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.' });
    // A right password does not wipe the wrong codes' count: the password step is throttled too.
    expect((await me.login()).status).toBe(429);
  });

  it('refuses an expired challenge, a malformed one, and an empty code, in the language asked for', async () => {
    const me = await twoFactorPerson(ctx);
    const { secret } = await enrol(ctx, await me.token());
    const challenge = await me.challenge();
    await ctx.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.userId, me.id));
    expect(await me.post('/auth/admin/login/two-factor', { challenge, code: code(secret) })).toMatchObject({
      status: 401,
      body: CHALLENGE_GONE,
    });
    const res = await ctx.app.request('/auth/admin/login/two-factor', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ challenge: 'short', code: '' }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      challenge: ['The verification has expired, please sign in again'],
      code: ['The code is required'],
    });
  });

  it("asks for the code at the field apps' door too: the second factor cannot be walked around", async () => {
    const me = await twoFactorPerson(ctx, 'collector');
    const { secret } = await enrol(ctx, await me.token());
    expect((await me.login()).body).toMatchObject({ two_factor_required: true });
    const challenge = await me.challenge();
    const atAdminDoor = await me.post('/auth/admin/login/two-factor', { challenge, code: code(secret) });
    expect(atAdminDoor).toMatchObject({ status: 401, body: CHALLENGE_GONE });
    expect((await me.post('/auth/login/two-factor', { challenge, code: code(secret) })).status).toBe(200);
  });

  describe('REQUIRE_2FA', () => {
    const required = () => createApp({ db: ctx.db, env: testEnv({ REQUIRE_2FA: 'true' }) });

    it('makes an administrator without a factor enrol at the sign-in: QR code, first code, then tokens', async () => {
      const app = required();
      const me = await twoFactorPerson(ctx);
      const first = await me.login(app);
      expect(first.body).toEqual({
        message: 'Aktifkan verifikasi dua langkah untuk masuk',
        two_factor_enrolment_required: true,
        challenge: expect.any(String),
      });
      const challenge = first.body.challenge as string;
      // The code step is not open to this challenge: there is no factor yet.
      expect((await me.post('/auth/admin/login/two-factor', { challenge, code: '123456' }, app)).status).toBe(401);
      const started = await me.post('/auth/admin/login/two-factor/enrolment', { challenge }, app);
      expect(started.status).toBe(200);
      const { secret, qr_svg } = enrolmentSchema.parse(started.body);
      expect(qr_svg).toContain('<svg');
      const path = '/auth/admin/login/two-factor/enrolment/confirm';
      expect((await me.post(path, { challenge, code: '000000' }, app)).status).toBe(401);
      const done = await me.post(path, { challenge, code: code(secret) }, app);
      expect(done.status).toBe(200);
      const enrolled = enrolledSignInSchema.parse(done.body);
      expect(enrolled.recovery_codes).toHaveLength(10);
      expect((await caller(app, enrolled.jwt_token)('GET', '/strict/account/two-factor')).body).toMatchObject({
        enabled: true,
        required: true,
      });
      expect((await me.post('/auth/admin/login/two-factor/enrolment', { challenge }, app)).status).toBe(401);
      expect((await me.login(app)).body).toMatchObject({ two_factor_required: true });
      expect((await auditRowsOf(ctx.db, 'account', me.id)).map((a) => a.action)).toEqual(['two_factor_enable']);
    });

    it('leaves people other than administrators to choose', async () => {
      const me = await twoFactorPerson(ctx, 'collector');
      expect(tokenPairSchema.safeParse((await me.login(required())).body).success).toBe(true);
    });

    it('refuses the enrolment without REQUIRE_2FA: the challenge of a password alone enrols nobody', async () => {
      const me = await twoFactorPerson(ctx);
      const challenge = (await me.login(required())).body.challenge as string;
      expect((await me.post('/auth/admin/login/two-factor/enrolment', { challenge })).status).toBe(401);
    });
  });
});
