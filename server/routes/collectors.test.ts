// /strict/collector: parent waste banks (BSI) and their person in charge, as a client sees them.
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankItemSchema, collectorListSchema, type BankItem } from '../../lib/schemas/collectors';
import { startFamily } from '../auth/tokens';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import {
  auditLog,
  bsus,
  collectors,
  subdistricts,
  transactions,
  trash,
  users,
  villages,
  walletRequests,
  wallets,
} from '../db/schema';
import { ADMIN, CUSTOMER_LOGIN, insertFixtures, type Fixtures } from '../test/fixtures';
import { login } from '../test/api';
import { openTestDatabase, testDbKinds, testEnv, type TestDbKind } from '../test/databases';

const env = testEnv();
const INVALID = 'Data yang dikirim tidak valid';
const PATH = '/strict/collector';
type Body = { message: string; errors?: Record<string, string[]>; data?: unknown; deleted?: number };
type Reply = { status: number; body: Body };

/** Cipaganti (Coblong, Kota Bandung), Cibiru Wetan (Kabupaten Bandung), Petojo Utara (Jakarta Pusat). */
const CIPAGANTI = '32.73.02.1001';
const LEBAK_GEDE = '32.73.02.1002';
const CIBIRU = '32.04.01.2001';
const PETOJO = '31.71.01.1001';

/** A fresh database with the fixtures (plus two regencies' villages), the app and the admin's token. */
function useApi(kind: TestDbKind) {
  const ctx = {} as { database: Database; app: App; fixtures: Fixtures; token: string };
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    ctx.fixtures = await insertFixtures(ctx.database.db);
    await ctx.database.db.insert(subdistricts).values([
      { id: '32.04.01', regencyId: '32.04', name: 'Cileunyi' },
      { id: '31.71.01', regencyId: '31.71', name: 'Gambir' },
    ]);
    await ctx.database.db.insert(villages).values([
      { id: CIBIRU, subdistrictId: '32.04.01', name: 'Cibiru Wetan' },
      { id: PETOJO, subdistrictId: '31.71.01', name: 'Petojo Utara' },
    ]);
    ctx.app = createApp({ db: ctx.database.db, env });
    ctx.token = (await login(ctx.app)).jwt_token;
  });
  afterAll(() => ctx.database?.close());

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    opts: { token?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Reply> => {
    const token = opts.token === undefined ? ctx.token : opts.token;
    const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers };
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await ctx.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const list = async (query = '') => {
    const res = await call('GET', `${PATH}${query}`);
    expect(res.status).toBe(200);
    return collectorListSchema.parse(res.body);
  };
  const counted = async (table: typeof users | typeof collectors | typeof auditLog) =>
    (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;
  const rows = async () => ({
    users: await counted(users),
    collectors: await counted(collectors),
    audit: await counted(auditLog),
  });
  const lastAudit = async () => (await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  return { ctx, call, list, rows, lastAudit };
}

let sequence = 0;
/** A valid form for a new parent bank, with contacts of its own. */
const newBank = (over: Record<string, unknown> = {}) => {
  const n = ++sequence;
  return {
    first_name: 'Dewi',
    last_name: `Pengurus ${n}`,
    email: `induk${n}@test.id`,
    phone_number: `0856${String(n).padStart(8, '0')}`,
    status: 'active',
    trash_bank_name: `BSI Uji ${n}`,
    address: `Jl. Uji No. ${n}`,
    latlng: '-6.914744,107.609810',
    villageId: CIPAGANTI,
    ...over,
  };
};
/** The form that saves a listed bank unchanged. */
const formOf = (b: BankItem) => ({
  first_name: b.user_first_name,
  last_name: b.user_last_name,
  email: b.user_email,
  phone_number: b.user_phone_number,
  status: b.user_status,
  trash_bank_name: b.trash_bank_name,
  address: b.address,
  latlng: b.latlng,
  villageId: b.village_id,
});
const EMPTY = { items: [], has_next_page: false, total_records: 0 };

describe.each(testDbKinds)('/strict/collector on %s', (kind) => {
  const { ctx, call, list, rows, lastAudit } = useApi(kind);
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', PATH, newBank(over));
    expect(res.status).toBe(201);
    return bankItemSchema.parse(res.body.data);
  };
  const listed = async (id: number) => (await list()).items.find((b) => b.id === id);

  describe('listing', () => {
    it('lists the parent banks newest first, with region chain and person, in the shared schema', async () => {
      const place = {
        latlng: null,
        province_id: '32',
        province_name: 'Jawa Barat',
        regency_id: '32.73',
        regency_name: 'Kota Bandung',
        subdistrict_id: '32.73.01',
        subdistrict_name: 'Sukasari',
        village_id: '32.73.01.1001',
        village_name: 'Sukarasa',
      };
      const person = {
        user_status: 'active',
        user_last_name: null,
        user_email: null,
        user_phone_number: expect.stringMatching(/^0812\d{8}$/),
      };
      expect(await list()).toEqual({
        items: [
          {
            id: ctx.fixtures.bsiIds[1],
            user_id: expect.any(Number),
            unique_code: '002',
            trash_bank_name: 'Bank Sampah Induk Sukasari',
            address: 'Jl. Induk No. 2',
            ...place,
            ...person,
            user_first_name: 'Pengelola 2',
          },
          {
            id: ctx.fixtures.bsiIds[0],
            user_id: expect.any(Number),
            unique_code: '001',
            trash_bank_name: 'Bank Sampah Induk Bandung',
            address: 'Jl. Induk No. 1',
            ...place,
            ...person,
            user_first_name: 'Pengelola 1',
          },
        ],
        has_next_page: false,
        total_records: 2,
      });
    });

    it('answers a page past the end with no items but the true total', async () => {
      expect(await list('?page=3&per_page=1')).toEqual({ items: [], has_next_page: false, total_records: 2 });
    });

    it.each([
      ['?per_page=101', { per_page: ['Jumlah per halaman harus antara 1 dan 100'] }],
      ['?page=0', { page: ['Halaman harus bilangan bulat positif'] }],
      ['?page=satu', { page: ['Halaman harus bilangan bulat positif'] }],
    ])('refuses %s with 422 naming the parameter', async (query, errors) => {
      expect(await call('GET', `${PATH}${query}`)).toEqual({ status: 422, body: { message: INVALID, errors } });
    });
  });

  describe('search', () => {
    let cemara: BankItem;
    let beringin: BankItem;
    beforeAll(async () => {
      cemara = await create({ trash_bank_name: 'Bank Sampah Cemara', villageId: CIPAGANTI });
      beringin = await create({
        trash_bank_name: 'Bank Sampah Beringin',
        villageId: PETOJO,
        first_name: 'Yusuf',
        last_name: 'Hakim',
        email: 'Beringin.Induk@test.id',
      });
    });
    const names = async (term: string) =>
      (await list(`?search=${encodeURIComponent(term)}`)).items.map((b) => b.trash_bank_name);

    it('gives codes by regency: the first bank of Kota Bandung is 3273001, of Jakarta Pusat 3171001', () => {
      expect([cemara.unique_code, beringin.unique_code]).toEqual(['3273001', '3171001']);
    });

    it.each([
      ['the bank name in any case', 'CEMARA', ['Bank Sampah Cemara']],
      ['the person in charge', 'yusuf HAKIM', ['Bank Sampah Beringin']],
      ['the email in other case', 'BERINGIN.induk@TEST.id', ['Bank Sampah Beringin']],
      ['the code without prefix', '3171001', ['Bank Sampah Beringin']],
      ['the code with its BSI- prefix', 'BSI-3273001', ['Bank Sampah Cemara']],
      ['the village', 'petojo', ['Bank Sampah Beringin']],
      ['the subdistrict', 'Coblong', ['Bank Sampah Cemara']],
      ['the regency', 'jakarta pusat', ['Bank Sampah Beringin']],
      ['the province', 'daerah khusus ibukota', ['Bank Sampah Beringin']],
      [
        'the province of several',
        'jawa barat',
        ['Bank Sampah Cemara', 'Bank Sampah Induk Sukasari', 'Bank Sampah Induk Bandung'],
      ],
      ['words spread over name and region', 'cemara cipaganti', ['Bank Sampah Cemara']],
    ])('finds by %s', async (_, term, expected) => {
      expect(await names(term)).toEqual(expected);
    });

    it('finds the phone number typed with +62', async () => {
      expect(await names(`+62${beringin.user_phone_number.slice(1)}`)).toEqual(['Bank Sampah Beringin']);
    });

    it.each([
      ['words that match different banks', 'cemara gambir'],
      ['the code with the unit prefix', 'BSU-3171001'],
      ['a LIKE wildcard typed literally', '_'],
      ['a percent sign typed literally', '100%'],
    ])('finds nothing for %s', async (_, term) => {
      expect(await list(`?search=${encodeURIComponent(term)}`)).toEqual(EMPTY);
    });

    it('counts only the matches and pages through them', async () => {
      expect(await list('?search=jawa%20barat&per_page=2')).toMatchObject({ has_next_page: true, total_records: 3 });
      expect(await list('?search=jawa%20barat&per_page=2&page=2')).toMatchObject({
        items: [{ trash_bank_name: 'Bank Sampah Induk Bandung' }],
        has_next_page: false,
        total_records: 3,
      });
    });
  });

  describe('create', () => {
    it('answers 201 with the bank as the list then shows it, normalising the person and coordinates', async () => {
      const before = await rows();
      const res = await call(
        'POST',
        PATH,
        newBank({
          first_name: ' Dewi ',
          last_name: '',
          email: 'Dewi.Baru@Test.ID',
          phone_number: '+62 856-7777-0001',
          latlng: ' -6.9147 , 107.6098 ',
          trash_bank_name: 'BSI Kenari',
          villageId: LEBAK_GEDE,
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Bank Sampah Induk berhasil ditambahkan');
      const data = bankItemSchema.parse(res.body.data);
      expect(data).toEqual({
        id: expect.any(Number),
        user_id: expect.any(Number),
        unique_code: expect.stringMatching(/^3273\d{3}$/),
        trash_bank_name: 'BSI Kenari',
        address: expect.any(String),
        latlng: '-6.9147,107.6098',
        province_id: '32',
        province_name: 'Jawa Barat',
        regency_id: '32.73',
        regency_name: 'Kota Bandung',
        subdistrict_id: '32.73.02',
        subdistrict_name: 'Coblong',
        village_id: LEBAK_GEDE,
        village_name: 'Lebak Gede',
        user_status: 'active',
        user_first_name: 'Dewi',
        user_last_name: null,
        user_email: 'dewi.baru@test.id',
        user_phone_number: '085677770001',
      });
      expect((await list()).items[0]).toEqual(data);
      expect(await rows()).toEqual({
        users: before.users + 1,
        collectors: before.collectors + 1,
        audit: before.audit + 1,
      });
      expect(await lastAudit()).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'create',
        entity: 'collector',
        entityId: String(data.id),
        before: null,
        after: data,
      });
    });

    it('does not make the person in charge an administrator', async () => {
      const bank = await create();
      const admins = await call('GET', `/strict/user?search=${bank.user_phone_number}`);
      expect(admins.body).toEqual(EMPTY);
    });

    it('numbers codes within a regency and keeps a code when the bank moves elsewhere', async () => {
      const first = await create({ villageId: CIBIRU });
      const second = await create({ villageId: CIBIRU });
      expect([first.unique_code, second.unique_code, first.regency_name]).toEqual([
        '3204001',
        '3204002',
        'Kabupaten Bandung',
      ]);
      const moved = await call('PUT', `${PATH}/${first.id}`, {
        ...formOf(first),
        villageId: LEBAK_GEDE,
        trash_bank_name: 'Pindah',
      });
      expect(moved.status).toBe(200);
      expect(moved.body.data).toMatchObject({
        unique_code: '3204001',
        regency_name: 'Kota Bandung',
        village_name: 'Lebak Gede',
      });
      expect((await listed(first.id))!.unique_code).toBe('3204001');
      expect((await create({ villageId: CIBIRU })).unique_code).toBe('3204003');
    });
  });

  describe('update', () => {
    it('answers 200, shows the changes to bank and person, and audits before and after', async () => {
      const bank = await create();
      const form = {
        ...formOf(bank),
        trash_bank_name: 'BSI Diubah',
        address: 'Jl. Baru 1',
        latlng: '',
        first_name: 'Sari',
        email: 'SARI@test.id',
        phone_number: '0856 9999 0001',
        status: 'inactive',
      };
      const res = await call('PUT', `${PATH}/${bank.id}`, form);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Bank Sampah Induk berhasil diperbarui');
      const after = {
        ...bank,
        trash_bank_name: 'BSI Diubah',
        address: 'Jl. Baru 1',
        latlng: null,
        user_first_name: 'Sari',
        user_email: 'sari@test.id',
        user_phone_number: '085699990001',
        user_status: 'inactive',
      };
      expect(res.body.data).toEqual(after);
      expect(await listed(bank.id)).toEqual(after);
      expect(await lastAudit()).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'update',
        entity: 'collector',
        entityId: String(bank.id),
        before: bank,
        after,
      });
    });

    it('keeps the own email and phone of the bank when saved unchanged', async () => {
      const bank = await create();
      expect(await call('PUT', `${PATH}/${bank.id}`, formOf(bank))).toMatchObject({
        status: 200,
        body: { data: bank },
      });
    });

    it.each([
      ['an unknown id', 999_999, newBank(), 404, { message: 'Bank Sampah Induk tidak ditemukan' }],
      [
        'an unknown village',
        0,
        { villageId: '32.73.09.9999' },
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
      [
        'an invalid form',
        0,
        { trash_bank_name: '' },
        422,
        { message: INVALID, errors: { trash_bank_name: ['Nama Bank Sampah kosong'] } },
      ],
    ])('refuses %s and changes nothing', async (_, id, over, status, body) => {
      const bank = await create();
      const before = await rows();
      expect(await call('PUT', `${PATH}/${id || bank.id}`, { ...formOf(bank), ...over })).toEqual({ status, body });
      expect(await rows()).toEqual(before);
      expect(await listed(bank.id)).toEqual(bank);
    });

    it("refuses another person's phone number in another format with 409", async () => {
      const bank = await create();
      const other = await create();
      const phone = other.user_phone_number;
      const message = `Nomor ponsel ${phone} sudah dipakai oleh pengguna lain`;
      expect(
        await call('PUT', `${PATH}/${bank.id}`, { ...formOf(bank), phone_number: `+62 ${phone.slice(1)}` }),
      ).toEqual({ status: 409, body: { message, errors: { phone_number: [message] } } });
      expect(await listed(bank.id)).toEqual(bank);
    });
  });

  describe('delete', () => {
    const refuse = async (ids: number[], status: number, message: string) => {
      const before = await rows();
      expect(await call('DELETE', PATH, { id: ids })).toEqual({ status, body: { message } });
      expect(await rows()).toEqual(before);
    };

    it('removes banks by their user_id, together with their person, and audits each', async () => {
      const [a, b] = [await create(), await create()];
      const before = await rows();
      expect(await call('DELETE', PATH, { id: [a.user_id, b.user_id] })).toEqual({
        status: 200,
        body: { message: 'Bank Sampah Induk berhasil dihapus', deleted: 2 },
      });
      expect(await rows()).toEqual({
        users: before.users - 2,
        collectors: before.collectors - 2,
        audit: before.audit + 2,
      });
      expect(await ctx.database.db.select().from(users).where(eq(users.id, a.user_id))).toEqual([]);
      expect(await listed(a.id)).toBeUndefined();
      expect(await lastAudit()).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'delete',
        entity: 'collector',
        entityId: String(b.id),
        before: b,
        after: null,
      });
    });

    it("is all or nothing: an unknown id, or a unit bank's, is 404 and nothing goes", async () => {
      const bank = await create();
      const [unit] = await ctx.database.db.select({ userId: bsus.userId }).from(bsus).limit(1);
      const message = 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus';
      await refuse([bank.user_id, 999_999], 404, message);
      await refuse([bank.user_id, unit!.userId], 404, message);
      expect(await listed(bank.id)).toEqual(bank);
    });

    it('refuses a parent bank that still has unit banks (409)', async () => {
      const [induk] = await ctx.database.db
        .select({ userId: collectors.userId })
        .from(collectors)
        .where(eq(collectors.id, ctx.fixtures.bsiIds[0]!));
      const deletable = await create();
      await refuse(
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
      await ctx.database.db.insert(trash).values([
        { ...item, trashName: 'Daun' },
        { ...item, trashName: 'Ranting' },
      ]);
      await refuse(
        [bank.user_id],
        409,
        'BSI Bersampah masih memiliki 2 jenis sampah, sehingga tidak dapat dihapus. Hapus sampahnya terlebih dahulu.',
      );
    });

    it('refuses a parent bank used in transactions (409) and lets it be deactivated instead', async () => {
      const bank = await create({ trash_bank_name: 'BSI Bertransaksi' });
      await ctx.database.db
        .insert(transactions)
        .values({ bsuId: ctx.fixtures.bsuIds[0]!, collectorId: bank.id, amount: '1000.00' });
      await refuse(
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
      const [wallet] = await ctx.database.db
        .insert(wallets)
        .values({ userId: bank.user_id })
        .returning({ id: wallets.id });
      await ctx.database.db
        .insert(walletRequests)
        .values({ walletId: wallet!.id, kind: 'withdraw', amount: '1000.00', total: '1000.00' });
      await refuse(
        [bank.user_id],
        409,
        'BSI Bersaldo memiliki riwayat saldo, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.',
      );
    });

    it('refuses an empty id list with 422', async () => {
      expect(await call('DELETE', PATH, { id: [] })).toEqual({
        status: 422,
        body: { message: INVALID, errors: { id: ['Pilih minimal satu data'] } },
      });
    });
  });

  describe('validation and conflicts on create', () => {
    const long = 'x'.repeat(256);
    const phoneOfFirstCollector = async () =>
      (await list()).items.find((b) => b.id === ctx.fixtures.bsiIds[0])?.user_phone_number;
    it.each([
      ['first_name missing', { first_name: undefined }, { first_name: ['Nama Depan kosong'] }],
      ['phone_number blank', { phone_number: ' ' }, { phone_number: ['Nomor Ponsel kosong'] }],
      ['trash_bank_name missing', { trash_bank_name: undefined }, { trash_bank_name: ['Nama Bank Sampah kosong'] }],
      ['address blank', { address: '  ' }, { address: ['Alamat kosong'] }],
      ['status missing', { status: undefined }, { status: ['Status belum dipilih'] }],
      ['villageId missing', { villageId: undefined }, { villageId: ['Kelurahan/Desa belum dipilih'] }],
      ['villageId not a village code', { villageId: '32.73' }, { villageId: ['Kelurahan/Desa belum dipilih'] }],
      ['trash_bank_name of 256 characters', { trash_bank_name: long }, { trash_bank_name: ['Maksimal 255 karakter'] }],
      ['address of 256 characters', { address: long }, { address: ['Maksimal 255 karakter'] }],
      ['last_name of 256 characters', { last_name: long }, { last_name: ['Maksimal 255 karakter'] }],
      ['a malformed email', { email: 'induk@' }, { email: ['Format email tidak valid'] }],
      [
        'a malformed phone number',
        { phone_number: '0812' },
        { phone_number: ['Nomor ponsel tidak valid (contoh: 081234567890)'] },
      ],
      [
        'latlng out of range',
        { latlng: '95,200' },
        { latlng: ['Koordinat harus berformat lintang,bujur (contoh: -6.914744,107.609810)'] },
      ],
      [
        'latlng not coordinates',
        { latlng: 'Bandung' },
        { latlng: ['Koordinat harus berformat lintang,bujur (contoh: -6.914744,107.609810)'] },
      ],
      [
        'numbers and booleans where text belongs',
        { trash_bank_name: 5, address: true, villageId: 3273, latlng: 1, status: 1 },
        {
          trash_bank_name: ['Harus berupa teks'],
          address: ['Harus berupa teks'],
          villageId: ['Kelurahan/Desa belum dipilih'],
          latlng: ['Koordinat harus berformat lintang,bujur (contoh: -6.914744,107.609810)'],
          status: ['Status belum dipilih'],
        },
      ],
    ])('refuses %s with 422 and the exact message, changing nothing', async (_, over, errors) => {
      const before = await rows();
      expect(await call('POST', PATH, newBank(over))).toEqual({ status: 422, body: { message: INVALID, errors } });
      expect(await rows()).toEqual(before);
    });

    it('refuses a well-formed village that does not exist (422 on villageId)', async () => {
      const before = await rows();
      expect(await call('POST', PATH, newBank({ villageId: '32.73.01.9999' }))).toEqual({
        status: 422,
        body: { message: 'Kelurahan/Desa tidak ditemukan', errors: { villageId: ['Kelurahan/Desa tidak ditemukan'] } },
      });
      expect(await rows()).toEqual(before);
    });

    it('refuses malformed JSON with 400 and a form-encoded body with 415', async () => {
      expect(await call('POST', PATH, '{"first_name":')).toEqual({
        status: 400,
        body: { message: 'Isi permintaan harus JSON yang valid' },
      });
      expect(
        (
          await call('POST', PATH, 'first_name=Dewi', {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(415);
    });

    it.each([
      [
        'an email taken, in other case',
        async () => ({ email: CUSTOMER_LOGIN.email.toUpperCase() }),
        'email',
        () => `Email ${CUSTOMER_LOGIN.email} sudah dipakai oleh pengguna lain`,
      ],
      [
        'a phone number taken, in another format',
        async () => ({ phone_number: `62${(await phoneOfFirstCollector())!.slice(1)}` }),
        'phone_number',
        async () => `Nomor ponsel ${await phoneOfFirstCollector()} sudah dipakai oleh pengguna lain`,
      ],
    ])('refuses %s with 409 naming the field', async (_, over, field, message) => {
      const before = await rows();
      const text = await message();
      expect(await call('POST', PATH, newBank(await over()))).toEqual({
        status: 409,
        body: { message: text, errors: { [field]: [text] } },
      });
      expect(await rows()).toEqual(before);
    });
  });

  describe('access', () => {
    const calls: [string, string, unknown][] = [
      ['GET', PATH, undefined],
      ['POST', PATH, newBank()],
      ['PUT', `${PATH}/1`, newBank()],
      ['DELETE', PATH, { id: [3] }],
    ];

    it.each(calls)(
      'refuses %s %s without a token (401) and to a non-administrator (403)',
      async (method, path, body) => {
        const before = await rows();
        expect(await call(method, path, body, { token: null })).toEqual({
          status: 401,
          body: { message: 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali' },
        });
        const [customer] = await ctx.database.db.select().from(users).where(eq(users.email, CUSTOMER_LOGIN.email));
        const { accessToken } = await startFamily(ctx.database.db, env, customer!);
        expect(await call(method, path, body, { token: accessToken })).toEqual({
          status: 403,
          body: { message: 'Anda tidak memiliki akses ke data ini' },
        });
        expect(await rows()).toEqual(before);
      },
    );

    it('answers in English when asked (Accept-Language: en)', async () => {
      const en = { headers: { 'accept-language': 'en' } };
      expect(await call('POST', PATH, newBank({ address: 'x'.repeat(256) }), en)).toEqual({
        status: 422,
        body: { message: 'The submitted data is invalid', errors: { address: ['Maximum 255 characters'] } },
      });
      expect(await call('GET', `${PATH}?per_page=101`, undefined, en)).toEqual({
        status: 422,
        body: {
          message: 'The submitted data is invalid',
          errors: { per_page: ['Items per page must be between 1 and 100'] },
        },
      });
      expect(await call('POST', PATH, '{', en)).toEqual({
        status: 400,
        body: { message: 'The request body must be valid JSON' },
      });
    });
  });
});

describe.each(testDbKinds)('/strict/collector paging on %s', (kind) => {
  const { ctx, list } = useApi(kind);
  const insertBanks = async (from: number, n: number) => {
    const people = await ctx.database.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          firstName: `Halaman ${from + i}`,
          phoneNumber: `0857${String(from + i).padStart(8, '0')}`,
          role: 'collector' as const,
        })),
      )
      .returning({ id: users.id });
    await ctx.database.db.insert(collectors).values(
      people.map((p, i) => ({
        userId: p.id,
        uniqueCode: `9${from + i}`,
        trashBankName: `Halaman ${from + i}`,
        address: 'Jl. Halaman',
        villageId: CIPAGANTI,
      })),
    );
  };

  it('pages exactly at the 50-row boundary, newest first, without gaps or repeats', async () => {
    await insertBanks(1, 48);
    expect(await list()).toMatchObject({ has_next_page: false, total_records: 50 });
    expect((await list()).items).toHaveLength(50);
    await insertBanks(49, 1);
    const first = await list();
    expect(first).toMatchObject({ has_next_page: true, total_records: 51 });
    expect(first.items[0]!.trash_bank_name).toBe('Halaman 49');
    const second = await list('?page=2');
    expect(second).toEqual({
      items: [expect.objectContaining({ id: ctx.fixtures.bsiIds[0] })],
      has_next_page: false,
      total_records: 51,
    });
    const ids = [...first.items, ...second.items].map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(51);
    const pages = await Promise.all([1, 2, 3, 4].map((p) => list(`?page=${p}&per_page=17`)));
    expect(pages.map((p) => [p.items.length, p.has_next_page])).toEqual([
      [17, true],
      [17, true],
      [17, false],
      [0, false],
    ]);
  });
});
