// One transaction as the receipt shows it (SPEC "Data Transaksi", detail): its unit bank, parent
// bank and customer with their contacts, and its lines with the prices of their waste items.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeMoney, normalizeQty } from '../../lib/schemas/money';
import type { TransactionDetails } from '../../lib/schemas/transactions';
import type { Db } from '../db/client';
import { bsus, collectors, customers, transactionLines, transactions, trash, users } from '../db/schema';

const party = alias(users, 'party');
const bankUser = alias(users, 'bank_user');
const collectorUser = alias(users, 'collector_user');

export async function getTransactionDetails(db: Db, id: number): Promise<TransactionDetails | undefined> {
  const [row] = await db
    .select({
      id: transactions.id,
      createdOn: transactions.createdOn,
      status: transactions.status,
      amount: transactions.amount,
      bsu: {
        trash_bank_name: bsus.trashBankName,
        address: bsus.address,
        unique_code: bsus.uniqueCode,
        phone: bankUser.phoneNumber,
      },
      collector: {
        trash_bank_name: collectors.trashBankName,
        address: collectors.address,
        unique_code: collectors.uniqueCode,
        phone: collectorUser.phoneNumber,
      },
      customer: {
        address: customers.address,
        nik: customers.nik,
        first_name: party.firstName,
        last_name: party.lastName,
        phone: party.phoneNumber,
      },
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
      trashName: trash.trashName,
      buyingPrice: trash.buyingPrice,
      sellingPrice: trash.sellingPrice,
      qty: transactionLines.qty,
      unit: transactionLines.unit,
      price: transactionLines.price,
      amount: transactionLines.amount,
    })
    .from(transactionLines)
    .innerJoin(trash, eq(trash.id, transactionLines.trashId))
    .where(eq(transactionLines.transactionId, id))
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
        trash_name: l.trashName,
        buying_price: normalizeMoney(l.buyingPrice),
        selling_price: normalizeMoney(l.sellingPrice),
      },
      qty: normalizeQty(l.qty),
      unit: l.unit,
      price: normalizeMoney(l.price),
      amount: normalizeMoney(l.amount),
    })),
  };
}
