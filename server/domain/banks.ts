// Parent waste banks (BSI, "collectors") and unit waste banks (BSU): a bank and its person in
// charge are created, edited and removed together, in one database transaction.
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { ListResponse } from '../../lib/schemas/common';
import type { BsuInput } from '../../lib/schemas/bsus';
import type { BankInput } from '../../lib/schemas/banks';
import type { ListQuery } from '../../lib/schemas/fields';
import type { BsuView } from '../../lib/schemas/master-views';
import type { Db, Tx } from '../db/client';
import {
  bsus,
  collectors,
  provinces,
  regencies,
  subdistricts,
  transactions,
  trash,
  users,
  villages,
} from '../db/schema';
import { ApiError } from '../errors';
import { assertBankInScope, within, type Scope } from './scope';
import { auditDeletes, auditRead, lockEvery, type Actor } from './audit';
import { assertCollector, assertVillage } from './references';
import { nextUniqueCode, type BankKind } from './codes';
import { countAll, pageIdsOf, pageOf } from './listing';
import { withPersonAndPlace } from './places';
import { inPlace, sortedBy, type Sorts } from './list-view';
import { deletePeople, hasWalletHistory, insertPerson, updatePerson } from './people';
import { containsAll, searchable, searchWords } from './search';

const parent = alias(collectors, 'parent');
type BankTable = typeof collectors | typeof bsus;
export const tableOf = (kind: BankKind): BankTable => (kind === 'collector' ? collectors : bsus);

function bankColumns(table: BankTable) {
  return {
    id: table.id,
    user_id: table.userId,
    unique_code: table.uniqueCode,
    trash_bank_name: table.trashBankName,
    address: table.address,
    latlng: table.latlng,
    province_id: provinces.id,
    province_name: provinces.name,
    regency_id: regencies.id,
    regency_name: regencies.name,
    subdistrict_id: subdistricts.id,
    subdistrict_name: subdistricts.name,
    village_id: villages.id,
    village_name: villages.name,
    user_status: users.status,
    user_first_name: users.firstName,
    user_last_name: users.lastName,
    user_email: users.email,
    user_phone_number: users.phoneNumber,
  };
}

const bsuColumns = {
  ...bankColumns(bsus),
  collector_id: parent.id,
  collector_name: parent.trashBankName,
  collector_code: parent.uniqueCode,
};

/** A bank's row; `extra` selects more beside it (an export's sort value). */
export const collectorRows = <E extends Record<string, SQL> = Record<never, never>>(db: Db, extra?: E) =>
  withPersonAndPlace(
    db
      .select({ ...(extra as E), ...bankColumns(collectors) })
      .from(collectors)
      .$dynamic(),
    collectors,
  );

export const bsuRows = <E extends Record<string, SQL> = Record<never, never>>(db: Db, extra?: E) =>
  withPersonAndPlace(
    db
      .select({ ...(extra as E), ...bsuColumns })
      .from(bsus)
      .$dynamic(),
    bsus,
  ).innerJoin(parent, eq(parent.id, bsus.collectorId));

export type CollectorRow = Awaited<ReturnType<typeof collectorRows<Record<never, never>>>>[number];
export type BsuRow = Awaited<ReturnType<typeof bsuRows<Record<never, never>>>>[number];

/** Name, code with and without its prefix, address, the person's contacts, every region name. */
function searchText(kind: BankKind) {
  const table = tableOf(kind);
  const prefix = kind === 'collector' ? 'bsi-' : 'bsu-';
  const own = [table.trashBankName, sql`${prefix} || ${table.uniqueCode}`, table.address];
  const person = [users.firstName, users.lastName, users.email, users.phoneNumber];
  const regions = [villages.name, subdistricts.name, regencies.name, provinces.name];
  const owner = kind === 'bsu' ? [parent.trashBankName, sql`'bsi-' || ${parent.uniqueCode}`] : [];
  return searchable(...own, ...person, ...regions, ...owner);
}

function selectBanks(db: Db, kind: 'collector'): ReturnType<typeof collectorRows>;
function selectBanks(db: Db, kind: 'bsu'): ReturnType<typeof bsuRows>;
function selectBanks(db: Db, kind: BankKind): ReturnType<typeof collectorRows> | ReturnType<typeof bsuRows>;
function selectBanks(db: Db, kind: BankKind) {
  return kind === 'collector' ? collectorRows(db) : bsuRows(db);
}

/** A bank list's query: paging, search and its view (lib/schemas/master-views.ts). */
export type BankQuery = Pick<ListQuery, 'search'> & BsuView;

/**
 * What a bank view filters on: words (`users`, the regions and a unit's parent joined), the
 * person in charge's status (`users` joined), the bank's village within a province or a regency
 * and, for unit banks only, the parent bank (`collectorId`, SPEC's filter of the unit banks' list).
 */
export function bankWhere(kind: BankKind, query: BankQuery, scope: Scope): SQL | undefined {
  const table = tableOf(kind);
  return and(
    containsAll(searchText(kind), searchWords(query.search)),
    within(kind, scope),
    query.status ? eq(users.status, query.status) : undefined,
    inPlace(table.villageId, query),
    kind === 'bsu' && query.collectorId ? eq(bsus.collectorId, query.collectorId) : undefined,
  );
}

/**
 * A bank list's orders: by creation (the id), by name (case aside) or by code. Banks are few
 * (thousands, not millions): a sort of the filtered rows needs no index of its own.
 */
export const sortsOf = (table: BankTable): Sorts => ({
  created: table.id,
  name: sql`lower(${table.trashBankName})`,
  code: table.uniqueCode,
});
const orderOf = (table: BankTable, sort: BsuView['sort'] = '-created') => sortedBy(sortsOf(table), table.id, sort);

/** A page of banks in a view. */
export async function listBanks<K extends BankKind>(
  db: Db,
  kind: K,
  query: ListQuery & BsuView,
  scope: Scope = null,
): Promise<ListResponse<BankRow<K>>> {
  const table = tableOf(kind);
  const where = bankWhere(kind, query, scope);
  const order = orderOf(table, query.sort);
  // The page's ids and the count come off the bank table, joined only with what the filter reads
  // (words: the person, the places and a unit's parent; a status: the person); then only the
  // page's rows are joined in full.
  const words = searchWords(query.search).length > 0;
  const matching = <T extends PgSelect>(select: T) => {
    if (!words) return query.status ? select.innerJoin(users, eq(users.id, table.userId)) : select;
    const joined = withPersonAndPlace(select, table);
    return kind === 'bsu' ? joined.innerJoin(parent, eq(parent.id, bsus.collectorId)) : joined;
  };
  const ids = pageIdsOf(matching(db.select({ id: table.id }).from(table).$dynamic()), where, order, query);
  const [items, totals] = await Promise.all([
    selectBanks(db, kind)
      .where(inArray(table.id, ids))
      .orderBy(...order),
    matching(db.select(countAll).from(table).$dynamic()).where(where),
  ]);
  return pageOf(items, Number(totals[0]?.total ?? 0), query) as ListResponse<BankRow<K>>;
}

export type BankRow<K extends BankKind> = K extends 'bsu' ? BsuRow : CollectorRow;

export async function getBank<K extends BankKind>(db: Db, kind: K, id: number): Promise<BankRow<K> | undefined> {
  const [row] = await selectBanks(db, kind)
    .where(eq(tableOf(kind).id, id))
    .limit(1);
  return row as BankRow<K> | undefined;
}

const bankValues = (input: BankInput) => ({
  trashBankName: input.trash_bank_name,
  address: input.address,
  latlng: input.latlng,
  villageId: input.villageId,
});

export async function createBank<K extends BankKind>(
  tx: Tx,
  kind: K,
  input: BankInput | BsuInput,
  { userId: actorUserId }: Actor,
): Promise<BankRow<K>> {
  await assertVillage(tx, input.villageId);
  if (kind === 'bsu') await assertCollector(tx, (input as BsuInput).collectorId);
  const userId = await insertPerson(tx, input, kind === 'collector' ? 'collector' : 'unit');
  const uniqueCode = await nextUniqueCode(tx, kind, input.villageId);
  const values = { ...bankValues(input), userId, uniqueCode };
  const [row] =
    kind === 'collector'
      ? await tx.insert(collectors).values(values).returning({ id: collectors.id })
      : await tx
          .insert(bsus)
          .values({ ...values, collectorId: (input as BsuInput).collectorId })
          .returning({ id: bsus.id });
  const read = (db: Db, id: number) => getBank(db, kind, id);
  return auditRead(tx, { actorUserId, action: 'create', entity: kind, entityId: row!.id }, read);
}

export async function updateBank<K extends BankKind>(
  tx: Tx,
  kind: K,
  id: number,
  input: BankInput | BsuInput,
  { userId: actorUserId }: Actor,
): Promise<BankRow<K>> {
  const table = tableOf(kind);
  const [locked] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  const before = locked ? await getBank(tx, kind, id) : undefined;
  if (!before) throw ApiError.of(404, kind === 'collector' ? 'collectorNotFound' : 'bsuNotFound');
  await assertVillage(tx, input.villageId);
  if (kind === 'bsu') await assertCollector(tx, (input as BsuInput).collectorId);
  await updatePerson(tx, before.user_id, input);
  // The code stays what it was even when the bank moves: it is printed on receipts.
  if (kind === 'collector')
    await tx
      .update(collectors)
      .set({ ...bankValues(input), updatedAt: sql`now()` })
      .where(eq(collectors.id, id));
  else
    await tx
      .update(bsus)
      .set({ ...bankValues(input), collectorId: (input as BsuInput).collectorId, updatedAt: sql`now()` })
      .where(eq(bsus.id, id));
  const read = (db: Db, id: number) => getBank(db, kind, id);
  return auditRead(tx, { actorUserId, action: 'update', entity: kind, entityId: id, before }, read);
}

/** Why a bank may not be removed, or null. Checked for every bank before any is removed. */
async function blocker(
  tx: Tx,
  kind: BankKind,
  bank: { id: number; userId: number; name: string },
): Promise<ApiError | null> {
  const name = bank.name;
  if (kind === 'collector') {
    const [units] = await tx.select({ n: count() }).from(bsus).where(eq(bsus.collectorId, bank.id));
    if (units!.n > 0) return ApiError.of(409, 'collectorHasUnits', { name, count: units!.n });
    const [items] = await tx.select({ n: count() }).from(trash).where(eq(trash.collectorId, bank.id));
    if (items!.n > 0) return ApiError.of(409, 'collectorHasTrash', { name, count: items!.n });
  } else {
    const [items] = await tx.select({ n: count() }).from(trash).where(eq(trash.bsuId, bank.id));
    if (items!.n > 0) return ApiError.of(409, 'bsuHasTrash', { name, count: items!.n });
  }
  const column = kind === 'collector' ? transactions.collectorId : transactions.bsuId;
  const [used] = await tx.select({ n: count() }).from(transactions).where(eq(column, bank.id));
  if (used!.n > 0) return ApiError.of(409, 'usedInTransactions', { name, count: used!.n });
  if (await hasWalletHistory(tx, bank.userId)) return ApiError.of(409, 'hasWalletHistory', { name });
  return null;
}

/** SPEC §7: the DELETE body lists the banks' user ids. All or nothing. */
export async function deleteBanks(
  tx: Tx,
  kind: BankKind,
  userIds: number[],
  { userId: actorUserId }: Actor,
): Promise<number> {
  const table = tableOf(kind);
  const found = await lockEvery(userIds, (unique) =>
    tx
      .select({ id: table.id, userId: table.userId, name: table.trashBankName })
      .from(table)
      .where(inArray(table.userId, unique))
      .orderBy(table.id)
      .for('update'),
  );
  for (const bank of found) {
    const refused = await blocker(tx, kind, bank);
    if (refused) throw refused;
  }
  const ids = found.map((b) => b.id);
  await auditDeletes(tx, actorUserId, kind, ids, (id) => getBank(tx, kind, id));
  await tx.delete(table).where(inArray(table.id, ids));
  const people = found.map((b) => b.userId);
  await deletePeople(tx, people);
  return found.length;
}

/** A kind of bank's list, create, update and delete, as its router (crudRoutes) calls them. */
export const bankCalls = <K extends BankKind>(kind: K) => ({
  list: (db: Db, query: ListQuery & BsuView, scope: Scope) => listBanks(db, kind, query, scope),
  create: (tx: Tx, input: BankInput | BsuInput, actor: Actor) => createBank(tx, kind, input, actor),
  update: (tx: Tx, id: number, input: BankInput | BsuInput, actor: Actor) => updateBank(tx, kind, id, input, actor),
  remove: (tx: Tx, userIds: number[], actor: Actor) => deleteBanks(tx, kind, userIds, actor),
  ids: { update: tableOf(kind).id, delete: tableOf(kind).userId },
  /** A unit bank goes under a parent bank in the caller's scope; a parent bank only programme-wide accounts create. */
  admit: async (_tx: Tx, scope: Scope, input: BankInput | BsuInput) =>
    assertBankInScope(scope, { collectorId: 'collectorId' in input ? input.collectorId : scope?.collectorId }),
});
