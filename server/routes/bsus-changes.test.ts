// /strict/bsu: changing and deleting unit waste banks (BSU), as a client sees it.
// What every master-data resource shares (paging, refusals, audit) is in bsus.contract.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bsus, collectors, trash } from '../db/schema';
import { INVALID } from '../test/api';
import { ADMIN_EMAIL_TAKEN, useBsuApp } from '../test/bank-api';
import { testDbKinds } from '../test/databases';
import { bsuForm } from '../test/master-data';

const PATH = '/strict/bsu';
const NOT_FOUND = 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus';
const newBank = (over: Record<string, unknown> = {}) => bsuForm(undefined, over);

describe.each(testDbKinds)('/strict/bsu changes on %s', (kind) => {
  const {
    ctx,
    call,
    create,
    listed,
    parentId,
    createParent,
    updates,
    deletes,
    refusesUpdate,
    refusesTakenPhone,
    refusesDelete,
  } = useBsuApp(kind);

  describe('update', () => {
    it('shows the changes to unit, parent and person, normalised', async () => {
      const sukasari = ctx.fixtures.bsiIds[1];
      await updates(
        await create(),
        {
          trash_bank_name: 'BSU Diubah',
          collectorId: sukasari,
          last_name: 'Baru',
          phone_number: '62 858 9999 0001',
          status: 'inactive',
        },
        {
          trash_bank_name: 'BSU Diubah',
          collector_id: sukasari,
          collector_name: 'Bank Sampah Induk Sukasari',
          collector_code: '002',
          user_last_name: 'Baru',
          user_phone_number: '085899990001',
          user_status: 'inactive',
        },
      );
    });

    it.each([
      [
        'an unknown parent',
        { collectorId: 999_999 },
        422,
        {
          message: 'Bank Sampah Induk tidak ditemukan',
          errors: { collectorId: ['Bank Sampah Induk tidak ditemukan'] },
        },
      ],
      [
        'an unknown village',
        { villageId: '31.71.01.9999' },
        422,
        { message: 'Kelurahan/Desa tidak ditemukan', errors: { villageId: ['Kelurahan/Desa tidak ditemukan'] } },
      ],
      ADMIN_EMAIL_TAKEN,
      ['a blank address', { address: '' }, 422, { message: INVALID, errors: { address: ['Alamat kosong'] } }],
    ])('refuses %s and changes nothing', async (_, over, status, body) => {
      await refusesUpdate(await create(), over, status, body);
    });

    it("refuses another person's phone number in another format with 409", async () => {
      const unit = await create();
      const phone = (await listed(ctx.fixtures.bsuIds[0]!))!.user_phone_number;
      await refusesTakenPhone(unit, phone, `+62-${phone.slice(1)}`);
    });
  });

  describe('delete', () => {
    const userIdOf = async (bsuId: number) =>
      (await ctx.db.select({ userId: bsus.userId }).from(bsus).where(eq(bsus.id, bsuId)))[0]!.userId;

    it('removes units by their user_id together with their person, even when the parent has items', async () => {
      await deletes([await create()]);
    });

    it("takes no parent bank's user id: 404 and nothing goes", async () => {
      const unit = await create();
      const [parent] = await ctx.db.select({ userId: collectors.userId }).from(collectors).limit(1);
      await refusesDelete([unit.user_id, parent!.userId], 404, NOT_FOUND);
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
      await refusesDelete(
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
      await refusesDelete(
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
