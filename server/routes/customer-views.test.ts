// Issue 17 on Data Nasabah: the customer list's filters and orders (GET /strict/customer) and its
// download (GET /strict/export/customer), against an oracle computed from the rows themselves.
import { describe, expect, it } from 'vitest';
import { customerListSchema, type CustomerItem } from '../../lib/schemas/customers';
import { customerSorts } from '../../lib/schemas/master-views';
import { INVALID, useFixtureApp } from '../test/api';
import { staffCaller } from '../test/access-api';
import { testDbKinds } from '../test/databases';
import { CIBIRU, CIPAGANTI, customerForm, insertMoreVillages, PETOJO } from '../test/master-data';
import { download, sheetOf } from '../test/view-api';

type View = Record<string, string>;

const nameOf = (c: CustomerItem) => [c.user.first_name, c.user.last_name].filter(Boolean).join(' ');
const sortName = (c: CustomerItem) => `${c.user.first_name} ${c.user.last_name ?? ''}`.toLowerCase();

/** What a view should show, worked out in plain code from every customer. */
function oracle(all: CustomerItem[], view: View): number[] {
  const rows = all.filter(
    (c) =>
      (!view.status || c.user.status === view.status) &&
      (!view.gender || c.gender === view.gender) &&
      (!view.province || c.province.id === view.province) &&
      (!view.regency || c.regency.id === view.regency) &&
      (!view.bsu || c.bsu_id === Number(view.bsu)),
  );
  const sort = view.sort ?? '-created';
  const sign = sort.startsWith('-') ? -1 : 1;
  const key = sort.replace(/^-/, '');
  rows.sort((a, b) => {
    if (key === 'name' && sortName(a) !== sortName(b)) return sortName(a) < sortName(b) ? -sign : sign;
    return (a.id - b.id) * sign;
  });
  return rows.map((c) => c.user.id);
}

describe.each(testDbKinds)('customer views and exports on %s', (kind) => {
  const ctx = useFixtureApp(kind, async ({ db, call, fixtures }) => {
    await insertMoreVillages(db);
    const people = [
      { first_name: 'Ani', last_name: 'Zulkarnain', gender: 'Perempuan', villageId: CIPAGANTI },
      { first_name: 'ani', last_name: null, gender: 'Perempuan', villageId: CIBIRU, status: 'inactive' },
      { first_name: 'Budi', last_name: 'Santoso', gender: 'Laki-laki', villageId: PETOJO },
      { first_name: 'Budi', last_name: 'Santoso', gender: 'Laki-laki', villageId: CIPAGANTI, status: 'inactive' },
      { first_name: '=Citra', last_name: 'Dewi', gender: 'Perempuan', villageId: PETOJO },
    ];
    for (const [i, person] of people.entries()) {
      const res = await call('POST', '/strict/customer', customerForm({ ...person, bsu_id: fixtures.bsuIds[i % 2] }));
      expect(res.status).toBe(201);
    }
  });
  const all = async () => {
    const res = await ctx.call('GET', '/strict/customer?per_page=100');
    return customerListSchema.parse(res.body).items;
  };
  const list = async (view: View) => {
    const res = await ctx.call('GET', `/strict/customer?${new URLSearchParams({ ...view, per_page: '100' })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return customerListSchema.parse(res.body);
  };

  const views: View[] = [
    {},
    { status: 'inactive' },
    { status: 'active', gender: 'Perempuan' },
    { gender: 'Laki-laki' },
    { province: '32' },
    { province: '31' },
    { regency: '32.73' },
    { province: '32', regency: '32.04' },
    { bsu: '1' },
    { bsu: '2', status: 'active' },
    ...customerSorts.map((sort) => ({ sort })),
    { sort: 'name', gender: 'Perempuan', province: '32' },
    { sort: '-name', status: 'inactive' },
  ];

  it.each(views)('shows exactly the customers of %j, in order, with their count', async (view) => {
    const everyone = await all();
    const bsu: View = view.bsu ? { bsu: String(ctx.fixtures.bsuIds[Number(view.bsu) - 1]) } : {};
    const resolved: View = { ...view, ...bsu };
    const page = await list(resolved);
    expect(page.items.map((c) => c.user.id)).toEqual(oracle(everyone, resolved));
    expect(page.total_records).toBe(page.items.length);
  });

  it('pages a sorted view without losing or repeating a customer', async () => {
    const whole = (await list({ sort: 'name' })).items.map((c) => c.id);
    const paged: number[] = [];
    for (let page = 1; paged.length < whole.length; page++) {
      const res = await ctx.call('GET', `/strict/customer?sort=name&per_page=2&page=${page}`);
      paged.push(...customerListSchema.parse(res.body).items.map((c) => c.id));
    }
    expect(paged).toEqual(whole);
  });

  it.each([
    [{ gender: 'X' }, 'gender', 'Jenis kelamin tidak dikenal'],
    [{ province: '3' }, 'province', 'Kode wilayah tidak valid'],
    [{ province: '32', regency: '31.71' }, 'regency', 'Kabupaten/kota tidak berada di provinsi yang dipilih'],
    [{ sort: 'nik' }, 'sort', 'Urutan tidak dikenal'],
    [{ status: 'gone' }, 'status', 'Status tidak dikenal'],
  ])('refuses %j with a message on %s', async (view, field, message) => {
    for (const path of ['/strict/customer', '/strict/export/customer']) {
      const res = await ctx.call('GET', `${path}?${new URLSearchParams(view)}`);
      expect(res).toEqual({ status: 422, body: { message: INVALID, errors: { [field]: [message] } } });
    }
  });

  it('downloads a view as CSV: the list’s rows in its order, every page, formulas neutralised', async () => {
    const view = { sort: '-name', gender: 'Perempuan' };
    const expected = (await list(view)).items;
    const res = await download(ctx, 'customer', view, 'csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['Nama Lengkap', 'NIK', 'Jenis Kelamin']);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(expected.map((c) => c.nik));
    const names = lines.slice(1).map((line) => line.split(',')[0]);
    expect(names).toEqual(expected.map((c) => (nameOf(c).startsWith('=') ? `'${nameOf(c)}` : nameOf(c))));
  });

  it('downloads a view as XLSX with one row per customer of the view', async () => {
    const view = { status: 'inactive', sort: 'name' };
    const expected = (await list(view)).items;
    const res = await download(ctx, 'customer', view, 'xlsx');
    expect(res.status).toBe(200);
    const sheet = await sheetOf(res);
    const niks = [];
    for (let r = 2; r <= sheet.rowCount; r++) niks.push(sheet.getRow(r).getCell(2).value);
    expect(niks).toEqual(expected.map((c) => c.nik));
  });

  it('keeps a unit-bank operator to their own customers whatever the view', async () => {
    const { call: operator } = await staffCaller(ctx, 'bsu_operator', { bsuId: ctx.fixtures.bsuIds[0]! });
    const everyone = await all();
    const views: View[] = [{}, { gender: 'Perempuan' }, { bsu: String(ctx.fixtures.bsuIds[1]) }];
    for (const view of views) {
      const res = await operator('GET', `/strict/customer?${new URLSearchParams({ ...view, per_page: '100' })}`);
      const ids = customerListSchema.parse(res.body).items.map((c) => c.user.id);
      const own = oracle(everyone, { ...view, bsu: String(ctx.fixtures.bsuIds[0]) });
      expect(ids).toEqual(view.bsu ? [] : own);
    }
  });
});
