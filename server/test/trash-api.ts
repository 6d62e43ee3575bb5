// What the waste-item API tests (trash-create.test.ts, trash-changes.test.ts) share: a waste
// item's audit rows, the list as a client reads it, and a valid new item.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { trashListSchema } from '../../lib/schemas/trash';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Call } from './api';
import type { Fixtures } from './fixtures';
import { trashForm } from './master-data';

/** The audit rows of waste item `id`, oldest first. */
export const auditOf = (db: Db, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'trash'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

/** GET /strict/trash?`query` (200), parsed as the client parses it. */
export const list = async (call: Call, query: string) => {
  const res = await call('GET', `/strict/trash?${query}`);
  expect(res.status).toBe(200);
  return trashListSchema.parse(res.body);
};

/** A valid new waste item, Plastik Kresek, of the first parent bank. */
export const newItem = (fixtures: Fixtures, patch: Record<string, unknown> = {}) => ({
  ...trashForm(fixtures.bsiIds[0]!),
  trash_name: 'Plastik Kresek',
  ...patch,
});
