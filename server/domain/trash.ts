// Waste items (SPEC "Data Sampah"): a parent bank's catalogue, plus items a unit bank keeps
// for itself (bsu_id set, SPEC's "tags"). Prices and quantities stay exact decimal strings.
import { and, countDistinct, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { trashTypeKey, type ListQuery } from '../../lib/schemas/fields';
import type { TrashView } from '../../lib/schemas/master-views';
import type { TrashInput, TrashItem } from '../../lib/schemas/trash';
import type { Db, Tx } from '../db/client';
import { bsus, collectors, transactionLines, trash } from '../db/schema';
import { ApiError } from '../errors';
import { within, type Scope } from './scope';
import { auditDeletes, auditRead, lockEvery, type Actor } from './audit';
import { assertCollector } from './references';
import { countAll, paged, type ListReader } from './listing';
import { headings, sortedBatches, type SheetReader } from './exports';
import { sortedBy, type Sorts } from './list-view';
import { normalizeMoney, normalizeQty } from '../../lib/schemas/money';
import { containsAll, searchable, searchWords } from './search';

const owner = alias(collectors, 'owner');

const selectTrash = <E extends Record<string, SQL>>(db: Db, extra?: E) =>
  db
    .select({
      ...(extra as E),
      id: trash.id,
      trash_name: trash.trashName,
      type: trash.type,
      category: trash.category,
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

type Row = Awaited<ReturnType<typeof selectTrash<Record<never, SQL>>>>[number];

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

/** What a waste-item view (lib/schemas/master-views.ts) filters on, within the caller's scope. */
function trashWhere(query: Pick<ListQuery, 'search'> & TrashView, scope: Scope): SQL | undefined {
  return and(
    containsAll(searchText, searchWords(query.search)),
    within('trash', scope),
    query.status ? eq(trash.status, query.status) : undefined,
    query.type ? eq(trash.type, query.type) : undefined,
    query.category ? eq(trash.category, query.category) : undefined,
    query.bsi ? eq(trash.collectorId, query.bsi) : undefined,
    query.bsu ? eq(trash.bsuId, query.bsu) : undefined,
    // Full: the stock has reached the maximum, time to sell to the parent bank.
    query.low ? gte(trash.stock, trash.maximum) : undefined,
  );
}

/** The waste-item list's orders: by creation (the id), name, stock or either price. A small table: no index. */
const sorts: Sorts = {
  created: trash.id,
  name: sql`lower(${trash.trashName})`,
  stock: trash.stock,
  buying: trash.buyingPrice,
  selling: trash.sellingPrice,
};
const orderOf = (sort: TrashView['sort'] = '-created') => sortedBy(sorts, trash.id, sort);

export const listTrash: ListReader<TrashView, TrashItem> = async (db, query, scope = null) => {
  const where = trashWhere(query, scope);
  const rows = selectTrash(db)
    .where(where)
    .orderBy(...orderOf(query.sort));
  const counted = where
    ? db.select(countAll).from(selectTrash(db).where(where).as('matched'))
    : db.select(countAll).from(trash);
  const page = await paged<Row>(rows, counted, query);
  return { ...page, items: page.items.map(toItem) };
};

/** The sheet of a waste-item view, every row of it, headed in the caller's language. */
export const trashSheet: SheetReader<TrashView> = (db, query, scope, t) => {
  const columns = headings(t, [
    ['columns.trashName', 'text', 28],
    ['columns.type'],
    ['columns.category'],
    ['columns.buyingPrice', 'money'],
    ['columns.sellingPrice', 'money'],
    ['columns.stock', 'number'],
    // No columns.* message names the unit: the form's label does.
    ['fields.unit', 'text', 8],
    ['columns.maximum', 'number'],
    ['columns.owner', 'text', 28],
    ['columns.status'],
  ]);
  const order = { sorts, id: trash.id, sort: query.sort ?? '-created' };
  const batches = sortedBatches(
    order,
    trashWhere(query, scope),
    (extra) => selectTrash(db, extra),
    (row) => {
      const i = toItem(row);
      return [
        i.trash_name,
        t(`options.type.${trashTypeKey[i.type]}`),
        t(`options.category.${i.category}`),
        i.buying_price,
        i.selling_price,
        i.stock,
        i.unit,
        i.maximum,
        // The owner as the list shows it: the parent bank's, or the unit bank's for its own item.
        i.tags === null ? i.collector_name : i.bsu_name,
        t(`status.${i.status}`),
      ];
    },
  );
  return { name: t('trash.title'), columns, batches };
};

export async function getTrash(db: Db, id: number): Promise<TrashItem | undefined> {
  const [row] = await selectTrash(db).where(eq(trash.id, id)).limit(1);
  return row ? toItem(row) : undefined;
}

const trashValues = (input: TrashInput) => ({
  trashName: input.trash_name,
  type: input.type,
  category: input.category,
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
  const found = await lockEvery(ids, (unique) =>
    tx
      .select({ id: trash.id, name: trash.trashName })
      .from(trash)
      .where(inArray(trash.id, unique))
      .orderBy(trash.id)
      .for('update'),
  );
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
