// Issue 17 on Data User: the account list's filters (status, role) and sorts (GET /strict/user),
// its download (GET /strict/export/user) and its saved views, against an oracle worked out in
// plain code from the tables themselves. An account's role and scope are its staff_access row; a
// BSI admin reaches only the operators of its own unit banks; only user.manage reads the list.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../lib/schemas/access';
import { savedViewListSchema } from '../../lib/schemas/saved-views';
import { userListSchema, type UserItem } from '../../lib/schemas/users';
import { bsus, collectors, staffAccess, users } from '../db/schema';
import { EXPORT_BATCH } from '../domain/exports';
import { staffCaller } from '../test/access-api';
import { FORBIDDEN, INVALID, useFixtureApp, type Call, type FixtureApp } from '../test/api';
import { parseCsv } from '../test/csv';
import { testDbKinds } from '../test/databases';
import { insertUser } from '../test/fixtures';

type View = Record<string, string>;
type Account = {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string;
  status: string;
  role: StaffRole | null;
  collectorId: number | null;
  bsuId: number | null;
  /** The unit bank's parent bank, for a BSU operator. */
  bsuCollectorId: number | null;
  collectorName: string | null;
  bsuName: string | null;
};

/** What the CSV and the XLSX say of an account (Indonesian headers and labels). */
const HEADERS = ['Nama Lengkap', 'Email', 'Nomor Ponsel', 'Peran', 'Cakupan', 'Status'];
const ROLE_LABELS: Record<StaffRole, string> = {
  programme: 'Admin program',
  bsi_admin: 'Admin BSI',
  bsu_operator: 'Operator BSU',
  treasurer: 'Bendahara',
  viewer: 'Pemantau',
};
const STATUS_LABELS: Record<string, string> = { active: 'Aktif', inactive: 'Tidak aktif' };

/**
 * Every back-office account (users.role = 'admin'), its role and scope and the banks' names,
 * joined in plain code from each table as it is.
 */
async function accounts(ctx: FixtureApp): Promise<Account[]> {
  const [people, access, parents, units] = await Promise.all([
    ctx.db.select().from(users).where(eq(users.role, 'admin')),
    ctx.db.select().from(staffAccess),
    ctx.db.select({ id: collectors.id, name: collectors.trashBankName }).from(collectors),
    ctx.db.select({ id: bsus.id, name: bsus.trashBankName, collectorId: bsus.collectorId }).from(bsus),
  ]);
  const accessOf = new Map(access.map((a) => [a.userId, a]));
  const parentOf = new Map(parents.map((p) => [p.id, p]));
  const unitOf = new Map(units.map((u) => [u.id, u]));
  return people.map((p) => {
    const a = accessOf.get(p.id);
    const unit = a?.bsuId == null ? undefined : unitOf.get(a.bsuId);
    return {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: p.phoneNumber,
      status: p.status,
      role: a?.role ?? null,
      collectorId: a?.collectorId ?? null,
      bsuId: a?.bsuId ?? null,
      bsuCollectorId: unit?.collectorId ?? null,
      collectorName: a?.collectorId == null ? null : (parentOf.get(a.collectorId)?.name ?? null),
      bsuName: unit?.name ?? null,
    };
  });
}

/** The name the list sorts by: first and last name, lower case (code-point order: the names here are plain ASCII). */
const sortName = (a: Account) => `${a.firstName} ${a.lastName ?? ''}`.toLowerCase();
const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** The accounts a view shows, in its order ('-created': newest first), the id breaking ties. */
function oracle(all: Account[], view: View, reach: (a: Account) => boolean = () => true): Account[] {
  const sort = view.sort ?? '-created';
  const cmp = (a: Account, b: Account) => (sort.endsWith('name') ? byText(sortName(a), sortName(b)) : 0) || a.id - b.id;
  const words = (view.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return all
    .filter((a) => !view.status || a.status === view.status)
    .filter((a) => !view.role || a.role === view.role)
    .filter((a) => {
      const text = [a.firstName, a.lastName, a.email, a.phone]
        .filter((v) => v !== null)
        .join(' ')
        .toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .filter(reach)
    .sort((a, b) => (sort.startsWith('-') ? -cmp(a, b) : cmp(a, b)));
}
const ids = (rows: Account[]) => rows.map((a) => a.id);

/** An account as its row of the download: the role's label and where it reaches. */
const cellsOf = (a: Account) => [
  [a.firstName, a.lastName].filter(Boolean).join(' '),
  a.email ?? '',
  a.phone,
  a.role ? ROLE_LABELS[a.role] : '',
  a.role ? (a.bsuName ?? a.collectorName ?? 'Seluruh program') : '',
  STATUS_LABELS[a.status]!,
];

/** A CSV download's rows: it starts with the byte-order mark and ends with a line break. */
function parseDownload(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n'), 'the file ends with a line break').toBe(true);
  return parseCsv(text);
}

const download = (ctx: FixtureApp, view: View, format: 'csv' | 'xlsx', token = ctx.adminToken) =>
  ctx.app.request(`/strict/export/user?${new URLSearchParams({ ...view, format })}`, {
    headers: { authorization: `Bearer ${token}` },
  });

async function csvRows(ctx: FixtureApp, view: View, token?: string): Promise<string[][]> {
  const res = await download(ctx, view, 'csv', token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  // Decoded as bytes, so that the BOM is kept (Response.text() drops it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  const [header, ...rows] = parseDownload(text);
  expect(header).toEqual(HEADERS);
  return rows;
}

/** Every page of the list of a view, in order, as a client reads it. */
async function listAll(call: Call, view: View): Promise<{ items: UserItem[]; total: number }> {
  const items: UserItem[] = [];
  for (let page = 1; ; page++) {
    const res = await call(
      'GET',
      `/strict/user?${new URLSearchParams({ ...view, per_page: '5', page: String(page) })}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = userListSchema.parse(res.body);
    items.push(...body.items);
    if (!body.has_next_page) return { items, total: body.total_records };
  }
}

describe.each(testDbKinds)('account views and exports on %s', (kind) => {
  const ctx = useFixtureApp(kind, async ({ db, fixtures }) => {
    const [bsi0, bsi1] = fixtures.bsiIds;
    const [bsu0, bsu1, bsu2, bsu3] = fixtures.bsuIds;
    // Names that tie exactly (the id decides), differ only in case, or are a prefix of another;
    // each pair of different names differs first at a letter, so any collation orders them alike.
    const people: [
      string,
      string | null,
      'active' | 'inactive',
      StaffRole,
      { collectorId?: number; bsuId?: number },
    ][] = [
      ['Sari', 'Wulandari', 'active', 'bsu_operator', { bsuId: bsu0 }],
      ['sari', 'wulandari', 'inactive', 'bsu_operator', { bsuId: bsu1 }],
      ['SARI', 'Wulandari', 'active', 'bsi_admin', { collectorId: bsi0 }],
      ['Bayu', null, 'active', 'treasurer', {}],
      ['bayu', 'Pratama', 'inactive', 'treasurer', { collectorId: bsi1 }],
      ['Citra', 'Lestari', 'inactive', 'viewer', { collectorId: bsi1 }],
      ['Dedi', 'Kurniawan', 'active', 'bsu_operator', { bsuId: bsu3 }],
      ['Eka', 'Putri', 'inactive', 'programme', {}],
      ['ZULFA', 'Rahma', 'active', 'bsi_admin', { collectorId: bsi1 }],
      ['andi', 'Saputra', 'inactive', 'bsu_operator', { bsuId: bsu2 }],
      ['Gita', null, 'active', 'viewer', {}],
      ['Hadi', 'Susanto', 'active', 'bsu_operator', { bsuId: bsu0 }],
      ['Rina "Ayu",', 'Dewi', 'active', 'bsu_operator', { bsuId: bsu1 }],
      ['Sari', 'Wulandari', 'inactive', 'viewer', { collectorId: bsi0 }],
    ];
    for (const [i, [firstName, lastName, status, role, scope]] of people.entries())
      await insertUser(db, {
        firstName,
        lastName,
        status,
        // Some accounts have no email.
        email: i % 4 === 3 ? undefined : `akun${i}@contoh.id`,
        role: 'admin',
        staff: { role, ...scope },
      });
    // An account without a role (it signs in to nothing): listed, with no role and no scope.
    const roleless = await insertUser(db, { firstName: 'Joko', lastName: 'Santoso', role: 'admin' });
    await db.delete(staffAccess).where(eq(staffAccess.userId, roleless));
  });
  const list = async (view: View, call: Call = ctx.call) => {
    const res = await call('GET', `/strict/user?${new URLSearchParams({ per_page: '50', ...view })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return userListSchema.parse(res.body);
  };

  const views: View[] = [
    {},
    { status: 'active' },
    { status: 'inactive' },
    { role: 'bsu_operator' },
    { role: 'treasurer' },
    { role: 'programme' },
    { role: 'bsi_admin', status: 'active' },
    { role: 'viewer', status: 'inactive', sort: 'name' },
    { sort: 'created' },
    { sort: '-created' },
    { sort: 'name' },
    { sort: '-name' },
    { sort: 'name', status: 'active' },
    { sort: '-name', role: 'bsu_operator' },
    { sort: 'name', search: 'sari' },
    { search: 'wulandari', role: 'bsu_operator', status: 'inactive', sort: '-name' },
  ];

  it('filters and sorts exactly as the tables say, with the matching total', async () => {
    const all = await accounts(ctx);
    expect(all.length).toBeGreaterThan(15);
    for (const view of views) {
      const page = await list(view);
      const expected = ids(oracle(all, view));
      expect(
        page.items.map((u) => u.id),
        JSON.stringify(view),
      ).toEqual(expected);
      expect(page.total_records, JSON.stringify(view)).toBe(expected.length);
    }
    // The views are not vacuous: each filter keeps some accounts and leaves others out.
    for (const view of [
      { status: 'inactive' },
      { role: 'bsu_operator' },
      { role: 'bsi_admin', status: 'active' },
    ] as View[])
      expect(oracle(all, view).length, JSON.stringify(view)).toBeGreaterThan(0);
    // Exact name ties are there, so the id really breaks them.
    const names = all.map(sortName);
    expect(new Set(names).size).toBeLessThan(names.length);
  });

  it('pages through a sorted view without losing or repeating an account', async () => {
    const all = await accounts(ctx);
    for (const view of [
      { sort: 'name' },
      { sort: '-name' },
      { sort: 'created' },
      { sort: '-name', status: 'active' },
    ] as View[]) {
      const { items, total } = await listAll(ctx.call, view);
      const expected = ids(oracle(all, view));
      expect(
        items.map((u) => u.id),
        JSON.stringify(view),
      ).toEqual(expected);
      expect(total).toBe(expected.length);
    }
  });

  it('shows each account’s role and scope as staff_access holds them', async () => {
    const all = await accounts(ctx);
    const page = await list({ sort: 'name' });
    const byId = new Map(all.map((a) => [a.id, a]));
    for (const item of page.items) {
      const account = byId.get(item.id)!;
      expect(item).toMatchObject({
        staff_role: account.role,
        collector_id: account.collectorId,
        bsu_id: account.bsuId,
        collector_name: account.collectorName,
        bsu_name: account.bsuName,
        status: account.status,
      });
    }
  });

  it('refuses a view that does not hold, naming the field', async () => {
    const cases: [string, string, string][] = [
      ['role=boss', 'role', 'Peran tidak dikenal'],
      ['role=admin', 'role', 'Peran tidak dikenal'],
      ['status=pending', 'status', 'Status tidak dikenal'],
      ['sort=amount', 'sort', 'Urutan tidak dikenal'],
      ['sort=-email', 'sort', 'Urutan tidak dikenal'],
    ];
    for (const [query, field, message] of cases)
      for (const path of [`/strict/user?${query}`, `/strict/export/user?format=csv&${query}`]) {
        const res = await ctx.call('GET', path);
        expect(res.status, path).toBe(422);
        expect(res.body, path).toEqual({ message: INVALID, errors: { [field]: [message] } });
      }
  });

  it('downloads a view as CSV: the list’s rows, in its order, every column as the tables say', async () => {
    const all = await accounts(ctx);
    for (const view of views) {
      const expected = oracle(all, view);
      const { items } = await listAll(ctx.call, view);
      const rows = await csvRows(ctx, view);
      // The same accounts as the list, in its order (an account's phone number is its own).
      expect(
        rows.map((r) => r[2]),
        JSON.stringify(view),
      ).toEqual(items.map((u) => u.phone_number));
      expect(rows, JSON.stringify(view)).toEqual(expected.map(cellsOf));
    }
    // The quotes and comma of a name survive, and a role-less account has no role and no scope.
    const rows = await csvRows(ctx, { search: 'rina' });
    expect(rows.map((r) => r[0])).toEqual(['Rina "Ayu", Dewi']);
    const joko = await csvRows(ctx, { search: 'santoso' });
    expect(joko).toEqual([['Joko Santoso', '', expect.any(String), '', '', 'Aktif']]);
  });

  it('downloads a view as XLSX that parses to the same rows', async () => {
    const view = { sort: '-name', status: 'active' };
    const expected = oracle(await accounts(ctx), view).map(cellsOf);
    const res = await download(ctx, view, 'xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Data-User-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Data User');
    const cells = (r: number) =>
      HEADERS.map((_, c) => {
        const value = sheet.getRow(r).getCell(c + 1).value;
        return value === null || value === undefined ? '' : String(value);
      });
    expect(cells(1)).toEqual(HEADERS);
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect(expected.map((_, i) => cells(i + 2))).toEqual(expected);
  });

  it('keeps a BSI admin to the operators of its own unit banks, in the list and the download', async () => {
    const bsi0 = ctx.fixtures.bsiIds[0]!;
    const admin = await staffCaller(ctx, 'bsi_admin', { collectorId: bsi0 });
    const all = await accounts(ctx);
    const mine = (a: Account) => a.role === 'bsu_operator' && a.bsuCollectorId === bsi0;
    const scopedViews: View[] = [
      {},
      { sort: 'name' },
      { sort: '-name', status: 'active' },
      { role: 'bsu_operator', status: 'inactive' },
      // Other roles are out of its reach whatever it asks for.
      { role: 'bsi_admin' },
      { role: 'programme' },
    ];
    for (const view of scopedViews) {
      const expected = oracle(all, view, mine);
      const page = await list(view, admin.call);
      expect(
        page.items.map((u) => u.id),
        JSON.stringify(view),
      ).toEqual(ids(expected));
      expect(page.total_records).toBe(expected.length);
      expect(await csvRows(ctx, view, admin.token), JSON.stringify(view)).toEqual(expected.map(cellsOf));
    }
    expect(oracle(all, {}, mine).length).toBeGreaterThan(1);
    // Operators of another parent bank's units exist, and are not among them.
    expect(oracle(all, { role: 'bsu_operator' }).some((a) => !mine(a))).toBe(true);
  });

  it.each(['bsu_operator', 'treasurer', 'viewer'] as const)(
    'refuses the list and the download to a %s (no user.manage)',
    async (role) => {
      const scope = role === 'bsu_operator' ? { bsuId: ctx.fixtures.bsuIds[0]! } : {};
      const who = await staffCaller(ctx, role, scope);
      for (const path of ['/strict/user', '/strict/user?role=bsu_operator&sort=name'])
        expect(await who.call('GET', path), path).toEqual({ status: 403, body: FORBIDDEN });
      for (const format of ['csv', 'xlsx'] as const) {
        const res = await download(ctx, { sort: 'name' }, format, who.token);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual(FORBIDDEN);
      }
    },
  );

  it('saves a view of the list, and the saved query shows what the URL would', async () => {
    const PATH = '/strict/account/views';
    const saved = await ctx.call('POST', PATH, {
      resource: 'user',
      name: 'Operator nonaktif',
      query: 'page=2&gender=Perempuan&sort=-name&role=bsu_operator&status=inactive&search=sari',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const mine = savedViewListSchema.parse((await ctx.call('GET', `${PATH}?resource=user`)).body).items;
    const view = mine.find((v) => v.name === 'Operator nonaktif')!;
    expect(view).toEqual({
      id: expect.any(Number),
      name: 'Operator nonaktif',
      query: 'search=sari&status=inactive&role=bsu_operator&sort=-name',
    });
    // Another list's views are its own.
    const customers = savedViewListSchema.parse((await ctx.call('GET', `${PATH}?resource=customer`)).body).items;
    expect(customers.map((v) => v.id)).not.toContain(view.id);
    // Opened again, the saved query is the view.
    const restored = Object.fromEntries(new URLSearchParams(view.query));
    const expected = ids(oracle(await accounts(ctx), restored));
    expect(expected.length).toBeGreaterThan(0);
    expect((await list(restored)).items.map((u) => u.id)).toEqual(expected);
    // A view that does not hold is not saved.
    for (const [query, field, message] of [
      ['role=boss', 'role', 'Peran tidak dikenal'],
      ['sort=stock', 'sort', 'Urutan tidak dikenal'],
    ]) {
      const res = await ctx.call('POST', PATH, { resource: 'user', name: 'Salah', query });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: INVALID, errors: { [field!]: [message] } });
    }
    const deleted = await ctx.call('DELETE', `${PATH}/${view.id}`);
    expect(deleted.status).toBe(200);
    const after = savedViewListSchema.parse((await ctx.call('GET', `${PATH}?resource=user`)).body).items;
    expect(after.map((v) => v.id)).not.toContain(view.id);
  });
});

describe.each(testDbKinds)('an account download longer than one batch on %s', (kind) => {
  // More accounts than one read of the export takes, most of them sharing a name: each batch
  // must resume right after the last account of the one before, ties and all.
  const COUNT = EXPORT_BATCH + 150;
  const ctx = useFixtureApp(kind, async ({ db }) => {
    const names = [
      ['Sari', 'Wulandari'],
      ['Bayu', null],
      ['Sari', 'Wulandari'],
      ['citra', 'Lestari'],
    ] as const;
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          firstName: names[i % names.length]![0],
          lastName: names[i % names.length]![1],
          email: null,
          phoneNumber: `0899${String(i).padStart(8, '0')}`,
          role: 'admin' as const,
          status: i % 5 === 0 ? ('inactive' as const) : ('active' as const),
        })),
      )
      .returning({ id: users.id });
    await db.insert(staffAccess).values(rows.map((r) => ({ userId: r.id, role: 'programme' as const })));
  });

  it.each<View>([{}, { sort: 'name' }, { sort: '-name' }, { sort: 'created' }, { sort: 'name', status: 'active' }])(
    'exports %j whole and in order',
    async (view) => {
      const expected = oracle(await accounts(ctx), view);
      expect(expected.length).toBeGreaterThan(view.status ? 1500 : EXPORT_BATCH);
      const rows = await csvRows(ctx, view);
      expect(rows.length).toBe(expected.length);
      expect(rows.map((r) => r[2])).toEqual(expected.map((a) => a.phone));
    },
  );
});
