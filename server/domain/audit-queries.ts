// Reading the audit trail (issue 18), newest first. Each view reads one index of migration 0017:
// a person's rows (actor_user_id, created_at, id), a record's or a resource's (entity, entity_id,
// created_at, id), or everything, a kind or a range of days (created_at, id). The page's ids come
// off the index first, then only the page's rows are joined with whoever acted.
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { auditEntities, type AuditView } from '../../lib/schemas/audit-view';
import type { AuditItem, AuditPerson } from '../../lib/schemas/audit';
import type { ListQuery } from '../../lib/schemas/fields';
import type { ListResponse, PageQuery } from '../../lib/schemas/common';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';
import type { Db } from '../db/client';
import { auditLog, customers, users } from '../db/schema';
import { auditChanges } from './audit-changes';
import { countAll, offsetOf, pageIdsOf, pageOf } from './listing';
import { containsAll, searchable, searchWords } from './search';

/** The view as one condition on audit_log's own columns. */
export function auditWhere(view: AuditView): SQL | undefined {
  return and(
    view.actor !== undefined ? eq(auditLog.actorUserId, view.actor) : undefined,
    view.entity ? eq(auditLog.entity, view.entity) : undefined,
    // A record id without its resource: one short range of the resource index per resource,
    // rather than a walk of the whole trail by date.
    view.entity_id && !view.entity ? inArray(auditLog.entity, [...auditEntities]) : undefined,
    view.entity_id ? eq(auditLog.entityId, view.entity_id) : undefined,
    view.action ? eq(auditLog.action, view.action) : undefined,
    view.from ? gte(auditLog.createdAt, dayStart(view.from)) : undefined,
    view.to ? lt(auditLog.createdAt, dayEnd(view.to)) : undefined,
  );
}

/** Newest first; the id breaks ties, so a page and an export are the same rows in the same order. */
export const auditOrder = () => [desc(auditLog.createdAt), desc(auditLog.id)];

/**
 * The rows after `last` in that order: a row comparison each of the three indexes answers. The
 * time is the database's own text of it: a JavaScript Date would drop its microseconds, and skip
 * the rows written in the same millisecond.
 */
export const afterAudit = (last: { id: number; cursor: string }) =>
  sql`(${auditLog.createdAt}, ${auditLog.id}) < (${last.cursor}::timestamptz, ${last.id})`;

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The rows whose ids `ids` gives, newest first, with whoever acted. */
export const auditRows = (db: Db, ids: SQLWrapper) =>
  db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      cursor: sql<string>`${auditLog.createdAt}::text`,
      actorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(inArray(auditLog.id, ids))
    .orderBy(...auditOrder());
export type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];

/** A sign-in event's own facts, read from what it kept. */
const textIn = (json: unknown, key: string): string | null => {
  const value = json && typeof json === 'object' ? (json as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
};

export function auditItem(row: AuditRow): AuditItem {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    actor:
      row.actorId === null
        ? null
        : { id: row.actorId, name: fullName(row.firstName ?? '', row.lastName), email: row.email },
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    changes: auditChanges(row.before, row.after),
    address: textIn(row.after, 'address'),
    account: textIn(row.after, 'account'),
  };
}

/** A page of the trail in a view, and the exact number of rows the view holds. */
export async function listAudit(db: Db, query: PageQuery & AuditView): Promise<ListResponse<AuditItem>> {
  const where = auditWhere(query);
  const ids = pageIdsOf(db.select({ id: auditLog.id }).from(auditLog).$dynamic(), where, auditOrder(), query);
  const [rows, [counted]] = await Promise.all([auditRows(db, ids), db.select(countAll).from(auditLog).where(where)]);
  return pageOf(rows.map(auditItem), Number(counted?.total ?? 0), query);
}

/**
 * The people the person filter offers, by name or email: staff and the banks' people by their
 * own row, customers (the many) through their indexed search text.
 */
export async function listAuditPeople(db: Db, query: ListQuery): Promise<ListResponse<AuditPerson>> {
  const words = searchWords(query.search);
  const where =
    words.length === 0
      ? undefined
      : or(
          and(
            inArray(users.role, ['admin', 'collector', 'unit']),
            containsAll(searchable(users.firstName, users.lastName, users.email), words),
          ),
          sql`${users.id} in (select ${customers.userId} from ${customers} where ${containsAll(customers.searchText, words)})`,
        );
  const [found, [counted]] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(where)
      .orderBy(users.id)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select(countAll).from(users).where(where),
  ]);
  const people = found.map((p) => ({ id: p.id, name: fullName(p.firstName, p.lastName), email: p.email }));
  return pageOf(people, Number(counted?.total ?? 0), query);
}
