// A customer's passbook (buku tabungan, issue 18): every ledger movement of their wallet in a
// period of Jakarta days, with the balance before it, after each movement and at its end. Two
// statements: the customer (within the caller's scope) with the balance before the period,
// then the period's entries with the lines of the deposits among them. The running balance is
// summed here in exact decimals, so the closing balance is the wallet's balance as Data Saldo
// reads it (the sum of the ledger) whenever the period reaches today.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { addMoney, normalizeMoney, normalizeQty, subtractMoney, sumMoney, sumQty } from '../../lib/schemas/money';
import { passbookPeriod, type Passbook, type PassbookEntry, type PassbookQuery } from '../../lib/schemas/passbook';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';
import type { Db } from '../db/client';
import { bsus, collectors, customers, transactionLines, trash, users, walletLedger, wallets } from '../db/schema';
import { ApiError } from '../errors';
import { fullName } from './people';
import { customerUserIn, type Scope } from './scope';

/** The customer, their banks, their wallet and its balance before `start`; none when out of reach. */
async function owner(db: Db, userId: number, start: Date, scope: Scope) {
  const [row] = await db
    .select({
      userId: customers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      nik: customers.nik,
      phone: users.phoneNumber,
      bsu: { id: bsus.id, name: bsus.trashBankName, code: bsus.uniqueCode },
      collector: { id: collectors.id, name: collectors.trashBankName, code: collectors.uniqueCode },
      walletId: wallets.id,
      opening: sql<string>`coalesce((select sum(${walletLedger.amount}) from ${walletLedger}
        where ${walletLedger.walletId} = ${wallets.id} and ${lt(walletLedger.createdAt, start)}), 0)::text`,
    })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(bsus, eq(bsus.id, customers.bsuId))
    .leftJoin(collectors, eq(collectors.id, bsus.collectorId))
    .leftJoin(wallets, eq(wallets.userId, customers.userId))
    .where(and(eq(customers.userId, userId), scope ? customerUserIn(scope, customers.userId) : undefined));
  return row;
}

/** The wallet's entries from `start` up to `end`, in posting order, one row per line of a deposit. */
const entryRows = (db: Db, walletId: number, start: Date, end: Date) =>
  db
    .select({
      id: walletLedger.id,
      kind: walletLedger.kind,
      amount: walletLedger.amount,
      transactionId: walletLedger.transactionId,
      requestId: walletLedger.walletRequestId,
      at: walletLedger.createdAt,
      trashName: trash.trashName,
      qty: transactionLines.qty,
      unit: transactionLines.unit,
    })
    .from(walletLedger)
    .leftJoin(transactionLines, eq(transactionLines.transactionId, walletLedger.transactionId))
    .leftJoin(trash, eq(trash.id, transactionLines.trashId))
    .where(
      and(eq(walletLedger.walletId, walletId), gte(walletLedger.createdAt, start), lt(walletLedger.createdAt, end)),
    )
    .orderBy(asc(walletLedger.createdAt), asc(walletLedger.id), asc(transactionLines.id));

type Row = Awaited<ReturnType<typeof entryRows>>[number];

/** One entry per ledger row, its lines gathered and the balance carried from `opening`. */
function entriesOf(rows: Row[], opening: string): PassbookEntry[] {
  const entries: PassbookEntry[] = [];
  let balance = opening;
  for (const row of rows) {
    const last = entries.at(-1);
    const line =
      row.trashName !== null && row.qty !== null && row.unit !== null
        ? { trash_name: row.trashName, qty: normalizeQty(row.qty), unit: row.unit }
        : null;
    if (last && last.id === row.id) {
      if (line) last.lines.push(line);
      continue;
    }
    const amount = normalizeMoney(row.amount);
    const credit = amount.startsWith('-') ? '0.00' : amount;
    const debit = amount.startsWith('-') ? amount.slice(1) : '0.00';
    balance = addMoney(balance, amount);
    entries.push({
      id: row.id,
      at: row.at.toISOString(),
      kind: row.kind,
      reference: row.transactionId ?? row.requestId!,
      lines: line ? [line] : [],
      kg: null,
      credit,
      debit,
      balance,
    });
  }
  for (const entry of entries)
    if (entry.kind === 'transaction') entry.kg = sumQty(entry.lines.filter((l) => l.unit === 'kg').map((l) => l.qty));
  return entries;
}

/**
 * The passbook of the customer whose user id is `query.user_id`, for the period the query
 * means (lib/schemas/passbook.ts passbookPeriod: the current Jakarta month by default). A
 * customer outside the caller's scope, or a user who is not a customer, is not found (404).
 */
export async function readPassbook(db: Db, query: PassbookQuery, scope: Scope, now = new Date()): Promise<Passbook> {
  const { from, to } = passbookPeriod(query, now);
  const start = dayStart(from);
  const found = await owner(db, query.user_id, start, scope);
  if (!found) throw ApiError.of(404, 'customerNotFound');
  const opening = normalizeMoney(found.opening);
  const rows = found.walletId === null ? [] : await entryRows(db, found.walletId, start, dayEnd(to));
  const entries = entriesOf(rows, opening);
  const totalCredit = sumMoney(entries.map((e) => e.credit));
  const totalDebit = sumMoney(entries.map((e) => e.debit));
  return {
    customer: {
      user_id: found.userId,
      name: fullName(found),
      nik: found.nik,
      phone_number: found.phone,
    },
    bsu: found.bsu,
    collector: found.collector,
    from,
    to,
    opening_balance: opening,
    closing_balance: subtractMoney(addMoney(opening, totalCredit), totalDebit),
    total_credit: totalCredit,
    total_debit: totalDebit,
    total_kg: sumQty(entries.map((e) => e.kg ?? '0')),
    entries,
  };
}
