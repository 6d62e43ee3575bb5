// /strict/bsu: unit waste banks (BSU), their parent and their person in charge, as a client sees them.
// What every master-data resource shares (paging, refusals, audit) is in bsus.contract.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BsuItem } from '../../lib/schemas/bsus';
import { INVALID } from '../test/api';
import { fixtureBank, itFindsByPersonAndPlace, useBsuApp } from '../test/bank-api';
import { testDbKinds } from '../test/databases';
import { bsuForm, CIPAGANTI, LEBAK_GEDE, PETOJO } from '../test/master-data';

const PATH = '/strict/bsu';
const EMPTY = { items: [], has_next_page: false, total_records: 0 };
const newBank = (over: Record<string, unknown> = {}) => bsuForm(undefined, over);

describe.each(testDbKinds)('/strict/bsu on %s', (kind) => {
  const { ctx, call, list, create, names, rows, parentId, createParent, createsListed, expectCodesByRegency } =
    useBsuApp(kind);

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
        ...fixtureBank(ctx.fixtures.bsuIds[0]!, '101', 'BSU Melati', 'Jl. Unit No. 1', 'Ketua BSU Melati'),
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
      [
        '?page=x&per_page=y',
        { page: ['Halaman harus bilangan bulat positif'], per_page: ['Jumlah per halaman harus antara 1 dan 100'] },
      ],
    ])('refuses %s with 422 naming both parameters', async (query, errors) => {
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
    ])('finds by %s', async (_, term, expected) => {
      expect(await names(term)).toEqual(expected);
    });

    itFindsByPersonAndPlace('bsu', names, { jakarta: 'BSU Teratai', coblong: 'BSU Flamboyan' });

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
      const data = await createsListed(
        newBank({
          collectorId: String(parentId()),
          email: ' Wati.Baru@TEST.id',
          phone_number: '+62 858 7777 0001',
          last_name: null,
          villageId: LEBAK_GEDE,
        }),
      );
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
    });

    it('numbers codes within a regency and keeps a code when the unit moves to another place and parent', async () => {
      await expectCodesByRegency(
        { villageId: LEBAK_GEDE, collectorId: ctx.fixtures.bsiIds[1] },
        { regency_name: 'Kota Bandung', collector_name: 'Bank Sampah Induk Sukasari', collector_code: '002' },
      );
    });

    it('refuses an unknown collectorId with 422 naming it, changing nothing', async () => {
      const before = await rows();
      const message = 'Bank Sampah Induk tidak ditemukan';
      expect(await call('POST', PATH, newBank({ collectorId: 999_999 }))).toEqual({
        status: 422,
        body: { message, errors: { collectorId: [message] } },
      });
      expect(await rows()).toEqual(before);
    });
  });
});
