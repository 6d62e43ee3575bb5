// Reading wallets (SPEC Data Saldo, Isi Saldo, Penarikan Dana): balances, and the top-up and
// withdrawal requests, searchable by the customer's name, contacts or NIK and by status.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListResponse } from '../../lib/schemas/common';
import type { WalletItem, WalletQuery, WalletRequestStatus } from '../../lib/schemas/wallets';
import type { WalletRequestView } from '../../lib/schemas/wallet-view';
import type { Db } from '../db/client';
import { bsuIn, customerUserIn, type Scope } from './scope';
import { customers, users, walletLedger, walletRequests, wallets } from '../db/schema';
import { countAll, offsetOf, pageOf } from './listing';
import { afterKey, exactTime, hasRange, orderOf, rangeWhere, type SortKey, type ViewColumns } from './list-view';
import { normalizeMoney } from '../../lib/schemas/money';
import { countOf, requestCounters } from './row-counts';
import { containsAll, searchWords } from './search';
import { matchedField, personColumns } from './wallet-person';

const STATUS_WORDS: Record<string, WalletRequestStatus> = {
  pending: 'pending',
  menunggu: 'pending',
  accepted: 'accepted',
  diterima: 'accepted',
  rejected: 'rejected',
  ditolak: 'rejected',
};

/**
 * The wallet's owner is a customer whose searchable text holds `word` (trigram index), matched
 * as the customer list matches it: a phone typed as '+62 812…' also finds the stored '0812…'.
 */
const ownerLike = (word: string) =>
  sql`${wallets.userId} in (select ${customers.userId} from ${customers} where ${containsAll(customers.searchText, [word])})`;

const balanceOf = sql<string>`coalesce((select sum(${walletLedger.amount}) from ${walletLedger} where ${walletLedger.walletId} = ${wallets.id}), 0)`;
const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');
/** The administrator who accepted or rejected a request. */
const decider = alias(users, 'decider');

/** A scoped account sees the wallets of its customers only. */
const ownerIn = (scope: Scope) => (scope ? customerUserIn(scope, wallets.userId) : undefined);

/** The wallet's owner is a customer whose unit bank meets `bank` (a condition on customers.bsu_id). */
const ownerBanksAt = (bank: SQL) =>
  sql`${wallets.userId} in (select ${customers.userId} from ${customers} where ${bank})`;

/** A view's banks: a parent bank (bsi) stands for the customers of its unit banks. */
const bankWhere = (view: WalletRequestView) =>
  and(
    view.bsi ? ownerBanksAt(bsuIn({ collectorId: view.bsi, bsuId: null }, customers.bsuId)) : undefined,
    view.bsu ? ownerBanksAt(eq(customers.bsuId, view.bsu)) : undefined,
  );

/** True when the view filters on more than the status: only a count can say how many rows match. */
const isNarrowed = (view: WalletRequestView) => hasRange(view) || view.bsi !== undefined || view.bsu !== undefined;

async function listBalances(
  db: Db,
  query: WalletQuery,
  words: string[],
  scope: Scope,
): Promise<ListResponse<WalletItem>> {
  const where = and(...words.map(ownerLike), ownerIn(scope));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: wallets.id,
        userId: wallets.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        balance: balanceOf,
        ...personColumns,
      })
      .from(wallets)
      .innerJoin(users, eq(users.id, wallets.userId))
      .leftJoin(customers, eq(customers.userId, wallets.userId))
      .where(where)
      .orderBy(desc(wallets.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    where ? db.select(countAll).from(wallets).where(where) : countOf(db, ['wallets']).then((total) => [{ total }]),
  ]);
  const items = rows.map((r) => {
    const balance = normalizeMoney(String(r.balance));
    return {
      id: r.id,
      wallet_id: r.id,
      user_id: r.userId,
      user: fullName(r.firstName, r.lastName),
      amount: balance,
      total: null,
      balance,
      status: null,
      bank_name: null,
      account_number: null,
      cardholder_name: null,
      reason: null,
      created_at: null,
      phone_number: r.phone,
      nik: r.nik,
      matched: matchedField(words, r),
      decided_at: null,
      decided_by: null,
    };
  });
  return pageOf(items, Number(totals[0]?.total ?? 0), query);
}

const requestColumns: ViewColumns = {
  id: walletRequests.id,
  status: walletRequests.status,
  created: walletRequests.createdAt,
  amount: walletRequests.amount,
};

/** A request list's search words: status words ('menunggu') and the rest, name parts. */
function requestSearch(words: string[]) {
  const statuses = [...new Set(words.map((w) => STATUS_WORDS[w]).filter((s): s is WalletRequestStatus => Boolean(s)))];
  return { statuses, names: words.filter((w) => !STATUS_WORDS[w]) };
}

/** Which requests of `kind` a search, a view and a scope select. */
export function requestWhere(
  kind: 'topup' | 'withdraw',
  words: string[],
  view: WalletRequestView,
  scope: Scope,
): SQL | undefined {
  const { statuses, names } = requestSearch(words);
  return and(
    eq(walletRequests.kind, kind),
    ...names.map(ownerLike),
    ownerIn(scope),
    statuses.length ? inArray(walletRequests.status, statuses) : undefined,
    rangeWhere(requestColumns, view),
    bankWhere(view),
  );
}

export const requestOrder = (sort: WalletRequestView['sort'] = '-created_at') => orderOf(requestColumns, sort);
export const afterRequest = (sort: WalletRequestView['sort'] = '-created_at', last: SortKey) =>
  afterKey(requestColumns, sort, last);

/** The requests `where` selects, in `order`, with what the screens and the export show of them. */
export const requestRows = (db: Db, where: SQL | undefined, order: SQL[]) =>
  db
    .select({
      id: walletRequests.id,
      walletId: walletRequests.walletId,
      userId: wallets.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      amount: walletRequests.amount,
      total: walletRequests.total,
      balance: balanceOf,
      status: walletRequests.status,
      bankName: walletRequests.bankName,
      accountNumber: walletRequests.accountNumber,
      cardholderName: walletRequests.cardholderName,
      reason: walletRequests.reason,
      createdAt: walletRequests.createdAt,
      /** The time to the microsecond, for an export to resume after (list-view.ts exactTime). */
      createdKey: exactTime(walletRequests.createdAt),
      decidedAt: walletRequests.decidedAt,
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
      ...personColumns,
    })
    .from(walletRequests)
    .innerJoin(wallets, eq(wallets.id, walletRequests.walletId))
    .innerJoin(users, eq(users.id, wallets.userId))
    .leftJoin(customers, eq(customers.userId, wallets.userId))
    .leftJoin(decider, eq(decider.id, walletRequests.decidedBy))
    .where(where)
    .orderBy(...order);

/** The name of who decided a request, or null while it is pending. */
export const deciderName = (r: { deciderFirst: string | null; deciderLast: string | null }) =>
  r.deciderFirst === null ? null : fullName(r.deciderFirst, r.deciderLast);

async function listRequests(
  db: Db,
  query: WalletQuery & WalletRequestView,
  kind: 'topup' | 'withdraw',
  words: string[],
  scope: Scope,
): Promise<ListResponse<WalletItem>> {
  const { statuses: searched, names } = requestSearch(words);
  const where = requestWhere(kind, words, query, scope);
  // Only the status narrows the list: the request counters know the total.
  const statuses = query.status ? [query.status] : searched;
  const counted = !names.length && !scope && !isNarrowed(query) && !(query.status && searched.length);
  const [rows, total] = await Promise.all([
    requestRows(db, where, requestOrder(query.sort)).limit(query.per_page).offset(offsetOf(query)),
    counted
      ? countOf(db, requestCounters(kind, statuses.length ? statuses : undefined))
      : db
          .select(countAll)
          .from(walletRequests)
          .innerJoin(wallets, eq(wallets.id, walletRequests.walletId))
          .where(where)
          .then((totals) => Number(totals[0]?.total ?? 0)),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    wallet_id: r.walletId,
    user_id: r.userId,
    user: fullName(r.firstName, r.lastName),
    amount: normalizeMoney(r.amount),
    total: normalizeMoney(r.total),
    balance: normalizeMoney(String(r.balance)),
    status: r.status,
    bank_name: r.bankName,
    account_number: r.accountNumber,
    cardholder_name: r.cardholderName,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    phone_number: r.phone,
    nik: r.nik,
    matched: matchedField(names, r),
    decided_at: r.decidedAt?.toISOString() ?? null,
    decided_by: deciderName(r),
  }));
  return pageOf(items, total, query);
}

export function listWallets(
  db: Db,
  query: WalletQuery & WalletRequestView,
  scope: Scope = null,
): Promise<ListResponse<WalletItem>> {
  const words = searchWords(query.search);
  return query.filter_note === 'balance'
    ? listBalances(db, query, words, scope)
    : listRequests(db, query, query.filter_note, words, scope);
}
