// Saved views (issue 17): a person's named filters and sort of a list, kept on the server so
// they follow the person to any browser. Personal, so not audited; gone with the account.
import { integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list it belongs to: an API resource name ('transaction'). */
    resource: varchar('resource', { length: 32 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    /** The view as a URL query ('status=pending&sort=-amount'), checked by the list's schema when saved. */
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  // Also the index of a person's views of one list (its first two columns).
  (t) => [uniqueIndex('saved_views_owner_name_key').on(t.userId, t.resource, t.name)],
);
