// /strict/customer (SPEC §3 Customer, §7): a customer is a customers row, the user who is that
// customer and their wallet. Here: changing and deleting (by user id). The shared refusals and every rule of the form are in
// customers.contract.test.ts.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerItemSchema, type CustomerItem } from '../../lib/schemas/customers';
import { startFamily } from '../auth/tokens';
import { customers, tokenFamilies, users, walletLedger, walletRequests, wallets } from '../db/schema';
import { fingerprint as counts, INVALID } from '../test/api';
import { ADMIN } from '../test/fixtures';
import { auditOf, list, PLACE } from '../test/customer-api';
import { testDbKinds, testEnv } from '../test/databases';
import { customerForm as newCustomer, customerFormOf as formOf } from '../test/master-data';

const env = testEnv();
const refusedDelete = (name: string, reason: string) =>
  `${name} ${reason}, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.`;
import { savedData, useResourceApp } from '../test/resource-app';

describe.each(testDbKinds)('PUT and DELETE /strict/customer on %s', (kind) => {
  let budiUserId: number;
  let agusUserId: number;
  const { ctx, call, same } = useResourceApp(kind, '/strict/customer', async ({ db, fixtures }) => {
    const userOf = async (id: number) =>
      (await db.select({ userId: customers.userId }).from(customers).where(eq(customers.id, id)))[0]!.userId;
    budiUserId = await userOf(fixtures.customerIds[0]!);
    agusUserId = await userOf(fixtures.customerIds[2]!);
  });

  const create = async (patch: Record<string, unknown> = {}) => {
    const res = await call('POST', '/strict/customer', newCustomer(patch));
    expect(res.status).toBe(201);
    return res.body.data as CustomerItem;
  };
  const current = async (c: CustomerItem) => (await list(call, `search=${c.nik}`)).items;

  it('updates the customer and their user: 200, the message, the new item, an audit row with before and after', async () => {
    const created = await create();
    const before = await counts(ctx.db);
    const res = await call(
      'PUT',
      `/strict/customer/${created.id}`,
      formOf(created, {
        first_name: 'Dewi Ayu',
        email: 'DEWI.AYU@MAIL.ID',
        phone_number: '0857 9999 0001',
        status: 'inactive',
        address: 'Jl. Baru 1',
        gender: 'Perempuan',
        villageId: '32.73.02.1001',
        postal_code: '40131',
      }),
    );
    const data = savedData(res, 200, 'Nasabah berhasil diperbarui', customerItemSchema);
    expect(data).toEqual({
      ...created,
      address: 'Jl. Baru 1',
      postal_code: '40131',
      user: {
        ...created.user,
        first_name: 'Dewi Ayu',
        email: 'dewi.ayu@mail.id',
        phone_number: '085799990001',
        status: 'inactive',
      },
      ...PLACE.cipaganti,
    });
    expect(await current(created)).toEqual([data]);
    expect(await counts(ctx.db)).toEqual({ ...before, auditLog: (before.auditLog as number) + 1 });
    expect((await auditOf(ctx.db, created.id)).at(-1)).toMatchObject({
      actorUserId: ctx.fixtures.adminId,
      action: 'update',
      before: created,
      after: data,
    });
  });

  it.each([
    ['nik', 409, () => ({ nik: '3273010101900001' }), 'NIK 3273010101900001 sudah terdaftar untuk nasabah lain'],
    ['email', 409, () => ({ email: 'Budi@Test.id' }), 'Email budi@test.id sudah dipakai oleh pengguna lain'],
    ['email', 409, () => ({ email: ADMIN.email }), `Email ${ADMIN.email} sudah dipakai oleh pengguna lain`],
    ['phone_number', 422, () => ({ phone_number: '123' }), 'Nomor ponsel tidak valid (contoh: 081234567890)'],
    ['nik', 422, () => ({ nik: '123' }), 'NIK harus 16 angka'],
    ['villageId', 422, () => ({ villageId: '99.99.99.9999' }), 'Kelurahan/Desa tidak ditemukan'],
  ])('refuses an update of %s (%i) and changes nothing', async (field, status, patch, message) => {
    const created = await create();
    const res = await same(
      'PUT',
      `/strict/customer/${created.id}`,
      formOf(created, { first_name: 'Berubah', ...patch() }),
    );
    expect(res).toEqual({
      status,
      body: { message: status === 409 || field === 'villageId' ? message : INVALID, errors: { [field]: [message] } },
    });
    expect(await current(created)).toEqual([created]);
  });

  it('lets a customer keep their own NIK, email and phone, the email written in other case', async () => {
    const created = await create();
    const res = await call(
      'PUT',
      `/strict/customer/${created.id}`,
      formOf(created, { email: created.user.email!.toUpperCase() }),
    );
    expect(res.status).toBe(200);
  });

  it("refuses (409) an update to another user's phone number", async () => {
    const created = await create();
    const [agus] = await ctx.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, agusUserId));
    const res = await same('PUT', `/strict/customer/${created.id}`, formOf(created, { phone_number: agus!.phone }));
    const message = `Nomor ponsel ${agus!.phone} sudah dipakai oleh pengguna lain`;
    expect(res).toEqual({ status: 409, body: { message, errors: { phone_number: [message] } } });
    expect(await current(created)).toEqual([created]);
  });

  it('deletes a fresh customer by user id with their user, wallet and sign-ins, leaving an audit row', async () => {
    const created = await create();
    await startFamily(ctx.db, env, { id: created.user.id, role: 'customer' });
    expect(await call('DELETE', '/strict/customer', { id: [created.user.id] })).toEqual({
      status: 200,
      body: { message: 'Nasabah berhasil dihapus', deleted: 1 },
    });
    expect(await current(created)).toEqual([]);
    expect(await ctx.db.select().from(users).where(eq(users.id, created.user.id))).toEqual([]);
    expect(await ctx.db.select().from(wallets).where(eq(wallets.userId, created.user.id))).toEqual([]);
    expect(await ctx.db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, created.user.id))).toEqual([]);
    expect((await auditOf(ctx.db, created.id)).at(-1)).toMatchObject({
      actorUserId: ctx.fixtures.adminId,
      action: 'delete',
      before: created,
      after: null,
    });
  });

  const notFound = 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus';

  it('does not take customer ids for user ids: deleting by customer id is 404 and deletes nothing', async () => {
    // The fixture customers' ids (1, 2, 3) are the ids of users who are no customers.
    const ids = ctx.fixtures.customerIds;
    expect(await ctx.db.select().from(customers).where(inArray(customers.userId, ids))).toEqual([]);
    expect(await same('DELETE', '/strict/customer', { id: ids })).toEqual({ status: 404, body: { message: notFound } });
  });

  it.each([
    ['Budi Santoso', () => budiUserId, 4],
    ['Agus', () => agusUserId, 3],
  ] as const)(
    'refuses (409) to delete %s, who has transactions, saying to deactivate instead, deleting nothing',
    async (name, userId, n) => {
      const created = await create();
      const message = refusedDelete(name, `sudah tercatat dalam ${n} transaksi`);
      expect(await same('DELETE', '/strict/customer', { id: [created.user.id, userId()] })).toEqual({
        status: 409,
        body: { message },
      });
      expect(await current(created)).toEqual([created]);
    },
  );

  it.each([
    [
      'a top-up request',
      (walletId: number) =>
        ctx.db.insert(walletRequests).values({ walletId, kind: 'topup', amount: '1000', total: '1000' }),
    ],
    [
      'a ledger entry',
      (walletId: number) =>
        ctx.db
          .insert(walletLedger)
          .values({ walletId, kind: 'transaction', amount: '2500', transactionId: ctx.fixtures.transactions[1]!.id }),
    ],
  ])('refuses (409) to delete a customer whose wallet has history (%s), deleting nothing', async (_, addHistory) => {
    const created = await create({ first_name: 'Sari', last_name: 'Saldo' });
    const [wallet] = await ctx.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, created.user.id));
    await addHistory(wallet!.id);
    const message = refusedDelete('Sari Saldo', 'memiliki riwayat saldo');
    expect(await same('DELETE', '/strict/customer', { id: [created.user.id] })).toEqual({
      status: 409,
      body: { message },
    });
    expect(await current(created)).toEqual([created]);
  });
});
