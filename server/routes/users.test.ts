// /strict/user: the back office's administrators, as a client of the API sees them. What every
// master-data resource shares (paging, refusals, audit) is in users.contract.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userItemSchema } from '../../lib/schemas/users';
import { users } from '../db/schema';
import { expectLastAudit, INVALID, login } from '../test/api';
import { ADMIN, CUSTOMER_LOGIN, INACTIVE_ADMIN } from '../test/fixtures';
import { savedData } from '../test/resource-app';
import { testDbKinds } from '../test/databases';
import { rows, useUserApp } from '../test/user-api';
import { adminForm as newAdmin, adminFormOf as editable } from '../test/master-data';

/** How the list shows an administrator who is programme-wide, has a password and no invitation pending. */
const programmeAdmin = (person: Record<string, unknown>) => ({
  has_password: true,
  link_expires_at: null,
  staff_role: 'programme',
  collector_id: null,
  collector_name: null,
  bsu_id: null,
  bsu_name: null,
  ...person,
});

describe.each(testDbKinds)('/strict/user on %s', (kind) => {
  const { ctx, call, list, create, strictStatus } = useUserApp(kind);

  describe('listing', () => {
    it('lists only the administrators, newest first, in the shared schema', async () => {
      const fixtureAdmin = (id: number, last_name: string, email: string, status: string) =>
        programmeAdmin({
          id,
          first_name: 'Admin',
          last_name,
          email,
          phone_number: expect.stringMatching(/^0812\d{8}$/),
          status,
        });
      expect(await list()).toEqual({
        items: [
          fixtureAdmin(ctx.fixtures.inactiveAdminId, 'Lama', INACTIVE_ADMIN.email, 'inactive'),
          fixtureAdmin(ctx.fixtures.adminId, 'Utama', ADMIN.email, 'active'),
        ],
        has_next_page: false,
        total_records: 2,
      });
    });
  });

  describe('search', () => {
    const found = async (term: string) =>
      (await list(`?search=${encodeURIComponent(term)}`)).items.map((u) => u.last_name);

    it('matches names and emails without regard to case', async () => {
      expect(await found('uTAMA')).toEqual(['Utama']);
      expect(await found('NONAKTIF@Test')).toEqual(['Lama']);
    });

    it('requires every word to match', async () => {
      expect(await found('admin lama')).toEqual(['Lama']);
      expect(await list('?search=admin%20tidakada')).toEqual({ items: [], has_next_page: false, total_records: 0 });
    });

    it('finds a phone number typed with the +62 prefix', async () => {
      const utama = (await list()).items.find((u) => u.id === ctx.fixtures.adminId)!;
      expect(await found(`+62${utama.phone_number.slice(1)}`)).toEqual(['Utama']);
      expect(await found(utama.phone_number)).toEqual(['Utama']);
    });

    it('never finds customers or bank staff, who are not administrators', async () => {
      expect(await list(`?search=${CUSTOMER_LOGIN.email}`)).toEqual({
        items: [],
        has_next_page: false,
        total_records: 0,
      });
      expect((await list('?search=pengelola')).total_records).toBe(0);
    });
  });

  describe('create', () => {
    it('answers 201 with the new administrator, as the list then shows it, normalising contacts', async () => {
      const input = newAdmin({
        first_name: '  Rina ',
        email: '  Rina.Baru@Test.ID ',
        phone_number: '+62 857-1111-2222',
        last_name: '',
      });
      const res = await call('POST', '/strict/user', input);
      const data = savedData(res, 201, 'User berhasil ditambahkan', userItemSchema);
      expect(data).toEqual(
        programmeAdmin({
          id: expect.any(Number),
          first_name: 'Rina',
          last_name: null,
          email: 'rina.baru@test.id',
          phone_number: '085711112222',
          status: 'active',
        }),
      );
      expect((await list()).items[0]).toEqual(data);
    });

    it('without a password makes an account that waits for its invitation (the back office sends none)', async () => {
      for (const password of [undefined, '']) {
        const { user } = await create({ password });
        expect(user).toMatchObject({ has_password: false, link_expires_at: null });
      }
    });

    it('lets the new administrator sign in with the given password', async () => {
      const { input } = await create();
      expect((await login(ctx.app, { email: input.email.toUpperCase(), password: input.password })).jwt_token).toEqual(
        expect.any(String),
      );
    });

    it('writes an audit row naming the acting administrator, without any password', async () => {
      const { user, input } = await create();
      const audit = await expectLastAudit(ctx, 'user', 'create', user.id, { before: null, after: user });
      // Whether the account has a password yet is on record; the password and its hash never are.
      expect(JSON.stringify(audit)).not.toMatch(/"password"|password_hash|argon/i);
      expect(JSON.stringify(audit)).not.toContain(input.password);
    });
  });

  describe('update', () => {
    it('audits an update with whether the password changed, never the password', async () => {
      const { user } = await create();
      const res = await call(
        'PUT',
        `/strict/user/${user.id}`,
        editable(user, { last_name: 'Diubah', email: 'DIUBAH@test.id', status: 'inactive' }),
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('User berhasil diperbarui');
      const changed = { ...user, last_name: 'Diubah', email: 'diubah@test.id', status: 'inactive' };
      expect(res.body.data).toEqual(changed);
      expect((await list()).items.find((u) => u.id === user.id)).toEqual(changed);
      await expectLastAudit(ctx, 'user', 'update', user.id, {
        before: user,
        after: { ...changed, password_changed: false },
      });
    });

    it.each([
      ['absent', undefined],
      ['blank', ''],
    ])('keeps the password when it is %s', async (_, password) => {
      const { input, user } = await create();
      expect(
        (await call('PUT', `/strict/user/${user.id}`, editable(user, { first_name: 'Tetap', password }))).status,
      ).toBe(200);
      await expect(login(ctx.app, { email: input.email, password: input.password })).resolves.toBeTruthy();
    });

    it('sets a new password: only it signs in afterwards, and the old sign-ins end', async () => {
      const { input, user } = await create();
      const old = await login(ctx.app, { email: input.email, password: input.password });
      expect(await strictStatus(old.jwt_token)).toBe(200);
      expect(
        (await call('PUT', `/strict/user/${user.id}`, editable(user, { password: 'sandi-baru-sekali' }))).status,
      ).toBe(200);
      await expect(login(ctx.app, { email: input.email, password: input.password })).rejects.toThrow(/401/);
      await expect(login(ctx.app, { email: input.email, password: 'sandi-baru-sekali' })).resolves.toBeTruthy();
      expect(await strictStatus(old.jwt_token)).toBe(401);
    });

    it('refuses a new password shorter than 8 characters', async () => {
      const { user } = await create();
      expect(await call('PUT', `/strict/user/${user.id}`, editable(user, { password: 'pendek' }))).toEqual({
        status: 422,
        body: { message: INVALID, errors: { password: ['Password minimal 8 karakter'] } },
      });
    });

    it('ends the sessions of an administrator set inactive', async () => {
      const { input, user } = await create();
      const session = await login(ctx.app, { email: input.email, password: input.password });
      expect((await call('PUT', `/strict/user/${user.id}`, editable(user, { status: 'inactive' }))).status).toBe(200);
      expect(await strictStatus(session.jwt_token)).toBe(401);
    });

    it('answers 404 for a user who is not an administrator', async () => {
      const [customer] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER_LOGIN.email));
      for (const id of [customer!.id]) {
        const before = await rows(ctx.db);
        expect(await call('PUT', `/strict/user/${id}`, newAdmin())).toEqual({
          status: 404,
          body: { message: 'User tidak ditemukan' },
        });
        expect(await rows(ctx.db)).toEqual(before);
      }
    });

    it("refuses another person's email or phone with 409, changing nothing", async () => {
      const { user } = await create();
      const other = (await create()).user;
      for (const [over, errors] of [
        [{ email: other.email!.toUpperCase() }, { email: [`Email ${other.email} sudah dipakai oleh pengguna lain`] }],
        [
          { phone_number: `+62 ${other.phone_number.slice(1)}` },
          { phone_number: [`Nomor ponsel ${other.phone_number} sudah dipakai oleh pengguna lain`] },
        ],
        [
          { email: CUSTOMER_LOGIN.email },
          { email: [`Email ${CUSTOMER_LOGIN.email} sudah dipakai oleh pengguna lain`] },
        ],
      ] as const) {
        const before = await rows(ctx.db);
        const res = await call('PUT', `/strict/user/${user.id}`, editable(user, over));
        expect(res).toEqual({ status: 409, body: { message: Object.values(errors)[0]![0], errors } });
        expect(await rows(ctx.db)).toEqual(before);
      }
      expect((await list()).items.find((u) => u.id === user.id)).toEqual(user);
    });

    it('refuses to deactivate yourself with 409 on the status field', async () => {
      const me = (await list()).items.find((u) => u.id === ctx.fixtures.adminId)!;
      const before = await rows(ctx.db);
      const message = 'Anda tidak dapat menonaktifkan akun anda sendiri';
      expect(await call('PUT', `/strict/user/${me.id}`, editable(me, { status: 'inactive' }))).toEqual({
        status: 409,
        body: { message, errors: { status: [message] } },
      });
      expect(await rows(ctx.db)).toEqual(before);
      expect((await list()).items.find((u) => u.id === me.id)!.status).toBe('active');
      // Editing yourself otherwise is fine, and you stay signed in.
      expect((await call('PUT', `/strict/user/${me.id}`, editable(me, { last_name: 'Utama' }))).status).toBe(200);
      expect(await strictStatus(ctx.adminToken)).toBe(200);
    });
  });
});
