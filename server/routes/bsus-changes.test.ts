// /strict/bsu: changing and deleting unit waste banks (BSU), as a client sees it.
// What every master-data resource shares (paging, refusals, audit) is in bsus.contract.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { auditLog, bsus, collectors, trash, users } from '../db/schema';
import { INVALID, rowCounts } from '../test/api';
import { ADMIN } from '../test/fixtures';
import { useBsuApp } from '../test/bank-api';
import { testDbKinds } from '../test/databases';
import { bsuForm, bsuFormOf as formOf } from '../test/master-data';

const PATH = '/strict/bsu';
const NOT_FOUND = 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus';
const newBank = (over: Record<string, unknown> = {}) => bsuForm(undefined, over);
const rows = (db: Db) => rowCounts(db, { users, bsus, audit: auditLog });

describe.each(testDbKinds)('/strict/bsu changes on %s', (kind) => {
  const { ctx, call, create, listed, parentId, createParent } = useBsuApp(kind);

  describe('update', () => {
    it('shows the changes to unit, parent and person, normalised', async () => {
      const unit = await create();
      const form = {
        ...formOf(unit),
        trash_bank_name: 'BSU Diubah',
        collectorId: ctx.fixtures.bsiIds[1],
        last_name: 'Baru',
        phone_number: '62 858 9999 0001',
        status: 'inactive',
      };
      const res = await call('PUT', `${PATH}/${unit.id}`, form);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Bank Sampah Unit berhasil diperbarui');
      const after = {
        ...unit,
        trash_bank_name: 'BSU Diubah',
        collector_id: ctx.fixtures.bsiIds[1],
        collector_name: 'Bank Sampah Induk Sukasari',
        collector_code: '002',
        user_last_name: 'Baru',
        user_phone_number: '085899990001',
        user_status: 'inactive',
      };
      expect(res.body.data).toEqual(after);
      expect(await listed(unit.id)).toEqual(after);
    });

    it.each([
      [
        'an unknown parent',
        0,
        { collectorId: 999_999 },
        422,
        {
          message: 'Bank Sampah Induk tidak ditemukan',
          errors: { collectorId: ['Bank Sampah Induk tidak ditemukan'] },
        },
      ],
      [
        'an unknown village',
        0,
        { villageId: '31.71.01.9999' },
        422,
        { message: 'Kelurahan/Desa tidak ditemukan', errors: { villageId: ['Kelurahan/Desa tidak ditemukan'] } },
      ],
      [
        "an administrator's email",
        0,
        { email: ADMIN.email.toUpperCase() },
        409,
        {
          message: `Email ${ADMIN.email} sudah dipakai oleh pengguna lain`,
          errors: { email: [`Email ${ADMIN.email} sudah dipakai oleh pengguna lain`] },
        },
      ],
      ['a blank address', 0, { address: '' }, 422, { message: INVALID, errors: { address: ['Alamat kosong'] } }],
    ])('refuses %s and changes nothing', async (_, id, over, status, body) => {
      const unit = await create();
      const before = await rows(ctx.db);
      expect(await call('PUT', `${PATH}/${id || unit.id}`, { ...formOf(unit), ...over })).toEqual({ status, body });
      expect(await rows(ctx.db)).toEqual(before);
      expect(await listed(unit.id)).toEqual(unit);
    });

    it("refuses another person's phone number in another format with 409", async () => {
      const unit = await create();
      const phone = (await listed(ctx.fixtures.bsuIds[0]!))!.user_phone_number;
      const message = `Nomor ponsel ${phone} sudah dipakai oleh pengguna lain`;
      expect(
        await call('PUT', `${PATH}/${unit.id}`, { ...formOf(unit), phone_number: `+62-${phone.slice(1)}` }),
      ).toEqual({ status: 409, body: { message, errors: { phone_number: [message] } } });
      expect(await listed(unit.id)).toEqual(unit);
    });
  });

  describe('delete', () => {
    const refuse = async (ids: number[], status: number, message: string) => {
      const before = await rows(ctx.db);
      expect(await call('DELETE', PATH, { id: ids })).toEqual({ status, body: { message } });
      expect(await rows(ctx.db)).toEqual(before);
    };
    const userIdOf = async (bsuId: number) =>
      (await ctx.db.select({ userId: bsus.userId }).from(bsus).where(eq(bsus.id, bsuId)))[0]!.userId;

    it('removes units by their user_id together with their person, even when the parent has items', async () => {
      const unit = await create();
      const before = await rows(ctx.db);
      expect(await call('DELETE', PATH, { id: [unit.user_id] })).toEqual({
        status: 200,
        body: { message: 'Bank Sampah Unit berhasil dihapus', deleted: 1 },
      });
      expect(await rows(ctx.db)).toEqual({ users: before.users - 1, bsus: before.bsus - 1, audit: before.audit + 1 });
      expect(await ctx.db.select().from(users).where(eq(users.id, unit.user_id))).toEqual([]);
      expect(await listed(unit.id)).toBeUndefined();
    });

    it("takes no parent bank's user id: 404 and nothing goes", async () => {
      const unit = await create();
      const [parent] = await ctx.db.select({ userId: collectors.userId }).from(collectors).limit(1);
      await refuse([unit.user_id, parent!.userId], 404, NOT_FOUND);
      // The unit's own id is not its user id: the list holds user ids (SPEC §7).
      expect(await listed(unit.id)).toEqual(unit);
    });

    it('refuses a unit with waste items of its own (409)', async () => {
      const unit = await create({ trash_bank_name: 'BSU Bersampah' });
      await ctx.db.insert(trash).values({
        trashName: 'Kardus Unit',
        type: 'Non Organik',
        sellingPrice: '1.00',
        buyingPrice: '1.00',
        unit: 'kg',
        maximum: '5',
        collectorId: parentId(),
        bsuId: unit.id,
      });
      await refuse(
        [unit.user_id],
        409,
        'BSU Bersampah masih memiliki 1 jenis sampah sendiri, sehingga tidak dapat dihapus. Hapus sampahnya terlebih dahulu.',
      );
    });

    it.each([
      [0, 'BSU Melati sudah tercatat dalam 5 transaksi'],
      [5, 'BSU Tulip sudah tercatat dalam 3 transaksi'],
    ])('refuses a unit used in transactions, even cancelled ones (fixture unit %i), with 409', async (index, start) => {
      const deletable = await create();
      await refuse(
        [deletable.user_id, await userIdOf(ctx.fixtures.bsuIds[index]!)],
        409,
        `${start}, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.`,
      );
      expect(await listed(deletable.id)).toEqual(deletable);
    });

    it('lets a parent bank go once its last unit is deleted', async () => {
      const parent = await createParent({ trash_bank_name: 'BSI Sementara' });
      const unit = await create({ collectorId: parent.id });
      expect(await call('DELETE', '/strict/collector', { id: [parent.user_id] })).toMatchObject({
        status: 409,
        body: { message: expect.stringContaining('masih membawahi 1 Bank Sampah Unit') },
      });
      expect((await call('DELETE', PATH, { id: [unit.user_id] })).status).toBe(200);
      expect((await call('DELETE', '/strict/collector', { id: [parent.user_id] })).status).toBe(200);
    });
  });

  it("names a form's field error in English when asked (Accept-Language: en;q=0.8, xx)", async () => {
    expect(
      await call('POST', PATH, newBank({ collectorId: 1, trash_bank_name: 'z'.repeat(300) }), {
        'accept-language': 'en;q=0.8, xx',
      }),
    ).toEqual({
      status: 422,
      body: { message: 'The submitted data is invalid', errors: { trash_bank_name: ['Maximum 255 characters'] } },
    });
    expect(await call('POST', PATH, 'x', { 'accept-language': 'en;q=0.8, xx', 'content-type': 'text/plain' })).toEqual({
      status: 415,
      body: { message: 'The request body must be in JSON format' },
    });
  });
});
