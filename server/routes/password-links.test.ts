// Set-password links: an invitation instead of a shared password, and a forgotten password reset
// by mail, each single-use and time-limited, each ending the account's sessions when used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { issuedLinkSchema } from '../../lib/schemas/password-links';
import { createApp } from '../app';
import { passwordLinks } from '../db/schema';
import { FORBIDDEN, auditRowsOf, caller, customerToken, login, unchanged, useFixtureApp } from '../test/api';
import { testDbKinds, testEnv } from '../test/databases';
import { insertUser } from '../test/fixtures';
import { linkIn, openMailbox, type Mailbox } from '../test/mailbox';

const STRONG = 'kebun pisang hijau lebat';
const LINK_GONE = 'Link ini tidak berlaku lagi (sudah dipakai, dicabut atau kedaluwarsa). Minta link baru.';
const SAME_ANSWER =
  'Jika email itu terdaftar, link untuk membuat password baru sudah dikirim ke sana. Link berlaku 30 menit.';

describe.each(testDbKinds)('set-password links on %s', (kind) => {
  const ctx = useFixtureApp(kind);
  let mailbox: Mailbox;
  let mailApp: ReturnType<typeof createApp>;
  beforeAll(async () => {
    mailbox = await openMailbox();
    mailApp = createApp({ db: ctx.db, env: testEnv({ SMTP_URL: mailbox.url, APP_URL: 'https://bank.contoh.id' }) });
  });
  afterAll(() => mailbox?.close());
  const anon = () => caller(ctx.app);

  /** A new administrator made through the API, as the Tambah User form does: no password. */
  async function invited(call = ctx.call) {
    const stamp = Math.random().toString(36).slice(2, 8);
    const email = `undang.${stamp}@test.id`;
    const created = await call('POST', '/strict/user', {
      first_name: 'Rina',
      last_name: '',
      email,
      phone_number: `0813${String(Date.now() % 1e8).padStart(8, '0')}`,
      status: 'active',
    });
    expect(created.status).toBe(201);
    return { id: (created.body.data as { id: number }).id, email };
  }

  it('makes an account without a password that cannot sign in until its invitation is used', async () => {
    const { id, email } = await invited();
    const list = await ctx.call('GET', `/strict/user?search=${email}`);
    expect((list.body as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ id, has_password: false, link_expires_at: null }),
    ]);
    await expect(login(ctx.app, { email, password: STRONG })).rejects.toThrow(/401/);

    const issued = await ctx.call('POST', `/strict/user/${id}/password-link`);
    expect(issued.status).toBe(201);
    const link = issuedLinkSchema.parse(issued.body);
    expect(link).toMatchObject({ message: 'Undangan untuk Rina dibuat', purpose: 'invite', emailed: false });
    const hours = (Date.parse(link.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const listed = await ctx.call('GET', `/strict/user?search=${email}`);
    expect((listed.body as { items: { link_expires_at: string }[] }).items[0]!.link_expires_at).toBe(link.expires_at);

    expect(await anon()('POST', '/auth/password/link', { token: link.token })).toEqual({
      status: 200,
      body: { purpose: 'invite', first_name: 'Rina', email, expires_at: link.expires_at },
    });
    expect(await anon()('POST', '/auth/password/set', { token: link.token, new_password: STRONG })).toEqual({
      status: 200,
      body: { message: 'Password tersimpan. Silakan masuk dengan email dan password baru anda.' },
    });
    expect((await login(ctx.app, { email, password: STRONG })).jwt_token).toEqual(expect.any(String));
    // Single use: the same link is refused now, and changes nothing.
    expect(
      await unchanged(ctx.db, () =>
        anon()('POST', '/auth/password/set', { token: link.token, new_password: 'x' + STRONG }),
      ),
    ).toEqual({ status: 404, body: { message: LINK_GONE } });
    const actions = (await auditRowsOf(ctx.db, 'user', id)).map((row) => row.action);
    expect(actions).toEqual(['create', 'invite', 'password_set']);
    // Setting one's own password is no change to the programme's data: the account can still go,
    // and the rows about it stay.
    expect(await ctx.call('DELETE', '/strict/user', { id: [id] })).toMatchObject({ status: 200 });
    const kept = await auditRowsOf(ctx.db, 'user', id);
    expect(kept.map((row) => [row.action, row.actorUserId])).toEqual([
      ['create', ctx.fixtures.adminId],
      ['invite', ctx.fixtures.adminId],
      ['password_set', null],
      ['delete', ctx.fixtures.adminId],
    ]);
  });

  it('refuses a weak password with the reasons, and keeps the link usable', async () => {
    const { id } = await invited();
    const { token } = issuedLinkSchema.parse((await ctx.call('POST', `/strict/user/${id}/password-link`)).body);
    const weak = await unchanged(ctx.db, () =>
      anon()('POST', '/auth/password/set', { token, new_password: 'password123' }),
    );
    expect(weak.status).toBe(422);
    expect(weak.body.errors!.new_password![0]).toMatch(/^Password terlalu mudah ditebak\./);
    expect((await anon()('POST', '/auth/password/set', { token, new_password: STRONG })).status).toBe(200);
  });

  it('a newer link or a revocation ends the older one; revoking when none waits is 404', async () => {
    const { id } = await invited();
    const first = issuedLinkSchema.parse((await ctx.call('POST', `/strict/user/${id}/password-link`)).body);
    const second = issuedLinkSchema.parse((await ctx.call('POST', `/strict/user/${id}/password-link`)).body);
    expect((await anon()('POST', '/auth/password/link', { token: first.token })).status).toBe(404);
    expect(await ctx.call('DELETE', `/strict/user/${id}/password-link`)).toEqual({
      status: 200,
      body: { message: 'Link dicabut' },
    });
    expect((await anon()('POST', '/auth/password/link', { token: second.token })).status).toBe(404);
    expect(await ctx.call('DELETE', `/strict/user/${id}/password-link`)).toEqual({
      status: 404,
      body: { message: 'Tidak ada link password yang menunggu untuk akun ini' },
    });
  });

  it('an expired link does not work', async () => {
    const { id } = await invited();
    const { token } = issuedLinkSchema.parse((await ctx.call('POST', `/strict/user/${id}/password-link`)).body);
    await ctx.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.userId, id));
    expect(await anon()('POST', '/auth/password/set', { token, new_password: STRONG })).toEqual({
      status: 404,
      body: { message: LINK_GONE },
    });
  });

  it('links are only for back-office accounts: a customer id is 404, and only signed-in administrators issue them', async () => {
    const customer = await insertUser(ctx.db, {
      firstName: 'Nasabah',
      role: 'customer',
      email: 'nasabah.link@test.id',
    });
    expect((await ctx.call('POST', `/strict/user/${customer}/password-link`)).status).toBe(404);
    expect((await anon()('POST', `/strict/user/1/password-link`)).status).toBe(401);
    expect((await anon()('POST', '/auth/password/link', { token: 'pendek' })).status).toBe(422);
  });

  it('a signed-in field-app account cannot issue or revoke an administrator’s link (it would take the account over)', async () => {
    const field = caller(ctx.app, await customerToken(ctx.db));
    const { id } = await invited();
    for (const method of ['POST', 'DELETE'])
      expect(await unchanged(ctx.db, () => field(method, `/strict/user/${id}/password-link`))).toEqual({
        status: 403,
        body: FORBIDDEN,
      });
    expect(await ctx.db.select().from(passwordLinks).where(eq(passwordLinks.userId, id))).toEqual([]);
  });

  it('forgot password: the same answer for any email; with mail set up, a 30-minute link arrives and ends every session when used', async () => {
    const email = `lupa.${Math.random().toString(36).slice(2, 8)}@test.id`;
    const id = await insertUser(ctx.db, {
      firstName: 'Dewi',
      role: 'admin',
      email,
      password: 'sandi-lama-sekali-2026',
    });
    const before = await login(ctx.app, { email, password: 'sandi-lama-sekali-2026' });
    const ask = (app: typeof ctx.app, who: string) => caller(app)('POST', '/auth/password/forgot', { email: who });

    // Without mail nothing is issued, and the answer tells nothing either way.
    expect(await unchanged(ctx.db, () => ask(ctx.app, email))).toEqual({ status: 200, body: { message: SAME_ANSWER } });
    expect(await caller(ctx.app)('GET', '/auth/password/forgot')).toEqual({ status: 200, body: { mail: false } });
    expect(await caller(mailApp)('GET', '/auth/password/forgot')).toEqual({ status: 200, body: { mail: true } });

    expect(await ask(mailApp, 'tidak.ada@test.id')).toEqual({ status: 200, body: { message: SAME_ANSWER } });
    expect(await ask(mailApp, email.toUpperCase())).toEqual({ status: 200, body: { message: SAME_ANSWER } });
    const mail = await mailbox.next();
    expect(mail.to).toMatchObject({ text: email });
    expect(mail.subject).toBe('Password baru untuk Bank Sampah');
    expect(mail.text).toContain('Halo Dewi');
    expect(mail.text).toContain('berlaku 30 menit');
    const token = linkIn(mail)![1]!;
    expect(linkIn(mail)![0]).toBe(`https://bank.contoh.id/set-password/${token}`);
    expect(mailbox.messages).toHaveLength(0); // nothing went to the unknown address

    expect(await anon()('POST', '/auth/password/set', { token, new_password: STRONG })).toEqual({
      status: 200,
      body: { message: 'Password baru tersimpan dan semua sesi akun ini telah berakhir. Silakan masuk.' },
    });
    expect((await caller(ctx.app, before.jwt_token)('GET', '/strict/account')).status).toBe(401);
    await expect(login(ctx.app, { email, password: 'sandi-lama-sekali-2026' })).rejects.toThrow(/401/);
    expect((await login(ctx.app, { email, password: STRONG })).jwt_token).toEqual(expect.any(String));
    const actions = (await auditRowsOf(ctx.db, 'user', id)).map((row) => row.action);
    expect(actions).toEqual(['reset_request', 'password_set']);
  });

  it('forgot password is throttled per address like sign-in, in the request language', async () => {
    const email = 'banjir@test.id';
    for (let i = 0; i < 10; i++)
      expect((await caller(mailApp)('POST', '/auth/password/forgot', { email })).status).toBe(200);
    const res = await mailApp.request('/auth/password/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toMatch(/minute/);
  });
});
