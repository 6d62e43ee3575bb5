// Everyone who signs in or is on record: administrators, the people in charge of banks, customers.
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { userStatuses } from '../../../lib/schemas/fields';
import { createdAt, identity, updatedAt } from './columns';

export const userRole = pgEnum('user_role', ['admin', 'collector', 'unit', 'customer']);
// The value lists are the forms' and the API's (lib/schemas/fields.ts): one source for all three.
export const userStatus = pgEnum('user_status', userStatuses);

export const users = pgTable(
  'users',
  {
    id: identity(),
    firstName: varchar('first_name', { length: 255 }).notNull(),
    lastName: varchar('last_name', { length: 255 }),
    email: varchar('email', { length: 255 }),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull(),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull(),
    status: userStatus('status').notNull().default('active'),
    /** The language the person chose on their account page (lib/shared/locales); null: the browser's. */
    language: varchar('language', { length: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    index('users_role_idx').on(t.role),
    // The few inactive people, for the lists filtered to them.
    index('users_inactive_idx')
      .on(t.id)
      .where(sql`${t.status} = 'inactive'`),
  ],
);

/** The user a row belongs to (a bank's person in charge, a customer, a wallet, a sign-in). */
export const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);
