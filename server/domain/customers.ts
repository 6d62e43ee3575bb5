// Customers (nasabah): a customer row, the user who is that customer, and their wallet, kept
// together. Their searchable text is rewritten on every change (server/domain/search.ts).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ListResponse } from '../../lib/schemas/common';
import type { CustomerInput, CustomerItem } from '../../lib/schemas/customers';
import type { ListQuery } from '../../lib/schemas/fields';
import { allBut, columnsByName, rowSchemaByName, valuesFromBody } from '../db/api-names';
import type { Db, Tx } from '../db/client';
import { bsus, customers, provinces, regencies, subdistricts, transactions, users, villages } from '../db/schema';
import type { AuthState } from '../context';
import { ApiError } from '../errors';
import { assertReach, scopeOf, within, type Scope } from './scope';
import { auditDeletes, auditRead, type Actor } from './audit';
import { assertBsu, assertVillage } from './references';
import { countAll, offsetOf, pageOf } from './listing';
import { withPersonAndPlace } from './places';
import { deletePeople, fullName, hasWalletHistory, insertPerson, takenError, updatePerson } from './people';
import { countOf } from './row-counts';
import { containsAll, refreshCustomerSearch, searchWords } from './search';
import { ensureWallet } from './wallets';

// A customer row is every column of the customer but these, with its user and region chain: a
// plain new column is listed, returned and written without touching this file. The user's
// fields are an allow-list instead: a column added to users stays private until named here.
const internal = ['userId', 'villageId', 'searchText', 'createdAt', 'updatedAt'] as const;
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

const selectCustomers = (db: Db) =>
  withPersonAndPlace(
    db
      .select({
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

export async function listCustomers(
  db: Db,
  query: ListQuery,
  scope: Scope = null,
): Promise<ListResponse<CustomerItem>> {
  // The trigram index on search_text answers the words and the page of ids comes off it; only
  // those 50 customers are joined with their user and regions, in the same statement.
  const where = and(containsAll(customers.searchText, searchWords(query.search)), within('customer', scope));
  const ids = db
    .select({ id: customers.id })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  const [items, total] = await Promise.all([
    selectCustomers(db).where(inArray(customers.id, ids)).orderBy(desc(customers.id)),
    where
      ? db
          .select(countAll)
          .from(customers)
          .where(where)
          .then((r) => Number(r[0]?.total ?? 0))
      : countOf(db, ['customers']),
  ]);
  return pageOf(items, total, query);
}

export async function getCustomer(db: Db, id: number): Promise<CustomerItem | undefined> {
  const [row] = await selectCustomers(db).where(eq(customers.id, id)).limit(1);
  return row;
}

async function assertNikFree(tx: Db, nik: string, exceptId?: number) {
  const [other] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.nik, nik)).limit(1);
  if (other && other.id !== exceptId) throw takenError('nik', nik);
}

const customerValues = valuesFromBody(customers, ['id', 'userId', 'bsuId', 'searchText', 'createdAt', 'updatedAt']);

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
  const unique = [...new Set(userIds)];
  const found = await tx
    .select({ id: customers.id, userId: customers.userId, firstName: users.firstName, lastName: users.lastName })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(inArray(customers.userId, unique))
    .orderBy(customers.id)
    .for('update', { of: customers });
  if (found.length !== unique.length) throw ApiError.of(404, 'deleteNotFound');
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
