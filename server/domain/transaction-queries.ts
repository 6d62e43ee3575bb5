// Reading transactions (SPEC "Data Transaksi"): the list with its search; one transaction's
// details are in transaction-details.ts. The page is found on the index first (ids only), then
// only its rows are joined, so a deep page costs an index walk rather than a join of everything
// before it.
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../lib/schemas/fields';
import type { TransactionItem } from '../../lib/schemas/transactions';
import type { TransactionView } from '../../lib/schemas/transaction-view';
import type { Db } from '../db/client';
import { keptPlan } from '../db/kept-plans';
import { within } from './scope';
import {
  bankSearchText,
  bsus,
  collectors,
  customers,
  rowCounts,
  transactionPartyCounts,
  transactions,
  users,
} from '../db/schema';
import { countAll, isWholeFirstPage, offsetOf, pageIdsOf, pageOf, type ListReader } from './listing';
import { normalizeMoney } from '../../lib/schemas/money';
import { countByAmountBetween, countOf, countRecordedBetween, transactionCounters } from './row-counts';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';
import { containsAll } from './search';
import { parseTransactionSearch, type TransactionSearch } from './transaction-search-terms';
import { isNarrowed, isPlainView, viewOrder, viewWhere } from './transaction-view';
import { anchoredPageIds, DEEP_OFFSET } from './deep-pages';

/** Status, date and code parts: plain conditions on transactions' own indexed columns. */
export function baseFilter(search: TransactionSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search.statuses.length) conditions.push(inArray(transactions.status, [...new Set(search.statuses)]));
  for (const [from, to] of search.days)
    conditions.push(and(gte(transactions.createdOn, from), lt(transactions.createdOn, to)));
  for (const { kind, code } of search.codes) {
    const bsu = sql`${transactions.bsuId} in (select ${bsus.id} from ${bsus} where ${bsus.uniqueCode} = ${code})`;
    const bsi = sql`${transactions.collectorId} in (select ${collectors.id} from ${collectors} where ${collectors.uniqueCode} = ${code})`;
    conditions.push(kind === 'bsu' ? bsu : kind === 'bsi' ? bsi : or(bsu, bsi));
  }
  return and(...conditions);
}

/** The ids of the parties whose text holds every name word: customers, parent banks, unit banks. */
export function partyIds(words: string[]) {
  return {
    customer: sql`select ${customers.id} from ${customers} where ${containsAll(customers.searchText, words)}`,
    collector: sql`select ${collectors.id} from ${collectors} where ${containsAll(bankSearchText(collectors.trashBankName, collectors.uniqueCode, 'bsi'), words)}`,
    bsu: sql`select ${bsus.id} from ${bsus} where ${containsAll(bankSearchText(bsus.trashBankName, bsus.uniqueCode, 'bsu'), words)}`,
  };
}
type PartyIds = ReturnType<typeof partyIds>;

/**
 * Name words: every word must be found in one party's name (or contacts, NIK, code): the
 * customer, the parent bank or the unit bank. As a union, each party is its own branch driven
 * by the transactions' index on that party's id: the way to go when few transactions match.
 */
function nameUnion(ids: PartyIds, base: SQL | undefined): SQL {
  const branch = (column: SQL, partyIds: SQL) =>
    sql`select ${transactions.id} as id, ${transactions.createdOn} as created_on from ${transactions} where ${and(sql`${column} in (${partyIds})`, base)}`;
  return sql.join(
    [
      branch(sql`${transactions.customerId}`, ids.customer),
      branch(sql`${transactions.collectorId}`, ids.collector),
      branch(sql`${transactions.bsuId}`, ids.bsu),
    ],
    sql` union `,
  );
}

/** The same set as one condition: the way to go when many match (the newest are found at once walking by date). */
export const nameCondition = (ids: PartyIds, base: SQL | undefined) =>
  and(
    or(
      sql`${transactions.customerId} in (${ids.customer})`,
      sql`${transactions.collectorId} in (${ids.collector})`,
      sql`${transactions.bsuId} in (${ids.bsu})`,
    ),
    base,
  );

const party = alias(users, 'party');
/**
 * The page's ids, newest first, read off an index; a deep page of the whole list (or of one
 * status) starts from its day's counters.
 */
function pageIds(db: Db, search: TransactionSearch, where: SQL | undefined, query: ListQuery): SQLWrapper {
  if (onlyStatusSearch(search) && offsetOf(query) >= DEEP_OFFSET)
    return anchoredPageIds([...new Set(search.statuses)], query, '-created_on');
  return pageIdsOf(db.select({ id: transactions.id }).from(transactions).$dynamic(), where, viewOrder(), query);
}

const onlyStatusSearch = (search: TransactionSearch) =>
  search.days.length === 0 && search.codes.length === 0 && search.words.length === 0;
const statusCounters = (search: TransactionSearch) =>
  transactionCounters(search.statuses.length ? [...new Set(search.statuses)] : undefined);

const countWhere = (db: Db, where: SQL | undefined) =>
  db
    .select(countAll)
    .from(transactions)
    .where(where)
    .then((rows) => Number(rows[0]?.total ?? 0));

const listFields = {
  id: transactions.id,
  createdOn: transactions.createdOn,
  firstName: party.firstName,
  lastName: party.lastName,
  collectorName: collectors.trashBankName,
  bsiCode: collectors.uniqueCode,
  bsuCode: bsus.uniqueCode,
  amount: transactions.amount,
  status: transactions.status,
};

/** The rows whose ids `ids` gives, in `order` (newest first), with what the list shows of them. */
export function listRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  ids: SQLWrapper,
  extra: Extra = {} as Extra,
  order: SQL[] = viewOrder(),
) {
  return db
    .select({ ...listFields, ...extra })
    .from(transactions)
    .innerJoin(bsus, eq(bsus.id, transactions.bsuId))
    .leftJoin(collectors, eq(collectors.id, transactions.collectorId))
    .leftJoin(customers, eq(customers.id, transactions.customerId))
    .leftJoin(party, eq(party.id, customers.userId))
    .where(inArray(transactions.id, ids))
    .orderBy(...order);
}
type ListRow = Awaited<ReturnType<typeof listRows<Record<never, SQL>>>>[number];

/** Beyond this many matching transactions a name search walks by date instead of uniting branches. */
const BROAD_MATCH = 5_000;

/**
 * A search by name. First, in one small statement, how many transactions each kind of party
 * that matches is on (the party counters, migration 0008). That sum is the exact total when
 * only one kind matches and nothing else narrows the search (the usual case: a person's name),
 * and an upper bound otherwise. Then the page: a union of per-party branches when few match,
 * a walk by date when many do. The total is counted only when the counters cannot give it.
 */
async function nameSearch(db: Db, search: TransactionSearch, query: ListQuery): Promise<[ListRow[], number]> {
  const ids = partyIds(search.words);
  const base = baseFilter(search);
  const sumOf = (kind: keyof PartyIds) =>
    // = any(array(…)): the matching parties first, then one key lookup each, whatever the statistics say.
    sql<string>`(select coalesce(sum(${transactionPartyCounts.n}), 0) from ${transactionPartyCounts} where ${transactionPartyCounts.party} = ${kind} and ${transactionPartyCounts.partyId} = any(array(${ids[kind]})))`;
  const [sums] = await db
    .select({ customer: sumOf('customer'), collector: sumOf('collector'), bsu: sumOf('bsu') })
    .from(sql`(select 1) one`);
  const perKind = [Number(sums!.customer), Number(sums!.collector), Number(sums!.bsu)];
  const upTo = perKind.reduce((a, b) => a + b, 0);
  if (upTo === 0) return [[], 0];
  const known = !base && perKind.filter((n) => n > 0).length === 1 ? upTo : undefined;

  // The total rides along with the page: the known sum, or a count of the same set.
  const total = (count: SQL) => ({
    total: known === undefined ? sql<string>`(${count})` : sql<string>`${known}::bigint`,
  });
  const totalOf = async (rows: { total: string }[]) =>
    rows.length > 0 ? Number(rows[0]!.total) : (known ?? (await countWhere(db, nameCondition(ids, base))));

  if (upTo > BROAD_MATCH) {
    const where = nameCondition(ids, base);
    const rows = await listRows(
      db,
      pageIds(db, search, where, query),
      total(sql`select count(*) from ${transactions} where ${where}`),
    );
    return [rows, await totalOf(rows)];
  }
  // Few: the matching set once, paged (and counted when needed) in the same statement.
  const matched = db
    .$with('matched', { id: transactions.id, createdOn: transactions.createdOn })
    .as(nameUnion(ids, base));
  const rows = await db
    .with(matched)
    .select({ ...listFields, ...total(sql`select count(*) from matched`) })
    .from(transactions)
    .innerJoin(bsus, eq(bsus.id, transactions.bsuId))
    .leftJoin(collectors, eq(collectors.id, transactions.collectorId))
    .leftJoin(customers, eq(customers.id, transactions.customerId))
    .leftJoin(party, eq(party.id, customers.userId))
    .where(
      inArray(
        transactions.id,
        sql`(select id from matched order by created_on desc, id desc limit ${query.per_page} offset ${offsetOf(query)})`,
      ),
    )
    .orderBy(desc(transactions.createdOn), desc(transactions.id));
  return [rows, await totalOf(rows)];
}

/** The page's rows and the exact total. */
async function pageAndTotal(db: Db, search: TransactionSearch, query: ListQuery): Promise<[ListRow[], number]> {
  if (search.words.length > 0) return nameSearch(db, search, query);
  const where = baseFilter(search);
  const ids = pageIds(db, search, where, query);
  if (onlyStatusSearch(search)) {
    // The whole list or one status: the total is a read of the counters, in the same statement.
    const counters = statusCounters(search);
    // The first page of the whole list: its only values are the counters' names, looked up by
    // key, so its plan is kept (a status filter's plan depends on which status).
    const rows = await keptPlan(
      listRows(db, ids, {
        total: sql<string>`(select coalesce(sum(${rowCounts.value}), 0) from ${rowCounts} where ${inArray(rowCounts.name, counters)})`,
      }),
      isWholeFirstPage(where, query),
    );
    return [rows, rows.length > 0 ? Number(rows[0]!.total) : await countOf(db, counters)];
  }
  // Dates and codes: the page found on the index, only its rows joined; the total counted beside it.
  return Promise.all([listRows(db, ids), countWhere(db, where)]);
}

/**
 * A page of a view (filters, another order) or of a scoped account (the counters the
 * whole-programme paths read count every bank): every condition in one WHERE, the page's ids
 * off the index of the view's order, only its rows joined, the total counted beside it.
 */
async function viewPage(
  db: Db,
  search: TransactionSearch,
  view: TransactionView,
  query: ListQuery,
  scope: SQL | undefined,
): Promise<[ListRow[], number]> {
  const words = search.words.length > 0 ? nameCondition(partyIds(search.words), undefined) : undefined;
  const where = and(baseFilter(search), words, viewWhere(view), scope);
  const order = viewOrder(view.sort);
  const statuses = view.status ? [view.status] : [...new Set(search.statuses)];
  // The whole list or one status (no scope, no search but statuses, not two statuses at odds):
  // with no other filter the row counters know the total; with a date range or a range of totals
  // alone, the day or amount-bucket counters and the rows at the range's ends do.
  const byCounters = !scope && onlyStatusSearch(search) && !(view.status && search.statuses.length);
  const counted = byCounters && !isNarrowed(view);
  const oneRange = byCounters && [view.bsi, view.bsu, view.customer].every((v) => v === undefined);
  const dates = view.from !== undefined || view.to !== undefined;
  const amounts = view.min !== undefined || view.max !== undefined;
  const total = counted
    ? countOf(db, transactionCounters(statuses.length ? statuses : undefined))
    : oneRange && dates && !amounts
      ? countRecordedBetween(
          db,
          statuses,
          view.from ? dayStart(view.from) : undefined,
          view.to ? dayEnd(view.to) : undefined,
        )
      : oneRange && amounts && !dates
        ? countByAmountBetween(db, statuses, view.min, view.max)
        : countWhere(db, where);
  // A deep page of an order the counters know starts from them, as the plain list's does.
  const ids =
    counted && offsetOf(query) >= DEEP_OFFSET
      ? anchoredPageIds(statuses, query, view.sort ?? '-created_on')
      : pageIdsOf(db.select({ id: transactions.id }).from(transactions).$dynamic(), where, order, query);
  return Promise.all([listRows(db, ids, {}, order), total]);
}

export const listTransactions: ListReader<TransactionView, TransactionItem> = async (db, query, scope = null) => {
  const search = parseTransactionSearch(query.search);
  const reach = within('transaction', scope);
  const [rows, total] =
    reach || !isPlainView(query)
      ? await viewPage(db, search, query, query, reach)
      : await pageAndTotal(db, search, query);
  const items = rows.map((r) => ({
    id: Number(r.id),
    created_on: r.createdOn.toISOString(),
    user: r.collectorName ?? [r.firstName, r.lastName].filter(Boolean).join(' '),
    bsi_code: r.bsiCode,
    bsu_code: r.bsuCode,
    amount: normalizeMoney(r.amount),
    status: r.status,
  }));
  return pageOf(items, total, query);
};
