// /strict/bsu keeps the master-data contract (server/test/resource-contract.ts).
import { eq } from 'drizzle-orm';
import type { BsuItem } from '../../lib/schemas/bsus';
import { bsus, users } from '../db/schema';
import type { FixtureApp } from '../test/api';
import { bankChange, BSU } from '../test/bank-api';
import { CUSTOMER_LOGIN } from '../test/fixtures';
import { resourceContract } from '../test/resource-contract';
import { bsuForm, bsuFormOf, COORDINATES } from '../test/master-data';

const phoneOfUnit = async ({ db, fixtures }: FixtureApp, index: number) =>
  (
    await db
      .select({ phone: users.phoneNumber })
      .from(users)
      .innerJoin(bsus, eq(bsus.userId, users.id))
      .where(eq(bsus.id, fixtures.bsuIds[index]!))
  )[0]!.phone;
const taken = (field: string, what: string) => ({ [field]: [`${what} sudah dipakai oleh pengguna lain`] });
const NO_PARENT = { collectorId: ['Bank Sampah Induk belum dipilih'] };

resourceContract<BsuItem>({
  ...BSU,
  newForm: (f) => bsuForm(f.bsiIds[0]),
  formOf: bsuFormOf,
  change: bankChange('BSU Diubah'),
  deleteId: (unit) => unit.user_id,
  invalid: [
    ['first_name blank', { first_name: '' }, { first_name: ['Nama Depan kosong'] }],
    ['phone_number missing', { phone_number: undefined }, { phone_number: ['Nomor Ponsel kosong'] }],
    ['trash_bank_name blank', { trash_bank_name: ' ' }, { trash_bank_name: ['Nama Bank Sampah kosong'] }],
    ['address missing', { address: undefined }, { address: ['Alamat kosong'] }],
    ['address empty', { address: '' }, { address: ['Alamat kosong'] }],
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
    ['latlng with one number', { latlng: '-6.9' }, { latlng: [COORDINATES] }],
    [
      'objects where text belongs',
      { first_name: { a: 1 }, email: ['x@test.id'], collectorId: { id: 1 } },
      { first_name: ['Harus berupa teks'], email: ['Format email tidak valid'], collectorId: ['ID tidak valid'] },
    ],
    ['collectorId missing', { collectorId: undefined }, NO_PARENT],
    ['collectorId empty', { collectorId: '' }, NO_PARENT],
    ['collectorId zero', { collectorId: 0 }, NO_PARENT],
    ['collectorId not a number', { collectorId: 'induk' }, NO_PARENT],
    ['collectorId a fraction', { collectorId: 1.5 }, NO_PARENT],
  ],
  conflicts: [
    [
      'an email and a phone number already taken, both named',
      async (ctx) => {
        const phone = await phoneOfUnit(ctx, 1);
        return {
          email: CUSTOMER_LOGIN.email.toUpperCase(),
          phone_number: `${phone.slice(0, 4)} ${phone.slice(4, 8)} ${phone.slice(8)}`,
        };
      },
      async (ctx) => ({
        ...taken('email', `Email ${CUSTOMER_LOGIN.email}`),
        ...taken('phone_number', `Nomor ponsel ${await phoneOfUnit(ctx, 1)}`),
      }),
    ],
  ],
});
