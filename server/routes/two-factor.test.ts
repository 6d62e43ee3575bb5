// /strict/account/two-factor: turning the second factor on from My account (QR code drawn on the
// server, a first code, ten recovery codes once), new recovery codes, turning it off; the secret
// is sealed in the database; each change leaves an audit row.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodesSchema, twoFactorStatusSchema } from '../../lib/schemas/two-factor';
import { createApp } from '../app';
import { recoveryCodes, totpFactors } from '../db/schema';
import { auditRowsOf, caller, unchanged, useFixtureApp } from '../test/api';
import { testDbKinds, testEnv } from '../test/databases';
import { code, enrol, twoFactorPerson, useStepClock } from '../test/two-factor-api';

describe.each(testDbKinds)('/strict/account/two-factor on %s', (kind) => {
  const ctx = useFixtureApp(kind);
  const clock = useStepClock();

  it('turns on: the QR code as SVG and the secret, a wrong code refused, the right one answers ten codes once', async () => {
    const me = await twoFactorPerson(ctx);
    const call = caller(ctx.app, await me.token());
    expect((await call('GET', '/strict/account/two-factor')).body).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    const started = await call('POST', '/strict/account/two-factor');
    expect(started.status).toBe(200);
    expect(started.body.qr_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox/);
    const secret = started.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Sealed in the database: never the secret in the clear.
    const [row] = await ctx.db.select().from(totpFactors).where(eq(totpFactors.userId, me.id));
    expect(row).toMatchObject({ enabledAt: null });
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(secret);

    const wrong = await call('POST', '/strict/account/two-factor/confirm', { code: '000000' });
    expect(wrong).toEqual({
      status: 422,
      body: { message: 'Data yang dikirim tidak valid', errors: { code: ['Kode autentikasi salah'] } },
    });
    const letters = await call(
      'POST',
      '/strict/account/two-factor/confirm',
      { code: 'abc' },
      { 'accept-language': 'en' },
    );
    expect(letters.body.errors).toEqual({ code: ['The code has 6 digits'] });

    const confirmed = await call('POST', '/strict/account/two-factor/confirm', { code: code(secret) });
    expect(confirmed.status).toBe(200);
    const { message, recovery_codes } = recoveryCodesSchema.parse(confirmed.body);
    expect(message).toBe('Verifikasi dua langkah berhasil diaktifkan');
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const c of recovery_codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, me.id));
    expect(stored.map((r) => r.codeHash).some((h) => recovery_codes.some((c) => h.includes(c)))).toBe(false);

    const status = twoFactorStatusSchema.parse((await call('GET', '/strict/account/two-factor')).body);
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect((await call('POST', '/strict/account/two-factor')).status).toBe(409);
    const audit = await auditRowsOf(ctx.db, 'account', me.id);
    expect(audit.map((a) => a.action)).toEqual(['two_factor_enable']);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses the confirming code a second time (replay), and a confirm before a start', async () => {
    const me = await twoFactorPerson(ctx);
    const call = caller(ctx.app, await me.token());
    expect((await call('POST', '/strict/account/two-factor/confirm', { code: '123456' })).status).toBe(409);
    const { secret } = (await call('POST', '/strict/account/two-factor')).body as { secret: string };
    expect((await call('POST', '/strict/account/two-factor/confirm', { code: code(secret) })).status).toBe(200);
    const regenerate = await call('POST', '/strict/account/two-factor/recovery-codes', { code: code(secret) });
    expect(regenerate.body.errors).toEqual({ code: ['Kode autentikasi salah'] });
  });

  it('regenerates the recovery codes for a current code: the old ones stop working', async () => {
    const me = await twoFactorPerson(ctx);
    const { secret, recoveryCodes: old, call } = await enrol(ctx, await me.token());
    const refused = await unchanged(ctx.db, () =>
      call('POST', '/strict/account/two-factor/recovery-codes', { code: '999999' }),
    );
    expect(refused.status).toBe(422);
    const res = await call('POST', '/strict/account/two-factor/recovery-codes', { code: code(secret) });
    expect(res.status).toBe(200);
    const fresh = recoveryCodesSchema.parse(res.body).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(old[0]);
    expect((await me.signIn(old[0]!)).status).toBe(401);
    expect((await me.signIn(fresh[0]!)).status).toBe(200);
    const actions = (await auditRowsOf(ctx.db, 'account', me.id)).map((a) => a.action);
    expect(actions).toEqual(['two_factor_enable', 'recovery_codes_regenerate', 'recovery_code_use']);
  });

  it('turns off with the current password (a wrong one refused), then the password alone signs in', async () => {
    const me = await twoFactorPerson(ctx);
    const { call } = await enrol(ctx, await me.token());
    const wrong = await unchanged(ctx.db, () =>
      call('POST', '/strict/account/two-factor/disable', { password: 'salah-sekali' }),
    );
    expect(wrong.body.errors).toEqual({ password: ['Password saat ini salah'] });
    const empty = await call('POST', '/strict/account/two-factor/disable', {});
    expect(empty.body.errors).toEqual({ password: ['Isi password saat ini atau kode autentikasi'] });
    const off = await call('POST', '/strict/account/two-factor/disable', { password: me.password });
    expect(off).toEqual({ status: 200, body: { message: 'Verifikasi dua langkah dinonaktifkan' } });
    expect(await ctx.db.$count(recoveryCodes, eq(recoveryCodes.userId, me.id))).toBe(0);
    expect((await me.login()).body.jwt_token).toEqual(expect.any(String));
    const actions = (await auditRowsOf(ctx.db, 'account', me.id)).map((a) => a.action);
    expect(actions).toEqual(['two_factor_enable', 'two_factor_disable']);
  });

  it('turns off with a code of the app instead of the password', async () => {
    const me = await twoFactorPerson(ctx);
    const { secret, call } = await enrol(ctx, await me.token());
    clock.tick();
    expect((await call('POST', '/strict/account/two-factor/disable', { code: code(secret) })).status).toBe(200);
    expect((await call('GET', '/strict/account/two-factor')).body).toMatchObject({ enabled: false });
  });

  it('throttles wrong codes like sign-ins (429 with Retry-After)', async () => {
    const me = await twoFactorPerson(ctx);
    const token = await me.token();
    const { call } = await enrol(ctx, token);
    const path = '/strict/account/two-factor/recovery-codes';
    for (let i = 0; i < 10; i++) expect((await call('POST', path, { code: '111111' })).status).toBe(422);
    const res = await ctx.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code: '111111' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      message: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.',
    });
  });

  it('stays on while REQUIRE_2FA holds for an administrator', async () => {
    const required = createApp({ db: ctx.db, env: testEnv({ REQUIRE_2FA: 'true' }) });
    const me = await twoFactorPerson(ctx);
    const token = await me.token();
    await enrol(ctx, token);
    const call = caller(required, token);
    expect((await call('GET', '/strict/account/two-factor')).body).toMatchObject({ enabled: true, required: true });
    const off = await unchanged(ctx.db, () =>
      call('POST', '/strict/account/two-factor/disable', { password: me.password }),
    );
    expect(off).toEqual({
      status: 409,
      body: { message: 'Verifikasi dua langkah wajib untuk administrator program' },
    });
  });
});
