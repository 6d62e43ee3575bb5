// What the audit-trail suites (issue 18: audit*.test.ts) share: the trail read straight from the
// table, the oracle of a view worked out from it in plain code, rows planted at chosen instants
// (Jakarta day edges, ties), and the list and its download asked for as the client asks.
import { expect } from 'vitest';
import { auditListSchema, type AuditItem } from '../../lib/schemas/audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Call } from './api';
import { dayOf, type View } from './view-oracle';

export type TrailRow = {
  id: number;
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  createdAt: Date;
};

/** Every audit row, as the table holds it. */
export const trail = async (db: Db): Promise<TrailRow[]> =>
  (
    await db
      .select({
        id: auditLog.id,
        actorUserId: auditLog.actorUserId,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
  ).map((r) => ({ ...r, id: Number(r.id) }));

/** The ids a view shows, newest first (the id breaking ties), by person, resource, record, action and Jakarta days. */
export const oracle = (rows: TrailRow[], view: View): number[] =>
  rows
    .filter((r) => !view.actor || r.actorUserId === Number(view.actor))
    .filter((r) => !view.entity || r.entity === view.entity)
    .filter((r) => !view.entity_id || r.entityId === view.entity_id)
    .filter((r) => !view.action || r.action === view.action)
    .filter((r) => !view.from || dayOf(r.createdAt) >= view.from)
    .filter((r) => !view.to || dayOf(r.createdAt) <= view.to)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((r) => r.id);

/** GET /strict/audit of `view` (200), parsed as the client parses it. */
export async function auditPage(call: Call, view: View) {
  const res = await call('GET', `/strict/audit?${new URLSearchParams({ per_page: '100', ...view })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return auditListSchema.parse(res.body);
}

/** Every row of a view, page after page. */
export async function allOf(call: Call, view: View): Promise<AuditItem[]> {
  const out: AuditItem[] = [];
  for (let page = 1; ; page++) {
    const found = await auditPage(call, { ...view, page: String(page) });
    out.push(...found.items);
    if (!found.has_next_page) return out;
  }
}

type Planted = {
  at: string;
  action: string;
  entity: string;
  entityId?: string | null;
  actorUserId?: number | null;
  before?: unknown;
  after?: unknown;
};

/** Audit rows written at the given instants, as the code would have written them then. */
export async function plant(db: Db, rows: Planted[]) {
  const made = await db
    .insert(auditLog)
    .values(
      rows.map((r) => ({
        actorUserId: r.actorUserId ?? null,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId ?? null,
        before: r.before ?? null,
        after: r.after ?? null,
        createdAt: new Date(r.at),
      })),
    )
    .returning({ id: auditLog.id });
  return made.map((r) => Number(r.id));
}
