// One transaction as the receipt shows it (SPEC "Data Transaksi", detail): its unit bank, parent
// bank and customer with their contacts, and its lines with the prices of their waste items.
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeMoney, normalizeQty } from '../../lib/schemas/money';
import type { TransactionDetails } from '../../lib/schemas/transactions';
import type { Db } from '../db/client';
import { bsus, collectors, customers, transactionLines, transactions, trash, users } from '../db/schema';

const party = alias(users, 'party');
const bankUser = alias(users, 'bank_user');
const collectorUser = alias(users, 'collector_user');

/**
 * A bank on the receipt: its name, address and code, and its person's phone. (Typed per table: a
 * property of a generic reads as its constraint's, which would mix the two tables' nullability.)
 */
const bankColumns = <B extends typeof bsus | typeof collectors, U extends typeof bankUser | typeof collectorUser>(
  bank: B,
  user: U,
) => ({
  trash_bank_name: bank.trashBankName as B['trashBankName'],
  address: bank.address as B['address'],
  unique_code: bank.uniqueCode as B['uniqueCode'],
  phone: user.phoneNumber as U['phoneNumber'],
});

export async function getTransactionDetails(db: Db, id: number): Promise<TransactionDetails | undefined> {
  const [row] = await db
    .select({
      id: transactions.id,
      tenantId: transactions.tenantId,
      createdOn: transactions.createdOn,
      status: transactions.status,
      amount: transactions.amount,
      customer: {
        address: customers.address,
        nik: customers.nik,
        first_name: party.firstName,
        last_name: party.lastName,
        phone: party.phoneNumber,
      },
      bsu: bankColumns(bsus, bankUser),
      collector: bankColumns(collectors, collectorUser),
    })
    .from(transactions)
    .innerJoin(bsus, eq(bsus.id, transactions.bsuId))
    .innerJoin(bankUser, eq(bankUser.id, bsus.userId))
    .leftJoin(collectors, eq(collectors.id, transactions.collectorId))
    .leftJoin(collectorUser, eq(collectorUser.id, collectors.userId))
    .leftJoin(customers, eq(customers.id, transactions.customerId))
    .leftJoin(party, eq(party.id, customers.userId))
    .where(eq(transactions.id, id))
    .limit(1);
  if (!row) return undefined;
  const lines = await db
    .select({
      id: transactionLines.id,
      qty: transactionLines.qty,
      unit: transactionLines.unit,
      price: transactionLines.price,
      amount: transactionLines.amount,
      trash: { trash_name: trash.trashName, buying_price: trash.buyingPrice, selling_price: trash.sellingPrice },
    })
    .from(transactionLines)
    .innerJoin(trash, eq(trash.id, transactionLines.trashId))
    .where(and(eq(transactionLines.transactionId, id), eq(transactionLines.tenantId, row.tenantId)))
    .orderBy(transactionLines.id);
  const bank = (b: { trash_bank_name: string; address: string; unique_code: string; phone: string }) => ({
    trash_bank_name: b.trash_bank_name,
    address: b.address,
    unique_code: b.unique_code,
    user: { phone_number: b.phone },
  });
  return {
    id: Number(row.id),
    created_on: row.createdOn.toISOString(),
    status: row.status,
    amount: normalizeMoney(row.amount),
    bsu: bank(row.bsu),
    // A left join of two tables (the bank and its user) comes back as an object of nulls, not null.
    collector: row.collector?.trash_bank_name != null ? bank(row.collector as never) : null,
    customer:
      row.customer?.address != null && row.customer.nik != null
        ? {
            address: row.customer.address,
            nik: row.customer.nik,
            user: {
              first_name: row.customer.first_name ?? '',
              last_name: row.customer.last_name ?? null,
              phone_number: row.customer.phone ?? '',
            },
          }
        : null,
    details: lines.map((l) => ({
      id: Number(l.id),
      trash: {
        trash_name: l.trash.trash_name,
        buying_price: normalizeMoney(l.trash.buying_price),
        selling_price: normalizeMoney(l.trash.selling_price),
      },
      qty: normalizeQty(l.qty),
      unit: l.unit,
      price: normalizeMoney(l.price),
      amount: normalizeMoney(l.amount),
    })),
  };
}
