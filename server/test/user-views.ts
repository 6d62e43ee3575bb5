// What the account view suites (user-views-*.test.ts, issue 17 on Data User) share: the oracle,
// worked out in plain code from the tables themselves (an account's role and scope are its
// staff_access row); how an account reads in the download; the list read page by page; and the
// fixture app with accounts of every role, scope and status, their names tying in every way.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StaffRole } from '../../lib/schemas/access';
import { userListSchema, type UserItem } from '../../lib/schemas/users';
import { bsus, collectors, staffAccess, users } from '../db/schema';
import { useFixtureApp, type Call, type FixtureApp } from './api';
import { parseCsv } from './csv';
import type { TestDbKind } from './databases';
import { insertUser } from './fixtures';
import { download, textWithBom } from './view-api';
import type { View } from './view-oracle';

export type Account = {
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
export const HEADERS = ['Nama Lengkap', 'Email', 'Nomor Ponsel', 'Peran', 'Cakupan', 'Status'];
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
export async function accounts(ctx: FixtureApp): Promise<Account[]> {
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
export const sortName = (a: Account) => `${a.firstName} ${a.lastName ?? ''}`.toLowerCase();
const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** The accounts a view shows, in its order ('-created': newest first), the id breaking ties. */
export function oracle(all: Account[], view: View, reach: (a: Account) => boolean = () => true): Account[] {
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
export const ids = (rows: Account[]) => rows.map((a) => a.id);

/** An account as its row of the download: the role's label and where it reaches. */
export const cellsOf = (a: Account) => [
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

/** The rows of the CSV download of `view` (200, CSV, the headers first), with `token` as the bearer. */
export async function csvRows(ctx: FixtureApp, view: View, token?: string): Promise<string[][]> {
  const res = await download(ctx, 'user', view, 'csv', token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const [header, ...rows] = parseDownload(await textWithBom(res));
  expect(header).toEqual(HEADERS);
  return rows;
}

/** Every page of the list of a view, in order, as a client reads it. */
export async function listAll(call: Call, view: View): Promise<{ items: UserItem[]; total: number }> {
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

/** The views the list and its download are checked on. */
export const VIEWS: View[] = [
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

type Person = {
  firstName: string;
  lastName?: string;
  status?: 'inactive';
  staff: { role: StaffRole; collectorId?: number; bsuId?: number };
};

/**
 * The fixture app of an account view suite, with `list` (GET /strict/user of a view, 50 to a page,
 * with the administrator's caller unless told). Added: accounts whose names tie exactly (the id
 * decides), differ only in case, or are a prefix of another; each pair of different names differs
 * first at a letter, so any collation orders them alike. Active unless told; some have no email.
 */
export function useAccountViewsApp(kind: TestDbKind) {
  const ctx = useFixtureApp(kind, async ({ db, fixtures }) => {
    const [bsi0, bsi1] = fixtures.bsiIds;
    const [bsu0, bsu1, bsu2, bsu3] = fixtures.bsuIds;
    const people: Person[] = [
      { firstName: 'Sari', lastName: 'Wulandari', staff: { role: 'bsu_operator', bsuId: bsu0 } },
      { firstName: 'sari', lastName: 'wulandari', status: 'inactive', staff: { role: 'bsu_operator', bsuId: bsu1 } },
      { firstName: 'SARI', lastName: 'Wulandari', staff: { role: 'bsi_admin', collectorId: bsi0 } },
      { firstName: 'Bayu', staff: { role: 'treasurer' } },
      { firstName: 'bayu', lastName: 'Pratama', status: 'inactive', staff: { role: 'treasurer', collectorId: bsi1 } },
      { firstName: 'Citra', lastName: 'Lestari', status: 'inactive', staff: { role: 'viewer', collectorId: bsi1 } },
      { firstName: 'Dedi', lastName: 'Kurniawan', staff: { role: 'bsu_operator', bsuId: bsu3 } },
      { firstName: 'Eka', lastName: 'Putri', status: 'inactive', staff: { role: 'programme' } },
      { firstName: 'ZULFA', lastName: 'Rahma', staff: { role: 'bsi_admin', collectorId: bsi1 } },
      { firstName: 'andi', lastName: 'Saputra', status: 'inactive', staff: { role: 'bsu_operator', bsuId: bsu2 } },
      { firstName: 'Gita', staff: { role: 'viewer' } },
      { firstName: 'Hadi', lastName: 'Susanto', staff: { role: 'bsu_operator', bsuId: bsu0 } },
      { firstName: 'Rina "Ayu",', lastName: 'Dewi', staff: { role: 'bsu_operator', bsuId: bsu1 } },
      { firstName: 'Sari', lastName: 'Wulandari', status: 'inactive', staff: { role: 'viewer', collectorId: bsi0 } },
    ];
    for (const [i, person] of people.entries())
      await insertUser(db, { ...person, email: i % 4 === 3 ? undefined : `akun${i}@contoh.id`, role: 'admin' });
    // An account without a role (it signs in to nothing): listed, with no role and no scope.
    const roleless = await insertUser(db, { firstName: 'Joko', lastName: 'Santoso', role: 'admin' });
    await db.delete(staffAccess).where(eq(staffAccess.userId, roleless));
  });
  const list = async (view: View, call: Call = ctx.call) => {
    const res = await call('GET', `/strict/user?${new URLSearchParams({ per_page: '50', ...view })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return userListSchema.parse(res.body);
  };
  return { ctx, list };
}
