// What the words of a transaction search mean (SPEC "Data Transaksi"): dates, statuses, bank
// codes and name parts. server/domain/transaction-queries.ts turns them into SQL.
import type { TransactionStatus } from '../../lib/schemas/transactions';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';
import { searchWords } from './search';

const STATUS_WORDS: Record<string, TransactionStatus> = {
  pending: 'pending',
  menunggu: 'pending',
  settlement: 'settlement',
  settled: 'settlement',
  selesai: 'settlement',
  cancelled: 'cancelled',
  dibatalkan: 'cancelled',
  batal: 'cancelled',
};

const MONTHS = [
  ['januari', 'january', 'jan'],
  ['februari', 'february', 'feb'],
  ['maret', 'march', 'mar'],
  ['april', 'apr'],
  ['mei', 'may'],
  ['juni', 'june', 'jun'],
  ['juli', 'july', 'jul'],
  ['agustus', 'august', 'agu', 'aug'],
  ['september', 'sep'],
  ['oktober', 'october', 'okt', 'oct'],
  ['november', 'nov'],
  ['desember', 'december', 'des', 'dec'],
];
const monthOf = (name: string) => MONTHS.findIndex((names) => names.includes(name)) + 1;

/** Days are Jakarta days (lib/shared/jakarta-days.ts): '22 November 2026' runs from 21 Nov 17:00 UTC. */
function jakartaDay(year: number, month: number, day: number): [Date, Date] | null {
  const check = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  const written = check.toISOString().slice(0, 10);
  return [dayStart(written), dayEnd(written)];
}

const DATE_PATTERNS: { pattern: RegExp; parts: (m: RegExpExecArray) => [number, number, number] }[] = [
  { pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  { pattern: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/, parts: (m) => [Number(m[3]), Number(m[2]), Number(m[1])] },
  {
    pattern: /\b(\d{1,2})\s+([a-z]+)\s+(\d{4})\b/,
    parts: (m) => [Number(m[3]), monthOf(m[2]!), Number(m[1])],
  },
];

export type TransactionSearch = {
  days: [Date, Date][];
  statuses: TransactionStatus[];
  codes: { kind: 'bsi' | 'bsu' | 'any'; code: string }[];
  words: string[];
};

/**
 * What the words mean: a date ('2026-11-22', '22/11/2026', '22 November 2026'), a status
 * ('pending', 'settlement', 'dibatalkan'), a bank code ('BSU-3273001' or its digits), or a
 * part of a name (customer, parent bank or unit bank). Every part must hold.
 */
export function parseTransactionSearch(term: string | undefined): TransactionSearch {
  const out: TransactionSearch = { days: [], statuses: [], codes: [], words: [] };
  let rest = ` ${(term ?? '').toLowerCase()} `;
  for (const { pattern, parts } of DATE_PATTERNS) {
    for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
      const day = jakartaDay(...parts(m));
      if (!day) break;
      out.days.push(day);
      rest = rest.replace(m[0], ' ');
    }
  }
  for (const word of searchWords(rest)) {
    const status = STATUS_WORDS[word];
    const code = /^(bs[iu])-(\d{4,})$/.exec(word);
    if (status) out.statuses.push(status);
    else if (code) out.codes.push({ kind: code[1] as 'bsi' | 'bsu', code: code[2]! });
    else out.words.push(word);
  }
  return out;
}
