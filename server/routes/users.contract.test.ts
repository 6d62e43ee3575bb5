// /strict/user keeps the master-data contract (server/test/resource-contract.ts).
import { eq } from 'drizzle-orm';
import type { UserItem } from '../../lib/schemas/users';
import { users } from '../db/schema';
import type { FixtureApp } from '../test/api';
import { ADMIN } from '../test/fixtures';
import { resourceContract } from '../test/resource-contract';
import { rules } from '../test/resource-description';
import { USER } from '../test/user-api';
import { adminForm, adminFormOf } from '../test/master-data';

const long = 'x'.repeat(256);
const PHONE = 'Nomor ponsel tidak valid (contoh: 081234567890)';
const MAX = 'Maksimal 255 karakter';
const adminPhone = async ({ db, fixtures }: FixtureApp) =>
  (await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, fixtures.adminId)))[0]!.phone;

resourceContract<UserItem>({
  ...USER,
  newForm: () => adminForm(),
  formOf: adminFormOf,
  change: { form: { last_name: 'Diubah', status: 'inactive' } },
  deleteId: (user) => user.id,
  invalid: [
    ...rules('first_name', 'Nama Depan kosong', undefined, '   '),
    ...rules('phone_number', 'Nomor Ponsel kosong', undefined, ''),
    ...rules('status', 'Status belum dipilih', undefined, 'aktif'),
    ...rules('first_name', MAX, long),
    ...rules('last_name', MAX, long),
    ...rules('email', MAX, `${'e'.repeat(248)}@test.id`),
    ...rules('email', 'Format email tidak valid', 'bukan-email'),
    ...rules('phone_number', PHONE, '12345', '0812abcd5678'),
    ...rules('first_name', 'Harus berupa teks', 'Ri\u0000na'),
    [
      'numbers where text belongs',
      { first_name: 1, last_name: 2, email: 3, phone_number: 4, status: 5, password: 6 },
      {
        first_name: ['Harus berupa teks'],
        last_name: ['Harus berupa teks'],
        email: ['Format email tidak valid'],
        phone_number: ['Harus berupa teks'],
        status: ['Status belum dipilih'],
        password: ['Harus berupa teks'],
      },
    ],
    ...rules('password', 'Password minimal 8 karakter', 'pendek7'),
    ...rules('password', MAX, 'p'.repeat(256)),
  ],
  conflicts: [
    [
      'an email in other case already taken',
      async () => ({ email: ADMIN.email.toUpperCase() }),
      async () => ({ email: [`Email ${ADMIN.email} sudah dipakai oleh pengguna lain`] }),
    ],
    [
      'a phone number in another format already taken',
      async (ctx) => {
        const p = await adminPhone(ctx);
        return { phone_number: `+62 ${p.slice(1, 4)}-${p.slice(4)}` };
      },
      async (ctx) => ({ phone_number: [`Nomor ponsel ${await adminPhone(ctx)} sudah dipakai oleh pengguna lain`] }),
    ],
  ],
});
