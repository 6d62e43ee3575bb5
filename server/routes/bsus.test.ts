// /strict/bsu: unit waste banks (BSU), each under a parent bank, as a client sees them.
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankItemSchema } from '../../lib/schemas/collectors';
import { bsuItemSchema, bsuListSchema, type BsuItem } from '../../lib/schemas/bsus';
import { startFamily } from '../auth/tokens';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import { auditLog, bsus, collectors, subdistricts, trash, users, villages } from '../db/schema';
import { ADMIN, CUSTOMER_LOGIN, insertFixtures, type Fixtures } from '../test/fixtures';
import { login } from '../test/api';
import { openTestDatabase, testDbKinds, testEnv, type TestDbKind } from '../test/databases';

const env = testEnv();
const INVALID = 'Data yang dikirim tidak valid';
const PATH = '/strict/bsu';
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
    return bsuListSchema.parse(res.body);
  };
  const counted = async (table: typeof users | typeof bsus | typeof auditLog) =>
    (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;
  const rows = async () => ({ users: await counted(users), bsus: await counted(bsus), audit: await counted(auditLog) });
  const lastAudit = async () => (await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  return { ctx, call, list, rows, lastAudit };
}

let sequence = 0;
/** A valid bank form with contacts of its own; collectorId 0 means "the fixtures' first parent". */
const newBank = (over: Record<string, unknown> = {}) => {
  const n = ++sequence;
  return {
    first_name: 'Wati',
    last_name: `Ketua ${n}`,
    email: `unit${n}@test.id`,
    phone_number: `0858${String(n).padStart(8, '0')}`,
    status: 'active',
    trash_bank_name: `BSU Uji ${n}`,
    address: `Jl. Unit Uji No. ${n}`,
    latlng: '-6.9,107.6',
    villageId: CIPAGANTI,
    ...over,
  };
};
const formOf = (b: BsuItem) => ({
  first_name: b.user_first_name,
  last_name: b.user_last_name,
  email: b.user_email,
  phone_number: b.user_phone_number,
  status: b.user_status,
  trash_bank_name: b.trash_bank_name,
  address: b.address,
  latlng: b.latlng,
  villageId: b.village_id,
  collectorId: b.collector_id,
});
const EMPTY = { items: [], has_next_page: false, total_records: 0 };
const NOT_FOUND = 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus';

describe.each(testDbKinds)('/strict/bsu on %s', (kind) => {
  const { ctx, call, list, rows, lastAudit } = useApi(kind);
  const parentId = () => ctx.fixtures.bsiIds[0]!;
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', PATH, newBank({ collectorId: parentId(), ...over }));
    expect(res.status).toBe(201);
    return bsuItemSchema.parse(res.body.data);
  };
  const createParent = async (over: Record<string, unknown>) => {
    const res = await call('POST', '/strict/collector', newBank({ trash_bank_name: 'BSI Induk Uji', ...over }));
    expect(res.status).toBe(201);
    return bankItemSchema.parse(res.body.data);
  };
  const listed = async (id: number) => (await list()).items.find((b) => b.id === id);

  describe('listing', () => {
    it('lists the unit banks newest first, each with its parent, in the shared schema', async () => {
      const page = await list();
      expect(page).toMatchObject({ has_next_page: false, total_records: 6 });
      expect(page.items.map((b) => [b.trash_bank_name, b.collector_name, b.collector_code])).toEqual([
        ['BSU Tulip', 'Bank Sampah Induk Sukasari', '002'],
        ['BSU Dahlia', 'Bank Sampah Induk Sukasari', '002'],
        ['BSU Kenanga', 'Bank Sampah Induk Sukasari', '002'],
        ['BSU Anggrek', 'Bank Sampah Induk Bandung', '001'],
        ['BSU Mawar', 'Bank Sampah Induk Bandung', '001'],
        ['BSU Melati', 'Bank Sampah Induk Bandung', '001'],
      ]);
      expect(page.items[5]).toEqual({
        id: ctx.fixtures.bsuIds[0],
        user_id: expect.any(Number),
        unique_code: '101',
        trash_bank_name: 'BSU Melati',
        address: 'Jl. Unit No. 1',
        latlng: null,
        province_id: '32',
        province_name: 'Jawa Barat',
        regency_id: '32.73',
        regency_name: 'Kota Bandung',
        subdistrict_id: '32.73.01',
        subdistrict_name: 'Sukasari',
        village_id: '32.73.01.1001',
        village_name: 'Sukarasa',
        user_status: 'active',
        user_first_name: 'Ketua BSU Melati',
        user_last_name: null,
        user_email: null,
        user_phone_number: expect.stringMatching(/^0812\d{8}$/),
        collector_id: ctx.fixtures.bsiIds[0],
        collector_name: 'Bank Sampah Induk Bandung',
        collector_code: '001',
      });
    });

    it('pages with per_page and answers a page past the end with no items', async () => {
      expect(await list('?per_page=4&page=2')).toMatchObject({
        items: [{ trash_bank_name: 'BSU Mawar' }, { trash_bank_name: 'BSU Melati' }],
        has_next_page: false,
        total_records: 6,
      });
      expect(await list('?per_page=4&page=1')).toMatchObject({ has_next_page: true, total_records: 6 });
      expect(await list('?page=3&per_page=4')).toEqual({ items: [], has_next_page: false, total_records: 6 });
    });

    it.each([
      ['?per_page=101', { per_page: ['Jumlah per halaman harus antara 1 dan 100'] }],
      ['?page=0', { page: ['Halaman harus bilangan bulat positif'] }],
      [
        '?page=x&per_page=y',
        { page: ['Halaman harus bilangan bulat positif'], per_page: ['Jumlah per halaman harus antara 1 dan 100'] },
      ],
    ])('refuses %s with 422 naming the parameter', async (query, errors) => {
      expect(await call('GET', `${PATH}${query}`)).toEqual({ status: 422, body: { message: INVALID, errors } });
    });
  });

  describe('search', () => {
    let flamboyan: BsuItem;
    let teratai: BsuItem;
    beforeAll(async () => {
      const cempaka = await createParent({ trash_bank_name: 'BSI Cempaka Raya', villageId: PETOJO });
      flamboyan = await create({ trash_bank_name: 'BSU Flamboyan', collectorId: cempaka.id, villageId: CIPAGANTI });
      teratai = await create({
        trash_bank_name: 'BSU Teratai',
        villageId: PETOJO,
        first_name: 'Yusuf',
        last_name: 'Hakim',
        email: 'Teratai.Unit@test.id',
      });
    });
    const names = async (term: string) =>
      (await list(`?search=${encodeURIComponent(term)}`)).items.map((b) => b.trash_bank_name);

    it('gives unit codes by regency, a sequence apart from the parent banks', () => {
      expect([flamboyan.collector_code, flamboyan.unique_code, teratai.unique_code]).toEqual([
        '3171001',
        '3273001',
        '3171001',
      ]);
    });

    it.each([
      ['the unit name in any case', 'FLAMBOYAN', ['BSU Flamboyan']],
      ['the parent bank name', 'cempaka RAYA', ['BSU Flamboyan']],
      ['the parent code with its BSI- prefix', 'bsi-3171001', ['BSU Flamboyan']],
      ['the parent code of fixtures', 'BSI-002', ['BSU Tulip', 'BSU Dahlia', 'BSU Kenanga']],
      ['the own code with its BSU- prefix', 'BSU-3171001', ['BSU Teratai']],
      ['a code without prefix (own or parent)', '3171001', ['BSU Teratai', 'BSU Flamboyan']],
      ['the own code without prefix', '3273001', ['BSU Flamboyan']],
      ['the person in charge', 'yusuf hakim', ['BSU Teratai']],
      ['the email in other case', 'TERATAI.UNIT@test.id', ['BSU Teratai']],
      ['the village', 'Petojo Utara', ['BSU Teratai']],
      ['the subdistrict', 'coblong', ['BSU Flamboyan']],
      ['the regency', 'administrasi jakarta', ['BSU Teratai']],
      ['the province', 'DAERAH KHUSUS', ['BSU Teratai']],
    ])('finds by %s', async (_, term, expected) => {
      expect(await names(term)).toEqual(expected);
    });

    it('finds the phone number typed with +62', async () => {
      expect(await names(`+62${teratai.user_phone_number.slice(1)}`)).toEqual(['BSU Teratai']);
    });

    it('narrows the list to one parent bank with collectorId, together with the search', async () => {
      const names = async (query: string) => (await list(query)).items.map((b) => b.trash_bank_name);
      expect(await names(`?collectorId=${ctx.fixtures.bsiIds[1]}`)).toEqual(['BSU Tulip', 'BSU Dahlia', 'BSU Kenanga']);
      expect(await list(`?collectorId=${ctx.fixtures.bsiIds[1]}&search=dahlia`)).toMatchObject({
        items: [{ trash_bank_name: 'BSU Dahlia' }],
        total_records: 1,
      });
      expect(await list(`?collectorId=${flamboyan.collector_id}&search=melati`)).toEqual(EMPTY);
      expect(await call('GET', `${PATH}?collectorId=abc`)).toEqual({
        status: 422,
        body: { message: INVALID, errors: { collectorId: ['ID tidak valid'] } },
      });
    });

    it('needs every word to match, and finds nothing otherwise', async () => {
      expect(await list('?search=flamboyan%20petojo')).toEqual(EMPTY);
      expect(await list('?search=tidak-ada-yang-cocok')).toEqual(EMPTY);
      expect(await list('?search=sukarasa&per_page=5')).toMatchObject({ has_next_page: true, total_records: 6 });
    });
  });

  describe('create', () => {
    it('answers 201 with the unit as the list then shows it, with its parent and normalised person', async () => {
      const before = await rows();
      const res = await call(
        'POST',
        PATH,
        newBank({
          collectorId: String(parentId()),
          email: ' Wati.Baru@TEST.id',
          phone_number: '+62 858 7777 0001',
          last_name: null,
          villageId: LEBAK_GEDE,
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Bank Sampah Unit berhasil ditambahkan');
      const data = bsuItemSchema.parse(res.body.data);
      expect(data).toMatchObject({
        collector_id: parentId(),
        collector_name: 'Bank Sampah Induk Bandung',
        collector_code: '001',
        village_name: 'Lebak Gede',
        subdistrict_name: 'Coblong',
        regency_name: 'Kota Bandung',
        province_name: 'Jawa Barat',
        user_email: 'wati.baru@test.id',
        user_phone_number: '085877770001',
        user_last_name: null,
        latlng: '-6.9,107.6',
      });
      expect((await list()).items[0]).toEqual(data);
      expect(await rows()).toEqual({ users: before.users + 1, bsus: before.bsus + 1, audit: before.audit + 1 });
      expect(await lastAudit()).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'create',
        entity: 'bsu',
        entityId: String(data.id),
        before: null,
        after: data,
      });
    });

    it('numbers codes within a regency and keeps a code when the unit moves to another place and parent', async () => {
      const first = await create({ villageId: CIBIRU });
      const second = await create({ villageId: CIBIRU });
      expect([first.unique_code, second.unique_code]).toEqual(['3204001', '3204002']);
      const moved = await call('PUT', `${PATH}/${first.id}`, {
        ...formOf(first),
        villageId: LEBAK_GEDE,
        collectorId: ctx.fixtures.bsiIds[1],
      });
      expect(moved.body.data).toMatchObject({
        unique_code: '3204001',
        regency_name: 'Kota Bandung',
        collector_name: 'Bank Sampah Induk Sukasari',
        collector_code: '002',
      });
      expect((await listed(first.id))!.unique_code).toBe('3204001');
      expect((await create({ villageId: CIBIRU })).unique_code).toBe('3204003');
    });

    it.each([
      ['missing', undefined, INVALID, 'Bank Sampah Induk belum dipilih'],
      ['empty', '', INVALID, 'Bank Sampah Induk belum dipilih'],
      ['zero', 0, INVALID, 'Bank Sampah Induk belum dipilih'],
      ['not a number', 'induk', INVALID, 'Bank Sampah Induk belum dipilih'],
      ['a fraction', 1.5, INVALID, 'Bank Sampah Induk belum dipilih'],
      ['unknown', 999_999, 'Bank Sampah Induk tidak ditemukan', 'Bank Sampah Induk tidak ditemukan'],
    ])('refuses a collectorId that is %s with 422, changing nothing', async (_, collectorId, message, error) => {
      const before = await rows();
      expect(await call('POST', PATH, newBank({ collectorId }))).toEqual({
        status: 422,
        body: { message, errors: { collectorId: [error] } },
      });
      expect(await rows()).toEqual(before);
    });
  });

  describe('update', () => {
    it('answers 200, shows the changes to unit, parent and person, and audits before and after', async () => {
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
      expect(await lastAudit()).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'update',
        entity: 'bsu',
        entityId: String(unit.id),
        before: unit,
        after,
      });
    });

    it.each([
      ['an unknown id', 999_999, {}, 404, { message: 'Bank Sampah Unit tidak ditemukan' }],
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
      const before = await rows();
      expect(await call('PUT', `${PATH}/${id || unit.id}`, { ...formOf(unit), ...over })).toEqual({ status, body });
      expect(await rows()).toEqual(before);
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
      const before = await rows();
      expect(await call('DELETE', PATH, { id: ids })).toEqual({ status, body: { message } });
      expect(await rows()).toEqual(before);
    };
    const userIdOf = async (bsuId: number) =>
      (await ctx.database.db.select({ userId: bsus.userId }).from(bsus).where(eq(bsus.id, bsuId)))[0]!.userId;

    it('removes units by their user_id, together with their person, even when the parent has items', async () => {
      const unit = await create();
      const before = await rows();
      expect(await call('DELETE', PATH, { id: [unit.user_id] })).toEqual({
        status: 200,
        body: { message: 'Bank Sampah Unit berhasil dihapus', deleted: 1 },
      });
      expect(await rows()).toEqual({ users: before.users - 1, bsus: before.bsus - 1, audit: before.audit + 1 });
      expect(await ctx.database.db.select().from(users).where(eq(users.id, unit.user_id))).toEqual([]);
      expect(await listed(unit.id)).toBeUndefined();
      expect(await lastAudit()).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'delete',
        entity: 'bsu',
        entityId: String(unit.id),
        before: unit,
        after: null,
      });
    });

    it("is all or nothing: an unknown id, or a parent bank's, is 404 and nothing goes", async () => {
      const unit = await create();
      const [parent] = await ctx.database.db.select({ userId: collectors.userId }).from(collectors).limit(1);
      await refuse([unit.user_id, 999_999], 404, NOT_FOUND);
      await refuse([unit.user_id, parent!.userId], 404, NOT_FOUND);
      // The unit's own id is not its user id: the list holds user ids (SPEC §7).
      expect(await listed(unit.id)).toEqual(unit);
    });

    it('refuses a unit with waste items of its own (409)', async () => {
      const unit = await create({ trash_bank_name: 'BSU Bersampah' });
      await ctx.database.db.insert(trash).values({
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

  describe('validation and conflicts on create', () => {
    it.each([
      ['first_name blank', { first_name: '' }, { first_name: ['Nama Depan kosong'] }],
      ['phone_number missing', { phone_number: undefined }, { phone_number: ['Nomor Ponsel kosong'] }],
      ['trash_bank_name blank', { trash_bank_name: ' ' }, { trash_bank_name: ['Nama Bank Sampah kosong'] }],
      ['address missing', { address: undefined }, { address: ['Alamat kosong'] }],
      ['status blank', { status: '' }, { status: ['Status belum dipilih'] }],
      ['villageId blank', { villageId: '' }, { villageId: ['Kelurahan/Desa belum dipilih'] }],
      ['first_name of 256 characters', { first_name: 'y'.repeat(256) }, { first_name: ['Maksimal 255 karakter'] }],
      ['latlng of 256 characters', { latlng: '1'.repeat(256) }, { latlng: ['Maksimal 255 karakter'] }],
      ['a malformed email', { email: 'unit at test.id' }, { email: ['Format email tidak valid'] }],
      [
        'a malformed phone number',
        { phone_number: '+1 555 0100' },
        { phone_number: ['Nomor ponsel tidak valid (contoh: 081234567890)'] },
      ],
      [
        'latlng with one number',
        { latlng: '-6.9' },
        { latlng: ['Koordinat harus berformat lintang,bujur (contoh: -6.914744,107.609810)'] },
      ],
      [
        'objects where text belongs',
        { first_name: { a: 1 }, email: ['x@test.id'], collectorId: { id: 1 } },
        {
          first_name: ['Harus berupa teks'],
          email: ['Format email tidak valid'],
          collectorId: ['ID tidak valid'],
        },
      ],
    ])('refuses %s with 422 and the exact message, changing nothing', async (_, over, errors) => {
      const before = await rows();
      expect(await call('POST', PATH, newBank({ collectorId: parentId(), ...over }))).toEqual({
        status: 422,
        body: { message: INVALID, errors },
      });
      expect(await rows()).toEqual(before);
    });

    it('refuses malformed JSON with 400 and a text body with 415', async () => {
      expect(await call('POST', PATH, '{"collectorId": 1,')).toEqual({
        status: 400,
        body: { message: 'Isi permintaan harus JSON yang valid' },
      });
      expect(await call('POST', PATH, 'halo', { headers: { 'content-type': 'text/plain' } })).toEqual({
        status: 415,
        body: { message: 'Isi permintaan harus berformat JSON' },
      });
    });

    it('refuses an email and a phone number already taken, both named, with 409', async () => {
      const taken = (await listed(ctx.fixtures.bsuIds[1]!))!.user_phone_number;
      const before = await rows();
      const email = `Email ${CUSTOMER_LOGIN.email} sudah dipakai oleh pengguna lain`;
      const phone = `Nomor ponsel ${taken} sudah dipakai oleh pengguna lain`;
      const res = await call(
        'POST',
        PATH,
        newBank({
          collectorId: parentId(),
          email: CUSTOMER_LOGIN.email.toUpperCase(),
          phone_number: `${taken.slice(0, 4)} ${taken.slice(4, 8)} ${taken.slice(8)}`,
        }),
      );
      expect(res).toEqual({ status: 409, body: { message: email, errors: { email: [email], phone_number: [phone] } } });
      expect(await rows()).toEqual(before);
    });
  });

  describe('access', () => {
    const calls: [string, string, unknown][] = [
      ['GET', PATH, undefined],
      ['POST', PATH, newBank({ collectorId: 1 })],
      ['PUT', `${PATH}/1`, newBank({ collectorId: 1 })],
      ['DELETE', PATH, { id: [5] }],
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
      const en = { headers: { 'accept-language': 'en;q=0.8, xx' } };
      expect(await call('POST', PATH, newBank({ collectorId: 1, trash_bank_name: 'z'.repeat(300) }), en)).toEqual({
        status: 422,
        body: { message: 'The submitted data is invalid', errors: { trash_bank_name: ['Maximum 255 characters'] } },
      });
      expect(
        await call('POST', PATH, 'x', { ...en, headers: { ...en.headers, 'content-type': 'text/plain' } }),
      ).toEqual({ status: 415, body: { message: 'The request body must be in JSON format' } });
    });
  });
});

describe.each(testDbKinds)('/strict/bsu paging on %s', (kind) => {
  const { ctx, list } = useApi(kind);
  const insertUnits = async (from: number, n: number) => {
    const people = await ctx.database.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          firstName: `Halaman ${from + i}`,
          phoneNumber: `0858${String(from + i).padStart(8, '0')}`,
          role: 'unit' as const,
        })),
      )
      .returning({ id: users.id });
    await ctx.database.db.insert(bsus).values(
      people.map((p, i) => ({
        userId: p.id,
        collectorId: ctx.fixtures.bsiIds[1]!,
        uniqueCode: `9${from + i}`,
        trashBankName: `Halaman ${from + i}`,
        address: 'Jl. Halaman',
        villageId: CIPAGANTI,
      })),
    );
  };

  it('pages exactly at the 50-row boundary, newest first, without gaps or repeats', async () => {
    await insertUnits(1, 44);
    const full = await list();
    expect(full).toMatchObject({ has_next_page: false, total_records: 50 });
    expect(full.items).toHaveLength(50);
    await insertUnits(45, 1);
    const first = await list();
    expect(first).toMatchObject({ has_next_page: true, total_records: 51 });
    expect(first.items[0]!.trash_bank_name).toBe('Halaman 45');
    const second = await list('?page=2');
    expect(second).toEqual({
      items: [expect.objectContaining({ id: ctx.fixtures.bsuIds[0] })],
      has_next_page: false,
      total_records: 51,
    });
    const ids = [...first.items, ...second.items].map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(51);
    expect(await list('?page=3')).toEqual({ items: [], has_next_page: false, total_records: 51 });
  });
});
