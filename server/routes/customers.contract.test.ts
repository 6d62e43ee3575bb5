// /strict/customer keeps the master-data contract (server/test/resource-contract.ts), with every
// rule of the form (NIK, postal code, gender, village…) and the conflicts of NIK, email and phone.
import { eq } from 'drizzle-orm';
import type { CustomerItem } from '../../lib/schemas/customers';
import { users } from '../db/schema';
import type { FixtureApp } from '../test/api';
import { CUSTOMER } from '../test/customer-api';
import { ADMIN } from '../test/fixtures';
import { resourceContract } from '../test/resource-contract';
import { rules } from '../test/resource-description';
import { customerForm, customerFormOf } from '../test/master-data';

const MAX = 'Maksimal 255 karakter';
const NIK_LENGTH = 'NIK harus 16 angka';
const sitiPhone = async ({ db }: FixtureApp) =>
  (await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.firstName, 'Siti')))[0]!.phone;
const taken = (field: string, message: string) => async () => ({ [field]: [message] });

resourceContract<CustomerItem>({
  ...CUSTOMER,
  newForm: () => customerForm(),
  formOf: customerFormOf,
  change: { form: { address: 'Jl. Baru 1', postal_code: '40131' } },
  deleteId: (c) => c.user.id,
  invalid: [
    ...rules('first_name', 'Nama Depan kosong', undefined, '  '),
    ...rules('first_name', MAX, 'x'.repeat(256)),
    ...rules('last_name', MAX, 'x'.repeat(256)),
    ...rules('address', 'Alamat kosong', undefined, ''),
    ...rules('address', MAX, 'x'.repeat(256)),
    ...rules('phone_number', 'Nomor Ponsel kosong', undefined, ''),
    ...rules('phone_number', 'Nomor ponsel tidak valid (contoh: 081234567890)', '12345', '0812-ABCD-1234'),
    ...rules('nik', 'NIK kosong', undefined, ' '),
    ...rules('nik', NIK_LENGTH, '327301550590001', '32730155059000111', '32730155059000AB', '3273-0155-0590-01'),
    ...rules('gender', 'Jenis kelamin belum dipilih', undefined, 'L', 'laki-laki'),
    ...rules('villageId', 'Kelurahan/Desa belum dipilih', undefined, '', '3273011001'),
    ...rules('postal_code', 'Kode pos harus 5 angka', '4015', '401533', 'abcde'),
    ...rules('email', 'Format email tidak valid', 'dewi@', 'dewi mail.id'),
    ...rules('email', MAX, `${'a'.repeat(250)}@mail.id`),
    ...rules('status', 'Status belum dipilih', undefined, 'aktif'),
    ...rules('address', 'Harus berupa teks', 'Jl. Nol\u0000'),
    ...rules('last_name', 'Harus berupa teks', 'Nol\u0000'),
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
