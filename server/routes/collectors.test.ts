// /strict/collector: parent waste banks (BSI) and their person in charge, as a client sees them.
// What every master-data resource shares (paging, refusals, audit) is in collectors.contract.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollectorItem } from '../../lib/schemas/collectors';
import { fixtureBank, itFindsByPersonAndPlace, useCollectorApp } from '../test/bank-api';
import { testDbKinds } from '../test/databases';
import { CIPAGANTI, collectorForm as newBank, LEBAK_GEDE, PETOJO } from '../test/master-data';

const EMPTY = { items: [], has_next_page: false, total_records: 0 };

describe.each(testDbKinds)('/strict/collector on %s', (kind) => {
  const { ctx, call, list, create, names, createsListed, expectCodesByRegency } = useCollectorApp(kind);

  describe('listing', () => {
    it('lists the parent banks newest first, with region chain and person, in the shared schema', async () => {
      const [bandung, sukasari] = ctx.fixtures.bsiIds;
      expect(await list()).toEqual({
        items: [
          fixtureBank(sukasari!, '002', 'Bank Sampah Induk Sukasari', 'Jl. Induk No. 2', 'Pengelola 2'),
          fixtureBank(bandung!, '001', 'Bank Sampah Induk Bandung', 'Jl. Induk No. 1', 'Pengelola 1'),
        ],
        has_next_page: false,
        total_records: 2,
      });
    });
  });

  describe('search', () => {
    let cemara: CollectorItem;
    let beringin: CollectorItem;
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

    it('gives codes by regency: the first bank of Kota Bandung is 3273001, of Jakarta Pusat 3171001', () => {
      expect([cemara.unique_code, beringin.unique_code]).toEqual(['3273001', '3171001']);
    });

    itFindsByPersonAndPlace('collector', names, { jakarta: 'Bank Sampah Beringin', coblong: 'Bank Sampah Cemara' });

    it.each([
      ['the bank name in any case', 'CEMARA', ['Bank Sampah Cemara']],
      ['the code without prefix', '3171001', ['Bank Sampah Beringin']],
      ['the code with its BSI- prefix', 'BSI-3273001', ['Bank Sampah Cemara']],
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
      const data = await createsListed(
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
    });

    it('does not make the person in charge an administrator', async () => {
      const bank = await create();
      const admins = await call('GET', `/strict/user?search=${bank.user_phone_number}`);
      expect(admins.body).toEqual(EMPTY);
    });

    it('numbers codes within a regency and keeps a code when the bank moves elsewhere', async () => {
      await expectCodesByRegency(
        { villageId: LEBAK_GEDE, trash_bank_name: 'Pindah' },
        { regency_name: 'Kota Bandung', village_name: 'Lebak Gede', trash_bank_name: 'Pindah' },
      );
    });
  });
});
