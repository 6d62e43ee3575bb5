// /strict/collector keeps the master-data contract (server/test/resource-contract.ts).
import type { CollectorItem } from '../../lib/schemas/collectors';
import { eq } from 'drizzle-orm';
import { collectors, users } from '../db/schema';
import type { FixtureApp } from '../test/api';
import { bankChange, COLLECTOR } from '../test/bank-api';
import { CUSTOMER_LOGIN } from '../test/fixtures';
import { resourceContract } from '../test/resource-contract';
import { collectorForm, collectorFormOf, COORDINATES } from '../test/master-data';

const long = 'x'.repeat(256);
const phoneOfFirstCollector = async ({ db, fixtures }: FixtureApp) =>
  (
    await db
      .select({ phone: users.phoneNumber })
      .from(users)
      .innerJoin(collectors, eq(collectors.userId, users.id))
      .where(eq(collectors.id, fixtures.bsiIds[0]!))
  )[0]!.phone;

resourceContract<CollectorItem>({
  ...COLLECTOR,
  newForm: () => collectorForm(),
  formOf: collectorFormOf,
  change: bankChange('BSI Diubah'),
  deleteId: (bank) => bank.user_id,
  invalid: [
    ['first_name missing', { first_name: undefined }, { first_name: ['Nama Depan kosong'] }],
    ['phone_number blank', { phone_number: ' ' }, { phone_number: ['Nomor Ponsel kosong'] }],
    ['trash_bank_name missing', { trash_bank_name: undefined }, { trash_bank_name: ['Nama Bank Sampah kosong'] }],
    ['trash_bank_name empty', { trash_bank_name: '' }, { trash_bank_name: ['Nama Bank Sampah kosong'] }],
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
    ['latlng out of range', { latlng: '95,200' }, { latlng: [COORDINATES] }],
    ['latlng not coordinates', { latlng: 'Bandung' }, { latlng: [COORDINATES] }],
    [
      'numbers and booleans where text belongs',
      { trash_bank_name: 5, address: true, villageId: 3273, latlng: 1, status: 1 },
      {
        trash_bank_name: ['Harus berupa teks'],
        address: ['Harus berupa teks'],
        villageId: ['Kelurahan/Desa belum dipilih'],
        latlng: [COORDINATES],
        status: ['Status belum dipilih'],
      },
    ],
  ],
  conflicts: [
    [
      'an email taken, in other case',
      async () => ({ email: CUSTOMER_LOGIN.email.toUpperCase() }),
      async () => ({ email: [`Email ${CUSTOMER_LOGIN.email} sudah dipakai oleh pengguna lain`] }),
    ],
    [
      'a phone number taken, in another format',
      async (ctx) => ({ phone_number: `62${(await phoneOfFirstCollector(ctx)).slice(1)}` }),
      async (ctx) => ({
        phone_number: [`Nomor ponsel ${await phoneOfFirstCollector(ctx)} sudah dipakai oleh pengguna lain`],
      }),
    ],
  ],
});
