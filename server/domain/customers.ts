// Customers (nasabah): a customer row, the user who is that customer, and their wallet, kept
// together. Their searchable text is rewritten on every change (server/domain/search.ts).
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CustomerInput, CustomerItem } from '../../lib/schemas/customers';
import { genderKey, type ListQuery } from '../../lib/schemas/fields';
import type { CustomerView } from '../../lib/schemas/master-views';
import { allBut, columnsByName, rowSchemaByName, valuesFromBody } from '../db/api-names';
import type { Db, Tx } from '../db/client';
import { keptPlan } from '../db/kept-plans';
import { bsus, customers, provinces, regencies, subdistricts, transactions, users, villages } from '../db/schema';
import type { AuthState } from '../context';
import { ApiError } from '../errors';
import { assertReach, scopeOf, within, type Scope } from './scope';
import { auditDeletes, auditRead, lockEvery, type Actor } from './audit';
import { assertBsu, assertVillage } from './references';
import { countAll, isWholeFirstPage, offsetOf, pageIdsOf, pageOf, type ListReader } from './listing';
import { anchoredNamePageIds, DEEP_OFFSET } from './deep-pages';
import { withPersonAndPlace } from './places';
import { contactAndPlace, headings, sortedBatches, type SheetReader } from './exports';
import { inPlace, sortedBy, type Sorts } from './list-view';
import { deletePeople, fullName, hasWalletHistory, insertPerson, takenError, updatePerson } from './people';
import { countOf } from './row-counts';
import { containsAll, refreshCustomerSearch, searchWords } from './search';
import { ensureWallet } from './wallets';

// A customer row is every column of the customer but these, with its user and region chain: a
// plain new column is listed, returned and written without touching this file. The user's
// fields are an allow-list instead: a column added to users stays private until named here.
// status: a copy of the person's (user.status), kept for the list's index only.
const internal = ['userId', 'villageId', 'searchText', 'sortName', 'status', 'createdAt', 'updatedAt'] as const;
const userInternal = allBut(users, ['id', 'firstName', 'lastName', 'email', 'phoneNumber', 'status']);

/** The API's customer row, derived from the tables (drizzle-zod): the OpenAPI answer of /strict/customer. */
export const customerRowSchema = rowSchemaByName(customers, internal).extend({
  /** The unit bank's name beside its id: what the form shows before anything is searched. */
  bsu_name: z.string().nullable(),
  user: rowSchemaByName(users, userInternal),
  village: rowSchemaByName(villages, ['subdistrictId']),
  subdistrict: rowSchemaByName(subdistricts, ['regencyId']),
  regency: rowSchemaByName(regencies, ['provinceId']),
  province: rowSchemaByName(provinces, []),
});

const selectCustomers = <E extends Record<string, SQL>>(db: Db, extra?: E) =>
  withPersonAndPlace(
    db
      .select({
        ...(extra as E),
        ...columnsByName(customers, internal),
        bsu_name: bsus.trashBankName,
        user: columnsByName(users, userInternal),
        village: columnsByName(villages, ['subdistrictId']),
        subdistrict: columnsByName(subdistricts, ['regencyId']),
        regency: columnsByName(regencies, ['provinceId']),
        province: columnsByName(provinces, []),
      })
      .from(customers)
      .leftJoin(bsus, eq(bsus.id, customers.bsuId))
      .$dynamic(),
    customers,
  );

/** What a customer view (lib/schemas/master-views.ts) filters on: the customer's own columns only. */
function customerWhere(query: Pick<ListQuery, 'search'> & CustomerView, scope: Scope): SQL | undefined {
  return and(
    containsAll(customers.searchText, searchWords(query.search)),
    within('customer', scope),
    query.status ? eq(customers.status, query.status) : undefined,
    query.gender ? eq(customers.gender, query.gender) : undefined,
    inPlace(customers.villageId, query),
    query.bsu ? eq(customers.bsuId, query.bsu) : undefined,
  );
}

/** The customer list's orders: by creation (the id) or by name. */
const sorts: Sorts = { created: customers.id, name: customers.sortName };
/**
 * A regency narrows the customers to a few hundred: the planner would still walk the name index
 * looking for them (30 ms on 100,000 customers, 100 ms under load), where sorting the few it
 * finds off the village index takes 2 ms. The name as an expression the index does not hold makes
 * it do that. A province is a large share of the customers: the name index finds them at once.
 */
const sortsOf = (view: CustomerView): Sorts =>
  view.regency ? { ...sorts, name: sql`(${customers.sortName} || '')` } : sorts;
const orderOf = (view: CustomerView) => sortedBy(sortsOf(view), customers.id, view.sort ?? '-created');

export const listCustomers: ListReader<CustomerView, CustomerItem> = async (db, query, scope = null) => {
  // The trigram index on search_text answers the words and the page of ids comes off it; only
  // those 50 customers are joined with their user and regions, in the same statement.
  const where = customerWhere(query, scope);
  const order = orderOf(query);
  // The whole list or one status, by name, deep: from the name buckets' counters (deep-pages.ts).
  const deep =
    query.sort?.replace('-', '') === 'name' &&
    offsetOf(query) >= DEEP_OFFSET &&
    customerWhere({ ...query, status: undefined }, scope) === undefined;
  const ids = deep
    ? anchoredNamePageIds(query.status, query, query.sort!.startsWith('-'))
    : pageIdsOf(db.select({ id: customers.id }).from(customers).$dynamic(), where, order, query);
  const [items, total] = await Promise.all([
    // The first page of the whole list, in either order, has no values: its plan is kept.
    keptPlan(
      selectCustomers(db)
        .where(inArray(customers.id, ids))
        .orderBy(...order),
      isWholeFirstPage(where, query),
    ),
    where
      ? db
          .select(countAll)
          .from(customers)
          .where(where)
          .then((r) => Number(r[0]?.total ?? 0))
      : countOf(db, ['customers']),
  ]);
  return pageOf(items, total, query);
};

/** The sheet of a customer view, every page of it, headed in the caller's language. */
export const customerSheet: SheetReader<CustomerView> = (db, query, scope, t) => {
  const read = (extra: { sortKey: SQL }) => selectCustomers(db, extra);
  type Row = Awaited<ReturnType<typeof read>>[number];
  const name = (c: Row) => [c.user.first_name, c.user.last_name].filter(Boolean).join(' ');
  const columns = headings(t, [
    ['columns.fullName', 'text', 28],
    ['columns.nik', 'text', 20],
    ['columns.gender'],
    ...contactAndPlace,
    ['columns.bsuName', 'text', 28],
    ['columns.status'],
  ]);
  const order = { sorts: sortsOf(query), id: customers.id, sort: query.sort ?? '-created' };
  const batches = sortedBatches(order, customerWhere(query, scope), read, (c) => [
    name(c),
    c.nik,
    t(`options.gender.${genderKey[c.gender]}`),
    c.user.phone_number,
    c.user.email,
    c.address,
    c.village.name,
    c.subdistrict.name,
    c.regency.name,
    c.province.name,
    c.bsu_name,
    t(`status.${c.user.status}`),
  ]);
  return { name: t('customers.title'), columns, batches };
};

export async function getCustomer(db: Db, id: number): Promise<CustomerItem | undefined> {
  const [row] = await selectCustomers(db).where(eq(customers.id, id)).limit(1);
  return row;
}

async function assertNikFree(tx: Db, nik: string, exceptId?: number) {
  const [other] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.nik, nik)).limit(1);
  if (other && other.id !== exceptId) throw takenError('nik', nik);
}

const customerValues = valuesFromBody(customers, [
  'id',
  'userId',
  'bsuId',
  'searchText',
  'sortName',
  'createdAt',
  'updatedAt',
]);

/** The unit bank a body names must be one the caller reaches. */
export async function admitCustomer(tx: Tx, scope: Scope, input: CustomerInput): Promise<void> {
  if (input.bsu_id !== undefined) await assertReach(tx, 'bsu', scope, bsus.id, [input.bsu_id], 'bsuNotFound');
}

/**
 * Where a new customer banks: a BSU operator's unit bank; else the one the body names. A
 * parent-bank account must name one, or the customer would be out of its own sight at once.
 */
function homeBankOf(input: CustomerInput, actor: Actor & Pick<AuthState, 'staff'>): number | null {
  const scope = scopeOf(actor);
  if (scope?.bsuId) return scope.bsuId;
  if (input.bsu_id !== undefined) return input.bsu_id;
  if (scope) throw ApiError.field('bsu_id', 'validation.bsuRequired');
  return null;
}

export async function createCustomer(
  tx: Tx,
  input: CustomerInput,
  actor: Actor & Pick<AuthState, 'staff'>,
): Promise<CustomerItem> {
  const actorUserId = actor.userId;
  const bsuId = homeBankOf(input, actor);
  await assertVillage(tx, input.villageId);
  if (bsuId !== null) await assertBsu(tx, bsuId);
  await assertNikFree(tx, input.nik);
  const userId = await insertPerson(tx, input, 'customer');
  const [row] = await tx
    .insert(customers)
    .values({ ...customerValues(input), userId, bsuId })
    .returning({ id: customers.id });
  await ensureWallet(tx, userId);
  await refreshCustomerSearch(tx, [row!.id]);
  return auditRead(tx, { actorUserId, action: 'create', entity: 'customer', entityId: row!.id }, getCustomer);
}

export async function updateCustomer(
  tx: Tx,
  id: number,
  input: CustomerInput,
  actor: Actor & Pick<AuthState, 'staff'>,
): Promise<CustomerItem> {
  const actorUserId = actor.userId;
  const [locked] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
  if (!locked) throw ApiError.of(404, 'customerNotFound');
  const before = (await getCustomer(tx, id))!;
  await assertVillage(tx, input.villageId);
  if (input.bsu_id !== undefined) await assertBsu(tx, input.bsu_id);
  await assertNikFree(tx, input.nik, id);
  await updatePerson(tx, before.user.id, input);
  await tx
    .update(customers)
    .set({
      ...customerValues(input),
      // A BSU operator cannot move a customer to another unit bank: theirs is the only one they reach.
      ...(input.bsu_id !== undefined && !scopeOf(actor)?.bsuId ? { bsuId: input.bsu_id } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, id));
  await refreshCustomerSearch(tx, [id]);
  return auditRead(tx, { actorUserId, action: 'update', entity: 'customer', entityId: id, before }, getCustomer);
}

/** SPEC §7: the DELETE body lists the customers' user ids. All or nothing. */
export async function deleteCustomers(tx: Tx, userIds: number[], { userId: actorUserId }: Actor): Promise<number> {
  const found = await lockEvery(userIds, (unique) =>
    tx
      .select({ id: customers.id, userId: customers.userId, firstName: users.firstName, lastName: users.lastName })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(inArray(customers.userId, unique))
      .orderBy(customers.id)
      .for('update', { of: customers }),
  );
  for (const customer of found) {
    const name = fullName(customer);
    const [used] = await tx.select({ n: count() }).from(transactions).where(eq(transactions.customerId, customer.id));
    if (used!.n > 0) throw ApiError.of(409, 'usedInTransactions', { name, count: used!.n });
    if (await hasWalletHistory(tx, customer.userId)) throw ApiError.of(409, 'hasWalletHistory', { name });
  }
  const ids = found.map((c) => c.id);
  await auditDeletes(tx, actorUserId, 'customer', ids, (id) => getCustomer(tx, id));
  await tx.delete(customers).where(inArray(customers.id, ids));
  await deletePeople(
    tx,
    found.map((c) => c.userId),
  );
  return found.length;
}
