// /strict/customer keeps the master-data contract (server/test/resource-contract.ts), with every
// rule of the form (NIK, postal code, gender, village…) and the conflicts of NIK, email and phone.
import { eq } from 'drizzle-orm';
import { customerItemSchema, customerListSchema, type CustomerItem } from '../../lib/schemas/customers';
import { users } from '../db/schema';
import type { FixtureApp } from '../test/api';
import { ADMIN } from '../test/fixtures';
import { resourceContract } from '../test/resource-contract';
import { customerForm, customerFormOf } from '../test/master-data';

const MAX = 'Maksimal 255 karakter';
const rule = (
  field: string,
  value: unknown,
  message: string,
): [string, Record<string, unknown>, Record<string, string[]>] => [
  `${field} = ${JSON.stringify(value)}`,
  { [field]: value },
  { [field]: [message] },
];
const sitiPhone = async ({ db }: FixtureApp) =>
  (await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.firstName, 'Siti')))[0]!.phone;
const taken = (field: string, message: string) => async () => ({ [field]: [message] });

resourceContract<CustomerItem>({
  path: '/strict/customer',
  entity: 'customer',
  noun: 'Nasabah',
  itemSchema: customerItemSchema,
  listSchema: customerListSchema,
  newForm: () => customerForm(),
  formOf: customerFormOf,
  change: {
    form: { address: 'Jl. Baru 1', postal_code: '40131' },
    shows: { address: 'Jl. Baru 1', postal_code: '40131' },
  },
  deleteId: (c) => c.user.id,
  invalid: [
    rule('first_name', undefined, 'Nama Depan kosong'),
    rule('first_name', '  ', 'Nama Depan kosong'),
    rule('first_name', 'x'.repeat(256), MAX),
    rule('last_name', 'x'.repeat(256), MAX),
    rule('address', undefined, 'Alamat kosong'),
    rule('address', '', 'Alamat kosong'),
    rule('address', 'x'.repeat(256), MAX),
    rule('phone_number', undefined, 'Nomor Ponsel kosong'),
    rule('phone_number', '', 'Nomor Ponsel kosong'),
    rule('phone_number', '12345', 'Nomor ponsel tidak valid (contoh: 081234567890)'),
    rule('phone_number', '0812-ABCD-1234', 'Nomor ponsel tidak valid (contoh: 081234567890)'),
    rule('nik', undefined, 'NIK kosong'),
    rule('nik', ' ', 'NIK kosong'),
    rule('nik', '327301550590001', 'NIK harus 16 angka'),
    rule('nik', '32730155059000111', 'NIK harus 16 angka'),
    rule('nik', '32730155059000AB', 'NIK harus 16 angka'),
    rule('nik', '3273-0155-0590-01', 'NIK harus 16 angka'),
    rule('gender', undefined, 'Jenis kelamin belum dipilih'),
    rule('gender', 'L', 'Jenis kelamin belum dipilih'),
    rule('gender', 'laki-laki', 'Jenis kelamin belum dipilih'),
    rule('villageId', undefined, 'Kelurahan/Desa belum dipilih'),
    rule('villageId', '', 'Kelurahan/Desa belum dipilih'),
    rule('villageId', '3273011001', 'Kelurahan/Desa belum dipilih'),
    rule('postal_code', '4015', 'Kode pos harus 5 angka'),
    rule('postal_code', '401533', 'Kode pos harus 5 angka'),
    rule('postal_code', 'abcde', 'Kode pos harus 5 angka'),
    rule('email', 'dewi@', 'Format email tidak valid'),
    rule('email', 'dewi mail.id', 'Format email tidak valid'),
    rule('email', `${'a'.repeat(250)}@mail.id`, MAX),
    rule('status', undefined, 'Status belum dipilih'),
    rule('status', 'aktif', 'Status belum dipilih'),
    rule('address', 'Jl. Nol\u0000', 'Harus berupa teks'),
    rule('last_name', 'Nol\u0000', 'Harus berupa teks'),
  ],
  conflicts: [
    [
      "another customer's NIK",
      async () => ({ nik: '3273010101900001' }),
      taken('nik', 'NIK 3273010101900001 sudah terdaftar untuk nasabah lain'),
    ],
    [
      "another person's email in other case",
      async () => ({ email: 'BUDI@test.id' }),
      taken('email', 'Email budi@test.id sudah dipakai oleh pengguna lain'),
    ],
    [
      "an administrator's email",
      async () => ({ email: ADMIN.email }),
      taken('email', `Email ${ADMIN.email} sudah dipakai oleh pengguna lain`),
    ],
    [
      "another person's phone number written differently",
      async (ctx) => {
        const phone = await sitiPhone(ctx);
        return { phone_number: `+62 ${phone.slice(1, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}` };
      },
      async (ctx) => ({ phone_number: [`Nomor ponsel ${await sitiPhone(ctx)} sudah dipakai oleh pengguna lain`] }),
    ],
  ],
});
