// /strict/collector: changing and deleting parent waste banks (BSI), as a client sees it.
// What every master-data resource shares (paging, refusals, audit) is in collectors.contract.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bsus, collectors, transactions, trash, walletRequests, wallets } from '../db/schema';
import { INVALID, unchanged } from '../test/api';
import { ADMIN_EMAIL_TAKEN, useCollectorApp } from '../test/bank-api';
import { testDbKinds } from '../test/databases';
import { collectorForm as newBank, collectorFormOf as formOf } from '../test/master-data';

const PATH = '/strict/collector';

describe.each(testDbKinds)('/strict/collector changes on %s', (kind) => {
  const { ctx, call, create, listed, rows, updates, deletes, refusesUpdate, refusesTakenPhone, refusesDelete } =
    useCollectorApp(kind);

  describe('update', () => {
    it('shows the changes to bank and person, normalised', async () => {
      const renamed = { trash_bank_name: 'BSI Diubah', address: 'Jl. Baru 1' };
      await updates(
        await create(),
        {
          ...renamed,
          latlng: '',
          first_name: 'Sari',
          email: 'SARI@test.id',
          phone_number: '0856 9999 0001',
          status: 'inactive',
        },
        {
          ...renamed,
          latlng: null,
          user_first_name: 'Sari',
          user_email: 'sari@test.id',
          user_phone_number: '085699990001',
          user_status: 'inactive',
        },
      );
    });

    it.each([
      [
        'an unknown village',
        { villageId: '32.73.09.9999' },
        422,
        { message: 'Kelurahan/Desa tidak ditemukan', errors: { villageId: ['Kelurahan/Desa tidak ditemukan'] } },
      ],
      ADMIN_EMAIL_TAKEN,
      [
        'an invalid form',
        { trash_bank_name: '' },
        422,
        { message: INVALID, errors: { trash_bank_name: ['Nama Bank Sampah kosong'] } },
      ],
    ])('refuses %s and changes nothing', async (_, over, status, body) => {
      await refusesUpdate(await create(), over, status, body);
    });

    it("refuses another person's phone number in another format with 409", async () => {
      const bank = await create();
      const phone = (await create()).user_phone_number;
      await refusesTakenPhone(bank, phone, `+62 ${phone.slice(1)}`);
    });
  });

  describe('delete', () => {
    it('removes banks by their user_id together with their person', async () => {
      await deletes([await create(), await create()]);
    });

    it("takes no unit bank's user id: 404 and nothing goes", async () => {
      const bank = await create();
      const [unit] = await ctx.db.select({ userId: bsus.userId }).from(bsus).limit(1);
      const message = 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus';
      await refusesDelete([bank.user_id, unit!.userId], 404, message);
      expect(await listed(bank.id)).toEqual(bank);
    });

    it('refuses a parent bank that still has unit banks (409)', async () => {
      const [induk] = await ctx.db
        .select({ userId: collectors.userId })
        .from(collectors)
        .where(eq(collectors.id, ctx.fixtures.bsiIds[0]!));
      const deletable = await create();
      await refusesDelete(
        [deletable.user_id, induk!.userId],
        409,
        'Bank Sampah Induk Bandung masih membawahi 3 Bank Sampah Unit, sehingga tidak dapat dihapus. Pindahkan atau hapus unitnya terlebih dahulu.',
      );
      expect(await listed(deletable.id)).toEqual(deletable);
    });

    it('refuses a parent bank that still has waste items (409)', async () => {
      const bank = await create({ trash_bank_name: 'BSI Bersampah' });
      const item = {
        type: 'Organik',
        sellingPrice: '1.00',
        buyingPrice: '1.00',
        unit: 'kg',
        maximum: '10',
        collectorId: bank.id,
      } as const;
      await ctx.db.insert(trash).values([
        { ...item, trashName: 'Daun' },
        { ...item, trashName: 'Ranting' },
      ]);
      await refusesDelete(
        [bank.user_id],
        409,
        'BSI Bersampah masih memiliki 2 jenis sampah, sehingga tidak dapat dihapus. Hapus sampahnya terlebih dahulu.',
      );
    });

    it('refuses a parent bank used in transactions (409) and lets it be deactivated instead', async () => {
      const bank = await create({ trash_bank_name: 'BSI Bertransaksi' });
      await ctx.db.insert(transactions).values({
        bsuId: ctx.fixtures.bsuIds[0]!,
        tenantId: ctx.fixtures.bsiIds[0]!,
        collectorId: bank.id,
        amount: '1000.00',
      });
      await refusesDelete(
        [bank.user_id],
        409,
        'BSI Bertransaksi sudah tercatat dalam 1 transaksi, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.',
      );
      expect(await call('PUT', `${PATH}/${bank.id}`, { ...formOf(bank), status: 'inactive' })).toMatchObject({
        status: 200,
        body: { data: { user_status: 'inactive' } },
      });
    });

    it('refuses a parent bank whose wallet has history (409)', async () => {
      const bank = await create({ trash_bank_name: 'BSI Bersaldo' });
      const [wallet] = await ctx.db.insert(wallets).values({ userId: bank.user_id }).returning({ id: wallets.id });
      await ctx.db
        .insert(walletRequests)
        .values({ walletId: wallet!.id, kind: 'withdraw', amount: '1000.00', total: '1000.00' });
      await refusesDelete(
        [bank.user_id],
        409,
        'BSI Bersaldo memiliki riwayat saldo, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.',
      );
    });
  });

  describe('refusals particular to parent banks', () => {
    it('refuses a well-formed village that does not exist (422 on villageId)', async () => {
      const before = await rows();
      expect(await call('POST', PATH, newBank({ villageId: '32.73.01.9999' }))).toEqual({
        status: 422,
        body: { message: 'Kelurahan/Desa tidak ditemukan', errors: { villageId: ['Kelurahan/Desa tidak ditemukan'] } },
      });
      expect(await rows()).toEqual(before);
    });

    it("names a form's field error in English when asked (Accept-Language: en)", async () => {
      expect(
        await unchanged(ctx.db, () =>
          call('POST', PATH, newBank({ address: 'x'.repeat(256) }), { 'accept-language': 'en' }),
        ),
      ).toEqual({
        status: 422,
        body: { message: 'The submitted data is invalid', errors: { address: ['Maximum 255 characters'] } },
      });
    });
  });
});
