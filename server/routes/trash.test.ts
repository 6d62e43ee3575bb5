// /strict/trash (SPEC §3 Trash, §7): waste items with exact prices. What a client notices:
// pages and search, the message of every rule, exact money, and that a refused request
// changes nothing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trashItemSchema, trashListSchema, type TrashItem } from '../../lib/schemas/trash';
import { startFamily } from '../auth/tokens';
import { createApp, type App } from '../app';
import type { Database, Db } from '../db/client';
import { auditLog, customers, trash, users, wallets } from '../db/schema';
import { insertFixtures, insertUser, type Fixtures } from '../test/fixtures';
import { login } from '../test/api';
import { openTestDatabase, testDbKinds, testEnv, type TestDbKind } from '../test/databases';

const env = testEnv();
const INVALID = 'Data yang dikirim tidak valid';
const MONEY = 'Masukkan angka tidak negatif dengan paling banyak 2 angka desimal';
const QTY = 'Masukkan angka tidak negatif dengan paling banyak 3 angka desimal';
const MONEY_TOO_LARGE = 'Terlalu besar: paling banyak Rp 99.999.999.999.999,99';
const QTY_TOO_LARGE = 'Terlalu besar: paling banyak 99.999.999.999,999';
const usedIn = (name: string, n: number) =>
  `${name} sudah tercatat dalam ${n} transaksi, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.`;

type Body = { message?: string; errors?: Record<string, string[]>; data?: unknown; deleted?: number };
type Call = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: Body }>;

const caller =
  (app: App, token?: string): Call =>
  async (method, path, body, headers = {}) => {
    const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    const res = await app.request(path, {
      method,
      headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as Body };
  };

async function counts(db: Db) {
  const tables = { users, customers, wallets, trash, auditLog };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) out[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  return out;
}

/** Runs the request and checks that it left every table as it was. */
async function unchanged<T>(db: Db, request: () => Promise<T>): Promise<T> {
  const before = await counts(db);
  const result = await request();
  expect(await counts(db)).toEqual(before);
  return result;
}

const auditOf = (db: Db, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'trash'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

async function setUp(kind: TestDbKind) {
  const database = await openTestDatabase(kind);
  const fixtures = await insertFixtures(database.db);
  const app = createApp({ db: database.db, env });
  const { jwt_token } = await login(app);
  return { database, fixtures, app, call: caller(app, jwt_token) };
}

const list = async (call: Call, query: string) => {
  const res = await call('GET', `/strict/trash?${query}`);
  expect(res.status).toBe(200);
  return trashListSchema.parse(res.body);
};

describe.each(testDbKinds)('GET /strict/trash on %s', (kind) => {
  let database: Database;
  let fixtures: Fixtures;
  let call: Call;
  let allIds: number[];

  beforeAll(async () => {
    ({ database, fixtures, call } = await setUp(kind));
    const [parent, other] = fixtures.bsiIds;
    const base = {
      type: 'Non Organik' as const,
      sellingPrice: '100',
      buyingPrice: '50',
      unit: 'kg' as const,
      maximum: '10',
      collectorId: parent!,
    };
    // A unit bank's own item (BSU Melati, code 101, under parent 001), then 50 + 2 more: 60.
    await database.db
      .insert(trash)
      .values({ ...base, trashName: 'Kompos Daun', type: 'Organik', bsuId: fixtures.bsuIds[0]! });
    await database.db
      .insert(trash)
      .values(
        Array.from({ length: 50 }, (_, i) => ({ ...base, trashName: `Sampah Uji ${String(i + 1).padStart(2, '0')}` })),
      );
    await database.db
      .insert(trash)
      .values([1, 2].map((i) => ({ ...base, trashName: `Sampah Tambahan ${i}`, collectorId: other! })));
    allIds = (await database.db.select({ id: trash.id }).from(trash)).map((r) => r.id).sort((a, b) => b - a);
  });
  afterAll(() => database?.close());

  it('answers pages in the shared schema, newest first, with the exact total', async () => {
    const first = await list(call, 'page=1&per_page=50');
    const second = await list(call, 'page=2&per_page=50');
    expect(first).toMatchObject({ has_next_page: true, total_records: 60 });
    expect(second).toMatchObject({ has_next_page: false, total_records: 60 });
    expect(first.items).toHaveLength(50);
    expect([...first.items, ...second.items].map((t) => t.id)).toEqual(allIds);
  });

  it("shows a parent bank's item with its code and no tags, a unit's item with the unit", async () => {
    const { items } = await list(call, 'search=botol plastik');
    expect(items).toEqual([
      {
        id: fixtures.trashIds[0],
        trash_name: 'Botol Plastik',
        type: 'Non Organik',
        selling_price: '3000.00',
        buying_price: '2500.00',
        stock: '0.000',
        unit: 'kg',
        maximum: '1000.000',
        status: 'active',
        collectorId: fixtures.bsiIds[0],
        collector_name: 'Bank Sampah Induk Bandung',
        collector_code: '001',
        bsu_id: null,
        bsu_code: null,
        bsu_name: null,
        tags: null,
      },
    ]);
    const [kompos] = (await list(call, 'search=kompos')).items;
    expect(kompos).toMatchObject({
      tags: 'bsu',
      bsu_id: fixtures.bsuIds[0],
      bsu_code: '101',
      bsu_name: 'BSU Melati',
      collector_code: '001',
    });
  });

  it('says there is a next page until the last full page, not after it', async () => {
    expect(await list(call, 'page=2&per_page=20')).toMatchObject({ has_next_page: true, total_records: 60 });
    const last = await list(call, 'page=3&per_page=20');
    expect(last).toMatchObject({ has_next_page: false, total_records: 60 });
    expect(last.items.map((t) => t.id)).toEqual(allIds.slice(40));
    // Exactly 50 match 'uji': one full page and nothing after it.
    expect(await list(call, 'search=uji&per_page=50')).toMatchObject({ has_next_page: false, total_records: 50 });
    expect(await list(call, 'search=uji&per_page=49')).toMatchObject({ has_next_page: true, total_records: 50 });
  });

  it('answers a page past the end with no items but the real total', async () => {
    expect(await list(call, 'page=4&per_page=20')).toEqual({ items: [], has_next_page: false, total_records: 60 });
  });

  it.each([
    ['per_page=101', { per_page: ['Jumlah per halaman harus antara 1 dan 100'] }],
    ['per_page=0', { per_page: ['Jumlah per halaman harus antara 1 dan 100'] }],
    ['page=0', { page: ['Halaman harus bilangan bulat positif'] }],
    ['page=-1', { page: ['Halaman harus bilangan bulat positif'] }],
    ['page=abc', { page: ['Halaman harus bilangan bulat positif'] }],
    [`search=${'a'.repeat(256)}`, { search: ['Maksimal 255 karakter'] }],
  ])('refuses %s with 422 naming the field', async (query, errors) => {
    expect(await call('GET', `/strict/trash?${query}`)).toEqual({ status: 422, body: { message: INVALID, errors } });
  });

  const bsi2 = ['Besi', 'Botol Kaca', 'Kertas HVS', 'Minyak Jelantah', 'Sampah Tambahan 1', 'Sampah Tambahan 2'];
  it.each([
    ['BOTOL', ['Botol Kaca', 'Botol Plastik']],
    ['botol kaca', ['Botol Kaca']],
    ['KACA botol', ['Botol Kaca']],
    ['botol besi', []],
    ['induk sukasari', bsi2],
    ['BSI-002', bsi2],
    ['bsi-002', bsi2],
    ['002', bsi2],
    ['botol bsi-002', ['Botol Kaca']],
    ['BSU-101', ['Kompos Daun']],
    ['101', ['Kompos Daun']],
    ['melati', ['Kompos Daun']],
    ['pcs', ['Botol Kaca']],
    ['tambahan', ['Sampah Tambahan 1', 'Sampah Tambahan 2']],
    ['tidak-ada-ini', []],
    ['%', []],
    ['_', []],
  ])('search %j finds exactly %j', async (term, names) => {
    const page = await list(call, `search=${encodeURIComponent(term)}`);
    expect(page.items.map((t) => t.trash_name).sort()).toEqual(names);
    expect(page).toMatchObject({ total_records: names.length, has_next_page: false });
  });

  it('searches by type: "non organik" leaves out the one Organik item', async () => {
    const nonOrganic = await list(call, 'search=NON%20ORGANIK&per_page=50');
    expect(nonOrganic.total_records).toBe(59);
    expect((await list(call, 'search=non%20organik&page=2&per_page=50')).items.map((t) => t.type)).not.toContain(
      'Organik',
    );
    expect(nonOrganic.items.some((t) => t.trash_name === 'Kompos Daun')).toBe(false);
    expect((await list(call, 'search=organik')).total_records).toBe(60);
  });
});

const newItem = (fixtures: Fixtures, patch: Record<string, unknown> = {}) => ({
  trash_name: 'Plastik Kresek',
  type: 'Non Organik',
  selling_price: 1500,
  buying_price: 1000,
  stock: 0,
  maximum: 100,
  unit: 'kg',
  status: 'active',
  collectorId: fixtures.bsiIds[0],
  ...patch,
});

describe.each(testDbKinds)('POST /strict/trash on %s', (kind) => {
  let database: Database;
  let fixtures: Fixtures;
  let app: App;
  let call: Call;

  beforeAll(async () => {
    ({ database, fixtures, app, call } = await setUp(kind));
  });
  afterAll(() => database?.close());

  /** A POST that must be refused and leave every table as it was. */
  const refused = (body: unknown, headers?: Record<string, string>) =>
    unchanged(database.db, () => call('POST', '/strict/trash', body, headers));

  it('creates an item: 201 with the message and the item as listed, and an audit row', async () => {
    const res = await call('POST', '/strict/trash', newItem(fixtures));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Sampah berhasil ditambahkan');
    const data = trashItemSchema.parse(res.body.data);
    expect(data).toEqual({
      id: data.id,
      trash_name: 'Plastik Kresek',
      type: 'Non Organik',
      selling_price: '1500.00',
      buying_price: '1000.00',
      stock: '0.000',
      unit: 'kg',
      maximum: '100.000',
      status: 'active',
      collectorId: fixtures.bsiIds[0],
      collector_name: 'Bank Sampah Induk Bandung',
      collector_code: '001',
      bsu_id: null,
      bsu_code: null,
      bsu_name: null,
      tags: null,
    });
    expect((await list(call, 'per_page=1')).items).toEqual([data]);
    expect(await auditOf(database.db, data.id)).toMatchObject([
      { actorUserId: fixtures.adminId, action: 'create', before: null, after: data },
    ]);
  });

  it.each([
    [2500.5, '2500.50'],
    ['2500,5', '2500.50'],
    ['2500.50', '2500.50'],
    [0.1, '0.10'],
    [0.2, '0.20'],
    [1234567.89, '1234567.89'],
    ['1234567,89', '1234567.89'],
    [0, '0.00'],
    ['007', '7.00'],
    [' 15 ', '15.00'],
    ['99999999999999.99', '99999999999999.99'],
  ])('keeps the price %j exactly as %j', async (sent, expected) => {
    const res = await call('POST', '/strict/trash', newItem(fixtures, { selling_price: sent, buying_price: sent }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ selling_price: expected, buying_price: expected });
    const [row] = await database.db
      .select({ s: trash.sellingPrice })
      .from(trash)
      .where(eq(trash.id, (res.body.data as TrashItem).id));
    expect(row!.s).toBe(expected);
  });

  it.each([
    ['12.500', '12.500'],
    ['12,5', '12.500'],
    [12.125, '12.125'],
    [0.001, '0.001'],
    ['0', '0.000'],
  ])('keeps the stock and maximum %j as %j', async (sent, expected) => {
    const res = await call('POST', '/strict/trash', newItem(fixtures, { stock: sent, maximum: sent }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ stock: expected, maximum: expected });
  });

  it.each([
    ['selling_price', '1,005', MONEY],
    ['selling_price', '1.0055', MONEY],
    ['selling_price', 1.005, MONEY],
    ['buying_price', -1, MONEY],
    ['buying_price', '-0.01', MONEY],
    ['selling_price', 0.30000000000000004, 'Harus berupa angka'] /* 17 digits: not surely what the client meant */,
    ['selling_price', '1.2.3', MONEY],
    ['selling_price', '1e3', MONEY],
    ['selling_price', '100000000000000', MONEY_TOO_LARGE],
    ['buying_price', 'Rp 100', MONEY],
    ['stock', '1.0005', QTY],
    ['maximum', -5, QTY],
    ['stock', 'abc', QTY],
    ['stock', '999999999999', QTY_TOO_LARGE],
    ['maximum', 999999999999, QTY_TOO_LARGE] /* past numeric(14, 3): its own message, not 'negative or decimals' */,
  ])('refuses %s %j with its message and creates nothing', async (field, value, message) => {
    expect(await refused(newItem(fixtures, { [field]: value }))).toEqual({
      status: 422,
      body: { message: INVALID, errors: { [field]: [message] } },
    });
  });

  it.each([
    ['trash_name', undefined, 'Nama Sampah kosong'],
    ['trash_name', '   ', 'Nama Sampah kosong'],
    ['trash_name', 'x'.repeat(256), 'Maksimal 255 karakter'],
    ['type', undefined, 'Tipe belum dipilih'],
    ['type', 'Anorganik', 'Tipe belum dipilih'],
    ['type', 'organik', 'Tipe belum dipilih'],
    ['selling_price', undefined, 'Harga Jual kosong'],
    ['selling_price', '', 'Harga Jual kosong'],
    ['selling_price', null, 'Harga Jual kosong'],
    ['buying_price', undefined, 'Harga Beli kosong'],
    ['buying_price', ' ', 'Harga Beli kosong'],
    ['stock', undefined, 'Stok kosong'],
    ['maximum', undefined, 'Maksimum kosong'],
    ['maximum', '', 'Maksimum kosong'],
    ['unit', undefined, 'Satuan belum dipilih'],
    ['unit', 'liter', 'Satuan belum dipilih'],
    ['unit', 'KG', 'Satuan belum dipilih'],
    ['status', undefined, 'Status belum dipilih'],
    ['status', 'aktif', 'Status belum dipilih'],
    ['collectorId', undefined, 'Bank Sampah Induk belum dipilih'],
    ['collectorId', '', 'Bank Sampah Induk belum dipilih'],
    ['collectorId', 0, 'Bank Sampah Induk belum dipilih'],
    ['collectorId', -1, 'Bank Sampah Induk belum dipilih'],
    ['collectorId', 'abc', 'Bank Sampah Induk belum dipilih'],
    ['collectorId', 1.5, 'Bank Sampah Induk belum dipilih'],
  ])('refuses %s = %j with %j on that field only', async (field, value, message) => {
    expect(await refused(newItem(fixtures, { [field]: value }))).toEqual({
      status: 422,
      body: { message: INVALID, errors: { [field]: [message] } },
    });
  });

  it('names a parent bank that does not exist on collectorId', async () => {
    const message = 'Bank Sampah Induk tidak ditemukan';
    expect(await refused(newItem(fixtures, { collectorId: 999_999 }))).toEqual({
      status: 422,
      body: { message, errors: { collectorId: [message] } },
    });
  });

  it('lists every missing field of an empty form', async () => {
    const { status, body } = await refused({});
    expect(status).toBe(422);
    expect(Object.keys(body.errors!).sort()).toEqual([
      'buying_price',
      'collectorId',
      'maximum',
      'selling_price',
      'status',
      'stock',
      'trash_name',
      'type',
      'unit',
    ]);
  });

  it.each([
    ['numbers and objects for texts', { trash_name: 5, type: ['Organik'], status: 1 }],
    ['booleans and objects for amounts', { selling_price: true, buying_price: {}, stock: [1], maximum: false }],
    ['an object for the parent bank', { collectorId: {} }],
  ])('answers wrong JSON types (%s) with 422, never 500', async (_, patch) => {
    expect((await refused(newItem(fixtures, patch))).status).toBe(422);
  });

  it('refuses a NUL character, which the database cannot store, in a text or the search: 422, not 500', async () => {
    const notText = (field: string) => ({
      status: 422,
      body: { message: INVALID, errors: { [field]: ['Harus berupa teks'] } },
    });
    expect(await refused(newItem(fixtures, { trash_name: 'Botol\u0000Kaca' }))).toEqual(notText('trash_name'));
    expect(await call('GET', '/strict/trash?search=botol%00')).toEqual(notText('search'));
  });

  it.each(['null', '[]', '"Botol"', '42'])('answers the JSON body %s with 422', async (raw) => {
    expect((await refused(raw)).status).toBe(422);
  });

  it('answers a body that is not JSON with 400, and another content type with 415', async () => {
    expect(await refused('{"trash_name": ')).toEqual({
      status: 400,
      body: { message: 'Isi permintaan harus JSON yang valid' },
    });
    const asText = await refused(JSON.stringify(newItem(fixtures)), { 'content-type': 'text/plain' });
    expect(asText).toEqual({ status: 415, body: { message: 'Isi permintaan harus berformat JSON' } });
  });

  it('refuses every call without a token (401) and to a non-administrator (403), changing nothing', async () => {
    const userId = await insertUser(database.db, { firstName: 'Nasabah', role: 'customer' });
    const { accessToken } = await startFamily(database.db, env, { id: userId, role: 'customer' });
    const calls: [string, string, unknown][] = [
      ['GET', '/strict/trash', undefined],
      ['POST', '/strict/trash', newItem(fixtures)],
      ['PUT', `/strict/trash/${fixtures.trashIds[6]}`, newItem(fixtures)],
      ['DELETE', '/strict/trash', { id: [fixtures.trashIds[6]] }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await unchanged(database.db, () => caller(app)(method, path, body));
      expect(anonymous).toEqual({
        status: 401,
        body: { message: 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali' },
      });
      const customer = await unchanged(database.db, () => caller(app, accessToken)(method, path, body));
      expect(customer).toEqual({ status: 403, body: { message: 'Anda tidak memiliki akses ke data ini' } });
    }
    expect((await list(call, 'search=botol kaca')).items[0]).toMatchObject({
      trash_name: 'Botol Kaca',
      selling_price: '500.00',
    });
  });
});

describe.each(testDbKinds)('PUT and DELETE /strict/trash on %s', (kind) => {
  let database: Database;
  let fixtures: Fixtures;
  let call: Call;

  beforeAll(async () => {
    ({ database, fixtures, call } = await setUp(kind));
  });
  afterAll(() => database?.close());

  const create = async (patch: Record<string, unknown> = {}) => {
    const res = await call('POST', '/strict/trash', newItem(fixtures, patch));
    expect(res.status).toBe(201);
    return res.body.data as TrashItem;
  };
  /** A request that must leave every table as it was. */
  const same = (method: string, path: string, body: unknown) => unchanged(database.db, () => call(method, path, body));
  const stored = async (id: number) =>
    (await database.db.select({ id: trash.id }).from(trash).where(eq(trash.id, id))).length === 1;
  const expectUnchanged = async (item: TrashItem) => {
    expect((await list(call, `search=${encodeURIComponent(item.trash_name)}`)).items).toEqual([item]);
  };

  it('updates an item: 200 with the message, the new item, and an audit row with before and after', async () => {
    const created = await create({ trash_name: 'Ember Bekas' });
    const res = await call(
      'PUT',
      `/strict/trash/${created.id}`,
      newItem(fixtures, {
        trash_name: 'Ember Plastik',
        type: 'Organik',
        selling_price: '2750,25',
        buying_price: 0.1,
        stock: '3,5',
        maximum: 40,
        unit: 'pcs',
        status: 'inactive',
        collectorId: String(fixtures.bsiIds[1]),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sampah berhasil diperbarui');
    const data = trashItemSchema.parse(res.body.data);
    expect(data).toEqual({
      ...created,
      trash_name: 'Ember Plastik',
      type: 'Organik',
      selling_price: '2750.25',
      buying_price: '0.10',
      stock: '3.500',
      maximum: '40.000',
      unit: 'pcs',
      status: 'inactive',
      collectorId: fixtures.bsiIds[1],
      collector_name: 'Bank Sampah Induk Sukasari',
      collector_code: '002',
    });
    await expectUnchanged(data);
    const audit = await auditOf(database.db, created.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ actorUserId: fixtures.adminId, before: created, after: data });
  });

  it.each([
    [0.1, 0.2, '0.10', '0.20'],
    [1234567.89, '0,2', '1234567.89', '0.20'],
    ['1234567.89', 1234567.89, '1234567.89', '1234567.89'],
  ])('updates prices %j / %j exactly to %j / %j', async (selling, buying, sellingText, buyingText) => {
    const created = await create({ selling_price: 9, buying_price: 9 });
    const res = await call(
      'PUT',
      `/strict/trash/${created.id}`,
      newItem(fixtures, { selling_price: selling, buying_price: buying }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ selling_price: sellingText, buying_price: buyingText });
  });

  it("keeps a unit bank's own item with the unit's parent bank", async () => {
    const [row] = await database.db
      .insert(trash)
      .values({
        trashName: 'Kompos Unit',
        type: 'Organik',
        sellingPrice: '1',
        buyingPrice: '1',
        unit: 'kg',
        maximum: '1',
        collectorId: fixtures.bsiIds[1]!,
        bsuId: fixtures.bsuIds[3]!,
      })
      .returning({ id: trash.id });
    const moved = await same(
      'PUT',
      `/strict/trash/${row!.id}`,
      newItem(fixtures, { trash_name: 'Kompos Unit', collectorId: fixtures.bsiIds[0] }),
    );
    const message = 'Sampah milik Bank Sampah Unit tetap berada di bawah Bank Sampah Induk unit tersebut';
    expect(moved).toEqual({ status: 422, body: { message, errors: { collectorId: [message] } } });
    const res = await call(
      'PUT',
      `/strict/trash/${row!.id}`,
      newItem(fixtures, { trash_name: 'Kompos Unit Baru', collectorId: fixtures.bsiIds[1] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      trash_name: 'Kompos Unit Baru',
      collectorId: fixtures.bsiIds[1],
      collector_code: '002',
      tags: 'bsu',
      bsu_code: '104',
      bsu_name: 'BSU Kenanga',
    });
  });

  it('reads prices as people type them: dots group thousands, a comma marks the decimals', async () => {
    for (const [typed, stored] of [
      ['2.500', '2500.00'],
      ['1.250.000', '1250000.00'],
      ['2.500,50', '2500.50'],
      ['2500,5', '2500.50'],
      ['0.1', '0.10'],
    ] as const) {
      const created = await create({ trash_name: `Harga ${typed}`, selling_price: typed });
      expect(created.selling_price, typed).toBe(stored);
    }
  });

  it('answers 404 for an item that does not exist, and 422 for an id that is not one', async () => {
    expect(await same('PUT', '/strict/trash/999999', newItem(fixtures))).toEqual({
      status: 404,
      body: { message: 'Sampah tidak ditemukan' },
    });
    for (const id of ['abc', '0', '-3', '1.5', '3000000000']) {
      expect(await same('PUT', `/strict/trash/${id}`, newItem(fixtures))).toEqual({
        status: 422,
        body: { message: INVALID, errors: { id: ['ID tidak valid'] } },
      });
    }
  });

  it.each([
    [{ buying_price: '1,005' }, { buying_price: [MONEY] }],
    [{ trash_name: '' }, { trash_name: ['Nama Sampah kosong'] }],
    [{ collectorId: 999_999 }, { collectorId: ['Bank Sampah Induk tidak ditemukan'] }],
  ])('a refused update (%j) is 422 and changes nothing', async (patch, errors) => {
    const created = await create({ trash_name: `Tetap ${Object.keys(patch)[0]}` });
    const res = await same('PUT', `/strict/trash/${created.id}`, newItem(fixtures, { ...patch, selling_price: 1 }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    await expectUnchanged(created);
  });

  it('deletes items: 200 with the message and count, the rows gone, an audit row each; an id listed twice counts once', async () => {
    const [a, b] = [await create({ trash_name: 'Hapus A' }), await create({ trash_name: 'Hapus B' })];
    const deleted = { status: 200, body: { message: 'Sampah berhasil dihapus', deleted: 2 } };
    expect(await call('DELETE', '/strict/trash', { id: [a.id, String(b.id), a.id] })).toEqual(deleted);
    expect([await stored(a.id), await stored(b.id)]).toEqual([false, false]);
    expect((await list(call, 'search=hapus')).total_records).toBe(0);
    for (const item of [a, b]) {
      expect((await auditOf(database.db, item.id)).at(-1)).toMatchObject({
        actorUserId: fixtures.adminId,
        action: 'delete',
        before: item,
        after: null,
      });
    }
  });

  it('deletes nothing when one of the ids does not exist (404)', async () => {
    const a = await create({ trash_name: 'Selamat 404' });
    const message = 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus';
    expect(await same('DELETE', '/strict/trash', { id: [a.id, 999_999] })).toEqual({ status: 404, body: { message } });
    expect(await stored(a.id)).toBe(true);
  });

  it.each([
    [0, 'Botol Plastik', 6],
    [6, 'Botol Kaca', 3],
  ])(
    'refuses (409) to delete an item used in transactions, saying to deactivate it, and deletes nothing (fixture item %i)',
    async (index, name, n) => {
      const a = await create({ trash_name: `Selamat 409 ${index}` });
      expect(await same('DELETE', '/strict/trash', { id: [a.id, fixtures.trashIds[index]] })).toEqual({
        status: 409,
        body: { message: usedIn(name, n) },
      });
      expect(await stored(a.id)).toBe(true);
    },
  );

  it('answers an id beyond any stored one (above 2^31 - 1) with 422 and not 500, deleting nothing', async () => {
    const a = await create({ trash_name: 'Selamat 422' });
    expect(await same('DELETE', '/strict/trash', { id: [a.id, 3_000_000_000] })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { 'id.1': ['ID tidak valid'] } },
    });
    expect(await stored(a.id)).toBe(true);
  });

  it.each([
    [{ id: [] }, { id: ['Pilih minimal satu data'] }],
    [{}, { id: ['Pilih minimal satu data'] }],
    [{ id: Array.from({ length: 51 }, (_, i) => i + 1) }, { id: ['Paling banyak 50 data sekaligus'] }],
    [{ id: ['x'] }, { 'id.0': ['ID tidak valid'] }],
    [{ id: [0] }, { 'id.0': ['ID tidak valid'] }],
    [{ id: 5 }, { id: ['Pilih minimal satu data'] }],
  ])('refuses the delete body %j with 422', async (body, errors) => {
    expect(await same('DELETE', '/strict/trash', body)).toEqual({ status: 422, body: { message: INVALID, errors } });
  });
});
