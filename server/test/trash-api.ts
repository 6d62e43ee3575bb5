// What the waste-item API tests (trash-create.test.ts, trash-changes.test.ts) share: a waste
// item's audit rows, the list as a client reads it, a valid new item and a listed item's parent bank.
import { trashListSchema } from '../../lib/schemas/trash';
import type { Db } from '../db/client';
import { auditRowsOf, listOf, type Call } from './api';
import type { Fixtures } from './fixtures';
import { trashForm } from './master-data';

/** The audit rows of waste item `id`, oldest first. */
export const auditOf = (db: Db, id: number) => auditRowsOf(db, 'trash', id);

/** GET /strict/trash?`query` (200), parsed as the client parses it. */
export const list = (call: Call, query: string) => listOf(call, '/strict/trash', query, trashListSchema);

/** The fields of an active item of the first parent bank (Bandung, 001), of no unit bank and with no tags, as listed. */
export const ofFirstParent = (fixtures: Fixtures) => ({
  status: 'active',
  collectorId: fixtures.bsiIds[0],
  collector_name: 'Bank Sampah Induk Bandung',
  collector_code: '001',
  bsu_id: null,
  bsu_code: null,
  bsu_name: null,
  tags: null,
});

/** A valid new waste item, Plastik Kresek, of the first parent bank. */
export const newItem = (fixtures: Fixtures, patch: Record<string, unknown> = {}) => ({
  ...trashForm(fixtures.bsiIds[0]!),
  trash_name: 'Plastik Kresek',
  ...patch,
});
