// What the waste-item API tests (trash*.test.ts) share: the resource, its list as a client reads it,
// a waste item's audit rows, a valid new item and a listed item's parent bank.
import { trashItemSchema, trashListSchema } from '../../lib/schemas/trash';
import type { Fixtures } from './fixtures';
import { trashForm } from './master-data';
import { resourceOf } from './resource-app';

export const TRASH = resourceOf('trash', 'Sampah', trashItemSchema, trashListSchema);
export const { list, auditOf } = TRASH;

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
