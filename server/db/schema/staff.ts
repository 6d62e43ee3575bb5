// The role and scope of each back-office account (users.role = 'admin'), issue 16. One row per
// account; an account without one may sign in to nothing (the migration gave every existing
// administrator 'programme').
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable } from 'drizzle-orm/pg-core';
import { staffRoles } from '../../../lib/schemas/access';
import { bsus } from './bsus';
import { collectors } from './collectors';
import { users } from './users';

export const staffRole = pgEnum('staff_role', staffRoles);

export const staffAccess = pgTable(
  'staff_access',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: staffRole('role').notNull(),
    /** The parent bank a BSI admin, treasurer or viewer is scoped to (a BSU operator's follows their unit bank). */
    collectorId: integer('collector_id').references(() => collectors.id),
    /** The unit bank a BSU operator works at. */
    bsuId: integer('bsu_id').references(() => bsus.id),
  },
  (t) => [
    index('staff_access_collector_idx').on(t.collectorId),
    index('staff_access_bsu_idx').on(t.bsuId),
    check(
      'staff_access_scope',
      sql`case ${t.role}
        when 'programme' then ${t.collectorId} is null and ${t.bsuId} is null
        when 'bsi_admin' then ${t.collectorId} is not null and ${t.bsuId} is null
        when 'bsu_operator' then ${t.collectorId} is null and ${t.bsuId} is not null
        else ${t.bsuId} is null end`,
    ),
  ],
);
