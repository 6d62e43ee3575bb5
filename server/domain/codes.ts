// The public code of a bank (shown as BSI-… / BSU-…): the regency's official code without
// the dot, then a sequence within that regency, e.g. Kota Bandung (32.73) → "3273001".
// Readable on paper receipts, tells where a bank is, and never changes once given.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bankCodeCounters, bsus, collectors } from '../db/schema';

export type BankKind = 'collector' | 'bsu';

export const CODE_SEQUENCE_DIGITS = 3;

/** '32.73.01.1001' (or any longer/shorter official id from regency down) → '3273'. */
export function regionPrefix(regionId: string): string {
  const [province, regency] = regionId.split('.');
  if (!province || !regency || !/^\d{2}$/.test(province) || !/^\d{2}$/.test(regency)) {
    throw new RangeError(`Not an official region id at regency level or below: ${regionId}`);
  }
  return `${province}${regency}`;
}

/** Past 999 banks in a regency the sequence simply grows a digit; codes stay unique. */
export function formatUniqueCode(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(CODE_SEQUENCE_DIGITS, '0')}`;
}

/**
 * The next code for a bank in the village's regency. The counter row is the lock: concurrent
 * creators on PostgreSQL take turns on it. A regency without a counter yet (banks made before
 * counters existed) starts after its highest code.
 */
export async function nextUniqueCode(tx: Tx, kind: BankKind, villageId: string): Promise<string> {
  const prefix = regionPrefix(villageId);
  const table = kind === 'collector' ? collectors : bsus;
  const pattern = `^${prefix}[0-9]{${CODE_SEQUENCE_DIGITS},}$`;
  const existing = sql`(select coalesce(max(substr(${table.uniqueCode}, ${prefix.length + 1})::int), 0) from ${table} where ${table.uniqueCode} ~ ${pattern})`;
  const [row] = await tx
    .insert(bankCodeCounters)
    .values({ kind, prefix, last: sql`${existing} + 1` })
    .onConflictDoUpdate({
      target: [bankCodeCounters.kind, bankCodeCounters.prefix],
      set: { last: sql`${bankCodeCounters.last} + 1` },
    })
    .returning({ last: bankCodeCounters.last });
  return formatUniqueCode(prefix, row!.last);
}
