// A time stamped once (a refresh token rotated, a sign-in revoked, a challenge used): the
// conditional update is the lock, so of two concurrent requests only one stamps it.
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Stamps now() into the row's `stamp` column unless it holds a time already; true when this call did. */
export async function stampOnce<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  stamp: keyof T['_']['columns'] & string,
  id: string | number,
): Promise<boolean> {
  const stamped = await db
    .update(table)
    .set({ [stamp]: sql`now()` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), isNull(getTableColumns(table)[stamp]!)))
    .returning({ id: table.id });
  return stamped.length > 0;
}
