// Reading wallets (SPEC Data Saldo, Isi Saldo, Penarikan Dana): balances, and the top-up and
// withdrawal requests, searchable by the customer's name, contacts or NIK and by status.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListResponse } from '../../lib/schemas/common';
import type { WalletItem, WalletQuery, WalletRequestStatus } from '../../lib/schemas/wallets';
import type { Db } from '../db/client';
import { customerUserIn, type Scope } from './scope';
import { customers, users, walletLedger, walletRequests, wallets } from '../db/schema';
import { countAll, offsetOf, pageOf } from './listing';
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

async function listRequests(
  db: Db,
  query: WalletQuery,
  kind: 'topup' | 'withdraw',
  words: string[],
  scope: Scope,
): Promise<ListResponse<WalletItem>> {
  const statuses = words.map((w) => STATUS_WORDS[w]).filter((s): s is WalletRequestStatus => Boolean(s));
  const names = words.filter((w) => !STATUS_WORDS[w]);
  const conditions: (SQL | undefined)[] = [eq(walletRequests.kind, kind), ...names.map(ownerLike), ownerIn(scope)];
  if (statuses.length) conditions.push(inArray(walletRequests.status, [...new Set(statuses)]));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
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
      .orderBy(desc(walletRequests.createdAt), desc(walletRequests.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    names.length || scope
      ? db
          .select(countAll)
          .from(walletRequests)
          .innerJoin(wallets, eq(wallets.id, walletRequests.walletId))
          .where(where)
      : countOf(db, requestCounters(kind, statuses.length ? [...new Set(statuses)] : undefined)).then((total) => [
          { total },
        ]),
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
    decided_by: r.deciderFirst === null ? null : fullName(r.deciderFirst, r.deciderLast),
  }));
  return pageOf(items, Number(totals[0]?.total ?? 0), query);
}

export function listWallets(db: Db, query: WalletQuery, scope: Scope = null): Promise<ListResponse<WalletItem>> {
  const words = searchWords(query.search);
  return query.filter_note === 'balance'
    ? listBalances(db, query, words, scope)
    : listRequests(db, query, query.filter_note, words, scope);
}
