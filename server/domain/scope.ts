// Where a back-office account reaches (issue 16): the whole programme, one parent bank (BSI) and
// its unit banks, or one unit bank (BSU). Every list, count, detail and change of a scoped
// account goes through a WHERE made here, so a row outside the scope is never read, counted
// or changed: hiding a button is the UI's courtesy, this is the rule.
import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthState } from '../context';
import type { Db } from '../db/client';
import { bsus, collectors, customers, staffAccess, transactions, trash, users } from '../db/schema';
import { ApiError, type ApiMessageKey } from '../errors';

/** A parent bank, and within it perhaps one unit bank; null: the whole programme. */
export type Scope = { collectorId: number; bsuId: number | null } | null;

/** A scope of null reaches everything: a programme-wide account, or a field-app account (checked elsewhere). */
export function scopeOf(auth: Pick<AuthState, 'staff'>): Scope {
  const staff = auth.staff;
  if (!staff || staff.collectorId === null) return null;
  return { collectorId: staff.collectorId, bsuId: staff.bsuId };
}

const bsusOf = (collectorId: number) =>
  sql`(select ${bsus.id} from ${bsus} where ${bsus.collectorId} = ${collectorId})`;

/** The unit banks of a scope, as a condition on a column holding a unit bank's id. */
export function bsuIn(scope: NonNullable<Scope>, column: AnyPgColumn): SQL {
  return scope.bsuId !== null ? eq(column, scope.bsuId) : sql`${column} in ${bsusOf(scope.collectorId)}`;
}

/** The customers of a scope: those who bank at one of its unit banks. */
const customerWhere = (scope: NonNullable<Scope>) => bsuIn(scope, customers.bsuId);

/** Users (their id in `column`) who are customers in the scope. */
export const customerUserIn = (scope: NonNullable<Scope>, column: AnyPgColumn): SQL =>
  sql`${column} in (select ${customers.userId} from ${customers} where ${customerWhere(scope)})`;

/** What each resource's rows look like from a scope. */
const reach = {
  collector: { table: collectors, where: (s: NonNullable<Scope>) => eq(collectors.id, s.collectorId) },
  bsu: { table: bsus, where: (s: NonNullable<Scope>) => bsuIn(s, bsus.id) },
  trash: { table: trash, where: (s: NonNullable<Scope>) => eq(trash.collectorId, s.collectorId) },
  customer: { table: customers, where: customerWhere },
  transaction: { table: transactions, where: (s: NonNullable<Scope>) => bsuIn(s, transactions.bsuId) },
  /** Back-office accounts: a BSI admin manages the operators of their unit banks. */
  user: {
    table: users,
    where: (s: NonNullable<Scope>) =>
      sql`${users.id} in (select ${staffAccess.userId} from ${staffAccess} where ${bsuIn(s, staffAccess.bsuId)})`,
  },
} satisfies Record<string, { table: PgTable; where: (s: NonNullable<Scope>) => SQL }>;
type Reached = keyof typeof reach;

/** The scope's condition on a resource, or nothing for the whole programme. */
export const within = (resource: Reached, scope: Scope): SQL | undefined =>
  scope ? reach[resource].where(scope) : undefined;

/**
 * Refuses, with the resource's "not found", when any of `ids` (in `column` of the resource's
 * table) is outside the scope: a row out of reach is answered as one that does not exist.
 */
export async function assertReach(
  db: Db,
  resource: Reached,
  scope: Scope,
  column: AnyPgColumn,
  ids: number[],
  notFound: ApiMessageKey,
): Promise<void> {
  if (!scope || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const [row] = await db
    .select({ n: count() })
    .from(reach[resource].table)
    .where(and(inArray(column, unique), reach[resource].where(scope)));
  if (Number(row?.n ?? 0) !== unique.length) throw ApiError.of(404, notFound);
}

/** Refuses a reference to a bank outside the scope (a unit bank put under another parent bank). */
export function assertBankInScope(scope: Scope, bank: { collectorId?: number | null; bsuId?: number | null }) {
  if (!scope) return;
  if (bank.collectorId != null && bank.collectorId !== scope.collectorId) throw ApiError.of(403, 'outOfScope');
  if (scope.bsuId !== null && bank.bsuId != null && bank.bsuId !== scope.bsuId) throw ApiError.of(403, 'outOfScope');
}

/** A customer a scoped account may serve at the counter: one of its own, or one who banks nowhere yet. */
export async function assertServable(db: Db, scope: Scope, customerId: number): Promise<void> {
  if (!scope) return;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), or(isNull(customers.bsuId), customerWhere(scope))));
  if (!row) throw ApiError.field('customerId', 'api.customerNotFound', 'customerNotFound');
}
