// Waste items (SPEC "Data Sampah"): a parent bank's catalogue, plus items a unit bank keeps
// for itself (bsu_id set, SPEC's "tags"). Prices and quantities stay exact decimal strings.
import { and, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListResponse } from '../../lib/schemas/common';
import type { ListQuery } from '../../lib/schemas/fields';
import type { TrashInput, TrashItem } from '../../lib/schemas/trash';
import type { Db, Tx } from '../db/client';
import { bsus, collectors, transactionLines, trash } from '../db/schema';
import { ApiError } from '../errors';
import { within, type Scope } from './scope';
import { auditDeletes, auditRead, type Actor } from './audit';
import { assertCollector } from './references';
import { countAll, paged } from './listing';
import { normalizeMoney, normalizeQty } from '../../lib/schemas/money';
import { containsAll, searchable, searchWords } from './search';

const owner = alias(collectors, 'owner');

const selectTrash = (db: Db) =>
  db
    .select({
      id: trash.id,
      trash_name: trash.trashName,
      type: trash.type,
      selling_price: trash.sellingPrice,
      buying_price: trash.buyingPrice,
      stock: trash.stock,
      unit: trash.unit,
      maximum: trash.maximum,
      status: trash.status,
      collectorId: trash.collectorId,
      collector_name: owner.trashBankName,
      collector_code: owner.uniqueCode,
      bsu_id: trash.bsuId,
      bsu_code: bsus.uniqueCode,
      bsu_name: bsus.trashBankName,
    })
    .from(trash)
    .innerJoin(owner, eq(owner.id, trash.collectorId))
    .leftJoin(bsus, eq(bsus.id, trash.bsuId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectTrash>>[number];

const toItem = (row: Row): TrashItem => ({
  ...row,
  selling_price: normalizeMoney(row.selling_price),
  buying_price: normalizeMoney(row.buying_price),
  stock: normalizeQty(row.stock),
  maximum: normalizeQty(row.maximum),
  tags: row.bsu_id === null ? null : 'bsu',
});

const searchText = searchable(
  trash.trashName,
  sql`${trash.type}::text`,
  sql`${trash.unit}::text`,
  owner.trashBankName,
  sql`'bsi-' || ${owner.uniqueCode}`,
  bsus.trashBankName,
  sql`'bsu-' || ${bsus.uniqueCode}`,
);

export async function listTrash(db: Db, query: ListQuery, scope: Scope = null): Promise<ListResponse<TrashItem>> {
  const where = and(containsAll(searchText, searchWords(query.search)), within('trash', scope));
  const rows = selectTrash(db).where(where).orderBy(desc(trash.id));
  const counted = where
    ? db.select(countAll).from(selectTrash(db).where(where).as('matched'))
    : db.select(countAll).from(trash);
  const page = await paged<Row>(rows, counted, query);
  return { ...page, items: page.items.map(toItem) };
}

export async function getTrash(db: Db, id: number): Promise<TrashItem | undefined> {
  const [row] = await selectTrash(db).where(eq(trash.id, id)).limit(1);
  return row ? toItem(row) : undefined;
}

const trashValues = (input: TrashInput) => ({
  trashName: input.trash_name,
  type: input.type,
  sellingPrice: input.selling_price,
  buyingPrice: input.buying_price,
  stock: input.stock,
  maximum: input.maximum,
  unit: input.unit,
  status: input.status,
  collectorId: input.collectorId,
});

export async function createTrash(tx: Tx, input: TrashInput, { userId: actorUserId }: Actor): Promise<TrashItem> {
  await assertCollector(tx, input.collectorId);
  const [row] = await tx.insert(trash).values(trashValues(input)).returning({ id: trash.id });
  return auditRead(tx, { actorUserId, action: 'create', entity: 'trash', entityId: row!.id }, getTrash);
}

export async function updateTrash(
  tx: Tx,
  id: number,
  input: TrashInput,
  { userId: actorUserId }: Actor,
): Promise<TrashItem> {
  const [locked] = await tx
    .select({ id: trash.id, bsuId: trash.bsuId })
    .from(trash)
    .where(eq(trash.id, id))
    .for('update');
  if (!locked) throw ApiError.of(404, 'trashNotFound');
  const before = (await getTrash(tx, id))!;
  await assertCollector(tx, input.collectorId);
  // A unit bank's own item belongs to its unit's parent: it cannot be handed to another one.
  const [unit] =
    locked.bsuId === null
      ? []
      : await tx.select({ collectorId: bsus.collectorId }).from(bsus).where(eq(bsus.id, locked.bsuId));
  if (unit && unit.collectorId !== input.collectorId)
    throw ApiError.field('collectorId', 'api.trashFollowsUnit', 'trashFollowsUnit');
  await tx
    .update(trash)
    .set({ ...trashValues(input), updatedAt: sql`now()` })
    .where(eq(trash.id, id));
  return auditRead(tx, { actorUserId, action: 'update', entity: 'trash', entityId: id, before }, getTrash);
}

export async function deleteTrash(tx: Tx, ids: number[], { userId: actorUserId }: Actor): Promise<number> {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: trash.id, name: trash.trashName })
    .from(trash)
    .where(inArray(trash.id, unique))
    .orderBy(trash.id)
    .for('update');
  if (found.length !== unique.length) throw ApiError.of(404, 'deleteNotFound');
  for (const item of found) {
    const [used] = await tx
      .select({ n: countDistinct(transactionLines.transactionId) })
      .from(transactionLines)
      .where(eq(transactionLines.trashId, item.id));
    if (used!.n > 0) throw ApiError.of(409, 'usedInTransactions', { name: item.name, count: used!.n });
  }
  const foundIds = found.map((i) => i.id);
  await auditDeletes(tx, actorUserId, 'trash', foundIds, (id) => getTrash(tx, id));
  await tx.delete(trash).where(inArray(trash.id, foundIds));
  return found.length;
}
