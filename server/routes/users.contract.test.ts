// /strict/user keeps the master-data contract (server/test/resource-contract.ts).
import { eq } from 'drizzle-orm';
import { userItemSchema, userListSchema, type UserItem } from '../../lib/schemas/users';
import { users } from '../db/schema';
import type { FixtureApp } from '../test/api';
import { ADMIN } from '../test/fixtures';
import { resourceContract } from '../test/resource-contract';
import { adminForm, adminFormOf } from '../test/master-data';

const long = 'x'.repeat(256);
const PHONE = 'Nomor ponsel tidak valid (contoh: 081234567890)';
const adminPhone = async ({ db, fixtures }: FixtureApp) =>
  (await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, fixtures.adminId)))[0]!.phone;

resourceContract<UserItem>({
  path: '/strict/user',
  entity: 'user',
  noun: 'User',
  itemSchema: userItemSchema,
  listSchema: userListSchema,
  newForm: () => adminForm(),
  formOf: adminFormOf,
  change: { form: { last_name: 'Diubah', status: 'inactive' }, shows: { last_name: 'Diubah', status: 'inactive' } },
  deleteId: (user) => user.id,
  invalid: [
    ['first_name missing', { first_name: undefined }, { first_name: ['Nama Depan kosong'] }],
    ['first_name blank', { first_name: '   ' }, { first_name: ['Nama Depan kosong'] }],
    ['phone_number missing', { phone_number: undefined }, { phone_number: ['Nomor Ponsel kosong'] }],
    ['phone_number empty', { phone_number: '' }, { phone_number: ['Nomor Ponsel kosong'] }],
    ['status missing', { status: undefined }, { status: ['Status belum dipilih'] }],
    ['status unknown', { status: 'aktif' }, { status: ['Status belum dipilih'] }],
    ['first_name of 256 characters', { first_name: long }, { first_name: ['Maksimal 255 karakter'] }],
    ['last_name of 256 characters', { last_name: long }, { last_name: ['Maksimal 255 karakter'] }],
    ['email of 256 characters', { email: `${'e'.repeat(248)}@test.id` }, { email: ['Maksimal 255 karakter'] }],
    ['a malformed email', { email: 'bukan-email' }, { email: ['Format email tidak valid'] }],
    ['a malformed phone number', { phone_number: '12345' }, { phone_number: [PHONE] }],
    ['a phone number with letters', { phone_number: '0812abcd5678' }, { phone_number: [PHONE] }],
    ['a NUL character in a name', { first_name: 'Ri\u0000na' }, { first_name: ['Harus berupa teks'] }],
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
    ['a 7-character password', { password: 'pendek7' }, { password: ['Password minimal 8 karakter'] }],
    ['a 256-character password', { password: 'p'.repeat(256) }, { password: ['Maksimal 255 karakter'] }],
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
