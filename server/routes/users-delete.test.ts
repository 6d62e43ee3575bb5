// /strict/user: deleting administrators, and refusals in English, as a client of the API sees them. What every
// master-data resource shares (paging, refusals, audit) is in users.contract.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { caller, expectLastAudit, login } from '../test/api';
import { CUSTOMER_LOGIN } from '../test/fixtures';
import { testDbKinds } from '../test/databases';
import { rows, useUserApp } from '../test/user-api';
import { adminForm as newAdmin, adminFormOf as editable } from '../test/master-data';

describe.each(testDbKinds)('/strict/user deletes on %s', (kind) => {
  const { ctx, call, list, create, strictStatus } = useUserApp(kind);

  describe('delete', () => {
    it('removes a fresh administrator: row gone, sign-in ended, audit written', async () => {
      const { input, user } = await create();
      const session = await login(ctx.app, { email: input.email, password: input.password });
      const res = await call('DELETE', '/strict/user', { id: [user.id] });
      expect(res).toEqual({ status: 200, body: { message: 'User berhasil dihapus', deleted: 1 } });
      expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      expect((await list()).items.some((u) => u.id === user.id)).toBe(false);
      await expectLastAudit(ctx, 'user', 'delete', user.id, { before: user, after: null });
      expect(await strictStatus(session.jwt_token)).toBe(401);
    });

    it('shuts a deleted administrator out at once, even straight after a request of theirs', async () => {
      const { input, user } = await create();
      const session = await login(ctx.app, { email: input.email, password: input.password });
      expect(await strictStatus(session.jwt_token)).toBe(200);
      expect((await call('DELETE', '/strict/user', { id: [user.id] })).status).toBe(200);
      expect(await strictStatus(session.jwt_token)).toBe(401);
    });

    it('refuses to delete yourself with 409', async () => {
      const { user } = await create();
      const before = await rows(ctx.db);
      expect(await call('DELETE', '/strict/user', { id: [user.id, ctx.fixtures.adminId] })).toEqual({
        status: 409,
        body: { message: 'Anda tidak dapat menghapus akun anda sendiri' },
      });
      expect(await rows(ctx.db)).toEqual(before);
    });

    it('keeps an administrator who has changed data (409), and with them the rest of the list', async () => {
      const acting = await create();
      const session = await login(ctx.app, { email: acting.input.email, password: acting.input.password });
      expect((await caller(ctx.app, session.jwt_token)('POST', '/strict/user', newAdmin())).status).toBe(201);
      const fresh = (await create()).user;
      const before = await rows(ctx.db);
      const res = await call('DELETE', '/strict/user', { id: [fresh.id, acting.user.id] });
      const name = `${acting.user.first_name} ${acting.user.last_name}`;
      expect(res).toEqual({
        status: 409,
        body: {
          message: `${name} sudah tercatat melakukan perubahan data, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.`,
        },
      });
      expect(await rows(ctx.db)).toEqual(before);
      // Deactivating instead works.
      expect(
        (await call('PUT', `/strict/user/${acting.user.id}`, editable(acting.user, { status: 'inactive' }))).status,
      ).toBe(200);
    });

    it('takes no id of a user who is not an administrator: 404 and nothing goes', async () => {
      const { user } = await create();
      const [customer] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER_LOGIN.email));
      for (const other of [customer!.id]) {
        const before = await rows(ctx.db);
        expect(await call('DELETE', '/strict/user', { id: [user.id, other] })).toEqual({
          status: 404,
          body: { message: 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus' },
        });
        expect(await rows(ctx.db)).toEqual(before);
      }
      expect((await list()).items.some((u) => u.id === user.id)).toBe(true);
    });
  });

  it('names the password rule in English when asked (Accept-Language: en-US)', async () => {
    expect(
      await call('POST', '/strict/user', newAdmin({ first_name: 'x'.repeat(256), password: 'pendek' }), {
        'accept-language': 'en-US,en;q=0.9',
      }),
    ).toEqual({
      status: 422,
      body: {
        message: 'The submitted data is invalid',
        errors: { first_name: ['Maximum 255 characters'], password: ['Password must be at least 8 characters'] },
      },
    });
  });
});
