// Bulk activate and deactivate (issue 17): the rows a list picked (a page's or every row its view
// matches) all get one status, in one database transaction, or none does. The ids are what the
// list's DELETE takes (SPEC: the person's user id for banks and customers); each change leaves
// an audit row with the status before and after.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { UserStatus } from '../../lib/schemas/fields';
import type { Tx } from '../db/client';
import { bsus, collectors, customers, trash, users } from '../db/schema';
import { sessionsChanged } from '../auth/session-state';
import { ApiError } from '../errors';
import { lockEvery, writeAudit, type Actor } from './audit';

type Entity = 'user' | 'collector' | 'bsu' | 'trash' | 'customer';

/** Where each resource keeps its status: its own row (items), or its person's (banks, customers, accounts). */
const targets: Record<Entity, { table: PgTable; key: AnyPgColumn; id: AnyPgColumn; person: boolean }> = {
  user: { table: users, key: users.id, id: users.id, person: true },
  customer: { table: customers, key: customers.userId, id: customers.id, person: true },
  collector: { table: collectors, key: collectors.userId, id: collectors.id, person: true },
  bsu: { table: bsus, key: bsus.userId, id: bsus.id, person: true },
  trash: { table: trash, key: trash.id, id: trash.id, person: false },
};

export async function setStatuses(
  tx: Tx,
  entity: Entity,
  ids: number[],
  status: UserStatus,
  actor: Actor,
): Promise<number> {
  // Nobody deactivates their own account: they would lock themselves out.
  if (entity === 'user' && status === 'inactive' && ids.includes(actor.userId))
    throw ApiError.of(409, 'deactivateSelf');
  const target = targets[entity];
  const statusColumn = target.person ? users.status : trash.status;
  const base = tx.select({ key: target.key, id: target.id, status: statusColumn }).from(target.table).$dynamic();
  const joined = target.person && entity !== 'user' ? base.innerJoin(users, eq(users.id, target.key)) : base;
  const found = await lockEvery(
    ids,
    (unique) =>
      joined
        .where(and(inArray(target.key, unique), entity === 'user' ? eq(users.role, 'admin') : undefined))
        .orderBy(target.id)
        .for('update', { of: target.person ? users : trash }),
    'bulkNotFound',
  );
  const changing = found.filter((row) => row.status !== status);
  if (changing.length === 0) return 0;
  const keys = changing.map((row) => row.key as number);
  const set = { status, updatedAt: sql`now()` };
  if (target.person) await tx.update(users).set(set).where(inArray(users.id, keys));
  else await tx.update(trash).set(set).where(inArray(trash.id, keys));
  // A deactivated person's sign-ins stop at once, in every process.
  if (target.person && status === 'inactive') await sessionsChanged(tx);
  for (const row of changing)
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'update',
      entity,
      entityId: row.id as number,
      before: { status: row.status },
      after: { status },
    });
  return changing.length;
}
