import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegionItem } from '../../lib/schemas/region';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import { insertRegions, VILLAGES_IN_SUKASARI } from '../test/fixtures';
import { openTestDatabase, testDbKinds, testEnv } from '../test/databases';

type ListBody = { items: RegionItem[]; has_next_page: boolean; total_records: number };
type ErrorBody = { message: string; errors?: Record<string, string[]> };

/** A list that is all on one page: exactly `items`. */
const onePage = (...items: RegionItem[]) => ({ items, has_next_page: false, total_records: items.length });

describe.each(testDbKinds)('region lists on %s', (kind) => {
  let database: Database;
  let app: App;
  const get = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as ListBody & ErrorBody };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertRegions(database.db);
    app = createApp({ db: database.db, env: testEnv() });
  });
  afterAll(() => database?.close());

  it('lists provinces ordered by code, without signing in', async () => {
    const { status, body } = await get('/region/province');
    expect(status).toBe(200);
    expect(body).toEqual(
      onePage(
        { id: '31', name: 'Daerah Khusus Ibukota Jakarta' },
        { id: '32', name: 'Jawa Barat' },
        { id: '33', name: 'Jawa Tengah' },
      ),
    );
  });

  it('lists only the children of the named parent at every level', async () => {
    const regencies = await get('/region/regency?provinceId=32');
    expect(regencies.body.items).toEqual([
      { id: '32.04', name: 'Kabupaten Bandung' },
      { id: '32.73', name: 'Kota Bandung' },
    ]);
    const subdistricts = await get('/region/subdistrict?regencyId=32.73');
    expect(subdistricts.body.items.map((r) => r.id)).toEqual(['32.73.01', '32.73.02', '32.73.03']);
    const coblong = await get('/region/village?subdistrictId=32.73.02');
    expect(coblong.body).toEqual(
      onePage({ id: '32.73.02.1001', name: 'Cipaganti' }, { id: '32.73.02.1002', name: 'Lebak Gede' }),
    );
  });

  it('pages villages at 50 by default, with an exact total', async () => {
    const first = await get('/region/village?subdistrictId=32.73.01');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.has_next_page).toBe(true);
    expect(first.body.total_records).toBe(VILLAGES_IN_SUKASARI);
    expect(first.body.items[0]).toEqual({ id: '32.73.01.1001', name: 'Sukarasa' });
    expect(first.body.items[49]!.id).toBe('32.73.01.1050');

    const second = await get('/region/village?subdistrictId=32.73.01&page=2&per_page=50');
    expect(second.body.items[0]!.id).toBe('32.73.01.1051');
    expect(second.body.has_next_page).toBe(true);

    const last = await get('/region/village?subdistrictId=32.73.01&page=3');
    expect(last.body.items).toHaveLength(VILLAGES_IN_SUKASARI - 100);
    expect(last.body.items.at(-1)!.id).toBe('32.73.01.1120');
    expect(last.body.has_next_page).toBe(false);
    expect(last.body.total_records).toBe(VILLAGES_IN_SUKASARI);

    const beyond = await get('/region/village?subdistrictId=32.73.01&page=4');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ items: [], has_next_page: false, total_records: VILLAGES_IN_SUKASARI });
  });

  it('honours a smaller per_page and reports the next page exactly at the boundary', async () => {
    const { body } = await get('/region/village?subdistrictId=32.73.01&per_page=40&page=3');
    expect(body.items).toHaveLength(40);
    expect(body.has_next_page).toBe(false);
    const exact = await get('/region/village?subdistrictId=32.73.01&per_page=20&page=6');
    expect(exact.body.items).toHaveLength(20);
    expect(exact.body.has_next_page).toBe(false);
  });

  it('filters by name, case-insensitively, within the parent', async () => {
    const { body } = await get('/region/village?subdistrictId=32.73.01&search=GEGER');
    expect(body).toEqual(onePage({ id: '32.73.01.1002', name: 'Gegerkalong' }));
    const generated = await get('/region/village?subdistrictId=32.73.01&search=desa%20uji%2001');
    expect(generated.body.total_records).toBe(10); // Desa Uji 010 … 019
    const provinces = await get('/region/province?search=jawa');
    expect(provinces.body.items.map((p) => p.name)).toEqual(['Jawa Barat', 'Jawa Tengah']);
    const elsewhere = await get('/region/village?subdistrictId=32.73.02&search=geger');
    expect(elsewhere.body.total_records).toBe(0);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await get('/region/province?search=%25')).body.total_records).toBe(0);
    expect((await get('/region/province?search=_')).body.total_records).toBe(0);
  });

  it('answers an empty list for a parent that does not exist', async () => {
    const { status, body } = await get('/region/regency?provinceId=99');
    expect(status).toBe(200);
    expect(body).toEqual(onePage());
  });

  it.each([
    ['per_page above 100', '/region/province?per_page=101', 'per_page', 'Jumlah per halaman harus antara 1 dan 100'],
    ['per_page of zero', '/region/province?per_page=0', 'per_page', 'Jumlah per halaman harus antara 1 dan 100'],
    ['a page of zero', '/region/province?page=0', 'page', 'Halaman harus bilangan bulat positif'],
    ['a fractional page', '/region/province?page=1.5', 'page', 'Halaman harus bilangan bulat positif'],
    ['a malformed area code', '/region/regency?provinceId=3x', 'provinceId', 'Kode wilayah tidak valid'],
  ])('refuses %s with 422 and the field error', async (_, path, field, text) => {
    const { status, body } = await get(path);
    expect(status).toBe(422);
    expect(body.message).toBe('Data yang dikirim tidak valid');
    expect(body.errors?.[field]).toEqual([text]);
  });

  it('refuses a non-numeric per_page with 422', async () => {
    const { status, body } = await get('/region/village?subdistrictId=32.73.01&per_page=abc');
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(['per_page']);
  });

  it.each([
    ['regency', 'provinceId'],
    ['subdistrict', 'regencyId'],
    ['village', 'subdistrictId'],
  ])('refuses /region/%s without its parent (%s) with 422', async (level, parent) => {
    const { status, body } = await get(`/region/${level}?page=1`);
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'Data yang dikirim tidak valid', errors: { [parent]: ['Wajib diisi'] } });
  });
});
