// The people of the API tests' fixtures: the accounts that sign in (an administrator, an inactive
// one, a customer who must never reach the back office) and how any test adds a user.
import { hashPassword } from '../auth/passwords';
import type { StaffRole } from '../../lib/schemas/access';
import type { Db } from '../db/client';
import { staffAccess, users } from '../db/schema';

type Role = 'admin' | 'collector' | 'unit' | 'customer';
type NewUser = {
  firstName: string;
  lastName?: string | null;
  email?: string;
  password?: string;
  role: Role;
  status?: 'active' | 'inactive';
  /** A back-office account's role and scope; administrators are programme-wide unless told. */
  staff?: { role: StaffRole; collectorId?: number; bsuId?: number };
};

export const ADMIN = { email: 'admin@test.id', password: 'rahasia-admin-123' };
export const INACTIVE_ADMIN = { email: 'nonaktif@test.id', password: 'rahasia-nonaktif-123' };
/** Has a password but is not an administrator: must never sign in to the back office. */
export const CUSTOMER_LOGIN = { email: 'budi@test.id', password: 'rahasia-nasabah-123' };

let phoneSequence = 0;

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      firstName: user.firstName,
      lastName: user.lastName ?? null,
      email: user.email ?? null,
      phoneNumber: `0812${String(++phoneSequence).padStart(8, '0')}`,
      passwordHash: user.password ? await hashPassword(user.password) : null,
      role: user.role,
      status: user.status ?? 'active',
    })
    .returning({ id: users.id });
  if (user.role === 'admin') {
    const staff = user.staff ?? { role: 'programme' };
    await db.insert(staffAccess).values({ userId: row!.id, ...staff });
  }
  return row!.id;
}
