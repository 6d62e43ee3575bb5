// /strict/account: my profile, my password and my sessions, as the back office's account page
// uses them. Everything is keyed by the token's own user: nobody reaches another's account.
import { describe, expect, it } from 'vitest';
import { accountSchema, accountSessionListSchema } from '../../lib/schemas/account';
import { USER_AGENT_HEADER } from '../../lib/shared/client-address';
import { auditRowsOf, caller, jsonPost, signIn, UNAUTHENTICATED, unchanged, useFixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';
import { ADMIN, CUSTOMER_LOGIN, insertUser } from '../test/fixtures';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const STRONG = 'kebun pisang hijau lebat';

describe.each(testDbKinds)('/strict/account on %s', (kind) => {
  const ctx = useFixtureApp(kind);

  /** A new administrator of our own with a known password, signed in from `userAgent`. */
  async function person(password = 'rahasia-awal-2026', userAgent = CHROME) {
    const email = `akun${Math.random().toString(36).slice(2, 8)}@test.id`;
    const id = await insertUser(ctx.db, { firstName: 'Sari', role: 'admin', email, password });
    const signIn = async (ua = userAgent, pw = password) => {
      const res = await ctx.app.request(
        '/auth/admin/login',
        jsonPost({ email, password: pw }, { [USER_AGENT_HEADER]: ua }),
      );
      return {
        status: res.status,
        token: res.status === 200 ? ((await res.json()) as { jwt_token: string }).jwt_token : '',
      };
    };
    const { token } = await signIn();
    return { id, email, password, token, call: caller(ctx.app, token), signIn };
  }

  it('answers my own profile, and 401 without a token', async () => {
    const res = await ctx.call('GET', '/strict/account');
    expect(res.status).toBe(200);
    expect(accountSchema.parse(res.body)).toMatchObject({
      id: ctx.fixtures.adminId,
      email: ADMIN.email,
      language: null,
    });
    expect(await caller(ctx.app)('GET', '/strict/account')).toEqual({ status: 401, body: UNAUTHENTICATED });
  });

  it('saves my name, contacts and language, and writes an audit row', async () => {
    const me = await person();
    const input = {
      first_name: 'Sari',
      last_name: 'Wulandari',
      email: me.email,
      phone_number: '081299990001',
      language: 'en',
    };
    const res = await me.call('PUT', '/strict/account', input);
    expect(res).toEqual({
      status: 200,
      body: { message: 'Profil berhasil disimpan', data: { id: me.id, ...input } },
    });
    expect((await me.call('GET', '/strict/account')).body).toEqual({ id: me.id, ...input });
    const [audit] = await auditRowsOf(ctx.db, 'account', me.id);
    expect(audit).toMatchObject({
      actorUserId: me.id,
      action: 'update',
      after: { last_name: 'Wulandari', language: 'en' },
    });
  });

  it("refuses another person's email or an unknown language, and changes nothing", async () => {
    const me = await person();
    const base = { first_name: 'Sari', last_name: '', email: me.email, phone_number: '081299990002', language: '' };
    const taken = await unchanged(ctx.db, () => me.call('PUT', '/strict/account', { ...base, email: ADMIN.email }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: [`Email ${ADMIN.email} sudah dipakai oleh pengguna lain`] });
    const language = await unchanged(ctx.db, () => me.call('PUT', '/strict/account', { ...base, language: 'xx' }));
    expect(language.status).toBe(422);
    expect(language.body.errors).toEqual({ language: ['Pilih bahasa dari daftar'] });
  });

  describe('password', () => {
    it('refuses a wrong current password on its field, and the password stays', async () => {
      const me = await person();
      const res = await unchanged(ctx.db, () =>
        me.call('PUT', '/strict/account/password', { current_password: 'salah-sekali', new_password: STRONG }),
      );
      expect(res).toEqual({
        status: 422,
        body: { message: 'Data yang dikirim tidak valid', errors: { current_password: ['Password saat ini salah'] } },
      });
      expect((await me.signIn()).status).toBe(200);
    });

    it('refuses a password easy to guess, saying why in the request language', async () => {
      const me = await person();
      const weak = { current_password: me.password, new_password: 'password123' };
      const id = await unchanged(ctx.db, () => me.call('PUT', '/strict/account/password', weak));
      expect(id.status).toBe(422);
      expect(id.body.errors!.new_password![0]).toMatch(/^Password terlalu mudah ditebak\. .*password/);
      const en = await me.call('PUT', '/strict/account/password', weak, { 'accept-language': 'en' });
      expect(en.body.errors!.new_password![0]).toMatch(/^This password is too easy to guess\. This is a /);
      const personal = { current_password: me.password, new_password: me.email };
      const mine = await me.call('PUT', '/strict/account/password', personal, { 'accept-language': 'en' });
      expect(mine.body.errors!.new_password![0]).toContain('Do not use personal data');
    });

    it('changes it: the old password stops working and every other session of mine ends, this one stays', async () => {
      const me = await person();
      const other = await me.signIn();
      const res = await me.call('PUT', '/strict/account/password', {
        current_password: me.password,
        new_password: STRONG,
      });
      expect(res).toEqual({
        status: 200,
        body: { message: 'Password berhasil diubah. Sesi lain akun ini telah berakhir.' },
      });
      expect((await caller(ctx.app, other.token)('GET', '/strict/account')).status).toBe(401);
      expect((await me.call('GET', '/strict/account')).status).toBe(200);
      expect((await me.signIn(CHROME, me.password)).status).toBe(401);
      expect((await me.signIn(CHROME, STRONG)).status).toBe(200);
      expect((await auditRowsOf(ctx.db, 'account', me.id)).map((a) => a.action)).toEqual(['password_change']);
    });
  });

  describe('sessions', () => {
    it('lists my working sessions, this one first and marked, with the browser that signed in', async () => {
      const me = await person();
      await me.signIn('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1');
      const { items } = accountSessionListSchema.parse((await me.call('GET', '/strict/account/sessions')).body);
      expect(items).toHaveLength(2);
      expect(items.map((s) => s.current)).toEqual([true, false]);
      expect(items[0]!.user_agent).toBe(CHROME);
      expect(items[1]!.user_agent).toContain('iPhone');
    });

    it('signs one of mine out: its token stops at once, mine goes on', async () => {
      const me = await person();
      const other = await me.signIn();
      const { items } = accountSessionListSchema.parse((await me.call('GET', '/strict/account/sessions')).body);
      const target = items.find((s) => !s.current)!;
      expect(await me.call('DELETE', `/strict/account/sessions/${target.id}`)).toEqual({
        status: 200,
        body: { message: 'Sesi berhasil dikeluarkan' },
      });
      expect((await caller(ctx.app, other.token)('GET', '/strict/account')).status).toBe(401);
      expect((await me.call('GET', '/strict/account')).status).toBe(200);
      const after = accountSessionListSchema.parse((await me.call('GET', '/strict/account/sessions')).body);
      expect(after.items.map((s) => s.id)).not.toContain(target.id);
      expect((await auditRowsOf(ctx.db, 'account', me.id)).map((a) => a.action)).toEqual(['session_revoke']);
    });

    it("cannot sign out another person's session: 404, and theirs goes on", async () => {
      const me = await person();
      const someone = await person();
      const theirs = accountSessionListSchema.parse((await someone.call('GET', '/strict/account/sessions')).body);
      const res = await unchanged(ctx.db, () => me.call('DELETE', `/strict/account/sessions/${theirs.items[0]!.id}`));
      expect(res).toEqual({ status: 404, body: { message: 'Sesi tidak ditemukan atau sudah berakhir' } });
      expect((await someone.call('GET', '/strict/account')).status).toBe(200);
    });

    it('signs out everywhere, this session included', async () => {
      const me = await person();
      const other = await me.signIn();
      expect(await me.call('DELETE', '/strict/account/sessions')).toEqual({
        status: 200,
        body: { message: 'Semua sesi telah berakhir' },
      });
      expect((await me.call('GET', '/strict/account')).status).toBe(401);
      expect((await caller(ctx.app, other.token)('GET', '/strict/account')).status).toBe(401);
    });
  });

  it("a field app's customer reaches only their own account", async () => {
    const token = await signIn(ctx.app, CUSTOMER_LOGIN);
    const res = await caller(ctx.app, token)('GET', '/strict/account');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: CUSTOMER_LOGIN.email });
  });
});
