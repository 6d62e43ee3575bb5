// /strict/customer (SPEC §3 Customer, §7): a customer is a customers row, the user who is that
// customer and their wallet. DELETE lists the customers' user ids. What a client notices: pages
// and search (kept up to date on edits), every rule's message, conflicts, and that a refused
// request changes nothing.
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerItemSchema, customerListSchema, type CustomerItem } from '../../lib/schemas/customers';
import { startFamily } from '../auth/tokens';
import { createApp, type App } from '../app';
import type { Database, Db } from '../db/client';
import {
  auditLog,
  customers,
  regencies,
  subdistricts,
  tokenFamilies,
  trash,
  users,
  villages,
  walletLedger,
  walletRequests,
  wallets,
} from '../db/schema';
import { refreshCustomerSearch } from '../domain/search';
import { ADMIN, insertFixtures, insertUser, type Fixtures } from '../test/fixtures';
import { login } from '../test/api';
import { openTestDatabase, testDbKinds, testEnv, type TestDbKind } from '../test/databases';

const env = testEnv();
const INVALID = 'Data yang dikirim tidak valid';
const MAX = 'Maksimal 255 karakter';
const refusedDelete = (name: string, reason: string) =>
  `${name} ${reason}, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.`;

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
    .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

async function setUp(kind: TestDbKind) {
  const database = await openTestDatabase(kind);
  const fixtures = await insertFixtures(database.db);
  const app = createApp({ db: database.db, env });
  const { jwt_token } = await login(app);
  return { database, fixtures, app, call: caller(app, jwt_token) };
}

const list = async (call: Call, query: string) => {
  const res = await call('GET', `/strict/customer?${query}`);
  expect(res.status).toBe(200);
  return customerListSchema.parse(res.body);
};
const names = (items: CustomerItem[]) =>
  items.map((c) => [c.user.first_name, c.user.last_name].filter(Boolean).join(' ')).sort();

let nikSequence = 0;
const newCustomer = (patch: Record<string, unknown> = {}) => {
  const n = ++nikSequence;
  return {
    first_name: 'Dewi',
    last_name: 'Lestari',
    email: `Dewi.${n}@Mail.ID`,
    phone_number: `+62 857-1234-${String(n).padStart(4, '0')}`,
    status: 'active',
    nik: `32730155059${String(n).padStart(5, '0')}`,
    address: 'Jl. Sukajadi No. 5',
    gender: 'Perempuan',
    villageId: '32.73.01.1002',
    postal_code: '40153',
    ...patch,
  };
};

/** The form the screen sends when editing `c`, with some fields changed. */
const formOf = (c: CustomerItem, patch: Record<string, unknown> = {}) => ({
  first_name: c.user.first_name,
  last_name: c.user.last_name,
  email: c.user.email,
  phone_number: c.user.phone_number,
  status: c.user.status,
  nik: c.nik,
  address: c.address,
  gender: c.gender,
  villageId: c.village.id,
  postal_code: c.postal_code,
  ...patch,
});

describe.each(testDbKinds)('GET /strict/customer on %s', (kind) => {
  let database: Database;
  let fixtures: Fixtures;
  let call: Call;
  let allIds: number[];

  beforeAll(async () => {
    ({ database, fixtures, call } = await setUp(kind));
    // 50 customers in Cipaganti (Coblong), inserted directly, then one in Central Java through the API: 54.
    for (let i = 1; i <= 50; i++) {
      const userId = await insertUser(database.db, { firstName: 'Warga', lastName: `Uji ${i}`, role: 'customer' });
      await database.db.insert(customers).values({
        userId,
        nik: `32730201${String(i).padStart(8, '0')}`,
        address: `Jl. Warga ${i}`,
        gender: 'Perempuan',
        villageId: '32.73.02.1001',
      });
    }
    await refreshCustomerSearch(database.db);
    await database.db.insert(regencies).values({ id: '33.74', provinceId: '33', name: 'Kota Semarang' });
    await database.db.insert(subdistricts).values({ id: '33.74.01', regencyId: '33.74', name: 'Semarang Tengah' });
    await database.db.insert(villages).values({ id: '33.74.01.1001', subdistrictId: '33.74.01', name: 'Pekunden' });
    const res = await call(
      'POST',
      '/strict/customer',
      newCustomer({
        first_name: 'Rina',
        last_name: 'Wati',
        email: 'Rina.Wati@Mail.ID',
        phone_number: '+62 813-1111-2222',
        nik: '3374014107900001',
        villageId: '33.74.01.1001',
      }),
    );
    expect(res.status).toBe(201);
    allIds = (await database.db.select({ id: customers.id }).from(customers)).map((r) => r.id).sort((a, b) => b - a);
  });
  afterAll(() => database?.close());

  it('answers pages in the shared schema, newest first, with the exact total', async () => {
    const first = await list(call, 'page=1&per_page=50');
    const second = await list(call, 'page=2&per_page=50');
    expect(first).toMatchObject({ has_next_page: true, total_records: 54 });
    expect(second).toMatchObject({ has_next_page: false, total_records: 54 });
    expect(first.items).toHaveLength(50);
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual(allIds);
    expect(names(first.items.slice(0, 1))).toEqual(['Rina Wati']);
  });

  it('shows a customer with their user and the whole region chain', async () => {
    const { items } = await list(call, 'search=3273010101900001');
    const [budi] = await database.db.select().from(users).where(eq(users.email, 'budi@test.id'));
    expect(items).toEqual([
      {
        id: fixtures.customerIds[0],
        nik: '3273010101900001',
        address: 'Jl. Nasabah No. 1',
        gender: 'Laki-laki',
        postal_code: null,
        user: {
          id: budi!.id,
          first_name: 'Budi',
          last_name: 'Santoso',
          email: 'budi@test.id',
          phone_number: budi!.phoneNumber,
          status: 'active',
        },
        village: { id: '32.73.01.1001', name: 'Sukarasa' },
        subdistrict: { id: '32.73.01', name: 'Sukasari' },
        regency: { id: '32.73', name: 'Kota Bandung' },
        province: { id: '32', name: 'Jawa Barat' },
      },
    ]);
  });

  it('says there is a next page until the last full page, not after it', async () => {
    expect(await list(call, 'page=1&per_page=27')).toMatchObject({ has_next_page: true, total_records: 54 });
    const last = await list(call, 'page=2&per_page=27');
    expect(last).toMatchObject({ has_next_page: false, total_records: 54 });
    expect(last.items.map((c) => c.id)).toEqual(allIds.slice(27));
    // Exactly 50 live in Cipaganti: one full page and nothing after it.
    expect(await list(call, 'search=cipaganti&per_page=50')).toMatchObject({ has_next_page: false, total_records: 50 });
    expect(await list(call, 'search=cipaganti&per_page=25&page=2')).toMatchObject({
      has_next_page: false,
      total_records: 50,
    });
    expect(await list(call, 'search=cipaganti&per_page=49')).toMatchObject({ has_next_page: true, total_records: 50 });
  });

  it('answers a page past the end with no items but the real total', async () => {
    expect(await list(call, 'page=3&per_page=50')).toEqual({ items: [], has_next_page: false, total_records: 54 });
  });

  it.each([
    ['per_page=101', { per_page: ['Jumlah per halaman harus antara 1 dan 100'] }],
    ['page=0', { page: ['Halaman harus bilangan bulat positif'] }],
    ['page=1.5', { page: ['Halaman harus bilangan bulat positif'] }],
    [`search=${'a'.repeat(256)}`, { search: [MAX] }],
  ])('refuses %s with 422 naming the field', async (query, errors) => {
    expect(await call('GET', `/strict/customer?${query}`)).toEqual({ status: 422, body: { message: INVALID, errors } });
  });

  it.each([
    ['BUDI', ['Budi Santoso']],
    ['budi sukarasa', ['Budi Santoso']],
    ['Sukarasa BUDI', ['Budi Santoso']],
    ['budi cipaganti', []],
    ['aminah', ['Siti Aminah']],
    ['SITI aminah', ['Siti Aminah']],
    ['Budi@Test.ID', ['Budi Santoso']],
    ['3273010101900002', ['Siti Aminah']],
    ['0101900', ['Agus', 'Budi Santoso', 'Siti Aminah']],
    ['sukarasa', ['Agus', 'Budi Santoso', 'Siti Aminah']],
    ['sukasari', ['Agus', 'Budi Santoso', 'Siti Aminah']],
    ['rina.wati@mail.id', ['Rina Wati']],
    ['081311112222', ['Rina Wati']],
    ['+6281311112222', ['Rina Wati']],
    ['6281311112222', ['Rina Wati']],
    ['pekunden', ['Rina Wati']],
    ['semarang tengah', ['Rina Wati']],
    ['kota semarang', ['Rina Wati']],
    ['JAWA TENGAH', ['Rina Wati']],
    ['3273020100000017', ['Warga Uji 17']],
    ['tidak-ada-ini', []],
    ['%', []],
    ['_', []],
  ])('search %j finds exactly %j', async (term, expected) => {
    const page = await list(call, `search=${encodeURIComponent(term)}`);
    expect(names(page.items)).toEqual(expected);
    expect(page).toMatchObject({ total_records: expected.length, has_next_page: false });
  });

  it.each([
    ['coblong', 50],
    ['kota bandung', 53],
    ['jawa barat', 53],
    ['warga', 50],
  ])('search %j counts %i', async (term, total) => {
    expect((await list(call, `search=${encodeURIComponent(term)}`)).total_records).toBe(total);
  });

  it('keeps search up to date: an edited customer is found by the new name and place only', async () => {
    const [agus] = (await list(call, 'search=agus')).items;
    expect(
      (
        await call(
          'PUT',
          `/strict/customer/${agus!.id}`,
          formOf(agus!, { first_name: 'Bambang', villageId: '32.73.02.1002' }),
        )
      ).status,
    ).toBe(200);
    expect((await list(call, 'search=agus')).total_records).toBe(0);
    expect(names((await list(call, 'search=bambang lebak')).items)).toEqual(['Bambang']);
    expect(names((await list(call, 'search=sukarasa')).items)).toEqual(['Budi Santoso', 'Siti Aminah']);
  });
});

describe.each(testDbKinds)('POST /strict/customer on %s', (kind) => {
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
    unchanged(database.db, () => call('POST', '/strict/customer', body, headers));

  it('creates a customer with a customer user and a wallet: 201, the message, normalised contacts, an audit row', async () => {
    const res = await call(
      'POST',
      '/strict/customer',
      newCustomer({ email: ' Dewi.Lestari@Mail.ID ', phone_number: '+62 857-1234-5678', nik: '3273015505909999' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Nasabah berhasil ditambahkan');
    const data = customerItemSchema.parse(res.body.data);
    expect(data).toEqual({
      id: data.id,
      nik: '3273015505909999',
      address: 'Jl. Sukajadi No. 5',
      gender: 'Perempuan',
      postal_code: '40153',
      user: {
        id: data.user.id,
        first_name: 'Dewi',
        last_name: 'Lestari',
        email: 'dewi.lestari@mail.id',
        phone_number: '085712345678',
        status: 'active',
      },
      village: { id: '32.73.01.1002', name: 'Gegerkalong' },
      subdistrict: { id: '32.73.01', name: 'Sukasari' },
      regency: { id: '32.73', name: 'Kota Bandung' },
      province: { id: '32', name: 'Jawa Barat' },
    });
    const [user] = await database.db.select().from(users).where(eq(users.id, data.user.id));
    expect(user).toMatchObject({
      role: 'customer',
      passwordHash: null,
      email: 'dewi.lestari@mail.id',
      phoneNumber: '085712345678',
    });
    expect(
      await database.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, data.user.id)),
    ).toHaveLength(1);
    expect((await list(call, 'per_page=1')).items).toEqual([data]);
    expect(await auditOf(database.db, data.id)).toMatchObject([
      { actorUserId: fixtures.adminId, action: 'create', before: null, after: data },
    ]);
  });

  it('finds a customer by an NIK from province 62 (Central Kalimantan), which looks like a +62 phone number', async () => {
    const created = (await call('POST', '/strict/customer', newCustomer({ nik: '6271034107900001' }))).body
      .data as CustomerItem;
    for (const term of ['6271034107900001', '62710341079', '3410790']) {
      expect((await list(call, `search=${term}`)).items.map((c) => c.id)).toEqual([created.id]);
    }
  });

  it('stores blank optional fields as null and accepts 255 characters', async () => {
    const long = 'x'.repeat(255);
    const res = await call(
      'POST',
      '/strict/customer',
      newCustomer({ first_name: long, address: long, last_name: '  ', email: '', postal_code: '' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      address: long,
      postal_code: null,
      user: { first_name: long, last_name: null, email: null },
    });
  });

  it.each([
    ['first_name', undefined, 'Nama Depan kosong'],
    ['first_name', '  ', 'Nama Depan kosong'],
    ['first_name', 'x'.repeat(256), MAX],
    ['last_name', 'x'.repeat(256), MAX],
    ['address', undefined, 'Alamat kosong'],
    ['address', '', 'Alamat kosong'],
    ['address', 'x'.repeat(256), MAX],
    ['phone_number', undefined, 'Nomor Ponsel kosong'],
    ['phone_number', '', 'Nomor Ponsel kosong'],
    ['phone_number', '12345', 'Nomor ponsel tidak valid (contoh: 081234567890)'],
    ['phone_number', '0812-ABCD-1234', 'Nomor ponsel tidak valid (contoh: 081234567890)'],
    ['nik', undefined, 'NIK kosong'],
    ['nik', ' ', 'NIK kosong'],
    ['nik', '327301550590001', 'NIK harus 16 angka'],
    ['nik', '32730155059000111', 'NIK harus 16 angka'],
    ['nik', '32730155059000AB', 'NIK harus 16 angka'],
    ['nik', '3273-0155-0590-01', 'NIK harus 16 angka'],
    ['gender', undefined, 'Jenis kelamin belum dipilih'],
    ['gender', 'L', 'Jenis kelamin belum dipilih'],
    ['gender', 'laki-laki', 'Jenis kelamin belum dipilih'],
    ['villageId', undefined, 'Kelurahan/Desa belum dipilih'],
    ['villageId', '', 'Kelurahan/Desa belum dipilih'],
    ['villageId', '3273011001', 'Kelurahan/Desa belum dipilih'],
    ['postal_code', '4015', 'Kode pos harus 5 angka'],
    ['postal_code', '401533', 'Kode pos harus 5 angka'],
    ['postal_code', 'abcde', 'Kode pos harus 5 angka'],
    ['email', 'dewi@', 'Format email tidak valid'],
    ['email', 'dewi mail.id', 'Format email tidak valid'],
    ['email', `${'a'.repeat(250)}@mail.id`, MAX],
    ['status', undefined, 'Status belum dipilih'],
    ['status', 'aktif', 'Status belum dipilih'],
  ])('refuses %s = %j with %j on that field only, creating nothing', async (field, value, message) => {
    expect(await refused(newCustomer({ [field]: value }))).toEqual({
      status: 422,
      body: { message: INVALID, errors: { [field]: [message] } },
    });
  });

  it('names a village that does not exist', async () => {
    const message = 'Kelurahan/Desa tidak ditemukan';
    expect(await refused(newCustomer({ villageId: '99.99.99.9999' }))).toEqual({
      status: 422,
      body: { message, errors: { villageId: [message] } },
    });
  });

  it('lists every missing field of an empty form', async () => {
    const { status, body } = await refused({});
    expect(status).toBe(422);
    expect(Object.keys(body.errors!).sort()).toEqual([
      'address',
      'first_name',
      'gender',
      'nik',
      'phone_number',
      'status',
      'villageId',
    ]);
  });

  it.each([
    ['numbers for texts', { first_name: 5, nik: 3273015505900099, postal_code: 40153 }],
    [
      'objects and arrays',
      { address: {}, gender: ['Perempuan'], villageId: { id: '32.73.01.1001' }, email: ['a@b.id'] },
    ],
    ['booleans', { last_name: true, status: true, phone_number: false }],
  ])('answers wrong JSON types (%s) with 422, never 500', async (_, patch) => {
    const { status, body } = await refused(newCustomer(patch));
    expect(status).toBe(422);
    expect(Object.keys(body.errors!).sort()).toEqual(Object.keys(patch).sort());
  });

  it('refuses a NUL character, which the database cannot store, in a text or the search: 422, not 500', async () => {
    const notText = (field: string) => ({
      status: 422,
      body: { message: INVALID, errors: { [field]: ['Harus berupa teks'] } },
    });
    expect(await refused(newCustomer({ address: 'Jl. Nol\u0000' }))).toEqual(notText('address'));
    expect(await refused(newCustomer({ last_name: 'Nol\u0000' }))).toEqual(notText('last_name'));
    expect(await call('GET', '/strict/customer?search=budi%00')).toEqual(notText('search'));
  });

  it('answers a body that is not JSON with 400, and another content type with 415', async () => {
    expect(await refused('{"first_name": ')).toEqual({
      status: 400,
      body: { message: 'Isi permintaan harus JSON yang valid' },
    });
    expect((await refused('null')).status).toBe(422);
    const asText = await refused(JSON.stringify(newCustomer()), { 'content-type': 'text/plain' });
    expect(asText).toEqual({ status: 415, body: { message: 'Isi permintaan harus berformat JSON' } });
  });

  it.each([
    ['nik', { nik: '3273010101900001' }, 'NIK 3273010101900001 sudah terdaftar untuk nasabah lain'],
    ['email', { email: 'BUDI@test.id' }, 'Email budi@test.id sudah dipakai oleh pengguna lain'],
    ['email', { email: ADMIN.email }, `Email ${ADMIN.email} sudah dipakai oleh pengguna lain`],
  ])("refuses (409) another person's %s, naming the field", async (field, patch, message) => {
    expect(await refused(newCustomer(patch))).toEqual({
      status: 409,
      body: { message, errors: { [field]: [message] } },
    });
  });

  it("refuses (409) another person's phone number written differently", async () => {
    const [siti] = await database.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.firstName, 'Siti'));
    const written = `+62 ${siti!.phone.slice(1, 4)}-${siti!.phone.slice(4, 8)}-${siti!.phone.slice(8)}`;
    const message = `Nomor ponsel ${siti!.phone} sudah dipakai oleh pengguna lain`;
    expect(await refused(newCustomer({ phone_number: written }))).toEqual({
      status: 409,
      body: { message, errors: { phone_number: [message] } },
    });
  });

  it('lets only one of two simultaneous creates with the same NIK and email through; the other is 409', async () => {
    const before = await counts(database.db);
    const shared = { nik: '3273015505908888', email: 'kembar@mail.id' };
    const results = await Promise.all([
      call('POST', '/strict/customer', newCustomer(shared)),
      call('POST', '/strict/customer', newCustomer(shared)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      Object.keys(results.find((r) => r.status === 409)!.body.errors!).some((f) => f === 'nik' || f === 'email'),
    ).toBe(true);
    expect(await counts(database.db)).toEqual({
      ...before,
      users: before.users! + 1,
      customers: before.customers! + 1,
      wallets: before.wallets! + 1,
      auditLog: before.auditLog! + 1,
    });
  });

  it('refuses every call without a token (401) and to a non-administrator (403), changing nothing', async () => {
    const userId = await insertUser(database.db, { firstName: 'Nasabah', role: 'customer' });
    const { accessToken } = await startFamily(database.db, env, { id: userId, role: 'customer' });
    const calls: [string, string, unknown][] = [
      ['GET', '/strict/customer', undefined],
      ['POST', '/strict/customer', newCustomer()],
      ['PUT', `/strict/customer/${fixtures.customerIds[2]}`, newCustomer()],
      ['DELETE', '/strict/customer', { id: [userId] }],
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
  });
});

describe.each(testDbKinds)('PUT and DELETE /strict/customer on %s', (kind) => {
  let database: Database;
  let fixtures: Fixtures;
  let call: Call;
  let budiUserId: number;
  let agusUserId: number;

  beforeAll(async () => {
    ({ database, fixtures, call } = await setUp(kind));
    const userOf = async (id: number) =>
      (await database.db.select({ userId: customers.userId }).from(customers).where(eq(customers.id, id)))[0]!.userId;
    budiUserId = await userOf(fixtures.customerIds[0]!);
    agusUserId = await userOf(fixtures.customerIds[2]!);
  });
  afterAll(() => database?.close());

  const create = async (patch: Record<string, unknown> = {}) => {
    const res = await call('POST', '/strict/customer', newCustomer(patch));
    expect(res.status).toBe(201);
    return res.body.data as CustomerItem;
  };
  /** A request that must leave every table as it was. */
  const same = (method: string, path: string, body: unknown) => unchanged(database.db, () => call(method, path, body));
  const current = async (c: CustomerItem) => (await list(call, `search=${c.nik}`)).items;

  it('updates the customer and their user: 200, the message, the new item, an audit row with before and after', async () => {
    const created = await create();
    const before = await counts(database.db);
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
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Nasabah berhasil diperbarui');
    const data = customerItemSchema.parse(res.body.data);
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
      village: { id: '32.73.02.1001', name: 'Cipaganti' },
      subdistrict: { id: '32.73.02', name: 'Coblong' },
    });
    expect(await current(created)).toEqual([data]);
    expect(await counts(database.db)).toEqual({ ...before, auditLog: before.auditLog! + 1 });
    expect((await auditOf(database.db, created.id)).at(-1)).toMatchObject({
      actorUserId: fixtures.adminId,
      action: 'update',
      before: created,
      after: data,
    });
  });

  it('lets a customer keep their own NIK, email and phone', async () => {
    const created = await create();
    expect(
      (
        await call(
          'PUT',
          `/strict/customer/${created.id}`,
          formOf(created, { email: created.user.email!.toUpperCase() }),
        )
      ).status,
    ).toBe(200);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect(await same('PUT', '/strict/customer/999999', newCustomer())).toEqual({
      status: 404,
      body: { message: 'Nasabah tidak ditemukan' },
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

  it("refuses (409) an update to another user's phone number", async () => {
    const created = await create();
    const [agus] = await database.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, agusUserId));
    const res = await same('PUT', `/strict/customer/${created.id}`, formOf(created, { phone_number: agus!.phone }));
    const message = `Nomor ponsel ${agus!.phone} sudah dipakai oleh pengguna lain`;
    expect(res).toEqual({ status: 409, body: { message, errors: { phone_number: [message] } } });
    expect(await current(created)).toEqual([created]);
  });

  it('deletes a fresh customer by user id with their user, wallet and sign-ins, leaving an audit row', async () => {
    const created = await create();
    await startFamily(database.db, env, { id: created.user.id, role: 'customer' });
    expect(await call('DELETE', '/strict/customer', { id: [created.user.id] })).toEqual({
      status: 200,
      body: { message: 'Nasabah berhasil dihapus', deleted: 1 },
    });
    expect(await current(created)).toEqual([]);
    expect(await database.db.select().from(users).where(eq(users.id, created.user.id))).toEqual([]);
    expect(await database.db.select().from(wallets).where(eq(wallets.userId, created.user.id))).toEqual([]);
    expect(await database.db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, created.user.id))).toEqual([]);
    expect((await auditOf(database.db, created.id)).at(-1)).toMatchObject({
      actorUserId: fixtures.adminId,
      action: 'delete',
      before: created,
      after: null,
    });
  });

  const notFound = 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus';

  it('does not take customer ids for user ids: deleting by customer id is 404 and deletes nothing', async () => {
    // The fixture customers' ids (1, 2, 3) are the ids of users who are no customers.
    const ids = fixtures.customerIds;
    expect(await database.db.select().from(customers).where(inArray(customers.userId, ids))).toEqual([]);
    expect(await same('DELETE', '/strict/customer', { id: ids })).toEqual({ status: 404, body: { message: notFound } });
  });

  it('deletes nothing when one of the ids does not exist (404)', async () => {
    const created = await create();
    expect(await same('DELETE', '/strict/customer', { id: [created.user.id, 999_999] })).toEqual({
      status: 404,
      body: { message: notFound },
    });
    expect(await current(created)).toEqual([created]);
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
        database.db.insert(walletRequests).values({ walletId, kind: 'topup', amount: '1000', total: '1000' }),
    ],
    [
      'a ledger entry',
      (walletId: number) =>
        database.db
          .insert(walletLedger)
          .values({ walletId, kind: 'transaction', amount: '2500', transactionId: fixtures.transactions[1]!.id }),
    ],
  ])('refuses (409) to delete a customer whose wallet has history (%s), deleting nothing', async (_, addHistory) => {
    const created = await create({ first_name: 'Sari', last_name: 'Saldo' });
    const [wallet] = await database.db
      .select({ id: wallets.id })
      .from(wallets)
      .where(eq(wallets.userId, created.user.id));
    await addHistory(wallet!.id);
    const message = refusedDelete('Sari Saldo', 'memiliki riwayat saldo');
    expect(await same('DELETE', '/strict/customer', { id: [created.user.id] })).toEqual({
      status: 409,
      body: { message },
    });
    expect(await current(created)).toEqual([created]);
  });

  it('answers an id beyond any stored one (above 2^31 - 1) with 422 and not 500', async () => {
    const created = await create();
    expect(await same('DELETE', '/strict/customer', { id: [created.user.id, 3_000_000_000] })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { 'id.1': ['ID tidak valid'] } },
    });
    expect(await current(created)).toEqual([created]);
  });

  it.each([
    [{ id: [] }, { id: ['Pilih minimal satu data'] }],
    [{ id: Array.from({ length: 51 }, (_, i) => i + 1) }, { id: ['Paling banyak 50 data sekaligus'] }],
    [{ id: ['x'] }, { 'id.0': ['ID tidak valid'] }],
  ])('refuses the delete body %j with 422', async (body, errors) => {
    expect(await same('DELETE', '/strict/customer', body)).toEqual({ status: 422, body: { message: INVALID, errors } });
  });
});
